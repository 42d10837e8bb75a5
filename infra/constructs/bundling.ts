/**
 * How every handler is bundled: read by the PortalFunction construct (CDK's esbuild bundling) and
 * by `npm run bench`, so the sizes the bench reports are the sizes that deploy.
 */
export const HANDLER_BUNDLING = {
  minify: true,
  target: 'node22',
  /** Prefer the ESM builds of dependencies so tree shaking works on them. */
  mainFields: ['module', 'main'],
  /** Some CommonJS dependencies call require() at runtime, which ESM output lacks. */
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  /**
   * The Node.js 22 runtime ships SDK v3; bundling it would put every handler over the 400 KB
   * budget (docs/decisions/0006-handler-bundles.md).
   */
  externalModules: ['@aws-sdk/*'],
} as const;
