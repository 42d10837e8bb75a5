/**
 * `npm test`: every test, in the order that fails fastest. Types and lint, then vitest (unit,
 * CDK assertions + cdk-nag, integration against the embedded local services), then the web build
 * and the browser tests in Chromium.
 */
import { spawnSync } from 'node:child_process';

const steps: [string, string[]][] = [
  ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
  ['lint', ['npm', 'run', '--silent', 'lint']],
  ['vitest', ['npx', 'vitest', 'run']],
  ['web build', ['npm', 'run', '--silent', 'build:web']],
  ['browser tests', ['npx', 'playwright', 'test', '-c', 'test/e2e/playwright.config.ts']],
];

const only = process.argv.slice(2);
for (const [name, [cmd, ...args]] of steps) {
  if (only.length && !only.includes(name.split(' ')[0]!)) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(cmd!, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  console.log(`${result.status === 0 ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
