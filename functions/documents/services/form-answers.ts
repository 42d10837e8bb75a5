/**
 * The forms' answers as later work reads them (issue 14 §4; docs/decisions/0025-tax-forms.md):
 * payroll and 1099 preparation call these, never the form entities. A form counts once it is
 * signed; the latest signed one wins (a new W-4 or W-9 replaces the old).
 */
import type { TFormKind, TIt2104Answers, TW4Answers, TW8benAnswers, TW9Answers } from '../../../shared/documents/forms.schema.js';
import { queryAll } from '../../core/entity.js';
import { signedFormsKey, TaxFormEntity, type TFormSubject, type TStoredTaxForm } from '../data/forms.entities.js';

export interface TSignedForm<T> {
  formId: string;
  documentId: string;
  revision: string;
  signedAt: string;
  answers: T;
}

async function latestSigned<T>(workspaceId: string, kind: TFormKind, subject: TFormSubject, pick: (f: TStoredTaxForm) => T | undefined): Promise<TSignedForm<T> | undefined> {
  const page = await TaxFormEntity.query({ index: 'GSI2', pk: signedFormsKey(workspaceId, kind, subject), newestFirst: true, limit: 1 });
  const form = page.data[0];
  const answers = form && pick(form);
  if (!form || !answers || !form.signedAt || !form.documentId) return undefined;
  return { formId: form.id, documentId: form.documentId, revision: form.revision, signedAt: form.signedAt, answers };
}

/**
 * A contractor's latest signed W-9 for the workspace, by the email it was asked of: the TIN in full,
 * its box (SSN/ITIN or EIN) and the line 3a classification, for 1099 preparation. One Query.
 */
export function latestSignedW9(workspaceId: string, email: string): Promise<TSignedForm<TW9Answers> | undefined> {
  return latestSigned(workspaceId, 'W9', { email }, (f) => f.w9);
}

/**
 * An employment's latest signed W-4 (asked for that employment): its federal withholding settings
 * for payroll (filing status, Step 2's box, Steps 3 and 4 in cents, exemption). One Query.
 */
export function latestSignedW4(companyId: string, employmentId: string): Promise<TSignedForm<TW4Answers> | undefined> {
  return latestSigned(companyId, 'W4', { employmentId }, (f) => f.w4);
}

/**
 * An employment's latest signed IT-2104 (asked for that employment): its New York State, New York
 * City and Yonkers withholding settings for payroll (filing status, residence, allowances of lines
 * 1 and 2, lines 3–5 in cents). One Query.
 */
export function latestSignedIt2104(companyId: string, employmentId: string): Promise<TSignedForm<TIt2104Answers> | undefined> {
  return latestSigned(companyId, 'IT2104', { employmentId }, (f) => f.it2104);
}


/**
 * A foreign contractor's latest signed W-8BEN for the workspace, by the email it was asked of: the
 * foreign status, TINs, date of birth and any treaty claim, for withholding and Form 1042-S. One Query.
 */
export function latestSignedW8ben(workspaceId: string, email: string): Promise<TSignedForm<TW8benAnswers> | undefined> {
  return latestSigned(workspaceId, 'W8BEN', { email }, (f) => f.w8ben);
}

/**
 * Every employment's latest signed form of a kind in a company (W-4 or IT-2104), for a payroll run:
 * one Query of the company's forms of that kind (GSI1), instead of one per employment.
 */
export async function latestSignedByEmployment<K extends 'W4' | 'IT2104'>(companyId: string, kind: K): Promise<Map<string, TSignedForm<K extends 'W4' ? TW4Answers : TIt2104Answers>>> {
  type TAnswers = K extends 'W4' ? TW4Answers : TIt2104Answers;
  const forms = await queryAll(TaxFormEntity, { index: 'GSI1', pk: `WS#${companyId}`, skBeginsWith: `TAXFORM#${kind}#` }, 50_000);
  const out = new Map<string, TSignedForm<TAnswers>>();
  for (const f of forms) {
    const answers = (kind === 'W4' ? f.w4 : f.it2104) as TAnswers | undefined;
    if (f.status !== 'SIGNED' || !f.signedAt || !f.documentId || !f.employmentId || !answers) continue;
    const known = out.get(f.employmentId);
    if (known && known.signedAt >= f.signedAt) continue;
    out.set(f.employmentId, { formId: f.id, documentId: f.documentId, revision: f.revision, signedAt: f.signedAt, answers });
  }
  return out;
}
