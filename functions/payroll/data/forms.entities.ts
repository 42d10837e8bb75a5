/**
 * The payroll year-end forms' item (docs/data-model.md PR8; docs/decisions/0035-year-end-forms.md).
 * A W-2 and a 1099-NEC are computed when asked (from PR3/PR4 and the billing domain's paid bills) and
 * stored nowhere; an uploaded 1042-S or K-1 is a record pointing at the file, uploaded through the
 * files API in the company's workspace.
 */
import * as z from 'zod/mini';
import { ZUploadedFormSchema } from '../../../shared/payroll/forms.schema.js';
import { defineEntity } from '../../core/entity.js';

/**
 * PR8. An uploaded form: by id under its own partition (a GetItem, then the caller's workspace is
 * checked against the company and the person it names); the company's by kind and year on GSI1, the
 * person's on GSI2.
 */
export const UploadedFormEntity = defineEntity({
  name: 'PayrollUploadedForm',
  schema: z.extend(ZUploadedFormSchema, {
    /** The workspace of the person or company the form names (the contractor's or shareholder's profile). */
    recipientId: z.string(),
    createdBy: z.string(),
  }),
  key: (a: { id: string }) => ({ PK: `PAYFORM#${a.id}`, SK: 'FORM' }),
  keyOf: (f) => ({ id: f.id }),
  indexes: (f) => ({
    GSI1PK: `PAYFORMS#${f.companyId}`,
    GSI1SK: `${f.kind}#${f.year}#${f.id}`,
    GSI2PK: `PAYFORMSTO#${f.recipientId}`,
    GSI2SK: `${f.kind}#${f.year}#${f.id}`,
  }),
});
export type TStoredUploadedForm = NonNullable<Awaited<ReturnType<typeof UploadedFormEntity.get>>>;
