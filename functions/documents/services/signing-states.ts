/**
 * Where documents stand, for another domain that sent them (a policy's signatures:
 * docs/decisions/0028-holiday-overtime-policy.md): read by key, the sending workspace's only. Free of
 * the sending and signing code, so a read of states loads no mailer or PDF toolkit.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { TSignableStatus, TSignerStatus } from '../../../shared/documents/documents.schema.js';
import { config } from '../../core/config.js';
import { ddb } from '../../core/ddb.js';
import { SignableEntity } from '../data/documents.entities.js';
import { presignPdf } from './links.js';

/** Where one document stands, as the sending workspace may see it. */
export interface TSigningState {
  status: TSignableStatus;
  expiresAt?: string;
  signers: { id: string; email: string; status: TSignerStatus; sentAt?: string; signedAt?: string; declinedAt?: string }[];
}

/**
 * The signing states of documents of one workspace, by id (BatchGetItem by key, 100 a call): a
 * document of another workspace, or none, is simply absent from the answer.
 */
export async function signingStatesOf(workspaceId: string, documentIds: readonly string[]): Promise<Map<string, TSigningState>> {
  const states = new Map<string, TSigningState>();
  const ids = [...new Set(documentIds)];
  for (let i = 0; i < ids.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [config.tableName]: { Keys: ids.slice(i, i + 100).map((id) => SignableEntity.key({ id })) },
    };
    for (let round = 0; request && Object.keys(request).length; round += 1) {
      if (round >= 8) throw new Error('signingStatesOf: keys left unprocessed');
      if (round > 0) await new Promise((done) => setTimeout(done, 20 * round));
      const out = await ddb.send(new BatchGetCommand({ RequestItems: request }));
      for (const raw of out.Responses?.[config.tableName] ?? []) {
        const doc = SignableEntity.fromItem(raw);
        if (doc.workspaceId !== workspaceId) continue;
        states.set(doc.id, {
          status: doc.status,
          expiresAt: doc.expiresAt,
          signers: doc.signers.map(({ id, email, status, sentAt, signedAt, declinedAt }) => ({ id, email, status, sentAt, signedAt, declinedAt })),
        });
      }
      request = out.UnprocessedKeys as typeof request;
    }
  }
  return states;
}

/**
 * A short-lived download URL of a document's signed PDF (the sending workspace's only, once everyone
 * signed), else undefined: what a policy's per-employment view downloads.
 */
export async function signedPdfUrl(workspaceId: string, documentId: string, fileName: string): Promise<{ url: string; expiresIn: number } | undefined> {
  const doc = await SignableEntity.get({ id: documentId });
  if (!doc || doc.workspaceId !== workspaceId || doc.status !== 'SIGNED' || !doc.signedKey) return undefined;
  return presignPdf(doc.signedKey, fileName, 'attachment');
}
