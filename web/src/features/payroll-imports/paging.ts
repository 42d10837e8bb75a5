/** Records and rejected rows shown at once: an import may hold 50,000 rows, read in one call. */
export const ROWS_PER_PAGE = 25;

/** One page (0-based) of rows; past the end, the last page. */
export function pageOf<T>(rows: readonly T[], page: number): readonly T[] {
  const last = Math.max(0, Math.ceil(rows.length / ROWS_PER_PAGE) - 1);
  const p = Math.min(page, last);
  return rows.slice(p * ROWS_PER_PAGE, (p + 1) * ROWS_PER_PAGE);
}
