/**
 * The gateway's /cognito endpoint fronts cognito-local for Amplify: the SDK's own
 * GetTokensFromRefreshToken call (which cognito-local lacks) works through the shim.
 */
import {
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { as, call, DEMO_PASSWORD, PERSONAS, stackEnv, stackUrl } from '../support/api.js';

function client() {
  return new CognitoIdentityProviderClient({
    endpoint: `${stackUrl()}/cognito`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
}

describe('Cognito endpoint with the refresh shim', () => {
  it('signs in with USER_PASSWORD_AUTH and refreshes with GetTokensFromRefreshToken', async () => {
    const clientId = stackEnv().USER_POOL_CLIENT_ID!;
    const auth = await client().send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: PERSONAS.jane, PASSWORD: DEMO_PASSWORD },
      }),
    );
    const refreshToken = auth.AuthenticationResult!.RefreshToken!;
    const refreshed = await client().send(new GetTokensFromRefreshTokenCommand({ ClientId: clientId, RefreshToken: refreshToken }));
    const access = decodeJwt(refreshed.AuthenticationResult!.AccessToken!);
    expect(access.token_use).toBe('access');
    expect(access.client_id).toBe(clientId);
    expect(refreshed.AuthenticationResult!.IdToken).toBeTruthy();
  });

  it('answers an unknown refresh token with NotAuthorized', async () => {
    await expect(
      client().send(new GetTokensFromRefreshTokenCommand({ ClientId: stackEnv().USER_POOL_CLIENT_ID!, RefreshToken: 'nope' })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('serves the runtime config the web reads at start', async () => {
    const res = await call('GET', '/app-config.json');
    expect(res.status).toBe(200);
    expect(res.body.userPoolClientId).toBe(stackEnv().USER_POOL_CLIENT_ID);
    expect(res.body.userPoolEndpoint).toMatch(/\/cognito$/);
    // And the API accepts access tokens minted by the pool behind the shim.
    const jane = await as('jane');
    expect((await call('GET', '/api/users/me', { session: jane })).body.email).toBe(PERSONAS.jane);
  });
});
