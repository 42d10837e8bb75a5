/**
 * The payroll tax tables by tax year (docs/decisions/0032-payroll-engine.md). A year is added by
 * writing its files beside these, each number with its publication, and listing it here; a run for
 * a year without tables fails loudly rather than borrowing another year's numbers.
 */
import { FEDERAL_2025, FICA_2025 } from './federal-2025.js';
import { FEDERAL_2026, FICA_2026 } from './federal-2026.js';
import { NEW_YORK_2025 } from './new-york-2025.js';
import { NEW_YORK_2026 } from './new-york-2026.js';
import type { TTaxTables } from './types.js';

export type { TTaxTables } from './types.js';

const TABLES: Readonly<Record<number, TTaxTables>> = {
  2025: { year: 2025, federal: FEDERAL_2025, fica: FICA_2025, newYork: NEW_YORK_2025 },
  2026: { year: 2026, federal: FEDERAL_2026, fica: FICA_2026, newYork: NEW_YORK_2026 },
};

/** The tax years the engine has tables for, ascending. */
export const TAX_YEARS: readonly number[] = Object.keys(TABLES).map(Number).sort((a, b) => a - b);

/** The tables of `year`; throws for a year without them. */
export function taxTablesFor(year: number): TTaxTables {
  const tables = TABLES[year];
  if (!tables) {
    throw new Error(`No payroll tax tables for tax year ${year}; tables exist for ${TAX_YEARS.join(', ')}`);
  }
  return tables;
}
