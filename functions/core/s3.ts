import { lazy } from './lazy.js';
import { config } from './config.js';

/**
 * The S3 client, its SDK module and the presigner, loaded on first use. Checksums only when
 * required: s3rver stores streamed uploads corrupted otherwise, and the presigned browser PUT
 * carries no checksum. Path style works for both s3rver and AWS.
 */
export const s3 = lazy(async () => {
  const [sdk, presigner] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
  const client = new sdk.S3Client({
    forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { sdk, client, getSignedUrl: presigner.getSignedUrl };
});

/**
 * A download's Content-Disposition for a presigned GET. Header values are ASCII, so a name in
 * Cyrillic (or any non-ASCII) goes in `filename*` (RFC 6266 and RFC 5987, UTF-8, percent-encoded),
 * with an ASCII stand-in in `filename` for clients that read only that. A raw non-ASCII name made
 * S3 (and s3rver) refuse the download.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/["\\\r\n]/g, '_').replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(fileName.replace(/[\r\n]/g, ' ')).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Stores a PDF in the files bucket under its key. */
export async function putPdf(key: string, bytes: Uint8Array): Promise<void> {
  const { client, sdk } = await s3();
  await client.send(
    new sdk.PutObjectCommand({ Bucket: config.bucketName, Key: key, Body: bytes, ContentType: 'application/pdf', ContentLength: bytes.length }),
  );
}

/** Stores a file of any type in the files bucket under its key (a report's CSV or XLSX). */
export async function putObject(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  const { client, sdk } = await s3();
  await client.send(new sdk.PutObjectCommand({ Bucket: config.bucketName, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
}

/**
 * A short-lived GET URL of an object, served as `contentType` under `fileName`.
 * `disposition` @default 'attachment'; `expiresIn` in seconds @default 300.
 */
export async function presignObject(key: string, fileName: string, contentType: string, opts: { disposition?: 'inline' | 'attachment'; expiresIn?: number } = {}) {
  const { client, sdk, getSignedUrl } = await s3();
  const expiresIn = opts.expiresIn ?? 300;
  const url = await getSignedUrl(
    client,
    new sdk.GetObjectCommand({ Bucket: config.bucketName, Key: key, ResponseContentDisposition: contentDisposition(opts.disposition ?? 'attachment', fileName), ResponseContentType: contentType }),
    { expiresIn },
  );
  return { url, expiresIn };
}

/** An object of the files bucket, whole. */
export async function readPdf(key: string): Promise<Uint8Array> {
  const { client, sdk } = await s3();
  const out = await client.send(new sdk.GetObjectCommand({ Bucket: config.bucketName, Key: key }));
  return out.Body!.transformToByteArray();
}

/** Removes the PDF of a write whose transaction lost or failed; a failure only leaves an unreferenced object. */
export async function discardPdf(key: string): Promise<void> {
  try {
    const { client, sdk } = await s3();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: config.bucketName, Key: key }));
  } catch {
    // The object is unreferenced; nothing reads it.
  }
}
