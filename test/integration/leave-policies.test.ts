/**
 * PTO and Sick Leave Policies against the real local services (docs/decisions/0029-leave-policies.md):
 * §5's defaults and required fields, the NY sick-leave tier engine through the API (every row), the
 * officer's signature through the signing engine, edits only before it, staff-only disable, attach
 * and removal, the per-employment views and the employee's signature, the attach race, another
 * company's policies, and the leave domain's contract (functions/policies/services/leave-terms.ts).
 * Each test works in a company of its own, made by a new person.
 */
import { describe, expect, it } from 'vitest';
import { as, call, stackEnv, type TSession } from '../support/api.js';
import { auditEvents } from '../support/aws.js';
import { act, newCompany, newPerson, type TActor } from '../support/billing.js';
import { consentBody, signature } from '../support/signable.js';

const PTO = '/api/policies/pto';
const SLP = '/api/policies/slp';
const EMP = '/api/policies/employments';

/** Consents and signs through a public link with the policy's boxes (`officer-…` or `employee-…`). */
async function signAs(publicId: string, who: 'officer' | 'employee') {
  expect((await call('GET', `/api/sign/${publicId}`)).status).toBe(200);
  expect((await call('POST', `/api/sign/${publicId}/consent`, { body: consentBody })).status).toBe(200);
  const res = await call('POST', `/api/sign/${publicId}/sign`, {
    body: { values: [{ labelId: `${who}-signature`, ...signature }, { labelId: `${who}-name`, kind: 'NAME', text: 'Signed Name' }] },
  });
  expect(res.status, res.text).toBe(200);
}

async function createSlp(a: TActor, body: Record<string, unknown> = { companySize: 'MEDIUM' }) {
  const res = await act(a, 'POST', SLP, body);
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** A policy made and signed by its officer (the company's owner). */
async function signedPolicy(company: TActor, kind: 'pto' | 'slp', body: Record<string, unknown>) {
  const made = await act(company, 'POST', kind === 'pto' ? PTO : SLP, body);
  expect(made.status, made.text).toBe(201);
  expect(made.body.policyPublicId).toEqual(expect.any(String));
  await signAs(made.body.policyPublicId, 'officer');
  const got = await act(company, 'GET', `${kind === 'pto' ? PTO : SLP}/${made.body.id}`);
  expect(got.body).toMatchObject({ signed: true, isActive: true });
  expect(got.body.policyPublicId).toBeUndefined();
  return got.body as { id: string; [k: string]: unknown };
}

/** A STAFF employment of the company for a new person with an account, accepted by them. */
async function hire(company: TActor, first = 'Sam') {
  const person = await newPerson(first, 'Employee');
  const made = await act(company, 'POST', '/api/workforce/employments', {
    type: 'STAFF', details: { name: `${first} Employee`, email: person.email }, employmentStart: '2025-03-01', payType: 'HOUR_RATE', rateCents: 4500,
  });
  expect(made.status, made.text).toBe(201);
  const accepted = await act(person, 'POST', `/api/workforce/employment-invitations/${made.body.id}/accept`);
  expect(accepted.status, accepted.text).toBe(200);
  return { person, employmentId: made.body.id as string };
}

/** Staff acting in the person's workspace. */
const inPerson = (staff: TSession, person: TActor, method: string, path: string, body?: unknown) => call(method, path, { session: staff, workspaceId: person.ws, body });

describe('the sick-leave tier engine (spec 000 §5), through the API', () => {
  it('auto-sets each tier’s intervals and refuses every value under its minimums with 400 naming the field', async () => {
    const company = await newCompany('Tier Engine LLC');
    const rows: [Record<string, unknown>, string, number, number][] = [
      [{ companySize: 'MICRO', annualRevenue: 'UNDER_1M' }, 'MICRO_LOW', 0, 40],
      [{ companySize: 'MICRO', annualRevenue: 'ONE_MILLION_OR_MORE' }, 'MICRO_HIGH', 40, 0],
      [{ companySize: 'MEDIUM' }, 'MEDIUM', 40, 0],
      [{ companySize: 'LARGE' }, 'LARGE', 0 + 56, 0],
    ];
    for (const [body, tier, pay, notPay] of rows) {
      const p = await createSlp(company, body);
      expect(p).toMatchObject({ kind: 'SICK', tier, payInterval: pay, notPayInterval: notPay, intervalHours: pay + notPay, intervalDays: (pay + notPay) / 8, accumulationRate: 30, carryoverHours: pay + notPay, applicableState: 'NY', title: 'Sick Leave Policy (NY)', signed: false, isActive: true });
    }
    // The micro low-revenue not-pay minimum falls to 0 once the paid interval reaches 40.
    expect(await createSlp(company, { companySize: 'MICRO', annualRevenue: 'UNDER_1M', payInterval: 40, notPayInterval: 0 })).toMatchObject({ payInterval: 40, notPayInterval: 0 });
    expect(await createSlp(company, { companySize: 'MICRO', annualRevenue: 'UNDER_1M', payInterval: 8, notPayInterval: 40 })).toMatchObject({ intervalHours: 48 });

    const refusals: [Record<string, unknown>, string][] = [
      [{ companySize: 'MICRO' }, 'annualRevenue'],
      [{}, 'companySize'],
      [{ companySize: 'HUGE' }, 'companySize'],
      [{ companySize: 'MICRO', annualRevenue: 'UNDER_1M', payInterval: 39.75, notPayInterval: 0 }, 'notPayInterval'],
      [{ companySize: 'MICRO', annualRevenue: 'UNDER_1M', payInterval: 0, notPayInterval: 39 }, 'notPayInterval'],
      [{ companySize: 'MICRO', annualRevenue: 'ONE_MILLION_OR_MORE', payInterval: 39 }, 'payInterval'],
      [{ companySize: 'MEDIUM', payInterval: 32, notPayInterval: 8 }, 'payInterval'],
      [{ companySize: 'LARGE', payInterval: 40, notPayInterval: 16 }, 'payInterval'],
      [{ companySize: 'MEDIUM', accumulationRate: 0 }, 'accumulationRate'],
      [{ companySize: 'MEDIUM', accumulationRate: 31 }, 'accumulationRate'],
      [{ companySize: 'MEDIUM', accumulationRate: 1.5 }, 'accumulationRate'],
      [{ companySize: 'MEDIUM', payInterval: 40.1 }, 'payInterval'],
      [{ companySize: 'MEDIUM', payInterval: 161 }, 'payInterval'],
      [{ companySize: 'MEDIUM', carryover: 41 }, 'carryover'],
      [{ companySize: 'MEDIUM', applicableState: 'CA' }, 'applicableState'],
      [{ companySize: 'MEDIUM', applicableFor: 'BRANCH' }, 'branchId'],
      [{ companySize: 'MEDIUM', applicableFor: 'BRANCH', branchId: '01HZZZZZZZZZZZZZZZZZZZZZZZ' }, 'branchId'],
      [{ companySize: 'MEDIUM', title: ' ' }, 'title'],
    ];
    for (const [body, param] of refusals) {
      const res = await act(company, 'POST', SLP, body);
      expect(res.status, `${JSON.stringify(body)} → ${res.text}`).toBe(400);
      expect(res.body).toMatchObject({ systemCode: 'invalid_request' });
      expect(res.body.param ?? Object.keys(res.body.fieldErrors ?? {})[0], JSON.stringify(body)).toBe(param);
    }
    const list = await act(company, 'GET', `${SLP}?isActive=true&signed=false&applicableState=NY`);
    expect(list.body.totalElements).toBe(6);
  });

  it('edits title, total, growth rate and carryover while unsigned, re-checking the tier, and refuses edits once the officer signed', async () => {
    const company = await newCompany('Tier Edit LLC');
    const made = await createSlp(company, { companySize: 'MICRO', annualRevenue: 'UNDER_1M' });
    const firstLink = made.policyPublicId as string;
    // Total = pay + not-pay: a total under the tier's 40 is the total's error.
    const low = await act(company, 'PUT', `${SLP}/${made.id}`, { title: 'Edited', total: 32, growthRate: 20, carryover: 0 });
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({ systemCode: 'invalid_request', param: 'total' });
    expect((await act(company, 'PUT', `${SLP}/${made.id}`, { title: 'Edited', total: 48, growthRate: 20, carryover: 50 })).body).toMatchObject({ param: 'carryover' });
    const edited = await act(company, 'PUT', `${SLP}/${made.id}`, { title: 'Edited', total: 48, growthRate: 20, carryover: 8 });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Edited', intervalHours: 48, payInterval: 0, notPayInterval: 48, accumulationRate: 20, carryoverHours: 8 });
    // The old officer document was withdrawn with the edit; the new link signs the new version.
    expect(edited.body.policyPublicId).not.toBe(firstLink);
    expect((await call('GET', `/api/sign/${firstLink}`)).status).not.toBe(200);
    await signAs(edited.body.policyPublicId, 'officer');
    const after = await act(company, 'PUT', `${SLP}/${made.id}`, { title: 'Again', total: 48, growthRate: 20, carryover: 8 });
    expect(after.status).toBe(409);
    expect(after.body.systemCode).toBe('invalid_state');
    const events = await auditEvents(company.ws);
    expect(events.filter((e) => e.event === 'SLP_UPDATED' && e.success)).toHaveLength(1);
  });
});

describe('PTO policies', () => {
  it("takes §5's defaults, requires total and carryover, bounds the numbers, and records refusals and the creation in the audit", async () => {
    const company = await newCompany('PTO Defaults LLC');
    const made = await act(company, 'POST', PTO, { vacationIntervalTotal: 80, carryover: 16 });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({
      kind: 'PTO', title: 'PTO (Paid Time Off) Policy (NY)', eligibilityPeriod: 183, vacationIntervalMin: 8, vacationNoticePeriod: 14, vacationPayout: false,
      officerTitle: 'Officer', officer: { name: 'Rob Owner' }, applicableState: 'NY', applicableFor: 'EMPLOYMENT_TYPE', employmentType: 'STAFF', isActive: true, signed: false,
      signatures: { attached: 0, signed: 0 },
    });
    expect(JSON.stringify(made.body)).not.toMatch(/approvedKey|officerDocumentId|officerUserId/);
    const cases: [Record<string, unknown>, string][] = [
      [{ carryover: 0 }, 'vacationIntervalTotal'],
      [{ vacationIntervalTotal: 40 }, 'carryover'],
      [{ vacationIntervalTotal: 40, carryover: 0, vacationIntervalMin: 48 }, 'vacationIntervalMin'],
      [{ vacationIntervalTotal: 40, carryover: 41 }, 'carryover'],
      [{ vacationIntervalTotal: 481, carryover: 0 }, 'vacationIntervalTotal'],
      [{ vacationIntervalTotal: 40.2, carryover: 0 }, 'vacationIntervalTotal'],
      [{ vacationIntervalTotal: 40, carryover: 0, eligibilityPeriod: 1.5 }, 'eligibilityPeriod'],
      [{ vacationIntervalTotal: 40, carryover: 0, vacationNoticePeriod: -1 }, 'vacationNoticePeriod'],
      [{ vacationIntervalTotal: 40, carryover: 0, officerTitle: '' }, 'officerTitle'],
    ];
    for (const [body, param] of cases) {
      const res = await act(company, 'POST', PTO, body);
      expect(res.status, res.text).toBe(400);
      expect(res.body.param ?? Object.keys(res.body.fieldErrors ?? {})[0], JSON.stringify(body)).toBe(param);
    }
    // The officer's link goes to the officer alone: staff acting for the company do not see it.
    const admin = await as('admin');
    const seenByStaff = await call('GET', `${PTO}/${made.body.id}`, { session: admin, workspaceId: company.ws });
    expect(seenByStaff.status).toBe(200);
    expect(seenByStaff.body.policyPublicId).toBeUndefined();
    const events = await auditEvents(company.ws);
    expect(events.filter((e) => e.event === 'PTO_POLICY_CREATED' && !e.success).length).toBeGreaterThan(0);
    expect(events.find((e) => e.event === 'PTO_POLICY_CREATED' && e.success)).toMatchObject({ success: true, props: { policyId: made.body.id, kind: 'PTO' } });
  });

  it('is disabled by staff alone, one way, and leaves no policy to attach', async () => {
    const company = await newCompany('PTO Disable LLC');
    const policy = await signedPolicy(company, 'pto', { vacationIntervalTotal: 40, carryover: 8 });
    const own = await act(company, 'POST', `${PTO}/${policy.id}/disable`);
    expect(own.status).toBe(403);
    expect(own.body.systemCode).toBe(40011);
    const payroll = await as('payroll');
    const [a, b] = await Promise.all([1, 2].map(() => call('POST', `${PTO}/${policy.id}/disable`, { session: payroll, workspaceId: company.ws })));
    expect([a!.status, b!.status].sort()).toEqual([200, 409]);
    expect((await act(company, 'GET', `${PTO}/${policy.id}`)).body).toMatchObject({ isActive: false, disabledAt: expect.any(String) });
    // Another kind's route does not see it.
    expect((await act(company, 'GET', `${SLP}/${policy.id}`)).status).toBe(404);
  });
});

describe('attaching policies to employments and the per-employment views', () => {
  it('lets staff alone attach a signed policy, sends it to the employee, who signs it; the contract reads it', async () => {
    Object.assign(process.env, stackEnv());
    const { employmentLeavePolicy, leaveTermsOf } = await import('../../functions/policies/services/leave-terms.js');
    const company = await newCompany('Attach Flow LLC');
    const { person, employmentId } = await hire(company, 'Ann');
    const admin = await as('admin');

    // An unsigned policy cannot be attached: 40048 (sick leave) and 40047 (PTO).
    const unsignedSlp = await createSlp(company, { companySize: 'LARGE' });
    const unsignedPto = (await act(company, 'POST', PTO, { vacationIntervalTotal: 80, carryover: 0 })).body;
    expect((await inPerson(admin, person, 'POST', `${EMP}/${employmentId}/attach`, { kind: 'SICK', policyId: unsignedSlp.id })).body.systemCode).toBe(40048);
    expect((await inPerson(admin, person, 'POST', `${EMP}/${employmentId}/attach`, { kind: 'PTO', policyId: unsignedPto.id })).body.systemCode).toBe(40047);
    // The candidates list holds signed, active policies only.
    const slp = await signedPolicy(company, 'slp', { companySize: 'MEDIUM', accumulationRate: 30 });
    const candidates = await inPerson(admin, person, 'GET', `${EMP}/${employmentId}/candidates?kind=SICK`);
    expect(candidates.body.data).toEqual([{ id: slp.id, title: 'Sick Leave Policy (NY)', totalHours: 40, totalDays: 5, employmentType: 'STAFF', applicableState: 'NY' }]);

    // Staff alone: the employee in their own workspace is refused, and so is the company's owner (not their workspace).
    const byEmployee = await act(person, 'POST', `${EMP}/${employmentId}/attach`, { kind: 'SICK', policyId: slp.id });
    expect(byEmployee.status).toBe(403);
    expect(byEmployee.body.systemCode).toBe(40011);
    expect((await act(person, 'GET', `${EMP}/${employmentId}/candidates?kind=SICK`)).status).toBe(403);
    expect((await call('POST', `${EMP}/${employmentId}/attach`, { session: company.session, workspaceId: person.ws, body: { kind: 'SICK', policyId: slp.id } })).status).toBe(403);
    // The wrong kind is not found.
    expect((await inPerson(admin, person, 'POST', `${EMP}/${employmentId}/attach`, { kind: 'PTO', policyId: slp.id })).body.systemCode).toBe('no_record');

    const attached = await inPerson(admin, person, 'POST', `${EMP}/${employmentId}/attach`, { kind: 'SICK', policyId: slp.id });
    expect(attached.status, attached.text).toBe(200);
    // Staff see the view without the Sign link; the employee sees it with theirs.
    const staffView = await inPerson(admin, person, 'GET', EMP);
    expect(staffView.body.data[0]).toMatchObject({ employmentId, employerName: 'Attach Flow LLC', sick: { state: 'UNSIGNED', policyId: slp.id }, pto: null });
    expect(staffView.body.data[0].sick.publicId).toBeUndefined();
    const mine = await act(person, 'GET', EMP);
    expect(mine.body.data[0].sick).toMatchObject({ state: 'UNSIGNED', title: 'Sick Leave Policy (NY)', publicId: expect.any(String) });
    expect((await act(person, 'GET', `${EMP}/${employmentId}/download?kind=SICK`)).status).toBe(404);

    // The contract: attached and unsigned, with the employee's link; the terms mapped.
    const before = await employmentLeavePolicy(company.ws, employmentId, 'SICK');
    expect(before).toEqual({ signed: false, publicId: mine.body.data[0].sick.publicId, terms: { kind: 'SICK', policyId: slp.id, companyId: company.ws, title: 'Sick Leave Policy (NY)', active: true, accumulationRate: 30, totalHours: 40, payHours: 40, notPayHours: 0, carryoverHours: 40 } });
    expect(await employmentLeavePolicy(company.ws, employmentId, 'PTO')).toBeNull();
    expect(await leaveTermsOf(company.ws, slp.id)).toEqual(before!.terms);
    expect(await leaveTermsOf(company.ws, '01HZZZZZZZZZZZZZZZZZZZZZZZ')).toBeNull();

    await signAs(mine.body.data[0].sick.publicId, 'employee');
    const signed = await act(person, 'GET', EMP);
    expect(signed.body.data[0].sick).toMatchObject({ state: 'SIGNED', signedAt: expect.any(String) });
    const file = await act(person, 'GET', `${EMP}/${employmentId}/download?kind=SICK`);
    expect(file.status, file.text).toBe(200);
    expect((await fetch(file.body.url)).status).toBe(200);
    expect(await employmentLeavePolicy(company.ws, employmentId, 'SICK')).toMatchObject({ signed: true });
    expect((await act(company, 'GET', `${SLP}/${slp.id}/signatures`)).body.data).toEqual([
      { employmentId, name: 'Ann Employee', state: 'SIGNED', attachedAt: expect.any(String), signedAt: expect.any(String) },
    ]);
    expect((await act(company, 'GET', `${SLP}/${slp.id}`)).body.signatures).toEqual({ attached: 1, signed: 1 });

    // Removing it (disable signature) is staff's alone.
    const ownerRemoves = await act(company, 'POST', `${SLP}/${slp.id}/signatures/${employmentId}/disable`);
    expect(ownerRemoves.status).toBe(403);
    const removed = await call('POST', `${SLP}/${slp.id}/signatures/${employmentId}/disable`, { session: admin, workspaceId: company.ws });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.data).toEqual([]);
    expect(await employmentLeavePolicy(company.ws, employmentId, 'SICK')).toBeNull();
    const events = await auditEvents(company.ws);
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['SLP_CREATED', 'SLP_DETACHED']));
  });

  it('gives one winner to racing attaches, replaces on a later attach, and drops attachments of a disabled policy from the leave index', async () => {
    Object.assign(process.env, stackEnv());
    const { leaveAssignmentsPage, employmentLeavePolicy } = await import('../../functions/policies/services/leave-terms.js');
    const company = await newCompany('Attach Race LLC');
    const { person, employmentId } = await hire(company, 'Ray');
    const admin = await as('admin');
    const first = await signedPolicy(company, 'pto', { vacationIntervalTotal: 40, carryover: 0, title: 'First PTO' });
    const second = await signedPolicy(company, 'pto', { vacationIntervalTotal: 80, carryover: 8, title: 'Second PTO' });

    const racing = await Promise.all([first, second, first, second].map((p) => inPerson(admin, person, 'POST', `${EMP}/${employmentId}/attach`, { kind: 'PTO', policyId: p.id })));
    for (const r of racing) expect([200, 409], r.text).toContain(r.status);
    expect(racing.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const r of racing.filter((x) => x.status === 409)) expect(['version_conflict', 'invalid_state']).toContain(r.body.systemCode);
    // One attachment, one live document: every other document sent was withdrawn.
    const view = await act(person, 'GET', EMP);
    const winner = view.body.data[0].pto.policyId as string;
    const live = await call('GET', '/api/documents/own', { session: person.session, workspaceId: person.ws });
    const pending = (live.body.data as { status: string; title: string }[]).filter((d) => d.status === 'SENT' && /PTO/.test(d.title));
    expect(pending).toHaveLength(1);
    expect((await act(company, 'GET', `${PTO}/${winner}/signatures`)).body.data).toHaveLength(1);

    // A later attach replaces it.
    const other = winner === first.id ? second : first;
    expect((await inPerson(admin, person, 'POST', `${EMP}/${employmentId}/attach`, { kind: 'PTO', policyId: other.id })).status).toBe(200);
    expect((await employmentLeavePolicy(company.ws, employmentId, 'PTO'))?.terms.policyId).toBe(other.id);

    const inIndex = async () => {
      const found: { companyId: string; employmentId: string; kind: string; policyId: string; personId: string }[] = [];
      let cursor: string | undefined;
      do {
        const page = await leaveAssignmentsPage({ cursor, limit: 500 });
        found.push(...page.items.filter((i) => i.companyId === company.ws));
        cursor = page.cursor;
      } while (cursor);
      return found;
    };
    expect(await inIndex()).toEqual([{ companyId: company.ws, employmentId, personId: person.ws, kind: 'PTO', policyId: other.id }]);
    const disabled = await call('POST', `${PTO}/${other.id}/disable`, { session: admin, workspaceId: company.ws });
    expect(disabled.status, disabled.text).toBe(200);
    expect(await inIndex()).toEqual([]);
    expect(await employmentLeavePolicy(company.ws, employmentId, 'PTO')).toBeNull();
    const again = await inPerson(admin, person, 'POST', `${EMP}/${employmentId}/attach`, { kind: 'PTO', policyId: other.id });
    expect(again.status).toBe(409);
    expect(again.body.systemCode).toBe('invalid_state');
    await expect(leaveAssignmentsPage({ cursor: 'forged' })).rejects.toMatchObject({ systemCode: 'invalid_request' });
  });

  it("keeps each company to its own policies and each person to their own employments", async () => {
    const a = await newCompany('Own Policies A LLC');
    const b = await newCompany('Own Policies B LLC');
    const policy = await createSlp(a);
    expect((await act(b, 'GET', `${SLP}/${policy.id}`)).status).toBe(404);
    expect((await act(b, 'POST', `${SLP}/${policy.id}/disable`)).status).toBe(403);
    expect((await call('GET', `${SLP}/${policy.id}`, { session: b.session, workspaceId: a.ws })).status).toBe(403);
    // A person's view is their own employments; another's employment id is 40018.
    const { person, employmentId } = await hire(a, 'Ida');
    const stranger = await newPerson('Stan', 'Stranger');
    expect((await act(stranger, 'GET', EMP)).body).toEqual({ data: [] });
    expect((await act(stranger, 'GET', `${EMP}/${employmentId}/download?kind=SICK`)).body.systemCode).toBe(40018);
    const admin = await as('admin');
    expect((await call('POST', `${EMP}/${employmentId}/attach`, { session: admin, workspaceId: stranger.ws, body: { kind: 'SICK', policyId: policy.id } })).body.systemCode).toBe(40018);
    expect((await call('GET', EMP, { session: stranger.session, workspaceId: person.ws })).status).toBe(403);
    // Company routes need a COMPANY workspace; the person routes a PERSON one.
    expect((await act(person, 'GET', SLP)).status).toBe(403);
    expect((await act(a, 'GET', EMP)).status).toBe(403);
  });
});
