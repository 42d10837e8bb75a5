import { fromEnv } from '@aws-sdk/credential-provider-env';

/**
 * What the bundled DynamoDB client gets in place of `@aws-sdk/credential-provider-node` (an esbuild
 * alias in HANDLER_BUNDLING). Lambda always puts the function role's credentials in the
 * environment, so the default chain's SSO, INI, process, web-identity and IMDS providers (and the
 * STS/SSO clients they carry, a third of the client's size) are dead weight in a handler bundle.
 * The local gateway runs the handlers unbundled, with the full chain.
 */
export const defaultProvider: typeof import('@aws-sdk/credential-provider-node').defaultProvider = (init) => fromEnv(init);
