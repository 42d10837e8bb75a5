/**
 * The embedded local stack: DynamoDB Local, s3rver, cognito-local and the gateway, with the
 * table, bucket and user pool created when missing and the demo data seeded. `npm start`, the
 * integration and browser tests and the bench all start it through here.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startGateway } from './gateway.js';
import { ensureBucket, ensureTable, ensureUserPool, LOCAL_CREDENTIALS, LOCAL_REGION } from './resources.js';
import { startCognito, startDynamo, startS3, type TService } from './services.js';

export interface TStackOptions {
  /** The one origin for web, API and Cognito shim. Services take port+1000…+1002. */
  port: number;
  /** Where data persists; omitted = a temporary folder and an in-memory table, wiped on stop. */
  dataDir?: string;
  web: 'dev' | 'dist' | 'none';
  seed: boolean;
  quiet?: boolean;
  /**
   * Runs the scheduled jobs on their schedules in this process (scripts/local/jobs.ts): `npm start`
   * only, so no schedule fires under a test. @default false
   */
  jobs?: boolean;
}

export interface TStack {
  url: string;
  /** The variables the handlers run with, for tests that talk to the services directly. */
  env: Record<string, string>;
  stop(): Promise<void>;
  /** Fault tests: the running DynamoDB Local or s3rver, to stop or crash it mid-work. */
  service(name: TRestartable): TService;
  /** Fault tests: (re)starts a service on its own port and data; DynamoDB keeps its data only with a dataDir. */
  restart(name: TRestartable): Promise<void>;
}

export type TRestartable = 'dynamodb' | 's3';

export const TABLE_NAME = 'sublime-local';
export const BUCKET_NAME = 'sublime-local-files';

export async function startStack(opts: TStackOptions): Promise<TStack> {
  const started = Date.now();
  const ephemeral = !opts.dataDir;
  const dataDir = resolve(opts.dataDir ?? mkdtempSync(join(tmpdir(), 'sublime-stack-')));
  mkdirSync(dataDir, { recursive: true });
  const quiet = opts.quiet ?? false;
  const ports = { dynamo: opts.port + 1000, s3: opts.port + 1001, cognito: opts.port + 1002, stepFunctions: opts.port + 1003 };
  const url = `http://localhost:${opts.port}`;

  const services: TService[] = [];
  const starters: Record<TRestartable, () => Promise<TService>> = {
    dynamodb: () => startDynamo(ports.dynamo, ephemeral ? undefined : join(dataDir, 'dynamodb'), quiet),
    s3: () => startS3(ports.s3, join(dataDir, 's3'), LOCAL_CREDENTIALS),
  };
  const service = (name: TRestartable) => {
    const found = services.find((s) => s.name === name);
    if (!found) throw new Error(`No ${name} service in this stack`);
    return found;
  };
  const restart = async (name: TRestartable) => {
    const at = services.indexOf(service(name));
    await services[at]!.stop().catch(() => undefined);
    services[at] = await starters[name]();
  };
  const stopAll = async () => {
    for (const s of services.reverse()) await s.stop().catch(() => undefined);
    if (ephemeral) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const [dynamo, s3, cognito] = await Promise.all([
      starters.dynamodb(),
      starters.s3(),
      startCognito(ports.cognito, join(dataDir, 'cognito'), quiet),
    ]);
    services.push(dynamo, s3, cognito);
    // Step Functions: the Workflows stack's definitions, run in this process (scripts/local/stepfunctions.ts).
    const { LOCAL_WORKFLOWS, startLocalStepFunctions } = await import('./stepfunctions.js');
    const stepFunctions = await startLocalStepFunctions(ports.stepFunctions, (line) => console.warn(line));
    services.push({ name: 'stepfunctions', url: stepFunctions.url, stop: stepFunctions.stop });

    const [pool] = await Promise.all([
      ensureUserPool(cognito.url, ephemeral ? undefined : join(dataDir, 'stack.json')),
      ensureTable(dynamo.url, TABLE_NAME),
      ensureBucket(s3.url, BUCKET_NAME, [url, `http://127.0.0.1:${opts.port}`]),
    ]);

    const env: Record<string, string> = {
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.url,
      AWS_ENDPOINT_URL_S3: s3.url,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.url,
      AWS_ENDPOINT_URL_SFN: stepFunctions.url,
      PAYROLL_IMPORT_STATE_MACHINE_ARN: LOCAL_WORKFLOWS.payrollImport.arn,
      GENERATE_INVOICES_STATE_MACHINE_ARN: LOCAL_WORKFLOWS.generateInvoices.arn,
      TABLE_NAME,
      BUCKET_NAME,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.userPoolClientId,
      COGNITO_ISSUER: `${cognito.url}/${pool.userPoolId}`,
      PERMISSION_TOKEN_SECRET: pool.permissionTokenSecret,
      APP_URL: url,
      // The gateway answers the WebSocket management API itself, and its /ws accepts these origins.
      REALTIME_CALLBACK_URL: url,
      ALLOWED_ORIGINS: `${url},http://127.0.0.1:${opts.port}`,
      MAIL_MODE: 'outbox',
      S3_FORCE_PATH_STYLE: 'true',
      STAGE: 'local',
      POWERTOOLS_METRICS_DISABLED: 'true',
      POWERTOOLS_LOG_LEVEL: quiet ? 'ERROR' : 'WARN',
    };
    // The handlers run in this process, as warm Lambdas do, and read their configuration here.
    Object.assign(process.env, env);

    if (opts.seed) {
      const { seedDemoData } = await import('./seed.js');
      await seedDemoData();
    }

    const gateway = await startGateway({
      port: opts.port,
      cognitoUrl: cognito.url,
      web: opts.web,
      // Presigned upload and download URLs point at s3rver, another origin.
      connectSources: [s3.url],
      appConfig: { region: LOCAL_REGION, userPoolId: pool.userPoolId, userPoolClientId: pool.userPoolClientId },
    });
    services.push({ name: 'gateway', url, stop: gateway.stop });
    if (opts.jobs) {
      const { startLocalJobs } = await import('./jobs.js');
      const jobs = await startLocalJobs();
      services.push({ name: 'jobs', url: '', stop: async () => jobs.stop() });
    }
    if (!quiet) console.log(`Local stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { url, env, stop: stopAll, service, restart };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
