import { exportFileName, rowsPerSheet, tableCells, type TTimesheetTable } from './rules';

/** The exports' column titles, in the interface language (the table as shown). */
export interface TExportHeaders {
  employee: string;
  day: (date: string) => string;
  regular: string;
  overtime: string;
  holiday: string;
  total: string;
  /** The XLSX sheet's name. */
  sheet: string;
}

/** Saves a blob under a name, as a download (the page stays). */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The table as CSV (papaparse's `unparse`, loaded on the click): hours as H:mm, with a byte-order
 * mark so spreadsheet programs read the names' Cyrillic and accents as UTF-8.
 */
export async function exportCsv(table: TTimesheetTable, headers: TExportHeaders, range: { startDate: string; endDate: string }) {
  const { default: Papa } = await import('papaparse');
  const csv = Papa.unparse(tableCells(table, headers));
  save(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), exportFileName(range.startDate, range.endDate, 'csv'));
}

/**
 * The table as XLSX (write-excel-file, loaded on the click so it never weighs on a route): hours are
 * durations (fractions of a day) formatted [h]:mm, so they read as on screen and still add up. A
 * table too large for one sheet under the limit above continues on the next sheets, each with the
 * header row.
 */
export async function exportXlsx(table: TTimesheetTable, headers: TExportHeaders, range: { startDate: string; endDate: string }) {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const head = [headers.employee, ...table.dates.map(headers.day), headers.regular, headers.overtime, headers.holiday, headers.total].map((value) => ({
    value,
    fontWeight: 'bold' as const,
  }));
  const hours = (seconds: number) => ({ value: seconds / 86_400, type: Number, format: '[h]:mm' });
  const rows = table.rows.map((r) => [{ value: r.name }, ...r.days.map(hours), hours(r.regular), hours(r.overtime), hours(r.holiday), hours(r.total)]);
  const columns = [{ width: 28 }, ...table.dates.map(() => ({ width: 12 })), ...[0, 1, 2, 3].map(() => ({ width: 11 }))];
  const size = rowsPerSheet(head.length);
  const parts = Math.max(1, Math.ceil(rows.length / size));
  const sheets = Array.from({ length: parts }, (_, i) => ({
    data: [head, ...rows.slice(i * size, (i + 1) * size)],
    columns,
    sheet: parts === 1 ? headers.sheet.slice(0, 31) : `${headers.sheet.slice(0, 26)} ${i + 1}`,
  }));
  await writeXlsxFile(sheets).toFile(exportFileName(range.startDate, range.endDate, 'xlsx'));
}
