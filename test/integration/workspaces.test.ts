import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACME_ID, as, call, personWorkspace, type TPersona } from '../support/api.js';
import { auditEvents } from '../support/aws.js';

async function workspacesOf(persona: TPersona) {
  const res = await call('GET', '/api/workspaces', { session: await as(persona) });
  expect(res.status).toBe(200);
  return res.body.data as { id: string; type: string; name: string; userId: string }[];
}

describe('GET /api/workspaces', () => {
  it('the owner has a person workspace and the Acme company', async () => {
    const list = await workspacesOf('owner');
    expect(list.map((w) => w.type).sort()).toEqual(['COMPANY', 'PERSON']);
    expect(list.find((w) => w.type === 'COMPANY')).toMatchObject({ id: ACME_ID, name: 'Acme Corp' });
    expect(list.find((w) => w.type === 'PERSON')?.name).toBe('Olivia Owner');
  });

  it.each<TPersona>(['admin', 'payroll'])('%s (staff) has only a provider-employee workspace', async (persona) => {
    const list = await workspacesOf(persona);
    expect(list.map((w) => w.type)).toEqual(['SUBLIME_EMPLOYEE']);
    expect(list[0]!.id).toMatch(/^e_[0-9A-Z]{26}$/);
  });

  it.each<TPersona>(['john', 'jane'])('%s has only a person workspace (employment is not membership)', async (persona) => {
    const list = await workspacesOf(persona);
    expect(list.map((w) => w.type)).toEqual(['PERSON']);
    expect(list[0]!.id).toMatch(/^p_[0-9A-Z]{26}$/);
    expect(list.map((w) => w.id)).not.toContain(ACME_ID);
  });

  it('every listed workspace belongs to the caller', async () => {
    const owner = await as('owner');
    const me = await call('GET', '/api/users/me', { session: owner });
    for (const w of await workspacesOf('owner')) expect(w.userId).toBe(me.body.userId);
  });

  it('needs a sign-in', async () => {
    const res = await call('GET', '/api/workspaces');
    expect(res.status).toBe(401);
    expect(res.body.systemCode).toBe('unauthorized');
  });
});

describe('GET /api/workspaces/current', () => {
  it('opens the caller’s own workspaces', async () => {
    const owner = await as('owner');
    for (const id of [personWorkspace(owner), ACME_ID]) {
      const res = await call('GET', '/api/workspaces/current', { session: owner, workspaceId: id });
      expect(res.status, id).toBe(200);
      expect(res.body.id).toBe(id);
    }
    const acme = await call('GET', '/api/workspaces/current', { session: owner, workspaceId: ACME_ID });
    expect(acme.body).toMatchObject({ type: 'COMPANY', name: 'Acme Corp' });
  });

  it('refuses someone else’s workspace to a client with 403 / 40011', async () => {
    const john = await as('john');
    const owner = await as('owner');
    for (const id of [ACME_ID, personWorkspace(owner), personWorkspace(await as('admin'))]) {
      const res = await call('GET', '/api/workspaces/current', { session: john, workspaceId: id });
      expect(res.status, id).toBe(403);
      expect(res.body.systemCode).toBe(40011);
      expect(res.body).not.toHaveProperty('name');
    }
  });

  it('lets staff read a client workspace; only the open route records WORKSPACE_OPENED_BY_STAFF, once, with actingFor', async () => {
    const admin = await as('admin');
    const readId = `ws-read-${randomUUID()}`;
    const res = await call('GET', '/api/workspaces/current', {
      session: admin,
      workspaceId: ACME_ID,
      headers: { 'x-correlation-id': readId },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: ACME_ID, type: 'COMPANY' });
    const correlationId = `ws-open-${randomUUID()}`;
    const open = await call('POST', `/api/workspaces/${ACME_ID}/open`, { session: admin, headers: { 'x-correlation-id': correlationId } });
    expect(open.status, open.text).toBe(200);

    const events = await auditEvents(ACME_ID, 200);
    const byCorrelation = (id: string) => events.filter((e) => (e as { correlationId?: string }).correlationId === id);
    expect(byCorrelation(readId)).toEqual([]);
    const opened = byCorrelation(correlationId);
    expect(opened.map((e) => e.event)).toEqual(['WORKSPACE_OPENED_BY_STAFF']);
    expect(opened[0]).toMatchObject({
      success: true,
      actingFor: ACME_ID,
      producer: { type: 'SUBLIME_EMPLOYEE', email: admin.email },
      consumer: { type: 'COMPANY', workspaceId: ACME_ID },
    });
  });

  it('records nothing when staff open their own workspace', async () => {
    const payroll = await as('payroll');
    const own = personWorkspace(payroll);
    const res = await call('GET', '/api/workspaces/current', { session: payroll, workspaceId: own });
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('SUBLIME_EMPLOYEE');
    expect((await auditEvents(own)).filter((e) => e.event === 'WORKSPACE_OPENED_BY_STAFF')).toEqual([]);
  });

  it('needs the workspace header: 400 workspace_required', async () => {
    const res = await call('GET', '/api/workspaces/current', { session: await as('john') });
    expect(res.status).toBe(400);
    expect(res.body.systemCode).toBe('workspace_required');
  });

  it('refuses a garbage workspace id with 403', async () => {
    const john = await as('john');
    for (const id of ['garbage', 'x_01KAZZACME0000000000000001', 'c_', `${personWorkspace(john)}x`]) {
      const res = await call('GET', '/api/workspaces/current', { session: john, workspaceId: id });
      expect(res.status, id).toBe(403);
      expect(res.body.systemCode).toBe(40011);
    }
  });

  it('refuses a malformed workspace id to staff too (it would end up in keys and audit chains)', async () => {
    const admin = await as('admin');
    for (const id of ['c_garbage', 'p_../../other']) {
      const res = await call('GET', '/api/workspaces/current', { session: admin, workspaceId: id });
      expect(res.status, id).toBe(403);
      expect(res.body.systemCode).toBe(40011);
    }
  });
});
