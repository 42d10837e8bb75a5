import { createHash, randomBytes } from 'node:crypto';
import { type TAttemptLimit, countAttempt } from '../../core/attempts.js';
import { config } from '../../core/config.js';
import { AppError } from '../../core/errors.js';
import { contentDisposition, s3 } from '../../core/s3.js';
import { SignLinkEntity } from '../data/documents.entities.js';

/** A link's public id: 192 random bits, base64url (32 characters). */
export function mintLink(): { publicId: string; linkHash: string } {
  const publicId = randomBytes(24).toString('base64url');
  return { publicId, linkHash: hashLink(publicId) };
}

export const hashLink = (publicId: string) => createHash('sha256').update(publicId).digest('hex');
export const signingUrl = (publicId: string) => `${config.appUrl}/sign/${publicId}`;

/**
 * Public routes are limited per client address and per link, so ids cannot be guessed at speed
 * and one link cannot be hammered (docs/decisions/0024-signable-documents.md).
 */
const PER_ADDRESS: TAttemptLimit = { scope: 'SIGN_IP', limit: 300, windowMs: 10 * 60_000 };
const PER_LINK: TAttemptLimit = { scope: 'SIGN_LINK', limit: 120, windowMs: 10 * 60_000 };
const VERIFY_PER_ADDRESS: TAttemptLimit = { scope: 'VERIFY_IP', limit: 30, windowMs: 10 * 60_000 };

export const invalidLink = () => new AppError('invalid_public_link', { param: 'publicId' });

/** The document and signer a public id stands for, or invalid_public_link (unknown, replaced or expired). */
export async function resolveLink(publicId: string, sourceIp: string): Promise<{ documentId: string; signerId: string; linkHash: string }> {
  const linkHash = hashLink(publicId);
  await countAttempt(PER_ADDRESS, sourceIp, 'publicId');
  await countAttempt(PER_LINK, linkHash, 'publicId');
  const link = await SignLinkEntity.get({ linkHash }, { consistent: true });
  if (!link || link.expiresAt <= new Date().toISOString()) throw invalidLink();
  return { documentId: link.documentId, signerId: link.signerId, linkHash };
}

export const countVerification = (sourceIp: string) => countAttempt(VERIFY_PER_ADDRESS, sourceIp, 'sha256');

const URL_TTL_SECONDS = 300;

/** A short-lived GET URL of a document's PDF. */
export async function presignPdf(key: string, fileName: string, disposition: 'inline' | 'attachment') {
  const { client, sdk, getSignedUrl } = await s3();
  const url = await getSignedUrl(
    client,
    new sdk.GetObjectCommand({
      Bucket: config.bucketName,
      Key: key,
      ResponseContentDisposition: contentDisposition(disposition, fileName),
      ResponseContentType: 'application/pdf',
    }),
    { expiresIn: URL_TTL_SECONDS },
  );
  return { url, expiresIn: URL_TTL_SECONDS };
}

export { discardPdf, putPdf, readPdf } from '../../core/s3.js';
