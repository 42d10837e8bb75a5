import * as z from 'zod/mini';
import type { US_STATES } from '../../../../shared/core/address.schema.js';
import {
  I9_LIST_A,
  I9_LIST_A_CODES,
  I9_LIST_A_COMBINATIONS,
  I9_LIST_A_PART_CODES,
  I9_LIST_A_PARTS,
  I9_LIST_B,
  I9_LIST_B_CODES,
  I9_LIST_C,
  I9_LIST_C_CODES,
  I9_MESSAGES,
  type TI9Document,
  type TI9ListACode,
  type TI9Section2,
  ZI9Section2Schema,
} from '../../../../shared/documents/forms.schema.js';
import { answerKey } from './form-kinds';
import type { TParsedAnswers } from './parse-with-stand-ins';

/**
 * Form I-9's Section 2 (Edition 01/20/25), the employer's: the documents examined as the form's
 * table lays them out (List A, up to three rows of one document or one combination; OR List B AND
 * List C), the first day of employment, the certifying representative and the business. The check
 * is the shared schema itself (ZI9Section2Schema), every problem at once, each named by the form
 * field it is about ('listA.1.code', 'listB.issuingAuthority'). Free of React; unit-tested in
 * test/unit/web-forms-i9.test.ts.
 */

/** One document row as typed: no title chosen is '', no expiration is '' (sent as N/A). */
export interface TI9DocumentRow {
  code: string;
  issuingAuthority: string;
  documentNumber: string;
  expirationDate: string;
}

export interface TI9Section2Form {
  listA: TI9DocumentRow[];
  listB: TI9DocumentRow;
  listC: TI9DocumentRow;
  firstDayOfEmployment: string;
  employerLastName: string;
  employerFirstName: string;
  employerTitle: string;
  businessName: string;
  businessAddress: string;
  businessCity: string;
  businessState?: (typeof US_STATES)[number];
  businessZipCode: string;
  additionalInformation: string;
  alternativeProcedure: boolean;
}

/** The three lists of page 2, and the documents a List A combination adds (titles as the instructions name them). */
export const I9_LISTS = { A: I9_LIST_A, B: I9_LIST_B, C: I9_LIST_C } as const;
export type TI9List = keyof typeof I9_LISTS;

const emptyRow = (): TI9DocumentRow => ({ code: '', issuingAuthority: '', documentNumber: '', expirationDate: '' });

/** What the employer knows before starting: their own name and the business's, its address when it is a US one. */
export type TI9EmployerPrefill = {
  firstName?: string;
  lastName?: string;
  businessName?: string;
  address?: { street: string; suite: string; city: string; state: (typeof US_STATES)[number]; zipCode: string };
};

/** Where Section 2 starts: no document, the representative and the business from what is known, every other line empty. */
export function defaultI9Section2(prefill: TI9EmployerPrefill = {}): TI9Section2Form {
  const a = prefill.address;
  return {
    listA: [emptyRow(), emptyRow(), emptyRow()],
    listB: emptyRow(),
    listC: emptyRow(),
    firstDayOfEmployment: '',
    employerLastName: prefill.lastName ?? '',
    employerFirstName: prefill.firstName ?? '',
    employerTitle: '',
    businessName: prefill.businessName ?? '',
    businessAddress: a ? [a.street, a.suite].filter(Boolean).join(', ') : '',
    businessCity: a?.city ?? '',
    ...(a ? { businessState: a.state } : {}),
    businessZipCode: a?.zipCode ?? '',
    additionalInformation: '',
    alternativeProcedure: false,
  };
}

const combinationOf = (code: string) => I9_LIST_A_COMBINATIONS[code as TI9ListACode];

/**
 * The List A rows a first document asks: one for a document presented alone; for a combination
 * (a foreign passport with its stamp, visa or I-94), a row per further document, each offering the
 * documents allowed there, and whether the row is needed.
 */
export function listARows(firstCode: string): { options: readonly TI9Document[]; required: boolean }[] {
  const combination = combinationOf(firstCode);
  const rows = [{ options: I9_LIST_A as readonly TI9Document[], required: true }];
  for (const [i, slot] of (combination?.slots ?? []).entries()) {
    rows.push({ options: I9_LIST_A_PARTS.filter((p) => (slot as readonly string[]).includes(p.code)), required: i + 2 <= combination!.minRows });
  }
  return rows;
}

/** Whether anything of a row was typed or chosen. */
export const rowGiven = (row: TI9DocumentRow) => !!(row.code || row.issuingAuthority.trim() || row.documentNumber.trim() || row.expirationDate);

const entry = (row: TI9DocumentRow) => ({
  code: row.code,
  issuingAuthority: row.issuingAuthority,
  documentNumber: row.documentNumber,
  expirationDate: row.expirationDate || 'N/A',
});

/**
 * The lists as sent: List A's rows its first document asks, up to the last one given (a row left
 * empty at the end is the missing document the schema names); List B and List C when given.
 */
export function documentsOf(form: Pick<TI9Section2Form, 'listA' | 'listB' | 'listC'>) {
  const shown = form.listA.slice(0, listARows(form.listA[0]?.code ?? '').length);
  let last = shown.length - 1;
  while (last >= 0 && !rowGiven(shown[last]!)) last -= 1;
  return {
    listA: shown.slice(0, last + 1).map(entry),
    listB: rowGiven(form.listB) ? entry(form.listB) : undefined,
    listC: rowGiven(form.listC) ? entry(form.listC) : undefined,
  };
}

/** The form field a schema path is about: a list or a row as a whole is its title's select. */
export function section2FieldOf(path: readonly PropertyKey[]): string | undefined {
  const [head, second, third] = path.map(String);
  if (!head) return undefined;
  if (head === 'listA') {
    const row = second !== undefined && /^\d+$/u.test(second) ? Number(second) : 0;
    return `listA.${row}.${third ?? 'code'}`;
  }
  if (head === 'listB' || head === 'listC') return `${head}.${second ?? 'code'}`;
  return head in STAND_INS ? head : undefined;
}

/** The field a server error names ('answers.listB', 'body.answers.listA.1.code'), if it is one. */
export const i9Section2Field = (param: string | undefined) => {
  const key = answerKey(param);
  return key ? section2FieldOf(key.split('.')) : undefined;
};

/** "Enter the other document of this List A combination: Form I-94 or Form I-94A" → its fixed lead, which the texts translate. */
export const normalizeI9Message = (message: string) => (message.startsWith(`${I9_MESSAGES.listAPartMissing}:`) ? I9_MESSAGES.listAPartMissing : message);

/** Values that pass their own line's check, put in place of a failing one so the lists' rules are still checked. */
const STAND_INS: Record<string, unknown> = {
  firstDayOfEmployment: '2000-01-01', employerLastName: 'W', employerFirstName: 'W', employerTitle: 'W', businessName: 'W', businessAddress: 'W',
  businessCity: 'W', businessState: 'NY', businessZipCode: '00000', additionalInformation: '', alternativeProcedure: false,
};
const ROW_STAND_INS: Record<string, unknown> = { issuingAuthority: 'W', documentNumber: '', expirationDate: 'N/A' };

/** A valid title for a row whose title failed: the first its place allows. */
function codeStandIn(list: string, index: number, raw: Record<string, unknown>): string {
  if (list === 'listB') return I9_LIST_B_CODES[0];
  if (list === 'listC') return I9_LIST_C_CODES[0];
  if (index === 0) return I9_LIST_A_CODES[0];
  const first = ((raw.listA as { code: string }[])[0]?.code ?? '') as TI9ListACode;
  return I9_LIST_A_COMBINATIONS[first]?.slots[index - 1]?.[0] ?? I9_LIST_A_PART_CODES[0];
}

/** The raw answers with the value at a failing path replaced by its stand-in (a copy; rows copied as they are touched). */
function patch(raw: Record<string, unknown>, path: readonly PropertyKey[]) {
  const [head, second, third] = path.map(String);
  if (!head) return;
  if (head in STAND_INS) raw[head] = STAND_INS[head];
  if (head !== 'listA' && head !== 'listB' && head !== 'listC') return;
  const [index, leaf] = head === 'listA' ? [Number(second), third] : [0, second];
  if (!leaf || Number.isNaN(index)) return;
  const value = leaf === 'code' ? codeStandIn(head, index, raw) : ROW_STAND_INS[leaf];
  if (head === 'listA') {
    const rows = [...(raw.listA as Record<string, unknown>[])];
    rows[index] = { ...rows[index], [leaf]: value };
    raw.listA = rows;
  } else {
    raw[head] = { ...(raw[head] as Record<string, unknown>), [leaf]: value };
  }
}

/**
 * The shared schema's verdict on Section 2: the answers to send, or one message per form field
 * ('listA.0.code', 'listB.code', 'employerTitle'…), every problem at once. zod skips the lists'
 * rules while a line has the wrong type (no state or title chosen yet), so those lines are given
 * valid stand-ins and the schema runs again for the rest.
 */
export function validateI9Section2(form: TI9Section2Form): TParsedAnswers<TI9Section2, string> {
  const raw: Record<string, unknown> = {
    ...documentsOf(form),
    firstDayOfEmployment: form.firstDayOfEmployment || undefined,
    employerLastName: form.employerLastName,
    employerFirstName: form.employerFirstName,
    employerTitle: form.employerTitle,
    businessName: form.businessName,
    businessAddress: form.businessAddress,
    businessCity: form.businessCity,
    businessState: form.businessState,
    businessZipCode: form.businessZipCode,
    additionalInformation: form.additionalInformation,
    alternativeProcedure: form.alternativeProcedure,
  };
  const issues: Record<string, string> = {};
  const collect = (error: z.core.$ZodError) => {
    for (const issue of error.issues) {
      const field = section2FieldOf(issue.path);
      if (field) issues[field] ??= normalizeI9Message(issue.message);
    }
  };
  const first = z.safeParse(ZI9Section2Schema, raw);
  if (first.success) return { success: true, answers: first.data };
  collect(first.error);
  const patched = { ...raw };
  for (const issue of first.error.issues) patch(patched, issue.path);
  const second = z.safeParse(ZI9Section2Schema, patched);
  if (!second.success) collect(second.error);
  return { success: false, issues };
}
