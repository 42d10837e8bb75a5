/**
 * The demo's timesheets (issue 15): John Doe and Maria Garcia have four weeks of periods before the
 * current one, Acme's workweek starting on Sunday; the third of them has overtime; the first three
 * are a closed pay period, so a payroll run of the second and third weeks takes their hours (a run's
 * hours come from closed days only, docs/decisions/0042-run-hours-from-closed-days.md). Written through the timesheet's services as Acme's owner would, so every
 * rule holds and every change is on Acme's audit trail.
 */
import type { TAuditScope } from '../../functions/core/audit.js';
import { contextWithAudit, type TRequestContext } from '../../functions/core/http.js';
import { TimesheetClosureEntity } from '../../functions/timesheet/data/timesheet.entities.js';
import { companyEmployments } from '../../functions/workforce/services/employments.js';
import { weekStartOf } from '../../shared/timesheet/rules.js';
import { addDays } from '../../shared/timesheet/timesheet.schema.js';
import { localDate } from '../../shared/core/zoned-time.js';
import { DEMO_ACCOUNTS, DEMO_IDS } from './demo.js';

const ZONE = 'America/New_York';

export function acmeOwner(event: string): TRequestContext {
  const owner = DEMO_ACCOUNTS.find((a) => a.firstName === 'Olivia')!;
  const audit: TAuditScope = {
    event, route: 'seed', correlationId: 'seed',
    producer: { type: 'PERSON', email: owner.email },
    consumer: { type: 'COMPANY', workspaceId: DEMO_IDS.acme },
    props: { source: 'local demo seed' }, recorded: false,
  };
  return contextWithAudit(
    {
      principal: { userId: 'seed', email: owner.email, staff: false, roles: [], grants: [], workspaces: [DEMO_IDS.acme] },
      workspaceId: DEMO_IDS.acme, timeZone: ZONE, correlationId: 'seed', sourceIp: 'local', actingForClient: false,
    },
    audit,
  );
}

/** A weekday's periods: a morning and an afternoon, the overtime week's afternoons longer. */
function dayPlan(who: 'john' | 'maria', overtime: boolean): [string, string][] {
  if (who === 'john') return [['09:00', '12:30'], ['13:00', overtime ? '19:00' : '17:30']];
  return [['08:30', '12:00'], ['12:30', overtime ? '18:00' : '17:00']];
}

export async function seedTimesheets(): Promise<void> {
  if (await TimesheetClosureEntity.get({ companyId: DEMO_IDS.acme }, { consistent: true })) return;
  const { addPeriod } = await import('../../functions/timesheet/services/records.js');
  const { closePayPeriod } = await import('../../functions/timesheet/services/pay-periods.js');
  const employments = await companyEmployments(DEMO_IDS.acme);
  const maria = employments.find((e) => e.email === 'maria.garcia@example.com');
  const team: [string, 'john' | 'maria'][] = [[DEMO_IDS.johnEmployment, 'john'], ...(maria ? [[maria.id, 'maria'] as [string, 'maria']] : [])];
  const thisWeek = weekStartOf(localDate(Date.now(), ZONE), 0);
  const first = addDays(thisWeek, -28);
  for (let week = 0; week < 4; week += 1) {
    for (let weekday = 1; weekday <= 5; weekday += 1) {
      const date = addDays(first, week * 7 + weekday);
      for (const [employmentId, who] of team) {
        for (const [start, end] of dayPlan(who, week === 2)) {
          await addPeriod({ employmentId, workPeriodStart: `${date}T${start}`, workPeriodEnd: `${date}T${end}`, type: 'REGULAR' }, acmeOwner('TIMESHEET_RECORD_CREATED'));
        }
      }
    }
  }
  await closePayPeriod({ startDate: first, endDate: addDays(first, 20) }, acmeOwner('TIMESHEET_PAY_PERIOD_CLOSED'));
}
