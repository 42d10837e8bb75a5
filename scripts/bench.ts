/**
 * `npm run bench`: the figures the issues ask for, measured on this machine in one run.
 *  1. each handler's minified bundle size (esbuild with HANDLER_BUNDLING, as CDK deploys it);
 *  2. each bundle's cold start (a fresh Node process importing it) as a ratio to a hello-world bundle;
 *  3. the warm latency of authenticated GETs through the gateway (the current workspace, and the
 *     invoice list) as a ratio to the raw DynamoDB call each makes (p50, p99);
 *     and the audit page over 100,000 seeded events as a ratio to its raw Query; the timesheet's
 *     week view and its company view of 50 employees as ratios to the raw reads they need;
 *  4. the web budgets (first route's JS gzip size; Lighthouse) when the browser tooling is present.
 * Results are printed and written to bench-results/latest.json (`-- --cold`: parts 1 and 2 only,
 * written to bench-results/cold.json). Every budget is checked at the end (scripts/bench-budgets.ts):
 * the run prints each one's headroom and exits 1 when any is exceeded. The stack listens on
 * BENCH_PORT (default 3500; its services take the port + 1000…1002).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { bundleHandler, type TBundleResult } from '../infra/constructs/bundling.js';
import { budgetTable, checkBudgets, type TBudget } from './bench-budgets.js';
import { API_DOMAINS, SOCKET_DOMAINS } from '../shared/api/route.js';
import { benchClient } from './local/bench-client.js';
import { DEMO_IDS, DEMO_PASSWORD } from './local/demo.js';
import { startStack } from './local/stack.js';

// Inside the project, so the external @aws-sdk/* packages resolve from node_modules as in Lambda.
const outDir = resolve('bench-results/bundles');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const results: Record<string, unknown> = { machine: { cpus: (await import('node:os')).cpus().length, node: process.version } };
const budgets: TBudget[] = [];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
function median(values: number[]): number {
  return percentile([...values].sort((a, b) => a - b), 50);
}

// 1. Bundles ----------------------------------------------------------------------------------------
const hello = join(outDir, 'hello-src.mjs');
writeFileSync(hello, 'export const handler = async () => ({ statusCode: 200, body: "hello" });\n');
const bundles: Record<string, string> = {};
const sizes: Record<string, TBundleResult> = {};
for (const domain of ['hello', ...API_DOMAINS, ...SOCKET_DOMAINS]) {
  const entry = domain === 'hello' ? hello : `functions/${domain}/handler.ts`;
  const outdir = join(outDir, domain);
  sizes[domain] = bundleHandler({ projectRoot: resolve('.'), domain, entry, outdir });
  bundles[domain] = join(outdir, 'index.mjs');
}

// 2. Cold start -------------------------------------------------------------------------------------
const runner = join(outDir, 'cold.mjs');
writeFileSync(runner, 'const t = performance.now(); await import(process.argv[2]); console.log(performance.now() - t);\n');
function spawnImport(file: string): { wallMs: number; importMs: number } {
  const started = performance.now();
  const out = spawnSync(process.execPath, [runner, file], { encoding: 'utf8', env: { PATH: process.env.PATH } });
  return { wallMs: performance.now() - started, importMs: Number(out.stdout.trim()) };
}
/**
 * Each handler's runs alternate with hello-world runs, so a busy moment on the machine slows both
 * sides of the ratio alike instead of whichever happened to be measured then.
 */
function coldStart(file: string, runs = 15) {
  const wall: number[] = [];
  const importMs: number[] = [];
  const helloWall: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    helloWall.push(spawnImport(bundles.hello!).wallMs);
    const run = spawnImport(file);
    wall.push(run.wallMs);
    importMs.push(run.importMs);
  }
  return { wallMs: median(wall), importMs: median(importMs), helloMs: median(helloWall) };
}
spawnImport(bundles.hello!); // page the node binary in before anything is timed
const handlers: Record<string, unknown> = {};
const helloRuns: number[] = [];
console.log('\nHandler bundles (minified; DynamoDB bundled, cold-path SDK clients from the runtime) and cold start vs hello-world');
console.log('size: what a cold start loads (entry and its static chunks); all: every chunk, lazy ones included');
console.log('domain        size KB   all KB  cold ms  import ms  hello ms  ratio');
for (const domain of [...API_DOMAINS, ...SOCKET_DOMAINS]) {
  const sizeKb = sizes[domain]!.coldBytes / 1024;
  const allKb = sizes[domain]!.totalBytes / 1024;
  const cold = coldStart(bundles[domain]!);
  const ratio = cold.wallMs / cold.helloMs;
  helloRuns.push(cold.helloMs);
  handlers[domain] = { sizeKb: +sizeKb.toFixed(1), allKb: +allKb.toFixed(1), coldMs: +cold.wallMs.toFixed(1), importMs: +cold.importMs.toFixed(1), helloMs: +cold.helloMs.toFixed(1), coldRatio: +ratio.toFixed(2) };
  budgets.push({ name: `cold start ${domain} / hello-world`, value: +ratio.toFixed(2), limit: 2.5, kind: 'max', unit: '×' });
  console.log(`${domain.padEnd(12)} ${sizeKb.toFixed(1).padStart(8)} ${allKb.toFixed(1).padStart(8)} ${cold.wallMs.toFixed(1).padStart(8)} ${cold.importMs.toFixed(1).padStart(10)} ${cold.helloMs.toFixed(1).padStart(9)} ${ratio.toFixed(2).padStart(6)}`);
}
const helloCold = { wallMs: median(helloRuns) };
console.log(`hello-world  ${(sizes.hello!.coldBytes / 1024).toFixed(1).padStart(8)} ${''.padStart(8)} ${helloCold.wallMs.toFixed(1).padStart(8)}`);
results.handlers = handlers;
results.helloColdMs = +helloCold.wallMs.toFixed(1);

/** Prints every budget's headroom, records them, and fails the run when any is exceeded. */
function finish(file: string): never {
  const checks = checkBudgets(budgets);
  results.budgets = checks;
  console.log(`\n${budgetTable(checks)}`);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(file, JSON.stringify(results, null, 2));
  console.log(`\nWritten to ${file}`);
  const failed = checks.filter((c) => !c.ok);
  if (failed.length) console.error(`\n${failed.length} budget(s) exceeded: ${failed.map((c) => c.name).join('; ')}`);
  process.exit(failed.length ? 1 : 0);
}

// `npm run bench -- --cold` stops here: bundles and cold starts only, without the stack.
if (process.argv.includes('--cold')) finish('bench-results/cold.json');

// 3. Warm latency -----------------------------------------------------------------------------------
const stack = await startStack({ port: Number(process.env.BENCH_PORT ?? 3500), web: existsSync('web/dist/index.html') ? 'dist' : 'none', seed: true, quiet: true });
try {
  async function signIn(email: string) {
    const res = await fetch(`${stack.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    const tokens = (await res.json()) as { accessToken: string; secondaryToken: string };
    return { authorization: `Bearer ${tokens.accessToken}`, 'x-permission-token': tokens.secondaryToken };
  }
  const request = benchClient(stack.url);
  async function api<T>(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<T> {
    const res = await request(method, path, headers, body);
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
    return JSON.parse(res.text) as T;
  }
  const raw = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.env.AWS_ENDPOINT_URL_DYNAMODB }));
  async function sample(fn: () => Promise<unknown>, n: number): Promise<number[]> {
    for (let i = 0; i < 30; i += 1) await fn(); // warm up
    const times: number[] = [];
    for (let i = 0; i < n; i += 1) {
      const t = performance.now();
      await fn();
      times.push(performance.now() - t);
    }
    return times.sort((a, b) => a - b);
  }
  /**
   * The API call's latency as a ratio to the raw DynamoDB call it makes, p50 and p99 of 500 each.
   * Both go over node:http with a keep-alive socket (scripts/local/bench-client.ts).
   */
  async function warmRatio(label: string, rawCall: () => Promise<unknown>, apiCall: () => Promise<unknown>) {
    // Interleave rounds so drift on a busy machine hits both sides alike.
    const rawTimes: number[] = [];
    const apiTimes: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      rawTimes.push(...(await sample(rawCall, 100)));
      apiTimes.push(...(await sample(apiCall, 100)));
    }
    rawTimes.sort((a, b) => a - b);
    apiTimes.sort((a, b) => a - b);
    const warm = {
      rawP50: +percentile(rawTimes, 50).toFixed(2),
      rawP99: +percentile(rawTimes, 99).toFixed(2),
      apiP50: +percentile(apiTimes, 50).toFixed(2),
      apiP99: +percentile(apiTimes, 99).toFixed(2),
      ratioP50: +(percentile(apiTimes, 50) / percentile(rawTimes, 50)).toFixed(2),
      ratioP99: +(percentile(apiTimes, 99) / percentile(rawTimes, 99)).toFixed(2),
    };
    console.log(`\n${label} (ms, n=500)`);
    console.log(`raw  p50 ${warm.rawP50}  p99 ${warm.rawP99}`);
    console.log(`api  p50 ${warm.apiP50}  p99 ${warm.apiP99}`);
    console.log(`ratio p50 ${warm.ratioP50} (target ≤ 1.5)  p99 ${warm.ratioP99} (target ≤ 2.5)`);
    return warm;
  }

  // GET /api/workspaces/current makes exactly this GetItem.
  const owner = { ...(await signIn('owner@acme.example')), 'x-workspace-id': DEMO_IDS.acme };
  const warmGet = await warmRatio(
    'Warm authenticated GET /api/workspaces/current vs its raw GetItem',
    () => raw.send(new GetCommand({ TableName: stack.env.TABLE_NAME, Key: { PK: `WS#${DEMO_IDS.acme}`, SK: 'META' } })),
    async () => api('GET', '/api/workspaces/current', owner),
  );
  results.warmGet = warmGet;
  budgets.push(
    { name: 'warm GET /workspaces/current p50 / raw', value: warmGet.ratioP50, limit: 1.5, kind: 'max', unit: '×' },
    { name: 'warm GET /workspaces/current p99 / raw', value: warmGet.ratioP99, limit: 2.5, kind: 'max', unit: '×' },
  );

  // The invoice list (issue 4 item 10): a full page of ten issued invoices, each with its items
  // inline, is one Query on the payee's list in GSI2. Jane invoices Acme eleven times first.
  const jane = await signIn('jane.contractor@example.com');
  const janeWs = (await api<{ data: { id: string; type: string }[] }>('GET', '/api/workspaces', jane)).data.find((w) => w.type === 'PERSON')!.id;
  const asJane = { ...jane, 'x-workspace-id': janeWs };
  const service = await api<{ id: string }>('POST', '/api/billing/services', asJane, { name: 'Bench bookkeeping', priceCents: 4500 });
  for (let i = 0; i < 11; i += 1) {
    const logs = await Promise.all(
      [1, 2, 3].map((n) =>
        api<{ id: string }>('POST', '/api/billing/service-logs', asJane, {
          executorId: janeWs, recipientId: DEMO_IDS.acme, serviceId: service.id, priceCents: 4500, quantity: 1,
          date: `2026-0${1 + (i % 9)}-1${n}`, description: `Bench work ${i}.${n}`,
        }),
      ),
    );
    await api('POST', '/api/billing/invoices', asJane, { payerId: DEMO_IDS.acme, serviceLogIds: logs.map((l) => l.id), invoiceDate: '2026-10-01' });
  }
  // The list answers its page count too (spec 000 §3 Pagination; docs/decisions/0039-numbered-pages.md):
  // the first page is read while a keys-only Query counts the list, the two at once.
  const listKey = { TableName: stack.env.TABLE_NAME, IndexName: 'GSI2', KeyConditionExpression: 'GSI2PK = :pk', ExpressionAttributeValues: { ':pk': `INVLIST#${janeWs}#ISSUED` }, ScanIndexForward: false };
  const invoiceList = await warmRatio(
    'Warm GET /api/billing/invoices?excludeStatus=DRAFT&size=10 vs its raw Queries (the page and the keys-only count, at once)',
    () =>
      Promise.all([
        raw.send(new QueryCommand({ ...listKey, Limit: 11 })),
        raw.send(new QueryCommand({ ...listKey, ProjectionExpression: 'PK, SK, GSI2PK, GSI2SK' })),
      ]),
    async () => {
      const page = await api<{ data: unknown[] }>('GET', '/api/billing/invoices?excludeStatus=DRAFT&size=10', asJane);
      if (page.data.length !== 10) throw new Error(`expected a full page, got ${page.data.length}`);
    },
  );
  results.warmInvoiceList = invoiceList;
  budgets.push(
    { name: 'invoice list p50 / raw Queries', value: invoiceList.ratioP50, limit: 1.5, kind: 'max', unit: '×' },
    { name: 'invoice list p99 / raw Queries', value: invoiceList.ratioP99, limit: 2.5, kind: 'max', unit: '×' },
  );

  // The timesheet's week view and company view (issue 15), as ratios to the raw reads they need.
  const { benchTimesheet } = await import('./bench-timesheet.js');
  const john = await signIn('john.doe@example.com');
  const johnWs = (await api<{ data: { id: string; type: string }[] }>('GET', '/api/workspaces', john)).data.find((w) => w.type === 'PERSON')!.id;
  const timesheet = await benchTimesheet(stack, await signIn('owner@acme.example'), await signIn('admin@sublime.local'), john, johnWs);
  results.timesheet = timesheet;
  budgets.push(
    { name: 'timesheet week view p50 / raw reads', value: timesheet.weekView.ratioP50, limit: 2, kind: 'max', unit: '×' },
    { name: 'timesheet company view (50) p50 / raw Queries', value: timesheet.companyView.ratioP50, limit: 2, kind: 'max', unit: '×' },
  );

  // Leave (issue 16): the accrual job over 10,000 employments as a ratio to a raw BatchWrite loop
  // of the same entries (at least 0.5), and the company's vacation request list, warm.
  const { benchLeave } = await import('./bench-leave.js');
  const leave = await benchLeave(stack, await signIn('owner@acme.example'));
  results.leave = leave;
  budgets.push({ name: 'leave accrual (10,000) raw BatchWrite / job', value: leave.accrual.ratio, limit: 0.5, kind: 'min', unit: '×' });

  // The audit page over 100,000 events (issue 6 §7), as a ratio to its raw Query.
  const { benchAudit } = await import('./bench-audit.js');
  const audit = await benchAudit(stack, await signIn('admin@sublime.local'));
  results.audit = audit;
  budgets.push(
    { name: 'audit page 0 p50 / raw Query', value: audit.ratioPage0P50, limit: 3, kind: 'max', unit: '×' },
    { name: `audit deep page p50 / raw Query`, value: audit.ratioDeepPageP50, limit: 5, kind: 'max', unit: '×' },
  );

  // Chat message delivery through the live connection (issue 6 §7), as a ratio to the send's own
  // TransactWriteItems issued directly (issue 13 §5).
  const { benchLive } = await import('./bench-live.js');
  const live = await benchLive(stack);
  results.live = live;
  budgets.push({ name: 'chat delivery p50 / its raw TransactWrite', value: live.ratioP50, limit: 2, kind: 'max', unit: '×' });

  // Payroll (issue 17): the preview of one run for 500 employees, absolute (the owner waits for it)
  // and as a ratio to the raw reads it needs. Last of the API steps: it adds 500 employments to Acme.
  const { benchPayroll } = await import('./bench-payroll.js');
  const payroll = await benchPayroll(stack, await signIn('owner@acme.example'));
  results.payroll = payroll;
  budgets.push(
    { name: `payroll preview (${payroll.employees}) p50`, value: payroll.apiP50, limit: 2000, kind: 'max', unit: 'ms' },
    { name: `payroll preview (${payroll.employees}) p50 / raw reads`, value: payroll.ratioP50, limit: 3, kind: 'max', unit: '×' },
  );

  // Payroll import (issue 18): 10,000 rows through the local PayrollImport state machine, as a ratio
  // to a raw BatchWriteItem loop writing the same items, and the process's peak memory. After the
  // payroll bench: its rows are spread over the 500 employments that bench adds to Acme.
  const { benchImport } = await import('./bench-import.js');
  const payrollImport = await benchImport(stack);
  results.payrollImport = payrollImport;
  budgets.push({ name: `payroll import (${payrollImport.rows}) rows/s / raw BatchWrite`, value: payrollImport.ratio, limit: 0.5, kind: 'min', unit: '×' });

  // Completing a signable document (issue 14, Performance), as a ratio to pdf-lib alone: reported.
  const adminHeaders = await signIn('admin@sublime.local');
  const { benchSigning } = await import('./bench-signing.js');
  const { signLink: _used, ...signing } = await benchSigning(stack, await signIn('owner@acme.example'), adminHeaders);
  results.signing = signing;

  // 4. Web budgets ----------------------------------------------------------------------------------
  if (existsSync('test/e2e/web-budgets.ts') && existsSync('web/dist/index.html') && existsSync('/usr/bin/chromium')) {
    const { measureWeb, BUDGETS } = (await import('../test/e2e/web-budgets.js')) as {
      measureWeb(url: string): Promise<{ firstRouteJsGzipBytes: number; lighthouse: Record<string, number> }>;
      BUDGETS: { firstRouteJsGzipBytes: number; lighthouse: number };
    };
    const web = await measureWeb(stack.url);
    results.web = web;
    const firstRouteKb = web.firstRouteJsGzipBytes / 1024;
    const limitKb = BUDGETS.firstRouteJsGzipBytes / 1024;
    console.log(`\nWeb: first route JS ${firstRouteKb.toFixed(1)} KB gzip (target ≤ ${limitKb}, headroom ${(limitKb - firstRouteKb).toFixed(1)} KB)`);
    for (const [page, score] of Object.entries(web.lighthouse)) console.log(`Lighthouse performance ${page}: ${score} (target ≥ ${BUDGETS.lighthouse})`);
    budgets.push({ name: 'web first route JS (gzip)', value: +firstRouteKb.toFixed(1), limit: limitKb, kind: 'max', unit: 'KB' });
    for (const [page, score] of Object.entries(web.lighthouse)) budgets.push({ name: `Lighthouse performance ${page}`, value: score, limit: BUDGETS.lighthouse, kind: 'min' });
    // The signing route (issue 14): the demo engagement letter's open link, PDF renderer and pad included.
    const { measureRouteJs } = (await import('../test/e2e/web-budgets.js')) as { measureRouteJs(url: string, path: string): Promise<{ firstView: number; all: number }> };
    const outbox = (await (await fetch(`${stack.url}/api/admin/mail`, { headers: adminHeaders })).json()) as { data: { to: string; kind: string; link: string }[] };
    const letter = outbox.data.find((m) => m.to === 'owner@acme.example' && m.kind === 'SIGN_REQUEST');
    if (letter) {
      const route = await measureRouteJs(stack.url, new URL(letter.link).pathname);
      results.signingRouteJs = { firstViewKb: +(route.firstView / 1024).toFixed(1), allKb: +(route.all / 1024).toFixed(1) };
      console.log(`Web: signing route JS ${(route.firstView / 1024).toFixed(1)} KB gzip to its first view, ${(route.all / 1024).toFixed(1)} KB with everything it loads (pdf.js, the signature pad)`);
    }
  } else {
    console.log('\nWeb budgets skipped: build the web app (npm run build:web) and install chromium.');
  }
} finally {
  await stack.stop();
}

finish('bench-results/latest.json');
