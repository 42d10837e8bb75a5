import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleHandler, HANDLER_FILES } from '../../infra/constructs/bundling.js';
import { PortalFunction, PROJECT_ROOT } from '../../infra/constructs/portal-function.js';
import { API_DOMAINS } from '../../shared/api/route.js';

function stackWith(bundlingStacks: string[]) {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': bundlingStacks }, builtinCloudFormationValidation: false });
  return new Stack(app, 'Test');
}

describe('PortalFunction', () => {
  it('applies the project Lambda defaults', () => {
    const stack = stackWith([]);
    new PortalFunction(stack, 'Fn', { domain: 'platform', environment: { EXTRA: '1' } });
    const template = Template.fromStack(stack);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      MemorySize: 512,
      Timeout: 10,
      TracingConfig: { Mode: 'Active' },
      Environment: { Variables: { POWERTOOLS_SERVICE_NAME: 'platform', EXTRA: '1' } },
    });
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });

  it('lets a skipped-bundling stack synthesize before its handler exists', () => {
    const stack = stackWith([]);
    new PortalFunction(stack, 'Fn', { domain: 'not-written-yet' });
    Template.fromStack(stack).hasResourceProperties('AWS::Lambda::Function', { Code: { ZipFile: Match.stringLikeRegexp('handler not bundled') } });
  });

  it('still fails a bundled stack whose handler is missing', () => {
    expect(() => new PortalFunction(stackWith(['**']), 'Fn', { domain: 'not-written-yet' })).toThrow(/Cannot find entry file/);
  });

  it('bundles a handler into an entry and lazily loaded chunks, with the files the domain reads', () => {
    const outdir = mkdtempSync(join(tmpdir(), 'bundle-'));
    try {
      const result = bundleHandler({ projectRoot: PROJECT_ROOT, domain: 'invoices', entry: join(PROJECT_ROOT, 'functions/invoices/handler.ts'), outdir, sourcemap: true });
      expect(existsSync(join(outdir, 'index.mjs'))).toBe(true);
      expect(existsSync(join(outdir, 'index.mjs.map'))).toBe(true);
      // Services and the PDF toolkit are chunks a cold start does not load.
      expect(readdirSync(join(outdir, 'chunks')).length).toBeGreaterThan(1);
      expect(result.totalBytes).toBeGreaterThan(result.coldBytes + 500_000);
      expect(result.coldBytes).toBeLessThan(400 * 1024);
      for (const file of HANDLER_FILES.invoices ?? []) expect(existsSync(join(outdir, file)), file).toBe(true);
      // The cold-path SDK clients stay external (the runtime's); DynamoDB is bundled.
      const entry = readFileSync(join(outdir, 'index.mjs'), 'utf8');
      expect(entry).not.toMatch(/from\s*"@aws-sdk\/client-dynamodb"/);
      for (const domain of Object.keys(HANDLER_FILES)) expect(API_DOMAINS, domain).toContain(domain);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});
