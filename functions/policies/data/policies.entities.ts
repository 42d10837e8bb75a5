import * as z from 'zod/mini';
import { ZHaopSchema } from '../../../shared/policies/haop.schema.js';
import { defineEntity } from '../../core/entity.js';

const ZBoxSchema = z.object({ pageNumber: z.number(), relativePosX: z.number(), relativePosY: z.number(), relativeHeight: z.number() });

/**
 * A Holiday and Overtime Policy as stored: the view's fields (shared/policies/haop.schema.ts) less
 * the signature counts (read from the signing engine), plus every date of its paid and unpaid
 * holidays over the years it covers (what the timesheet reads, in one item), the approved PDF's key,
 * who made it and a version.
 */
export const ZStoredHaopSchema = z.extend(z.omit(ZHaopSchema, { company: true, signatures: true }), {
  companyName: z.string(),
  /** YYYY-MM-DD, sorted: each paid holiday on every year from `year` to `coversThrough`. */
  paidDates: z.array(z.string()),
  unpaidDates: z.array(z.string()),
  /** Where the employee's signature and name go on the approved PDF's last page (the engine's boxes). */
  approvedBoxes: z.object({ signature: ZBoxSchema, name: ZBoxSchema }),
  /** S3 key of the approved PDF: `ws/<companyId>/policies/<id>/approved.pdf`, written once. */
  approvedKey: z.string(),
  createdBy: z.string(),
  version: z.number(),
});
export type TStoredHaop = z.output<typeof ZStoredHaopSchema>;

/**
 * A policy under its company. While active it is also on GSI2 under `HAOPACTIVE#<companyId>`, by
 * contract type and creation time, so the company's newest active policy of a type is one Query of
 * one item (the timesheet's workweek rules); disabling it drops the index keys (a sparse index).
 */
export const HaopEntity = defineEntity({
  name: 'HolidayOvertimePolicy',
  schema: ZStoredHaopSchema,
  key: (a: { companyId: string; id: string }) => ({ PK: `WS#${a.companyId}`, SK: `HAOP#${a.id}` }),
  keyOf: (p) => ({ companyId: p.companyId, id: p.id }),
  indexes: (p) => (p.active ? { GSI2PK: `HAOPACTIVE#${p.companyId}`, GSI2SK: `${p.contractType}#${p.createDate}#${p.id}` } : {}),
});

const ZStoredHaopSignatureSchema = z.object({
  companyId: z.string(),
  policyId: z.string(),
  employmentId: z.string(),
  name: z.string(),
  email: z.string(),
  documentId: z.string(),
  sentAt: z.string(),
});
export type TStoredHaopSignature = z.output<typeof ZStoredHaopSignatureSchema>;

/**
 * An employment's signature of a policy: the signable document sent to the employee (the engine
 * holds its state). One per policy and employment: a send puts it with `attribute_not_exists`, a
 * resend (after a decline or an expiry) conditioned on the document it replaces.
 */
export const HaopSignatureEntity = defineEntity({
  name: 'HolidayOvertimePolicySignature',
  schema: ZStoredHaopSignatureSchema,
  key: (a: { companyId: string; policyId: string; employmentId: string }) => ({ PK: `WS#${a.companyId}`, SK: `HAOPSIG#${a.policyId}#${a.employmentId}` }),
  keyOf: (s) => ({ companyId: s.companyId, policyId: s.policyId, employmentId: s.employmentId }),
});
