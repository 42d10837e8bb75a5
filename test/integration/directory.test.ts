/**
 * The directory (functions/core/directory.ts) through its routes: staff searches of people,
 * companies and provider employees, the employee office data and roles, and the audited open of a
 * client's workspace. Against the real local services; entries the API cannot make yet (an SSN,
 * a non-client) are written with `directoryWrites` in a plain transaction, as their writers will.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { newWorkspaceId } from '../../shared/core/ids.js';
import { ACME_ID, as, call, DEMO_PASSWORD, stackEnv, type TSession, uniqueEmail } from '../support/api.js';
import { auditEvents, table } from '../support/aws.js';
import { DEMO_IDS } from '../../scripts/local/demo.js';

type TDirectory = typeof import('../../functions/core/directory.js');
let directory: TDirectory;
let admin: TSession;
let payroll: TSession;
let john: TSession;

const employeeIdOf = (s: TSession) => s.workspaces.find((w) => w.type === 'SUBLIME_EMPLOYEE')!.id;
const get = (session: TSession, path: string) => call('GET', path, { session });
/** The session after a token refresh: the permission token is built again from the stored roles. */
async function refreshed(s: TSession): Promise<TSession> {
  const res = await call('POST', '/api/auth/refresh', { body: { refreshToken: s.refreshToken } });
  expect(res.status, res.text).toBe(200);
  return { ...s, ...res.body };
}
const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((e) => e.name);

/** Writes entries the way their writers do: directoryWrites in one transaction. */
async function putEntries(entries: Parameters<TDirectory['directoryWrites']>[1][]) {
  const { client } = table();
  for (const entry of entries) {
    await client.send(new TransactWriteCommand({ TransactItems: directory.directoryWrites(undefined, entry) }));
  }
}

beforeAll(async () => {
  // The directory module keys its items by TABLE_NAME, read when it builds them.
  process.env.TABLE_NAME = stackEnv().TABLE_NAME;
  directory = await import('../../functions/core/directory.js');
  [admin, payroll, john] = await Promise.all([as('admin'), as('payroll'), as('john')]);
});

describe('person search', () => {
  it('indexes a person at registration, found by name prefix and email, with their userId', async () => {
    const email = uniqueEmail('dir');
    const res = await call('POST', '/api/auth/register', {
      body: { email, firstName: 'Zebulon', lastName: 'Quackenbush', password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, preferredLanguage: 'EN', termsAccepted: true },
    });
    expect(res.status, res.text).toBe(201);
    const byName = await get(admin, '/api/directory/people?fullNameFilter=zebu%20quack');
    expect(byName.status, byName.text).toBe(200);
    expect(byName.body.data).toHaveLength(1);
    expect(byName.body.data[0]).toMatchObject({ kind: 'PERSON', name: 'Zebulon Quackenbush', email, isClient: true, extra: { userId: res.body.userId } });
    expect(byName.body.data[0].id).toMatch(/^p_/);
    expect(names(await get(admin, `/api/directory/people?email=${encodeURIComponent(email)}`))).toEqual(['Zebulon Quackenbush']);
    expect(names(await get(admin, '/api/directory/people?firstName=zeb&lastName=quackenb'))).toEqual(['Zebulon Quackenbush']);
    // A word that only appears inside another word is not a prefix: not found.
    expect((await get(admin, '/api/directory/people?fullNameFilter=ackenbush')).body.data).toEqual([]);
  });

  it('finds a person by the exact SSN only, and never returns the number', async () => {
    const id = newWorkspaceId('PERSON');
    await putEntries([{ kind: 'PERSON', id, name: 'Sybil Socialsec', firstName: 'Sybil', lastName: 'Socialsec', ssn: '123-45-6789', isClient: true, extra: { userId: 'u-ssn' } }]);
    const exact = await get(admin, '/api/directory/people?ssn=123456789');
    expect(exact.status, exact.text).toBe(200);
    expect(exact.body.data.map((e: { id: string }) => e.id)).toEqual([id]);
    expect(exact.text).not.toContain('6789');
    expect((await get(admin, '/api/directory/people?ssn=123-45-6788')).body.data).toEqual([]);
    // Not a prefix search: a partial SSN is refused as bad input.
    const partial = await get(admin, '/api/directory/people?ssn=1234');
    expect(partial.status).toBe(400);
    expect(partial.body.systemCode).toBe('invalid_request');
  });

  it('pages in id order with countOfPages, and filters clients', async () => {
    const ids = [newWorkspaceId('PERSON'), newWorkspaceId('PERSON'), newWorkspaceId('PERSON')].sort();
    await putEntries([
      { kind: 'PERSON', id: ids[0]!, name: 'Pagina Uno', firstName: 'Pagina', lastName: 'Uno', isClient: true },
      { kind: 'PERSON', id: ids[1]!, name: 'Pagina Dos', firstName: 'Pagina', lastName: 'Dos', isClient: true },
      // An entry that is not a client (such as a billing contact would be): on ALL only.
      { kind: 'PERSON', id: ids[2]!, name: 'Pagina Tres', firstName: 'Pagina', lastName: 'Tres', isClient: false },
    ]);
    const first = await get(admin, '/api/directory/people?fullNameFilter=pagina&pageSize=2&pageNumber=0');
    expect(first.body).toMatchObject({ pageNumber: 0, countOfPages: 2, truncated: false });
    expect(first.body.data.map((e: { id: string }) => e.id)).toEqual(ids.slice(0, 2));
    const second = await get(admin, '/api/directory/people?fullNameFilter=pagina&pageSize=2&pageNumber=1');
    expect(second.body.data.map((e: { id: string }) => e.id)).toEqual([ids[2]]);
    expect(names(await get(admin, '/api/directory/people?fullNameFilter=pagina&isClient=true'))).toEqual(['Pagina Uno', 'Pagina Dos']);
    expect(names(await get(admin, '/api/directory/people?fullNameFilter=pagina&onlyCustomers=true'))).toEqual(['Pagina Uno', 'Pagina Dos']);
    expect(names(await get(admin, '/api/directory/people?fullNameFilter=pagina&isClient=false'))).toEqual(['Pagina Tres']);
    // The unfiltered list of individuals: one Query plus its counter.
    const all = await get(admin, '/api/directory/people?isClient=true&pageSize=20');
    expect(all.body.countOfPages).toBeGreaterThanOrEqual(1);
    expect(all.body.data.map((e: { email?: string }) => e.email)).toEqual(expect.arrayContaining(['john.doe@example.com', 'owner@acme.example']));
    const ordered = all.body.data.map((e: { id: string }) => e.id);
    expect(ordered).toEqual([...ordered].sort());
  });

  it('lists the provider admins with onlyAdmins', async () => {
    const res = await get(admin, '/api/directory/people?onlyAdmins=true');
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: { email: string }) => e.email)).toContain('admin@sublime.local');
    expect(res.body.data.map((e: { email: string }) => e.email)).not.toContain('payroll@sublime.local');
    for (const e of res.body.data) expect(e).toMatchObject({ kind: 'EMPLOYEE', isAdmin: true });
  });

  it('refuses bad paging with a catalogue code, not a 5xx', async () => {
    const res = await get(admin, '/api/directory/people?pageSize=0');
    expect(res.status).toBe(400);
    expect(res.body.systemCode).toBe('invalid_request');
    expect((await get(admin, '/api/directory/people?orderDirection=SIDEWAYS')).status).toBe(400);
  });
});

describe('company search', () => {
  it('finds Acme Corp by name prefix, EIN and email; 8 suggestions at most', async () => {
    for (const q of ['searchQuery=acm', 'searchQuery=12-3456789', 'searchQuery=123456', 'ein=12-34', 'companyName=acme', 'email=owner%40acme', 'searchQuery=owner%40acme.example']) {
      const res = await get(admin, `/api/directory/companies?${q}&pageSize=8`);
      expect(res.status, `${q}: ${res.text}`).toBe(200);
      expect(res.body.data.map((e: { id: string }) => e.id), q).toContain(ACME_ID);
    }
    const acme = (await get(admin, '/api/directory/companies?searchQuery=acme')).body.data.find((e: { id: string }) => e.id === ACME_ID);
    expect(acme).toMatchObject({ kind: 'COMPANY', name: 'Acme Corp', ein: '12-3456789', email: 'owner@acme.example', isClient: true });
    // A name filter does not match the email (other files may make companies named 'Ownerless…').
    expect((await get(admin, '/api/directory/companies?companyName=owner')).body.data.map((e: { id: string }) => e.id)).not.toContain(ACME_ID);
    expect((await get(admin, '/api/directory/companies?isClient=true')).body.data.map((e: { id: string }) => e.id)).toContain(ACME_ID);
  });
});

describe('clients never list other clients', () => {
  it.each([
    '/api/directory/people',
    '/api/directory/people?onlyAdmins=true',
    '/api/directory/companies?searchQuery=acme',
    '/api/provider/employees',
  ])('%s refuses a client (403)', async (path) => {
    const res = await call('GET', path, { session: john, workspaceId: john.workspaces[0]!.id });
    expect(res.status).toBe(403);
    expect(res.body.systemCode).toBe(40011);
    expect(res.body.data).toBeUndefined();
  });
});

describe('provider employees', () => {
  it('searches by role, office, name and position', async () => {
    const byRole = await get(payroll, '/api/provider/employees?role=PAYROLL_MANAGER');
    expect(byRole.status, byRole.text).toBe(200);
    expect(byRole.body.data.map((e: { email: string }) => e.email)).toEqual(['payroll@sublime.local']);
    expect(byRole.body.data[0]).toMatchObject({ kind: 'EMPLOYEE', id: employeeIdOf(payroll), extra: { officeId: DEMO_IDS.office, roles: ['PAYROLL_MANAGER'] } });
    expect(byRole.body.data[0].extra.officeName).toBe('Sublime — Manhattan office');
    const byOffice = await get(admin, `/api/provider/employees?officeId=${DEMO_IDS.office}`);
    expect(byOffice.body.data.map((e: { email: string }) => e.email)).toEqual(expect.arrayContaining(['admin@sublime.local', 'payroll@sublime.local']));
    expect((await get(admin, '/api/provider/employees?officeId=01KAZZSFFICE00000000000999')).body.data).toEqual([]);
    expect(names(await get(admin, '/api/provider/employees?fullNameFilter=ali%20adm'))).toEqual(['Alice Admin']);
    expect(names(await get(admin, '/api/provider/employees?role=ADMIN'))).toContain('Alice Admin');
    expect(names(await get(admin, '/api/provider/employees?position=office%20adm'))).toEqual(['Alice Admin']);
    const bad = await get(admin, '/api/provider/employees?role=KING');
    expect(bad.status).toBe(400);
  });

  it('updates office data (ADMIN only): min 3 letters, version-checked, re-indexed, audited', async () => {
    const id = employeeIdOf(payroll);
    const path = `/api/provider/employees/${id}`;
    const before = await get(admin, path);
    expect(before.status, before.text).toBe(200);
    expect(before.body).toMatchObject({ employeeId: id, firstName: 'Paul', lastName: 'Payroll', roles: ['PAYROLL_MANAGER'] });

    const short = await call('PUT', path, { session: admin, body: { firstName: 'Pa', lastName: 'Payroll', version: before.body.version } });
    expect(short.status).toBe(400);
    expect(short.body.param).toBe('firstName');
    expect(short.body.fieldErrors.firstName).toBeDefined();

    const refused = await call('PUT', path, { session: payroll, body: { firstName: 'Paul', lastName: 'Payroll' } });
    expect(refused.status).toBe(403);

    const body = { firstName: 'Paul', lastName: 'Payroll', position: 'Senior payroll manager', officePhoneNumber: '+1 212 555 0199', officeId: DEMO_IDS.office };
    const ok = await call('PUT', path, { session: admin, body: { ...body, version: before.body.version } });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toMatchObject({ ...body, version: before.body.version + 1, officeName: 'Sublime — Manhattan office' });

    const stale = await call('PUT', path, { session: admin, body: { ...body, version: before.body.version } });
    expect(stale.status).toBe(409);
    expect(stale.body.systemCode).toBe('version_conflict');

    const missingOffice = await call('PUT', path, { session: admin, body: { ...body, officeId: '01KAZZSFFICE00000000000999' } });
    expect(missingOffice.status).toBe(404);

    expect(names(await get(admin, '/api/provider/employees?position=senior%20payroll'))).toEqual(['Paul Payroll']);
    const events = await auditEvents(id);
    const event = events.find((e) => e.event === 'PROVIDER_EMPLOYEE_UPDATED' && e.success);
    expect(event?.producer.email).toBe('admin@sublime.local');
    expect(event?.props.changed).toEqual(expect.arrayContaining(['position', 'officePhoneNumber']));
  });

  it('assigns roles (ADMIN only); they take effect at the next refresh', async () => {
    const id = employeeIdOf(payroll);
    const path = `/api/provider/employees/${id}/roles`;
    const byPayroll = await call('PUT', path, { session: payroll, body: { roles: ['PAYROLL_MANAGER', 'ADMIN'] } });
    expect(byPayroll.status).toBe(403);
    expect(byPayroll.body.systemCode).toBe(40011);

    const current = (await get(admin, `/api/provider/employees/${id}`)).body;
    const given = await call('PUT', path, { session: admin, body: { roles: ['PAYROLL_MANAGER', 'SUPPORT_MANAGER'], version: current.version } });
    expect(given.status, given.text).toBe(200);
    expect(given.body.roles).toEqual(['PAYROLL_MANAGER', 'SUPPORT_MANAGER']);
    const stale = await call('PUT', path, { session: admin, body: { roles: ['PAYROLL_MANAGER'], version: current.version } });
    expect(stale.status).toBe(409);

    // The payroll manager's next token carries the role: the support inbox opens.
    const session = await refreshed(payroll);
    expect((await call('GET', '/api/chats', { session })).status).toBe(200);
    expect(names(await get(admin, '/api/provider/employees?role=SUPPORT_MANAGER'))).toEqual(['Paul Payroll']);
    const event = (await auditEvents(id)).find((e) => e.event === 'PROVIDER_EMPLOYEE_ROLES_CHANGED' && e.success);
    expect(event?.props).toMatchObject({ before: ['PAYROLL_MANAGER'], after: ['PAYROLL_MANAGER', 'SUPPORT_MANAGER'] });

    const back = await call('PUT', path, { session: admin, body: { roles: ['PAYROLL_MANAGER'] } });
    expect(back.status).toBe(200);
    const after = await refreshed(payroll);
    expect((await call('GET', '/api/chats', { session: after })).status).toBe(403);
  });

  it('refuses an ADMIN removing their own ADMIN role', async () => {
    const path = `/api/provider/employees/${employeeIdOf(admin)}/roles`;
    const res = await call('PUT', path, { session: admin, body: { roles: ['PAYROLL_ADMIN'] } });
    expect(res.status).toBe(409);
    expect(res.body.systemCode).toBe('own_admin_role');
    expect((await get(admin, `/api/provider/employees/${employeeIdOf(admin)}`)).body.roles).toEqual(['ADMIN']);
    expect((await call('PUT', path, { session: admin, body: { roles: ['ADMIN', 'PAYROLL_ADMIN'] } })).status).toBe(200);
    expect((await call('PUT', path, { session: admin, body: { roles: ['ADMIN'] } })).status).toBe(200);
  });

  it('answers 40018 for an unknown employee, 400 for a malformed id', async () => {
    const missing = await get(admin, `/api/provider/employees/${newWorkspaceId('SUBLIME_EMPLOYEE')}`);
    expect(missing.status).toBe(404);
    expect(missing.body.systemCode).toBe(40018);
    expect((await get(admin, '/api/provider/employees/not-an-id')).status).toBe(400);
  });
});

describe('staff open a client workspace', () => {
  it("records WORKSPACE_OPENED_BY_STAFF on the client's trail", async () => {
    const res = await call('POST', `/api/workspaces/${ACME_ID}/open`, { session: payroll });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: ACME_ID, name: 'Acme Corp', type: 'COMPANY' });
    const event = (await auditEvents(ACME_ID)).find((e) => e.event === 'WORKSPACE_OPENED_BY_STAFF' && e.producer.email === 'payroll@sublime.local');
    expect(event).toMatchObject({ success: true, actingFor: ACME_ID, consumer: { type: 'COMPANY', workspaceId: ACME_ID } });
  });

  it('records where it was opened from: the admin lists by default, the switcher when it says so', async () => {
    const openedByAdmin = (e: { event: string; producer: { email?: string } }) =>
      e.event === 'WORKSPACE_OPENED_BY_STAFF' && e.producer.email === 'admin@sublime.local';
    const fromList = await call('POST', `/api/workspaces/${ACME_ID}/open`, { session: admin });
    expect(fromList.status, fromList.text).toBe(200);
    expect((await auditEvents(ACME_ID)).find(openedByAdmin)?.props).toMatchObject({ via: 'admin lists' });
    const fromSwitcher = await call('POST', `/api/workspaces/${ACME_ID}/open?via=SWITCHER`, { session: admin });
    expect(fromSwitcher.status, fromSwitcher.text).toBe(200);
    expect(fromSwitcher.body).toMatchObject({ id: ACME_ID, name: 'Acme Corp', type: 'COMPANY' });
    expect((await auditEvents(ACME_ID)).find(openedByAdmin)?.props).toMatchObject({ via: 'switcher' });
    expect((await call('POST', `/api/workspaces/${ACME_ID}/open?via=ANYWHERE`, { session: admin })).status).toBe(400);
  });

  it('refuses clients and unknown workspaces', async () => {
    const byClient = await call('POST', `/api/workspaces/${ACME_ID}/open`, { session: john });
    expect(byClient.status).toBe(403);
    expect((await call('POST', `/api/workspaces/${newWorkspaceId('COMPANY')}/open`, { session: admin })).status).toBe(404);
    expect((await call('POST', '/api/workspaces/nope/open', { session: admin })).status).toBe(400);
  });
});
