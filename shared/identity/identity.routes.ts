import * as z from 'zod/mini';
import { defineRoute } from '../api/route.js';
import { ZEmptySchema, ZOkSchema } from '../core/common.schema.js';
import * as S from './identity.schema.js';

const domain = 'identity' as const;

export const registerRoute = defineRoute({
  id: 'identity.register', domain, method: 'POST', path: '/api/auth/register',
  summary: 'Register a person; a confirmation link is emailed',
  permission: { access: 'public' }, body: S.ZRegisterRequestSchema,
  response: z.object({ userId: z.string() }), status: 201, audit: 'USER_REGISTERED',
});
export const confirmEmailRoute = defineRoute({
  id: 'identity.confirmEmail', domain, method: 'POST', path: '/api/auth/confirm-email',
  summary: 'Confirm an email address with the code from the link /confirmemail/{code}',
  permission: { access: 'public' }, body: S.ZConfirmEmailRequestSchema, response: ZOkSchema, audit: 'EMAIL_CONFIRMED',
});
export const loginRoute = defineRoute({
  id: 'identity.login', domain, method: 'POST', path: '/api/auth/login',
  summary: 'Sign in: access, refresh and permission tokens',
  permission: { access: 'public' }, body: S.ZLoginRequestSchema, response: S.ZTokensSchema, audit: 'LOGIN',
});
export const refreshRoute = defineRoute({
  id: 'identity.refresh', domain, method: 'POST', path: '/api/auth/refresh',
  summary: 'New access and permission tokens for a refresh token',
  permission: { access: 'public' }, body: S.ZRefreshRequestSchema, response: S.ZRefreshResponseSchema,
  audit: 'TOKEN_REFRESHED',
});
export const logoutRoute = defineRoute({
  id: 'identity.logout', domain, method: 'POST', path: '/api/auth/logout',
  summary: 'Sign out: revokes a refresh token of the caller (40011 for any other); the session ends when its 5-minute permission token expires',
  permission: { access: 'signedIn' }, body: S.ZLogoutRequestSchema, response: ZOkSchema, audit: 'LOGOUT',
});
export const passwordResetRequestRoute = defineRoute({
  id: 'identity.requestPasswordReset', domain, method: 'POST', path: '/api/auth/password-reset',
  summary: 'Email a password reset link /resetpassword/{code}',
  permission: { access: 'public' }, body: S.ZPasswordResetRequestSchema, response: ZOkSchema, status: 202,
  audit: 'PASSWORD_RESET_REQUESTED',
});
export const resetPasswordRoute = defineRoute({
  id: 'identity.resetPassword', domain, method: 'POST', path: '/api/auth/reset-password',
  summary: 'Set a new password with a reset code',
  permission: { access: 'public' }, body: S.ZResetPasswordRequestSchema, response: ZOkSchema, audit: 'PASSWORD_RESET',
});
export const changePasswordRoute = defineRoute({
  id: 'identity.changePassword', domain, method: 'POST', path: '/api/auth/change-password',
  summary: 'Change the password (40015 on a wrong old password)',
  permission: { access: 'signedIn' }, body: S.ZChangePasswordRequestSchema, response: ZOkSchema,
  audit: 'PASSWORD_CHANGED',
});
export const inviteRoute = defineRoute({
  id: 'identity.invite', domain, method: 'POST', path: '/api/auth/invitations',
  summary: 'Invite a person by email (staff)',
  permission: { access: 'staff' }, body: S.ZInvitationRequestSchema,
  response: z.object({ expiresAt: z.string() }), status: 201, audit: 'INVITATION_SENT',
});
export const getInvitationRoute = defineRoute({
  id: 'identity.getInvitation', domain, method: 'GET', path: '/api/auth/invitations/{code}',
  summary: 'Read an invitation (40013 when outdated)',
  permission: { access: 'public' }, params: S.ZCodeParamsSchema, response: S.ZInvitationSchema,
});
export const acceptInvitationRoute = defineRoute({
  id: 'identity.acceptInvitation', domain, method: 'POST', path: '/api/auth/invitations/{code}/accept',
  summary: 'Complete registration from an invitation',
  permission: { access: 'public' }, params: S.ZCodeParamsSchema, body: S.ZAcceptInvitationRequestSchema,
  response: z.object({ userId: z.string() }), status: 201, audit: 'INVITATION_ACCEPTED',
});
export const getMeRoute = defineRoute({
  id: 'identity.getMe', domain, method: 'GET', path: '/api/users/me',
  summary: 'The signed-in user', permission: { access: 'signedIn' }, response: S.ZUserSchema,
});
export const notificationSettingRoute = defineRoute({
  id: 'identity.notificationSetting', domain, method: 'PUT', path: '/api/users/me/notification-setting',
  summary: 'Turn notifications on or off', permission: { access: 'signedIn' },
  body: S.ZNotificationSettingRequestSchema, response: S.ZUserSchema, audit: 'NOTIFICATION_SETTING_CHANGED',
});
export const preferencesRoute = defineRoute({
  id: 'identity.preferences', domain, method: 'PUT', path: '/api/users/me/preferences',
  summary: 'Set the preferred language', permission: { access: 'signedIn' },
  body: S.ZPreferencesRequestSchema, response: S.ZUserSchema, audit: 'PREFERENCES_CHANGED',
});
export const listMailRoute = defineRoute({
  id: 'identity.listMail', domain, method: 'GET', path: '/api/admin/mail',
  summary: 'The local outbox: emails the portal sent (ADMIN, local mode; links to other staff accounts hidden)',
  permission: { access: 'staff', roles: ['ADMIN'] }, query: z.partial(ZEmptySchema), response: z.object({ data: z.array(S.ZMailSchema) }),
});

export const identityRoutes = [
  registerRoute, confirmEmailRoute, loginRoute, refreshRoute, logoutRoute, passwordResetRequestRoute,
  resetPasswordRoute, changePasswordRoute, inviteRoute, getInvitationRoute, acceptInvitationRoute, getMeRoute,
  notificationSettingRoute, preferencesRoute, listMailRoute,
] as const;
