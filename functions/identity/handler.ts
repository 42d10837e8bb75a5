import * as R from '../../shared/identity/identity.routes.js';
import { bind, createApiHandler } from '../core/http.js';
import { acceptInvitation, getInvitation, invite } from './services/invitations.js';
import { listOutbox } from './services/mailer.js';
import { changePassword, requestPasswordReset, resetPassword } from './services/passwords.js';
import { register } from './services/register.js';
import { confirmEmail, login, logout, refresh } from './services/sessions.js';
import { getMe, updateSettings } from './services/settings.js';

export const bindings = [
  bind(R.registerRoute, ({ body }, ctx) => register(body, ctx)),
  bind(R.confirmEmailRoute, ({ body }, ctx) => confirmEmail(body, ctx)),
  bind(R.loginRoute, ({ body }, ctx) => login(body, ctx)),
  bind(R.refreshRoute, ({ body }, ctx) => refresh(body, ctx)),
  bind(R.logoutRoute, ({ body }) => logout(body)),
  bind(R.passwordResetRequestRoute, ({ body }, ctx) => requestPasswordReset(body, ctx)),
  bind(R.resetPasswordRoute, ({ body }, ctx) => resetPassword(body, ctx)),
  bind(R.changePasswordRoute, ({ body }, ctx) => changePassword(body, ctx)),
  bind(R.inviteRoute, ({ body }, ctx) => invite(body, ctx)),
  bind(R.getInvitationRoute, ({ params }) => getInvitation(params)),
  bind(R.acceptInvitationRoute, ({ params, body }, ctx) => acceptInvitation({ ...params, ...body }, ctx)),
  bind(R.getMeRoute, (_input, ctx) => getMe(ctx)),
  bind(R.notificationSettingRoute, ({ body }, ctx) => updateSettings(body, ctx)),
  bind(R.preferencesRoute, ({ body }, ctx) => updateSettings(body, ctx)),
  bind(R.listMailRoute, async () => ({ data: await listOutbox() })),
];

export const handler = createApiHandler(bindings);
