/**
 * Issue 13, findings 7 and 14 (bullets 1–3), against the real local services: amounts, quantities
 * and dates are bounded so every sum stays an exact integer (shared/core/bounds.ts), a failed
 * mutation is always audited, no control or bidi character gets in, a body over 10 MB is a 413,
 * and a profile save of `{}` blanks nothing (docs/decisions/0017-input-bounds.md).
 */
import { request as httpRequest } from 'node:http';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { lineAmounts } from '../../shared/billing/billing.schema.js';
import {
  MAX_AMOUNT_CENTS,
  MAX_BALANCE_CENTS,
  MAX_INVOICE_TOTAL_CENTS,
  MAX_PAID_PER_DAY_CENTS,
  MAX_QUANTITY,
} from '../../shared/core/bounds.js';
import { UNSAFE_TEXT_MESSAGE } from '../../shared/core/text.js';
import { SUPPORT_INBOX } from '../../shared/realtime/channels.js';
import { ACME_ID, as, stackEnv, stackUrl } from '../support/api.js';
import { auditEvents, table } from '../support/aws.js';
import { act, contractingCompany, createService, newPerson, TODAY, type TActor } from '../support/billing.js';
import { connect } from '../support/live.js';

type TAudit = typeof import('../../functions/core/audit.js');
let audit: TAudit;

beforeAll(async () => {
  // The audit module keys its items by TABLE_NAME and reaches DynamoDB Local through the stack's env.
  Object.assign(process.env, stackEnv());
  audit = await import('../../functions/core/audit.js');
});

const HOURS = { startAt: `${TODAY}T09:00:00Z`, endAt: `${TODAY}T17:00:00Z` };

/** A payee and a new company it contracts for (accepted), and a salable service at `priceCents`. */
async function newPair(priceCents = 10_000) {
  const payee = await newPerson('Bea', 'Bounds');
  const payer = await contractingCompany(payee, 'Max Payer LLC');
  const service = await createService(payee, { name: 'Big work', priceCents, salable: true, salesRate: 0.9999 });
  return { payee, payer, service };
}

function logOf(pair: { payee: TActor; payer: TActor; service: { id: string } }, body: Record<string, unknown> = {}) {
  return {
    executorId: pair.payee.ws, recipientId: pair.payer.ws, serviceId: pair.service.id,
    priceCents: MAX_AMOUNT_CENTS, quantity: MAX_QUANTITY, date: TODAY, salesRate: 0.9999, ...HOURS, ...body,
  };
}

async function logs(pair: { payee: TActor; payer: TActor; service: { id: string } }, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await act(pair.payee, 'POST', '/api/billing/service-logs', logOf(pair));
    expect(res.status, res.text).toBe(201);
    ids.push(res.body.id);
  }
  return ids;
}

function expect400(res: { status: number; body: any; text: string }, param?: string) {
  expect(res.status, res.text).toBe(400);
  expect(res.body.systemCode, res.text).toBe('invalid_request');
  if (param) expect(res.body.param, res.text).toBe(param);
}

async function summary(a: TActor, side: 'invoices' | 'bills') {
  const res = await act(a, 'GET', `/api/billing/${side}/summary`);
  expect(res.status, res.text).toBe(200);
  return res.body as { unpaidCents: number; paidLast30DaysCents: number };
}

async function freeIds(pair: { payee: TActor; payer: TActor }) {
  const res = await act(pair.payee, 'GET', `/api/billing/service-logs/free?payeeId=${pair.payee.ws}&payerId=${pair.payer.ws}`);
  expect(res.status, res.text).toBe(200);
  return (res.body.data as { id: string }[]).map((l) => l.id).sort();
}

async function issuedCount(a: TActor) {
  const res = await act(a, 'GET', '/api/billing/invoices?excludeStatus=DRAFT&size=100');
  expect(res.status, res.text).toBe(200);
  return (res.body.data as unknown[]).length;
}

/** Sets a billing counter item directly (with the attributes its entity holds), as if that much had been issued or paid before. */
async function setCounter(key: { workspaceId: string; side: 'INVOICE' | 'BILL'; day?: string }, attribute: string, cents: number) {
  const { client, name } = table();
  const sk = key.day ? `PAID#${key.side}#${key.day}` : `SUMMARY#${key.side}`;
  const attributes: Record<string, unknown> = { ...key, [attribute]: cents };
  const names = Object.keys(attributes);
  await client.send(
    new UpdateCommand({
      TableName: name, Key: { PK: `WS#${key.workspaceId}`, SK: sk },
      UpdateExpression: `SET ${names.map((_, i) => `#a${i} = :a${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#a${i}`, n])),
      ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:a${i}`, attributes[n]])),
    }),
  );
}

describe('finding 7: amounts, quantities and dates are bounded', () => {
  it("refuses the probe's service at 10,000,000,000 cents and logs of quantity 100,000 with 400, writing nothing", async () => {
    const pair = await newPair();
    const service = await act(pair.payee, 'POST', '/api/billing/services', { name: 'Huge', priceCents: 10_000_000_000 });
    expect400(service, 'priceCents');
    expect(service.body.message).toBe('The amount is more than $1,000,000.00');
    const one = await act(pair.payee, 'POST', '/api/billing/services', { name: 'Over by one', priceCents: MAX_AMOUNT_CENTS + 1 });
    expect400(one, 'priceCents');
    const listed = await act(pair.payee, 'GET', '/api/billing/services');
    expect((listed.body.data as { name: string }[]).map((s) => s.name)).toEqual(['Big work']);

    expect400(await act(pair.payee, 'POST', '/api/billing/service-logs', logOf(pair, { quantity: 100_000 })), 'quantity');
    expect400(await act(pair.payee, 'POST', '/api/billing/service-logs', logOf(pair, { priceCents: 10_000_000_000 })), 'priceCents');
    expect400(await act(pair.payee, 'POST', '/api/billing/service-logs', logOf(pair, { date: '9999-12-31' })), 'date');
    expect(await freeIds(pair)).toEqual([]);
  });

  it('keeps every total exact at the bounds: two invoices of four and one of five largest lines, and the summaries answer 200', async () => {
    const pair = await newPair(MAX_AMOUNT_CENTS);
    const ids = await logs(pair, 13);
    const line = lineAmounts({ priceCents: MAX_AMOUNT_CENTS, quantity: MAX_QUANTITY, salable: true, salesRate: 0.9999 });
    // 1e12 gross and 0.9999 of it in tax: computed exactly, not through a double past 2^53.
    expect(line).toEqual({ grossCents: 1_000_000_000_000, taxCents: 999_900_000_000, totalCents: 1_999_900_000_000 });
    for (const chunk of [ids.slice(0, 4), ids.slice(4, 8), ids.slice(8)]) {
      const res = await act(pair.payee, 'POST', '/api/billing/invoices', { payerId: pair.payer.ws, serviceLogIds: chunk, invoiceDate: TODAY });
      expect(res.status, res.text).toBe(201);
      expect(res.body.totalCents).toBe(chunk.length * line.totalCents);
      expect(res.body.totalCents).toBeLessThanOrEqual(MAX_INVOICE_TOTAL_CENTS);
    }
    expect((await summary(pair.payer, 'bills')).unpaidCents).toBe(13 * line.totalCents);
    expect((await summary(pair.payee, 'invoices')).unpaidCents).toBe(13 * line.totalCents);
  });

  it('refuses invoiceDate 9999-12-31 with dueDays 30 with 400 on every issuing route, writing nothing; 2099-12-31 is due 2100-01-30', async () => {
    const pair = await newPair();
    const ids = await logs(pair, 1);
    const far = { serviceLogIds: ids, invoiceDate: '9999-12-31', dueDays: 30 };
    expect400(await act(pair.payee, 'POST', '/api/billing/invoices', { payerId: pair.payer.ws, ...far }), 'invoiceDate');
    expect400(await act(pair.payee, 'POST', '/api/billing/invoices/drafts', { payerId: pair.payer.ws, ...far }), 'invoiceDate');
    expect400(await act(pair.payer, 'POST', '/api/billing/bills', { payeeId: pair.payee.ws, ...far }), 'invoiceDate');
    expect(await freeIds(pair)).toEqual(ids);
    expect(await issuedCount(pair.payee)).toBe(0);
    const drafts = await act(pair.payee, 'GET', '/api/billing/invoices?status=DRAFT');
    expect(drafts.body.data).toEqual([]);
    // Each refusal is on the payee's or payer's trail as a failure.
    const failures = (await auditEvents(pair.payee.ws)).filter((e) => !e.success && e.props.systemCode === 'invalid_request');
    expect(failures.length).toBeGreaterThanOrEqual(2);

    const last = await act(pair.payee, 'POST', '/api/billing/invoices', { payerId: pair.payer.ws, serviceLogIds: ids, invoiceDate: '2099-12-31', dueDays: 30 });
    expect(last.status, last.text).toBe(201);
    expect(last.body.dueDate).toBe('2100-01-30');
  });

  it('refuses an issue that would take an unpaid total past its cap, leaving the invoice, the logs and the totals as they were', async () => {
    const pair = await newPair();
    const ids = await logs(pair, 1);
    await setCounter({ workspaceId: pair.payer.ws, side: 'BILL' }, 'unpaidCents', MAX_BALANCE_CENTS - 1);
    const res = await act(pair.payee, 'POST', '/api/billing/invoices', { payerId: pair.payer.ws, serviceLogIds: ids, invoiceDate: TODAY });
    expect400(res, 'serviceLogIds');
    expect(await issuedCount(pair.payee)).toBe(0);
    expect(await freeIds(pair)).toEqual(ids);
    expect((await summary(pair.payer, 'bills')).unpaidCents).toBe(MAX_BALANCE_CENTS - 1);
    expect((await summary(pair.payee, 'invoices')).unpaidCents).toBe(0);
  });

  it("refuses marking a bill paid past the day's paid cap, leaving it pending and the totals as they were", async () => {
    const pair = await newPair();
    const ids = await logs(pair, 1);
    const issued = await act(pair.payee, 'POST', '/api/billing/invoices', { payerId: pair.payer.ws, serviceLogIds: ids, invoiceDate: TODAY });
    expect(issued.status, issued.text).toBe(201);
    const day = new Date().toISOString().slice(0, 10);
    await setCounter({ workspaceId: pair.payee.ws, side: 'INVOICE', day }, 'paidCents', MAX_PAID_PER_DAY_CENTS - 1);
    const paid = await act(pair.payer, 'PUT', `/api/billing/bills/${issued.body.id}/complete`);
    expect400(paid, 'id');
    const invoice = await act(pair.payee, 'GET', `/api/billing/invoices/${issued.body.id}`);
    expect(invoice.body.status, invoice.text).toBe('PENDING_PAYMENT');
    expect((await summary(pair.payer, 'bills')).unpaidCents).toBe(issued.body.totalCents);
    // 30 days at their cap still sum to an exact integer.
    expect(30 * MAX_PAID_PER_DAY_CENTS).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    expect((await summary(pair.payee, 'invoices')).paidLast30DaysCents).toBe(MAX_PAID_PER_DAY_CENTS - 1);
  });

  it('refuses an invoice of logs stored before the bounds (total past the invoice bound) with 400, audited as a failure', async () => {
    const pair = await newPair();
    const ids = await logs(pair, 5);
    const { client, name } = table();
    for (const id of ids) {
      // The probe's lines: 10,000,000,000 cents x 100,000 at 99.99 %, as the unbounded API stored them.
      await client.send(
        new UpdateCommand({
          TableName: name, Key: { PK: `WS#${pair.payee.ws}`, SK: `LOG#${id}` },
          UpdateExpression: 'SET priceCents = :p, quantity = :q', ExpressionAttributeValues: { ':p': 10_000_000_000, ':q': 100_000 },
        }),
      );
    }
    const draft = await act(pair.payee, 'POST', '/api/billing/invoices/drafts', { payerId: pair.payer.ws, serviceLogIds: ids, invoiceDate: TODAY });
    expect400(draft, 'serviceLogIds');
    const bill = await act(pair.payer, 'POST', '/api/billing/bills', { payeeId: pair.payee.ws, serviceLogIds: ids, invoiceDate: TODAY });
    expect400(bill, 'serviceLogIds');
    expect(await freeIds(pair)).toEqual([...ids].sort());
    const failed = (await auditEvents(pair.payee.ws)).filter((e) => !e.success && e.props.systemCode === 'invalid_request');
    expect(failed.length).toBeGreaterThanOrEqual(1);
    expect((await summary(pair.payer, 'bills')).unpaidCents).toBe(0);
  });

  it('writes a failure audit event even when the props a service gathered hold numbers DynamoDB cannot store', async () => {
    const chain = `USER#bounds-${Date.now().toString(36)}`;
    const scope = {
      event: 'INVOICE_CREATED', route: 'invoices.create', correlationId: `bounds-${Date.now()}`,
      producer: { type: 'PERSON' as const, userId: chain.slice(5) }, consumer: { type: 'PERSON' as const, userId: chain.slice(5) },
      props: { totalCents: 9_999_500_000_000_000, ratio: Number.NaN, nested: { big: -(2 ** 60) } }, recorded: false,
    };
    await audit.writeAudit(scope, false, { systemCode: 'internal_error', status: 500 });
    const [stored] = await auditEvents(chain);
    expect(stored).toMatchObject({ success: false, props: { totalCents: '9999500000000000', ratio: 'NaN', nested: { big: String(-(2 ** 60)) }, status: 500 } });
    const head = await table().client.send(new GetCommand({ TableName: table().name, Key: { PK: `AUDITHEAD#${chain}`, SK: 'HEAD' } }));
    expect(head.Item?.seq).toBe(1);
  });
});

describe('finding 14: control and bidi characters, the 10 MB body, profile saves of {}', () => {
  const UNSAFE = { NUL: '\u0000', ESC: '\u001b', RLO: '\u202e', LRI: '\u2066', DEL: '\u007f', NEL: '\u0085' };

  it.each(Object.entries(UNSAFE))('refuses %s in a file name and in a billing service name with 400 naming the field', async (_label, char) => {
    const p = await newPerson('Cara', 'Chars');
    const file = await act(p, 'POST', '/api/files', { fileName: `${char}gpj.exe.pdf`, contentType: 'application/pdf', size: 10 });
    expect400(file, 'fileName');
    expect(file.body.message).toBe(UNSAFE_TEXT_MESSAGE);
    const service = await act(p, 'POST', '/api/billing/services', { name: `Consult${char}ing`, priceCents: 100 });
    expect400(service, 'name');
    const described = await act(p, 'POST', '/api/billing/services', { name: 'Consulting', description: `a${char}b`, priceCents: 100 });
    expect400(described, 'description');
    const query = await act(p, 'GET', `/api/billing/services?name=${encodeURIComponent(`x${char}`)}`);
    expect400(query, 'name');
    expect((await act(p, 'GET', '/api/billing/services')).body.data).toEqual([]);
  });

  it('keeps tab and line breaks in multi-line text', async () => {
    const p = await newPerson('Tab', 'Keeper');
    const res = await act(p, 'POST', '/api/billing/services', { name: 'Consulting', description: 'Line one\r\nLine\ttwo\nthree', priceCents: 100 });
    expect(res.status, res.text).toBe(201);
    expect(res.body.description).toBe('Line one\r\nLine\ttwo\nthree');
  });

  it('refuses a chat SEND frame whose content holds a right-to-left override', async () => {
    const p = await newPerson('Rita', 'Rtl');
    const live = await connect(p.session);
    try {
      const uuid = `bounds-${Date.now().toString(36)}`;
      live.send({ type: 'SEND', destination: SUPPORT_INBOX, message: { uuid, content: 'see \u202egpj.exe.pdf' } });
      const error = await live.next('ERROR', (f) => f.ref === uuid);
      expect(error).toMatchObject({ systemCode: 'invalid_request', message: UNSAFE_TEXT_MESSAGE });
      expect(await live.none('ACK', (f) => f.uuid === uuid)).toBe(true);
    } finally {
      await live.close();
    }
  });

  /** Posts `bytes` of body and reads the answer (the connection must not be reset). */
  function postRaw(path: string, bytes: number): Promise<{ status: number; text: string; headers: Record<string, unknown> }> {
    const url = new URL(path, stackUrl());
    return new Promise((done, fail) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(bytes) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
        },
      );
      req.on('error', fail);
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      let left = bytes;
      const pump = () => {
        while (left > 0) {
          const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
          left -= part.length;
          if (!req.write(part)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
  }

  it('answers a body over 10 MB with 413 payload_too_large as JSON, and the gateway keeps serving', async () => {
    for (const bytes of [10 * 1024 * 1024 + 1, 30 * 1024 * 1024]) {
      const res = await postRaw('/api/billing/services', bytes);
      expect(res.status, res.text).toBe(413);
      expect(JSON.parse(res.text)).toMatchObject({ systemCode: 'payload_too_large', message: 'The request is larger than 10 MB' });
      expect(String(res.headers['content-type'])).toContain('application/json');
    }
    const after = await act(await newPerson('After', 'Big'), 'GET', '/api/billing/services');
    expect(after.status).toBe(200);
  });

  it('answers a 1 MB path with 431 and a catalogue code every time, never a reset connection', async () => {
    const url = new URL(stackUrl());
    const send = () =>
      new Promise<{ status: number; text: string }>((done, fail) => {
        const req = httpRequest(
          { host: '127.0.0.1', port: url.port, path: `/api/timesheet/employments/${'A'.repeat(1024 * 1024)}/start`, method: 'POST', headers: { 'content-type': 'application/json' } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => done({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          },
        );
        req.on('error', fail);
        req.end('{}');
      });
    for (let i = 0; i < 10; i += 1) {
      const res = await send();
      expect(res.status, res.text).toBe(431);
      expect(JSON.parse(res.text)).toMatchObject({ systemCode: 'invalid_request' });
    }
  });

  it('refuses PUT /api/profile/address with {} (400, the stored address kept), as every other profile save does', async () => {
    const p = await newPerson('Addy', 'Kept');
    const address = { kind: 'US', address1: '1 Main Street', address2: '', city: 'Albany', state: 'NY', zipCode: '12207', isResidential: true, verified: false, foreignAddress: '', country: '' };
    expect((await act(p, 'PUT', '/api/profile/address', address)).status).toBe(200);
    const before = await auditEvents(p.ws);
    const empty = await act(p, 'PUT', '/api/profile/address', {});
    expect400(empty);
    const kept = await act(p, 'GET', '/api/profile/address');
    expect(kept.body).toMatchObject({ empty: false, address: { address1: '1 Main Street', city: 'Albany' } });
    const after = await auditEvents(p.ws);
    expect(after.filter((e) => e.success).length).toBe(before.filter((e) => e.success).length);
    // Clearing on purpose is still a save: the whole address, sent empty.
    const cleared = await act(p, 'PUT', '/api/profile/address', { ...address, address1: '', city: '', zipCode: '' });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.empty).toBe(true);

    // The other profile saves of a whole record refuse {} too, and keep what is stored.
    for (const path of ['/api/profile/person', '/api/profile/marital', '/api/profile/documents/ssn']) {
      expect400(await act(p, 'PUT', path, {}));
    }
    const acme = { session: await as('owner'), ws: ACME_ID };
    for (const path of ['/api/profile/company', '/api/profile/headquarter', '/api/profile/shareholders']) {
      const stored = await act(acme, 'GET', path);
      expect400(await act(acme, 'PUT', path, {}));
      expect((await act(acme, 'GET', path)).body).toEqual(stored.body);
    }
  });
});
