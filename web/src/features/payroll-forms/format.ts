import { FORM_YEAR_MIN } from '@shared/payroll/year-end.js';

/**
 * The years the forms' picker offers, newest first: the current year back to the first reporting
 * year (spec 000 §3: 2016). Free of React: unit-testable.
 */
export function formYears(today = new Date()): string[] {
  const last = today.getFullYear();
  return Array.from({ length: last - FORM_YEAR_MIN + 1 }, (_, i) => String(last - i));
}

/** The year a forms page opens on: the current one (the forms of the year so far). */
export const defaultFormYear = (today = new Date()) => today.getFullYear();

/** A file name for a downloaded statement: letters, digits and dashes only. */
export function pdfName(form: string, year: number, name: string): string {
  const safe = name.normalize('NFKD').replace(/[^\w-]+/gu, '-').replace(/-+/gu, '-').replace(/^-|-$/gu, '');
  return `${form}-${year}${safe ? `-${safe}` : ''}.pdf`;
}
