/**
 * Payroll imports (issue 18; spec 001 §1, §2, §3 Payroll import, Payroll record, Import filter, §4,
 * §5, §9; docs/decisions/0036-payroll-imports.md): staff load a client's payroll, run elsewhere, from
 * a CSV or XLSX file in the layout below (docs/payroll-import.md), one paystub a row.
 *
 * The row rules are pure and shared: the workflow's chunk step applies them on the server, and the
 * tests read them. Money is integer cents, hours integer hundredths; a comma is accepted as the
 * decimal separator, and an empty cell is 0.
 */
import * as z from 'zod/mini';
import { isDateInRange, MAX_AMOUNT_CENTS } from '../core/bounds.js';
import { EARNING_KINDS, EMPLOYEE_TAX_KINDS, EMPLOYER_TAX_KINDS, type TEarningKind, type TEmployeeTaxKind, type TEmployerTaxKind } from './engine/types.js';
import { importReason, type TImportReason, type TImportReasonCode, type TReasonParams } from './import-reasons.js';
import { MAX_LINE_HOURS, MAX_PERIOD_DAYS, parseHundredths, ZPayrollDateSchema } from './payroll.schema.js';

/** Rows one import may hold: an inline Map of IMPORT_CHUNK_ROWS-row chunks stays well inside one execution's history. */
export const MAX_IMPORT_ROWS = 50_000;
/** Rows a chunk (one Map iteration, one Lambda call) writes. */
export const IMPORT_CHUNK_ROWS = 500;
/** Chunks written at once (the Map's MaxConcurrency). */
export const IMPORT_MAP_CONCURRENCY = 4;
/** The anomaly hold's default: a gross or net further than this share from the employee's median of their last six. */
export const DEFAULT_HOLD_SHARE_PERCENT = 40;
/** How many earlier paystubs the hold's median reads. */
export const HOLD_HISTORY = 6;
/** Page sizes of the imports list (spec 001 §9): 10 by default; any other counts as an active filter. */
export const IMPORT_PAGE_SIZES = [10, 25, 50, 100] as const;

export const IMPORT_STATUSES = ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'REPLACED'] as const;
export type TImportStatus = (typeof IMPORT_STATUSES)[number];
/** A row's outcome; a written or held record may later be voided (negated) or deleted by staff. */
export const ROW_STATUSES = ['WRITTEN', 'HELD', 'REJECTED', 'VOIDED', 'DELETED'] as const;
export type TRowStatus = (typeof ROW_STATUSES)[number];

/** The columns, as the template's header names them (case, spaces and dashes do not matter). */
export const EARNING_COLUMNS: Record<TEarningKind, { amount: string; hours?: string }> = {
  REGULAR: { amount: 'regular_pay', hours: 'regular_hours' },
  OVERTIME: { amount: 'overtime_pay', hours: 'overtime_hours' },
  DOUBLE_TIME: { amount: 'double_time_pay', hours: 'double_time_hours' },
  HOLIDAY: { amount: 'holiday_pay', hours: 'holiday_hours' },
  PTO: { amount: 'pto_pay', hours: 'pto_hours' },
  SICK_LEAVE: { amount: 'sick_leave_pay', hours: 'sick_leave_hours' },
  BONUS: { amount: 'bonus' },
  COMMISSION: { amount: 'commission' },
  OWED_TIPS: { amount: 'owed_tips' },
  PAID_TIPS: { amount: 'paid_tips' },
};
export const EMPLOYEE_TAX_COLUMNS: Record<TEmployeeTaxKind, string> = {
  FEDERAL_INCOME: 'federal_income_tax',
  SOCIAL_SECURITY: 'social_security_employee',
  MEDICARE: 'medicare_employee',
  ADDITIONAL_MEDICARE: 'additional_medicare',
  NY_STATE_INCOME: 'ny_state_income_tax',
  NYC_INCOME: 'nyc_income_tax',
  NY_SDI: 'ny_sdi',
  NY_PFL: 'ny_pfl',
};
export const EMPLOYER_TAX_COLUMNS: Record<TEmployerTaxKind, string> = {
  SOCIAL_SECURITY: 'social_security_employer',
  MEDICARE: 'medicare_employer',
  FUTA: 'futa',
  NY_SUI: 'ny_sui',
};
const IDENTITY_COLUMNS = ['employment_id', 'ssn_last4', 'employee_name'] as const;
const PERIOD_COLUMNS = ['pay_period_start', 'pay_period_end', 'pay_date'] as const;
/** Every column of the layout, in the template's order. */
export const IMPORT_COLUMNS: readonly string[] = [
  ...IDENTITY_COLUMNS,
  ...PERIOD_COLUMNS,
  'pay_type',
  ...EARNING_KINDS.flatMap((k) => [EARNING_COLUMNS[k].hours, EARNING_COLUMNS[k].amount].filter((c): c is string => Boolean(c))),
  'expense_reimbursement',
  ...EMPLOYEE_TAX_KINDS.map((k) => EMPLOYEE_TAX_COLUMNS[k]),
  ...EMPLOYER_TAX_KINDS.map((k) => EMPLOYER_TAX_COLUMNS[k]),
  'net_pay',
  'gross_ytd',
];
/** A header must name these, and employment_id or both ssn_last4 and employee_name. */
export const REQUIRED_COLUMNS: readonly string[] = [...PERIOD_COLUMNS, 'net_pay'];

/** A header cell as a column name: `Pay Period Start` and `pay-period-start` are `pay_period_start`. */
export const columnOf = (header: string) => header.trim().toLowerCase().replace(/[\s-]+/gu, '_');

/** What is wrong with a header, or undefined when it can be read. */
export function headerProblem(header: readonly string[]): TImportReason | undefined {
  const names = new Set(header.map(columnOf));
  const missing = REQUIRED_COLUMNS.filter((c) => !names.has(c));
  if (!names.has('employment_id') && !(names.has('ssn_last4') && names.has('employee_name'))) missing.unshift('employment_id (or ssn_last4 and employee_name)');
  if (missing.length) return importReason('HEADER_MISSING', { columns: missing.join(', ') });
  const unknown = [...names].filter((n) => n !== '' && !IMPORT_COLUMNS.includes(n));
  if (unknown.length) return importReason('HEADER_UNKNOWN', { columns: unknown.slice(0, 5).join(', ') });
  const seen = header.map(columnOf).filter((n) => n !== '');
  if (new Set(seen).size !== seen.length) return importReason('HEADER_TWICE');
  return undefined;
}

/** One data row, keyed by column, as the file's cells are read (text). */
export type TImportCells = Record<string, string>;

/** A row read and checked: who, when, and the paystub's figures. */
export interface TImportRow {
  rowNumber: number;
  employmentId?: string;
  ssnLast4?: string;
  employeeName?: string;
  payPeriodStart: string;
  payPeriodEnd: string;
  payDate: string;
  payType?: 'HOUR_RATE' | 'FIX_RATE';
  earnings: { kind: TEarningKind; hours: number; amountCents: number }[];
  expenseReimburse: number;
  employeeTaxes: { kind: TEmployeeTaxKind; amountCents: number }[];
  employerTaxes: { kind: TEmployerTaxKind; amountCents: number }[];
  gross: number;
  totalEmployeeTax: number;
  totalEmployerTax: number;
  netPay: number;
  grossYtd?: number;
}

export interface TRowRejection extends TImportReason {
  rowNumber: number;
  column?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/u;
const MAX_GROSS_CENTS = MAX_AMOUNT_CENTS * 10;

/** A row's cells to a checked row, or the first thing wrong with it (the reason staff read). */
export function readImportRow(rowNumber: number, cells: TImportCells): { row: TImportRow } | { rejection: TRowRejection } {
  const reject = (column: string | undefined, code: TImportReasonCode, params?: TReasonParams) => ({ rejection: { rowNumber, ...(column ? { column } : {}), ...importReason(code, params) } });
  const text = (c: string) => (cells[c] ?? '').trim();
  const employmentId = text('employment_id');
  const ssnLast4 = text('ssn_last4');
  const employeeName = text('employee_name');
  if (!employmentId) {
    if (!/^\d{4}$/u.test(ssnLast4)) return reject('ssn_last4', 'NEED_EMPLOYEE');
    if (!employeeName) return reject('employee_name', 'NEED_NAME');
  } else if (employmentId.length > 64) return reject('employment_id', 'ID_TOO_LONG');
  if (employeeName.length > 200) return reject('employee_name', 'NAME_TOO_LONG');

  for (const c of PERIOD_COLUMNS) {
    const v = text(c);
    if (!DATE.test(v) || !isDateInRange(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`))) return reject(c, 'DATE');
  }
  const [start, end, payDate] = [text('pay_period_start'), text('pay_period_end'), text('pay_date')];
  if (end < start) return reject('pay_period_end', 'END_BEFORE_START');
  if ((Date.parse(end) - Date.parse(start)) / 86_400_000 > MAX_PERIOD_DAYS) return reject('pay_period_end', 'PERIOD_TOO_LONG');
  if (payDate < start) return reject('pay_date', 'PAY_DATE_EARLY');

  const payTypeText = text('pay_type').toUpperCase();
  if (payTypeText && payTypeText !== 'HOUR_RATE' && payTypeText !== 'FIX_RATE') return reject('pay_type', 'PAY_TYPE');

  const cents = (c: string) => parseHundredths(text(c), MAX_AMOUNT_CENTS);
  const earnings: TImportRow['earnings'] = [];
  for (const kind of EARNING_KINDS) {
    const cols = EARNING_COLUMNS[kind];
    const amountCents = cents(cols.amount);
    if (amountCents === undefined) return reject(cols.amount, 'AMOUNT');
    const hours = cols.hours ? parseHundredths(text(cols.hours), MAX_LINE_HOURS * 100) : 0;
    if (hours === undefined) return reject(cols.hours, 'HOURS');
    if (amountCents || hours || kind === 'REGULAR') earnings.push({ kind, hours, amountCents });
  }
  const expenseReimburse = cents('expense_reimbursement');
  if (expenseReimburse === undefined) return reject('expense_reimbursement', 'AMOUNT');
  const employeeTaxes: TImportRow['employeeTaxes'] = [];
  for (const kind of EMPLOYEE_TAX_KINDS) {
    const amountCents = cents(EMPLOYEE_TAX_COLUMNS[kind]);
    if (amountCents === undefined) return reject(EMPLOYEE_TAX_COLUMNS[kind], 'AMOUNT');
    if (amountCents) employeeTaxes.push({ kind, amountCents });
  }
  const employerTaxes: TImportRow['employerTaxes'] = [];
  for (const kind of EMPLOYER_TAX_KINDS) {
    const amountCents = cents(EMPLOYER_TAX_COLUMNS[kind]);
    if (amountCents === undefined) return reject(EMPLOYER_TAX_COLUMNS[kind], 'AMOUNT');
    if (amountCents) employerTaxes.push({ kind, amountCents });
  }
  const netText = text('net_pay');
  if (netText === '') return reject('net_pay', 'NET_REQUIRED');
  const negative = netText.startsWith('-');
  const netAbs = parseHundredths(negative ? netText.slice(1) : netText, MAX_GROSS_CENTS);
  if (netAbs === undefined) return reject('net_pay', 'AMOUNT');
  const netPay = negative ? -netAbs : netAbs;

  const gross = earnings.reduce((s, e) => s + e.amountCents, 0);
  if (gross > MAX_GROSS_CENTS) return reject('regular_pay', 'GROSS_TOO_BIG');
  const totalEmployeeTax = employeeTaxes.reduce((s, t) => s + t.amountCents, 0);
  const totalEmployerTax = employerTaxes.reduce((s, t) => s + t.amountCents, 0);
  const paidTips = earnings.find((e) => e.kind === 'PAID_TIPS')?.amountCents ?? 0;
  // The paystub must add up: net = gross − paid tips (already in the employee's hands) − the employee's taxes + reimbursement.
  const expected = gross - paidTips - totalEmployeeTax + expenseReimburse;
  if (netPay !== expected) return reject('net_pay', 'NET_MISMATCH', { expectedCents: expected });
  let grossYtd: number | undefined;
  if (text('gross_ytd') !== '') {
    grossYtd = parseHundredths(text('gross_ytd'), MAX_GROSS_CENTS * 60);
    if (grossYtd === undefined) return reject('gross_ytd', 'AMOUNT');
    if (grossYtd < gross) return reject('gross_ytd', 'YTD_BELOW_GROSS');
  }
  return {
    row: {
      rowNumber,
      ...(employmentId ? { employmentId } : { ssnLast4, employeeName }),
      payPeriodStart: start, payPeriodEnd: end, payDate,
      ...(payTypeText ? { payType: payTypeText as 'HOUR_RATE' | 'FIX_RATE' } : {}),
      earnings, expenseReimburse, employeeTaxes, employerTaxes, gross, totalEmployeeTax, totalEmployerTax, netPay,
      ...(grossYtd !== undefined ? { grossYtd } : {}),
    },
  };
}

/** The median of a few amounts (the mean of the middle two when even). */
export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : Math.round((s[mid - 1]! + s[mid]!) / 2);
}

/**
 * Why a row is held for review, or undefined (issue 18 ★): a negative net, or a gross or net further
 * than `sharePercent` from the median of the employee's last six paystubs (none to compare: no hold).
 */
export function holdReason(row: Pick<TImportRow, 'gross' | 'netPay'>, history: readonly { gross: number; netPay: number }[], sharePercent: number): TImportReason | undefined {
  if (row.netPay < 0) return importReason('NET_NEGATIVE');
  const last = history.slice(0, HOLD_HISTORY);
  if (!last.length) return undefined;
  const off = (value: number, base: number) => Math.abs(value - base) * 100 > sharePercent * Math.abs(base);
  const g = median(last.map((h) => h.gross));
  const n = median(last.map((h) => h.netPay));
  if (off(row.gross, g)) return importReason('GROSS_OFF_MEDIAN', { count: last.length, medianCents: g, share: sharePercent });
  if (off(row.netPay, n)) return importReason('NET_OFF_MEDIAN', { count: last.length, medianCents: n, share: sharePercent });
  return undefined;
}

// --- The routes' shapes -----------------------------------------------------------------------

/** A reason's params (import-reasons.ts): names to text or numbers (`…Cents` is money). */
export const ZReasonParams = z.optional(z.record(z.string(), z.union([z.string(), z.number()])));

const ZId = z.string().check(z.minLength(1), z.maxLength(64));
const ZIdList = z.optional(
  z.pipe(
    z.union([z.string().check(z.maxLength(2000)), z.array(ZId).check(z.maxLength(50))]),
    z.transform((v) => (Array.isArray(v) ? v : v.split(',').filter(Boolean))),
  ),
);

/** Start an import (spec 001 §7: fileMetaId, notify, companyId, invoiceDate). */
export const ZStartImportSchema = z.object({
  companyId: z.string().check(z.minLength(1, 'Company is mandatory field!'), z.maxLength(64)),
  /** The uploaded file, in the company's workspace (staff upload it acting for the company). */
  fileMetaId: ZId,
  notify: z._default(z.boolean(), false),
  generateInvoices: z._default(z.boolean(), false),
  invoiceDate: z.optional(ZPayrollDateSchema),
  /** Staff confirm a re-import of a file already imported for the company: it replaces that import. */
  replace: z._default(z.boolean(), false),
});
export type TStartImport = z.output<typeof ZStartImportSchema>;

/** The imports page's filter (spec 001 §3 Import filter). */
export const ZImportFilterSchema = z.object({
  companiesId: ZIdList,
  startDate: z.optional(ZPayrollDateSchema),
  endDate: z.optional(ZPayrollDateSchema),
  assigneeId: z.optional(ZId),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000)), 0),
  size: z._default(z.coerce.number().check(z.refine((n) => (IMPORT_PAGE_SIZES as readonly number[]).includes(n), 'The page size is 10, 25, 50 or 100')), 10),
});
export type TImportFilter = z.output<typeof ZImportFilterSchema>;

/** input = written + held + rejected + voided + deleted, always. */
export const ZImportCountsSchema = z.object({
  input: z.number(),
  written: z.number(),
  held: z.number(),
  rejected: z.number(),
  voided: z._default(z.number(), 0),
  deleted: z._default(z.number(), 0),
});

/** A payroll import (spec 001 §3), with its live state. */
export const ZPayrollImportSchema = z.object({
  id: z.string(),
  company: z.object({ id: z.string(), name: z.string() }),
  date: z.string(),
  createdBy: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  importedFile: z.object({ id: z.string(), fileName: z.string() }),
  status: z.enum(IMPORT_STATUSES),
  /** Why a FAILED import stopped (a header it cannot read, an empty file). */
  failure: z.optional(z.string()),
  /** The failure as a code and params the web words in the chosen language (import-reasons.ts). */
  failureCode: z.optional(z.string()),
  failureParams: ZReasonParams,
  counts: ZImportCountsSchema,
  chunks: z.object({ total: z.number(), done: z.number() }),
  notify: z.boolean(),
  generateInvoices: z.boolean(),
  invoiceDate: z.optional(z.string()),
  replaces: z.optional(z.string()),
  replacedBy: z.optional(z.string()),
  /** The invoices generated from it (spec 001 §3 Invoice (import side)), as billing holds them now. */
  invoices: z.optional(z.array(z.object({
    id: z.string(),
    reference: z.string(),
    invoiceNumber: z.number(),
    total: z.number(),
    status: z.string(),
    document: z.optional(z.object({ id: z.string(), fileName: z.string() })),
  }))),
});
export type TPayrollImport = z.output<typeof ZPayrollImportSchema>;
export const ZPayrollImportPageSchema = z.object({ data: z.array(ZPayrollImportSchema), totalPages: z.number() });

/** A loaded payroll record (spec 001 §3 Payroll record). */
export const ZImportRecordSchema = z.object({
  payrollId: z.string(),
  rowNumber: z.number(),
  employment: z.object({ id: z.string(), details: z.object({ name: z.string() }) }),
  payPeriodStart: z.string(),
  payPeriodEnd: z.string(),
  payDate: z.string(),
  payType: z.enum(['HOUR_RATE', 'FIX_RATE']),
  totalNetPay: z.object({ netPay: z.number(), gross: z.number(), grossYtd: z.number() }),
  /** The paystub (generated from the record on download). */
  paystubId: z.string(),
  held: z.boolean(),
  holdReason: z.optional(z.string()),
  /** The hold's reason as a code and params the web words in the chosen language (import-reasons.ts). */
  holdCode: z.optional(z.string()),
  holdParams: ZReasonParams,
  voided: z.boolean(),
  invoiceId: z.optional(z.string()),
});
export type TImportRecord = z.output<typeof ZImportRecordSchema>;
export const ZImportRecordsQuerySchema = z.object({ employmentsId: ZIdList });
export const ZImportRecordsSchema = z.object({ data: z.array(ZImportRecordSchema) });
export const ZRejectedRowsSchema = z.object({
  data: z.array(z.object({ rowNumber: z.number(), column: z.optional(z.string()), reason: z.string(), code: z.optional(z.string()), params: ZReasonParams })),
});
/** Generate Invoices (spec 001 §7: payrolls, invoiceDate; §5: at least one record; empty date = today). */
export const ZGenerateInvoicesSchema = z.object({
  payrollIds: z.array(ZId).check(z.minLength(1, 'Please select at least one payroll record'), z.maxLength(50_000)),
  invoiceDate: z.optional(ZPayrollDateSchema),
});
export const ZImportIdParamsSchema = z.object({ id: ZId });
export const ZImportRecordParamsSchema = z.object({ id: ZId, payrollId: ZId });
/** Spec 001 §7: DELETE {id}/{type} with type PAYROLL_FILE removes an externally generated paystub's record. */
export const ZImportRecordFileParamsSchema = z.object({ id: ZId, payrollId: ZId, type: z.enum(['PAYROLL_FILE']) });
export const ZNegateRecordSchema = z.object({ reason: z._default(z.string().check(z.trim(), z.maxLength(500)), '') });
