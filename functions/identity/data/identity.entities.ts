import * as z from 'zod/mini';
import { ZLanguageSchema } from '../../../shared/core/common.schema.js';
import { ZMailSchema, ZUserSchema } from '../../../shared/identity/identity.schema.js';
import { defineEntity } from '../../core/entity.js';

/** A user's profile; the Cognito sub is the user id. */
export const UserEntity = defineEntity({
  name: 'User',
  // The API's user plus what only the server keeps.
  schema: z.extend(ZUserSchema, { providerWorkspaceId: z.optional(z.string()), createdAt: z.string() }),
  key: (a: { userId: string }) => ({ PK: `USER#${a.userId}`, SK: 'PROFILE' }),
  keyOf: (u) => ({ userId: u.userId }),
});

/**
 * Claims an email address: put with attribute_not_exists in the same transaction as the user,
 * so two racing registrations cannot both take it (an index cannot enforce uniqueness).
 */
export const EmailClaimEntity = defineEntity({
  name: 'EmailClaim',
  schema: z.object({ email: z.string(), userId: z.string() }),
  key: (a: { email: string }) => ({ PK: `EMAIL#${a.email}`, SK: 'CLAIM' }),
  keyOf: (c) => ({ email: c.email }),
});

/** One-time codes behind the confirmation, reset and invitation links; stored hashed. */
export const OneTimeCodeEntity = defineEntity({
  name: 'OneTimeCode',
  schema: z.object({
    codeHash: z.string(),
    kind: z.enum(['CONFIRM_EMAIL', 'RESET_PASSWORD', 'INVITATION']),
    email: z.string(),
    userId: z.optional(z.string()),
    firstName: z.optional(z.string()),
    lastName: z.optional(z.string()),
    preferredLanguage: z.optional(ZLanguageSchema),
    invitedBy: z.optional(z.string()),
    /** A reset link's credential generation: a newer reset or change ends it. */
    generation: z.optional(z.number()),
    expiresAt: z.string(),
  }),
  key: (a: { codeHash: string }) => ({ PK: `CODE#${a.codeHash}`, SK: 'CODE' }),
  keyOf: (c) => ({ codeHash: c.codeHash }),
  // Kept a day past expiry so an outdated invitation still answers 40013, not "invalid".
  ttl: (c) => Math.floor(Date.parse(c.expiresAt) / 1000) + 86_400,
});

/**
 * A fixed-window counter of attempts (failed sign-ins, reset requests) of one subject: an
 * account and client address pair, an account, or an address (docs/decisions/0018-identity-hardening.md).
 */
export const AttemptCounterEntity = defineEntity({
  name: 'AttemptCounter',
  schema: z.object({
    scope: z.enum(['LOGIN_PAIR', 'LOGIN_ACCOUNT', 'LOGIN_ADDRESS', 'CHANGE_ACCOUNT', 'RESET_ADDRESS', 'RESET_ACCOUNT']),
    subject: z.string(),
    count: z.number(),
    windowStart: z.number(),
    lockedUntil: z.optional(z.number()),
  }),
  key: (a: { scope: string; subject: string }) => ({ PK: `ATTEMPTS#${a.scope}#${a.subject}`, SK: 'WINDOW' }),
  keyOf: (c) => ({ scope: c.scope, subject: c.subject }),
  ttl: (c) => Math.floor(Math.max(c.windowStart, c.lockedUntil ?? 0) / 1000) + 3600,
});

/** A client address an account has signed in from: the account-wide lock does not apply to it. */
export const KnownAddressEntity = defineEntity({
  name: 'KnownAddress',
  schema: z.object({ email: z.string(), address: z.string(), lastSeenAt: z.number() }),
  key: (a: { email: string; address: string }) => ({ PK: `KNOWNADDR#${a.email}`, SK: a.address }),
  keyOf: (k) => ({ email: k.email, address: k.address }),
  ttl: (k) => Math.floor(k.lastSeenAt / 1000) + 90 * 86_400,
});

/**
 * The credential generation of a user: raised by every password reset and change, it ends every
 * session and reset link issued under an older one.
 */
export const CredentialsEntity = defineEntity({
  name: 'Credentials',
  schema: z.object({ userId: z.string(), generation: z.number() }),
  key: (a: { userId: string }) => ({ PK: `USER#${a.userId}`, SK: 'CREDENTIALS' }),
  keyOf: (c) => ({ userId: c.userId }),
});

/**
 * A session the API started at sign-in, by the hash of its refresh token: only these refresh,
 * only their owner may end them, and only while their generation is the user's current one.
 */
export const SessionEntity = defineEntity({
  name: 'Session',
  schema: z.object({ tokenHash: z.string(), userId: z.string(), generation: z.number(), createdAt: z.number() }),
  key: (a: { tokenHash: string }) => ({ PK: `SESSION#${a.tokenHash}`, SK: 'SESSION' }),
  keyOf: (s) => ({ tokenHash: s.tokenHash }),
  // The app client's refresh token lives 30 days (infra/stacks/auth-stack.ts).
  ttl: (s) => Math.floor(s.createdAt / 1000) + 31 * 86_400,
});

/** The local outbox: emails written here instead of SES, newest first. */
export const MailEntity = defineEntity({
  name: 'Mail',
  // Whether the recipient was staff when it was sent: the outbox hides such links from other readers.
  schema: z.extend(ZMailSchema, { recipientStaff: z.optional(z.boolean()) }),
  key: (a: { createdAt: string; id: string }) => ({ PK: 'OUTBOX', SK: `${a.createdAt}#${a.id}` }),
  keyOf: (m) => ({ createdAt: m.createdAt, id: m.id }),
  ttl: (m) => Math.floor(Date.parse(m.createdAt) / 1000) + 30 * 86_400,
});
