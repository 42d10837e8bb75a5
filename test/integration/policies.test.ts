/**
 * The Holiday and Overtime Policy against the real local services
 * (docs/decisions/0028-holiday-overtime-policy.md): created with §5's defaults and its approved PDF,
 * refused with a systemCode when a rule breaks, disabled one way (by staff), kept to its company,
 * refused to staff without PAYROLL_MANAGER, the holidays calendar, sending for signature through the
 * signing engine and the per-employment view, and the workweek rules the timesheet reads.
 * Each test works in a company of its own, made by a new person.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { as, call, stackEnv, type TSession } from '../support/api.js';
import { auditEvents, table } from '../support/aws.js';
import { act, newCompany, newPerson, type TActor } from '../support/billing.js';
import { pdfTextRuns } from '../support/pdf-text.js';
import { consentBody, signature } from '../support/signable.js';

const BASE = '/api/policies/holiday-overtime';

async function create(a: TActor, body: Record<string, unknown> = {}) {
  const res = await act(a, 'POST', BASE, body);
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; active: boolean; [k: string]: unknown };
}

/** A STAFF employment of the company for a new person with an account, accepted by them. */
async function hireWithAccount(company: TActor, first = 'Sam') {
  const person = await newPerson(first, 'Employee');
  const made = await act(company, 'POST', '/api/workforce/employments', {
    type: 'STAFF', details: { name: `${first} Employee`, email: person.email }, employmentStart: '2025-03-01', payType: 'HOUR_RATE', rateCents: 4500,
  });
  expect(made.status, made.text).toBe(201);
  const accepted = await act(person, 'POST', `/api/workforce/employment-invitations/${made.body.id}/accept`);
  expect(accepted.status, accepted.text).toBe(200);
  return { person, employmentId: made.body.id as string };
}

/** A staff session of the test's own with a role other than PAYROLL_MANAGER (made as the seed makes staff: the user record). */
async function staffWithout(): Promise<TSession> {
  const person = await newPerson('Sue', 'Support');
  const { client, name } = table();
  const claim = await client.send(new GetCommand({ TableName: name, Key: { PK: `EMAIL#${person.email}`, SK: 'CLAIM' } }));
  await client.send(
    new UpdateCommand({
      TableName: name,
      Key: { PK: `USER#${claim.Item!.userId}`, SK: 'PROFILE' },
      UpdateExpression: 'SET staff = :t, #roles = :roles',
      ExpressionAttributeNames: { '#roles': 'roles' },
      ExpressionAttributeValues: { ':t': true, ':roles': ['SUPPORT_MANAGER'] },
    }),
  );
  const res = await call('POST', '/api/auth/refresh', { body: { refreshToken: person.session.refreshToken } });
  expect(res.status, res.text).toBe(200);
  return { ...person.session, ...res.body };
}

describe('the holidays calendar', () => {
  it("lists 2026's federal and New York holidays for any signed-in user, with ids, titles and dates", async () => {
    const john = await as('john');
    const res = await call('GET', '/api/policies/holidays?year=2026', { session: john });
    expect(res.status, res.text).toBe(200);
    expect(res.body.year).toBe(2026);
    expect(res.body.data).toContainEqual({ id: 'US-independence-day', title: 'Independence Day', formattedDate: '2026-07-04', kind: 'FEDERAL' });
    // July 4th 2026 is a Saturday: the federal observed day is Friday the 3rd.
    expect(res.body.data).toContainEqual({ id: 'US-independence-day-observed', title: 'Independence Day (observed)', formattedDate: '2026-07-03', kind: 'FEDERAL' });
    expect(res.body.data).toContainEqual({ id: 'NY-lincolns-birthday', title: "Lincoln's Birthday", formattedDate: '2026-02-12', kind: 'NY' });
    expect(res.body.data).toContainEqual(expect.objectContaining({ id: 'US-labor-day', title: 'Labor Day', formattedDate: '2026-09-07' }));
    // Public holidays only: no observances.
    expect(res.body.data.map((h: { title: string }) => h.title)).not.toContain("Valentine's Day");
    const dates = res.body.data.map((h: { formattedDate: string }) => h.formattedDate);
    expect(dates).toEqual([...dates].sort());

    expect((await call('GET', '/api/policies/holidays?year=1999', { session: john })).body.systemCode).toBe('invalid_request');
    expect((await call('GET', '/api/policies/holidays?year=2026')).status).toBe(401);
  });
});

describe('creating a policy', () => {
  it("takes §5's defaults, renders the approved PDF with the policy text, and records HAOP_CREATED", async () => {
    const company = await newCompany('Policy Defaults LLC');
    const empty = await act(company, 'GET', BASE);
    expect(empty.body).toEqual({ data: [], countOfPages: 0, totalElements: 0 });
    const policy = await create(company, { year: 2026, paidHolidays: ['US-independence-day', 'NY-lincolns-birthday'] });
    expect(policy).toMatchObject({
      title: 'Holiday and Overtime Policy',
      active: true,
      companyId: company.ws,
      company: { name: 'Policy Defaults LLC' },
      contractType: 'STAFF',
      minPaidInterval: 4,
      minUnPaidInterval: 0,
      startWeek: 'SUNDAY',
      endWeek: 'SATURDAY',
      overtimeRate: 1.5,
      overtimeLimit: 20,
      techOvertimeLimit: 1,
      notificationPeriod: 24,
      regularWorkingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
      year: 2026,
      coversThrough: 2030,
      unPaidHolidays: [],
      signatures: { sent: 0, signed: 0, declined: 0 },
    });
    expect(policy.paidHolidays).toEqual([
      { id: 'NY-lincolns-birthday', title: "Lincoln's Birthday", formattedDate: '2026-02-12', kind: 'NY' },
      { id: 'US-independence-day', title: 'Independence Day', formattedDate: '2026-07-04', kind: 'FEDERAL' },
    ]);
    expect(JSON.stringify(policy)).not.toMatch(/approvedKey|paidDates|createdBy/);

    const got = await act(company, 'GET', `${BASE}/${policy.id}`);
    expect(got.body).toEqual(policy);
    const list = await act(company, 'GET', `${BASE}?active=true&contractType=STAFF`);
    expect(list.body).toMatchObject({ totalElements: 1, countOfPages: 1, data: [{ id: policy.id }] });

    // The approved PDF holds the policy text with the company's numbers.
    const download = await act(company, 'GET', `${BASE}/${policy.id}/download`);
    expect(download.status, download.text).toBe(200);
    const bytes = new Uint8Array(await (await fetch(download.body.url)).arrayBuffer());
    const text = (await pdfTextRuns(bytes)).flat().map((r) => r.str).join(' ');
    for (const phrase of ['Policy Defaults LLC', 'over 40', '1.5 times', '16 hours in any 24 hours', 'at least 8 hours', '24 hours ahead', "Lincoln's Birthday", 'Employee signature']) {
      expect(text.replace(/\s+/g, ' ')).toContain(phrase);
    }

    const events = await auditEvents(company.ws);
    expect(events.find((e) => e.event === 'HAOP_CREATED')).toMatchObject({ success: true, props: { policyId: policy.id, year: 2026 } });
  });

  it('refuses broken rules with 400 and a systemCode, naming the field, and writes nothing', async () => {
    const company = await newCompany('Policy Rules LLC');
    const cases: [Record<string, unknown>, string][] = [
      [{ startWeek: 'MONDAY', endWeek: 'SATURDAY' }, 'endWeek'],
      [{ overtimeRate: 1.555 }, 'overtimeRate'],
      [{ overtimeRate: 3.5 }, 'overtimeRate'],
      [{ overtimeLimit: 100 }, 'overtimeLimit'],
      [{ notificationPeriod: 24.3 }, 'notificationPeriod'],
      [{ minPaidInterval: -1 }, 'minPaidInterval'],
      [{ title: '' }, 'title'],
      [{ regularWorkingDays: [] }, 'regularWorkingDays'],
      [{ year: 2026, paidHolidays: ['US-independence-day'], unPaidHolidays: ['US-independence-day'] }, 'unPaidHolidays.0'],
      [{ year: 2026, paidHolidays: ['US-no-such-day'] }, 'paidHolidays.0'],
      [{ year: 2026, customHolidays: [{ title: 'Far away', date: '2040-01-02', paid: true }] }, 'customHolidays.0.date'],
    ];
    for (const [body, param] of cases) {
      const res = await act(company, 'POST', BASE, body);
      expect(res.status, `${JSON.stringify(body)}: ${res.text}`).toBe(400);
      expect(res.body.systemCode).toBe('invalid_request');
      expect(res.body.param).toBe(param);
    }
    expect((await act(company, 'GET', BASE)).body.totalElements).toBe(0);
  });

  it('accepts a Monday-to-Sunday week, quarter hours, custom dates and unpaid holidays', async () => {
    const company = await newCompany('Policy Custom LLC');
    const policy = await create(company, {
      title: 'Our hours',
      year: 2026,
      startWeek: 'MONDAY',
      endWeek: 'SUNDAY',
      overtimeRate: 2.25,
      overtimeLimit: 12.5,
      minPaidInterval: 7.75,
      unPaidHolidays: ['US-columbus-day'],
      customHolidays: [{ title: 'Founders Day', date: '2026-03-02', paid: true }, { title: 'Picnic', date: '2027-06-04', paid: false }],
      regularWorkingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY'],
    });
    expect(policy).toMatchObject({ title: 'Our hours', startWeek: 'MONDAY', endWeek: 'SUNDAY', overtimeRate: 2.25, overtimeLimit: 12.5, minPaidInterval: 7.75 });
    expect(policy.paidHolidays).toEqual([{ id: 'CUSTOM-2026-03-02', title: 'Founders Day', formattedDate: '2026-03-02', kind: 'CUSTOM' }]);
    expect(policy.unPaidHolidays).toEqual([
      { id: 'US-columbus-day', title: 'Columbus Day', formattedDate: '2026-10-12', kind: 'FEDERAL' },
      { id: 'CUSTOM-2027-06-04', title: 'Picnic', formattedDate: '2027-06-04', kind: 'CUSTOM' },
    ]);
  });
});

describe('who may act on a policy', () => {
  it("another company's policy is not found from one's own company, and refused in the other's workspace", async () => {
    const [mine, other] = await Promise.all([newCompany('Policy Owner LLC'), newCompany('Policy Stranger LLC')]);
    const policy = await create(mine);
    for (const path of [`${BASE}/${policy.id}`, `${BASE}/${policy.id}/signatures`, `${BASE}/${policy.id}/download`]) {
      const res = await act(other, 'GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.systemCode).toBe('no_record');
      expect(res.text).not.toContain('Policy Owner LLC');
    }
    const send = await act(other, 'POST', `${BASE}/${policy.id}/send`);
    expect(send.status).toBe(404);
    const foreign = await call('GET', `${BASE}/${policy.id}`, { session: other.session, workspaceId: mine.ws });
    expect(foreign.status).toBe(403);
    expect(foreign.body.systemCode).toBe(40011);
    // A person workspace is no company.
    const john = await as('john');
    const personal = await call('GET', BASE, { session: john, workspaceId: john.workspaces.find((w) => w.type === 'PERSON')!.id });
    expect(personal.status).toBe(403);
  });

  it('staff need PAYROLL_MANAGER; the payroll manager acts for the company, recorded as acting for it', async () => {
    const company = await newCompany('Policy Staff LLC');
    const support = await staffWithout();
    for (const [method, path] of [['GET', BASE], ['POST', BASE]] as const) {
      const res = await call(method, path, { session: support, workspaceId: company.ws, body: method === 'POST' ? {} : undefined });
      expect(res.status, res.text).toBe(403);
      expect(res.body.systemCode).toBe(40011);
    }
    // The holidays calendar is for any signed-in user, staff of any role included.
    expect((await call('GET', '/api/policies/holidays?year=2027', { session: support })).status).toBe(200);

    const payroll = await as('payroll');
    const made = await call('POST', BASE, { session: payroll, workspaceId: company.ws, body: { title: 'Set up by payroll' } });
    expect(made.status, made.text).toBe(201);
    const event = (await auditEvents(company.ws)).find((e) => e.event === 'HAOP_CREATED');
    expect(event).toMatchObject({ actingFor: company.ws, producer: { email: payroll.email } });
    expect((await act(company, 'GET', BASE)).body.data.map((p: { title: string }) => p.title)).toEqual(['Set up by payroll']);
  });

  it('disabling is one way and staff only: the owner is refused, a second disable is 409 invalid_state', async () => {
    const company = await newCompany('Policy Disable LLC');
    const policy = await create(company);
    const byOwner = await act(company, 'POST', `${BASE}/${policy.id}/disable`);
    expect(byOwner.status).toBe(403);
    expect(byOwner.body.systemCode).toBe(40011);

    const payroll = await as('payroll');
    const disable = () => call('POST', `${BASE}/${policy.id}/disable`, { session: payroll, workspaceId: company.ws });
    const first = await disable();
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ id: policy.id, active: false, disabledAt: expect.any(String) });
    const again = await disable();
    expect(again.status).toBe(409);
    expect(again.body.systemCode).toBe('invalid_state');
    // Disabled stays disabled: no route turns it back, and it cannot be sent.
    expect((await act(company, 'GET', `${BASE}/${policy.id}`)).body.active).toBe(false);
    const send = await act(company, 'POST', `${BASE}/${policy.id}/send`);
    expect(send.status).toBe(409);
    expect(send.body.systemCode).toBe('invalid_state');
    expect((await act(company, 'GET', `${BASE}?active=false`)).body.data.map((p: { id: string }) => p.id)).toEqual([policy.id]);
    expect((await act(company, 'GET', `${BASE}?active=true`)).body.totalElements).toBe(0);
    const events = (await auditEvents(company.ws)).filter((e) => e.event === 'HAOP_DISABLED');
    expect(events.map((e) => e.success).sort()).toEqual([false, false, true]);
  });

  it('of two parallel disables exactly one wins', async () => {
    const company = await newCompany('Policy Race LLC');
    const policy = await create(company);
    const payroll = await as('payroll');
    const results = await Promise.all([1, 2, 3].map(() => call('POST', `${BASE}/${policy.id}/disable`, { session: payroll, workspaceId: company.ws })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });
});

describe('signatures', () => {
  it('sends a signable document to each STAFF employee with an account, shows SENT, then SIGNED once the employee signs', async () => {
    const company = await newCompany('Policy Signers LLC');
    const { person, employmentId } = await hireWithAccount(company, 'Sara');
    const noAccount = await act(company, 'POST', '/api/workforce/employments', {
      type: 'STAFF', details: { name: 'Nora Nobody', email: `nora.${Date.now()}@example.com` }, employmentStart: '2025-03-01', payType: 'HOUR_RATE', rateCents: 100,
    });
    expect(noAccount.status, noAccount.text).toBe(201);
    const policy = await create(company, { year: 2026, paidHolidays: ['US-new-years-day'] });

    const before = await act(company, 'GET', `${BASE}/${policy.id}/signatures`);
    expect(before.status, before.text).toBe(200);
    expect(before.body.data).toEqual([
      { employmentId: noAccount.body.id, name: 'Nora Nobody', email: expect.any(String), state: 'NOT_SENT', unsendable: 'NO_ACCOUNT' },
      { employmentId, name: 'Sara Employee', email: person.email, state: 'NOT_SENT' },
    ]);

    const sent = await act(company, 'POST', `${BASE}/${policy.id}/send`);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.sent).toEqual([{ employmentId, name: 'Sara Employee', documentId: expect.any(String) }]);
    expect(sent.body.skipped).toEqual([{ employmentId: noAccount.body.id, name: 'Nora Nobody', reason: 'NO_ACCOUNT' }]);
    const documentId = sent.body.sent[0].documentId as string;

    // The document is the company's signable document, sent to the employee, with their boxes on the last page.
    const doc = await act(company, 'GET', `/api/documents/signable/${documentId}`);
    expect(doc.status, doc.text).toBe(200);
    expect(doc.body).toMatchObject({ status: 'SENT', title: `Holiday and Overtime Policy: Sara Employee`, signers: [{ email: person.email, status: 'SENT' }] });
    const lastPage = doc.body.pages.length;
    expect(doc.body.labels.map((l: { type: string; requirement: string; pageNumber: number }) => [l.type, l.requirement, l.pageNumber])).toEqual([
      ['SIGNATURE', 'REQUIRED', lastPage],
      ['NAME', 'REQUIRED', lastPage],
    ]);
    const view = await act(company, 'GET', `${BASE}/${policy.id}/signatures`);
    expect(view.body.data.find((s: { employmentId: string }) => s.employmentId === employmentId)).toMatchObject({ state: 'SENT', documentId, sentAt: expect.any(String) });
    expect((await act(company, 'GET', `${BASE}/${policy.id}`)).body.signatures).toEqual({ sent: 1, signed: 0, declined: 0 });
    expect((await auditEvents(company.ws)).find((e) => e.event === 'HAOP_SENT_FOR_SIGNATURE')?.props).toMatchObject({ policyId: policy.id, documents: [{ employmentId, documentId }] });

    // A second send sends nothing new.
    const again = await act(company, 'POST', `${BASE}/${policy.id}/send`);
    expect(again.body.sent).toEqual([]);
    expect(again.body.skipped).toContainEqual({ employmentId, name: 'Sara Employee', reason: 'ALREADY_SENT' });

    // The employee signs it in the portal, as any document sent to them.
    const own = (path: string, body?: unknown) => call(body === undefined ? 'GET' : 'POST', `/api/documents/own/${documentId}${path}`, { session: person.session, body });
    const opened = await own('');
    expect(opened.status, opened.text).toBe(200);
    expect((await own('/consent', consentBody)).status).toBe(200);
    const values = opened.body.labels.map((l: { id: string; type: string }) => (l.type === 'SIGNATURE' ? { labelId: l.id, ...signature } : { labelId: l.id, kind: 'NAME', text: 'Sara Employee' }));
    const signed = await own('/sign', { values });
    expect(signed.status, signed.text).toBe(200);
    expect(signed.body.status).toBe('SIGNED');

    const after = await act(company, 'GET', `${BASE}/${policy.id}/signatures`);
    expect(after.body.data.find((s: { employmentId: string }) => s.employmentId === employmentId)).toMatchObject({ state: 'SIGNED', signedAt: expect.any(String) });
    expect((await act(company, 'GET', `${BASE}?signed=true`)).body.data.map((p: { id: string }) => p.id)).toEqual([policy.id]);
    expect((await act(company, 'GET', `${BASE}?signed=false`)).body.totalElements).toBe(0);
    const third = await act(company, 'POST', `${BASE}/${policy.id}/send`);
    expect(third.body.skipped).toContainEqual({ employmentId, name: 'Sara Employee', reason: 'ALREADY_SIGNED' });
  });
});

describe('the workweek rules the timesheet reads', () => {
  it('are the defaults without a policy, the newest active policy’s with one, and the defaults again once it is disabled', async () => {
    Object.assign(process.env, stackEnv());
    const { workweekRulesOf } = await import('../../functions/policies/services/workweek.js');
    const company = await newCompany('Policy Workweek LLC');
    const defaults = { weekStartsOn: 0, weeklyOvertimeHours: 40, dailyLimitHours: 16, minBreakHours: 8, holidayHours: 0, paidHolidays: [], unpaidHolidays: [], regularWorkingDays: [1, 2, 3, 4, 5], overtimeRateHundredths: 150 };
    expect(await workweekRulesOf(company.ws)).toEqual(defaults);

    await create(company, { title: 'Older' });
    const policy = await create(company, {
      year: 2026,
      startWeek: 'MONDAY',
      endWeek: 'SUNDAY',
      minPaidInterval: 8,
      paidHolidays: ['US-independence-day', 'US-independence-day-observed'],
      unPaidHolidays: ['NY-lincolns-birthday'],
      customHolidays: [{ title: 'Founders Day', date: '2026-03-02', paid: true }],
      regularWorkingDays: ['TUESDAY', 'MONDAY', 'WEDNESDAY'],
      overtimeRate: 1.75,
    });
    // A contractors' policy is not the employees' workweek.
    await create(company, { contractType: 'CONTRACTOR', startWeek: 'SATURDAY', endWeek: 'FRIDAY' });
    const rules = await workweekRulesOf(company.ws);
    expect(rules).toMatchObject({ policyId: policy.id, weekStartsOn: 1, holidayHours: 8, regularWorkingDays: [1, 2, 3], weeklyOvertimeHours: 40, dailyLimitHours: 16, minBreakHours: 8, overtimeRateHundredths: 175 });
    // Every year the policy covers (2026–2030): July 4th each year, and the observed day when there is one.
    expect(rules.paidHolidays).toEqual(expect.arrayContaining(['2026-03-02', '2026-07-03', '2026-07-04', '2027-07-04', '2027-07-05', '2030-07-04']));
    expect(rules.paidHolidays).not.toContain('2028-07-03');
    expect(rules.paidHolidays).toEqual([...rules.paidHolidays].sort());
    expect(rules.unpaidHolidays).toEqual(['2026-02-12', '2027-02-12', '2028-02-12', '2029-02-12', '2030-02-12']);

    const payroll = await as('payroll');
    expect((await call('POST', `${BASE}/${policy.id}/disable`, { session: payroll, workspaceId: company.ws })).status).toBe(200);
    const older = await workweekRulesOf(company.ws);
    expect(older.policyId).toBeDefined();
    expect(older.policyId).not.toBe(policy.id);
    expect(older.weekStartsOn).toBe(0);
  });

  it('are the defaults for a company of another id (keys derive from the company)', async () => {
    Object.assign(process.env, stackEnv());
    const { workweekRulesOf } = await import('../../functions/policies/services/workweek.js');
    expect((await workweekRulesOf('c_01KAZZNOSUCHCOMPANY0000001')).policyId).toBeUndefined();
  });
});
