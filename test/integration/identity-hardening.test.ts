/**
 * Issue 13's identity findings, each reproduced as the outside probe did it (findings 3, 5, 6, 12
 * and 14's logout; the Cognito shim of finding 1 is in cognito-shim.test.ts). Every test sends from
 * loopback addresses of its own (127.0.3.x and up), since the limits are per client address.
 */
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { as, call, DEMO_PASSWORD, latestMail, PERSONAS, stackEnv, type TSession, uniqueEmail } from '../support/api.js';
import { table } from '../support/aws.js';

const PASSWORD = 'Start#2026pass';
let nextHost = 10;
/** A loopback address no other test of this file sends from. */
function freshAddress(): string {
  nextHost += 1;
  return `127.0.3.${nextHost}`;
}

async function confirmedAccount(email = uniqueEmail('hard')) {
  const sent = await call('POST', '/api/auth/invitations', {
    session: await as('admin'),
    body: { email, firstName: 'Test', lastName: 'Person' },
  });
  expect(sent.status, sent.text).toBe(201);
  const { code } = await latestMail(email, 'INVITATION');
  const res = await call('POST', `/api/auth/invitations/${code}/accept`, { body: { password: PASSWORD, confirmPassword: PASSWORD } });
  expect(res.status, res.text).toBe(201);
  return { email, userId: res.body.userId as string };
}

function signIn(email: string, password: string, localAddress: string) {
  return call('POST', '/api/auth/login', { body: { email, password }, localAddress });
}

function refresh(refreshToken: string, localAddress = '127.0.0.1') {
  return call('POST', '/api/auth/refresh', { body: { refreshToken }, localAddress });
}

/** InitiateAuth straight against cognito-local, as the probe did against the app client. */
async function directCognitoSignIn(email: string, password: string) {
  const env = stackEnv();
  const client = new CognitoIdentityProviderClient({
    endpoint: env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
    region: env.AWS_REGION,
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
  const out = await client.send(
    new InitiateAuthCommand({
      ClientId: env.USER_POOL_CLIENT_ID!,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return out.AuthenticationResult!;
}

async function lockFrom(email: string, address: string) {
  for (let i = 0; i < 5; i += 1) {
    const res = await signIn(email, `Wrong#2026pass${i}`, address);
    expect(res.body.systemCode, `attempt ${i + 1}`).toBe(4012);
  }
  expect((await signIn(email, PASSWORD, address)).body.systemCode).toBe('too_many_attempts');
}

describe('finding 3: lockout and e-mail confirmation cannot be bypassed', () => {
  it('refuses to refresh tokens got from Cognito directly for a locked account', async () => {
    const { email } = await confirmedAccount();
    const address = freshAddress();
    await lockFrom(email, address);
    const direct = await directCognitoSignIn(email, PASSWORD);
    for (const from of [address, freshAddress()]) {
      const res = await refresh(direct.RefreshToken!, from);
      expect(res.status, res.text).toBe(401);
      expect(res.body.systemCode).toBe(4011);
      expect(res.body.secondaryToken).toBeUndefined();
    }
  });

  it('refuses to refresh tokens got from Cognito directly for an unconfirmed account', async () => {
    const email = uniqueEmail('unconfirmed');
    const reg = await call('POST', '/api/auth/register', {
      body: { email, firstName: 'Test', lastName: 'Person', password: PASSWORD, confirmPassword: PASSWORD, termsAccepted: true },
    });
    expect(reg.status, reg.text).toBe(201);
    const direct = await directCognitoSignIn(email, PASSWORD);
    const res = await refresh(direct.RefreshToken!);
    expect(res.status).toBe(401);
    expect(res.body.systemCode).toBe(4011);
  });

  it('refuses a refresh from the address an account is locked for, with too_many_attempts', async () => {
    const { email } = await confirmedAccount();
    const address = freshAddress();
    const session = (await signIn(email, PASSWORD, address)).body as TSession;
    expect(session.refreshToken).toBeTruthy();
    await lockFrom(email, address);
    const res = await refresh(session.refreshToken, address);
    expect(res.status).toBe(429);
    expect(res.body.systemCode).toBe('too_many_attempts');
  });

  it('limits wrong old passwords on change-password, without locking the sign-in', async () => {
    const { email } = await confirmedAccount();
    const address = freshAddress();
    const session = (await signIn(email, PASSWORD, address)).body as TSession;
    const change = (oldPassword: string) =>
      call('POST', '/api/auth/change-password', {
        session,
        localAddress: address,
        body: { oldPassword, password: 'Changed#2026pw', confirmPassword: 'Changed#2026pw' },
      });
    for (let i = 0; i < 5; i += 1) expect((await change(`Wrong#2026pass${i}`)).body.systemCode, `attempt ${i + 1}`).toBe(40015);
    const sixth = await change(PASSWORD);
    expect(sixth.status).toBe(429);
    expect(sixth.body.systemCode).toBe('too_many_attempts');
    // The password did not change, and signing in (even from that address) is not locked.
    expect((await signIn(email, PASSWORD, address)).status).toBe(200);
  });
});

describe('finding 5: the outbox is ADMIN-only and hides staff links', () => {
  it('refuses the outbox to a payroll manager', async () => {
    const res = await call('GET', '/api/admin/mail', { session: await as('payroll') });
    expect(res.status).toBe(403);
    expect(res.body.systemCode).toBe(40011);
    expect(res.body.data).toBeUndefined();
  });

  it("does not show an ADMIN the reset link of another staff account, but shows a client's", async () => {
    const before = await call('GET', '/api/admin/mail', { session: await as('admin') });
    const seen = new Set((before.body.data as { id: string }[]).map((m) => m.id));
    const asked = await call('POST', '/api/auth/password-reset', { body: { email: PERSONAS.payroll }, localAddress: freshAddress() });
    expect(asked.status).toBe(202);
    const after = await call('GET', '/api/admin/mail', { session: await as('admin') });
    const mail = (after.body.data as { id: string; to: string; kind: string; link?: string; text: string }[]).find(
      (m) => !seen.has(m.id) && m.to === PERSONAS.payroll && m.kind === 'RESET_PASSWORD',
    );
    expect(mail).toBeDefined();
    expect(mail!.link).toBeUndefined();
    expect(mail!.text).not.toMatch(/resetpassword\//);

    const { email } = await confirmedAccount();
    await call('POST', '/api/auth/password-reset', { body: { email }, localAddress: freshAddress() });
    expect((await latestMail(email, 'RESET_PASSWORD')).link).toMatch(/\/resetpassword\/[\w-]{16,}$/);
  });
});

describe('finding 6: a password reset or change ends every session and every older link', () => {
  async function resetWith(code: string, password: string) {
    return call('POST', '/api/auth/reset-password', { body: { resetCode: code, password, confirmPassword: password } });
  }

  it('a reset ends the refresh tokens issued before it, and the older reset links', async () => {
    const { email } = await confirmedAccount();
    const address = freshAddress();
    const first = (await signIn(email, PASSWORD, address)).body as TSession;
    const second = (await signIn(email, PASSWORD, address)).body as TSession;
    expect((await refresh(first.refreshToken)).status).toBe(200);

    await call('POST', '/api/auth/password-reset', { body: { email }, localAddress: address });
    const older = await latestMail(email, 'RESET_PASSWORD');
    await call('POST', '/api/auth/password-reset', { body: { email }, localAddress: address });
    const newer = await latestMail(email, 'RESET_PASSWORD');
    expect(newer.code).not.toBe(older.code);

    expect((await resetWith(newer.code, 'Renewed#2026')).status).toBe(200);
    for (const s of [first, second]) {
      const res = await refresh(s.refreshToken);
      expect(res.status).toBe(401);
      expect(res.body.systemCode).toBe(4011);
    }
    const stale = await resetWith(older.code, 'Attacker#2026');
    expect(stale.status).toBe(400);
    expect(stale.body.systemCode).toBe('invalid_public_link');
    expect((await signIn(email, 'Renewed#2026', address)).status).toBe(200);
    expect((await signIn(email, 'Attacker#2026', address)).body.systemCode).toBe(4012);
  });

  it('a change ends the other sessions and the reset links sent before it; a new sign-in works', async () => {
    const { email } = await confirmedAccount();
    const address = freshAddress();
    const other = (await signIn(email, PASSWORD, address)).body as TSession;
    const current = (await signIn(email, PASSWORD, address)).body as TSession;
    await call('POST', '/api/auth/password-reset', { body: { email }, localAddress: address });
    const link = await latestMail(email, 'RESET_PASSWORD');

    const next = 'Changed#2026pw';
    const changed = await call('POST', '/api/auth/change-password', {
      session: current,
      body: { oldPassword: PASSWORD, password: next, confirmPassword: next },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await refresh(other.refreshToken)).body.systemCode).toBe(4011);
    expect((await resetWith(link.code, 'Attacker#2026')).body.systemCode).toBe('invalid_public_link');
    const again = await signIn(email, next, address);
    expect(again.status).toBe(200);
    expect((await refresh(again.body.refreshToken)).status).toBe(200);
  });
});

describe('finding 12: the limits cannot be turned against the account owner', () => {
  it("an attacker's wrong passwords lock only the attacker's address, not the owner's sign-in", async () => {
    const admin = PERSONAS.admin;
    const attacker = freshAddress();
    for (let i = 0; i < 6; i += 1) await signIn(admin, `Wrong#2026pass${i}`, attacker);
    expect((await signIn(admin, DEMO_PASSWORD, attacker)).body.systemCode).toBe('too_many_attempts');
    // The owner, from an address of their own, is not locked out.
    const owner = await signIn(admin, DEMO_PASSWORD, freshAddress());
    expect(owner.status, owner.text).toBe(200);
  });

  it('many addresses lock an account, except from an address it signed in from before', async () => {
    const { email } = await confirmedAccount();
    const home = freshAddress();
    expect((await signIn(email, PASSWORD, home)).status).toBe(200);
    // 20 failures, 4 from each of 5 addresses (no pair reaches its own limit).
    const guessers = Array.from({ length: 5 }, () => freshAddress());
    for (const g of guessers) for (let i = 0; i < 4; i += 1) expect((await signIn(email, `Wrong#2026pass${i}`, g)).body.systemCode).toBe(4012);
    const stranger = await signIn(email, PASSWORD, freshAddress());
    expect(stranger.status).toBe(429);
    expect(stranger.body.systemCode).toBe('too_many_attempts');
    expect((await signIn(email, PASSWORD, home)).status).toBe(200);
  });

  it('one address trying many accounts is stopped after 100 failures; its sessions still refresh', async () => {
    const address = freshAddress();
    const { email } = await confirmedAccount();
    const session = (await signIn(email, PASSWORD, address)).body as TSession;
    // The address's window already holds 95 failures (sending them all would take half a minute).
    const { client, name } = table();
    await client.send(
      new PutCommand({
        TableName: name,
        Item: {
          PK: `ATTEMPTS#LOGIN_ADDRESS#${address}`, SK: 'WINDOW', entity: 'AttemptCounter',
          scope: 'LOGIN_ADDRESS', subject: address, count: 95, windowStart: Date.now(),
        },
      }),
    );
    for (let i = 0; i < 5; i += 1) expect((await signIn(uniqueEmail('stuffing'), 'Wrong#2026pass', address)).body.systemCode).toBe(4012);
    const next = await signIn(uniqueEmail('stuffing'), 'Wrong#2026pass', address);
    expect(next.status).toBe(429);
    expect(next.body.systemCode).toBe('too_many_attempts');
    // Even a right password from that address waits; another address is unaffected. A session
    // started before refreshes: the address's lock is about guessing passwords, and a refresh guesses none.
    expect((await signIn(email, PASSWORD, address)).body.systemCode).toBe('too_many_attempts');
    expect((await refresh(session.refreshToken, address)).status).toBe(200);
    expect((await signIn(email, PASSWORD, freshAddress())).status).toBe(200);
  });

  it('limits password-reset requests per address, and reset mails per account', async () => {
    const { email } = await confirmedAccount();
    const address = freshAddress();
    const before = await call('GET', '/api/admin/mail', { session: await as('admin') });
    const seen = new Set((before.body.data as { id: string }[]).map((m) => m.id));
    for (let i = 0; i < 5; i += 1) {
      expect((await call('POST', '/api/auth/password-reset', { body: { email }, localAddress: address })).status).toBe(202);
    }
    const after = await call('GET', '/api/admin/mail', { session: await as('admin') });
    const sent = (after.body.data as { id: string; to: string }[]).filter((m) => !seen.has(m.id) && m.to === email);
    expect(sent).toHaveLength(3);

    for (let i = 5; i < 30; i += 1) {
      expect((await call('POST', '/api/auth/password-reset', { body: { email: uniqueEmail('ghost') }, localAddress: address })).status).toBe(202);
    }
    const limited = await call('POST', '/api/auth/password-reset', { body: { email: uniqueEmail('ghost') }, localAddress: address });
    expect(limited.status).toBe(429);
    expect(limited.body.systemCode).toBe('too_many_attempts');
    expect((await call('POST', '/api/auth/password-reset', { body: { email: uniqueEmail('ghost') }, localAddress: freshAddress() })).status).toBe(202);
  });
});

describe("finding 14: logout ends only the caller's own session", () => {
  it("refuses another user's refresh token with 40011 and leaves it working", async () => {
    const victim = await confirmedAccount();
    const address = freshAddress();
    const victimSession = (await signIn(victim.email, PASSWORD, address)).body as TSession;
    const attacker = await confirmedAccount();
    const attackerSession = (await signIn(attacker.email, PASSWORD, address)).body as TSession;

    const res = await call('POST', '/api/auth/logout', { session: attackerSession, body: { refreshToken: victimSession.refreshToken } });
    expect(res.status).toBe(403);
    expect(res.body.systemCode).toBe(40011);
    expect((await refresh(victimSession.refreshToken)).status).toBe(200);

    const own = await call('POST', '/api/auth/logout', { session: victimSession, body: { refreshToken: victimSession.refreshToken } });
    expect(own.status).toBe(200);
    expect((await refresh(victimSession.refreshToken)).body.systemCode).toBe(4011);
  });
});
