import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { buildApp } from '../../infra/app.js';

/** The context `cdk synth` gets from cdk.json, so feature flags match the real synth. */
const CDK_CONTEXT = (JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, unknown> })
  .context;

let webDist: string | undefined;
/** A one-file web build, so the site deployment is covered without running `npm run build:web`. */
export function fixtureWebDist(): string {
  if (!webDist) {
    webDist = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>fixture</title>');
  }
  return webDist;
}

export interface TestAppOptions {
  /** Extra CDK context, e.g. `{ stage: 'prod' }`. */
  context?: Record<string, unknown>;
  /** @default a fixture build; pass a missing path to build without the site deployment */
  webDistPath?: string;
}

/**
 * The real app with bundling skipped for every stack (`aws:cdk:bundling-stacks: []`), so no
 * esbuild runs and a handler that is not written yet does not block the infrastructure tests.
 * CDK's built-in CloudFormation schema check is left to `cdk synth`: it only warns, and loading
 * its schemas costs seconds in every test worker. The cdk-nag plugin still runs on each synth.
 */
export function buildTestApp(options: TestAppOptions = {}) {
  const app = new App({
    context: { ...CDK_CONTEXT, ...options.context, 'aws:cdk:bundling-stacks': [] },
    builtinCloudFormationValidation: false,
  });
  return buildApp(app, { webDistPath: options.webDistPath ?? fixtureWebDist() });
}

export function templateOf(stack: Stack): Template {
  return Template.fromStack(stack);
}
