/**
 * Hours worked for payroll, through the timesheet's service (docs/decisions/0027-timesheet.md): per
 * employment, the workweeks that end within the pay period, each whole, split into regular and
 * overtime under the company's policy, with paid holiday hours. A workweek that a pay period cuts is
 * paid in the period it ends in, so each week is paid once and its overtime is never split.
 */
import { addDays } from '../../../shared/timesheet/timesheet.schema.js';
import { queryAll } from '../../core/entity.js';
import { workweekRulesOf } from '../../policies/services/workweek.js';
import { companyEmployments } from '../../workforce/services/employments.js';
import { TimeRecordEntity, TimesheetClosureEntity } from '../data/timesheet.entities.js';
import { nowMs } from './ledger.js';
import { secondsByDay, weekTotals } from './summary.js';
import { weekStartOf } from '../../../shared/timesheet/rules.js';

export interface TPeriodHours {
  employmentId: string;
  weeks: { weekStart: string; weekEnd: string; regularSeconds: number; overtimeSeconds: number; holidaySeconds: number }[];
  regularSeconds: number;
  overtimeSeconds: number;
  holidaySeconds: number;
}

export async function hoursForPayPeriod(input: { companyId: string; startDate: string; endDate: string; employmentIds?: string[] }): Promise<TPeriodHours[]> {
  const rules = await workweekRulesOf(input.companyId);
  const weeks: string[] = [];
  for (let w = weekStartOf(addDays(input.startDate, -6), rules.weekStartsOn); addDays(w, 6) <= input.endDate; w = addDays(w, 7)) {
    if (addDays(w, 6) >= input.startDate) weeks.push(w);
  }
  if (!weeks.length) return [];
  const [employments, records] = await Promise.all([
    companyEmployments(input.companyId),
    queryAll(TimeRecordEntity, { index: 'GSI1', pk: `TSCO#${input.companyId}`, skBetween: [`${addDays(weeks[0]!, -1)}#`, `${addDays(weeks.at(-1)!, 6)}#~`] }, 50_000),
  ]);
  const now = nowMs();
  return employments
    .filter((e) => e.type === 'STAFF' && (!input.employmentIds || input.employmentIds.includes(e.id)))
    .map((e) => {
      const totals = weekTotals(weeks, secondsByDay(records.filter((r) => r.employmentId === e.id), now), rules, e);
      const sum = (k: 'regularSeconds' | 'overtimeSeconds' | 'holidaySeconds') => totals.reduce((s, w) => s + w[k], 0);
      return {
        employmentId: e.id,
        weeks: totals.map(({ weekStart, weekEnd, regularSeconds, overtimeSeconds, holidaySeconds }) => ({ weekStart, weekEnd, regularSeconds, overtimeSeconds, holidaySeconds })),
        regularSeconds: sum('regularSeconds'),
        overtimeSeconds: sum('overtimeSeconds'),
        holidaySeconds: sum('holidaySeconds'),
      };
    });
}

/**
 * Seconds worked per employment and day on the company's days from `from` to `to` (inclusive),
 * REGULAR and OVERTIME records only, each cut at local midnight (the leave accrual's input: sick
 * leave is earned by hours worked, spec 000 §5). One Query of the company's records on GSI1.
 */
export async function workedSecondsByDay(input: { companyId: string; from: string; to: string }): Promise<Map<string, Map<string, number>>> {
  const records = await queryAll(TimeRecordEntity, { index: 'GSI1', pk: `TSCO#${input.companyId}`, skBetween: [`${addDays(input.from, -1)}#`, `${input.to}#~`] }, 500_000);
  const byEmployment = new Map<string, typeof records>();
  for (const r of records) {
    const own = byEmployment.get(r.employmentId);
    if (own) own.push(r);
    else byEmployment.set(r.employmentId, [r]);
  }
  const now = nowMs();
  const out = new Map<string, Map<string, number>>();
  for (const [employmentId, own] of byEmployment) {
    const days = new Map<string, number>();
    for (const [day, seconds] of secondsByDay(own, now).worked) if (day >= input.from && day <= input.to) days.set(day, seconds);
    out.set(employmentId, days);
  }
  return out;
}

/** The last day of the company's closed pay periods (undefined while none is closed). */
export async function closedThroughOf(companyId: string): Promise<string | undefined> {
  return (await TimesheetClosureEntity.get({ companyId }))?.closedThrough;
}
