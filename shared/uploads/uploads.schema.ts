/**
 * Bulk uploads by staff (issue 5): the columns of the company and employment sheets, the row
 * schemas the browser (preview) and the uploads function (every row, again) both validate with,
 * and the wire shapes of a batch and its per-row results (docs/decisions/0015-bulk-uploads.md).
 * A row becomes exactly the body of the single-record route (ZCreateCompanyRequestSchema,
 * ZCreateEmploymentRequestSchema), so the business rules of those routes hold for every row.
 */
import * as z from 'zod/mini';
import { US_STATES } from '../core/address.schema.js';
import { ZEmailSchema } from '../core/common.schema.js';
import { ERROR_CATALOGUE, type TSystemCode } from '../core/errors.js';
import {
  COMPANY_TYPES,
  CONTRACTOR_TYPES,
  EMPLOYMENT_TYPES,
  PAY_TYPES,
  WORK_KINDS,
  ZCreateCompanyRequestSchema,
  ZCreateEmploymentRequestSchema,
  ZWorkDateSchema,
} from '../workforce/workforce.schema.js';

export const UPLOAD_KINDS = ['companies', 'employments'] as const;
export type TUploadKind = (typeof UPLOAD_KINDS)[number];

/** Rows the browser sends per call: small enough for one Lambda run, so the progress bar moves. */
export const UPLOAD_BATCH_SIZE = 25;
/** Rows one call may carry. */
export const UPLOAD_MAX_ROWS_PER_CALL = 50;
/** Data rows one file may hold. */
export const UPLOAD_MAX_FILE_ROWS = 5000;
/** The largest file the page reads. */
export const UPLOAD_MAX_FILE_BYTES = 5 * 1024 * 1024;

/** The company sheet's columns, in template order; the header row names them (case and spaces ignored). */
export const COMPANY_COLUMNS = ['legalName', 'ein', 'companyType', 'email', 'address1', 'address2', 'city', 'state', 'zipCode', 'ownerEmail'] as const;
/** The employment sheet's columns, in template order. */
export const EMPLOYMENT_COLUMNS = [
  'employerEin',
  'type',
  'contractorType',
  'name',
  'email',
  'tin',
  'phone',
  'workKind',
  'employmentStart',
  'payType',
  'rate',
  'remote',
  'officer',
  'providesServicesToClient',
  'buysGoodsFromClient',
] as const;
export const UPLOAD_COLUMNS = { companies: COMPANY_COLUMNS, employments: EMPLOYMENT_COLUMNS } as const;
/** Columns a file must have (the others may be left out). */
export const REQUIRED_COLUMNS = {
  companies: ['legalName', 'ein', 'companyType', 'address1', 'city', 'state', 'zipCode'],
  employments: ['employerEin', 'type', 'name', 'email', 'employmentStart', 'payType', 'rate'],
} as const satisfies Record<TUploadKind, readonly string[]>;

/** An example row per sheet, for the downloadable template. */
export const TEMPLATE_ROWS: Record<TUploadKind, Record<string, string>> = {
  companies: {
    legalName: 'Example Trading LLC', ein: '12-3456780', companyType: 'LLC', email: 'office@example.com', address1: '1 Main Street',
    address2: 'Suite 100', city: 'Albany', state: 'NY', zipCode: '12207', ownerEmail: '',
  },
  employments: {
    employerEin: '12-3456789', type: 'STAFF', contractorType: '', name: 'Sam Example', email: 'sam@example.com', tin: '123-45-6789',
    phone: '+12125550147', workKind: 'FULL_TIME', employmentStart: '2026-01-15', payType: 'HOUR_RATE', rate: '45.00', remote: 'yes', officer: 'no',
    // Contractors only (spec 000 §3 Contractor); blank is no.
    providesServicesToClient: '', buysGoodsFromClient: '',
  },
};

// ---------------------------------------------------------------------------------------------------
// Cells: the browser turns every cell into text (dates as YYYY-MM-DD); these normalise the text the
// way a person types it into a sheet, then the workforce schemas decide.
// ---------------------------------------------------------------------------------------------------

/** Messages of the row rules this module adds (the web translates them: uploads.json `problems`). */
export const ROW_MESSAGES = {
  yesNo: 'Use yes or no',
  rate: 'Rate must be dollars with at most two decimals',
  date: 'Invalid date format',
} as const;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : trimmed(v));
/** An optional cell: blank is absent. */
const optionalCell = <T extends z.core.$ZodType>(schema: T) => z.pipe(z.transform(blankToUndefined), z.optional(schema));
/** A code cell: 'Foreign contractor', 'foreign-contractor' and 'FOREIGN_CONTRACTOR' are one value. */
const codeCell = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase().replace(/[\s-]+/gu, '_') : v)),
    z.enum(values),
  );
/** An EIN typed as nine digits (a number cell loses the dash) becomes 00-0000000. */
const einCell = z.pipe(
  z.transform((v: unknown) => {
    const s = typeof v === 'string' ? v.trim() : v;
    return typeof s === 'string' && /^\d{9}$/u.test(s) ? `${s.slice(0, 2)}-${s.slice(2)}` : s;
  }),
  z.string().check(z.regex(/^\d{2}-\d{7}$/u, 'Invalid EIN format')),
);
/** A date as YYYY-MM-DD, or as the US M/D/YYYY a sheet shows. */
const dateCell = z.pipe(
  z.transform((v: unknown) => {
    const s = typeof v === 'string' ? v.trim() : v;
    const us = typeof s === 'string' ? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/u.exec(s) : null;
    return us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : s;
  }),
  ZWorkDateSchema,
);
const YES = new Set(['yes', 'y', 'true', '1', 'да', 'д']);
const NO = new Set(['no', 'n', 'false', '0', 'нет', 'н']);
/** yes/no (also true/false, 1/0, да/нет); blank is the single-record form's default. */
const yesNoCell = (fallback: boolean) =>
  z.pipe(
    z.transform((v: unknown) => {
      const s = typeof v === 'string' ? v.trim().toLowerCase() : v;
      if (s === undefined || s === '') return fallback;
      if (typeof s === 'string' && YES.has(s)) return true;
      if (typeof s === 'string' && NO.has(s)) return false;
      return s;
    }),
    z.boolean(ROW_MESSAGES.yesNo),
  );
/** Dollars with at most two decimals ('$1,234.50', '45') to integer cents, without float noise. */
const dollarsCell = z.pipe(
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? v.replace(/[\s$,]/gu, '') : v)),
    z.string().check(z.regex(/^\d{1,12}(\.\d{1,2})?$/u, ROW_MESSAGES.rate)),
  ),
  z.transform((s: string) => {
    const [whole, frac = ''] = s.split('.');
    return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  }),
);
/** A phone as people write it: spaces, dashes, dots and brackets dropped. */
const phoneCell = optionalCell(
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? v.replace(/[\s().-]/gu, '') : v)),
    z.string().check(z.regex(/^\+?\d{0,13}$/u, 'Phone: digits and one leading plus only')),
  ),
);

/** One company row, column by column. */
export const ZCompanyRowSchema = z.object({
  legalName: z.string(),
  ein: einCell,
  companyType: codeCell(COMPANY_TYPES),
  email: optionalCell(ZEmailSchema),
  address1: z.string(),
  address2: optionalCell(z.string()),
  city: z.string(),
  state: codeCell(US_STATES),
  zipCode: z.pipe(z.transform(trimmed), z.string()),
  ownerEmail: optionalCell(ZEmailSchema),
});

/** One employment row, column by column. */
export const ZEmploymentRowSchema = z.object({
  employerEin: einCell,
  type: codeCell(EMPLOYMENT_TYPES),
  contractorType: optionalCell(codeCell(CONTRACTOR_TYPES)),
  name: z.string(),
  email: ZEmailSchema,
  tin: optionalCell(z.string()),
  phone: phoneCell,
  workKind: optionalCell(codeCell(WORK_KINDS)),
  employmentStart: dateCell,
  payType: codeCell(PAY_TYPES),
  rate: dollarsCell,
  remote: yesNoCell(true),
  officer: yesNoCell(false),
  providesServicesToClient: yesNoCell(false),
  buysGoodsFromClient: yesNoCell(false),
});

// ---------------------------------------------------------------------------------------------------
// Problems: a failed row is reported with a catalogue code, the column and a message.
// ---------------------------------------------------------------------------------------------------

export interface TRowProblem {
  systemCode: TSystemCode;
  /** The column the problem is in, when it is one column's. */
  field?: string;
  message: string;
}

/** Catalogue codes by their message: a rule whose message is the catalogue's gets its code (40019…). */
const CODE_BY_MESSAGE = new Map<string, TSystemCode>(
  (Object.entries(ERROR_CATALOGUE) as [string, { message: string }][])
    .filter(([code]) => /^\d+$/u.test(code))
    .map(([code, { message }]) => [message, Number(code) as TSystemCode]),
);

/** Request fields to the sheet's columns: `details.name` is `name`, `headquarter.city` is `city`. */
const COLUMN_OF: Record<string, string> = { rateCents: 'rate' };
export function columnOf(path: readonly PropertyKey[]): string | undefined {
  const last = [...path].reverse().find((p) => typeof p === 'string');
  return last === undefined ? undefined : (COLUMN_OF[last as string] ?? (last as string));
}

/** The first issue of a failed parse, as the API's validation answer would report it. */
export function problemOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): TRowProblem {
  const first = error.issues[0];
  const mapped = error.issues.map((i) => CODE_BY_MESSAGE.get(i.message)).find((c) => c !== undefined);
  const issue = (mapped !== undefined && error.issues.find((i) => CODE_BY_MESSAGE.get(i.message) === mapped)) || first;
  const field = issue ? columnOf(issue.path) : undefined;
  return {
    systemCode: mapped ?? 'invalid_request',
    ...(field ? { field } : {}),
    message: mapped !== undefined ? ERROR_CATALOGUE[mapped].message : (issue?.message ?? ERROR_CATALOGUE.invalid_request.message),
  };
}

export type TRowParse<T> = { ok: true; value: T } | { ok: false; problem: TRowProblem };

export type TCompanyRowValue = { request: z.output<typeof ZCreateCompanyRequestSchema>; ownerEmail?: string };
export type TEmploymentRowValue = { employerEin: string; request: z.output<typeof ZCreateEmploymentRequestSchema> };

/** A company row to the 'Create company' body (and the optional owner's email). */
export function parseCompanyRow(cells: Record<string, unknown>): TRowParse<TCompanyRowValue> {
  const row = z.safeParse(ZCompanyRowSchema, cells);
  if (!row.success) return { ok: false, problem: problemOf(row.error) };
  const r = row.data;
  const request = z.safeParse(ZCreateCompanyRequestSchema, {
    legalName: r.legalName,
    ein: r.ein,
    companyType: r.companyType,
    ...(r.email ? { email: r.email } : {}),
    headquarter: { address1: r.address1, ...(r.address2 ? { address2: r.address2 } : {}), city: r.city, state: r.state, zipCode: r.zipCode },
  });
  if (!request.success) return { ok: false, problem: problemOf(request.error) };
  return { ok: true, value: { request: request.data, ...(r.ownerEmail ? { ownerEmail: r.ownerEmail } : {}) } };
}

/** An employment row to the employer's EIN and the 'Create employment' body. */
export function parseEmploymentRow(cells: Record<string, unknown>): TRowParse<TEmploymentRowValue> {
  const row = z.safeParse(ZEmploymentRowSchema, cells);
  if (!row.success) return { ok: false, problem: problemOf(row.error) };
  const r = row.data;
  const request = z.safeParse(ZCreateEmploymentRequestSchema, {
    type: r.type,
    ...(r.contractorType ? { contractorType: r.contractorType } : {}),
    details: { name: r.name, email: r.email, ...(r.tin ? { tin: r.tin } : {}), ...(r.phone ? { phone: r.phone } : {}) },
    ...(r.workKind ? { workKind: r.workKind } : {}),
    employmentStart: r.employmentStart,
    payType: r.payType,
    rateCents: r.rate,
    remote: r.remote,
    officer: r.officer,
    providesServicesToClient: r.providesServicesToClient,
    buysGoodsFromClient: r.buysGoodsFromClient,
  });
  if (!request.success) return { ok: false, problem: problemOf(request.error) };
  return { ok: true, value: { employerEin: r.employerEin, request: request.data } };
}

export const PARSE_ROW = { companies: parseCompanyRow, employments: parseEmploymentRow } as const;

// ---------------------------------------------------------------------------------------------------
// The wire: a batch of raw rows (each validated on the server on its own, so one bad row is a row
// result, not a 400 for the batch) and the per-row results.
// ---------------------------------------------------------------------------------------------------

const ZCellSchema = z.optional(z.string().check(z.maxLength(500)));
type TCells<C extends readonly string[]> = { [K in C[number]]: typeof ZCellSchema };
const cellsOf = <const C extends readonly string[]>(columns: C) => Object.fromEntries(columns.map((c) => [c, ZCellSchema])) as TCells<C>;
/** The spreadsheet's line number (the header is line 1), echoed in the result. */
const ZRowNumberSchema = z.number().check(z.int(), z.minimum(1), z.maximum(1_000_000));

const batch = <T extends z.core.$ZodType>(row: T) =>
  z.object({
    fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
    /** The file's SHA-256 (hex), recorded with the batch's audit event to tie its batches together. */
    fileSha256: z.string().check(z.regex(/^[0-9a-f]{64}$/u)),
    rows: z.array(row).check(z.minLength(1), z.maxLength(UPLOAD_MAX_ROWS_PER_CALL)),
  });

export const ZCompanyRowsRequestSchema = batch(z.object({ rowNumber: ZRowNumberSchema, ...cellsOf(COMPANY_COLUMNS) }));
export const ZEmploymentRowsRequestSchema = batch(z.object({ rowNumber: ZRowNumberSchema, ...cellsOf(EMPLOYMENT_COLUMNS) }));
export type TCompanyRowsRequest = z.input<typeof ZCompanyRowsRequestSchema>;
export type TEmploymentRowsRequest = z.input<typeof ZEmploymentRowsRequestSchema>;
export type TUploadColumn = (typeof COMPANY_COLUMNS)[number] | (typeof EMPLOYMENT_COLUMNS)[number];
/** A row as the browser sends it: its number in the sheet and its cells as text. */
export type TUploadRow = { rowNumber: number } & Partial<Record<TUploadColumn, string>>;

export const UPLOAD_ROW_STATUSES = ['created', 'exists', 'error'] as const;
export type TUploadRowStatus = (typeof UPLOAD_ROW_STATUSES)[number];

export const ZUploadRowResultSchema = z.object({
  rowNumber: z.number(),
  /** created: made now; exists: already there (a re-upload), skipped; error: not made, see the code. */
  status: z.enum(UPLOAD_ROW_STATUSES),
  /** The company or employment made (or, for a company, the one holding the EIN). */
  id: z.optional(z.string()),
  systemCode: z.optional(z.union([z.number(), z.string()])),
  field: z.optional(z.string()),
  message: z.optional(z.string()),
});
export type TUploadRowResult = z.infer<typeof ZUploadRowResultSchema>;

export const ZUploadRowsResponseSchema = z.object({
  results: z.array(ZUploadRowResultSchema),
  created: z.number(),
  exists: z.number(),
  errors: z.number(),
});
export type TUploadRowsResponse = z.infer<typeof ZUploadRowsResponseSchema>;

/** Counts of a list of row results. */
export function tally(results: readonly Pick<TUploadRowResult, 'status'>[]): { created: number; exists: number; errors: number } {
  return {
    created: results.filter((r) => r.status === 'created').length,
    exists: results.filter((r) => r.status === 'exists').length,
    errors: results.filter((r) => r.status === 'error').length,
  };
}
