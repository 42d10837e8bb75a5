import { newId } from '../../../shared/core/ids.js';
import {
  ALLOWED_FILE_TYPES,
  extensionOf,
  MAX_FILE_BYTES,
  type TFileMeta,
  type TUploadRequest,
} from '../../../shared/files/files.schema.js';
import { config } from '../../core/config.js';
import { AppError, notFound } from '../../core/errors.js';
import { type TRequestContext, workspaceOf } from '../../core/http.js';
import { contentDisposition, s3 } from '../../core/s3.js';
import { FileMetaEntity } from '../data/file-meta.entity.js';

const UPLOAD_URL_TTL_SECONDS = 300;
const DOWNLOAD_URL_TTL_SECONDS = 120;

function toMeta(f: TFileMeta & { workspaceId: string }): TFileMeta {
  const { workspaceId: _ws, ...meta } = f;
  return meta;
}

/**
 * Registers an upload and signs a PUT for it. The key is the server's, under the workspace's
 * prefix; the content type is signed, so the browser cannot store another type.
 */
export async function createUpload(input: TUploadRequest, ctx: TRequestContext) {
  const workspaceId = workspaceOf(ctx);
  const extension = extensionOf(input.fileName);
  const expected = (ALLOWED_FILE_TYPES as Record<string, string>)[extension];
  if (!expected || expected !== input.contentType) throw new AppError('file_type_not_allowed', { param: 'fileName' });
  if (input.size > MAX_FILE_BYTES) throw new AppError('file_too_large', { param: 'size' });
  const id = newId();
  const meta = {
    id,
    workspaceId,
    fileName: input.fileName,
    extension,
    contentType: expected,
    size: input.size,
    createDate: new Date().toISOString(),
    internalKey: `ws/${workspaceId}/files/${id}.${extension}`,
    uploaded: false,
  };
  ctx.audit.props.fileId = id;
  ctx.audit.props.fileName = input.fileName;
  await ctx.transact([FileMetaEntity.putOp(meta, { ifNotExists: true })]);
  // Type and length are signed: S3 itself refuses a PUT of another type or size, so the 25 MB cap
  // holds at upload time, not only when the upload is completed.
  const { client, sdk, getSignedUrl } = await s3();
  const uploadUrl = await getSignedUrl(
    client,
    new sdk.PutObjectCommand({ Bucket: config.bucketName, Key: meta.internalKey, ContentType: expected, ContentLength: input.size }),
    { expiresIn: UPLOAD_URL_TTL_SECONDS, signableHeaders: new Set(['content-type', 'content-length']) },
  );
  return { file: toMeta(meta), uploadUrl, headers: { 'content-type': expected } };
}

async function getOwned(ctx: TRequestContext, id: string) {
  const meta = await FileMetaEntity.get({ workspaceId: workspaceOf(ctx), id });
  if (!meta) throw notFound('id');
  return meta;
}

/** Checks the stored object against what was declared, then marks the file uploaded. */
export async function completeUpload(input: { id: string }, ctx: TRequestContext) {
  const meta = await getOwned(ctx, input.id);
  ctx.audit.props.fileId = meta.id;
  // The audit page offers the file for download (spec 001 §3 FILE_META).
  ctx.audit.props.FILE_META = { id: meta.id, fileName: meta.fileName, workspaceId: meta.workspaceId };
  const { client, sdk } = await s3();
  let head;
  try {
    head = await client.send(new sdk.HeadObjectCommand({ Bucket: config.bucketName, Key: meta.internalKey }));
  } catch {
    throw new AppError('no_record', { param: 'file', message: 'The file has not been uploaded' });
  }
  const size = head.ContentLength ?? 0;
  if (size > MAX_FILE_BYTES || size !== meta.size) {
    await client.send(new sdk.DeleteObjectCommand({ Bucket: config.bucketName, Key: meta.internalKey }));
    throw new AppError(size > MAX_FILE_BYTES ? 'file_too_large' : 'invalid_request', {
      param: 'size',
      message: size > MAX_FILE_BYTES ? undefined : 'The uploaded file does not match the declared size',
    });
  }
  await ctx.transact([
    FileMetaEntity.updateOp({ workspaceId: meta.workspaceId, id: meta.id }, { set: { uploaded: true } }),
  ]);
  return toMeta({ ...meta, uploaded: true });
}

export async function getFile(input: { id: string }, ctx: TRequestContext) {
  return toMeta(await getOwned(ctx, input.id));
}

/** A short-lived GET URL, issued only after the workspace check found the file. */
export async function downloadFile(input: { id: string }, ctx: TRequestContext) {
  const meta = await getOwned(ctx, input.id);
  if (!meta.uploaded) throw notFound('id');
  return presignedGet(meta);
}

/**
 * A short-lived GET URL of a workspace's uploaded file, for another domain's service that has
 * authorized the caller for a record pointing at it (a payroll form uploaded in the company's
 * workspace, downloaded by the person it names). Not an API route.
 */
export async function fileDownloadLink(args: { workspaceId: string; id: string; param?: string }) {
  const meta = await FileMetaEntity.get({ workspaceId: args.workspaceId, id: args.id });
  if (!meta?.uploaded) throw notFound(args.param ?? 'id');
  return presignedGet(meta);
}

async function presignedGet(meta: TFileMeta) {
  const { client, sdk, getSignedUrl } = await s3();
  const url = await getSignedUrl(
    client,
    new sdk.GetObjectCommand({
      Bucket: config.bucketName,
      Key: meta.internalKey,
      ResponseContentDisposition: contentDisposition('attachment', meta.fileName),
      ResponseContentType: meta.contentType,
    }),
    { expiresIn: DOWNLOAD_URL_TTL_SECONDS },
  );
  return { url, expiresIn: DOWNLOAD_URL_TTL_SECONDS };
}

export async function listFiles(input: { size: number; cursor?: string }, ctx: TRequestContext) {
  const page = await FileMetaEntity.query({
    pk: `WS#${workspaceOf(ctx)}`,
    skBeginsWith: 'FILE#',
    newestFirst: true,
    limit: input.size,
    cursor: input.cursor,
  });
  return { data: page.data.map(toMeta), nextCursor: page.nextCursor };
}

/**
 * An uploaded file's bytes, for another domain's service that was authorized for the workspace
 * (a signable document reads its PDF). Not an API route: the web downloads through presigned URLs.
 */
export async function readFileContent(args: { workspaceId: string; id: string }): Promise<{ meta: TFileMeta; bytes: Uint8Array }> {
  const meta = await FileMetaEntity.get({ workspaceId: args.workspaceId, id: args.id });
  if (!meta?.uploaded) throw notFound('fileId');
  const { client, sdk } = await s3();
  const out = await client.send(new sdk.GetObjectCommand({ Bucket: config.bucketName, Key: meta.internalKey }));
  return { meta: toMeta(meta), bytes: await out.Body!.transformToByteArray() };
}
