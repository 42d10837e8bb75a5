/**
 * Forged, expired and misused tokens are refused with 401 before any handler runs: the setting
 * the call tries to change stays as it was, and no success audit event appears.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { decodeJwt, generateKeyPair, importJWK, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, call, stackEnv, type TSession } from '../support/api.js';
import { auditEvents } from '../support/aws.js';

const require = createRequire(import.meta.url);
const cognitoLocalKey = JSON.parse(
  readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8'),
) as { jwk: Record<string, string> };

let john: TSession;
let claims: Record<string, unknown>;

function b64(obj: unknown): string {
  return Buffer.from(JSON.stringify(obj)).toString('base64url');
}

/** A token signed with the pool's real key: the only thing wrong is what a test changes. */
async function signWithPoolKey(overrides: Record<string, unknown>, header: Record<string, unknown> = {}) {
  const key = await importJWK({ ...cognitoLocalKey.jwk, alg: 'RS256' }, 'RS256');
  return new SignJWT({ ...claims, ...overrides })
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal', ...header })
    .sign(key);
}

async function attempt(accessToken: string, permissionToken = john.secondaryToken) {
  const before = await call('GET', '/api/users/me', { session: john });
  const target = !before.body.notificationEnable;
  const res = await call('PUT', '/api/users/me/notification-setting', {
    headers: { authorization: `Bearer ${accessToken}`, 'x-permission-token': permissionToken },
    body: { notificationEnable: target },
  });
  const after = await call('GET', '/api/users/me', { session: john });
  return { res, changed: after.body.notificationEnable !== before.body.notificationEnable };
}

beforeAll(async () => {
  john = await as('john');
  claims = decodeJwt(john.accessToken) as Record<string, unknown>;
});

describe('JWT abuse is 401 before the handler runs', () => {
  it('sanity: the genuine tokens work and the pool key reproduces a valid token', async () => {
    const forgedButValid = await signWithPoolKey({ exp: Math.floor(Date.now() / 1000) + 600 });
    const res = await call('GET', '/api/users/me', {
      headers: { authorization: `Bearer ${forgedButValid}`, 'x-permission-token': john.secondaryToken },
    });
    expect(res.status).toBe(200);
  });

  it('refuses alg none', async () => {
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: Math.floor(Date.now() / 1000) + 600 })}.`;
    const { res, changed } = await attempt(token);
    expect(res.status).toBe(401);
    expect(res.body.systemCode).toBe('unauthorized');
    expect(changed).toBe(false);
  });

  it('refuses a token signed with another key under the pool key id', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) + 600 })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .sign(privateKey);
    const { res, changed } = await attempt(token);
    expect(res.status).toBe(401);
    expect(changed).toBe(false);
  });

  it('refuses HS256 signed with the public key (algorithm confusion)', async () => {
    // The attacker knows the public key (it is published in the JWKS) and tries it as an HMAC secret.
    const jwks = (await (await fetch(`${stackEnv().COGNITO_ISSUER}/.well-known/jwks.json`)).json()) as { keys: unknown[] };
    const secret = new TextEncoder().encode(JSON.stringify(jwks.keys[0]));
    const token = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) + 600 })
      .setProtectedHeader({ alg: 'HS256', kid: 'CognitoLocal' })
      .sign(secret);
    const { res, changed } = await attempt(token);
    expect(res.status).toBe(401);
    expect(changed).toBe(false);
  });

  it('refuses an expired token with token_expired, so the web refreshes', async () => {
    const token = await signWithPoolKey({ iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 60 });
    const { res, changed } = await attempt(token);
    expect(res.status).toBe(401);
    expect(res.body.systemCode).toBe('token_expired');
    expect(changed).toBe(false);
  });

  it('refuses a token for another app client', async () => {
    const token = await signWithPoolKey({ client_id: 'some-other-client', exp: Math.floor(Date.now() / 1000) + 600 });
    const { res, changed } = await attempt(token);
    expect(res.status).toBe(401);
    expect(changed).toBe(false);
  });

  it('refuses a token from another issuer', async () => {
    const token = await signWithPoolKey({ exp: Math.floor(Date.now() / 1000) + 600 });
    const other = await new SignJWT({ ...decodeJwt(token), iss: `${stackEnv().COGNITO_ISSUER}-other` })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .sign(await importJWK({ ...cognitoLocalKey.jwk, alg: 'RS256' }, 'RS256'));
    const { res, changed } = await attempt(other);
    expect(res.status).toBe(401);
    expect(changed).toBe(false);
  });

  it('refuses the ID token in place of the access token', async () => {
    const { res, changed } = await attempt(john.idToken);
    expect(res.status).toBe(401);
    expect(changed).toBe(false);
  });

  it('refuses a tampered permission token (roles raised, signature kept)', async () => {
    const [header, payload, signature] = john.secondaryToken.split('.');
    const raised = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), staff: true, roles: ['ADMIN'] };
    const tampered = `${header}.${b64(raised)}.${signature}`;
    const { res, changed } = await attempt(john.accessToken, tampered);
    expect(res.status).toBe(401);
    expect(changed).toBe(false);
    const staffOnly = await call('GET', '/api/admin/mail', {
      headers: { authorization: `Bearer ${john.accessToken}`, 'x-permission-token': tampered },
    });
    expect(staffOnly.status).toBe(401);
  });

  it("refuses another user's permission token with one's own access token", async () => {
    const admin = await as('admin');
    const { res, changed } = await attempt(john.accessToken, admin.secondaryToken);
    expect(res.status).toBe(401);
    expect(changed).toBe(false);
  });

  it('refuses a call without the permission token or without a bearer token', async () => {
    const noPermission = await call('GET', '/api/users/me', { headers: { authorization: `Bearer ${john.accessToken}` } });
    expect(noPermission.status).toBe(401);
    const noBearer = await call('GET', '/api/users/me', { headers: { 'x-permission-token': john.secondaryToken } });
    expect(noBearer.status).toBe(401);
  });

  it('records refused mutations as failures, never as successes', async () => {
    await attempt('garbage.token.value');
    const events = await auditEvents(`ANON#${new Date().toISOString().slice(0, 10)}`);
    expect(events.some((e) => e.event === 'NOTIFICATION_SETTING_CHANGED' && e.success === false)).toBe(true);
    expect(events.some((e) => e.event === 'NOTIFICATION_SETTING_CHANGED' && e.success === true)).toBe(false);
  });
});
