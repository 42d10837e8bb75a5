/**
 * The timesheet against the local stack (issue 15): the server's rules at their boundaries, the
 * timer under a race, closed and leave days, time zones, the company's view and who may act.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { as, call, stackEnv } from '../support/api.js';
import { auditEvents } from '../support/aws.js';
import { act, newPerson, type TActor } from '../support/billing.js';
import { companyWithEmployee, days, daysAgo, hire, NY, period, ts, type TEmployee } from '../support/timesheet.js';

describe('periods: the server checks of §5 at their boundaries', () => {
  let employee: TEmployee;
  const day = daysAgo(9);
  beforeAll(async () => {
    ({ employee } = await companyWithEmployee('Boundaries LLC'));
  });

  it('accepts back-to-back periods and refuses one second of overlap, with the code that says how', async () => {
    const e = employee.employmentId;
    expect((await period(employee, e, `${day}T09:00`, `${day}T12:00`)).status).toBe(201);
    const next = await period(employee, e, `${day}T12:00`, `${day}T13:00`);
    expect(next.status, next.text).toBe(201);
    expect(next.body).toMatchObject({ mode: 'MANUAL', type: 'REGULAR', date: day, workPeriodStart: `${day}T12:00:00`, workPeriodEnd: `${day}T13:00:00`, durationInSeconds: 3600 });
    const code = async (start: string, end: string) => (await period(employee, e, `${day}T${start}`, `${day}T${end}`)).body.systemCode;
    expect(await code('11:59:59', '12:30')).toBe(40041); // one second into 09:00–12:00
    expect(await code('08:00', '09:00:01')).toBe(40042);
    expect(await code('10:00', '11:00')).toBe(40044);
    expect(await code('08:00', '14:00')).toBe(40046);
    expect(await code('12:59:59', '14:00')).toBe(40041);
    expect(await code('13:00', '12:00')).toBe(40039);
    expect(await code('13:00', '13:00')).toBe(40040);
    expect((await period(employee, e, `${day}T13:00`, `${day}T14:00`)).status).toBe(201);
    expect((await period(employee, e, `${day}T08:00`, `${day}T09:00`)).status).toBe(201);
  });

  it("says 'Invalid date format' for a malformed time, and refuses the future and periods over 24 hours", async () => {
    const e = employee.employmentId;
    const bad = await period(employee, e, `${day} 09:00`, `${day}T10:00`);
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.workPeriodStart).toEqual(['Invalid date format']);
    expect((await period(employee, e, `${day}T25:00`)).body.fieldErrors?.workPeriodStart).toEqual(['Invalid date format']);
    expect((await period(employee, e, `${daysAgo(-2)}T09:00`, `${daysAgo(-2)}T10:00`)).body.systemCode).toBe('invalid_period');
    const long = await period(employee, e, `${daysAgo(20)}T08:00`, `${daysAgo(19)}T08:00:01`);
    expect(long.body).toMatchObject({ systemCode: 'invalid_request', fieldErrors: { workPeriodEnd: ['A period cannot be longer than 24 hours'] } });
    const noEnd = await period(employee, e, `${daysAgo(20)}T08:00`);
    expect(noEnd.body.fieldErrors?.workPeriodEnd).toEqual(['Enter the end time']);
    expect((await period(employee, e, `${daysAgo(20)}T08:00`, `${daysAgo(20)}T09:00`, { projectId: 'nope' })).body.systemCode).toBe('invalid_request');
  });

  it('edits and deletes a period (40043 once it is gone), never into an overlap', async () => {
    const e = employee.employmentId;
    const d = daysAgo(8);
    const a = (await period(employee, e, `${d}T09:00`, `${d}T10:00`)).body;
    const b = (await period(employee, e, `${d}T10:00`, `${d}T11:00`)).body;
    const clash = await ts(employee, 'PUT', `/api/timesheet/employments/${e}/records/${a.id}`, { workPeriodStart: `${d}T09:00`, workPeriodEnd: `${d}T10:00:01` });
    expect(clash.body.systemCode).toBe(40042);
    const moved = await ts(employee, 'PUT', `/api/timesheet/employments/${e}/records/${a.id}`, { workPeriodStart: `${d}T08:30`, workPeriodEnd: `${d}T10:00` });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ id: a.id, durationInSeconds: 5400 });
    expect((await ts(employee, 'DELETE', `/api/timesheet/employments/${e}/records/${b.id}`)).status).toBe(200);
    expect((await ts(employee, 'DELETE', `/api/timesheet/employments/${e}/records/${b.id}`)).body.systemCode).toBe(40043);
    expect((await ts(employee, 'PUT', `/api/timesheet/employments/${e}/records/${b.id}`, { workPeriodStart: `${d}T10:00`, workPeriodEnd: `${d}T11:00` })).body.systemCode).toBe(40043);
    expect((await ts(employee, 'DELETE', `/api/timesheet/employments/${e}/records/not-an-id`)).body.systemCode).toBe(40043);
    // Moved to another day, the record takes a new id (its day is in it).
    const other = await ts(employee, 'PUT', `/api/timesheet/employments/${e}/records/${a.id}`, { workPeriodStart: `${daysAgo(7)}T08:30`, workPeriodEnd: `${daysAgo(7)}T10:00` });
    expect(other.status, other.text).toBe(200);
    expect(other.body.id).not.toBe(a.id);
    expect((await days(employee, e, d)).body.days[0].records).toEqual([]);
    expect((await days(employee, e, daysAgo(7))).body.days[0].records.map((r: { id: string }) => r.id)).toEqual([other.body.id]);
  });
});

describe('the timer', () => {
  let employee: TEmployee;
  beforeAll(async () => {
    ({ employee } = await companyWithEmployee('Timer LLC'));
  });

  it('gives exactly one open record to 50 Starts at once, which Stop ends', async () => {
    const e = employee.employmentId;
    const starts = await Promise.all(Array.from({ length: 50 }, () => ts(employee, 'POST', `/api/timesheet/employments/${e}/start`, {})));
    for (const s of starts) expect(s.status, s.text).toBe(200);
    const ids = new Set(starts.map((s) => s.body.id));
    expect(ids.size).toBe(1);
    const sheet = (await days(employee, e, daysAgo(0))).body;
    expect(sheet.open.id).toBe([...ids][0]);
    expect(sheet.days[0].records.filter((r: { endedAt?: string }) => !r.endedAt)).toHaveLength(1);
    expect(sheet.open).toMatchObject({ mode: 'AUTO', type: 'REGULAR', zoneId: NY });
    // A reload or a second device reads the same start from the server.
    expect((await days(employee, e, daysAgo(0))).body.open.startedAt).toBe(starts[0]!.body.startedAt);
    // While it runs, a period by hand after its start overlaps it.
    const during = await period(employee, e, `${daysAgo(0)}T23:58`, `${daysAgo(0)}T23:59`);
    expect([400, 409]).toContain(during.status);
    await new Promise((done) => setTimeout(done, 1100));
    const stopped = await ts(employee, 'POST', `/api/timesheet/employments/${e}/stop`);
    expect(stopped.status, stopped.text).toBe(200);
    expect(stopped.body.endedAt).toBeDefined();
    expect((await ts(employee, 'POST', `/api/timesheet/employments/${e}/stop`)).body.systemCode).toBe('no_record');
  });

  it('blocks a new Start while a record from an earlier day is open (40038) until its end is set', async () => {
    const { employee: other, company } = await companyWithEmployee('Forgetful LLC');
    const e = other.employmentId;
    const yesterday = daysAgo(1);
    // Yesterday's timer, never stopped: written as Start would have written it then.
    Object.assign(process.env, stackEnv());
    const { TimesheetStateEntity, TimeRecordEntity } = await import('../../functions/timesheet/data/timesheet.entities.js');
    const { ddb } = await import('../../functions/core/ddb.js');
    const { config } = await import('../../functions/core/config.js');
    const { TransactWriteCommand } = await import('@aws-sdk/lib-dynamodb');
    const id = `${yesterday.replaceAll('-', '')}-01KB00000000000000000000AA`;
    const startedAt = new Date(Date.parse(`${yesterday}T14:00:00Z`)).toISOString().replace('.000Z', 'Z');
    await ddb.send(new TransactWriteCommand({
      TransactItems: [
        TimesheetStateEntity.putOp({ employmentId: e, companyId: company.ws, version: 1, openRecordId: id, openRecordDate: yesterday }),
        TimeRecordEntity.putOp({
          id, employmentId: e, companyId: company.ws, personId: other.ws, mode: 'AUTO', type: 'REGULAR', date: yesterday, zoneId: NY,
          workPeriodStart: `${yesterday}T09:00:00`, startedAt, createdAt: startedAt, createdBy: 'test',
        }),
      ].map((op) => ({ ...op, ...(op.Put ? { Put: { ...op.Put, TableName: config.tableName } } : {}) })),
    }));
    const blocked = await ts(other, 'POST', `/api/timesheet/employments/${e}/start`, {});
    expect(blocked.status).toBe(409);
    expect(blocked.body.systemCode).toBe(40038);
    expect((await period(other, e, `${daysAgo(0)}T00:10`)).body.systemCode).toBe(40038);
    const closed = await ts(other, 'PUT', `/api/timesheet/employments/${e}/records/${id}`, { workPeriodStart: `${yesterday}T09:00`, workPeriodEnd: `${yesterday}T17:00` });
    expect(closed.status, closed.text).toBe(200);
    const started = await ts(other, 'POST', `/api/timesheet/employments/${e}/start`, {});
    expect(started.status, started.text).toBe(200);
    expect(started.body.date).toBe(daysAgo(0));
  });
});

describe('closed days and leave', () => {
  let company: TActor & { email: string };
  let employee: TEmployee;
  beforeAll(async () => {
    ({ company, employee } = await companyWithEmployee('Closing LLC'));
  });

  it('closes a pay period: its days become read-only for everyone, through every route', async () => {
    const e = employee.employmentId;
    const d = daysAgo(12);
    const kept = (await period(employee, e, `${d}T09:00`, `${d}T17:00`)).body;
    const future = await ts(company, 'POST', '/api/timesheet/pay-periods', { startDate: daysAgo(20), endDate: daysAgo(0) });
    expect(future.body.systemCode).toBe('invalid_period');
    const close = await ts(company, 'POST', '/api/timesheet/pay-periods', { startDate: daysAgo(20), endDate: daysAgo(11) });
    expect(close.status, close.text).toBe(201);
    expect(close.body).toMatchObject({ startDate: daysAgo(20), endDate: daysAgo(11) });
    for (const res of [
      await period(employee, e, `${d}T18:00`, `${d}T19:00`),
      await period(company, e, `${daysAgo(30)}T18:00`, `${daysAgo(30)}T19:00`),
      await ts(employee, 'PUT', `/api/timesheet/employments/${e}/records/${kept.id}`, { workPeriodStart: `${d}T09:00`, workPeriodEnd: `${d}T16:00` }),
      await ts(company, 'DELETE', `/api/timesheet/employments/${e}/records/${kept.id}`),
      await ts(employee, 'PUT', `/api/timesheet/employments/${e}/records/${kept.id}`, { workPeriodStart: `${daysAgo(10)}T09:00`, workPeriodEnd: `${daysAgo(10)}T16:00` }),
    ]) {
      expect(res.status, res.text).toBe(409);
      expect(res.body.systemCode).toBe('day_closed');
    }
    const sheet = (await days(employee, e, d, daysAgo(10))).body;
    expect(sheet.closedThrough).toBe(daysAgo(11));
    expect(sheet.days.map((x: { isClosed: boolean }) => x.isClosed)).toEqual([true, true, false]);
    expect((await period(employee, e, `${daysAgo(10)}T09:00`, `${daysAgo(10)}T10:00`)).status).toBe(201);
    expect((await ts(company, 'POST', '/api/timesheet/pay-periods', { startDate: daysAgo(20), endDate: daysAgo(15) })).body.systemCode).toBe('invalid_period');
    const list = await ts(company, 'GET', '/api/timesheet/pay-periods');
    expect(list.body.data.map((p: { endDate: string }) => p.endDate)).toEqual([daysAgo(11)]);
    const events = await auditEvents(company.ws);
    expect(events.some((ev) => ev.event === 'TIMESHEET_PAY_PERIOD_CLOSED')).toBe(true);
  });

  it('refuses a pay period with a record still running on it (not_closed_record)', async () => {
    const { company: c, employee: w } = await companyWithEmployee('Running LLC');
    expect((await ts(w, 'POST', `/api/timesheet/employments/${w.employmentId}/start`, {})).status).toBe(200);
    Object.assign(process.env, stackEnv());
    const { TimeRecordEntity } = await import('../../functions/timesheet/data/timesheet.entities.js');
    // The timer started today; a pay period through yesterday is not blocked by it, one through today may not be closed at all.
    const ok = await ts(c, 'POST', '/api/timesheet/pay-periods', { startDate: daysAgo(7), endDate: daysAgo(1) });
    expect(ok.status, ok.text).toBe(201);
    const open = await TimeRecordEntity.query({ index: 'GSI2', pk: `TSOPEN#${c.ws}` });
    expect(open.data).toHaveLength(1);
  });

  it('refuses add, edit and delete on a day of leave', async () => {
    const e = employee.employmentId;
    const d = daysAgo(5);
    const before = (await period(employee, e, `${d}T07:00`, `${d}T08:00`)).body;
    Object.assign(process.env, stackEnv());
    const { recordLeaveDays } = await import('../../functions/timesheet/services/leave-days.js');
    const { contextWithAudit } = await import('../../functions/core/http.js');
    const ctx = contextWithAudit(
      { timeZone: NY, correlationId: 'test', sourceIp: '127.0.0.1', actingForClient: false, workspaceId: company.ws },
      { event: 'TEST_LEAVE_RECORDED', route: 'test', correlationId: 'test', producer: { type: 'COMPANY', workspaceId: company.ws }, consumer: { type: 'COMPANY', workspaceId: company.ws }, props: {}, recorded: false },
    );
    await recordLeaveDays({ employmentId: e, companyId: company.ws, personId: employee.ws, dates: [d], type: 'VACATION', zoneId: NY }, ctx);
    for (const res of [
      await period(employee, e, `${d}T09:00`, `${d}T10:00`),
      await ts(employee, 'PUT', `/api/timesheet/employments/${e}/records/${before.id}`, { workPeriodStart: `${d}T07:00`, workPeriodEnd: `${d}T07:30` }),
      await ts(employee, 'DELETE', `/api/timesheet/employments/${e}/records/${before.id}`),
    ]) expect(res.body.systemCode, res.text).toBe('day_on_leave');
    const day = (await days(employee, e, d)).body.days[0];
    expect(day).toMatchObject({ isVacation: true, durationInSeconds: 3600 });
    const leave = day.records.find((r: { type: string }) => r.type === 'VACATION');
    // A day of leave is leave's own record: edit and delete apply to REGULAR and OVERTIME periods only.
    expect((await ts(employee, 'DELETE', `/api/timesheet/employments/${e}/records/${leave.id}`)).body.systemCode).toBe('invalid_state');
  });
});

describe('time zones and workweeks', () => {
  let employee: TEmployee;
  let company: TActor & { email: string };
  beforeAll(async () => {
    ({ company, employee } = await companyWithEmployee('Zones LLC'));
  });

  it('splits a period across midnight between its two days', async () => {
    const e = employee.employmentId;
    const d = daysAgo(16);
    const night = await period(employee, e, `${d}T22:00`, `${daysAgo(15)}T02:30`);
    expect(night.status, night.text).toBe(201);
    expect(night.body.durationInSeconds).toBe(4.5 * 3600);
    const sheet = (await days(employee, e, d, daysAgo(15))).body;
    expect(sheet.days.map((x: { durationInSeconds: number }) => x.durationInSeconds)).toEqual([2 * 3600, 2.5 * 3600]);
    expect(sheet.days.map((x: { duration: string }) => x.duration)).toEqual(['2:00:00', '2:30:00']);
    // The next day's periods may not start before it ends.
    expect((await period(employee, e, `${daysAgo(15)}T02:00`, `${daysAgo(15)}T03:00`)).body.systemCode).toBe(40041);
    expect((await period(employee, e, `${daysAgo(15)}T02:30`, `${daysAgo(15)}T03:00`)).status).toBe(201);
  });

  it('counts real time across the 2026 daylight-saving changes in America/New_York', async () => {
    const e = employee.employmentId;
    const spring = await period(employee, e, '2026-03-08T01:30', '2026-03-08T03:30');
    expect(spring.body).toMatchObject({ durationInSeconds: 3600, startedAt: '2026-03-08T06:30:00Z', endedAt: '2026-03-08T07:30:00Z' });
    const fall = await period(employee, e, '2026-11-01T00:30', '2026-11-01T03:30');
    expect(fall.body).toMatchObject({ durationInSeconds: 4 * 3600, startedAt: '2026-11-01T04:30:00Z', endedAt: '2026-11-01T08:30:00Z' });
    // In Los Angeles the same local times are other instants: the zone is the employment's, from the header.
    const la = await ts(employee, 'POST', `/api/timesheet/employments/${e}/records`, { workPeriodStart: '2026-06-10T09:00', workPeriodEnd: '2026-06-10T10:00' }, 'America/Los_Angeles');
    expect(la.body).toMatchObject({ startedAt: '2026-06-10T16:00:00Z', zoneId: 'America/Los_Angeles' });
    const unknown = await ts(employee, 'POST', `/api/timesheet/employments/${e}/records`, { workPeriodStart: '2026-06-11T09:00', workPeriodEnd: '2026-06-11T10:00' }, 'Mars/Olympus');
    expect(unknown.body).toMatchObject({ systemCode: 'invalid_request', param: 'x-time-zone' });
  });

  it('splits a Sunday-to-Saturday workweek into 40 regular hours and overtime, for the week and the company', async () => {
    const e = employee.employmentId;
    // The week of Sunday 2026-09-13: five 9-hour days (45 hours), and one 1-hour OVERTIME period the employer recorded.
    for (const d of ['2026-09-14', '2026-09-15', '2026-09-16', '2026-09-17', '2026-09-18']) {
      expect((await period(employee, e, `${d}T08:00`, `${d}T17:00`)).status).toBe(201);
    }
    expect((await period(company, e, '2026-09-19T10:00', '2026-09-19T11:00', { type: 'OVERTIME' })).status).toBe(201);
    const week = (await days(employee, e, '2026-09-16')).body.weeks;
    expect(week).toEqual([{ weekStart: '2026-09-13', weekEnd: '2026-09-19', workedSeconds: 46 * 3600, regularSeconds: 40 * 3600, overtimeSeconds: 6 * 3600, holidaySeconds: 0 }]);
    const view = await ts(company, 'GET', `/api/timesheet/company?startDate=2026-09-13&endDate=2026-09-19&employmentsId=${e}`);
    expect(view.status, view.text).toBe(200);
    expect(view.body.weekStartsOn).toBe(0);
    expect(view.body.data).toHaveLength(1);
    expect(view.body.data[0].totals).toEqual({ workedSeconds: 46 * 3600, regularSeconds: 40 * 3600, overtimeSeconds: 6 * 3600, holidaySeconds: 0 });
    expect(view.body.data[0].days.map((d: { workedSeconds: number }) => d.workedSeconds / 3600)).toEqual([0, 9, 9, 9, 9, 9, 1]);
    // A 17-hour day is flagged, and so is a break under 8 hours; neither is refused.
    expect((await period(employee, e, '2026-09-21T05:00', '2026-09-21T22:00')).status).toBe(201);
    expect((await period(employee, e, '2026-09-22T04:00', '2026-09-22T06:00')).status).toBe(201);
    const flags = (await ts(company, 'GET', `/api/timesheet/company?startDate=2026-09-21&endDate=2026-09-22&employmentsId=${e}`)).body.data[0].days;
    expect(flags.map((d: { overLimit: boolean; shortBreak: boolean }) => [d.overLimit, d.shortBreak])).toEqual([[true, false], [false, true]]);
  });

  it("counts a paid holiday of the company's policy apart, in a workweek starting on Sunday", async () => {
    const { company: c, employee: w } = await companyWithEmployee('Holiday LLC');
    const policy = await act(c, 'POST', '/api/policies/holiday-overtime', { year: 2026, paidHolidays: ['US-labor-day'], minPaidInterval: 8 });
    expect(policy.status, policy.text).toBe(201);
    // Labor Day is Monday 2026-09-07: two hours worked on it, then four 10-hour days.
    expect((await period(w, w.employmentId, '2026-09-07T09:00', '2026-09-07T11:00')).status).toBe(201);
    for (const d of ['2026-09-08', '2026-09-09', '2026-09-10', '2026-09-11']) {
      expect((await period(w, w.employmentId, `${d}T08:00`, `${d}T18:00`)).status).toBe(201);
    }
    const sheet = (await days(w, w.employmentId, '2026-09-06', '2026-09-12')).body;
    expect(sheet.days.filter((d: { isHoliday: boolean }) => d.isHoliday).map((d: { date: string }) => d.date)).toEqual(['2026-09-07']);
    expect(sheet.weeks).toEqual([{ weekStart: '2026-09-06', weekEnd: '2026-09-12', workedSeconds: 42 * 3600, regularSeconds: 40 * 3600, overtimeSeconds: 2 * 3600, holidaySeconds: 8 * 3600 }]);
    const view = (await ts(c, 'GET', '/api/timesheet/company?startDate=2026-09-06&endDate=2026-09-12')).body;
    expect(view.data[0].totals).toEqual({ workedSeconds: 42 * 3600, regularSeconds: 40 * 3600, overtimeSeconds: 2 * 3600, holidaySeconds: 8 * 3600 });
  });

  it("gives payroll the pay period's hours through the timesheet's service, each workweek whole", async () => {
    Object.assign(process.env, stackEnv());
    const { hoursForPayPeriod } = await import('../../functions/timesheet/services/hours.js');
    // 2026-09-16 to 2026-09-25: the week of 09-13 ends in it (paid whole); the week of 09-20 ends after it (next period).
    const hours = await hoursForPayPeriod({ companyId: company.ws, startDate: '2026-09-16', endDate: '2026-09-25', employmentIds: [employee.employmentId] });
    expect(hours).toEqual([
      {
        employmentId: employee.employmentId,
        weeks: [{ weekStart: '2026-09-13', weekEnd: '2026-09-19', regularSeconds: 40 * 3600, overtimeSeconds: 6 * 3600, holidaySeconds: 0 }],
        regularSeconds: 40 * 3600,
        overtimeSeconds: 6 * 3600,
        holidaySeconds: 0,
      },
    ]);
    const next = await hoursForPayPeriod({ companyId: company.ws, startDate: '2026-09-20', endDate: '2026-09-26', employmentIds: [employee.employmentId] });
    expect(next[0]).toMatchObject({ regularSeconds: 19 * 3600, overtimeSeconds: 0 });
  });
});

describe('who may act', () => {
  let company: TActor & { email: string };
  let employee: TEmployee;
  beforeAll(async () => {
    ({ company, employee } = await companyWithEmployee('Access LLC'));
  });

  it("keeps another client's employment out of reach: the same not-found for every outsider", async () => {
    const e = employee.employmentId;
    const stranger = await newPerson('Stan', 'Ger');
    const john = { session: await as('john'), ws: (await as('john')).workspaces.find((w) => w.type === 'PERSON')!.id };
    const owner = await as('owner');
    const acme = { session: owner, ws: owner.workspaces.find((w) => w.type === 'COMPANY')!.id };
    for (const a of [stranger, john, acme]) {
      const read = await days(a, e, daysAgo(3));
      expect(read.status, read.text).toBe(404);
      expect(read.body.systemCode).toBe(40018);
      expect(read.body.days).toBeUndefined();
      expect((await period(a, e, `${daysAgo(3)}T09:00`, `${daysAgo(3)}T10:00`)).body.systemCode).toBe(40018);
    }
    // The company may not run its employee's timer.
    expect((await ts(company, 'POST', `/api/timesheet/employments/${e}/start`, {})).status).toBe(403);
  });

  it('lets the employer and staff with PAYROLL_MANAGER keep the periods, audited with who acted', async () => {
    const e = employee.employmentId;
    const d = daysAgo(4);
    const byOwner = await period(company, e, `${d}T09:00`, `${d}T10:00`);
    expect(byOwner.status, byOwner.text).toBe(201);
    const payroll = await as('payroll');
    const byStaff = await call('POST', `/api/timesheet/employments/${e}/records`, {
      session: payroll, workspaceId: company.ws, headers: { 'x-time-zone': NY }, body: { workPeriodStart: `${d}T10:00`, workPeriodEnd: `${d}T11:00` },
    });
    expect(byStaff.status, byStaff.text).toBe(201);
    const events = (await auditEvents(company.ws)).filter((ev) => ev.event === 'TIMESHEET_RECORD_CREATED');
    expect(events.some((ev) => ev.actingFor === company.ws && ev.props?.actingAs === 'EMPLOYER')).toBe(true);
    expect(events.some((ev) => ev.props?.recordId === byOwner.body.id && ev.props?.employeeId === employee.ws)).toBe(true);
    // The employee sees both in their own day.
    expect((await days(employee, e, d)).body.days[0].durationInSeconds).toBe(7200);
    // Only the employer records OVERTIME or changes a type; an edit without one keeps the record's.
    const overtime = await period(company, e, `${d}T18:00`, `${d}T19:00`, { type: 'OVERTIME' });
    expect(overtime.body.type).toBe('OVERTIME');
    expect((await period(employee, e, `${d}T19:00`, `${d}T20:00`, { type: 'OVERTIME' })).body.systemCode).toBe(40011);
    const path = `/api/timesheet/employments/${e}/records/${overtime.body.id}`;
    expect((await ts(employee, 'PUT', path, { workPeriodStart: `${d}T18:00`, workPeriodEnd: `${d}T18:30`, type: 'REGULAR' })).body.systemCode).toBe(40011);
    const kept = await ts(employee, 'PUT', path, { workPeriodStart: `${d}T18:00`, workPeriodEnd: `${d}T18:30` });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.type).toBe('OVERTIME');
  });

  it('lets a TIMESHEET_OPERATE grant holder act for exactly the project of the grant', async () => {
    const project = await act(company, 'POST', '/api/workforce/projects', { title: 'Bridge' });
    expect(project.status, project.text).toBe(201);
    const worker = await hire(company, { projectIds: [project.body.id] });
    const outsider = await hire(company);
    const manager = await hire(company);
    const grant = await act(company, 'POST', `/api/workforce/employments/${manager.employmentId}/permissions`, { permissionType: 'TIMESHEET_OPERATE', projectId: project.body.id });
    expect(grant.status, grant.text).toBe(201);
    const refreshed = await call('POST', '/api/auth/refresh', { body: { refreshToken: manager.session.refreshToken } });
    const asManager = { ...manager, session: { ...manager.session, ...refreshed.body } };
    const d = daysAgo(6);
    const mine = await period(asManager, worker.employmentId, `${d}T09:00`, `${d}T10:00`);
    expect(mine.status, mine.text).toBe(201);
    expect(mine.body.projectId).toBe(project.body.id);
    expect((await period(asManager, outsider.employmentId, `${d}T09:00`, `${d}T10:00`)).body.systemCode).toBe(40018);
    const view = await ts(asManager, 'GET', `/api/timesheet/company?startDate=${d}&endDate=${d}&employerId=${company.ws}`);
    expect(view.status, view.text).toBe(200);
    expect(view.body.data.map((x: { employmentId: string }) => x.employmentId)).toEqual([worker.employmentId]);
    expect((await ts(asManager, 'GET', `/api/timesheet/company?startDate=${d}&endDate=${d}`)).status).toBe(400);
    expect((await ts(employee, 'GET', `/api/timesheet/company?startDate=${d}&endDate=${d}&employerId=${company.ws}`)).body.systemCode).toBe(40018);
    expect((await ts(asManager, 'POST', '/api/timesheet/pay-periods', { startDate: d, endDate: d })).status).toBe(403);
  });

  it('lists the employments a person keeps a timesheet for, with their projects', async () => {
    const res = await ts(employee, 'GET', '/api/timesheet/assignments');
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual([{ employmentId: employee.employmentId, employerId: company.ws, employerName: expect.any(String), projects: [] }]);
  });
});
