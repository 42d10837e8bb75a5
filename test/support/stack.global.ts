import type { TestProject } from 'vitest/node';
import { startStack, type TStack } from '../../scripts/local/stack.js';

let stack: TStack | undefined;

/** Starts the embedded stack once for the integration project: fresh, in-memory, seeded. */
export async function setup(project: TestProject) {
  // Every response of the suite is also parsed in full and compared with what the handler
  // answered without parsing vouched entity reads again (functions/core/conform.ts).
  process.env.RESPONSE_SELF_CHECK = '1';
  stack = await startStack({ port: Number(process.env.TEST_STACK_PORT ?? 3400), web: 'none', seed: true, quiet: true });
  project.provide('stack', { url: stack.url, env: stack.env });
}

export async function teardown() {
  await stack?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: { url: string; env: Record<string, string> };
  }
}
