/**
 * An import file's rows (docs/payroll-import.md): CSV through papaparse, XLSX through
 * read-excel-file, the libraries the bulk uploads already use (decision 0015), here on the server.
 * The header is the first row; a blank row is skipped and keeps its number, so a rejection names the
 * row staff see in their spreadsheet.
 */
import { importReason, type TImportReason } from '../../../../shared/payroll/import-reasons.js';
import { columnOf, headerProblem, type TImportCells } from '../../../../shared/payroll/imports.schema.js';

export interface TFileRows {
  rows: { rowNumber: number; cells: TImportCells }[];
}

/** A cell as text: a spreadsheet date as YYYY-MM-DD, a number without float noise. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isFinite(value) ? String(Number(value.toFixed(6))) : '';
  return String(value).trim();
}

async function tableOf(extension: string, bytes: Uint8Array): Promise<unknown[][]> {
  if (extension === 'csv') {
    const { default: Papa } = await import('papaparse');
    const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/u, '');
    return Papa.parse<string[]>(text, { skipEmptyLines: false }).data;
  }
  const { readSheet } = await import('read-excel-file/node');
  return (await readSheet(Buffer.from(bytes))) as unknown[][];
}

/** The file's rows, or why it cannot be imported (the import fails with that reason). */
export async function fileRows(extension: string, bytes: Uint8Array, maxRows: number): Promise<TFileRows | { problem: TImportReason }> {
  if (extension !== 'csv' && extension !== 'xlsx') return { problem: importReason('FILE_TYPE') };
  let table: unknown[][];
  try {
    table = await tableOf(extension, bytes);
  } catch {
    return { problem: importReason('FILE_UNREADABLE') };
  }
  const [header, ...body] = table;
  if (!header || header.every((c) => cellText(c) === '')) return { problem: importReason('FILE_EMPTY') };
  const names = header.map((h) => columnOf(cellText(h)));
  const problem = headerProblem(names);
  if (problem) return { problem };
  const rows: TFileRows['rows'] = [];
  for (let i = 0; i < body.length; i += 1) {
    const texts = (body[i] ?? []).map(cellText);
    if (texts.every((t) => t === '')) continue;
    if (rows.length >= maxRows) return { problem: importReason('TOO_MANY_ROWS', { max: maxRows }) };
    const cells: TImportCells = {};
    names.forEach((n, j) => {
      if (n && texts[j]) cells[n] = texts[j]!.slice(0, 200);
    });
    rows.push({ rowNumber: i + 2, cells });
  }
  if (!rows.length) return { problem: importReason('NO_ROWS') };
  return { rows };
}
