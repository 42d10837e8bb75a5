import * as R from '@shared/identity/identity.routes.js';
import type { TInvitationRequest, TLoginRequest, TRegisterRequest } from '@shared/identity/identity.schema.js';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';
import { initialWorkspace, currentWorkspace, setWorkspace } from '../../workspaces/workspace-store';
import { session } from '../session';

/** Signs in through the API (lockout and the permission token are the server's); resets the workspace. */
export async function login(body: TLoginRequest): Promise<void> {
  const saved = currentWorkspace.get();
  const tokens = await callRoute(R.loginRoute, { body }, { workspaceId: null });
  session.set(tokens);
  const principal = session.principal();
  setWorkspace(principal ? initialWorkspace(principal, saved) : null);
}

/** Signs out: revokes the refresh token (best effort) and clears the user and the workspace. */
export async function logout(): Promise<void> {
  const tokens = session.tokens();
  if (tokens) {
    try {
      await callRoute(R.logoutRoute, { body: { refreshToken: tokens.refreshToken } });
    } catch {
      // The local session ends either way.
    }
  }
  session.clear();
  setWorkspace(null);
}

export const register = (body: TRegisterRequest) => callRoute(R.registerRoute, { body });
export const confirmEmail = (confirmationCode: string) => callRoute(R.confirmEmailRoute, { body: { confirmationCode } });
export const requestPasswordReset = (email: string) => callRoute(R.passwordResetRequestRoute, { body: { email } });
export const resetPassword = (body: { resetCode: string; password: string; confirmPassword: string }) =>
  callRoute(R.resetPasswordRoute, { body });
export const acceptInvitation = (code: string, body: { password: string; confirmPassword: string }) =>
  callRoute(R.acceptInvitationRoute, { params: { code }, body });
/**
 * Changes the password. The change ends every session, this one included
 * (docs/decisions/0018-identity-hardening.md), so the web signs in again with the new password.
 */
export async function changePassword(body: { oldPassword: string; password: string; confirmPassword: string }) {
  const result = await callRoute(R.changePasswordRoute, { body });
  const email = session.principal()?.email;
  if (email) await login({ email, password: body.password });
  return result;
}
export const setNotificationSetting = (notificationEnable: boolean) =>
  callRoute(R.notificationSettingRoute, { body: { notificationEnable } });
export const setPreferredLanguage = (preferredLanguage: 'EN' | 'RU') =>
  callRoute(R.preferencesRoute, { body: { preferredLanguage } });

export const invitationQuery = (code: string) =>
  queryOptions({
    queryKey: ['invitation', code],
    queryFn: () => callRoute(R.getInvitationRoute, { params: { code } }),
    retry: false,
  });

export const meQuery = (userId: string | undefined) =>
  queryOptions({ queryKey: ['me', userId], queryFn: () => callRoute(R.getMeRoute), enabled: Boolean(userId) });

export const mailQuery = () =>
  queryOptions({ queryKey: ['admin', 'mail'], queryFn: () => callRoute(R.listMailRoute, { query: {} }) });

/** Staff invite a person by email (the admin individuals list); the link goes to them and the outbox. */
export const invitePerson = (body: TInvitationRequest) => callRoute(R.inviteRoute, { body });
