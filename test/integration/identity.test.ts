import { randomBytes } from 'node:crypto';
import { AdminDeleteUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { OneTimeCodeEntity } from '../../functions/identity/data/identity.entities.js';
import { hashCode } from '../../functions/identity/services/codes.js';
import { ERROR_CATALOGUE } from '../../shared/core/errors.js';
import { as, call, latestMail, login, PERSONAS, stackEnv, stackUrl, type TSession, uniqueEmail } from '../support/api.js';
import { auditEvents, table } from '../support/aws.js';

const PASSWORD = 'Start#2026pass';
const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

function registerBody(email: string, password = PASSWORD, confirmPassword = password) {
  return { email, firstName: 'Test', lastName: 'Person', password, confirmPassword, termsAccepted: true };
}

async function register(email: string, password = PASSWORD) {
  const res = await call('POST', '/api/auth/register', { body: registerBody(email, password) });
  expect(res.status, res.text).toBe(201);
  return res.body.userId as string;
}

/**
 * A new, confirmed account of this test's own. It comes through an invitation (whose link confirms
 * the email), so tests of other flows do not depend on the confirm-email route, which has its own tests.
 */
async function confirmedAccount(email = uniqueEmail('id'), password = PASSWORD) {
  const sent = await call('POST', '/api/auth/invitations', {
    session: await as('admin'),
    body: { email, firstName: 'Test', lastName: 'Person' },
  });
  expect(sent.status, sent.text).toBe(201);
  const { code } = await latestMail(email, 'INVITATION');
  const res = await call('POST', `/api/auth/invitations/${code}/accept`, { body: { password, confirmPassword: password } });
  expect(res.status, res.text).toBe(201);
  return { email, userId: res.body.userId as string, password };
}

function signIn(email: string, password: string) {
  return call('POST', '/api/auth/login', { body: { email, password } });
}

async function storedUser(userId: string) {
  const { client, name } = table();
  const out = await client.send(new GetCommand({ TableName: name, Key: { PK: `USER#${userId}`, SK: 'PROFILE' } }));
  return out.Item;
}

async function emailClaim(email: string) {
  const { client, name } = table();
  const out = await client.send(new GetCommand({ TableName: name, Key: { PK: `EMAIL#${email}`, SK: 'CLAIM' } }));
  return out.Item;
}

async function outboxTo(to: string) {
  const res = await call('GET', '/api/admin/mail', { session: await as('admin') });
  expect(res.status).toBe(200);
  return (res.body.data as { to: string; kind: string }[]).filter((m) => m.to === to);
}

/** Failure events of anonymous callers land in the day's chain; look at today's and yesterday's. */
async function anonymousEvents() {
  const day = (offset: number) => new Date(Date.now() - offset).toISOString().slice(0, 10);
  const chains = [...new Set([day(0), day(60_000)])];
  return (await Promise.all(chains.map((d) => auditEvents(`ANON#${d}`, 1000)))).flat();
}

describe('registration and email confirmation', () => {
  it('registers, emails /confirmemail/{code}, refuses sign-in until confirmed, then signs in', async () => {
    const email = uniqueEmail('reg');
    const userId = await register(email);

    const profile = await storedUser(userId);
    expect(profile).toMatchObject({ email, emailConfirmed: false, staff: false, firstName: 'Test', lastName: 'Person' });
    expect(await emailClaim(email)).toMatchObject({ userId });

    const mail = await latestMail(email, 'CONFIRM_EMAIL');
    expect(mail.link).toBe(`${stackUrl()}/confirmemail/${mail.code}`);
    expect(mail.code).toMatch(/^[A-Za-z0-9_-]{16,}$/);

    const early = await signIn(email, PASSWORD);
    expect(early.status).toBe(403);
    expect(early.body.systemCode).toBe(4006);

    const confirmed = await call('POST', '/api/auth/confirm-email', { body: { confirmationCode: mail.code } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ ok: true });
    expect((await storedUser(userId))?.emailConfirmed).toBe(true);

    const res = await signIn(email, PASSWORD);
    expect(res.status, res.text).toBe(200);
    expect(res.body.accessToken).toMatch(JWT);
    expect(res.body.refreshToken.length).toBeGreaterThan(10);
    expect(res.body.secondaryToken).toMatch(JWT);

    // The permission token names the person's own workspace.
    const personId = profile?.personId as string;
    expect(decodeJwt(res.body.secondaryToken)).toMatchObject({ sub: userId, staff: false, workspaces: [personId] });

    // Registration and confirmation are on the person's trail; the sign-ins on the user's.
    const events = await auditEvents(personId);
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['USER_REGISTERED', 'EMAIL_CONFIRMED']));
    expect(events.every((e) => e.success)).toBe(true);
    // The acceptance of the terms is kept on the registration's event.
    expect(events.find((e) => e.event === 'USER_REGISTERED')?.props.termsAccepted).toBe(true);
    const logins = (await auditEvents(`USER#${userId}`)).filter((e) => e.event === 'LOGIN');
    expect(logins.find((e) => !e.success)?.props.systemCode).toBe(4006);
    expect(logins.some((e) => e.success)).toBe(true);
  });

  it('refuses a used confirmation code with 4005', async () => {
    const email = uniqueEmail('reuse');
    await register(email);
    const { code } = await latestMail(email, 'CONFIRM_EMAIL');
    const first = await call('POST', '/api/auth/confirm-email', { body: { confirmationCode: code } });
    expect(first.status, first.text).toBe(200);
    const again = await call('POST', '/api/auth/confirm-email', { body: { confirmationCode: code } });
    expect(again.status).toBe(400);
    expect(again.body.systemCode).toBe(4005);
  });

  it('refuses an unknown confirmation code with 4005', async () => {
    const res = await call('POST', '/api/auth/confirm-email', {
      body: { confirmationCode: randomBytes(32).toString('base64url') },
    });
    expect(res.status).toBe(400);
    expect(res.body.systemCode).toBe(4005);
  });

  it('does not burn the link when the confirmation fails after reading it', async () => {
    // Make the Cognito step fail for this account only: its Cognito user is gone.
    const email = uniqueEmail('halfway');
    const userId = await register(email);
    const { code } = await latestMail(email, 'CONFIRM_EMAIL');
    const env = stackEnv();
    const cognito = new CognitoIdentityProviderClient({
      endpoint: env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
      region: env.AWS_REGION,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
    });
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: env.USER_POOL_ID, Username: email }));

    const res = await call('POST', '/api/auth/confirm-email', { body: { confirmationCode: code } });
    expect(res.status).not.toBe(200);
    expect((await storedUser(userId))?.emailConfirmed).toBe(false);
    const { client, name } = table();
    const stored = await client.send(new GetCommand({ TableName: name, Key: { PK: `CODE#${hashCode(code)}`, SK: 'CODE' } }));
    expect(stored.Item, 'the code was used up by a confirmation that did not happen').toBeDefined();
  });

  it('refuses a weak password with 4003 and fieldErrors.password, creating nothing', async () => {
    const email = uniqueEmail('weak');
    const res = await call('POST', '/api/auth/register', { body: registerBody(email, 'password1') });
    expect(res.status).toBe(400);
    expect(res.body.systemCode).toBe(4003);
    expect(res.body.message).toBe(ERROR_CATALOGUE[4003].message);
    expect(res.body.fieldErrors.password).toContain(ERROR_CATALOGUE[4003].message);
    expect(await emailClaim(email)).toBeUndefined();
  });

  it('refuses a registration without the terms accepted with 4004, creating nothing and sending nothing', async () => {
    for (const [label, termsAccepted] of [['absent', undefined], ['false', false], ['a string', 'true']] as const) {
      const email = uniqueEmail('terms');
      const res = await call('POST', '/api/auth/register', { body: { ...registerBody(email), termsAccepted } });
      expect(res.status, label).toBe(400);
      expect(res.body.systemCode, label).toBe(4004);
      expect(res.body.message).toBe(ERROR_CATALOGUE[4004].message);
      expect(res.body.fieldErrors.termsAccepted).toEqual([ERROR_CATALOGUE[4004].message]);
      expect(await emailClaim(email)).toBeUndefined();
      expect(await outboxTo(email)).toHaveLength(0);
    }
  });

  it('refuses a mismatched confirmation with 4002', async () => {
    const email = uniqueEmail('mismatch');
    const res = await call('POST', '/api/auth/register', { body: registerBody(email, PASSWORD, `${PASSWORD}x`) });
    expect(res.status).toBe(400);
    expect(res.body.systemCode).toBe(4002);
    expect(res.body.fieldErrors.confirmPassword).toEqual([ERROR_CATALOGUE[4002].message]);
    expect(await emailClaim(email)).toBeUndefined();
  });

  it('refuses a taken email with 4008 and leaves the first account intact', async () => {
    const { email, userId } = await confirmedAccount();
    const mailsBefore = (await outboxTo(email)).length;
    const other = 'Other#2026pass';
    for (const variant of [email, email.toUpperCase()]) {
      const res = await call('POST', '/api/auth/register', { body: registerBody(variant, other) });
      expect(res.status, variant).toBe(409);
      expect(res.body.systemCode).toBe(4008);
    }
    expect(await emailClaim(email)).toMatchObject({ userId });
    expect((await signIn(email, PASSWORD)).status).toBe(200);
    expect((await signIn(email, other)).body.systemCode).toBe(4012);
    // The refused registrations sent no confirmation email.
    expect(await outboxTo(email)).toHaveLength(mailsBefore);
  });
});

describe('sign-in', () => {
  it('answers a wrong password and an unknown email alike with 4012', async () => {
    const { email } = await confirmedAccount();
    const wrong = await signIn(email, 'Wrong#2026pass');
    expect(wrong.status).toBe(401);
    expect(wrong.body.systemCode).toBe(4012);
    const unknown = await signIn(uniqueEmail('nobody'), PASSWORD);
    expect(unknown.status).toBe(401);
    expect(unknown.body.systemCode).toBe(4012);
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('locks an account after 5 wrong passwords, even against the right one, and audits the refusal', async () => {
    const { email } = await confirmedAccount();
    for (let i = 0; i < 5; i += 1) {
      const res = await signIn(email, `Wrong#2026pass${i}`);
      expect(res.body.systemCode, `attempt ${i + 1}`).toBe(4012);
    }
    const locked = await signIn(email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.systemCode).toBe('too_many_attempts');

    const refused = (await anonymousEvents()).find(
      (e) => e.event === 'LOGIN' && e.props.email === email && e.props.systemCode === 'too_many_attempts',
    );
    expect(refused).toMatchObject({ success: false, props: { status: 429 } });

    // A password reset lifts the lock.
    expect((await call('POST', '/api/auth/password-reset', { body: { email } })).status).toBe(202);
    const { code } = await latestMail(email, 'RESET_PASSWORD');
    const newPassword = 'Unlocked#2026';
    const reset = await call('POST', '/api/auth/reset-password', {
      body: { resetCode: code, password: newPassword, confirmPassword: newPassword },
    });
    expect(reset.status, reset.text).toBe(200);
    expect((await signIn(email, newPassword)).status).toBe(200);
  });

  it('refreshes tokens, and refuses the refresh token after logout with 4011', async () => {
    const { email, userId } = await confirmedAccount();
    const tokens = (await signIn(email, PASSWORD)).body;

    const refreshed = await call('POST', '/api/auth/refresh', { body: { refreshToken: tokens.refreshToken } });
    expect(refreshed.status, refreshed.text).toBe(200);
    expect(refreshed.body.accessToken).toMatch(JWT);
    expect(refreshed.body.secondaryToken).toMatch(JWT);
    expect(refreshed.body.accessToken).not.toBe(tokens.accessToken);
    // The new pair works.
    const me = await call('GET', '/api/users/me', {
      session: { ...refreshed.body, refreshToken: tokens.refreshToken } as TSession,
    });
    expect(me.status).toBe(200);
    expect(me.body.userId).toBe(userId);

    const session = { ...tokens } as TSession;
    const out = await call('POST', '/api/auth/logout', { session, body: { refreshToken: tokens.refreshToken } });
    expect(out.status).toBe(200);
    const after = await call('POST', '/api/auth/refresh', { body: { refreshToken: tokens.refreshToken } });
    expect(after.status).toBe(401);
    expect(after.body.systemCode).toBe(4011);
  });

  it('after logout the session cannot outlive its permission token (5 minutes at most)', async () => {
    // Every call needs the permission token, and only a refresh issues a new one: revoking the
    // refresh token ends the session when the permission token expires (docs/decisions/0003-tokens.md).
    const { email } = await confirmedAccount();
    const session = (await signIn(email, PASSWORD)).body as TSession;
    const permission = decodeJwt(session.secondaryToken);
    expect(permission.exp! - permission.iat!).toBeLessThanOrEqual(300);
    const out = await call('POST', '/api/auth/logout', { session, body: { refreshToken: session.refreshToken } });
    expect(out.status).toBe(200);
    const again = await call('POST', '/api/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(again.status).toBe(401);
    expect(again.body.systemCode).toBe(4011);
  });

  it('refuses an unknown refresh token with 4011', async () => {
    const res = await call('POST', '/api/auth/refresh', { body: { refreshToken: randomBytes(48).toString('base64url') } });
    expect(res.status).toBe(401);
    expect(res.body.systemCode).toBe(4011);
  });
});

describe('passwords', () => {
  it('answers a reset request for an unknown email with 202 and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await call('POST', '/api/auth/password-reset', { body: { email } });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true });
    expect(await outboxTo(email)).toEqual([]);
  });

  it('resets a password from the emailed link, once', async () => {
    const { email } = await confirmedAccount();
    const res = await call('POST', '/api/auth/password-reset', { body: { email } });
    expect(res.status).toBe(202);
    const mail = await latestMail(email, 'RESET_PASSWORD');
    expect(mail.link).toBe(`${stackUrl()}/resetpassword/${mail.code}`);

    const weak = await call('POST', '/api/auth/reset-password', {
      body: { resetCode: mail.code, password: 'weakweak', confirmPassword: 'weakweak' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.systemCode).toBe(4003);

    const newPassword = 'Renewed#2026';
    const ok = await call('POST', '/api/auth/reset-password', {
      body: { resetCode: mail.code, password: newPassword, confirmPassword: newPassword },
    });
    expect(ok.status, ok.text).toBe(200);
    expect((await signIn(email, PASSWORD)).body.systemCode).toBe(4012);
    expect((await signIn(email, newPassword)).status).toBe(200);

    const reused = await call('POST', '/api/auth/reset-password', {
      body: { resetCode: mail.code, password: 'Another#2026', confirmPassword: 'Another#2026' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.systemCode).toBe('invalid_public_link');
    expect((await signIn(email, newPassword)).status).toBe(200);
  });

  it('changes the password: 40015 for a wrong old password, then works with the right one', async () => {
    const { email } = await confirmedAccount();
    const session = await login(email, PASSWORD);
    const next = 'Changed#2026pw';

    const wrong = await call('POST', '/api/auth/change-password', {
      session,
      body: { oldPassword: 'Wrong#2026pass', password: next, confirmPassword: next },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.systemCode).toBe(40015);
    expect((await signIn(email, PASSWORD)).status).toBe(200);

    const ok = await call('POST', '/api/auth/change-password', {
      session,
      body: { oldPassword: PASSWORD, password: next, confirmPassword: next },
    });
    expect(ok.status, ok.text).toBe(200);
    expect((await signIn(email, PASSWORD)).body.systemCode).toBe(4012);
    expect((await signIn(email, next)).status).toBe(200);
  });

  it('refuses a weak new password on change with 4003, keeping the old one', async () => {
    const { email } = await confirmedAccount();
    const session = await login(email, PASSWORD);
    const res = await call('POST', '/api/auth/change-password', {
      session,
      body: { oldPassword: PASSWORD, password: 'short', confirmPassword: 'short' },
    });
    expect(res.status).toBe(400);
    expect(res.body.systemCode).toBe(4003);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });
});

describe('invitations', () => {
  it('are for staff only: a client gets 403 with 40011', async () => {
    const john = await as('john');
    const res = await call('POST', '/api/auth/invitations', {
      session: john,
      body: { email: uniqueEmail('inv'), firstName: 'Ivy', lastName: 'Invited' },
    });
    expect(res.status).toBe(403);
    expect(res.body.systemCode).toBe(40011);
  });

  it('staff invite; the link shows the invitation; accepting signs the person up without email confirmation', async () => {
    const admin = await as('admin');
    const email = uniqueEmail('inv');
    const sent = await call('POST', '/api/auth/invitations', {
      session: admin,
      body: { email, firstName: 'Ivy', lastName: 'Invited' },
    });
    expect(sent.status, sent.text).toBe(201);
    expect(Date.parse(sent.body.expiresAt)).toBeGreaterThan(Date.now());

    const mail = await latestMail(email, 'INVITATION');
    expect(mail.link).toBe(`${stackUrl()}/invitation/${mail.code}`);
    const shown = await call('GET', `/api/auth/invitations/${mail.code}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ email, firstName: 'Ivy', lastName: 'Invited' });

    const password = 'Invited#2026';
    const accepted = await call('POST', `/api/auth/invitations/${mail.code}/accept`, {
      body: { password, confirmPassword: password },
    });
    expect(accepted.status, accepted.text).toBe(201);
    expect((await storedUser(accepted.body.userId))).toMatchObject({ email, emailConfirmed: true, firstName: 'Ivy' });

    const session = await login(email, password);
    const me = await call('GET', '/api/users/me', { session });
    expect(me.body).toMatchObject({ email, firstName: 'Ivy', lastName: 'Invited', emailConfirmed: true });

    // The link works once.
    const again = await call('GET', `/api/auth/invitations/${mail.code}`);
    expect(again.body.systemCode).toBe(40013);
  });

  it('refuses to invite an email that already has an account (4008)', async () => {
    const res = await call('POST', '/api/auth/invitations', {
      session: await as('admin'),
      body: { email: PERSONAS.john, firstName: 'John', lastName: 'Doe' },
    });
    expect(res.status).toBe(409);
    expect(res.body.systemCode).toBe(4008);
  });

  it('answers an outdated invitation with 40013 and creates no account', async () => {
    const code = randomBytes(32).toString('base64url');
    const email = uniqueEmail('late');
    const { client, name } = table();
    await client.send(
      new PutCommand({
        TableName: name,
        Item: OneTimeCodeEntity.toItem({
          codeHash: hashCode(code),
          kind: 'INVITATION',
          email,
          firstName: 'Late',
          lastName: 'Comer',
          preferredLanguage: 'EN',
          expiresAt: new Date(Date.now() - 3600_000).toISOString(),
        }),
      }),
    );
    const shown = await call('GET', `/api/auth/invitations/${code}`);
    expect(shown.status).toBe(400);
    expect(shown.body.systemCode).toBe(40013);
    const accepted = await call('POST', `/api/auth/invitations/${code}/accept`, {
      body: { password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(accepted.status).toBe(400);
    expect(accepted.body.systemCode).toBe(40013);
    expect(await emailClaim(email)).toBeUndefined();
  });
});

describe('the signed-in user', () => {
  it('GET /api/users/me answers the caller, and 401 without a token', async () => {
    const john = await as('john');
    const me = await call('GET', '/api/users/me', { session: john });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: PERSONAS.john, firstName: 'John', staff: false, emailConfirmed: true });
    expect(john.workspaces.map((w) => w.id)).toContain(me.body.personId);
    expect(me.body).not.toHaveProperty('password');

    const anonymous = await call('GET', '/api/users/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.systemCode).toBe('unauthorized');
  });

  it('PUT notification-setting and preferences change the stored user and are audited', async () => {
    const { email, userId } = await confirmedAccount();
    const session = await login(email, PASSWORD);
    expect((await storedUser(userId))).toMatchObject({ notificationEnable: true, preferredLanguage: 'EN' });

    const off = await call('PUT', '/api/users/me/notification-setting', { session, body: { notificationEnable: false } });
    expect(off.status, off.text).toBe(200);
    expect(off.body.notificationEnable).toBe(false);
    expect((await storedUser(userId))?.notificationEnable).toBe(false);

    const ru = await call('PUT', '/api/users/me/preferences', { session, body: { preferredLanguage: 'RU' } });
    expect(ru.status, ru.text).toBe(200);
    expect(ru.body.preferredLanguage).toBe('RU');
    expect((await storedUser(userId))).toMatchObject({ preferredLanguage: 'RU', notificationEnable: false });

    const bad = await call('PUT', '/api/users/me/preferences', { session, body: { preferredLanguage: 'DE' } });
    expect(bad.status).toBe(400);
    expect(bad.body.systemCode).toBe('invalid_request');
    expect((await storedUser(userId))?.preferredLanguage).toBe('RU');

    const events = await auditEvents(`USER#${userId}`);
    const setting = events.find((e) => e.event === 'NOTIFICATION_SETTING_CHANGED' && e.success);
    expect(setting).toMatchObject({ props: { changed: { notificationEnable: false } }, producer: { userId } });
    const prefs = events.find((e) => e.event === 'PREFERENCES_CHANGED' && e.success);
    expect(prefs).toMatchObject({ props: { changed: { preferredLanguage: 'RU' } }, producer: { userId } });
    // The refused change is recorded as a failure on the same trail, with who tried it.
    const refused = events.find(
      (e) => e.event === 'PREFERENCES_CHANGED' && !e.success && e.producer?.userId === userId,
    );
    expect(refused?.props.systemCode).toBe('invalid_request');
  });

  it('GET /api/admin/mail is for staff only', async () => {
    const res = await call('GET', '/api/admin/mail', { session: await as('john') });
    expect(res.status).toBe(403);
    expect(res.body.systemCode).toBe(40011);
    expect(res.body).not.toHaveProperty('data');
  });
});
