/**
 * Finding 8 of issue 13: a forged paging cursor answered 500 (DynamoDB refused the start key).
 * Every cursor route now answers 400 invalid_request (param cursor) to anything that is not the
 * LastEvaluatedKey of its own Query, and a cursor the server issued still pages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { as, call } from '../support/api.js';
import { act, newPerson, type TActor } from '../support/billing.js';

const forge = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');

let me: TActor & { email: string };
let userId: string;

beforeAll(async () => {
  me = await newPerson('Cursor', 'Forger');
  const user = await call('GET', '/api/users/me', { session: me.session });
  expect(user.status, user.text).toBe(200);
  userId = user.body.userId;
});

function expectRefused(res: { status: number; body: any; text: string }) {
  expect(res.status, res.text).toBe(400);
  expect(res.body).toMatchObject({ systemCode: 'invalid_request', param: 'cursor' });
}

describe('forged paging cursors (finding 8)', () => {
  it('GET /api/billing/invoices refuses a partition-only GSI2 key', async () => {
    const cursor = forge({ GSI2PK: `INVLIST#${me.ws}#ISSUED` });
    expectRefused(await act(me, 'GET', `/api/billing/invoices?cursor=${cursor}`));
    const drafts = forge({ GSI2PK: `INVLIST#${me.ws}#DRAFT` });
    expectRefused(await act(me, 'GET', `/api/billing/invoices?status=DRAFT&cursor=${drafts}`));
  });

  it('GET /api/files refuses a partition-only key, a key outside FILE# and extra attributes', async () => {
    for (const key of [
      { PK: `WS#${me.ws}` },
      { PK: `WS#${me.ws}`, SK: 'PROFILE' },
      { PK: `WS#${me.ws}`, SK: 'FILE#x', GSI1PK: 'x' },
      { PK: `WS#${me.ws}`, SK: 7 },
      { PK: `WS#${me.ws}`, SK: `FILE#${'x'.repeat(1100)}` },
      [`WS#${me.ws}`],
      'not an object',
    ]) {
      expectRefused(await act(me, 'GET', `/api/files?cursor=${forge(key)}`));
    }
    expectRefused(await act(me, 'GET', '/api/files?cursor=%%%not-base64'));
  });

  it('GET /api/billing/bills refuses a partition-only GSI1 key and another workspace\'s partition', async () => {
    expectRefused(await act(me, 'GET', `/api/billing/bills?cursor=${forge({ GSI1PK: `BILLS#${me.ws}` })}`));
    const foreign = { PK: 'INV#x', SK: 'INV#x', GSI1PK: 'BILLS#P-someone-else', GSI1SK: 'x' };
    expectRefused(await act(me, 'GET', `/api/billing/bills?cursor=${forge(foreign)}`));
  });

  it('GET /api/notifications refuses a partition-only key', async () => {
    const res = await call('GET', `/api/notifications?cursor=${forge({ PK: `USER#${userId}` })}`, { session: me.session });
    expectRefused(res);
  });

  it('GET /api/chats/{id}/messages refuses a partition-only key', async () => {
    const room = await call('POST', '/api/chats', { session: me.session, body: { name: 'Cursor Forger' } });
    expect(room.status, room.text).toBe(200);
    const res = await call('GET', `/api/chats/${userId}/messages?cursor=${forge({ PK: `CHAT#${userId}` })}`, { session: me.session });
    expectRefused(res);
  });

  it('a cursor the server issued still pages, and an empty cursor is no cursor', async () => {
    for (const fileName of ['one.pdf', 'two.pdf', 'three.pdf']) {
      const res = await act(me, 'POST', '/api/files', { fileName, contentType: 'application/pdf', size: 10 });
      expect(res.status, res.text).toBe(201);
    }
    const first = await act(me, 'GET', '/api/files?size=2');
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await act(me, 'GET', `/api/files?size=2&cursor=${first.body.nextCursor}`);
    expect(second.status, second.text).toBe(200);
    const ids = [...first.body.data, ...second.body.data].map((f: { id: string }) => f.id);
    expect(new Set(ids).size).toBe(3);
    expect((await act(me, 'GET', '/api/files?cursor=')).status).toBe(200);
  });
});

describe('found by the route fuzzer (docs/decisions/0016-route-fuzzing.md)', () => {
  it('a reversed date range on the service-log lists answers 400 endDate, not 500', async () => {
    const other = 'p_01KXVX1GHD5NMN1PVK12MMTJTF';
    for (const path of [
      `/api/billing/service-logs?side=EMPLOYER&counterpartyId=${other}&startDate=2030-01-16&endDate=2020-01-01`,
      '/api/billing/service-logs?side=CONTRACTOR&startDate=2030-01-16&endDate=2020-01-01',
      `/api/billing/service-logs/free?payeeId=${me.ws}&payerId=${other}&startDate=2030-01-16&endDate=2020-01-01`,
    ]) {
      const res = await act(me, 'GET', path);
      expect(res.status, `${path}: ${res.text}`).toBe(400);
      expect(res.body).toMatchObject({ systemCode: 'invalid_request', param: 'endDate' });
    }
    const same = await act(me, 'GET', `/api/billing/service-logs?side=EMPLOYER&counterpartyId=${other}&startDate=2025-01-01&endDate=2025-01-01`);
    expect(same.status, same.text).toBe(200);
  });

  it('GET /api/audit: a window before the first audited day is an empty page, a reversed one a 400', async () => {
    const admin = await as('admin');
    const early = await call('GET', '/api/audit?dateTimeTo=2020-01-01T00:00:00.016Z', { session: admin });
    expect(early.status, early.text).toBe(200);
    expect(early.body).toMatchObject({ data: [], countOfPages: 0 });
    const reversed = await call('GET', '/api/audit?dateTimeFrom=2026-02-01T00:00:00.000Z&dateTimeTo=2026-01-01T00:00:00.000Z', { session: admin });
    expect(reversed.status, reversed.text).toBe(400);
    expect(reversed.body).toMatchObject({ systemCode: 'invalid_request', param: 'dateTimeTo' });
  });
});
