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
    expiresAt: z.string(),
  }),
  key: (a: { codeHash: string }) => ({ PK: `CODE#${a.codeHash}`, SK: 'CODE' }),
  keyOf: (c) => ({ codeHash: c.codeHash }),
  // Kept a day past expiry so an outdated invitation still answers 40013, not "invalid".
  ttl: (c) => Math.floor(Date.parse(c.expiresAt) / 1000) + 86_400,
});

/** Failed sign-ins of one account in the current 15-minute window. */
export const LoginFailuresEntity = defineEntity({
  name: 'LoginFailures',
  schema: z.object({
    email: z.string(),
    count: z.number(),
    windowStart: z.number(),
    lockedUntil: z.optional(z.number()),
  }),
  key: (a: { email: string }) => ({ PK: `LOGINFAIL#${a.email}`, SK: 'WINDOW' }),
  keyOf: (f) => ({ email: f.email }),
  ttl: (f) => Math.floor(Math.max(f.windowStart, f.lockedUntil ?? 0) / 1000) + 3600,
});

/** The local outbox: emails written here instead of SES, newest first. */
export const MailEntity = defineEntity({
  name: 'Mail',
  schema: ZMailSchema,
  key: (a: { createdAt: string; id: string }) => ({ PK: 'OUTBOX', SK: `${a.createdAt}#${a.id}` }),
  keyOf: (m) => ({ createdAt: m.createdAt, id: m.id }),
  ttl: (m) => Math.floor(Date.parse(m.createdAt) / 1000) + 30 * 86_400,
});
