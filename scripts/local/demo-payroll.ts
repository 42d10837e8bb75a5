/**
 * The demo's payroll (issue 17): Acme Corp's payroll details; last year's biweekly payrolls for John
 * Doe and Maria Garcia (carried over from Acme's previous system, without notices), so their W-2s for
 * last year can be previewed; and two saved biweekly payrolls this year, for the two fortnights before
 * the demo's timesheet weeks (80 regular hours each), so their paystubs exist and the year to date
 * carries into the next run. The run of
 * the timesheet's weeks (the third of them has overtime) is left for the owner to make. Written
 * through the payroll's services as Acme's owner would, so every rule holds and every change is
 * on Acme's audit trail.
 */
import { PayrollDetailsEntity } from '../../functions/payroll/data/payroll.entities.js';
import { companyEmployments } from '../../functions/workforce/services/employments.js';
import { localDate } from '../../shared/core/zoned-time.js';
import { TAX_YEARS } from '../../shared/payroll/tables/index.js';
import { weekStartOf } from '../../shared/timesheet/rules.js';
import { addDays } from '../../shared/timesheet/timesheet.schema.js';
import { DEMO_IDS } from './demo.js';
import { acmeOwner } from './seed-timesheet.js';

/** The demo's saved payrolls, by period: the timesheet's first week starts 28 days before this week. */
export function demoPayPeriods(today = localDate(Date.now(), 'America/New_York')) {
  const first = addDays(weekStartOf(today, 0), -28);
  return [
    { payPeriodStart: addDays(first, -28), payPeriodEnd: addDays(first, -15), payDate: addDays(first, -9) },
    { payPeriodStart: addDays(first, -14), payPeriodEnd: addDays(first, -1), payDate: addDays(first, 5) },
  ];
}

export async function seedPayroll(): Promise<void> {
  if (await PayrollDetailsEntity.get({ companyId: DEMO_IDS.acme }, { consistent: true })) return;
  const { saveDetails } = await import('../../functions/payroll/services/details.js');
  const { createRun } = await import('../../functions/payroll/services/create-run.js');
  const periods = demoPayPeriods();
  await saveDetails(
    {
      payFrequency: 'BIWEEKLY', nextPayDate: addDays(periods[1]!.payDate, 28), workplaces: ['Albany HQ', 'Brooklyn workshop'], phone: '+1 518 555 0142',
      federalAccountId: '12-3456789', nyWithholdingId: '123456789', nyUiEmployerNumber: '4567890', nyUiRatePercent: 4.1, nycWithholding: true,
    },
    acmeOwner('PAYROLL_DETAILS_SAVED'),
  );
  // Taxes are computed only for years with published tables; a demo started later skips the history.
  if (periods.some((p) => !TAX_YEARS.includes(Number(p.payDate.slice(0, 4))))) return;
  const team = (await companyEmployments(DEMO_IDS.acme)).filter((e) => e.id === DEMO_IDS.johnEmployment || e.email === 'maria.garcia@example.com');
  const lines = (p: { payPeriodStart: string }) =>
    team
      .filter((e) => e.startDate <= p.payPeriodStart)
      .map((e) => ({ employmentId: e.id, regularHours: 8000, overtimeHours: 0, doubleTimeHours: 0, holidayHours: 0, ptoHours: 0, sickLeaveHours: 0, bonus: 0, owedTips: 0, paidTips: 0, commission: 0, expenseReimburse: 0 }));
  const lastYear = Number(periods[0]!.payDate.slice(0, 4)) - 1;
  if (TAX_YEARS.includes(lastYear)) {
    for (const p of lastYearPeriods(lastYear)) {
      if (lines(p).length) await createRun({ ...p, lines: lines(p) }, acmeOwner('PAYROLL_CREATED'), { notify: false });
    }
  }
  for (const p of periods) await createRun({ ...p, lines: lines(p) }, acmeOwner('PAYROLL_CREATED'));
}

/** Last year's biweekly periods from its first Sunday, each paid the Friday after, all paid within the year. */
export function lastYearPeriods(year: number) {
  let start = `${year}-01-01`;
  while (new Date(`${start}T00:00:00Z`).getUTCDay() !== 0) start = addDays(start, 1);
  const out: { payPeriodStart: string; payPeriodEnd: string; payDate: string }[] = [];
  for (; addDays(start, 19) <= `${year}-12-31`; start = addDays(start, 14)) out.push({ payPeriodStart: start, payPeriodEnd: addDays(start, 13), payDate: addDays(start, 19) });
  return out;
}
