import * as z from 'zod/mini';
import { HAOP_CONTRACT_TYPES, ZApprovedPolicySchema } from '../../../shared/policies/haop.schema.js';
import { APPLICABLE_FOR, LEAVE_KINDS, LEAVE_STATES } from '../../../shared/policies/leave-policy.schema.js';
import { ANNUAL_REVENUES, COMPANY_SIZES } from '../../../shared/policies/sick-tiers.js';
import { defineEntity } from '../../core/entity.js';

const ZBoxSchema = z.object({ pageNumber: z.number(), relativePosX: z.number(), relativePosY: z.number(), relativeHeight: z.number() });

/**
 * A PTO or Sick Leave Policy as stored (docs/decisions/0029-leave-policies.md): both kinds under one
 * key shape, so the leave domain reads a policy's terms by its id alone (one GetItem); the kind's own
 * terms are optional fields of the one schema (present for their kind).
 */
export const ZStoredLeavePolicySchema = z.object({
  kind: z.enum(LEAVE_KINDS),
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  title: z.string(),
  active: z.boolean(),
  createDate: z.string(),
  disabledAt: z.optional(z.string()),
  applicableFor: z.enum(APPLICABLE_FOR),
  employmentType: z.enum(HAOP_CONTRACT_TYPES),
  branchId: z.optional(z.string()),
  branchName: z.optional(z.string()),
  applicableState: z.enum(LEAVE_STATES),
  officerTitle: z.string(),
  /** The officer: the company's owner account, who signs the approved PDF. */
  officerUserId: z.string(),
  officerName: z.string(),
  /** The officer's signable document of the approved PDF, and its link (shown to the officer alone). */
  officerDocumentId: z.string(),
  officerPublicId: z.string(),
  approvedPolicy: ZApprovedPolicySchema,
  approvedKey: z.string(),
  /** The boxes of the officer's and the employee's signature and printed name on the last page. */
  approvedBoxes: z.object({ officerSignature: ZBoxSchema, officerName: ZBoxSchema, signature: ZBoxSchema, name: ZBoxSchema }),
  // PTO
  eligibilityPeriod: z.optional(z.number()),
  vacationIntervalTotal: z.optional(z.number()),
  vacationIntervalMin: z.optional(z.number()),
  vacationNoticePeriod: z.optional(z.number()),
  vacationPayout: z.optional(z.boolean()),
  // SICK
  companySize: z.optional(z.enum(COMPANY_SIZES)),
  annualRevenue: z.optional(z.enum(ANNUAL_REVENUES)),
  accumulationRate: z.optional(z.number()),
  payInterval: z.optional(z.number()),
  notPayInterval: z.optional(z.number()),
  payout: z.optional(z.boolean()),
  /** Both kinds: hours carried into the next year, at most. */
  carryover: z.number(),
  createdBy: z.string(),
  version: z.number(),
});
export type TStoredLeavePolicy = z.output<typeof ZStoredLeavePolicySchema>;

/** Pattern P1: a policy under its company, `WS#<companyId>` / `LPOL#<id>`. */
export const LeavePolicyEntity = defineEntity({
  name: 'LeavePolicy',
  schema: ZStoredLeavePolicySchema,
  key: (a: { companyId: string; id: string }) => ({ PK: `WS#${a.companyId}`, SK: `LPOL#${a.id}` }),
  keyOf: (p) => ({ companyId: p.companyId, id: p.id }),
});

const ZStoredAttachmentSchema = z.object({
  companyId: z.string(),
  employmentId: z.string(),
  personId: z.string(),
  kind: z.enum(LEAVE_KINDS),
  policyId: z.string(),
  name: z.string(),
  email: z.string(),
  /** The employee's signable document of the policy, and its link (shown to the employee). */
  documentId: z.string(),
  publicId: z.string(),
  attachedAt: z.string(),
  attachedBy: z.string(),
  /** False once the policy is disabled: the row leaves the leave index (GSI2). */
  active: z.boolean(),
  version: z.number(),
});
export type TStoredAttachment = z.output<typeof ZStoredAttachmentSchema>;

/** The one GSI2 partition of every live attachment, across companies (the accrual job pages it). */
export const LEAVE_ASSIGNMENTS_PK = 'LEAVEASSIGN';

/**
 * Pattern P2: an employment's policy of a kind, one per employment and kind, `WS#<companyId>` /
 * `LPATT#<employmentId>#<kind>` (attaching another replaces it, conditioned on the version read).
 * Pattern P3: while active it is on GSI2 under `LEAVEASSIGN`, by company, employment and kind, so
 * every live attachment is one paged Query of a sparse index; removing it or disabling its policy
 * drops it.
 */
export const LeaveAttachmentEntity = defineEntity({
  name: 'LeavePolicyAttachment',
  schema: ZStoredAttachmentSchema,
  key: (a: { companyId: string; employmentId: string; kind: string }) => ({ PK: `WS#${a.companyId}`, SK: `LPATT#${a.employmentId}#${a.kind}` }),
  keyOf: (a) => ({ companyId: a.companyId, employmentId: a.employmentId, kind: a.kind }),
  indexes: (a) => (a.active ? { GSI2PK: LEAVE_ASSIGNMENTS_PK, GSI2SK: `${a.companyId}#${a.employmentId}#${a.kind}` } : {}),
});
