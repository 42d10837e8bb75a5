import { localDate } from '../../../shared/core/zoned-time.js';
import { dayLeave } from '../../../shared/timesheet/rules.js';
import { workspaceTypeOf } from '../../../shared/core/workspace.js';
import { isConsented } from '../../../shared/workforce/rules.js';
import { addDays, type TCompanyTimesheet, type TEmployeeTimesheet, type TTimesheet } from '../../../shared/timesheet/timesheet.schema.js';
import { queryAll } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { principalOf, type TRequestContext, workspaceOf } from '../../core/http.js';
import { workweekRulesOf, type TWorkweekRules } from '../../policies/services/workweek.js';
import { companyEmployments, partyEmployments } from '../../workforce/services/employments.js';
import { projectTitlesOf } from '../../workforce/services/projects.js';
import { TimeRecordEntity, TimesheetClosureEntity, TimesheetStateEntity, type TTimeRecordItem } from '../data/timesheet.entities.js';
import { accessTo, timesheetGrants } from './access.js';
import { isoOf, nowMs, recordsBetween, zoneOf } from './ledger.js';
import { toView } from './records.js';
import { daysOf, readRange, secondsByDay, weeksOver, weekTotals } from './summary.js';

/** The person's employments they keep a timesheet for (STAFF, accepted, not terminated), with projects. */
export async function listAssignments(_input: unknown, ctx: TRequestContext) {
  const own = (await partyEmployments(workspaceOf(ctx))).data.filter(
    (e) => e.type === 'STAFF' && e.status !== 'TERMINATED' && (e.consent === 'ACCEPTED' || e.consent === 'NOT_REQUIRED'),
  );
  const titles = new Map<string, Map<string, string>>();
  await Promise.all(
    [...new Set(own.map((e) => e.employerId))].map(async (companyId) => {
      titles.set(companyId, new Map((await projectTitlesOf(companyId)).map((p) => [p.id, p.title])));
    }),
  );
  return {
    data: own.map((e) => ({
      employmentId: e.id,
      employerId: e.employerId,
      employerName: e.employerName ?? '',
      projects: e.projectIds.flatMap((id) => {
        const title = titles.get(e.employerId)?.get(id);
        return title ? [{ id, title }] : [];
      }),
    })),
  };
}

/** An employment's days between two dates, its workweeks' totals and its running record. */
export async function getTimesheet(input: { employmentId: string; startDate: string; endDate: string }, ctx: TRequestContext): Promise<TTimesheet> {
  const access = await accessTo(input.employmentId, ctx);
  const zoneId = zoneOf(ctx);
  const { id: employmentId, companyId } = access.employment;
  const rules = await workweekRulesOf(companyId);
  const [from, to] = readRange(input.startDate, input.endDate, rules);
  const [all, state, closure] = await Promise.all([
    recordsBetween(employmentId, from, to, false),
    TimesheetStateEntity.get({ employmentId }),
    TimesheetClosureEntity.get({ companyId }),
  ]);
  const records = access.projectId ? all.filter((r) => r.projectId === access.projectId) : all;
  const now = nowMs();
  const byDay = secondsByDay(records, now);
  let open = state?.openRecordId ? records.find((r) => r.id === state.openRecordId) : undefined;
  if (state?.openRecordId && !open) {
    const found = await TimeRecordEntity.get({ employmentId, date: state.openRecordDate!, id: state.openRecordId });
    open = found && (!access.projectId || found.projectId === access.projectId) ? found : undefined;
  }
  return {
    employmentId,
    zoneId,
    today: localDate(now, zoneId),
    serverTime: isoOf(now),
    days: daysOf(input.startDate, input.endDate, records, byDay, rules, closure?.closedThrough, now),
    weeks: weekTotals(weeksOver(input.startDate, input.endDate, rules), byDay, rules, access.employment),
    ...(open ? { open: toView(open, now) } : {}),
    ...(closure ? { closedThrough: closure.closedThrough } : {}),
  };
}

/** Which employer the company view reads, and which of its employments (and project) the caller covers. */
async function companyScope(input: { employerId?: string; projectId?: string }, ctx: TRequestContext) {
  const workspaceId = workspaceOf(ctx);
  if (workspaceTypeOf(workspaceId) === 'COMPANY') {
    if (input.employerId && input.employerId !== workspaceId) throw new AppError(40018, { param: 'employerId' });
    return { companyId: workspaceId, covers: () => true, projectId: input.projectId };
  }
  // A person: a holder of TIMESHEET_OPERATE grants of that employer, for exactly their employment or project.
  if (!input.employerId) throw new AppError('invalid_request', { param: 'employerId', message: 'Choose the employer' });
  const grants = ctx.actingForClient ? [] : timesheetGrants(principalOf(ctx).grants).filter((g) => g.companyId === input.employerId);
  if (!grants.length) throw new AppError(40018, { param: 'employerId' });
  const projects = grants.flatMap((g) => (g.projectId ? [g.projectId] : []));
  const employments = grants.flatMap((g) => (g.projectId ? [] : [g.employmentId!]));
  if (input.projectId && !projects.includes(input.projectId)) throw new AppError(40018, { param: 'projectId' });
  return {
    companyId: input.employerId,
    covers: (e: { id: string; projectIds: string[] }, r?: TTimeRecordItem) =>
      employments.includes(e.id) || projects.some((p) => e.projectIds.includes(p) && (!r || r.projectId === p)),
    projectId: input.projectId,
  };
}

/**
 * The company's timesheets (§3 Filter): each employee's days and workweeks between two dates, regular
 * and overtime under the policy, with its flags (more than 16 hours in a day; less than 8 hours'
 * break since the day before). One Query on the company's records by day (GSI1).
 */
export async function companyTimesheet(
  input: { startDate: string; endDate: string; employmentsId?: string[]; projectId?: string; employerId?: string },
  ctx: TRequestContext,
): Promise<TCompanyTimesheet> {
  const scope = await companyScope(input, ctx);
  const rules = await workweekRulesOf(scope.companyId);
  const [from, to] = readRange(input.startDate, input.endDate, rules);
  const [employments, records, closure] = await Promise.all([
    companyEmployments(scope.companyId),
    queryAll(TimeRecordEntity, { index: 'GSI1', pk: `TSCO#${scope.companyId}`, skBetween: [`${from}#`, `${to}#~`] }, 50_000),
    TimesheetClosureEntity.get({ companyId: scope.companyId }),
  ]);
  const chosen = employments.filter(
    (e) =>
      e.type === 'STAFF' && isConsented(e) && e.startDate <= input.endDate && (!e.terminationDate || e.terminationDate >= input.startDate) &&
      (!input.employmentsId?.length || input.employmentsId.includes(e.id)) &&
      (!scope.projectId || e.projectIds.includes(scope.projectId)) && scope.covers(e),
  );
  const now = nowMs();
  const weeks = weeksOver(input.startDate, input.endDate, rules);
  const data = chosen
    .map((e): TEmployeeTimesheet => {
      const own = records.filter((r) => r.employmentId === e.id && (!scope.projectId || r.projectId === scope.projectId) && scope.covers(e, r));
      const byDay = secondsByDay(own, now);
      const days = daysOf(input.startDate, input.endDate, own, byDay, rules, closure?.closedThrough, now).map((d) => ({
        date: d.date,
        workedSeconds: d.durationInSeconds,
        isClosed: d.isClosed,
        isHoliday: d.isHoliday,
        ...(dayLeave(d) ? { leave: dayLeave(d)! } : {}),
        overLimit: d.durationInSeconds > rules.dailyLimitHours * 3600,
        shortBreak: shortBreak(own, d.date, rules),
        open: d.records.some((r) => !r.endedAt),
      }));
      const weekly = weekTotals(weeks, byDay, rules, e);
      const sum = (k: 'workedSeconds' | 'regularSeconds' | 'overtimeSeconds' | 'holidaySeconds') => weekly.reduce((s, w) => s + w[k], 0);
      return {
        employmentId: e.id,
        name: e.name,
        days,
        weeks: weekly,
        totals: { workedSeconds: sum('workedSeconds'), regularSeconds: sum('regularSeconds'), overtimeSeconds: sum('overtimeSeconds'), holidaySeconds: sum('holidaySeconds') },
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return { employerId: scope.companyId, startDate: input.startDate, endDate: input.endDate, weekStartsOn: rules.weekStartsOn, data };
}


/** Less than the policy's break between the previous day's last period and this day's first (both worked). */
function shortBreak(records: readonly TTimeRecordItem[], date: string, rules: TWorkweekRules): boolean {
  const work = records.filter((r) => r.type === 'REGULAR' || r.type === 'OVERTIME');
  const firstToday = work.filter((r) => r.date === date).map((r) => Date.parse(r.startedAt)).sort((a, b) => a - b)[0];
  const lastBefore = work
    .filter((r) => r.date === addDays(date, -1) && r.endedAt)
    .map((r) => Date.parse(r.endedAt!))
    .sort((a, b) => b - a)[0];
  return firstToday !== undefined && lastBefore !== undefined && firstToday - lastBefore < rules.minBreakHours * 3_600_000;
}
