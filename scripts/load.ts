/**
 * `npm run load` (issue 13 §2): starts its own seeded local stack and drives it with autocannon,
 * one scenario after another, each for 60 s at 50 connections (`--duration`, `--connections` for
 * a quick check, `--only <text>` to pick scenarios, `--profile` for the stack's CPU profile). A
 * baseline of raw DynamoDB Local calls comes first (a GetItem, the invoice list's Query): the floor.
 * Reads are made as Acme's owner in Acme; the write (a service-log create) is made
 * round robin by as many signed-in users as there are connections, each in a workspace of its own
 * (docs/decisions/0023-load-and-faults.md). Prints rps, p50, p99, errors and non-2xx per scenario.
 * Target: 0 errors, 0 non-2xx and p99 within 3× p50; exits 1 when a scenario misses it.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DEMO_IDS, DEMO_PASSWORD } from './local/demo.js';

const { values: flags } = parseArgs({
  options: { duration: { type: 'string', default: '60' }, connections: { type: 'string', default: '50' }, only: { type: 'string' }, profile: { type: 'boolean' }, serve: { type: 'boolean' } },
});
const DURATION_S = Number(flags.duration);
const CONNECTIONS = Number(flags.connections);
const PORT = Number(process.env.LOAD_PORT ?? 3700);
const TODAY = new Date().toISOString().slice(0, 10);
/** Invoices seeded into Acme, so the list answers a full first page (20). */
const ACME_INVOICES = 24;

type TSession = { accessToken: string; refreshToken: string; secondaryToken: string };
type TWriter = { session: TSession; ws: string; serviceId: string; recipientId: string };

/**
 * The stack (gateway and handlers) runs in a child process of its own, so autocannon's work on
 * this process's event loop is not counted in the latencies it measures.
 */
if (flags.serve) {
  const { startStack } = await import('./local/stack.js');
  const served = await startStack({ port: PORT, web: 'none', seed: true, quiet: true });
  const stop = async () => {
    await served.stop();
    process.exit(0);
  };
  process.on('message', () => void stop());
  process.on('disconnect', () => void stop());
  process.send!({ url: served.url, dynamoUrl: served.env.AWS_ENDPOINT_URL_DYNAMODB, table: served.env.TABLE_NAME });
  await new Promise(() => undefined);
}

// `--profile`: the stack's CPU profile goes to load-profiles/ (open it in Chrome's DevTools).
const execArgv = flags.profile ? [...process.execArgv, '--cpu-prof', '--cpu-prof-dir=load-profiles'] : process.execArgv;
const server = fork(fileURLToPath(import.meta.url), ['--serve'], { stdio: 'inherit', execArgv });
const stack = await new Promise<{ url: string; dynamoUrl: string; table: string; stop(): Promise<void> }>((done, fail) => {
  server.once('message', (m) => done({ ...(m as { url: string; dynamoUrl: string; table: string }), stop: () => new Promise<void>((exited) => (server.once('exit', () => exited()), server.send('stop'))) }));
  server.once('exit', (code) => fail(new Error(`the stack exited with code ${code}`)));
});

async function api<T = any>(method: string, path: string, opts: { session?: TSession; ws?: string; body?: unknown; expect?: number } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (opts.session) Object.assign(headers, { authorization: `Bearer ${opts.session.accessToken}`, 'x-permission-token': opts.session.secondaryToken });
  if (opts.ws) headers['x-workspace-id'] = opts.ws;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${stack.url}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body), signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  if (res.status !== (opts.expect ?? 200)) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const login = (email: string, password = DEMO_PASSWORD) => api<TSession>('POST', '/api/auth/login', { body: { email, password } });

/** Fresh access and permission tokens (the permission token lives 5 minutes; the run is longer). */
async function refresh(session: TSession): Promise<void> {
  Object.assign(session, await api('POST', '/api/auth/refresh', { body: { refreshToken: session.refreshToken } }));
}

/** A new confirmed person (a staff invitation, accepted), signed in, with a service and a contact to bill. */
async function newWriter(admin: TSession, n: number): Promise<TWriter> {
  const email = `load.${Date.now().toString(36)}.${n}@example.com`;
  const password = 'Load#2026pass';
  await api('POST', '/api/auth/invitations', { session: admin, body: { email, firstName: 'Load', lastName: `User${n}` }, expect: 201 });
  const mail = await api<{ data: { to: string; kind: string; link: string }[] }>('GET', '/api/admin/mail', { session: admin });
  const link = mail.data.find((m) => m.to === email && m.kind === 'INVITATION')?.link;
  if (!link) throw new Error(`no invitation mail for ${email}`);
  await api('POST', `/api/auth/invitations/${link.split('/').pop()}/accept`, { body: { password, confirmPassword: password }, expect: 201 });
  const session = await login(email, password);
  const workspaces = await api<{ data: { id: string; type: string }[] }>('GET', '/api/workspaces', { session });
  const ws = workspaces.data.find((w) => w.type === 'PERSON')!.id;
  const service = await api<{ id: string }>('POST', '/api/billing/services', { session, ws, body: { name: 'Load consulting', priceCents: 4500 }, expect: 201 });
  const contact = await api<{ ref: { id: string } }>('POST', '/api/billing/contacts', { session, ws, body: { name: `Load Client ${n}`, email: `load.client.${Date.now().toString(36)}.${n}@example.com` }, expect: 201 });
  return { session, ws, serviceId: service.id, recipientId: contact.ref.id };
}

async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += size) out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, j) => make(i + j)))));
  return out;
}

const logBody = (w: TWriter) => ({ executorId: w.ws, recipientId: w.recipientId, serviceId: w.serviceId, priceCents: 10_000, quantity: 1, date: TODAY });

/** Acme's owner publishes invoices of Acme to Jane's workspace, so the invoice list is not empty. */
async function seedAcmeInvoices(owner: TSession): Promise<void> {
  const jane = await login('jane.contractor@example.com');
  const janeWs = (await api<{ data: { id: string; type: string }[] }>('GET', '/api/workspaces', { session: jane })).data.find((w) => w.type === 'PERSON')!.id;
  for (let i = 0; i < ACME_INVOICES; i += 1) {
    const log = await api<{ id: string }>('POST', '/api/billing/service-logs', {
      session: owner, ws: DEMO_IDS.acme, expect: 201,
      body: { executorId: DEMO_IDS.acme, recipientId: janeWs, serviceId: DEMO_IDS.acmeMaintenance, priceCents: 12_000, quantity: 1, date: TODAY },
    });
    await api('POST', '/api/billing/invoices', { session: owner, ws: DEMO_IDS.acme, expect: 201, body: { payerId: janeWs, serviceLogIds: [log.id], invoiceDate: TODAY } });
  }
}

/**
 * Headers of a DynamoDB call signed once with the local credentials: DynamoDB Local reads the access key
 * and region from the Authorization header but does not check the signature or its age.
 */
async function signedFor(target: 'GetItem' | 'Query'): Promise<Record<string, string>> {
  const { SignatureV4 } = await import('@smithy/signature-v4');
  const { Sha256 } = await import('@aws-crypto/sha256-js');
  const { LOCAL_CREDENTIALS, LOCAL_REGION } = await import('./local/resources.js');
  const url = new URL(stack.dynamoUrl);
  const signer = new SignatureV4({ credentials: LOCAL_CREDENTIALS, region: LOCAL_REGION, service: 'dynamodb', sha256: Sha256 });
  const signed = await signer.sign({
    method: 'POST', protocol: 'http:', hostname: url.hostname, port: Number(url.port), path: '/',
    headers: { host: url.host, 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': `DynamoDB_20120810.${target}` },
  });
  return signed.headers as Record<string, string>;
}

interface TScenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Another server than the gateway (the raw DynamoDB baseline). */
  url?: string;
  /** Headers and body of each request. */
  prepare: () => Promise<() => { headers: Record<string, string>; body?: string }>;
}

interface TFigures { scenario: string; requests: number; rps: number; p50: number; p99: number; errors: number; timeouts: number; non2xx: number; ok: boolean }

async function run(s: TScenario): Promise<TFigures> {
  const forRequest = await s.prepare();
  const load = (length: { duration: number } | { amount: number }) => autocannon({
    url: s.url ?? stack.url,
    connections: CONNECTIONS,
    ...length,
    timeout: 10,
    requests: [
      {
        method: s.method,
        path: s.path,
        setupRequest: (req) => {
          const made = forRequest();
          return { ...req, headers: made.headers, ...(made.body === undefined ? {} : { body: made.body }) };
        },
      },
    ],
  });
  // Warm first (modules loaded on first call, JIT, the table's pages): the figures are warm ones.
  await load({ amount: CONNECTIONS * 10 });
  const result = await load({ duration: DURATION_S });
  const { p50, p99 } = result.latency;
  const errors = result.errors;
  const figures = {
    scenario: s.name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50,
    p99,
    errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    ok: errors === 0 && result.non2xx === 0 && p99 <= 3 * Math.max(p50, 1),
  };
  console.log(`${s.name}: ${figures.rps} req/s, p50 ${p50} ms, p99 ${p99} ms, errors ${errors} (timeouts ${result.timeouts}), non-2xx ${result.non2xx}`);
  return figures;
}

let failed = false;
try {
  const started = Date.now();
  const admin = await login('admin@sublime.local');
  const owner = await login('owner@acme.example');
  await seedAcmeInvoices(owner);
  const writers = await inBatches(CONNECTIONS, 10, (i) => newWriter(admin, i));
  console.log(`Load: stack on ${stack.url}, ${writers.length} writers and ${ACME_INVOICES} invoices set up in ${((Date.now() - started) / 1000).toFixed(1)} s; ${DURATION_S} s × ${CONNECTIONS} connections per scenario`);

  const auth = (session: TSession, ws: string) => ({ authorization: `Bearer ${session.accessToken}`, 'x-permission-token': session.secondaryToken, 'x-workspace-id': ws });
  const asOwner = (path: string, name: string): TScenario => ({
    name, method: 'GET', path,
    prepare: async () => {
      await refresh(owner);
      const headers = auth(owner, DEMO_IDS.acme);
      return () => ({ headers });
    },
  });
  let next = 0;
  const scenarios: TScenario[] = [
    {
      // The floor on this machine at this moment: DynamoDB Local's own p50 and p99 for one GetItem
      // (the workspace item every API call reads), with the gateway and the handlers left out.
      name: 'baseline: raw DynamoDB GetItem',
      method: 'POST' as const,
      path: '/',
      url: stack.dynamoUrl,
      prepare: async () => {
        const headers = await signedFor('GetItem');
        const body = JSON.stringify({ TableName: stack.table, Key: { PK: { S: `WS#${DEMO_IDS.acme}` }, SK: { S: 'META' } } });
        return () => ({ headers, body });
      },
    },
    {
      // The invoice list's own Query (20 newest issued invoices of Acme), issued directly.
      name: 'baseline: raw DynamoDB Query of the invoice list',
      method: 'POST' as const,
      path: '/',
      url: stack.dynamoUrl,
      prepare: async () => {
        const headers = await signedFor('Query');
        const body = JSON.stringify({
          TableName: stack.table, IndexName: 'GSI2', KeyConditionExpression: 'GSI2PK = :pk',
          ExpressionAttributeValues: { ':pk': { S: `INVLIST#${DEMO_IDS.acme}#ISSUED` } }, ScanIndexForward: false, Limit: 20,
        });
        return () => ({ headers, body });
      },
    },
    asOwner('/api/workspaces/current', 'GET /api/workspaces/current'),
    asOwner('/api/billing/invoices', 'GET /api/billing/invoices'),
    asOwner('/api/workforce/employments', 'GET /api/workforce/employments'),
    {
      name: 'POST /api/billing/service-logs',
      method: 'POST' as const,
      path: '/api/billing/service-logs',
      prepare: async () => {
        await inBatches(writers.length, 10, (i) => refresh(writers[i]!.session));
        return () => {
          // Round robin over as many users as connections: with that many requests in flight,
          // each user has about one at a time (autocannon resets a connection's context per request).
          const w = writers[next++ % writers.length]!;
          return { headers: { ...auth(w.session, w.ws), 'content-type': 'application/json' }, body: JSON.stringify(logBody(w)) };
        };
      },
    },
  ].filter((s) => !flags.only || s.name.includes(flags.only) || s.name.startsWith('baseline'));

  const figures: TFigures[] = [];
  for (const s of scenarios) figures.push(await run(s));
  console.log('\nscenario | req/s | p50 ms | p99 ms | p99/p50 | errors | non-2xx | target');
  for (const f of figures) {
    console.log(`${f.scenario} | ${f.rps} | ${f.p50} | ${f.p99} | ${(f.p99 / Math.max(f.p50, 1)).toFixed(1)} | ${f.errors} | ${f.non2xx} | ${f.ok ? 'met' : 'MISSED'}`);
  }
  // The baseline is the machine's floor, not the portal: it reports, and never fails the run.
  failed = figures.some((f) => !f.ok && !f.scenario.startsWith('baseline'));
  // Requests still in flight when the clock stopped finish before the stack goes down.
  await new Promise((done) => setTimeout(done, 1500));
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await stack.stop();
}
process.exit(failed ? 1 : 0);
