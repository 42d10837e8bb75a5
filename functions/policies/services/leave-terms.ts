/**
 * What the leave domain (functions/leave) reads of PTO and Sick Leave Policies: the contract of
 * shared/policies/leave-terms.ts, and the only way in (it never reads the entities). Light: no PDF,
 * no mailer; one GetItem or Query each, plus the signing engine's state by key.
 */
import type { TEmploymentLeavePolicy, TLeaveAssignment, TLeaveKind, TLeaveTerms } from '../../../shared/policies/leave-terms.js';
import { signingStatesOf } from '../../documents/services/signing-states.js';
import { LEAVE_ASSIGNMENTS_PK, LeaveAttachmentEntity, LeavePolicyEntity, type TStoredLeavePolicy } from '../data/leave-policies.entities.js';

/** The contract's terms of a stored policy (docs/decisions/0029-leave-policies.md, "The leave domain's contract"). */
export function termsOf(p: TStoredLeavePolicy): TLeaveTerms {
  const common = { policyId: p.id, companyId: p.companyId, title: p.title, active: p.active, carryoverHours: p.carryover };
  if (p.kind === 'PTO') {
    return {
      ...common,
      kind: 'PTO',
      eligibilityDays: p.eligibilityPeriod ?? 0,
      totalHours: p.vacationIntervalTotal ?? 0,
      minHours: p.vacationIntervalMin ?? 0,
      noticeDays: p.vacationNoticePeriod ?? 0,
      payout: p.vacationPayout ?? false,
    };
  }
  const payHours = p.payInterval ?? 0;
  const notPayHours = p.notPayInterval ?? 0;
  return { ...common, kind: 'SICK', accumulationRate: p.accumulationRate ?? 30, totalHours: payHours + notPayHours, payHours, notPayHours };
}

/** A policy's terms by its company and id (one GetItem), or null. */
export async function leaveTermsOf(companyId: string, policyId: string): Promise<TLeaveTerms | null> {
  const policy = await LeavePolicyEntity.get({ companyId, id: policyId });
  return policy ? termsOf(policy) : null;
}

/**
 * The active policy of a kind attached to an employment, with whether the employee signed it (the
 * signing engine's state) and, while unsigned, their signing link; null when none is attached or
 * its policy is disabled.
 */
export async function employmentLeavePolicy(companyId: string, employmentId: string, kind: TLeaveKind): Promise<TEmploymentLeavePolicy | null> {
  const attachment = await LeaveAttachmentEntity.get({ companyId, employmentId, kind }, { consistent: true });
  if (!attachment?.active) return null;
  const policy = await LeavePolicyEntity.get({ companyId, id: attachment.policyId });
  if (!policy?.active) return null;
  const doc = (await signingStatesOf(companyId, [attachment.documentId])).get(attachment.documentId);
  const signed = doc?.status === 'SIGNED';
  return { terms: termsOf(policy), signed, ...(signed ? {} : { publicId: attachment.publicId }) };
}

const PAGE = { default: 100, max: 1000 } as const;

/**
 * Every employment with an active attached PTO or Sick Leave Policy, across companies, signed or
 * not (New York's sick leave accrues either way): one Query a page on the sparse GSI2 partition
 * `LEAVEASSIGN` (pattern P3). A forged cursor is 400 invalid_request (param cursor).
 */
export async function leaveAssignmentsPage(input: { cursor?: string; limit?: number }): Promise<{ items: TLeaveAssignment[]; cursor?: string }> {
  const limit = Math.min(Math.max(Math.trunc(input.limit ?? PAGE.default), 1), PAGE.max);
  const page = await LeaveAttachmentEntity.query({ index: 'GSI2', pk: LEAVE_ASSIGNMENTS_PK, limit, cursor: input.cursor });
  return {
    items: page.data.map((a) => ({ companyId: a.companyId, employmentId: a.employmentId, personId: a.personId, kind: a.kind, policyId: a.policyId })),
    ...(page.nextCursor ? { cursor: page.nextCursor } : {}),
  };
}
