/**
 * `npm run job -- <name> [--as-of YYYY-MM-DD]`: runs one scheduled job now, through the runner the
 * schedules invoke (functions/jobs/handler.ts `scheduled`), and prints its record. Against the
 * table the environment names, else the running local stack's (`npm start`: DynamoDB Local on
 * PORT + 1000), like `npm run audit:verify`. Exits 1 when the run ended PARTIAL or FAILED.
 */
import { JOB_NAMES } from '../shared/jobs/schedules.js';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local/resources.js';
import { TABLE_NAME } from './local/stack.js';

const args = process.argv.slice(2);
const name = args.find((a) => !a.startsWith('-'));
const asOfAt = args.indexOf('--as-of');
const asOf = asOfAt >= 0 ? args[asOfAt + 1] : undefined;
if (!name || (asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(asOf))) {
  console.error(`Usage: npm run job -- <name> [--as-of YYYY-MM-DD]\nJobs: ${JOB_NAMES.join(', ')}`);
  process.exit(2);
}

if (!process.env.TABLE_NAME) {
  const endpoint = `http://localhost:${Number(process.env.PORT ?? 3000) + 1000}`;
  Object.assign(process.env, {
    TABLE_NAME,
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: endpoint,
    POWERTOOLS_METRICS_DISABLED: 'true',
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
  });
  const up = await fetch(endpoint, { signal: AbortSignal.timeout(2000) }).then(() => true, () => false);
  if (!up) {
    console.error(`No local stack at ${endpoint}: start it with npm start (or set PORT to the one it runs on).`);
    process.exit(2);
  }
}

const { scheduled } = await import('../functions/jobs/handler.js');
const { JobRunFailedError } = await import('../functions/jobs/services/run-job.js');
try {
  // A day given runs as that day's schedule would have; else now, as a manual run.
  const run = await scheduled({ job: name, ...(asOf ? { scheduledTime: `${asOf}T12:00:00.000Z` } : { trigger: 'MANUAL' as const, requestedBy: 'npm run job' }) });
  console.log(JSON.stringify(run, null, 2));
  process.exit(run.status === 'SKIPPED' ? 3 : 0);
} catch (error) {
  if (error instanceof JobRunFailedError) {
    console.log(JSON.stringify(error.run, null, 2));
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
}
