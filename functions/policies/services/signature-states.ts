/**
 * Where a policy's signatures stand: its records (the documents sent) and the documents' states,
 * read through the documents domain's service. Light: the list and get routes load no sending code.
 */
import type { TSignatureState } from '../../../shared/policies/haop.schema.js';
import { queryAll } from '../../core/entity.js';
import { signingStatesOf, type TSigningState } from '../../documents/services/signing-states.js';
import { HaopSignatureEntity, type TStoredHaopSignature } from '../data/policies.entities.js';

/** A document's state as the policy shows it: an expired or cancelled one counts as not sent (it may be sent again). */
export function stateOf(record: TStoredHaopSignature | undefined, doc: TSigningState | undefined, now: string): TSignatureState {
  if (!record || !doc) return 'NOT_SENT';
  if (doc.status === 'SIGNED') return 'SIGNED';
  if (doc.status === 'DECLINED') return 'DECLINED';
  if (doc.status === 'CANCELLED' || (doc.expiresAt ?? '') <= now) return 'NOT_SENT';
  return 'SENT';
}

export async function recordsOf(companyId: string, policyId?: string): Promise<TStoredHaopSignature[]> {
  return queryAll(HaopSignatureEntity, { pk: `WS#${companyId}`, skBeginsWith: policyId ? `HAOPSIG#${policyId}#` : 'HAOPSIG#' }, 20_000);
}

/** Sent (pending), signed and declined signatures per policy of the company (or of one policy). */
export async function signatureCounts(companyId: string, policyId?: string): Promise<Map<string, { sent: number; signed: number; declined: number }>> {
  const records = await recordsOf(companyId, policyId);
  const states = await signingStatesOf(companyId, records.map((r) => r.documentId));
  const now = new Date().toISOString();
  const counts = new Map<string, { sent: number; signed: number; declined: number }>();
  for (const r of records) {
    const c = counts.get(r.policyId) ?? { sent: 0, signed: 0, declined: 0 };
    const state = stateOf(r, states.get(r.documentId), now);
    if (state === 'SENT') c.sent += 1;
    if (state === 'SIGNED') c.signed += 1;
    if (state === 'DECLINED') c.declined += 1;
    counts.set(r.policyId, c);
  }
  return counts;
}

