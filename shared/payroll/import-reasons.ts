/**
 * Why a payroll import refused a row, held a record or could not read its file (issue 18): a code
 * the web shows in the chosen language (locales/<lang>/payroll-imports.json `reasons`), its params,
 * and the English sentence the API also returns as `reason` for other readers (exports, the audit).
 * A param whose name ends in `Cents` is money: `{{expected}}` prints `expectedCents` as dollars.
 */
export const IMPORT_REASONS = {
  // A row's cells (shared/payroll/imports.schema.ts readImportRow)
  NEED_EMPLOYEE: 'Give the employment id, or the last four digits of the SSN with the name',
  NEED_NAME: 'Give the employee name with the last four digits of the SSN',
  ID_TOO_LONG: 'The employment id is too long',
  NAME_TOO_LONG: 'The name is too long',
  DATE: 'Enter the date as YYYY-MM-DD',
  END_BEFORE_START: 'End date must be after start date',
  PERIOD_TOO_LONG: 'A pay period spans at most a year',
  PAY_DATE_EARLY: 'The pay date cannot be before the pay period starts',
  PAY_TYPE: 'The pay type is HOUR_RATE or FIX_RATE',
  AMOUNT: 'Enter an amount such as 1250.50',
  HOURS: 'Enter hours such as 7.5, at most 744',
  NET_REQUIRED: 'Enter the net pay',
  GROSS_TOO_BIG: 'The gross pay is more than $10,000,000.00',
  NET_MISMATCH: "The net pay does not add up: gross less paid tips and the employee's taxes, plus reimbursement, is {{expected}}",
  YTD_BELOW_GROSS: 'The gross year to date is less than this gross',
  // The row against the company (functions/payroll/services/imports/write-rows.ts)
  AMBIGUOUS_EMPLOYEE: 'Two employees of the company have this name and SSN ending; give the employment id',
  NO_EMPLOYEE: 'No employee of the company matches',
  CONTRACTOR: 'A contractor is paid by bills, not payroll',
  ALREADY_PAID: '{{name}} is already paid for the pay period starting {{start}} (40052: the record is not unique)',
  // The anomaly hold (holdReason)
  NET_NEGATIVE: 'The net pay is negative',
  GROSS_OFF_MEDIAN: 'The gross differs from the median of the last {{count}} ({{median}}) by more than {{share}}%',
  NET_OFF_MEDIAN: 'The net pay differs from the median of the last {{count}} ({{median}}) by more than {{share}}%',
  // The file (functions/payroll/services/imports/file-rows.ts) and the workflow
  FILE_TYPE: 'The file must be CSV or XLSX',
  FILE_UNREADABLE: 'The file cannot be read as a spreadsheet',
  FILE_EMPTY: 'The file is empty',
  HEADER_MISSING: 'The header lacks {{columns}}',
  HEADER_UNKNOWN: 'Unknown columns: {{columns}}',
  HEADER_TWICE: 'A column appears twice',
  TOO_MANY_ROWS: 'The file has more than {{max}} rows; split it',
  NO_ROWS: 'The file has no rows',
  NOT_STARTED: 'The import could not be started; try again',
} as const;

export type TImportReasonCode = keyof typeof IMPORT_REASONS;
export type TReasonParams = Record<string, string | number>;

/** A reason as stored and returned: the code, its params, and the English sentence. */
export interface TImportReason {
  code: TImportReasonCode;
  params?: TReasonParams;
  reason: string;
}

export const isImportReasonCode = (code: string): code is TImportReasonCode => Object.hasOwn(IMPORT_REASONS, code);

/** The params as a sentence prints them: `xCents` becomes `x` in dollars with two decimals. */
export function printedParams(params: TReasonParams | undefined, money: (cents: number) => string): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params ?? {})) {
    if (k.endsWith('Cents') && typeof v === 'number') out[k.slice(0, -5)] = money(v);
    else out[k] = v;
  }
  return out;
}

/** The code with its params, and its English sentence. */
export function importReason(code: TImportReasonCode, params?: TReasonParams): TImportReason {
  const vars = printedParams(params, (cents) => (cents / 100).toFixed(2));
  const reason = IMPORT_REASONS[code].replace(/\{\{(\w+)\}\}/gu, (_, name: string) => String(vars[name] ?? ''));
  return { code, ...(params ? { params } : {}), reason };
}

/**
 * A reason's code and params under the names the record keeps them by (`code`/`params` on a row,
 * `holdCode`/`holdParams` on a record, `failureCode`/`failureParams` on an import), each field only
 * when set and the params only with a code: one shape wherever a reason is stored, answered or pushed.
 */
export function reasonFields<CK extends string, PK extends string>(
  keys: readonly [CK, PK],
  code: string | undefined,
  params: TReasonParams | undefined,
): Partial<Record<CK, string> & Record<PK, TReasonParams>> {
  if (!code) return {};
  return { [keys[0]]: code, ...(params ? { [keys[1]]: params } : {}) } as Partial<Record<CK, string> & Record<PK, TReasonParams>>;
}
