// Relative paths (not @shared) so the unit tests, type-checked with the root tsconfig, resolve them.
import { MAX_AMOUNT_CENTS } from '../../../../shared/core/bounds.js';
import { MAX_LINE_HOURS, parseHundredths, type TPayrollLineInput } from '../../../../shared/payroll/payroll.schema.js';
import { hundredthsToInput } from './format';

/**
 * A new run's editable lines (spec 000 §3 Payroll line): hours and amounts are typed as text, a
 * comma accepted as the decimal separator and empty meaning 0; they are sent as typed and the
 * server parses them with the same `parseHundredths` this module checks them with.
 */
export const HOUR_FIELDS = ['regularHours', 'overtimeHours', 'doubleTimeHours', 'holidayHours', 'ptoHours', 'sickLeaveHours'] as const;
export const AMOUNT_FIELDS = ['bonus', 'owedTips', 'paidTips', 'commission', 'expenseReimburse'] as const;
export const LINE_FIELDS = [...HOUR_FIELDS, ...AMOUNT_FIELDS] as const;
export type TLineField = (typeof LINE_FIELDS)[number];
export type TLineValues = Record<TLineField, string>;

/** One row of the run: whether it is paid in this run, its typed values, and which of its closed workweeks are paid. */
export interface TLineDraft {
  selected: boolean;
  values: TLineValues;
  /** A closed workweek's start → whether its hours are in the row (open weeks are never). */
  periods: Record<string, boolean>;
}

/** A workweek of a loaded line (shared/payroll/payroll.schema.ts ZRunPeriodSchema). */
export interface TLinePeriod {
  start: string;
  end: string;
  regularHours: number;
  overtimeHours: number;
  holidayHours: number;
  closed: boolean;
}

const isHours = (field: TLineField) => (HOUR_FIELDS as readonly string[]).includes(field);

/** A loaded line as the row starts: preselected unless already paid for the period, its integers as decimals, every closed week in. */
export function draftOf(row: { alreadyPaid: boolean; line: Record<TLineField, number>; periods?: readonly TLinePeriod[] }): TLineDraft {
  const values = Object.fromEntries(LINE_FIELDS.map((f) => [f, hundredthsToInput(row.line[f])])) as TLineValues;
  const periods = Object.fromEntries((row.periods ?? []).filter((p) => p.closed).map((p) => [p.start, true]));
  return { selected: !row.alreadyPaid, values, periods };
}

const WEEK_HOURS = ['regularHours', 'overtimeHours', 'holidayHours'] as const;

/**
 * A closed workweek put in or taken out of a row: the row's regular, overtime and holiday hours
 * become the sums of the weeks now in it (what was typed in those three is replaced; the rest stay).
 */
export function togglePeriod(draft: TLineDraft, periods: readonly TLinePeriod[], start: string, on: boolean): TLineDraft {
  const chosen = { ...draft.periods, [start]: on };
  const inRow = periods.filter((p) => p.closed && chosen[p.start]);
  const sums = Object.fromEntries(WEEK_HOURS.map((f) => [f, hundredthsToInput(inRow.reduce((s, p) => s + p[f], 0))]));
  return { ...draft, periods: chosen, values: { ...draft.values, ...sums } };
}

/** Whether a typed value is one the server accepts: a decimal with at most two places (dot or comma), within the field's bound, or empty. */
export function isValidLineValue(field: TLineField, text: string): boolean {
  return parseHundredths(text, isHours(field) ? MAX_LINE_HOURS * 100 : MAX_AMOUNT_CENTS) !== undefined;
}

/** The fields of a selected row that would be refused. */
export function invalidFields(draft: TLineDraft): TLineField[] {
  return draft.selected ? LINE_FIELDS.filter((f) => !isValidLineValue(f, draft.values[f])) : [];
}

/** The run's request lines: the selected rows, values trimmed and sent as typed (strings). */
export function requestLines(drafts: Readonly<Record<string, TLineDraft>>, order: readonly string[]): TPayrollLineInput[] {
  return order.flatMap((employmentId) => {
    const d = drafts[employmentId];
    if (!d?.selected) return [];
    return [{ employmentId, ...(Object.fromEntries(LINE_FIELDS.map((f) => [f, d.values[f].trim()])) as TLineValues) }];
  });
}

const DATE = /^\d{4}-\d{2}-\d{2}$/u;
export interface TRunPeriod {
  payPeriodStart: string;
  payPeriodEnd: string;
  payDate: string;
}
export type TPeriodProblem = 'required' | 'endBeforeStart';

/** What stops the run's period (spec 000 §5: pay period start, end and pay date required; the end not before the start). */
export function periodProblems(p: TRunPeriod): Partial<Record<keyof TRunPeriod, TPeriodProblem>> {
  const out: Partial<Record<keyof TRunPeriod, TPeriodProblem>> = {};
  if (!DATE.test(p.payPeriodStart)) out.payPeriodStart = 'required';
  if (!DATE.test(p.payPeriodEnd)) out.payPeriodEnd = 'required';
  else if (!out.payPeriodStart && p.payPeriodEnd < p.payPeriodStart) out.payPeriodEnd = 'endBeforeStart';
  if (!DATE.test(p.payDate)) out.payDate = 'required';
  return out;
}
