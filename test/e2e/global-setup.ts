import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startStack } from '../../scripts/local/stack.js';
import { E2E_PORT } from './chromium.js';

declare global {
  var __sublimeE2eStack: { stop(): Promise<void> } | undefined;
}

/** Starts the whole local stack (API, Cognito, DynamoDB, S3, web/dist) on one origin. */
export default async function globalSetup() {
  if (!existsSync(resolve(process.env.WEB_DIST ?? 'web/dist', 'index.html'))) {
    throw new Error('web/dist is missing: run `npm run build:web` before the browser tests');
  }
  globalThis.__sublimeE2eStack = await startStack({ port: E2E_PORT, web: 'dist', seed: true, quiet: true });
}
