/**
 * `npm test`: every test, in the order that fails fastest. First the checks that need no services,
 * two at a time (one per core): the types of the server and of the web, lint, and the web build the
 * browser tests serve. Then vitest (unit, CDK assertions + cdk-nag, integration against the
 * embedded local services), then the browser tests in Chromium.
 *
 * `npm test -- <name>…` runs only the named steps, by their first word (typecheck, lint, web, vitest, browser).
 */
import { spawn } from 'node:child_process';

interface TStep {
  name: string;
  cmd: string[];
}
/** Steps run together, at most two at once; the next group starts when the whole group passed. */
const groups: TStep[][] = [
  [
    { name: 'typecheck', cmd: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
    { name: 'typecheck web', cmd: ['npx', 'tsc', '-p', 'web/tsconfig.json', '--noEmit'] },
    { name: 'lint', cmd: ['npm', 'run', '--silent', 'lint'] },
    { name: 'web build', cmd: ['npm', 'run', '--silent', 'build:web'] },
  ],
  [{ name: 'vitest', cmd: ['npx', 'vitest', 'run'] }],
  [{ name: 'browser tests', cmd: ['npx', 'playwright', 'test', '-c', 'test/e2e/playwright.config.ts'] }],
];
const AT_ONCE = 2;

const only = process.argv.slice(2);
const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };

/** Runs one step; alone it prints as it goes, beside another its output is held and printed whole. */
function run(step: TStep, alone: boolean): Promise<boolean> {
  const started = Date.now();
  if (alone) console.log(`\n▶ ${step.name}`);
  const [cmd, ...args] = step.cmd;
  const child = spawn(cmd!, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
  const out: Buffer[] = [];
  child.stdout?.on('data', (b: Buffer) => out.push(b));
  child.stderr?.on('data', (b: Buffer) => out.push(b));
  return new Promise((done) => {
    child.on('close', (code) => {
      if (!alone) {
        console.log(`\n▶ ${step.name}`);
        process.stdout.write(Buffer.concat(out));
      }
      console.log(`${code === 0 ? '✔' : '✘'} ${step.name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      done(code === 0);
    });
  });
}

for (const group of groups) {
  const steps = group.filter((s) => !only.length || only.includes(s.name.split(' ')[0]!));
  const queue = [...steps];
  let ok = true;
  await Promise.all(
    Array.from({ length: Math.min(AT_ONCE, steps.length) }, async () => {
      while (ok && queue.length) ok = (await run(queue.shift()!, steps.length === 1)) && ok;
    }),
  );
  if (!ok) process.exit(1);
}
