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
   * The cold-path AWS clients come from the Node.js 22 runtime's SDK v3 and are imported on first
   * use (functions/core/lazy.ts), so only the routes that need them load them. DynamoDB, which
   * every call uses, is bundled and tree-shaken instead: one file loads much faster than the
   * runtime's hundreds of CommonJS modules (docs/decisions/0006-handler-bundles.md).
   */
  externalModules: [
    '@aws-sdk/client-apigatewaymanagementapi',
    '@aws-sdk/client-cognito-identity-provider',
    '@aws-sdk/client-s3',
    '@aws-sdk/client-secrets-manager',
    '@aws-sdk/client-sesv2',
    '@aws-sdk/client-sfn',
    '@aws-sdk/s3-request-presigner',
  ],
  /** Lambda's credentials are in the environment; see functions/core/lambda-credentials.ts. */
  alias: { '@aws-sdk/credential-provider-node': 'functions/core/lambda-credentials.ts' },
} as const;
