import { lazy } from './lazy.js';

/** The Cognito client and the SDK module its commands come from, loaded on first use. */
export const cognito = lazy(async () => {
  const sdk = await import('@aws-sdk/client-cognito-identity-provider');
  return { sdk, client: new sdk.CognitoIdentityProviderClient({ maxAttempts: 2 }) };
});
