/**
 * Schema fuzzing of every route in the route table (issue 13, docs/decisions/0016-route-fuzzing.md):
 * a fixed seed and 50 cases per route, sent through the local gateway. No answer is a 5xx, every
 * 4xx carries a catalogue systemCode, a refused write leaves the tenant's items as they were, and
 * a 2xx to a valid input matches the route's response schema. `npm run fuzz` runs the same harness
 * at 1,000+ cases per write route.
 *
 * The table is fuzzed in two halves (test/integration/fuzz-a.test.ts and fuzz-b.test.ts, routes by
 * the parity of their place in the table), so the suite's two workers share the work: one file took
 * ten of the suite's minutes on one worker while the other finished everything else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TStack } from '../../scripts/local/stack.js';
import { ROUTES } from '../../shared/api/routes.js';
import { fuzzRoutes, summary } from './harness.js';

const CASES_PER_ROUTE = 50;
const SEED = 20261125;
export const FUZZ_PARTS = 2;

/** The routes of one part: every FUZZ_PARTS-th route of the table, from `part`. */
export const routesOfPart = (part: number) => ROUTES.filter((_, i) => i % FUZZ_PARTS === part);

/**
 * One part's suite. The fuzzer runs on a stack of its own, seeded with the demo data only: the leak
 * check's Scan then reads a table the size of the demo's, not one the rest of the suite keeps
 * filling (on the shared stack the Scans took 18 of the suite's minutes), and the handlers run in
 * this worker, so the write journal sees every write they make.
 */
export function fuzzSuite(part: number) {
  const base = Number(process.env.FUZZ_STACK_PORT ?? Number(process.env.TEST_STACK_PORT ?? 3400) + 10);
  const port = base + 5 * part;
  const routes = routesOfPart(part);
  let stack: TStack;

  beforeAll(async () => {
    process.env.RESPONSE_SELF_CHECK = '1';
    stack = await startStack({ port, web: 'none', seed: true, quiet: true });
  }, 300_000);

  afterAll(async () => {
    await stack?.stop();
  });

  describe(`route fuzzing, part ${part + 1} of ${FUZZ_PARTS}`, () => {
    it(`sends ${CASES_PER_ROUTE} cases to each of ${routes.length} routes and finds no 5xx, no uncatalogued 4xx and no leak`, { timeout: 1_800_000 }, async () => {
      const results = await fuzzRoutes({
        baseUrl: stack.url,
        env: stack.env,
        routes,
        seed: SEED,
        budget: () => CASES_PER_ROUTE,
        // Every refused write is checked by the write journal (no write but its audit trail and
        // attempt counters). The Scan diff, the suite's slowest part, checks the first 3 cases of a write
        // route and one in ten after: a leak of an unchecked refusal still shows at the next check,
        // which compares with the last snapshot.
        leakCheck: (i) => i < 3 || i % 10 === 0,
      });
      const failures = results.flatMap((r) => r.failures);
      expect(failures, `${summary(results)}\n${JSON.stringify(failures.slice(0, 20), null, 1)}`).toEqual([]);
      expect(results.map((r) => r.route).sort()).toEqual(routes.map((r) => `${r.method} ${r.path}`).sort());
      for (const r of results) expect(r.cases, r.route).toBeGreaterThanOrEqual(CASES_PER_ROUTE);
      // The generator must reach the handlers with valid input, not only the validator.
      expect(results.reduce((s, r) => s + r.valid, 0)).toBeGreaterThan(routes.length * 5);
    });
  });
}
