import * as z from 'zod/mini';
import { ZEmailSchema, ZLanguageSchema } from '../core/common.schema.js';
import { ERROR_CATALOGUE } from '../core/errors.js';
import { ZPasswordSchema, withPasswordConfirmation } from '../core/password.js';
import { ZGrantSchema } from '../core/permissions.js';
import { ROLES } from '../core/roles.js';

/** Login (spec 000 §5): email required, min 5; password required, min 3. */
export const ZLoginRequestSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(5), z.maxLength(254), z.toLowerCase()),
  password: z.string().check(z.minLength(3), z.maxLength(256)),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

/** Login response (spec 001 §7): accessToken, refreshToken and the permission token (secondaryToken). */
export const ZTokensSchema = z.object({
  accessToken: z.string(),
  idToken: z.string(),
  refreshToken: z.string(),
  secondaryToken: z.string(),
  expiresIn: z.number(),
});
export type TTokens = z.infer<typeof ZTokensSchema>;

export const ZRefreshRequestSchema = z.object({ refreshToken: z.string().check(z.minLength(10), z.maxLength(8192)) });
export const ZRefreshResponseSchema = z.omit(ZTokensSchema, { refreshToken: true });
export const ZLogoutRequestSchema = z.object({ refreshToken: z.string().check(z.minLength(10), z.maxLength(8192)) });

const ZName = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));

/** The terms message (spec 001 §8, 4004): the API maps it to its code, the form shows it under the box. */
export const TERMS_NOT_ACCEPTED_MESSAGE = ERROR_CATALOGUE[4004].message;
/**
 * Registration needs the terms accepted: anything but `true` (absent included) is 4004. A boolean
 * with a refinement, not a literal: an unticked box (false) is then a field issue that lets the
 * password confirmation check still run, so the form shows every problem at once.
 */
const ZTermsAcceptedSchema = z.boolean(TERMS_NOT_ACCEPTED_MESSAGE).check(z.refine((v) => v, TERMS_NOT_ACCEPTED_MESSAGE));

export const ZRegisterRequestSchema = withPasswordConfirmation(
  z.object({
    email: ZEmailSchema,
    firstName: ZName,
    lastName: ZName,
    password: ZPasswordSchema,
    confirmPassword: z.string(),
    preferredLanguage: z._default(ZLanguageSchema, 'EN'),
    termsAccepted: ZTermsAcceptedSchema,
  }),
);
export type TRegisterRequest = z.input<typeof ZRegisterRequestSchema>;

const ZCode = z.string().check(z.trim(), z.minLength(16), z.maxLength(128), z.regex(/^[A-Za-z0-9_-]+$/u));
export const ZCodeParamsSchema = z.object({ code: ZCode });
export const ZConfirmEmailRequestSchema = z.object({ confirmationCode: ZCode });

/** Reset request (spec 000 §5): email required, min 3. */
export const ZPasswordResetRequestSchema = z.object({ email: z.string().check(z.trim(), z.minLength(3), z.maxLength(254), z.toLowerCase()) });
export const ZResetPasswordRequestSchema = withPasswordConfirmation(
  z.object({ resetCode: ZCode, password: ZPasswordSchema, confirmPassword: z.string() }),
);
export const ZChangePasswordRequestSchema = withPasswordConfirmation(
  z.object({ oldPassword: z.string().check(z.minLength(1), z.maxLength(256)), password: ZPasswordSchema, confirmPassword: z.string() }),
);

export const ZInvitationRequestSchema = z.object({
  email: ZEmailSchema,
  firstName: ZName,
  lastName: ZName,
  preferredLanguage: z._default(ZLanguageSchema, 'EN'),
});
export type TInvitationRequest = z.input<typeof ZInvitationRequestSchema>;
export const ZInvitationSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  expiresAt: z.string(),
});
export const ZAcceptInvitationRequestSchema = withPasswordConfirmation(
  z.object({ password: ZPasswordSchema, confirmPassword: z.string() }),
);

export const ZUserSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  personId: z.optional(z.string()),
  staff: z.boolean(),
  roles: z.array(z.enum(ROLES)),
  grants: z.array(ZGrantSchema),
  notificationEnable: z.boolean(),
  preferredLanguage: ZLanguageSchema,
  emailConfirmed: z.boolean(),
});
export type TUser = z.infer<typeof ZUserSchema>;

export const ZNotificationSettingRequestSchema = z.object({ notificationEnable: z.boolean() });
export const ZPreferencesRequestSchema = z.object({ preferredLanguage: ZLanguageSchema });

export const ZMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.optional(z.string()),
  kind: z.enum(['CONFIRM_EMAIL', 'RESET_PASSWORD', 'INVITATION', 'SIGN_REQUEST']),
  createdAt: z.string(),
});
export type TMail = z.infer<typeof ZMailSchema>;
