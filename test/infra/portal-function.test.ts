import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

  it('loads a cold start from one file, and every lazy chunk links to the same bindings', () => {
    // Inside the project, so the chunks' external packages resolve from node_modules as in Lambda.
    mkdirSync(join(PROJECT_ROOT, 'bench-results'), { recursive: true });
    const outdir = mkdtempSync(join(PROJECT_ROOT, 'bench-results', 'bundle-'));
    try {
      const result = bundleHandler({ projectRoot: PROJECT_ROOT, domain: 'documents', entry: join(PROJECT_ROOT, 'functions/documents/handler.ts'), outdir });
      const entry = readFileSync(join(outdir, 'index.mjs'), 'utf8');
      // No static import of a chunk: only packages, node: builtins and import() of lazy chunks.
      expect(entry).not.toMatch(/(?:^|[;}])\s*(?:import|export)\s*[^;()]*?from\s*"\.{1,2}\//mu);
      expect(entry).toMatch(/import\("\.\/chunks\//u);
      expect(result.coldBytes).toBe(Buffer.byteLength(entry));
      const chunks = readdirSync(join(outdir, 'chunks')).filter((f) => f.endsWith('.mjs'));
      const stubs = chunks.filter((f) => readFileSync(join(outdir, 'chunks', f), 'utf8').includes('from "../index.mjs"'));
      expect(stubs.length).toBeGreaterThan(3);
      // Each chunk is imported, so ESM linking checks every name it imports; each stub's exports are
      // the entry's own bindings, not copies.
      const check = join(outdir, 'check.mjs');
      writeFileSync(
        check,
        `import { readdirSync, readFileSync } from 'node:fs';
const dir = ${JSON.stringify(outdir)};
const entry = await import(dir + '/index.mjs');
let linked = 0, same = 0;
for (const f of readdirSync(dir + '/chunks').filter((f) => f.endsWith('.mjs'))) {
  const mod = await import(dir + '/chunks/' + f);
  linked += 1;
  const text = readFileSync(dir + '/chunks/' + f, 'utf8');
  for (const [, alias, name] of text.matchAll(/(c\\d+\\$[\\w$]+) as ([\\w$]+)/gu)) if (mod[name] === entry[alias]) same += 1; else throw new Error(f + ' ' + name);
}
console.log(JSON.stringify({ linked, same, handler: typeof entry.handler }));
`,
      );
      const run = spawnSync(process.execPath, [check], { encoding: 'utf8', env: { PATH: process.env.PATH } });
      expect(run.status, run.stderr).toBe(0);
      const out = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { linked: number; same: number; handler: string };
      expect(out).toMatchObject({ linked: chunks.length, handler: 'function' });
      expect(out.same).toBeGreaterThan(stubs.length);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});
