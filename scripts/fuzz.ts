/**
 * `npm run fuzz`: the route fuzzer at depth (issue 13, docs/decisions/0016-route-fuzzing.md). Starts
 * its own embedded stack (port FUZZ_PORT, default 3290), fuzzes every route of the table, at least
 * FUZZ_WRITE_CASES (default 1,000) cases per write route and FUZZ_READ_CASES (default 200) per read
 * route, prints route, cases, 2xx, 4xx, 5xx and leaks, lists the failures, and exits non-zero on
 * any 5xx, uncatalogued 4xx, schema mismatch or leak. FUZZ_SEED fixes the draw (default: the date).
 *
 * Leaks: every refused write is checked by the write journal (the handlers' DynamoDB writes, recorded
 * in this process: a refusal may write its audit trail and attempt counters, nothing else), and
 * every FUZZ_SCAN_EVERY-th case (default 1,000: the first of each route) also by the Scan diff of the tenant's items, which at
 * one full-table Scan per refused write would take hours at this depth (docs/decisions/0016).
 */
import { ROUTES } from '../shared/api/routes.js';
import { fuzzRoutes, summary } from '../test/fuzz/harness.js';
import { startStack } from './local/stack.js';

const port = Number(process.env.FUZZ_PORT ?? 3290);
const writeCases = Number(process.env.FUZZ_WRITE_CASES ?? 1000);
const readCases = Number(process.env.FUZZ_READ_CASES ?? 200);
const seed = Number(process.env.FUZZ_SEED ?? Number(new Date().toISOString().slice(0, 10).replaceAll('-', '')));
const scanEvery = Math.max(1, Number(process.env.FUZZ_SCAN_EVERY ?? 1000));
const only = process.env.FUZZ_ROUTES ? new RegExp(process.env.FUZZ_ROUTES) : undefined;

const stack = await startStack({ port, web: 'none', seed: true, quiet: true });
let exitCode = 1;
try {
  const started = performance.now();
  const routes = only ? ROUTES.filter((r) => only.test(`${r.method} ${r.path}`)) : ROUTES;
  console.log(`Fuzzing ${routes.length} routes (seed ${seed}; ${writeCases} cases per write route, ${readCases} per read route)\n`);
  const results = await fuzzRoutes({
    baseUrl: stack.url,
    env: stack.env,
    routes,
    seed,
    budget: (route) => (route.method === 'GET' ? readCases : writeCases),
    leakCheck: (i) => i % scanEvery === 0,
    journal: true,
    log: process.env.FUZZ_VERBOSE ? (line) => console.log(line) : undefined,
  });
  console.log(summary(results));
  const failures = results.flatMap((r) => r.failures);
  for (const f of failures.slice(0, 50)) console.log(`\n${f.reason}: ${f.route} [${f.kind}: ${f.label}] -> ${f.status}\n  ${f.request}\n  ${f.answer}`);
  if (failures.length > 50) console.log(`\n… and ${failures.length - 50} more failures`);
  console.log(`\n${failures.length} failures in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  exitCode = failures.length ? 1 : 0;
} finally {
  await stack.stop();
}
process.exit(exitCode);
