import type { TVerifyResponse } from '../../../shared/documents/documents.schema.js';
import type { TRequestContext } from '../../core/http.js';
import { SignedHashEntity } from '../data/documents.entities.js';
import { countVerification } from './links.js';

/**
 * The public check of a completed file by its SHA-256: a GetItem. It answers only whether the file
 * is one completed here and unchanged, and then its signers' names and signing times; nothing of
 * the document itself. Limited per client address.
 */
export async function verifySigned(input: { sha256: string }, ctx: TRequestContext): Promise<TVerifyResponse> {
  await countVerification(ctx.sourceIp);
  const found = await SignedHashEntity.get({ sha256: input.sha256 });
  ctx.audit.props.verified = !!found;
  if (!found) return { verified: false };
  return { verified: true, completedAt: found.completedAt, signers: found.signers };
}
