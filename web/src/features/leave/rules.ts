// Relative paths (not @shared) so the unit tests, type-checked with the root tsconfig, resolve them.
import { MAX_CARRYOVER_HOURS, type TEntry, type TSickRequest, type TSickStatus, type TVacationStatus, VACATION_OPEN } from '../../../../shared/leave/leave.schema.js';
import { DAY_SECONDS, leaveDays, parseHours } from '../../../../shared/leave/rules.js';

/**
 * The leave screens' pure rules (spec 000 §4, §5): status colours, the words of a changelog entry,
 * the carryover input, the sick-leave request page's mode. No React here: unit-tested as is.
 */

/** A status badge's tone. */
export type TTone = 'green' | 'yellow' | 'red' | 'gray';

/** Vacation request colours (spec 000 §4): approved and completed green, requested and in progress yellow, rejected red, cancelled grey. */
export function vacationTone(status: TVacationStatus): TTone {
  if (status === 'APPROVED' || status === 'COMPLETED') return 'green';
  if (status === 'REQUESTED' || status === 'IN_PROGRESS') return 'yellow';
  if (status === 'REJECTED') return 'red';
  return 'gray';
}

/** Sick-leave request colours (spec 000 §4): REQUESTED yellow, COMPLETED green, others grey. */
export function sickTone(status: TSickStatus): TTone {
  if (status === 'REQUESTED') return 'yellow';
  if (status === 'COMPLETED') return 'green';
  return 'gray';
}

/** Approve, reject and cancel are offered only while a vacation request is open (spec 000 §4). */
export const isVacationOpen = (status: TVacationStatus) => VACATION_OPEN.includes(status);

/**
 * The words of a changelog entry: an i18n key of the `leave` namespace and its values. Accrual names
 * its period (and the hours worked when the sick leave was earned by them), the others their reason.
 */
export function entryReason(entry: Pick<TEntry, 'reason' | 'periodStart' | 'periodEnd' | 'workedSeconds'>): { key: string; values: Record<string, string | number> } {
  switch (entry.reason) {
    case 'ACCRUED':
      if (entry.periodStart && entry.periodEnd) {
        const values = { from: entry.periodStart, to: entry.periodEnd };
        return entry.workedSeconds !== undefined
          ? { key: 'reason.accruedWorked', values: { ...values, hours: Math.round((entry.workedSeconds / 3600) * 100) / 100 } }
          : { key: 'reason.accruedPeriod', values };
      }
      return { key: 'reason.ACCRUED', values: {} };
    case 'YEAR_END':
      return entry.periodStart ? { key: 'reason.yearEndOf', values: { year: entry.periodStart.slice(0, 4) } } : { key: 'reason.YEAR_END', values: {} };
    default:
      return { key: `reason.${entry.reason}`, values: {} };
  }
}

/** The reasons the carryover input refuses (spec 000 §5: required, numeric, a comma accepted). */
export type TCarryoverProblem = 'required' | 'numeric' | 'range';

/**
 * Reads the carryover hours typed by the company: '12,5' and '12.5' alike; more than 0, at most
 * MAX_CARRYOVER_HOURS, in quarter hours (as the server takes them).
 */
export function parseCarryover(text: string): { hours: number } | { problem: TCarryoverProblem } {
  if (!text.trim()) return { problem: 'required' };
  const hours = parseHours(text);
  if (hours === undefined) return { problem: 'numeric' };
  if (hours <= 0 || hours > MAX_CARRYOVER_HOURS || Math.round(hours * 4) !== hours * 4) return { problem: 'range' };
  return { hours };
}

/**
 * The sick-leave request page's mode (spec 000 §2): DECISION once the request has days (the company
 * approved it with its period), else VIEW.
 */
export const sickMode = (request: Pick<TSickRequest, 'days'>): 'VIEW' | 'DECISION' => (request.days.length ? 'DECISION' : 'VIEW');

/** What the company may do with a sick-leave request now (spec 000 §4). */
export function sickActions(request: Pick<TSickRequest, 'status'>, company: boolean): { decide: boolean; cancel: boolean; markEnd: boolean; toggles: boolean } {
  return {
    decide: company && request.status === 'REQUESTED',
    cancel: !company && request.status === 'REQUESTED',
    markEnd: company && request.status === 'PENDING_SICK_LEAVE',
    toggles: company && request.status === 'PROCESSING_SICK_LEAVE',
  };
}

/** Today in the device's zone, as YYYY-MM-DD (the sick leave list's default start, spec 000 §3). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}


/** The weekdays a company works when the screen has no policy of its own at hand (Monday to Friday). */
const WORKWEEK = [1, 2, 3, 4, 5] as const;

/**
 * The sick balance alert of the request dialog (spec 001 §8): 'enough' when the paid request's days
 * (its working days, or its first day while the end is unknown) fit in the balance, whose hours
 * are then deducted; 'notEnough' when they do not; nothing for an unpaid request or without dates.
 */
export function sickBalanceAlert(input: { balanceSeconds: number; paid: boolean; startDate: string; endDate?: string }): 'enough' | 'notEnough' | undefined {
  const DATE = /^\d{4}-\d{2}-\d{2}$/u;
  if (!input.paid || !DATE.test(input.startDate)) return undefined;
  const end = input.endDate && DATE.test(input.endDate) && input.endDate >= input.startDate ? input.endDate : input.startDate;
  const days = Math.max(1, leaveDays(input.startDate, end, WORKWEEK).length);
  return days * DAY_SECONDS <= input.balanceSeconds ? 'enough' : 'notEnough';
}
