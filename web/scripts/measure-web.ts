/**
 * Prints the web budgets for a running app: `npx tsx web/scripts/measure-web.ts http://localhost:3000`.
 * The bench imports `measureWeb` from test/e2e/web-budgets.ts directly.
 */
import { BUDGETS, measureWeb } from '../../test/e2e/web-budgets.js';

async function main() {
  const baseUrl = process.argv[2] ?? 'http://localhost:3000';
  const result = await measureWeb(baseUrl);
  const kb = (result.firstRouteJsGzipBytes / 1024).toFixed(1);
  console.log(JSON.stringify(result, null, 2));
  console.log(`first route JS: ${kb} KB gzip (budget ${BUDGETS.firstRouteJsGzipBytes / 1024} KB)`);
  const ok =
    result.firstRouteJsGzipBytes <= BUDGETS.firstRouteJsGzipBytes &&
    result.lighthouse['/'] >= BUDGETS.lighthouse &&
    result.lighthouse['/login'] >= BUDGETS.lighthouse;
  process.exitCode = ok ? 0 : 1;
}
void main();
