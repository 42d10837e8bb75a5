import * as z from 'zod';
import { ZEmailSchema, ZLanguageSchema } from '../core/common.schema.js';
import { ZPasswordSchema, withPasswordConfirmation } from '../core/password.js';
import { ZGrantSchema } from '../core/permissions.js';
import { ROLES } from '../core/roles.js';

/** Login (spec 000 §5): email required, min 5; password required, min 3. */
export const ZLoginRequestSchema = z.object({
  email: z.string().trim().min(5).max(254).toLowerCase(),
  password: z.string().min(3).max(256),
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

export const ZRefreshRequestSchema = z.object({ refreshToken: z.string().min(10).max(8192) });
export const ZRefreshResponseSchema = ZTokensSchema.omit({ refreshToken: true });
export const ZLogoutRequestSchema = z.object({ refreshToken: z.string().min(10).max(8192) });

const ZName = z.string().trim().min(1).max(64);

export const ZRegisterRequestSchema = withPasswordConfirmation(
  z.object({
    email: ZEmailSchema,
    firstName: ZName,
    lastName: ZName,
    password: ZPasswordSchema,
    confirmPassword: z.string(),
    preferredLanguage: ZLanguageSchema.default('EN'),
  }),
);
export type TRegisterRequest = z.input<typeof ZRegisterRequestSchema>;

const ZCode = z.string().trim().min(16).max(128).regex(/^[A-Za-z0-9_-]+$/u);
export const ZCodeParamsSchema = z.object({ code: ZCode });
export const ZConfirmEmailRequestSchema = z.object({ confirmationCode: ZCode });

/** Reset request (spec 000 §5): email required, min 3. */
export const ZPasswordResetRequestSchema = z.object({ email: z.string().trim().min(3).max(254).toLowerCase() });
export const ZResetPasswordRequestSchema = withPasswordConfirmation(
  z.object({ resetCode: ZCode, password: ZPasswordSchema, confirmPassword: z.string() }),
);
export const ZChangePasswordRequestSchema = withPasswordConfirmation(
  z.object({ oldPassword: z.string().min(1).max(256), password: ZPasswordSchema, confirmPassword: z.string() }),
);

export const ZInvitationRequestSchema = z.object({
  email: ZEmailSchema,
  firstName: ZName,
  lastName: ZName,
  preferredLanguage: ZLanguageSchema.default('EN'),
});
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
  personId: z.string().optional(),
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
  link: z.string().optional(),
  kind: z.enum(['CONFIRM_EMAIL', 'RESET_PASSWORD', 'INVITATION']),
  createdAt: z.string(),
});
export type TMail = z.infer<typeof ZMailSchema>;
