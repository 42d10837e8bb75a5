import { createRemoteJWKSet, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { type TPrincipal, ZPrincipalSchema } from '../../shared/core/permissions.js';
import { AppError } from './errors.js';
import { config } from './config.js';
import { lazy } from './lazy.js';

/**
 * How long a permission token lives. Every call needs one and only a refresh issues a new one, so
 * this bounds how long a logged-out session or a withdrawn role or workspace lingers.
 */
export const PERMISSION_TOKEN_TTL_SECONDS = 5 * 60;
const PERMISSION_ISSUER = 'sublime-portal';
const PERMISSION_AUDIENCE = 'sublime-api';

let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;
function cognitoJwks() {
  // Cognito (and cognito-local) publish the pool's keys under the issuer.
  jwks ??= createRemoteJWKSet(new URL(`${config.issuer}/.well-known/jwks.json`), { cooldownDuration: 30_000 });
  return jwks;
}

/**
 * The secret's value through the AWS Parameters and Secrets Lambda extension when the function has
 * it (a local HTTP call that the extension caches), else through the SDK, loaded only then: either
 * way a cold start does not load the Secrets Manager client with the handler.
 */
async function readSecret(arn: string): Promise<string | undefined> {
  const port = process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT;
  if (port) {
    const res = await fetch(`http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(arn)}`, {
      headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '' },
    });
    if (!res.ok) throw new Error(`Parameters and Secrets extension: ${res.status}`);
    return ((await res.json()) as { SecretString?: string }).SecretString;
  }
  const sdk = await import('@aws-sdk/client-secrets-manager');
  const out = await new sdk.SecretsManagerClient({}).send(new sdk.GetSecretValueCommand({ SecretId: arn }));
  return out.SecretString;
}

/** The HMAC key for permission tokens: an env value locally, a Secrets Manager secret in AWS. */
const getPermissionKey = lazy(async () => {
  const inline = process.env.PERMISSION_TOKEN_SECRET;
  if (inline) return new TextEncoder().encode(inline);
  const arn = process.env.PERMISSION_TOKEN_SECRET_ARN;
  if (!arn) throw new Error('Missing PERMISSION_TOKEN_SECRET or PERMISSION_TOKEN_SECRET_ARN');
  const secret = await readSecret(arn);
  if (!secret) throw new Error('Permission token secret is empty');
  return new TextEncoder().encode(secret);
});

/**
 * Verified tokens of this instance, until they expire: a warm function sees the same caller's
 * token on call after call, and a JWT cannot change without failing verification anyway.
 */
const MAX_CACHED = 2000;
const verified = new Map<string, { exp: number; value: unknown }>();
function cached<T>(token: string): T | undefined {
  const hit = verified.get(token);
  if (!hit) return undefined;
  if (hit.exp * 1000 <= Date.now()) {
    verified.delete(token);
    return undefined;
  }
  return hit.value as T;
}
function remember(token: string, exp: number | undefined, value: unknown): void {
  if (!exp) return;
  if (verified.size >= MAX_CACHED) verified.delete(verified.keys().next().value!);
  verified.set(token, { exp, value });
}

function unauthorized(cause: unknown): AppError {
  if (cause instanceof joseErrors.JWTExpired) return new AppError('token_expired', { cause });
  return new AppError('unauthorized', { cause });
}

/**
 * Verifies a Cognito access token: RS256 only, the pool's issuer and keys, token_use access,
 * our app client, not expired. Returns the user id (sub).
 */
export async function verifyAccessToken(token: string): Promise<{ sub: string; jti?: string }> {
  const hit = cached<{ sub: string; jti?: string }>(token);
  if (hit) return hit;
  try {
    const { payload } = await jwtVerify(token, cognitoJwks(), {
      issuer: config.issuer,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'exp', 'token_use', 'client_id'],
    });
    if (payload.token_use !== 'access') throw new Error('Not an access token');
    if (payload.client_id !== config.userPoolClientId) throw new Error('Token of another client');
    const result = { sub: payload.sub as string, jti: payload.jti };
    remember(token, payload.exp, result);
    return result;
  } catch (cause) {
    throw unauthorized(cause);
  }
}

/** Signs the permission token (the spec's secondaryToken): roles, grants and workspaces. */
export async function signPermissionToken(principal: TPrincipal): Promise<string> {
  const { userId, ...claims } = principal;
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(PERMISSION_ISSUER)
    .setAudience(PERMISSION_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${PERMISSION_TOKEN_TTL_SECONDS}s`)
    .sign(await getPermissionKey());
}

/** Verifies a permission token and that it belongs to the access token's user. */
export async function verifyPermissionToken(token: string, sub: string): Promise<TPrincipal> {
  const hit = cached<TPrincipal>(token);
  if (hit) {
    if (hit.userId !== sub) throw unauthorized(new Error('Permission token of another user'));
    return hit;
  }
  try {
    const { payload } = await jwtVerify(token, await getPermissionKey(), {
      issuer: PERMISSION_ISSUER,
      audience: PERMISSION_AUDIENCE,
      algorithms: ['HS256'],
    });
    if (payload.sub !== sub) throw new Error('Permission token of another user');
    const principal = ZPrincipalSchema.parse({ ...payload, userId: payload.sub });
    remember(token, payload.exp, principal);
    return principal;
  } catch (cause) {
    throw unauthorized(cause);
  }
}
