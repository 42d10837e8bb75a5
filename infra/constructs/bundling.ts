import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { buildSync, type Metafile } from 'esbuild';
import type { TApiDomain } from '../../shared/api/route.js';

/**
 * How every handler is bundled: `bundleHandler` below is what the PortalFunction construct runs
 * and what `npm run bench` measures, so the sizes the bench reports are the sizes that deploy.
 */
export const HANDLER_BUNDLING = {
  minify: true,
  target: 'node22',
  /** Prefer the ESM builds of dependencies so tree shaking works on them. */
  mainFields: ['module', 'main'],
  /** Some CommonJS dependencies call require() at runtime, which ESM output lacks. */
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  /**
   * The cold-path AWS clients come from the Node.js 22 runtime's SDK v3 and are imported on first
   * use (functions/core/lazy.ts), so only the routes that need them load them. DynamoDB, which
   * every call uses, is bundled and tree-shaken instead: one file loads much faster than the
   * runtime's hundreds of CommonJS modules (docs/decisions/0006-handler-bundles.md).
   */
  externalModules: [
    '@aws-sdk/client-apigatewaymanagementapi',
    '@aws-sdk/client-cognito-identity-provider',
    '@aws-sdk/client-lambda',
    '@aws-sdk/client-s3',
    '@aws-sdk/client-secrets-manager',
    '@aws-sdk/client-sesv2',
    '@aws-sdk/client-sfn',
    '@aws-sdk/s3-request-presigner',
  ],
  /** Lambda's credentials are in the environment; see functions/core/lambda-credentials.ts. */
  alias: { '@aws-sdk/credential-provider-node': 'functions/core/lambda-credentials.ts' },
} as const;

const PDF_FONTS = [
  'node_modules/dejavu-fonts-ttf/package.json',
  'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
] as const;

/**
 * Files a domain reads from disk at run time, copied into its asset at the same relative paths
 * (so `require.resolve` finds them there as it does in node_modules here). The PDF toolkit itself
 * is bundled into a chunk that only publishing loads; its fonts are files.
 */
export const HANDLER_FILES: Partial<Record<TApiDomain, readonly string[]>> = {
  invoices: PDF_FONTS,
  documents: PDF_FONTS,
  policies: PDF_FONTS,
  // Paystubs, W-2s, 1099-NECs and the General report (issue 17).
  payroll: PDF_FONTS,
};

export interface TBundleResult {
  /** Bytes of the entry and every chunk it imports statically: what a cold start loads. */
  coldBytes: number;
  /** Bytes of all JavaScript in the asset, lazily loaded chunks included. */
  totalBytes: number;
}

/**
 * Bundles one handler as CDK deploys it and as the bench measures it: minified ESM, split into an
 * entry (`index.mjs`) and chunks (`chunks/`). A route's services are imported with `import()` in
 * the handler, so a cold start loads the core and the route table, and each route's code loads
 * when that route is first called (docs/decisions/0006-handler-bundles.md).
 */
export function bundleHandler(opts: { projectRoot: string; domain: string; entry: string; outdir: string; sourcemap?: boolean }): TBundleResult {
  const out = buildSync({
    entryPoints: { index: opts.entry },
    outdir: opts.outdir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    minify: HANDLER_BUNDLING.minify,
    target: HANDLER_BUNDLING.target,
    mainFields: [...HANDLER_BUNDLING.mainFields],
    banner: { js: HANDLER_BUNDLING.banner },
    external: [...HANDLER_BUNDLING.externalModules],
    alias: Object.fromEntries(Object.entries(HANDLER_BUNDLING.alias).map(([from, to]) => [from, resolve(opts.projectRoot, to)])),
    // The map ships beside the bundle to decode a logged stack offline; it is not enabled at run
    // time, because --enable-source-maps parses it on every cold start (+16 ms measured). The
    // original sources would double the upload.
    sourcemap: opts.sourcemap ? 'linked' : false,
    sourcesContent: false,
    metafile: true,
    logLevel: 'error',
  });
  for (const file of HANDLER_FILES[opts.domain as TApiDomain] ?? []) {
    mkdirSync(dirname(join(opts.outdir, file)), { recursive: true });
    copyFileSync(join(opts.projectRoot, file), join(opts.outdir, file));
  }
  const outputs = out.metafile.outputs;
  const key = (name: string) => Object.keys(outputs).find((k) => resolve(k) === resolve(name))!;
  const entryKey = key(join(opts.outdir, 'index.mjs'));
  const cold = new Set<string>();
  const visit = (k: string) => {
    if (cold.has(k)) return;
    cold.add(k);
    for (const dep of outputs[k]!.imports) if (dep.kind === 'import-statement' && !dep.external) visit(key(dep.path));
  };
  visit(entryKey);
  const coldBytes = mergeColdPath(opts.outdir, outputs, entryKey, [...cold].filter((k) => k !== entryKey), opts.sourcemap === true);
  const js = Object.keys(outputs).filter((k) => k.endsWith('.mjs'));
  return {
    coldBytes,
    totalBytes: js.reduce((sum, k) => sum + outputs[k]!.bytes, 0),
  };
}

/**
 * Makes a cold start load one file. esbuild puts each module in the chunk of the set of entries
 * (the handler and every `import()`) that reach it, so a handler with many lazy services starts by
 * loading a dozen or more small chunks its entry imports, and Node's ESM loader pays ~1 ms for
 * each (docs/decisions/0006-handler-bundles.md). This bundles the entry and those chunks again into
 * `index.mjs`, which also exports each chunk's exports under a prefixed name, and leaves in each
 * chunk's place a one-line module that re-exports them from there, so the lazy chunks that import
 * it find the very same bindings (re-exports are live) on first use. Returns the entry's bytes.
 */
function mergeColdPath(outdir: string, outputs: Metafile['outputs'], entryKey: string, coldChunks: string[], sourcemap: boolean): number {
  if (coldChunks.length === 0) return outputs[entryKey]!.bytes;
  const entry = resolve(entryKey);
  const exported = (k: string, i: number) => outputs[k]!.exports.map((name) => ({ name, alias: `c${i}$${name}` }));
  const source = [
    `export * from ${JSON.stringify(entry)};`,
    ...coldChunks.map((k, i) => `export { ${exported(k, i).map((e) => `${e.name} as ${e.alias}`).join(', ')} } from ${JSON.stringify(resolve(k))};`),
  ].join('\n');
  // The lazy chunks stay where they are, external (esbuild writes their path from the entry), and
  // the SDK packages stay external as in the first pass.
  const lazyChunks = Object.keys(outputs).filter((k) => k.endsWith('.mjs') && k !== entryKey && !coldChunks.includes(k)).map((k) => resolve(k));
  const merged = buildSync({
    stdin: { contents: source, resolveDir: outdir, sourcefile: 'cold-path.mjs', loader: 'js' },
    outfile: join(outdir, 'index.mjs'),
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    minify: HANDLER_BUNDLING.minify,
    target: HANDLER_BUNDLING.target,
    banner: { js: HANDLER_BUNDLING.banner },
    external: lazyChunks,
    sourcemap: sourcemap ? 'linked' : false,
    sourcesContent: false,
    logLevel: 'error',
  });
  let bytes = 0;
  for (const file of merged.outputFiles) {
    writeFileSync(file.path, file.contents);
    if (file.path.endsWith('.mjs')) bytes = file.contents.byteLength;
  }
  coldChunks.forEach((k, i) => {
    const from = relative(dirname(resolve(k)), entry).split('\\').join('/');
    writeFileSync(resolve(k), `export { ${exported(k, i).map((e) => `${e.alias} as ${e.name}`).join(', ')} } from ${JSON.stringify(from.startsWith('.') ? from : `./${from}`)};\n`);
    rmSync(`${resolve(k)}.map`, { force: true });
  });
  return bytes;
}
