// Relative paths (not @shared) so the unit tests, type-checked with the root tsconfig, resolve them.
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/universal';
import {
  REQUIRED_COLUMNS,
  TEMPLATE_ROWS,
  type TUploadColumn,
  type TUploadKind,
  type TUploadRow,
  UPLOAD_COLUMNS,
  UPLOAD_MAX_FILE_BYTES,
  UPLOAD_MAX_FILE_ROWS,
} from '../../../../shared/uploads/uploads.schema.js';

/**
 * Reading an uploaded sheet in the browser (docs/decisions/0015-bulk-uploads.md): a CSV through
 * papaparse or the first sheet of an XLSX through read-excel-file become the same rows of text
 * cells keyed by column, numbered as the sheet numbers them (the header is row 1). Free of React;
 * unit-tested in test/unit/uploads-parse.test.ts.
 */

export type TFileProblem = 'type' | 'size' | 'unreadable' | 'empty' | 'tooManyRows';

/** A file the page cannot take, with the reason the page explains. */
export class UploadFileError extends Error {
  readonly reason: TFileProblem;
  constructor(reason: TFileProblem) {
    super(reason);
    this.name = 'UploadFileError';
    this.reason = reason;
  }
}

export interface TParsedFile {
  rows: TUploadRow[];
  /** Required columns the header row lacks: nothing can be uploaded until they are added. */
  missingColumns: string[];
  /** Header cells that name no column (left out of the upload). */
  ignoredColumns: string[];
}

/** Header text to a comparable key: 'Employer EIN', 'employer_ein' and 'employerEin' are one column. */
const headerKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/gu, '');
const ALIASES: Record<string, TUploadColumn> = { zip: 'zipCode', ownersemail: 'ownerEmail', start: 'employmentStart' };

/** A cell as text: dates as YYYY-MM-DD (their UTC day, as read-excel-file gives them), yes/no for booleans. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return Number.isFinite(value) ? String(Number(value.toFixed(6))) : '';
  return String(value).trim();
}

/** Rows of cells (header first) to the upload's rows; blank rows are skipped, their numbers kept. */
export function rowsOf(kind: TUploadKind, table: readonly (readonly unknown[])[]): TParsedFile {
  const [header, ...body] = table;
  if (!header || header.every((c) => cellText(c) === '')) throw new UploadFileError('empty');
  const columns: readonly TUploadColumn[] = UPLOAD_COLUMNS[kind];
  const byKey = new Map<string, TUploadColumn>(columns.map((c) => [headerKey(c), c]));
  const at: (TUploadColumn | undefined)[] = header.map((h) => {
    const key = headerKey(cellText(h));
    const alias = ALIASES[key];
    return byKey.get(key) ?? (alias && columns.includes(alias) ? alias : undefined);
  });
  const ignoredColumns = header.map(cellText).filter((h, i) => h !== '' && !at[i]);
  const missingColumns = REQUIRED_COLUMNS[kind].filter((c) => !at.includes(c));
  const rows: TUploadRow[] = [];
  body.forEach((cells, i) => {
    const texts = cells.map(cellText);
    if (texts.every((t) => t === '')) return;
    const row: TUploadRow = { rowNumber: i + 2 };
    at.forEach((column, j) => {
      if (column && texts[j]) row[column] = texts[j]!.slice(0, 500);
    });
    rows.push(row);
  });
  if (rows.length === 0) throw new UploadFileError('empty');
  if (rows.length > UPLOAD_MAX_FILE_ROWS) throw new UploadFileError('tooManyRows');
  return { rows, missingColumns, ignoredColumns };
}

export type TFileFormat = 'csv' | 'xlsx';

export function formatOf(fileName: string): TFileFormat | undefined {
  const ext = /\.([a-z0-9]+)$/iu.exec(fileName)?.[1]?.toLowerCase();
  return ext === 'csv' ? 'csv' : ext === 'xlsx' ? 'xlsx' : undefined;
}

/** Reads an uploaded CSV or XLSX file (its name decides which) into rows of one kind. */
export async function parseUploadFile(kind: TUploadKind, file: { name: string; bytes: ArrayBuffer }): Promise<TParsedFile> {
  const format = formatOf(file.name);
  if (!format) throw new UploadFileError('type');
  if (file.bytes.byteLength > UPLOAD_MAX_FILE_BYTES) throw new UploadFileError('size');
  if (file.bytes.byteLength === 0) throw new UploadFileError('empty');
  let table: unknown[][];
  try {
    if (format === 'csv') {
      // TextDecoder drops a UTF-8 byte-order mark, which Excel writes at the start of its CSV files.
      const text = new TextDecoder('utf-8').decode(file.bytes);
      table = Papa.parse<string[]>(text, { skipEmptyLines: false }).data;
    } else {
      table = (await readSheet(file.bytes)) as unknown[][];
    }
  } catch {
    throw new UploadFileError('unreadable');
  }
  return rowsOf(kind, table);
}

/** The template: the header row and one example row, as CSV. */
export function templateCsv(kind: TUploadKind): string {
  const columns = UPLOAD_COLUMNS[kind] as readonly string[];
  return Papa.unparse({ fields: [...columns], data: [columns.map((c) => TEMPLATE_ROWS[kind][c] ?? '')] });
}

/** The file's SHA-256 as hex: the batches' audit events name the file by it. */
export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
