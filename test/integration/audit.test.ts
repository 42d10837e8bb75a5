/**
 * The audit log (issue 6 §5): filters and paging over events the API really recorded, the chain
 * check finding an item altered behind the application's back, and ADMIN-only access.
 */
import { spawnSync } from 'node:child_process';
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { as, call, stackEnv, type TSession } from '../support/api.js';
import { table } from '../support/aws.js';
import { act, createService, newPerson, type TActor } from '../support/billing.js';
import { auditSeedItems, writeSeedItems } from '../../scripts/local/audit-seed.js';
import { MIN_STRIDE } from '../../functions/audit/services/audit-pages.js';

type TEvent = { id: string; event: string; createDateTime: string; seq: number; chain: string; producer: { userId?: string; type: string; email?: string; name?: string }; consumer?: { workspaceId?: string; type: string; name?: string } };

const audit = (session: TSession, query: string) => call<{ data: TEvent[]; countOfPages: number }>('GET', `/api/audit?${query}`, { session });

describe('audit log', () => {
  let admin: TSession;
  let person: TActor & { email: string };
  let userId: string;
  let middle: string;
  const SERVICES = 25;

  beforeAll(async () => {
    admin = await as('admin');
    person = await newPerson('Audit', 'Subject');
    userId = (await call('GET', '/api/users/me', { session: person.session })).body.userId;
    for (let i = 0; i < SERVICES; i += 1) {
      await createService(person, { name: `Audited service ${i}` });
      if (i === 9) middle = new Date().toISOString();
    }
  }, 120_000);

  it('pages one consumer: 0-based pages of 20, newest first, and the page count', async () => {
    const q = `consumerId=${person.ws}&events=SERVICE_CREATED`;
    const first = await audit(admin, `${q}&page=0&size=20`);
    expect(first.status, first.text).toBe(200);
    expect(first.body.countOfPages).toBe(2);
    expect(first.body.data).toHaveLength(20);
    const second = await audit(admin, `${q}&page=1&size=20`);
    expect(second.body.data).toHaveLength(5);
    const all = [...first.body.data, ...second.body.data];
    expect(new Set(all.map((e) => e.id)).size).toBe(SERVICES);
    const times = all.map((e) => e.createDateTime);
    expect(times).toEqual([...times].sort().reverse());
    // Seq rises with time along the chain.
    expect(all.map((e) => e.seq)).toEqual([...all.map((e) => e.seq)].sort((a, b) => b - a));
    expect(all.every((e) => e.event === 'SERVICE_CREATED' && e.consumer?.workspaceId === person.ws)).toBe(true);
    // Hover info: the producer's name and email, the consumer workspace's name.
    expect(all[0]!.producer).toMatchObject({ type: 'PERSON', userId, email: person.email, name: 'Audit Subject' });
    expect(all[0]!.consumer?.name).toBeTruthy();
    const beyond = await audit(admin, `${q}&page=2`);
    expect(beyond.body.data).toEqual([]);
  });

  it('filters by producer, by date-time range and by events', async () => {
    const byProducer = await audit(admin, `producerId=${userId}&events=SERVICE_CREATED`);
    expect(byProducer.body.countOfPages).toBe(2);
    expect(byProducer.body.data.every((e) => e.producer.userId === userId)).toBe(true);

    const since = await audit(admin, `consumerId=${person.ws}&events=SERVICE_CREATED&dateTimeFrom=${middle}&size=100`);
    expect(since.body.data.length).toBe(SERVICES - 10);
    expect(since.body.data.every((e) => e.createDateTime >= middle)).toBe(true);
    const until = await audit(admin, `producerId=${userId}&events=SERVICE_CREATED&dateTimeTo=${middle}&size=100`);
    expect(until.body.data.length).toBe(10);

    // Every chain at once (the day index and the day counters): ours are there, newest first.
    const everyone = await audit(admin, `events=SERVICE_CREATED&producerType=PERSON&dateTimeFrom=${middle}&size=100`);
    expect(everyone.status, everyone.text).toBe(200);
    const ours = everyone.body.data.filter((e) => e.producer.userId === userId);
    expect(ours).toHaveLength(SERVICES - 10);
    expect(everyone.body.data.every((e) => e.event === 'SERVICE_CREATED' && e.producer.type === 'PERSON')).toBe(true);
    if (everyone.body.data.length < 100) expect(everyone.body.countOfPages).toBe(1);

    const wrongType = await audit(admin, `consumerId=${person.ws}&events=SERVICE_CREATED&consumerType=COMPANY`);
    expect(wrongType.body).toEqual({ data: [], countOfPages: 0 });
    const bad = await audit(admin, `dateTimeFrom=2026-02-01T00:00:00Z&dateTimeTo=2026-01-01T00:00:00Z`);
    expect(bad.status).toBe(400);
  });

  it('lists the event ids of the route table and the platform', async () => {
    const res = await call<string[]>('GET', '/api/audit/events', { session: admin });
    expect(res.status).toBe(200);
    // The events written outside a route too (shared/audit/audit-events.ts): the job's, the workflow's, the signing's.
    expect(res.body).toEqual(expect.arrayContaining(['SERVICE_CREATED', 'FILE_UPLOADED', 'WORKSPACE_OPENED_BY_STAFF', 'LEAVE_ACCRUED', 'PAYROLL_IMPORT_COMPLETED', 'SIGNABLE_COMPLETED']));
    expect(res.body).toEqual([...res.body].sort());
  });

  it('is for staff with ADMIN only', async () => {
    for (const session of [await as('payroll'), await as('john'), person.session]) {
      for (const path of ['/api/audit', '/api/audit/events', `/api/audit/verify?chain=${person.ws}`]) {
        const res = await call('GET', path, { session });
        expect(res.status, path).toBe(403);
        expect(res.body.systemCode).toBe(40011);
      }
    }
    expect((await call('GET', '/api/audit')).status).toBe(401);
  });

  it('keeps concurrent writers of one chain in one unbroken sequence', async () => {
    const other = await newPerson('Audit', 'Racer');
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => act(other, 'POST', '/api/billing/services', { name: `Race ${i}`, priceCents: 100 })));
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(201));
    const check = await call('GET', `/api/audit/verify?chain=${other.ws}`, { session: admin });
    expect(check.body).toMatchObject({ chain: other.ws, intact: true });
    expect(check.body.count).toBeGreaterThanOrEqual(12);
    expect(check.body.headSeq).toBe(check.body.count);
  });

  it('finds an item altered directly in the table: the chain check names the link', async () => {
    const intact = await call('GET', `/api/audit/verify?chain=${person.ws}`, { session: admin });
    expect(intact.status, intact.text).toBe(200);
    expect(intact.body).toMatchObject({ chain: person.ws, intact: true });
    expect(intact.body.count).toBeGreaterThanOrEqual(SERVICES);

    // Alter the 5th link's props, as someone with table access but not the application would.
    const { client, name } = table();
    const items = await client.send(new QueryCommand({ TableName: name, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': `AUDIT#${person.ws}` }, ConsistentRead: true }));
    const target = items.Items!.find((i) => i.seq === 5)!;
    await client.send(
      new UpdateCommand({ TableName: name, Key: { PK: target.PK, SK: target.SK }, UpdateExpression: 'SET #p.#n = :v', ExpressionAttributeNames: { '#p': 'props', '#n': 'name' }, ExpressionAttributeValues: { ':v': 'Forged' } }),
    );

    const broken = await call('GET', `/api/audit/verify?chain=${person.ws}`, { session: admin });
    expect(broken.body).toMatchObject({ chain: person.ws, intact: false, count: 4, broken: { seq: 5, sk: target.SK, reason: 'hash' } });

    // The script reports the same and fails.
    const env = stackEnv();
    const run = spawnSync('npx', ['tsx', 'scripts/audit-verify.ts', person.ws, 'USER#nobody'], { encoding: 'utf8', env: { ...process.env, ...env }, timeout: 60_000 });
    expect(run.status, run.stderr).toBe(1);
    expect(run.stdout).toContain(`BROKEN  ${person.ws}  at seq 5 (hash`);
    expect(run.stdout).toContain('intact  USER#nobody');
  }, 90_000);
});

describe('audit page over days long closed', () => {
  // 480 events on 6 workspaces from 2025-02-22 to 2025-04-03: February is cut by the search,
  // March is a whole closed month (one roll-up), April's days are rolled up one by one.
  const seed = auditSeedItems({ events: 480, chains: 6, days: 40, endAt: Date.parse('2025-04-03T12:00:00.000Z') });
  const from = '2025-02-25T06:00:00.000Z';
  const to = '2025-04-30T23:59:59.999Z';
  const gsiOrder = (e: { createDateTime: string; chain: string; seq: number }) => `${e.createDateTime}#${e.chain}#${String(e.seq).padStart(12, '0')}`;
  const expected = seed.events
    .filter((e) => e.createDateTime >= from && e.createDateTime <= to && e.event === 'SERVICE_UPDATED')
    .sort((a, b) => (gsiOrder(a) < gsiOrder(b) ? 1 : -1))
    .map((e) => e.id);
  let listAudit: typeof import('../../functions/audit/services/list-audit.js').listAudit;

  beforeAll(async () => {
    const { client, name } = table();
    await writeSeedItems(client, name, seed.items);
    // The API never writes an event into a day that has ended, but this seed does: roll-ups that
    // other tests' searches made of 2025 before it landed would not count it. They are derived
    // data, so they are dropped and summed again from the counters.
    const stale = await client.send(new QueryCommand({ TableName: name, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': 'AUDITROLL#2025' } }));
    await Promise.all((stale.Items ?? []).map((item) => client.send(new DeleteCommand({ TableName: name, Key: { PK: item.PK, SK: item.SK } }))));
    // A running function keeps the roll-ups it has read (a restore recycles it): this test reads
    // with a fresh instance of the service, on the stack's table, as a new function would.
    Object.assign(process.env, stackEnv());
    vi.resetModules();
    ({ listAudit } = await import('../../functions/audit/services/list-audit.js'));
  }, 60_000);

  it('counts and pages every chain from roll-ups, the same as from the chains’ counters', async () => {
    const q = { events: ['SERVICE_UPDATED'], dateTimeFrom: from, dateTimeTo: to, size: 20 };
    const readAll = async () => {
      const first = await listAudit({ ...q, page: 0 });
      const pages = [first.data];
      for (let page = 1; page < first.countOfPages; page += 1) pages.push((await listAudit({ ...q, page })).data);
      return { countOfPages: first.countOfPages, ids: pages.flat().map((e) => e.id) };
    };
    // First read: summed from the per-chain counters, and rolled up.
    const cold = await readAll();
    expect(cold.countOfPages).toBe(Math.ceil(expected.length / 20));
    expect(cold.ids).toEqual(expected);

    const { client, name } = table();
    const march = await client.send(new GetCommand({ TableName: name, Key: { PK: 'AUDITROLL#2025', SK: 'MONTH#2025-03' } }));
    const marchEvents = seed.events.filter((e) => e.createDateTime.startsWith('2025-03')).length;
    expect(Object.entries(march.Item ?? {}).filter(([k]) => k.startsWith('c#')).reduce((n, [, v]) => n + Number(v), 0)).toBe(marchEvents);
    const april2 = await client.send(new GetCommand({ TableName: name, Key: { PK: 'AUDITROLL#2025', SK: 'DAY#2025-04-02' } }));
    expect(april2.Item?.unit).toBe('2025-04-02');

    // Second read: from the roll-ups, page for page the same events.
    expect(await readAll()).toEqual(cold);
    // An unfiltered deep page inside the whole month: the events a key-ordered read would give.
    const all = seed.events.filter((e) => e.createDateTime >= from && e.createDateTime <= to).sort((a, b) => (gsiOrder(a) < gsiOrder(b) ? 1 : -1));
    const deep = await listAudit({ dateTimeFrom: from, dateTimeTo: to, size: 20, page: 10 });
    expect(deep.countOfPages).toBe(Math.ceil(all.length / 20));
    expect(deep.data.map((e) => e.id)).toEqual(all.slice(200, 220).map((e) => e.id));
  });
});


describe('audit page deep inside a day (page indexes)', () => {
  // 900 events on 3 workspaces from 2024-06-10T12:00 to 2024-06-12T12:00: 2024-06-11 alone holds
  // about 450, so its deep pages start far from the day's newest event.
  const seed = auditSeedItems({ events: 900, chains: 3, days: 2, endAt: Date.parse('2024-06-12T12:00:00.000Z') });
  const gsiOrder = (e: { createDateTime: string; chain: string; seq: number }) => `${e.createDateTime}#${e.chain}#${String(e.seq).padStart(12, '0')}`;
  const expected = [...seed.events].sort((a, b) => (gsiOrder(a) < gsiOrder(b) ? 1 : -1)).map((e) => e.id);
  const june11 = seed.events.filter((e) => e.createDateTime.startsWith('2024-06-11')).length;
  let listAudit: typeof import('../../functions/audit/services/list-audit.js').listAudit;

  beforeAll(async () => {
    const { client, name } = table();
    await writeSeedItems(client, name, seed.items);
    // As above: the seed writes into days that have ended, so roll-ups and page indexes another
    // test's search (the route fuzzer's date ranges) made of 2024 before it landed are dropped, and
    // the pages are read by a fresh instance of the service, as a new function would.
    const stale = await client.send(new QueryCommand({ TableName: name, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': 'AUDITROLL#2024' } }));
    await Promise.all((stale.Items ?? []).map((item) => client.send(new DeleteCommand({ TableName: name, Key: { PK: item.PK, SK: item.SK } }))));
    Object.assign(process.env, stackEnv());
    vi.resetModules();
    ({ listAudit } = await import('../../functions/audit/services/list-audit.js'));
  }, 60_000);

  const readAll = async () => {
    const q = { dateTimeFrom: '2024-06-10T00:00:00.000Z', dateTimeTo: '2024-06-12T23:59:59.999Z', size: 20 };
    const first = await listAudit({ ...q, page: 0 });
    const pages = [first.data];
    for (let page = 1; page < first.countOfPages; page += 1) pages.push((await listAudit({ ...q, page })).data);
    return { countOfPages: first.countOfPages, ids: pages.flat().map((e) => e.id) };
  };

  it('pages equal a key-ordered read, before and after the days are indexed', async () => {
    const cold = await readAll();
    expect(cold.countOfPages).toBe(Math.ceil(expected.length / 20));
    expect(cold.ids).toEqual(expected);

    const { client, name } = table();
    const index = await client.send(new GetCommand({ TableName: name, Key: { PK: 'AUDITROLL#2024', SK: 'PAGES#2024-06-11' } }));
    expect(index.Item?.pageCount).toBe(june11);
    expect(index.Item?.pageStride).toBe(MIN_STRIDE);
    expect((index.Item?.pageKeys as string[]).length).toBe(Math.floor(june11 / MIN_STRIDE));
    // Beside the day's roll-up, which still counts the day.
    const roll = await client.send(new GetCommand({ TableName: name, Key: { PK: 'AUDITROLL#2024', SK: 'DAY#2024-06-11' } }));
    expect(Object.entries(roll.Item ?? {}).filter(([k]) => k.startsWith('c#')).reduce((n, [, v]) => n + Number(v), 0)).toBe(june11);

    expect(await readAll()).toEqual(cold);
  });

  it('reads a bounded number of events for a deep page, and rebuilds an index that no longer agrees', async () => {
    // listAudit itself, on the stack's table, with every item DynamoDB reads from a day's partition counted.
    Object.assign(process.env, stackEnv());
    const { ddb } = await import('../../functions/core/ddb.js');
    const { listAudit } = await import('../../functions/audit/services/list-audit.js');
    let scanned = 0;
    ddb.middlewareStack.add(
      (next) => async (args) => {
        const out = await next(args);
        const input = args.input as { ExpressionAttributeValues?: Record<string, unknown> };
        const pk = input.ExpressionAttributeValues?.[':pk'];
        if (typeof pk === 'string' && pk.startsWith('AUDITDAY#')) scanned += (out.output as { ScannedCount?: number }).ScannedCount ?? 0;
        return out;
      },
      { step: 'initialize', name: 'countAuditDayReads' },
    );
    const q = { dateTimeFrom: '2024-06-10T00:00:00.000Z', dateTimeTo: '2024-06-12T23:59:59.999Z', size: 20 };
    await listAudit({ ...q, page: 0 }); // indexes built by the first test, or now
    const deepest = Math.ceil(expected.length / 20) - 1;
    for (const page of [12, 20, 30, deepest]) {
      scanned = 0;
      const res = await listAudit({ ...q, page });
      expect(res.data.map((e) => e.id)).toEqual(expected.slice(page * 20, page * 20 + 20));
      // At most a stride before the page, the page, and one more to know whether more follow.
      expect(scanned).toBeLessThanOrEqual(MIN_STRIDE + 20 + 1);
    }

    // An index whose count no longer agrees with the day's (events loaded into a closed day) is
    // not trusted: the page reads the day again and stores a fresh one.
    const { client, name } = table();
    const key = { PK: 'AUDITROLL#2024', SK: 'PAGES#2024-06-11' };
    await client.send(new UpdateCommand({ TableName: name, Key: key, UpdateExpression: 'SET pageCount = :n, pageKeys = :k', ExpressionAttributeValues: { ':n': 3, ':k': ['bogus'] } }));
    // This instance keeps the index it used, for the same count: the stored item is not read again.
    expect((await listAudit({ ...q, page: 20 })).data.map((e) => e.id)).toEqual(expected.slice(400, 420));
    expect((await client.send(new GetCommand({ TableName: name, Key: key }))).Item?.pageCount).toBe(3);
    // A new instance (a fresh module, as a new function would load it) reads the stale item.
    vi.resetModules();
    const fresh = await import('../../functions/audit/services/list-audit.js');
    const res = await fresh.listAudit({ ...q, page: 20 });
    expect(res.data.map((e) => e.id)).toEqual(expected.slice(400, 420));
    const rebuilt = await client.send(new GetCommand({ TableName: name, Key: key }));
    expect(rebuilt.Item?.pageCount).toBe(june11);
  });
});
