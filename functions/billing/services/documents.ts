import { config } from '../../core/config.js';
import { notFound } from '../../core/errors.js';
import { type TRequestContext, workspaceOf } from '../../core/http.js';
import { logger } from '../../core/logger.js';
import { contentDisposition, s3 } from '../../core/s3.js';
import { BillingDocumentEntity } from '../data/billing.entities.js';

const DOWNLOAD_URL_TTL_SECONDS = 120;

/** Where an invoice's PDF is kept: under its payee's prefix of the files bucket. */
export function documentKey(payeeId: string, documentId: string): string {
  return `ws/${payeeId}/invoices/${documentId}.pdf`;
}

export async function storePdf(key: string, bytes: Uint8Array): Promise<void> {
  const { client, sdk } = await s3();
  await client.send(
    new sdk.PutObjectCommand({ Bucket: config.bucketName, Key: key, Body: bytes, ContentType: 'application/pdf', ContentLength: bytes.length }),
  );
}

/** Removes the PDF of a publish that lost its transaction; a failure only leaves an unreferenced object. */
export async function discardPdf(key: string): Promise<void> {
  try {
    const { client, sdk } = await s3();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: config.bucketName, Key: key }));
  } catch (error) {
    logger.warn('Could not delete the PDF of a publish that did not commit', { key, error });
  }
}

/** A short-lived GET URL for an invoice's PDF, to its payee or its payer; anyone else gets 404. */
export async function downloadDocument(input: { id: string }, ctx: TRequestContext) {
  const ws = workspaceOf(ctx);
  const doc = await BillingDocumentEntity.get({ id: input.id });
  if (!doc || (doc.payeeId !== ws && doc.payerId !== ws)) throw notFound('id');
  const { client, sdk, getSignedUrl } = await s3();
  const url = await getSignedUrl(
    client,
    new sdk.GetObjectCommand({
      Bucket: config.bucketName,
      Key: doc.key,
      ResponseContentDisposition: contentDisposition('attachment', doc.fileName),
      ResponseContentType: 'application/pdf',
    }),
    { expiresIn: DOWNLOAD_URL_TTL_SECONDS },
  );
  return { url, expiresIn: DOWNLOAD_URL_TTL_SECONDS };
}
