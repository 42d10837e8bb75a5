/**
 * Vacation and sick leave against the local stack (issue 16): balances that always equal their
 * changelog, the accrual job run twice, at once and after a missed day, every request state and
 * refusal with its code, the approve-against-cancel race, and who may act.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, stackEnv } from '../support/api.js';
import { auditEvents } from '../support/aws.js';
import { act, newCompany } from '../support/billing.js';
import { attachAndSign, ledgerOf, leaveCompany, lv, mondayAfter, runAccrual, signedPolicies, type TLeaveSetup } from '../support/leave.js';
import { days, daysAgo, hire, period, ts } from '../support/timesheet.js';

const HOUR = 3600;
const year = Number(daysAgo(0).slice(0, 4));

/** The balance equals the sum of its changelog, and the changelog route's balance after each entry is the running sum. */
async function expectLedgerConsistent(s: TLeaveSetup, kind: 'PTO' | 'SICK') {
  const e = s.employee.employmentId;
  const { balance, sum, entries } = await ledgerOf(e, kind, s.company.ws);
  expect(balance.balanceSeconds, `${kind} balance = sum of entries`).toBe(sum);
  const page = await lv(s.employee, 'GET', `/employments/${e}/balances/${kind}/entries?size=100&page=0`);
  const shown = [...page.body.data].reverse() as { duration: number; balanceAfter: number }[];
  let running = sum - shown.reduce((t, x) => t + x.duration, 0);
  for (const x of shown) {
    running += x.duration;
    expect(x.balanceAfter).toBe(running);
  }
  const ordered = [...entries].sort((a, b) => `${a.createDate}#${a.id}`.localeCompare(`${b.createDate}#${b.id}`));
  return { balance, entries: ordered };
}

describe('signatures gate the requests (40047, 40048)', () => {
  it('refuses a vacation without a signed PTO policy and a sick-leave request without a signed sick leave policy', async () => {
    const company = await newCompany('Unsigned Leave LLC');
    const employee = await hire(company);
    const start = mondayAfter(30);
    expect((await lv(employee, 'POST', '/vacations', { employmentId: employee.employmentId, startDate: start, endDate: start, paid: true })).body.systemCode).toBe(40047);
    expect((await lv(employee, 'POST', '/sick-requests', { employmentId: employee.employmentId, startDate: start })).body.systemCode).toBe(40048);
    // The company, acting for the employee, is told whose signature is missing.
    expect((await lv(company, 'POST', '/vacations', { employmentId: employee.employmentId, startDate: start, endDate: start })).body.systemCode).toBe('employee_pto_not_signed');
    expect((await lv(company, 'POST', '/sick-requests', { employmentId: employee.employmentId, startDate: start })).body.systemCode).toBe('employee_slp_not_signed');
    // Attached but not signed by the employee: still refused; the balances show the attached policy.
    const { slpId } = await signedPolicies(company);
    await attachAndSign(employee, 'SICK', slpId, false);
    expect((await lv(employee, 'POST', '/sick-requests', { employmentId: employee.employmentId, startDate: start })).body.systemCode).toBe(40048);
    const balances = await lv(employee, 'GET', `/employments/${employee.employmentId}/balances`);
    expect(balances.status, balances.text).toBe(200);
    expect(balances.body.pto).toBeNull();
    expect(balances.body.sick).toMatchObject({ kind: 'SICK', balanceSeconds: 0, capHours: 40 });
  });
});

describe('the accrual job', () => {
  let s: TLeaveSetup;
  beforeAll(async () => {
    s = await leaveCompany('Accrual LLC');
    // 7h 30m on each of 10 days, closed: 75 hours worked, 2.5 hours of sick leave earned at rate 30.
    for (let n = 14; n >= 5; n -= 1) {
      const d = daysAgo(n);
      expect((await period(s.employee, s.employee.employmentId, `${d}T08:00`, `${d}T15:30`)).status).toBe(201);
    }
    expect((await ts(s.company, 'POST', '/api/timesheet/pay-periods', { startDate: daysAgo(14), endDate: daysAgo(5) })).status).toBe(201);
  });

  it('catches up a missed day: two runs a week apart give what one run gives', async () => {
    const e = s.employee.employmentId;
    const early = await runAccrual(s.company.ws, daysAgo(9));
    expect(early.failures).toEqual([]);
    expect(early.changed).toBe(2);
    const first = await ledgerOf(e, 'SICK', s.company.ws);
    // Accrued through 10 days ago: 5 days of 7.5 hours worked (14..10 days ago).
    expect(first.balance!.accruedThrough).toBe(daysAgo(10));
    expect(first.balance.balanceSeconds).toBe(Math.floor((5 * 7.5 * HOUR) / 30));
    // The days between are caught up by the next run, through the last closed day.
    const late = await runAccrual(s.company.ws, daysAgo(0));
    expect(late.failures).toEqual([]);
    const sick = await expectLedgerConsistent(s, 'SICK');
    expect(sick.balance.accruedThrough).toBe(daysAgo(5));
    expect(sick.balance.balanceSeconds).toBe(Math.floor((75 * HOUR) / 30));
    expect(sick.balance.yearWorkedSeconds).toBe(75 * HOUR);
    // One entry a run, each naming the span it accrued and the hours worked in it.
    expect(sick.entries.filter((x) => x.reason === 'ACCRUED').map((x) => [x.periodStart, x.periodEnd, x.workedSeconds, x.duration])).toEqual([
      [`${year}-01-01`, daysAgo(10), 37.5 * HOUR, 4500],
      [daysAgo(9), daysAgo(5), 37.5 * HOUR, 4500],
    ]);
    // PTO accrues by the day, through yesterday (not by closed days).
    const pto = await expectLedgerConsistent(s, 'PTO');
    expect(pto.balance.accruedThrough).toBe(daysAgo(1));
    expect(pto.balance.balanceSeconds).toBeGreaterThan(0);
    // The run's audit event, on the day's system chain, names the company.
    const events = await auditEvents(`ANON#${new Date().toISOString().slice(0, 10)}`, 500);
    expect(events.some((x) => x.event === 'LEAVE_ACCRUED' && (x.props?.companyIds as string[] | undefined)?.includes(s.company.ws))).toBe(true);
  });

  it('never accrues twice: run again, and run three times at once', async () => {
    const e = s.employee.employmentId;
    const before = { sick: await ledgerOf(e, 'SICK', s.company.ws), pto: await ledgerOf(e, 'PTO', s.company.ws) };
    const again = await runAccrual(s.company.ws, daysAgo(0));
    expect(again).toMatchObject({ processed: 2, changed: 0, failures: [] });
    const runs = await Promise.all([0, 1, 2].map(() => runAccrual(s.company.ws, daysAgo(0))));
    for (const r of runs) expect(r.failures).toEqual([]);
    for (const kind of ['SICK', 'PTO'] as const) {
      const after = await expectLedgerConsistent(s, kind);
      expect(after.entries).toHaveLength(before[kind.toLowerCase() as 'sick' | 'pto'].entries.length);
    }
  });

  it('takes back the entries of a run that died before counting them, and leaves a company a live run holds', async () => {
    const other = await leaveCompany('Crashed Run LLC');
    const e = other.employee.employmentId;
    Object.assign(process.env, stackEnv());
    const { AccrualShardEntity, EntryEntity, accrualShardOf } = await import('../../functions/leave/data/leave.entities.js');
    const { ddb } = await import('../../functions/core/ddb.js');
    const { config } = await import('../../functions/core/config.js');
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const put = (item: Record<string, unknown>) => ddb.send(new PutCommand({ TableName: config.tableName, Item: item }));
    const shard = accrualShardOf(e);
    // A run that wrote its intent and an entry, then died, twenty minutes ago.
    const dead = { employmentId: e, kind: 'PTO' as const, id: 'ACC-dead-run', createDate: new Date(Date.now() - 20 * 60_000).toISOString(), duration: 999_999, reason: 'ACCRUED' as const };
    await put(EntryEntity.toItem(dead));
    const intent = (startedAt: string, runId: string) =>
      AccrualShardEntity.toItem({ companyId: other.company.ws, kind: 'PTO', shard, employments: {}, pending: { runId, startedAt, entries: [{ employmentId: e, createDate: dead.createDate, id: dead.id }] }, updatedAt: startedAt, runId, version: 1 });
    await put(intent(dead.createDate, 'dead-run'));
    const run = await runAccrual(other.company.ws, daysAgo(0));
    expect(run.failures).toEqual([]);
    const { entries } = await expectLedgerConsistent(other, 'PTO');
    expect(entries.map((x) => x.id)).not.toContain(dead.id);
    expect(entries.filter((x) => x.reason === 'ACCRUED')).toHaveLength(1);
    // A live run's intent (a minute old) holds the company: this run leaves it alone.
    const live = await ledgerOf(e, 'PTO', other.company.ws);
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const stored = (await ddb.send(new GetCommand({ TableName: config.tableName, Key: AccrualShardEntity.key({ companyId: other.company.ws, kind: 'PTO', shard }) }))).Item!;
    await put({ ...stored, pending: { runId: 'live-run', startedAt: new Date(Date.now() - 60_000).toISOString(), entries: [] } });
    const held = await runAccrual(other.company.ws, daysAgo(-1));
    expect(held).toMatchObject({ changed: 0, failures: [] });
    expect(held.totals?.skippedCompanies).toBe(1);
    expect((await ledgerOf(e, 'PTO', other.company.ws)).entries).toHaveLength(live.entries.length);
  });

  it('shows the balance, its changelog by period with the sum, and a projection', async () => {
    const e = s.employee.employmentId;
    const b = await lv(s.employee, 'GET', `/employments/${e}/balances`);
    expect(b.body.sick).toMatchObject({ balanceSeconds: 2.5 * HOUR, totalBalanceHours: 2.5, totalBalanceDays: 0.31, capHours: 40 });
    const log = await lv(s.employee, 'GET', `/employments/${e}/balances/SICK/entries?startDate=${daysAgo(30)}&endDate=${daysAgo(0)}&page=0&size=1`);
    expect(log.status, log.text).toBe(200);
    expect(log.body).toMatchObject({ totalPages: 2, balanceForPeriodHours: 2.5 });
    expect(log.body.data[0]).toMatchObject({ reason: 'ACCRUED', positive: true, durationHours: 1.25, periodStart: daysAgo(9), periodEnd: daysAgo(5), balanceAfter: 2.5 * HOUR });
    const empty = await lv(s.employee, 'GET', `/employments/${e}/balances/SICK/entries?startDate=2020-01-01&endDate=2020-12-31`);
    expect(empty.body).toMatchObject({ data: [], totalPages: 0, balanceForPeriodHours: 0 });
    const pto = b.body.pto.balanceSeconds as number;
    const projected = await lv(s.employee, 'GET', `/employments/${e}/balances/PTO/projection?date=${daysAgo(-10)}`);
    expect(projected.body.balanceSeconds).toBe(pto);
    expect(projected.body.projectedSeconds).toBeGreaterThan(pto);
    const bad = await lv(s.employee, 'GET', `/employments/${e}/balances/SICK/entries?startDate=${daysAgo(1)}&endDate=${daysAgo(3)}`);
    expect(bad.body.systemCode).toBe('invalid_period');
  });

  it('lets the company add carryover by hand (comma decimals), entry by entry', async () => {
    const e = s.employee.employmentId;
    const added = await lv(s.company, 'POST', `/employments/${e}/balances/SICK/carryover`, { carryover: '1,5' });
    expect(added.status, added.text).toBe(200);
    expect(added.body.balanceSeconds).toBe(4 * HOUR);
    const { entries } = await expectLedgerConsistent(s, 'SICK');
    expect(entries.at(-1)).toMatchObject({ reason: 'CARRYOVER', duration: 1.5 * HOUR, by: s.company.email });
    expect((await lv(s.company, 'POST', `/employments/${e}/balances/SICK/carryover`, { carryover: 'abc' })).status).toBe(400);
    expect((await lv(s.company, 'POST', `/employments/${e}/balances/SICK/carryover`, { carryover: '0' })).status).toBe(400);
    // The employee cannot add carryover: the route is the company's.
    expect((await lv(s.employee, 'POST', `/employments/${e}/balances/SICK/carryover`, { carryover: '1' })).status).toBe(403);
  });

  it('closes the year: at most the carryover opens the next, the rest ends with an entry', async () => {
    const other = await leaveCompany('Year End LLC');
    const e = other.employee.employmentId;
    await runAccrual(other.company.ws, daysAgo(0));
    await lv(other.company, 'POST', `/employments/${e}/balances/PTO/carryover`, { carryover: 100 });
    const before = (await ledgerOf(e, 'PTO', other.company.ws)).balance.balanceSeconds;
    expect(before).toBeGreaterThan(40 * HOUR);
    const next = await runAccrual(other.company.ws, `${year + 1}-01-02`);
    expect(next.failures).toEqual([]);
    const { balance, entries } = await expectLedgerConsistent(other, 'PTO');
    expect(balance).toMatchObject({ year: year + 1, carryoverSeconds: 40 * HOUR, accruedThrough: `${year + 1}-01-01` });
    const reasons = entries.slice(-3).map((x) => x.reason);
    expect(reasons).toEqual(['YEAR_END', 'CARRYOVER', 'ACCRUED']);
    expect(balance.balanceSeconds).toBe(40 * HOUR + Math.floor((80 * HOUR) / 365));
  });
});

describe('vacation requests', () => {
  let s: TLeaveSetup;
  beforeAll(async () => {
    s = await leaveCompany('Vacation LLC');
    await runAccrual(s.company.ws, daysAgo(0));
    await lv(s.company, 'POST', `/employments/${s.employee.employmentId}/balances/PTO/carryover`, { carryover: 40 });
  });

  it('requests, refuses an overlap (40049), and approval deducts the balance and locks the days', async () => {
    const e = s.employee.employmentId;
    const start = mondayAfter(21);
    const end = new Date(Date.parse(`${start}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const made = await lv(s.employee, 'POST', '/vacations', { employmentId: e, startDate: start, endDate: end, paid: true, employeeComment: 'Family trip' });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ status: 'REQUESTED', vacation: { duration: 16 * HOUR, days: [start, end], paid: true }, employeeComment: 'Family trip', enoughBalance: true, shortNotice: false });
    expect((await lv(s.employee, 'POST', '/vacations', { employmentId: e, startDate: end, endDate: end, paid: true })).body.systemCode).toBe(40049);
    expect((await lv(s.employee, 'POST', '/vacations', { employmentId: e, startDate: end, endDate: start, paid: true })).body.systemCode).toBe('invalid_period');
    // Only the company decides.
    expect((await lv(s.employee, 'POST', `/employments/${e}/vacations/${made.body.id}/status`, { status: 'APPROVED' })).body.systemCode).toBe('invalid_state');
    const before = (await ledgerOf(e, 'PTO', s.company.ws)).balance.balanceSeconds;
    const approved = await lv(s.company, 'POST', `/employments/${e}/vacations/${made.body.id}/status`, { status: 'APPROVED', comment: 'Enjoy' });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ status: 'APPROVED', assigneeComment: 'Enjoy', assignee: { id: s.company.ws } });
    const { balance, entries } = await expectLedgerConsistent(s, 'PTO');
    expect(balance.balanceSeconds).toBe(before - 16 * HOUR);
    expect(entries.at(-1)).toMatchObject({ reason: 'USED', duration: -16 * HOUR, requestId: made.body.id });
    const sheet = (await days(s.employee, e, start, end)).body;
    expect(sheet.days.map((d: { records: { type: string }[] }) => d.records.map((r) => r.type))).toEqual([['VACATION'], ['VACATION']]);
    // The days are the vacation's: no period can go on them (a future day is refused first, as every future period).
    expect(['day_on_leave', 'invalid_period']).toContain((await period(s.employee, e, `${start}T09:00`, `${start}T10:00`)).body.systemCode);
    // Decided: no second decision, no cancel.
    expect((await lv(s.employee, 'POST', `/employments/${e}/vacations/${made.body.id}/status`, { status: 'CANCELLED' })).body.systemCode).toBe('invalid_state');
    const list = await lv(s.company, 'GET', `/vacations?status=APPROVED&employmentsId=${e}`);
    expect(list.body.data.map((v: { id: string }) => v.id)).toEqual([made.body.id]);
    expect((await auditEvents(s.company.ws)).some((x) => x.event === 'VACATION_STATUS_CHANGED' && x.props?.to === 'APPROVED')).toBe(true);
  });

  it('gives exactly one winner to 50 approvals racing 50 cancels', async () => {
    const e = s.employee.employmentId;
    const start = mondayAfter(60);
    const made = await lv(s.employee, 'POST', '/vacations', { employmentId: e, startDate: start, endDate: start, paid: false });
    expect(made.status, made.text).toBe(201);
    const path = `/employments/${e}/vacations/${made.body.id}/status`;
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 ? lv(s.company, 'POST', path, { status: 'APPROVED' }) : lv(s.employee, 'POST', path, { status: 'CANCELLED' }))),
    );
    const wins = results.filter((r) => r.status === 200);
    expect(wins).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body.systemCode, r.text).toBe('invalid_state');
    const final = await lv(s.employee, 'GET', path.replace('/status', ''));
    expect(final.body.status).toBe(wins[0]!.body.status);
    const marked = (await days(s.employee, e, start)).body.days[0].records.length;
    expect(marked).toBe(final.body.status === 'APPROVED' ? 1 : 0);
  });

  it('refuses a paid vacation beyond the balance, and lets the requester cancel', async () => {
    const e = s.employee.employmentId;
    const start = mondayAfter(90);
    const far = new Date(Date.parse(`${start}T00:00:00Z`) + 25 * 86_400_000).toISOString().slice(0, 10);
    const big = await lv(s.employee, 'POST', '/vacations', { employmentId: e, startDate: start, endDate: far, paid: true });
    expect(big.status, big.text).toBe(201);
    expect(big.body.enoughBalance).toBe(false);
    expect((await lv(s.company, 'POST', `/employments/${e}/vacations/${big.body.id}/status`, { status: 'APPROVED' })).body.systemCode).toBe('insufficient_balance');
    expect((await lv(s.company, 'POST', `/employments/${e}/vacations/${big.body.id}/status`, { status: 'IN_PROGRESS' })).body.status).toBe('IN_PROGRESS');
    const cancelled = await lv(s.employee, 'POST', `/employments/${e}/vacations/${big.body.id}/status`, { status: 'CANCELLED' });
    expect(cancelled.body.status).toBe('CANCELLED');
  });

  it('keeps another company out, as if the employment did not exist', async () => {
    const stranger = await newCompany('Nosy Leave LLC');
    const e = s.employee.employmentId;
    expect((await lv(stranger, 'GET', `/employments/${e}/balances`)).body.systemCode).toBe(40018);
    expect((await lv(stranger, 'POST', '/vacations', { employmentId: e, startDate: mondayAfter(100), endDate: mondayAfter(100) })).body.systemCode).toBe(40018);
    expect((await lv(stranger, 'GET', '/vacations')).body.data).toEqual([]);
  });
});

describe('sick leave', () => {
  let s: TLeaveSetup;
  beforeAll(async () => {
    s = await leaveCompany('Sick Leave LLC');
    await lv(s.company, 'POST', `/employments/${s.employee.employmentId}/balances/SICK/carryover`, { carryover: 24 });
  });

  it('takes a request through REQUESTED, PENDING_SICK_LEAVE and COMPLETED, with per-day paid flags', async () => {
    const e = s.employee.employmentId;
    const start = mondayAfter(7);
    const made = await lv(s.employee, 'POST', '/sick-requests', { employmentId: e, startDate: start, paid: true, comment: 'Flu' });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ status: 'REQUESTED', paid: true, comments: [{ content: 'Flu', requester: true }], enoughBalance: true });
    const approved = await lv(s.company, 'POST', `/employments/${e}/sick-requests/${made.body.id}/approve`, {});
    expect(approved.body.status, approved.text).toBe('PENDING_SICK_LEAVE');
    expect((await days(s.employee, e, start)).body.days[0].records.map((r: { type: string }) => r.type)).toEqual(['PENDING_SICK_LEAVE']);
    expect((await lv(s.employee, 'POST', `/employments/${e}/sick-requests/${made.body.id}/comments`, { content: 'Feeling better' })).body.comments).toHaveLength(2);
    const end = new Date(Date.parse(`${start}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    const middle = new Date(Date.parse(`${start}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const done = await lv(s.company, 'POST', `/employments/${e}/sick-requests/${made.body.id}/complete`, {
      markedPeriod: { startDate: start, endDate: end }, days: [{ date: middle, paid: false }],
    });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ status: 'COMPLETED', days: [{ date: start, paid: true }, { date: middle, paid: false }, { date: end, paid: true }] });
    const sheet = (await days(s.employee, e, start, end)).body;
    expect(sheet.days.map((d: { records: { type: string }[] }) => d.records.map((r) => r.type))).toEqual([['SICK_LEAVE'], ['USL'], ['SICK_LEAVE']]);
    const { balance, entries } = await expectLedgerConsistent(s, 'SICK');
    expect(balance.balanceSeconds).toBe(8 * HOUR);
    expect(entries.at(-1)).toMatchObject({ reason: 'USED', duration: -16 * HOUR });
    const records = await lv(s.company, 'GET', `/sick-leaves?startDate=${start}`);
    expect(records.body.data[0]).toMatchObject({ startDate: start, endDate: end, paid: true, requestId: made.body.id });
  });

  it('records sick leave, refuses an overlap (40021) and a paid one beyond the balance, and deletion gives the hours back', async () => {
    const e = s.employee.employmentId;
    const start = mondayAfter(14);
    const made = await lv(s.employee, 'POST', '/sick-leaves', { employmentId: e, startDate: start, endDate: start, isPaid: true });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ startDate: start, paid: true, employment: { id: e } });
    expect((await lv(s.employee, 'POST', '/sick-leaves', { employmentId: e, startDate: start, endDate: start })).body.systemCode).toBe(40021);
    const week = mondayAfter(21);
    const friday = new Date(Date.parse(`${week}T00:00:00Z`) + 4 * 86_400_000).toISOString().slice(0, 10);
    expect((await lv(s.employee, 'POST', '/sick-leaves', { employmentId: e, startDate: week, endDate: friday, isPaid: true })).body.systemCode).toBe('insufficient_balance');
    expect((await ledgerOf(e, 'SICK', s.company.ws)).balance.balanceSeconds).toBe(0);
    const removed = await lv(s.employee, 'DELETE', `/employments/${e}/sick-leaves/${made.body.id}`);
    expect(removed.status, removed.text).toBe(200);
    const { balance, entries } = await expectLedgerConsistent(s, 'SICK');
    expect(balance.balanceSeconds).toBe(8 * HOUR);
    expect(entries.at(-1)).toMatchObject({ reason: 'RESTORED', duration: 8 * HOUR });
    expect((await days(s.employee, e, start)).body.days[0].records).toEqual([]);
    expect((await lv(s.employee, 'DELETE', `/employments/${e}/sick-leaves/${made.body.id}`)).body.systemCode).toBe('no_record');
  });

  it('gives payroll the period\'s paid and unpaid sick hours and PTO through the leave service', async () => {
    Object.assign(process.env, stackEnv());
    const { leaveHoursForPayPeriod } = await import('../../functions/leave/services/payroll-hours.js');
    const start = mondayAfter(7);
    const end = new Date(Date.parse(`${start}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
    const hours = await leaveHoursForPayPeriod({ companyId: s.company.ws, startDate: start, endDate: end });
    // The completed request of the first test: two paid days and one unpaid.
    expect(hours).toEqual([{ employmentId: s.employee.employmentId, ptoSeconds: 0, unpaidVacationSeconds: 0, sickPaidSeconds: 16 * HOUR, sickUnpaidSeconds: 8 * HOUR }]);
  });

  it('rejects and cancels only from REQUESTED, each by its side', async () => {
    const e = s.employee.employmentId;
    const start = mondayAfter(40);
    const a = (await lv(s.employee, 'POST', '/sick-requests', { employmentId: e, startDate: start, endDate: start })).body;
    const b = (await lv(s.employee, 'POST', '/sick-requests', { employmentId: e, startDate: mondayAfter(47) })).body;
    expect((await lv(s.employee, 'POST', `/employments/${e}/sick-requests/${a.id}/reject`, {})).status).toBe(403);
    expect((await lv(s.company, 'POST', `/employments/${e}/sick-requests/${a.id}/cancel`, {})).body.systemCode).toBe('invalid_state');
    expect((await lv(s.company, 'POST', `/employments/${e}/sick-requests/${a.id}/reject`, { comment: 'Not a working day' })).body.status).toBe('REJECTED');
    const cancelled = await lv(s.employee, 'POST', `/employments/${e}/sick-requests/${b.id}/cancel`, { comment: 'Never mind' });
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED' });
    expect((await lv(s.company, 'POST', `/employments/${e}/sick-requests/${b.id}/approve`, {})).body.systemCode).toBe('invalid_state');
    const list = await lv(s.employee, 'GET', `/sick-requests?status=REJECTED,CANCELLED`);
    expect(list.body.data.map((r: { id: string }) => r.id).sort()).toEqual([a.id, b.id].sort());
    expect((await lv(s.company, 'GET', `/employments/${e}/sick-requests/nope`)).body.systemCode).toBe('no_record');
  });

  it('lets a SICK_LEAVE_OPERATE grant holder act on the sick leave of exactly the project of the grant, and nothing else', async () => {
    const project = await act(s.company, 'POST', '/api/workforce/projects', { title: 'Clinic' });
    expect(project.status, project.text).toBe(201);
    const worker = await hire(s.company, { projectIds: [project.body.id] });
    await attachAndSign(worker, 'SICK', s.slpId);
    const outsider = await hire(s.company);
    const manager = await hire(s.company);
    const grant = await act(s.company, 'POST', `/api/workforce/employments/${manager.employmentId}/permissions`, { permissionType: 'SICK_LEAVE_OPERATE', projectId: project.body.id });
    expect(grant.status, grant.text).toBe(201);
    const refreshed = await call('POST', '/api/auth/refresh', { body: { refreshToken: manager.session.refreshToken } });
    const asManager = { ...manager, session: { ...manager.session, ...refreshed.body } };
    const e = worker.employmentId;
    const day = mondayAfter(140);
    const made = await lv(asManager, 'POST', '/sick-leaves', { employmentId: e, startDate: day, endDate: day });
    expect(made.status, made.text).toBe(201);
    expect((await lv(asManager, 'GET', `/sick-leaves?employmentsId=${e}&startDate=${day}`)).body.data.map((r: { id: string }) => r.id)).toEqual([made.body.id]);
    expect((await lv(asManager, 'GET', `/employments/${e}/balances`)).status).toBe(200);
    // Vacations are not in the grant, nor is an employment outside the project.
    expect((await lv(asManager, 'POST', '/vacations', { employmentId: e, startDate: day, endDate: day })).body.systemCode).toBe(40018);
    expect((await lv(asManager, 'POST', '/sick-leaves', { employmentId: outsider.employmentId, startDate: day, endDate: day })).body.systemCode).toBe(40018);
    // Deciding is the employer's: a person workspace is refused at the gate.
    expect((await lv(asManager, 'POST', `/employments/${e}/sick-requests/x/approve`, {})).status).toBe(403);
    expect((await lv(asManager, 'DELETE', `/employments/${e}/sick-leaves/${made.body.id}`)).status).toBe(200);
  });

  it('notifies the company of a request and the employee of the decision', async () => {
    const e = s.employee.employmentId;
    const start = mondayAfter(120);
    const made = (await lv(s.employee, 'POST', '/sick-requests', { employmentId: e, startDate: start, endDate: start })).body;
    const companyNotes = await act(s.company, 'GET', '/api/notifications');
    expect(companyNotes.body.data.some((n: { kind: string }) => n.kind === 'LEAVE_REQUESTED')).toBe(true);
    await lv(s.company, 'POST', `/employments/${e}/sick-requests/${made.id}/approve`, {});
    const notes = await act(s.employee, 'GET', '/api/notifications');
    expect(notes.body.data.some((n: { kind: string }) => n.kind === 'LEAVE_APPROVED')).toBe(true);
  });
});
