/**
 * The bounds of every amount, quantity and date the API accepts, in one place, chosen so that every
 * sum the server computes stays an exact integer (docs/decisions/0017-input-bounds.md):
 *
 *   price x quantity (hundredths)  <= 1e8 x 1e6            = 1e14     exact in a double
 *   line gross                     <= 1e12                  ($10 billion)
 *   line tax   (rate <= 1, 100 %)  <= 1e12, computed in BigInt (gross x basis points reaches 1e16)
 *   line total                     <= 2e12                  = MAX_LINE_TOTAL_CENTS
 *   invoice total (80 lines)       <= 1.6e14                = MAX_INVOICE_TOTAL_CENTS
 *   unpaid balance of one side     <= 9e15                  (every ADD conditioned on staying under)
 *   paid on one day                <= 3e14, 30 days <= 9e15 (likewise)
 *
 * and 9e15 < Number.MAX_SAFE_INTEGER (9,007,199,254,740,991).
 */
import * as z from 'zod/mini';

/** One price, rate or other single amount: $1,000,000.00. */
export const MAX_AMOUNT_CENTS = 100_000_000;
/** One quantity (hours or units), with at most two decimals. */
export const MAX_QUANTITY = 10_000;
/** Service logs on one invoice: publish, pay and void each touch all of them in one transaction. */
export const MAX_INVOICE_LINES = 80;
/** A line's total: gross (price x quantity) plus tax at a rate below 100 %. */
export const MAX_LINE_TOTAL_CENTS = 2 * MAX_AMOUNT_CENTS * MAX_QUANTITY;
/** The largest total an invoice can reach within the bounds above. */
export const MAX_INVOICE_TOTAL_CENTS = MAX_LINE_TOTAL_CENTS * MAX_INVOICE_LINES;
/** A workspace's unpaid total on one side (invoices or bills): an issue that would pass it is refused. */
export const MAX_BALANCE_CENTS = 9_000_000_000_000_000;
/** The window 'PAID IN LAST 30 DAYS' sums, and the most one day may hold so that the sum stays exact. */
export const PAID_WINDOW_DAYS = 30;
export const MAX_PAID_PER_DAY_CENTS = MAX_BALANCE_CENTS / PAID_WINDOW_DAYS;

/** Calendar dates the API accepts (a birth date, a service date, an invoice date plus 30 due days…). */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2099-12-31';

/** English messages of the bounds; the web maps them to translated keys (web/src/app/validation.ts). */
export const AMOUNT_TOO_LARGE = 'The amount is more than $1,000,000.00';
export const QUANTITY_TOO_LARGE = 'The quantity is more than 10,000';
export const DATE_OUT_OF_RANGE = 'The date must be between 1900 and 2099';

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/u;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The spec's message for a date or time that is not one (timesheet §5; leave and payroll say the same). */
export const INVALID_DATE_FORMAT = 'Invalid date format';

/**
 * A real calendar day (no 2026-02-30) between MIN_DATE and MAX_DATE; YYYY-MM-DD compares as text.
 * Plain arithmetic rather than a Date round trip: every stored date is checked on every read.
 */
export function isDateInRange(value: string): boolean {
  if (!DATE_SHAPE.test(value) || value < MIN_DATE || value > MAX_DATE) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}

/**
 * An instant whose UTC day is within the date range. An offset moves the day by less than one, so
 * only an instant in the range's first or last year needs the conversion to UTC.
 */
export function isDateTimeInRange(value: string): boolean {
  const year = value.slice(0, 4);
  if (DATE_SHAPE.test(value.slice(0, 10)) && year > MIN_DATE.slice(0, 4) && year < MAX_DATE.slice(0, 4)) {
    return isDateInRange(value.slice(0, 10)) && !Number.isNaN(Date.parse(value));
  }
  const t = Date.parse(value);
  return !Number.isNaN(t) && isDateInRange(new Date(t).toISOString().slice(0, 10));
}

/** Integer cents, 0..MAX_AMOUNT_CENTS. */
export const ZAmountCentsSchema = z.number().check(z.int(), z.minimum(0), z.maximum(MAX_AMOUNT_CENTS, AMOUNT_TOO_LARGE));
/** A quantity, 0..MAX_QUANTITY, with at most two decimals. */
export const ZQuantitySchema = z
  .number()
  .check(
    z.minimum(0),
    z.maximum(MAX_QUANTITY, QUANTITY_TOO_LARGE),
    z.refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'At most two decimals'),
  );
/** A calendar date, YYYY-MM-DD, within the date range. */
export const ZBoundedDateSchema = z.iso.date().check(z.refine(isDateInRange, DATE_OUT_OF_RANGE));
/** An instant, ISO 8601 with offset, within the date range. */
export const ZBoundedDateTimeSchema = z.iso.datetime({ offset: true }).check(z.refine(isDateTimeInRange, DATE_OUT_OF_RANGE));
