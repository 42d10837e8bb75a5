/**
 * The gateway's /cognito endpoint fronts cognito-local for Amplify: the SDK's own
 * GetTokensFromRefreshToken call (which cognito-local lacks) works through the shim. It forwards
 * only token-bearing calls: no Admin* call, no pool listing, no password flow (issue 13, finding 1).
 */
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  ListUsersCommand,
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
  it('refreshes a session of the API with GetTokensFromRefreshToken', async () => {
    const clientId = stackEnv().USER_POOL_CLIENT_ID!;
    const login = await call('POST', '/api/auth/login', { body: { email: PERSONAS.jane, password: DEMO_PASSWORD } });
    expect(login.status, login.text).toBe(200);
    const refreshToken = login.body.refreshToken as string;
    const refreshed = await client().send(new GetTokensFromRefreshTokenCommand({ ClientId: clientId, RefreshToken: refreshToken }));
    const access = decodeJwt(refreshed.AuthenticationResult!.AccessToken!);
    expect(access.token_use).toBe('access');
    expect(access.client_id).toBe(clientId);
    expect(refreshed.AuthenticationResult!.IdToken).toBeTruthy();
  });

  it('refuses Admin* calls, pool listings and password flows, and changes nothing', async () => {
    const env = stackEnv();
    const calls = [
      new AdminSetUserPasswordCommand({ UserPoolId: env.USER_POOL_ID!, Username: PERSONAS.jane, Password: 'Taken#2026over', Permanent: true }),
      new AdminCreateUserCommand({ UserPoolId: env.USER_POOL_ID!, Username: 'intruder@example.com', MessageAction: 'SUPPRESS' }),
      new ListUsersCommand({ UserPoolId: env.USER_POOL_ID! }),
      new InitiateAuthCommand({
        ClientId: env.USER_POOL_CLIENT_ID!,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: PERSONAS.jane, PASSWORD: DEMO_PASSWORD },
      }),
    ] as const;
    for (const command of calls) {
      const error = await client().send(command as any).then(
        () => undefined,
        (e: unknown) => e as { name: string; $metadata: { httpStatusCode: number } },
      );
      expect(error, command.constructor.name).toMatchObject({ name: 'AccessDeniedException', $metadata: { httpStatusCode: 403 } });
    }
    // The raw answer is JSON with a catalogue code, and a bad target is refused the same way.
    const raw = await fetch(`${stackUrl()}/cognito`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.AdminDeleteUser' },
      body: JSON.stringify({ UserPoolId: env.USER_POOL_ID, Username: PERSONAS.jane }),
    });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toMatchObject({ __type: 'AccessDeniedException', systemCode: 40011 });
    // Jane's password is unchanged.
    const login = await call('POST', '/api/auth/login', { body: { email: PERSONAS.jane, password: DEMO_PASSWORD } });
    expect(login.status).toBe(200);
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
