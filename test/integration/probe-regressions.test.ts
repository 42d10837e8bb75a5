/**
 * What held in the outside probe of issue 13 ("for the record"), kept as regression tests where no
 * other file already proves it: cross-tenant replay of object ids with nothing changed, mass
 * assignment, malformed bodies, invitation codes, CORS, and masking in the audit props read back
 * through the audit API. The rest of that list is proved where it is built: tokens in
 * jwt-abuse.test.ts, foreign workspace headers and staff routes in permission-matrix.test.ts, the
 * upload allow-list in files.test.ts, WebSocket origin and channels in realtime.test.ts, the
 * contact-form limit in feedback.test.ts; log masking in test/unit/logger-redact.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../scripts/local/demo.js';
import { BUCKET_NAME } from '../../scripts/local/stack.js';
import { isSystemCode } from '../../shared/core/errors.js';
import { ACME_ID, as, call, latestMail, stackEnv, stackUrl, type TResponse, type TSession, uniqueEmail } from '../support/api.js';
import { act, addContact, createLog, createService, logBody, newPerson, publishedInvoice, TODAY, type TActor } from '../support/billing.js';

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** A refusal: 403 or 404 with a catalogue code, and none of the given ids in the answer. */
function expectRefused(res: TResponse, ...ids: string[]) {
  expect([403, 404], `${res.status} ${res.text}`).toContain(res.status);
  expect(isSystemCode(res.body?.systemCode), res.text).toBe(true);
  expect(res.body.data).toBeUndefined();
  for (const id of ids) expect(res.text).not.toContain(id);
}

/** A POST with a body sent as given, not through JSON.stringify. */
async function rawPost(path: string, a: TActor, raw: string, contentType: string): Promise<TResponse> {
  const res = await fetch(new URL(path, stackUrl()), {
    method: 'POST',
    headers: {
      'content-type': contentType,
      authorization: `Bearer ${a.session.accessToken}`,
      'x-permission-token': a.session.secondaryToken,
      'x-workspace-id': a.ws,
    },
    body: raw,
  });
  const text = await res.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body, text, headers: Object.fromEntries(res.headers) };
}

/** New tokens, so the permission token names workspaces made since sign-in. */
async function refreshed(session: TSession): Promise<TSession> {
  const res = await call('POST', '/api/auth/refresh', { body: { refreshToken: session.refreshToken } });
  expect(res.status, res.text).toBe(200);
  const next = { ...session, ...res.body };
  next.workspaces = (await call('GET', '/api/workspaces', { session: next })).body.data;
  return next;
}

describe('cross-tenant replay of object ids changes nothing', () => {
  let victim: TActor;
  /** The victim's counterparty: a contact, i.e. a profile of the victim's own (issue 13, finding 10). */
  let partnerId: string;
  let attacker: TActor;
  let ids: { service: string; log: string; invoice: string; document: string; draft: string; file: string };

  beforeAll(async () => {
    victim = await newPerson('Replay', 'Victim');
    attacker = await newPerson('Replay', 'Attacker');
    partnerId = (await addContact(victim, uniqueEmail('replaypartner'), 'Replay Partner')).ref.id;
    const service = await createService(victim, { name: 'Victim service', priceCents: 12_300 });
    const log = await createLog(victim, victim.ws, partnerId, service.id);
    const invoice = await publishedInvoice(victim, partnerId, service.id);
    const draftLog = await createLog(victim, victim.ws, partnerId, service.id);
    const draft = await act(victim, 'POST', '/api/billing/invoices/drafts', { payerId: partnerId, serviceLogIds: [draftLog.id], invoiceDate: TODAY });
    expect(draft.status, draft.text).toBe(201);
    const upload = await act(victim, 'POST', '/api/files', { fileName: 'ledger.pdf', contentType: 'application/pdf', size: 4 });
    expect(upload.status, upload.text).toBe(201);
    expect((await fetch(upload.body.uploadUrl, { method: 'PUT', headers: upload.body.headers, body: Buffer.from('%PDF') })).status).toBe(200);
    expect((await act(victim, 'POST', `/api/files/${upload.body.file.id}/complete`)).status).toBe(200);
    ids = { service: service.id, log: log.id, invoice: invoice.id, document: invoice.document!.id, draft: draft.body.id, file: upload.body.file.id };
  }, 120_000);

  it('billing ids of another tenant, sent with the own workspace header: every read and write refused', async () => {
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/billing/services/${ids.service}`],
      ['PUT', `/api/billing/services/${ids.service}`, { name: 'Hijacked', priceCents: 1 }],
      ['DELETE', `/api/billing/services/${ids.service}`],
      ['GET', `/api/billing/service-logs/${ids.log}`],
      ['PUT', `/api/billing/service-logs/${ids.log}`, logBody(victim.ws, partnerId, ids.service, { priceCents: 1 })],
      ['DELETE', `/api/billing/service-logs/${ids.log}`],
      ['GET', `/api/billing/invoices/${ids.invoice}`],
      ['PUT', `/api/billing/bills/${ids.invoice}/complete`],
      ['PUT', `/api/billing/bills/${ids.invoice}/decline`],
      ['GET', `/api/billing/documents/${ids.document}`],
      ['PUT', `/api/billing/invoices/drafts/${ids.draft}`, { payerId: partnerId, serviceLogIds: [ids.log], invoiceDate: TODAY }],
      ['POST', `/api/billing/invoices/drafts/${ids.draft}/publish`],
      ['DELETE', `/api/billing/invoices/drafts/${ids.draft}`],
      ['GET', `/api/files/${ids.file}`],
      ['GET', `/api/files/${ids.file}/download`],
      ['POST', `/api/files/${ids.file}/complete`],
    ];
    for (const [method, path, body] of attempts) {
      const res = await act(attacker, method, path, body);
      expectRefused(res, victim.ws, partnerId);
      expect(res.text, `${method} ${path}`).not.toContain('Victim service');
    }

    // Nothing changed on the victim's side.
    const service = await act(victim, 'GET', `/api/billing/services/${ids.service}`);
    expect(service.body).toMatchObject({ name: 'Victim service', priceCents: 12_300, active: true });
    const log = await act(victim, 'GET', `/api/billing/service-logs/${ids.log}`);
    expect(log.body).toMatchObject({ active: true, priceCents: 10_000 });
    const invoice = await act(victim, 'GET', `/api/billing/invoices/${ids.invoice}`);
    expect(invoice.body.status).toBe('PENDING_PAYMENT');
    const draft = await act(victim, 'GET', `/api/billing/invoices/${ids.draft}`);
    expect(draft.body.status).toBe('DRAFT');
    expect((await act(victim, 'GET', `/api/files/${ids.file}`)).status).toBe(200);
    // And nothing of it landed in the attacker's own workspace.
    expect((await act(attacker, 'GET', '/api/billing/services')).body.data).toEqual([]);
  });

  it("an employment of another company, from a company of one's own: refused, and the employment unchanged", async () => {
    const owner = await as('owner');
    const before = await call('GET', `/api/workforce/employments/${DEMO_IDS.johnEmployment}`, { session: owner, workspaceId: ACME_ID });
    expect(before.status, before.text).toBe(200);
    const made = await act(attacker, 'POST', '/api/workforce/companies', {
      legalName: `Replay Co ${digits(5)}`, ein: `9${digits(1)}-${digits(7)}`, companyType: 'LLC',
      headquarter: { address1: '1 Test Plaza', city: 'Albany', state: 'NY', zipCode: '12207' },
    });
    expect(made.status, made.text).toBe(201);
    const company: TActor = { session: await refreshed(attacker.session), ws: made.body.id };
    const id = DEMO_IDS.johnEmployment;
    for (const [method, path, body] of [
      ['GET', `/api/workforce/employments/${id}`],
      ['PUT', `/api/workforce/employments/${id}`, { details: { name: 'Hijacked' }, employmentStart: '2025-03-01', payType: 'HOUR_RATE', rateCents: 1, version: before.body.version }],
      ['POST', `/api/workforce/employments/${id}/status`, { status: 'TERMINATED', terminationDate: TODAY }],
      ['GET', `/api/workforce/employments/${id}/permissions`],
      ['POST', `/api/workforce/employments/${id}/permissions`, { permissionType: 'TIMESHEET_OPERATE' }],
    ] as [string, string, unknown?][]) {
      expectRefused(await act(company, method, path, body), ACME_ID);
      // The same with the victim company's header: refused before anything is read.
      expectRefused(await call(method, path, { session: company.session, workspaceId: ACME_ID, body }));
    }
    const after = await call('GET', `/api/workforce/employments/${id}`, { session: owner, workspaceId: ACME_ID });
    expect(after.body).toEqual(before.body);
  });

  it("another user's support room and notifications: refused, and the victim's bell untouched", async () => {
    const room = await call('POST', '/api/chats', { session: victim.session, body: { name: 'Replay Victim' } });
    expect([200, 201], room.text).toContain(room.status);
    const roomId: string = room.body.roomId;
    expect((await call('GET', `/api/chats/${roomId}`, { session: victim.session })).body.room.roomId).toBe(roomId);
    expectRefused(await call('GET', `/api/chats/${roomId}`, { session: attacker.session }), victim.ws);
    expectRefused(await call('GET', `/api/chats/${roomId}/messages`, { session: attacker.session }), victim.ws);

    // The bell acts on the caller alone, whatever workspace header is sent: the victim's count is kept.
    const before = await call('GET', '/api/notifications', { session: victim.session });
    expect((await call('POST', '/api/notifications/seen', { session: attacker.session, workspaceId: victim.ws })).status).toBe(200);
    const after = await call('GET', '/api/notifications', { session: victim.session });
    expect(after.body.unseen).toBe(before.body.unseen);
    expect(after.body.data).toEqual(before.body.data);
  });
});

describe('mass assignment: fields the caller may not set are never stored', () => {
  let person: TActor & { email: string };
  let other: TActor & { email: string };

  beforeAll(async () => {
    person = await newPerson('Mass', 'Assigner');
    other = await newPerson('Mass', 'Bystander');
  }, 60_000);

  it('a service created with another holder, workspace, id and state belongs to the caller, active', async () => {
    const forgedId = '01KAZZNQFORGED000000000000';
    const res = await act(person, 'POST', '/api/billing/services', {
      name: 'Mass service', priceCents: 100, holderId: other.ws, workspaceId: other.ws, id: forgedId, active: false, version: 99, PK: `WS#${other.ws}`,
    });
    expect([201, 400]).toContain(res.status);
    if (res.status === 201) {
      expect(res.body).toMatchObject({ holderId: person.ws, active: true });
      expect(res.body.id).not.toBe(forgedId);
    }
    expect((await act(other, 'GET', '/api/billing/services')).body.data).toEqual([]);
    expectRefused(await act(other, 'GET', `/api/billing/services/${forgedId}`));
  });

  it('a draft cannot be born paid or numbered, nor a log invoiced', async () => {
    const payerId = (await addContact(person, uniqueEmail('masspayer'), 'Mass Payer')).ref.id;
    const service = await createService(person, { name: 'Mass draft service' });
    const log = await createLog(person, person.ws, payerId, service.id, { invoiceId: '01KAZZNQFORGEDINVOICE00000', active: false, totalCents: 1 });
    expect(log.invoiceId).toBeUndefined();
    expect(log.active).toBe(true);
    expect(log.totalCents).toBe(10_000);
    // The payee is a field of the create payload (spec 001 §3, §4): another tenant's is refused, nothing kept.
    const forgedPayee = await act(person, 'POST', '/api/billing/invoices/drafts', { payerId, serviceLogIds: [log.id], invoiceDate: TODAY, payeeId: other.ws });
    expect(forgedPayee.status, forgedPayee.text).toBe(403);
    expect(forgedPayee.body.systemCode).toBe(40011);
    const draft = await act(person, 'POST', '/api/billing/invoices/drafts', {
      payerId, serviceLogIds: [log.id], invoiceDate: TODAY, status: 'PAID', invoiceNumber: 1, totalCents: 1,
    });
    expect(draft.status, draft.text).toBe(201);
    expect(draft.body).toMatchObject({ status: 'DRAFT', payee: { id: person.ws }, payer: { id: payerId }, totalCents: 10_000 });
    expect(draft.body.invoiceNumber).toBeUndefined();
  });

  it('roles, user id and email in a preferences body change nothing but the preference', async () => {
    const me = await call('GET', '/api/users/me', { session: person.session });
    const res = await call('PUT', '/api/users/me/preferences', {
      session: person.session,
      body: { preferredLanguage: 'RU', roles: ['ADMIN'], userId: 'forged', email: 'admin@sublime.local', verified: true, isStaff: true },
    });
    expect(res.status, res.text).toBe(200);
    const after = await call('GET', '/api/users/me', { session: person.session });
    expect(after.body).toEqual({ ...me.body, preferredLanguage: 'RU' });
    // And a new permission token grants no staff route.
    const fresh = await refreshed(person.session);
    const leads = await call('GET', '/api/admin/leads', { session: fresh });
    expect(leads.status).toBe(403);
    expect(leads.body.systemCode).toBe(40011);
  });

  it("a company created with another owner is the caller's, and not the named owner's", async () => {
    const otherUserId = (await call('GET', '/api/users/me', { session: other.session })).body.userId;
    const res = await act(person, 'POST', '/api/workforce/companies', {
      legalName: `Mass Co ${digits(5)}`, ein: `9${digits(1)}-${digits(7)}`, companyType: 'LLC',
      headquarter: { address1: '1 Test Plaza', city: 'Albany', state: 'NY', zipCode: '12207' },
      ownerId: otherUserId, ownerUserId: otherUserId, members: [otherUserId], workspaceId: other.ws,
    });
    expect(res.status, res.text).toBe(201);
    const mine = await refreshed(person.session);
    expect(mine.workspaces.map((w) => w.id)).toContain(res.body.id);
    const theirs = await refreshed(other.session);
    expect(theirs.workspaces.map((w) => w.id)).not.toContain(res.body.id);
    expectRefused(await call('GET', '/api/workspaces/current', { session: theirs, workspaceId: res.body.id }));
  });
});

describe('malformed bodies get a catalogue 400 and write nothing', () => {
  it.each([
    ['a JSON array', '[{"name":"Bad","priceCents":100}]', 'application/json'],
    ['JSON null', 'null', 'application/json'],
    ['a JSON string', '"Bad"', 'application/json'],
    ['truncated JSON', '{"name":"Bad","priceCents":', 'application/json'],
    ['a form body', 'name=Bad&priceCents=100', 'application/x-www-form-urlencoded'],
    ['__proto__ keys', '{"name":"Proto","priceCents":100,"__proto__":{"holderId":"x","active":false},"constructor":{"prototype":{"admin":true}}}', 'application/json'],
  ])('%s', async (_label, raw, contentType) => {
    const p = await newPerson('Malformed', 'Body');
    const res = await rawPost('/api/billing/services', p, raw, contentType);
    if (_label === '__proto__ keys' && res.status === 201) {
      // Accepted as a plain service: the prototype keys set nothing.
      expect(res.body).toMatchObject({ name: 'Proto', holderId: p.ws, active: true });
      return;
    }
    expect(res.status, res.text).toBe(400);
    expect(isSystemCode(res.body.systemCode)).toBe(true);
    expect((await act(p, 'GET', '/api/billing/services')).body.data).toEqual([]);
  });
});

describe('invitation codes', () => {
  it('a made-up code reveals nothing and signs no one up; a used code cannot be used again', async () => {
    const madeUp = digits(6) + 'abcdefABCDEF0123456789xyz';
    const shown = await call('GET', `/api/auth/invitations/${madeUp}`);
    expect(shown.status).toBeGreaterThanOrEqual(400);
    expect(shown.status).toBeLessThan(500);
    expect(isSystemCode(shown.body.systemCode)).toBe(true);
    expect(shown.text).not.toMatch(/@/);
    const accepted = await call('POST', `/api/auth/invitations/${madeUp}/accept`, { body: { password: 'Start#2026pass', confirmPassword: 'Start#2026pass' } });
    expect(accepted.status).toBeGreaterThanOrEqual(400);
    expect(accepted.status).toBeLessThan(500);
    expect(isSystemCode(accepted.body.systemCode)).toBe(true);

    const email = uniqueEmail('probeinv');
    const sent = await call('POST', '/api/auth/invitations', { session: await as('admin'), body: { email, firstName: 'Ivy', lastName: 'Invitee' } });
    expect(sent.status, sent.text).toBe(201);
    const { code } = await latestMail(email, 'INVITATION');
    const first = await call('POST', `/api/auth/invitations/${code}/accept`, { body: { password: 'Start#2026pass', confirmPassword: 'Start#2026pass' } });
    expect(first.status, first.text).toBe(201);
    const again = await call('POST', `/api/auth/invitations/${code}/accept`, { body: { password: 'Other#2026pass', confirmPassword: 'Other#2026pass' } });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    expect(isSystemCode(again.body.systemCode)).toBe(true);
    // The second acceptance set no password: the first one still signs in, the second does not.
    expect((await call('POST', '/api/auth/login', { body: { email, password: 'Start#2026pass' } })).status).toBe(200);
    expect((await call('POST', '/api/auth/login', { body: { email, password: 'Other#2026pass' } })).status).not.toBe(200);
  });
});

describe('CORS: a foreign origin is never allowed', () => {
  const EVIL = 'https://evil.example';

  it('the API answers a foreign preflight and request with no Access-Control-Allow-Origin for it', async () => {
    const owner = await as('owner');
    const preflight = await fetch(new URL('/api/workspaces', stackUrl()), {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,x-permission-token,x-workspace-id' },
    });
    expect(preflight.status).toBeLessThan(500);
    expect(preflight.headers.get('access-control-allow-origin')).not.toBe(EVIL);
    expect(preflight.headers.get('access-control-allow-origin')).not.toBe('*');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const res = await call('GET', '/api/workspaces', { session: owner, headers: { origin: EVIL } });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('the files bucket allows the app origin and not a foreign one', async () => {
    const s3 = stackEnv().AWS_ENDPOINT_URL_S3!;
    const bucket = BUCKET_NAME;
    const preflight = (origin: string) =>
      fetch(`${s3}/${bucket}/probe/cors.pdf`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' } });
    // s3rver answers a matched preflight with '*' (its own quirk; S3 echoes the origin): what
    // matters is that only the app's origins match a rule at all.
    const app = await preflight(new URL(stackUrl()).origin);
    expect(app.status).toBe(200);
    expect(app.headers.get('access-control-allow-origin')).toBeTruthy();
    const foreign = await preflight(EVIL);
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(await foreign.text()).toContain('CORSResponse');
  });
});

describe('masking in audit props, read back through the audit API', () => {
  it('no SSN, ITIN or bank account number in any event of the workspace, successes and refusals alike', async () => {
    const p = await newPerson('Masked', 'Subject');
    const ssn = `${digits(3)}-${digits(2)}-${digits(4)}`;
    const accountNumber = digits(12);
    const refusedNumber = digits(11);
    const person = await act(p, 'PUT', '/api/profile/person', {
      firstName: 'Masked', lastName: 'Subject', birthDate: '1990-04-01', sex: 'FEMALE', countryOfBirth: 'United States', nationality: 'American',
      residencyStatus: 'US_CITIZEN', tinType: 'SSN', ssn, itin: '', phoneCode: '+1', phone: '2125550100', occupation: 'Accountant', preferredLanguage: 'EN',
    });
    expect(person.status, person.text).toBe(200);
    const bank = { bankName: 'Chase', accountType: 'checking', holderType: 'individual', accountNumber, routingNumber: '021000021' };
    expect((await act(p, 'POST', '/api/profile/bank-accounts', bank)).status).toBe(201);
    // A refused add (bad routing number) and a conflict (the same account again): audited as failures.
    expect((await act(p, 'POST', '/api/profile/bank-accounts', { ...bank, accountNumber: refusedNumber, routingNumber: '12345' })).status).toBe(400);
    expect((await act(p, 'POST', '/api/profile/bank-accounts', bank)).status).toBe(409);

    const admin = await as('admin');
    const events = await call('GET', `/api/audit?consumerId=${p.ws}&page=0&size=100`, { session: admin });
    expect(events.status, events.text).toBe(200);
    const names = events.body.data.map((e: { event: string; success: boolean }) => `${e.event}:${e.success}`);
    expect(names.some((n: string) => n.endsWith(':false'))).toBe(true);
    expect(names.some((n: string) => n.startsWith('PERSON_DETAILS_UPDATED'))).toBe(true);
    for (const secret of [ssn, ssn.replace(/-/g, ''), accountNumber, refusedNumber]) expect(events.text).not.toContain(secret);
  });
});
