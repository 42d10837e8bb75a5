/**
 * The audit page over 100,000 events (issue 6 §7): seeds linked events straight into the bench
 * stack's table with BatchWriteItem (valid chains, heads and day counters, as the API would have
 * written them), then times GET /api/audit (page 0 and a deep page) against the raw Query of the
 * newest day's index partition it ends in. Called by scripts/bench.ts; runnable alone:
 * `tsx scripts/bench-audit.ts` (its own stack on port 3600).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TAuditEvent } from '../shared/audit/audit.schema.js';
import { auditSeedItems, writeSeedItems } from './local/audit-seed.js';
import { benchClient } from './local/bench-client.js';
import { timeInTurns } from './local/time-in-turns.js';

export async function benchAudit(stack: { url: string; env: Record<string, string> }, admin: Record<string, string>, opts = { events: 100_000, chains: 50, days: 60 }) {
  const raw = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.env.AWS_ENDPOINT_URL_DYNAMODB }), { marshallOptions: { removeUndefinedValues: true } });
  const table = stack.env.TABLE_NAME!;
  const started = performance.now();
  const { items } = auditSeedItems(opts);
  await writeSeedItems(raw, table, items);
  const seedSeconds = (performance.now() - started) / 1000;
  console.log(`\nAudit: seeded ${opts.events} events on ${opts.chains} chains over ${opts.days} days (${items.length} items) in ${seedSeconds.toFixed(1)} s`);

  const request = benchClient(stack.url);
  const api = async (path: string) => {
    const res = await request('GET', path, admin);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
    return JSON.parse(res.text) as { data: TAuditEvent[]; countOfPages: number };
  };
  const first = await api('/api/audit?page=0&size=20');
  if (first.data.length !== 20 || first.countOfPages < opts.events / 20) throw new Error(`unexpected page: ${first.data.length}, ${first.countOfPages} pages`);
  const today = new Date().toISOString().slice(0, 10);
  const rawQuery = (day: string) => () =>
    raw.send(new QueryCommand({ TableName: table, IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': `AUDITDAY#${day}` }, ScanIndexForward: false, Limit: 20 }));
  const deepPage = Math.floor(first.countOfPages / 2);
  const [rawFirst, apiFirst, apiDeep] = (await timeInTurns([
    rawQuery(today),
    () => api('/api/audit?page=0&size=20'),
    () => api(`/api/audit?page=${deepPage}&size=20`),
  ])) as [{ p50: number; p99: number }, { p50: number; p99: number }, { p50: number; p99: number }];
  const result = {
    events: opts.events, chains: opts.chains, days: opts.days, seedSeconds: +seedSeconds.toFixed(1), countOfPages: first.countOfPages,
    rawP50: +rawFirst.p50.toFixed(2), apiPage0P50: +apiFirst.p50.toFixed(2), apiPage0P99: +apiFirst.p99.toFixed(2), apiDeepPageP50: +apiDeep.p50.toFixed(2),
    ratioPage0P50: +(apiFirst.p50 / rawFirst.p50).toFixed(2), ratioDeepPageP50: +(apiDeep.p50 / rawFirst.p50).toFixed(2),
    budget: { page0: 3, anyPage: 5 },
  };
  console.log(`GET /api/audit page 0 p50 ${result.apiPage0P50} ms, page ${deepPage} p50 ${result.apiDeepPageP50} ms; raw Query (20 newest of a day) p50 ${result.rawP50} ms`);
  console.log(`ratio page 0 ${result.ratioPage0P50} (target ≤ 3), deep page ${result.ratioDeepPageP50} (target ≤ 5) (${first.countOfPages} pages)`);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startStack } = await import('./local/stack.js');
  const stack = await startStack({ port: Number(process.env.BENCH_PORT ?? 3600), web: 'none', seed: true, quiet: true });
  try {
    const res = await fetch(`${stack.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@sublime.local', password: (await import('./local/demo.js')).DEMO_PASSWORD }) });
    const tokens = (await res.json()) as { accessToken: string; secondaryToken: string };
    await benchAudit(stack, { authorization: `Bearer ${tokens.accessToken}`, 'x-permission-token': tokens.secondaryToken });
  } finally {
    await stack.stop();
  }
  process.exit(0);
}
