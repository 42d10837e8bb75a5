import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../scripts/local/demo.js';
import { ROUTES } from '../../shared/api/routes.js';
import { isSystemCode } from '../../shared/core/errors.js';
import { ACME_ID, as, call, personWorkspace, stackUrl, type TResponse } from '../support/api.js';
import { auditEvents, storedLeads } from '../support/aws.js';

/** Feedback is rate-limited per address: this file sends from 127.0.2.x. */
let lastOctet = 10;
function ownAddress(): string {
  lastOctet += 1;
  return `127.0.2.${lastOctet}`;
}

/** A raw request, for bodies call() would not send (it always JSON-encodes). */
async function raw(method: string, path: string, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(new URL(path, stackUrl()), {
    method,
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed as Record<string, unknown>, headers: res.headers };
}

type TAuditItem = Awaited<ReturnType<typeof auditEvents>>[number] & { correlationId?: string; route?: string };

async function anonymousEvents(): Promise<TAuditItem[]> {
  const day = (offset: number) => new Date(Date.now() - offset).toISOString().slice(0, 10);
  const chains = [...new Set([day(0), day(60_000)])];
  return (await Promise.all(chains.map((d) => auditEvents(`ANON#${d}`, 1000)))).flat();
}

const ALLOWED_ERROR_KEYS = ['systemCode', 'param', 'message', 'fieldErrors', 'correlationId'];

function expectErrorBody(label: string, res: Pick<TResponse, 'status' | 'body'>) {
  expect(res.status, label).toBeGreaterThanOrEqual(400);
  const body = res.body as Record<string, unknown>;
  expect(typeof body, label).toBe('object');
  expect(isSystemCode(body.systemCode), `${label}: systemCode ${String(body.systemCode)}`).toBe(true);
  expect(typeof body.message, label).toBe('string');
  expect((body.message as string).length, label).toBeGreaterThan(0);
  expect(typeof body.correlationId, `${label}: correlationId`).toBe('string');
  expect((body.correlationId as string).length, label).toBeGreaterThan(0);
  expect(Object.keys(body).filter((k) => !ALLOWED_ERROR_KEYS.includes(k)), label).toEqual([]);
  const text = JSON.stringify(body);
  expect(text, label).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\/work\/|Exception|\$metadata/);
}

describe('request handling', () => {
  it('answers an invalid JSON body with 400 invalid_request', async () => {
    const res = await raw('POST', '/api/feedback', '{"name": "Broken', { 'x-correlation-id': `bad-json-${randomUUID()}` });
    expect(res.status).toBe(400);
    expect(res.body.systemCode).toBe('invalid_request');
    expect(res.body.param).toBe('body');
    expectErrorBody('invalid JSON', res);
  });

  it('answers an unknown route with 404 route_not_found', async () => {
    const res = await call('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.systemCode).toBe('route_not_found');
    const wrongMethod = await call('DELETE', '/api/feedback');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body.systemCode).toBe('route_not_found');
  });

  it('echoes x-correlation-id on success and on error, and makes one up when none is sent', async () => {
    const id = `echo-${randomUUID()}`;
    const ok = await call('GET', '/api/health', { headers: { 'x-correlation-id': id } });
    expect(ok.status).toBe(200);
    expect(ok.headers['x-correlation-id']).toBe(id);

    const refused = await call('GET', '/api/users/me', { headers: { 'x-correlation-id': id } });
    expect(refused.status).toBe(401);
    expect(refused.headers['x-correlation-id']).toBe(id);
    expect(refused.body.correlationId).toBe(id);

    const made = await call('GET', '/api/health');
    expect(String(made.headers['x-correlation-id'] ?? '').length).toBeGreaterThan(8);
  });

  it('sends JSON with no-store and nosniff', async () => {
    const res = await call('GET', '/api/offices');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('every error body has systemCode, message and correlationId, and nothing internal', async () => {
    const john = await as('john');
    const owner = await as('owner');
    const cases: [string, Pick<TResponse, 'status' | 'body'>][] = [
      ['invalid JSON', await raw('POST', '/api/auth/login', '{oops')],
      ['validation', await call('POST', '/api/auth/login', { body: { email: 'x' } })],
      ['password rule', await call('POST', '/api/auth/register', { body: { email: 'a@example.com', firstName: 'A', lastName: 'B', password: 'x', confirmPassword: 'x', termsAccepted: true } })],
      ['no token', await call('GET', '/api/users/me')],
      ['garbage token', await call('GET', '/api/users/me', { headers: { authorization: 'Bearer a.b.c', 'x-permission-token': 'a.b.c' } })],
      ['forbidden', await call('GET', '/api/admin/leads', { session: john })],
      ['foreign workspace', await call('GET', '/api/files', { session: john, workspaceId: ACME_ID })],
      ['no workspace', await call('GET', '/api/files', { session: owner })],
      ['not found', await call('GET', '/api/files/01KAZZNQTHERE0000000000000', { session: owner, workspaceId: ACME_ID })],
      ['bad credentials', await call('POST', '/api/auth/login', { body: { email: 'nobody@example.com', password: 'Nope#2026pass' } })],
      ['bad query', await call('GET', '/api/files?size=100000', { session: owner, workspaceId: ACME_ID })],
    ];
    for (const [label, res] of cases) expectErrorBody(label, res);
  });

  it('the gateway’s own refusals (no route, wrong method) have the same error body and echo x-correlation-id', async () => {
    const id = `gateway-${randomUUID()}`;
    for (const [method, path] of [['GET', '/api/no-such-thing'], ['PATCH', '/api/offices']] as const) {
      const res = await call(method, path, { headers: { 'x-correlation-id': id } });
      expectErrorBody(`${method} ${path}`, res);
      expect(res.headers['x-correlation-id'], `${method} ${path}`).toBe(id);
    }
  });
});

describe('audit of mutations', () => {
  it('writes a successful mutation and its audit event together', async () => {
    const correlationId = `lead-${randomUUID()}`;
    const res = await call('POST', '/api/feedback', {
      body: { name: 'Audit Trail', email: 'audit@example.com' },
      localAddress: ownAddress(),
      headers: { 'x-correlation-id': correlationId },
    });
    expect(res.status, res.text).toBe(201);

    expect(await storedLead(res.body.id)).toMatchObject({ id: res.body.id, name: 'Audit Trail', entity: 'Lead' });

    const event = (await anonymousEvents()).find((e) => e.correlationId === correlationId);
    expect(event).toMatchObject({
      event: 'FEEDBACK_SUBMITTED',
      success: true,
      route: 'feedback.submit',
      props: { leadId: res.body.id },
      producer: { type: 'ANONYMOUS' },
    });
  });

  it('writes neither the lead nor a success event when the mutation is refused', async () => {
    const address = ownAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await call('POST', '/api/feedback', { body: { name: 'Rate Limited', email: 'r@example.com' }, localAddress: address })).status).toBe(201);
    }
    const correlationId = `refused-lead-${randomUUID()}`;
    const refused = await call('POST', '/api/feedback', {
      body: { name: 'Rate Limited', email: 'r@example.com' },
      localAddress: address,
      headers: { 'x-correlation-id': correlationId },
    });
    expect(refused.status).toBe(429);
    const events = (await anonymousEvents()).filter((e) => e.correlationId === correlationId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event: 'FEEDBACK_SUBMITTED', success: false, props: { systemCode: 'too_many_attempts', status: 429 } });
    // The lead id the refused call generated was never stored.
    const leadId = events[0]!.props.leadId as string;
    expect(leadId).toBeTruthy();
    expect(await storedLead(leadId)).toBeUndefined();
  });

  it('records a refused mutation as a failure with props.systemCode, on the workspace’s trail', async () => {
    const john = await as('john');
    const ws = personWorkspace(john);
    const correlationId = `refused-${randomUUID()}`;
    const res = await call('POST', '/api/files', {
      session: john,
      workspaceId: ws,
      body: { fileName: 'virus.exe', contentType: 'application/octet-stream', size: 10 },
      headers: { 'x-correlation-id': correlationId },
    });
    expect(res.status).toBe(400);
    const event = ((await auditEvents(ws)) as TAuditItem[]).find((e) => e.correlationId === correlationId);
    expect(event).toMatchObject({
      event: 'FILE_UPLOAD_STARTED',
      success: false,
      props: { systemCode: 'file_type_not_allowed', status: 400 },
      producer: { type: 'PERSON', email: john.email },
      consumer: { workspaceId: ws },
    });
  });

  it('records a refusal by permission as a failure too', async () => {
    const john = await as('john');
    const correlationId = `forbidden-${randomUUID()}`;
    const res = await call('POST', '/api/auth/invitations', {
      session: john,
      body: { email: 'someone@example.com', firstName: 'Some', lastName: 'One' },
      headers: { 'x-correlation-id': correlationId },
    });
    expect(res.status).toBe(403);
    // A refusal with no workspace in play goes on the caller's own trail.
    const me = await call('GET', '/api/users/me', { session: john });
    const events = (await auditEvents(`USER#${me.body.userId}`, 200)) as TAuditItem[];
    const event = events.find((e) => e.correlationId === correlationId);
    expect(event).toMatchObject({ event: 'INVITATION_SENT', success: false, props: { systemCode: 40011 }, producer: { email: john.email } });
  });

  it('does not audit reads', async () => {
    const owner = await as('owner');
    const correlationId = `read-${randomUUID()}`;
    const res = await call('GET', '/api/files', { session: owner, workspaceId: ACME_ID, headers: { 'x-correlation-id': correlationId } });
    expect(res.status).toBe(200);
    expect(((await auditEvents(ACME_ID, 500)) as TAuditItem[]).filter((e) => e.correlationId === correlationId)).toEqual([]);
  });
});

/** A stored lead by id. */
async function storedLead(id: string): Promise<Record<string, unknown> | undefined> {
  return (await storedLeads()).find((i) => i.id === id);
}

describe('the OpenAPI document', () => {
  it('describes every route of the table once, with its security', async () => {
    const res = await call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body as {
      openapi: string;
      info: { title: string; version: string };
      paths: Record<string, Record<string, { operationId: string; security: unknown[]; responses: Record<string, unknown>; parameters?: { name: string; in: string }[] }>>;
      components: { securitySchemes: Record<string, { type: string; scheme?: string; in?: string; name?: string }> };
    };
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title.length).toBeGreaterThan(0);
    expect(doc.components.securitySchemes.cognitoAccessToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.permissionToken).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-permission-token' });

    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );
    expect(operations).toHaveLength(ROUTES.length);
    expect(new Set(operations.map((o) => o.op.operationId)).size).toBe(ROUTES.length);

    for (const route of ROUTES) {
      const op = doc.paths[route.path]?.[route.method.toLowerCase()];
      expect(op, route.id).toBeDefined();
      expect(op!.operationId).toBe(route.id);
      expect(Object.keys(op!.responses)).toContain(String(route.status ?? 200));
      if (route.permission.access === 'public') expect(op!.security, route.id).toEqual([]);
      else expect(op!.security, route.id).toEqual([{ cognitoAccessToken: [], permissionToken: [] }]);
      for (const [, name] of route.path.matchAll(/\{(\w+)\}/g)) {
        expect(op!.parameters?.some((p) => p.in === 'path' && p.name === name), `${route.id} ${name}`).toBe(true);
      }
      const needsWorkspace = route.permission.access === 'workspace';
      expect(op!.parameters?.some((p) => p.in === 'header' && p.name === 'x-workspace-id') ?? false, route.id).toBe(needsWorkspace);
    }
  });
});

describe('GET /api/offices', () => {
  it('lists the seeded office without a sign-in', async () => {
    const res = await call('GET', '/api/offices');
    expect(res.status).toBe(200);
    const office = (res.body.data as { id: string }[]).find((o) => o.id === DEMO_IDS.office);
    expect(office).toMatchObject({
      name: 'Sublime — Manhattan office',
      address: { city: 'New York', state: 'NY', zipCode: '10006' },
      email: 'office@sublime.local',
    });
  });
});
