/**
 * Faults (issue 13 §3): a local service stops or breaks in the middle of work. These tests run on a
 * stack of their own with its data on disk, so DynamoDB Local can be crashed and started again
 * without losing the table; the shared stack of the other files is never touched. The stack is
 * stopped and its folder removed even when a test fails (afterAll), and every wait is bounded.
 * docs/decisions/0023-load-and-faults.md
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS, DEMO_PASSWORD } from '../../scripts/local/demo.js';
import { startStack, type TStack } from '../../scripts/local/stack.js';
import { ERROR_CATALOGUE } from '../../shared/core/errors.js';
import { channels, SUPPORT_INBOX } from '../../shared/realtime/channels.js';
import { call, type TCallOptions, type TResponse } from '../support/api.js';
import { connect, type TLive } from '../support/live.js';

/** Five ports above the shared stack's: its services take +1000…+1002, these +1005…+1007. */
const PORT = Number(process.env.FAULT_STACK_PORT ?? Number(process.env.TEST_STACK_PORT ?? 3400) + 5);
const TODAY = new Date().toISOString().slice(0, 10);

type TSession = { accessToken: string; secondaryToken: string };
let stack: TStack;
let dataDir: string;
const envBefore = { ...process.env };
let jane: TSession & { ws: string };
let owner: TSession;

/** A call to this file's own stack (an absolute URL overrides the shared stack's base). */
function api<T = any>(method: string, path: string, opts: TCallOptions = {}): Promise<TResponse<T>> {
  return call<T>(method, `${stack.url}${path}`, opts);
}

async function login(email: string): Promise<TSession> {
  const res = await api('POST', '/api/auth/login', { body: { email, password: DEMO_PASSWORD } });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** Jane (Acme's contractor) bills Acme: a draft of `count` new logs of her bookkeeping service. */
async function draftForAcme(count = 2): Promise<{ id: string; totalCents: number; logIds: string[] }> {
  const logIds: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const log = await api('POST', '/api/billing/service-logs', {
      session: jane as never, workspaceId: jane.ws,
      body: { executorId: jane.ws, recipientId: DEMO_IDS.acme, serviceId: DEMO_IDS.janeBookkeeping, priceCents: 4500, quantity: 1, date: TODAY },
    });
    expect(log.status, log.text).toBe(201);
    logIds.push(log.body.id);
  }
  const draft = await api('POST', '/api/billing/invoices/drafts', { session: jane as never, workspaceId: jane.ws, body: { payerId: DEMO_IDS.acme, serviceLogIds: logIds, invoiceDate: TODAY } });
  expect(draft.status, draft.text).toBe(201);
  return { id: draft.body.id, totalCents: draft.body.totalCents, logIds };
}

/** What a publish touches, as Jane and Acme read it: the invoice, its logs and both unpaid totals. */
async function billingState(invoiceId: string, logIds: string[]) {
  const invoice = await api('GET', `/api/billing/invoices/${invoiceId}`, { session: jane as never, workspaceId: jane.ws });
  expect(invoice.status, invoice.text).toBe(200);
  const logs = await Promise.all(logIds.map((id) => api('GET', `/api/billing/service-logs/${id}`, { session: jane as never, workspaceId: jane.ws })));
  const payee = await api('GET', '/api/billing/invoices/summary', { session: jane as never, workspaceId: jane.ws });
  const payer = await api('GET', '/api/billing/bills/summary', { session: owner as never, workspaceId: DEMO_IDS.acme });
  return {
    invoice: invoice.body as { status: string; invoiceNumber?: number; document?: { id: string } },
    logStatuses: logs.map((l) => l.body.invoiceStatus as string | undefined),
    payeeUnpaid: payee.body.unpaidCents as number,
    payerUnpaid: payer.body.unpaidCents as number,
  };
}

/** The invoice's PDF, fetched through the signed URL the API hands out. */
async function documentStatus(documentId: string, session: TSession & { ws: string }): Promise<number> {
  const link = await api('GET', `/api/billing/documents/${documentId}`, { session: session as never, workspaceId: session.ws });
  expect(link.status, link.text).toBe(200);
  const res = await fetch(link.body.url, { signal: AbortSignal.timeout(5000) });
  await res.arrayBuffer();
  return res.status;
}

const publish = (id: string) => api('POST', `/api/billing/invoices/drafts/${id}/publish`, { session: jane as never, workspaceId: jane.ws });

/** A 5xx as the catalogue words it, with nothing of the server's insides. */
function expectBareInternalError(res: TResponse) {
  expect(res.status, res.text).toBe(500);
  expect(res.body).toEqual({ systemCode: 'internal_error', message: ERROR_CATALOGUE.internal_error.message, correlationId: expect.any(String) });
  expect(res.text).not.toMatch(/stack|\/work\/|\.ts\b|node_modules|ECONN|dynamo|s3rver|127\.0\.0\.1|Exception/i);
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sublime-faults-'));
  stack = await startStack({ port: PORT, dataDir, web: 'none', seed: true, quiet: true });
  const session = await login('jane.contractor@example.com');
  const workspaces = await api('GET', '/api/workspaces', { session: session as never });
  jane = { ...session, ws: (workspaces.body.data as { id: string; type: string }[]).find((w) => w.type === 'PERSON')!.id };
  owner = await login('owner@acme.example');
  // One publish first: the PDF toolkit loads on the first one, which on a busy machine can take
  // most of a request's 10 s budget; the faults below strike warm publishes.
  const warm = await draftForAcme(1);
  const published = await publish(warm.id);
  expect(published.status, published.text).toBe(200);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  // The handlers of this worker ran with this stack's variables; the next file gets its own back.
  for (const key of Object.keys(process.env)) if (!(key in envBefore)) delete process.env[key];
  Object.assign(process.env, envBefore);
}, 60_000);

describe('DynamoDB Local crashes during a publish', () => {
  it('answers a bare 5xx, and after the restart the invoice is wholly published or wholly a draft', async () => {
    const draft = await draftForAcme(3);
    const before = await billingState(draft.id, draft.logIds);
    expect(before.invoice.status).toBe('DRAFT');

    // The moment the invoice's PDF is stored, the step before its transaction, DynamoDB dies.
    const s3 = stack.service('s3');
    let crashed: Promise<void> | undefined;
    const onObject = (event: unknown) => {
      if (!crashed && JSON.stringify(event).includes('/invoices/')) crashed = stack.service('dynamodb').crash!();
    };
    s3.events!.on('event', onObject);
    let res: TResponse;
    try {
      res = await publish(draft.id);
    } finally {
      s3.events!.off('event', onObject);
    }
    expect(crashed, 'the PDF was never written').toBeDefined();
    await crashed;
    expectBareInternalError(res);

    await stack.restart('dynamodb');
    const after = await billingState(draft.id, draft.logIds);
    if (after.invoice.status === 'DRAFT') {
      // None of it: the draft, its logs and both totals are as they were.
      expect(after).toEqual(before);
    } else {
      // All of it: a number, the logs issued, both totals raised and a PDF that exists.
      expect(after.invoice.status).toBe('PENDING_PAYMENT');
      expect(after.logStatuses).toEqual(draft.logIds.map(() => 'ISSUED'));
      expect(after.payeeUnpaid).toBe(before.payeeUnpaid + draft.totalCents);
      expect(after.payerUnpaid).toBe(before.payerUnpaid + draft.totalCents);
      expect(await documentStatus(after.invoice.document!.id, jane)).toBe(200);
    }

    // Once DynamoDB is back, the same draft publishes normally, with a document that exists.
    if (after.invoice.status === 'DRAFT') {
      const again = await publish(draft.id);
      expect(again.status, again.text).toBe(200);
      expect(again.body).toMatchObject({ status: 'PENDING_PAYMENT', invoiceNumber: expect.any(Number) });
      expect(await documentStatus(again.body.document.id, jane)).toBe(200);
      const published = await billingState(draft.id, draft.logIds);
      expect(published.payeeUnpaid).toBe(before.payeeUnpaid + draft.totalCents);
      expect(published.payerUnpaid).toBe(before.payerUnpaid + draft.totalCents);
    }
  }, 60_000);
});

describe('s3rver is down while an invoice PDF is written', () => {
  it('refuses the publish and leaves the draft unchanged; it publishes once s3rver is back', async () => {
    const draft = await draftForAcme(2);
    const before = await billingState(draft.id, draft.logIds);

    await stack.service('s3').stop();
    let res: TResponse;
    try {
      res = await publish(draft.id);
    } finally {
      await stack.restart('s3');
    }
    expectBareInternalError(res);

    // No invoice points at a missing document: the draft has no number and no document.
    const after = await billingState(draft.id, draft.logIds);
    expect(after).toEqual(before);
    expect(after.invoice.document).toBeUndefined();
    expect(after.invoice.invoiceNumber).toBeUndefined();

    const again = await publish(draft.id);
    expect(again.status, again.text).toBe(200);
    expect(await documentStatus(again.body.document.id, jane)).toBe(200);
    expect(await documentStatus(again.body.document.id, { ...owner, ws: DEMO_IDS.acme })).toBe(200);
  }, 60_000);
});

describe('a WebSocket client drops mid-send', () => {
  const lives: TLive[] = [];
  afterAll(async () => {
    await Promise.all(lives.map((l) => l.close().catch(() => undefined)));
  });

  it('stores the message once and delivers it after the sender reconnects and sends it again', async () => {
    const john = await login('john.doe@example.com');
    const admin = await login('admin@sublime.local');
    const johnId = JSON.parse(Buffer.from(john.secondaryToken.split('.')[1]!, 'base64url').toString('utf8')).sub as string;
    const room = await api('POST', '/api/chats', { session: john as never, body: {} });
    expect(room.status, room.text).toBeLessThan(300);

    const staff = await connect(admin as never, { baseUrl: stack.url });
    lives.push(staff);
    await staff.subscribe(channels.support(johnId));

    const uuid = randomUUID();
    const frame = { type: 'SEND', destination: SUPPORT_INBOX, message: { uuid, content: `Sent as the line dropped ${uuid}` } };
    const first = await connect(john as never, { baseUrl: stack.url });
    // The frame leaves, then the line drops before any ACK can come back.
    await new Promise<void>((done, fail) => first.socket.send(JSON.stringify(frame), (error) => (error ? fail(error) : done())));
    first.socket.terminate();
    expect(first.frames.some((f) => f.type === 'ACK')).toBe(false);

    // The client sends what was never acknowledged again, with the same uuid, once reconnected.
    const second = await connect(john as never, { baseUrl: stack.url });
    lives.push(second);
    second.send(frame);
    const ack = await second.next('ACK', (f) => f.uuid === uuid, 10_000);
    const delivered = await staff.next('MESSAGE', (f) => f.message.uuid === uuid, 10_000);
    expect(delivered.message._id).toBe(ack.message._id);
    // Once: no second delivery, and one stored message with that uuid.
    expect(await staff.none('MESSAGE', (f) => f.message.uuid === uuid, 800)).toBe(true);
    const history = await api('GET', `/api/chats/${johnId}/messages`, { session: john as never });
    expect(history.status, history.text).toBe(200);
    const stored = history.body.data as { uuid: string; _id: string }[];
    expect(stored.filter((m) => m.uuid === uuid).map((m) => m._id)).toEqual([ack.message._id]);
  }, 40_000);
});
