import * as z from 'zod/mini';
import {
  ZF8822bAnswersSchema,
  ZI9Section1Schema,
  ZI9Section2Schema,
  ZIt2104AnswersSchema,
  ZTaxFormSchema,
  ZW4AnswersSchema,
  ZW8benAnswersSchema,
  ZW9AnswersSchema,
} from '../../../shared/documents/forms.schema.js';
import { defineEntity } from '../../core/entity.js';

/**
 * A tax form asked of someone (docs/decisions/0025-tax-forms.md): who asked (the workspace), who is
 * asked (name and email as the company typed them), the hash of its link, the answers once filled
 * (the TIN in full: only the company's masked view and the payroll-facing service read them) and
 * the signable document they became. Listed per workspace and kind on GSI1, newest first; a signed
 * one is indexed on GSI2 by the workspace, kind and its employment (or the filler's email), so the
 * latest signed form of an employment or a person is one Query.
 */
export const ZStoredTaxFormSchema = z.extend(ZTaxFormSchema, {
  workspaceId: z.string(),
  requesterName: z.string(),
  createdBy: z.string(),
  linkHash: z.optional(z.string()),
  /** The answers, under their form's kind. */
  w9: z.optional(ZW9AnswersSchema),
  w4: z.optional(ZW4AnswersSchema),
  it2104: z.optional(ZIt2104AnswersSchema),
  w8ben: z.optional(ZW8benAnswersSchema),
  f8822b: z.optional(ZF8822bAnswersSchema),
  /** An I-9's Section 1 (the employee's) and Section 2 (the employer's). */
  i9: z.optional(ZI9Section1Schema),
  i9Employer: z.optional(ZI9Section2Schema),
  version: z.number(),
});
export type TStoredTaxForm = z.output<typeof ZStoredTaxFormSchema>;

/** Whose signed forms: an employment's (a W-4 asked for one), else the filler's email's. */
export type TFormSubject = { employmentId: string } | { email: string };
export const signedFormsKey = (workspaceId: string, kind: string, subject: TFormSubject) =>
  `FORMSIGNED#${workspaceId}#${kind}#${'employmentId' in subject ? `EMP#${subject.employmentId}` : `EMAIL#${subject.email.toLowerCase()}`}`;

export const TaxFormEntity = defineEntity({
  name: 'TaxForm',
  schema: ZStoredTaxFormSchema,
  key: (a: { id: string }) => ({ PK: `TAXFORM#${a.id}`, SK: 'FORM' }),
  keyOf: (f) => ({ id: f.id }),
  indexes: (f) => ({
    GSI1PK: `WS#${f.workspaceId}`,
    GSI1SK: `TAXFORM#${f.kind}#${f.createdAt}#${f.id}`,
    ...(f.status === 'SIGNED' && f.signedAt
      ? { GSI2PK: signedFormsKey(f.workspaceId, f.kind, f.employmentId ? { employmentId: f.employmentId } : { email: f.email }), GSI2SK: `${f.signedAt}#${f.id}` }
      : {}),
  }),
});

/** A form's link, keyed by the SHA-256 of its public id (the table never holds a usable link). */
export const FormLinkEntity = defineEntity({
  name: 'FormLink',
  schema: z.object({ linkHash: z.string(), formId: z.string(), expiresAt: z.string() }),
  key: (a: { linkHash: string }) => ({ PK: `FORMLINK#${a.linkHash}`, SK: 'LINK' }),
  keyOf: (l) => ({ linkHash: l.linkHash }),
  ttl: (l) => Math.floor(Date.parse(l.expiresAt) / 1000) + 86_400,
});

/** The form's full put conditioned on the version read (its index keys follow its status). */
export function versionedFormPut(read: TStoredTaxForm, next: TStoredTaxForm) {
  return TaxFormEntity.putOp({ ...next, version: read.version + 1 }, { condition: '#v = :v', names: { '#v': 'version' }, values: { ':v': read.version } });
}
