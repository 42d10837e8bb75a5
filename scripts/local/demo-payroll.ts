/**
 * The demo's payroll (issue 17): Acme Corp's payroll details, and two saved biweekly payrolls for
 * John Doe and Maria Garcia, for the two fortnights before the demo's timesheet weeks (80 regular
 * hours each), so their paystubs exist and the year to date carries into the next run. The run of
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
  const maria = (await companyEmployments(DEMO_IDS.acme)).find((e) => e.email === 'maria.garcia@example.com');
  const ids = [DEMO_IDS.johnEmployment, ...(maria ? [maria.id] : [])];
  for (const p of periods) {
    await createRun({ ...p, lines: ids.map((employmentId) => ({ employmentId, regularHours: 8000, overtimeHours: 0, doubleTimeHours: 0, holidayHours: 0, ptoHours: 0, sickLeaveHours: 0, bonus: 0, owedTips: 0, paidTips: 0, commission: 0, expenseReimburse: 0 })) }, acmeOwner('PAYROLL_CREATED'));
  }
}
