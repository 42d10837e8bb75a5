/**
 * PTO and sick-leave hours of a pay period, for payroll (issue 17) to read through this service:
 * per employment, the paid days of approved vacations and of sick leave records that fall in the
 * period, 8 hours a day (a one-day vacation with times: its own length), and the unpaid ones apart.
 * Two Queries of the company's indexes (docs/data-model.md L4).
 */
import { DAY_SECONDS } from '../../../shared/leave/rules.js';
import { addDays } from '../../../shared/timesheet/timesheet.schema.js';
import { queryAll } from '../../core/entity.js';
import { employmentLeavePolicy } from '../../policies/services/leave-terms.js';
import { SickLeaveEntity, VacationEntity } from '../data/leave.entities.js';
import { readCurrent, usedThisYear } from './ledger.js';

export interface TLeaveHours {
  employmentId: string;
  ptoSeconds: number;
  unpaidVacationSeconds: number;
  sickPaidSeconds: number;
  sickUnpaidSeconds: number;
}

/** A request or record spans at most 31 days, so one starting 31 days before the period may reach into it. */
const REACH_DAYS = 31;

export async function leaveHoursForPayPeriod(input: { companyId: string; startDate: string; endDate: string; employmentIds?: readonly string[] }): Promise<TLeaveHours[]> {
  const range: [string, string] = [addDays(input.startDate, -REACH_DAYS), `${input.endDate}#~`];
  const [vacations, records] = await Promise.all([
    queryAll(VacationEntity, { index: 'GSI1', pk: `VCRCO#${input.companyId}`, skBetween: range }, 20_000),
    queryAll(SickLeaveEntity, { index: 'GSI1', pk: `SLCO#${input.companyId}`, skBetween: range }, 20_000),
  ]);
  const out = new Map<string, TLeaveHours>();
  const row = (employmentId: string) => {
    let r = out.get(employmentId);
    if (!r) out.set(employmentId, (r = { employmentId, ptoSeconds: 0, unpaidVacationSeconds: 0, sickPaidSeconds: 0, sickUnpaidSeconds: 0 }));
    return r;
  };
  const wanted = (id: string) => !input.employmentIds || input.employmentIds.includes(id);
  const inPeriod = (d: string) => d >= input.startDate && d <= input.endDate;
  for (const v of vacations) {
    if (!wanted(v.employmentId) || (v.status !== 'APPROVED' && v.status !== 'COMPLETED')) continue;
    const perDay = v.days.length === 1 ? v.duration : DAY_SECONDS;
    const seconds = v.days.filter(inPeriod).length * perDay;
    if (seconds) row(v.employmentId)[v.paid ? 'ptoSeconds' : 'unpaidVacationSeconds'] += seconds;
  }
  for (const r of records) {
    if (!wanted(r.employmentId)) continue;
    for (const d of r.days.filter((x) => inPeriod(x.date))) row(r.employmentId)[d.paid ? 'sickPaidSeconds' : 'sickUnpaidSeconds'] += DAY_SECONDS;
  }
  return [...out.values()];
}

/** What a pay statement shows of an employee's sick leave (NYC Admin. Code §20-919): this year's accrual and use, and the balance. */
export interface TSickStatement {
  accruedSeconds: number;
  usedSeconds: number;
  balanceSeconds: number;
}

/**
 * The sick-leave statement of each employment that has a sick leave policy, as of `today`: the
 * balance item and the company's accrual shard, read as the balance screen reads them.
 */
export async function sickStatementsFor(input: { companyId: string; today: string; employments: readonly { id: string; personId: string; startDate: string }[] }): Promise<Map<string, TSickStatement>> {
  const out = new Map<string, TSickStatement>();
  await Promise.all(
    input.employments.map(async (e) => {
      const policy = await employmentLeavePolicy(input.companyId, e.id, 'SICK');
      if (!policy) return;
      const current = await readCurrent({ ...e, companyId: input.companyId }, 'SICK', input.today, policy.terms.policyId);
      const year = Number(input.today.slice(0, 4));
      out.set(e.id, {
        accruedSeconds: current.accrual.year === year ? current.accrual.yearEarned : 0,
        usedSeconds: usedThisYear(current),
        balanceSeconds: current.total,
      });
    }),
  );
  return out;
}
