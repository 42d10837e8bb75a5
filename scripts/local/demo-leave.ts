/**
 * Demo data of vacation and sick leave (issue 16; docs/decisions/0031-leave-balances.md), after the
 * policies and the timesheets: the accrual job runs for Acme Corp (John's closed weeks earn sick
 * leave, the year so far earns PTO; Tom's unsigned policy still accrues), Acme adds John 16 hours of
 * sick-leave carryover from its previous system, John has one approved vacation and one sick-leave
 * request waiting for Acme. Written through the services, as the job, John and Acme's owner would;
 * skipped when John has a vacation request already, so a re-run changes nothing.
 */
import type { TAuditScope } from '../../functions/core/audit.js';
import { contextWithAudit, type TRequestContext } from '../../functions/core/http.js';
import { addDays } from '../../shared/timesheet/timesheet.schema.js';
import { DEMO_ACCOUNTS, DEMO_IDS } from './demo.js';

const ZONE = 'America/New_York';

function contextAs(event: string, who: { userId: string; email: string }, workspaceId: string): TRequestContext {
  const audit: TAuditScope = {
    event, route: 'seed', correlationId: 'seed', producer: { type: 'PERSON', userId: who.userId, email: who.email },
    consumer: { type: workspaceId.startsWith('c_') ? 'COMPANY' : 'PERSON', workspaceId }, props: { source: 'local demo seed' }, recorded: false,
  };
  return contextWithAudit(
    { principal: { userId: who.userId, email: who.email, staff: false, roles: [], grants: [], workspaces: [workspaceId] }, workspaceId, timeZone: ZONE, correlationId: 'seed', sourceIp: 'local', actingForClient: false },
    audit,
  );
}

/** The first Monday at least `days` days after `today`. */
function mondayAfter(today: string, days: number): string {
  let d = addDays(today, days);
  while (new Date(`${d}T00:00:00Z`).getUTCDay() !== 1) d = addDays(d, 1);
  return d;
}

export async function seedLeave(): Promise<void> {
  const { EmailClaimEntity } = await import('../../functions/identity/data/identity.entities.js');
  const { VacationEntity } = await import('../../functions/leave/data/leave.entities.js');
  const { queryAll } = await import('../../functions/core/entity.js');
  if ((await queryAll(VacationEntity, { pk: `LEAVE#${DEMO_IDS.johnEmployment}`, skBeginsWith: 'VCR#' })).length) return;
  const { runLeaveAccrual } = await import('../../functions/leave/services/accrual.js');
  const { addCarryover } = await import('../../functions/leave/services/balances.js');
  const { createVacation, setVacationStatus } = await import('../../functions/leave/services/vacations.js');
  const { createSickRequest } = await import('../../functions/leave/services/sick-requests.js');
  const { getOwnEmployment } = await import('../../functions/workforce/services/employments.js');
  const { localDate } = await import('../../shared/core/zoned-time.js');

  const today = localDate(Date.now(), ZONE);
  const run = await runLeaveAccrual({ asOf: today, runId: 'demo-seed', companyId: DEMO_IDS.acme });
  if (run.failures.length) throw new Error(`seed: leave accrual failed: ${JSON.stringify(run.failures)}`);

  const claim = async (email: string) => {
    const c = await EmailClaimEntity.get({ email }, { consistent: true });
    if (!c) throw new Error(`seed: no account for ${email}`);
    return { userId: c.userId, email };
  };
  const owner = await claim(DEMO_ACCOUNTS.find((a) => a.firstName === 'Olivia')!.email);
  const john = await claim(DEMO_ACCOUNTS.find((a) => a.firstName === 'John')!.email);
  const employment = await getOwnEmployment(DEMO_IDS.acme, DEMO_IDS.johnEmployment);
  const employmentId = employment.id;

  await addCarryover({ employmentId, kind: 'SICK', carryover: 16, comment: 'Carried over from the previous payroll system' }, contextAs('LEAVE_CARRYOVER_ADDED', owner, DEMO_IDS.acme));

  // An approved vacation: the Monday and Tuesday two weeks ahead (notice given), paid.
  const start = mondayAfter(today, 14);
  const vacation = await createVacation(
    { employmentId, startDate: start, endDate: addDays(start, 1), paid: true, employeeComment: 'Visiting family' },
    contextAs('VACATION_REQUESTED', john, employment.personId),
  );
  await setVacationStatus({ employmentId, id: vacation.id, status: 'APPROVED', comment: 'Approved, enjoy!' }, contextAs('VACATION_STATUS_CHANGED', owner, DEMO_IDS.acme));

  // A sick-leave request waiting for Acme: a day of a planned medical procedure next week.
  const day = mondayAfter(today, 3);
  await createSickRequest(
    { employmentId, startDate: addDays(day, 2), endDate: addDays(day, 2), paid: true, comment: 'Scheduled medical procedure' },
    contextAs('SICK_LEAVE_REQUESTED', john, employment.personId),
  );
}
