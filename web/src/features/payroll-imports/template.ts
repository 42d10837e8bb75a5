import { ALLOWED_FILE_TYPES, extensionOf, MAX_FILE_BYTES } from '@shared/files/files.schema.js';
import { IMPORT_COLUMNS } from '@shared/payroll/imports.schema.js';

/**
 * The import file's template (docs/payroll-import.md): the layout's header, in its order, and one
 * row that adds up (net = gross − paid tips − the employee's taxes + reimbursement), matched by the
 * SSN's last four and the name instead of the employment id.
 */
const EXAMPLE: Record<string, string> = {
  ssn_last4: '6789',
  employee_name: 'Jane Example',
  pay_period_start: '2026-01-05',
  pay_period_end: '2026-01-11',
  pay_date: '2026-01-16',
  pay_type: 'HOUR_RATE',
  regular_hours: '40',
  regular_pay: '1200.00',
  federal_income_tax: '120.00',
  social_security_employee: '74.40',
  medicare_employee: '17.40',
  social_security_employer: '74.40',
  medicare_employer: '17.40',
  futa: '7.20',
  net_pay: '988.20',
  gross_ytd: '1200.00',
};

export function templateCsv(): string {
  return `${IMPORT_COLUMNS.join(',')}\r\n${IMPORT_COLUMNS.map((c) => EXAMPLE[c] ?? '').join(',')}\r\n`;
}

export const TEMPLATE_FILE_NAME = 'payroll-import-template.csv';

/** The kinds of file an import reads. */
const IMPORT_TYPES = { csv: ALLOWED_FILE_TYPES.csv, xlsx: ALLOWED_FILE_TYPES.xlsx } as const;
export const IMPORT_ACCEPT = ['.csv', '.xlsx', ...Object.values(IMPORT_TYPES)].join(',');

/** Why a picked file cannot be imported: not CSV or XLSX, empty, or over the files domain's 25 MB. */
export function importFileProblem(file: File): 'fileType' | 'fileEmpty' | 'fileTooLarge' | undefined {
  if (!(extensionOf(file.name) in IMPORT_TYPES)) return 'fileType';
  if (file.size === 0) return 'fileEmpty';
  return file.size > MAX_FILE_BYTES ? 'fileTooLarge' : undefined;
}

/** What the file is registered as: by its extension, as the files API checks it. */
export const importContentType = (file: File) => IMPORT_TYPES[extensionOf(file.name) as keyof typeof IMPORT_TYPES];
