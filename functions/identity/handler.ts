import * as R from '../../shared/identity/identity.routes.js';
import { bind, createApiHandler, principalOf } from '../core/http.js';
import { lazy } from '../core/lazy.js';

/**
 * Each route's service module is imported on its first call (a chunk of its own in the bundle):
 * a cold start loads only the core and the route table (infra/constructs/bundling.ts).
 */
const invitations = lazy(() => import('./services/invitations.js'));
const mailer = lazy(() => import('./services/mailer.js'));
const passwords = lazy(() => import('./services/passwords.js'));
const register = lazy(() => import('./services/register.js'));
const sessions = lazy(() => import('./services/sessions.js'));
const settings = lazy(() => import('./services/settings.js'));

export const bindings = [
  bind(R.registerRoute, async ({ body }, ctx) => (await register()).register(body, ctx)),
  bind(R.confirmEmailRoute, async ({ body }, ctx) => (await sessions()).confirmEmail(body, ctx)),
  bind(R.loginRoute, async ({ body }, ctx) => (await sessions()).login(body, ctx)),
  bind(R.refreshRoute, async ({ body }, ctx) => (await sessions()).refresh(body, ctx)),
  bind(R.logoutRoute, async ({ body }, ctx) => (await sessions()).logout(body, ctx)),
  bind(R.passwordResetRequestRoute, async ({ body }, ctx) => (await passwords()).requestPasswordReset(body, ctx)),
  bind(R.resetPasswordRoute, async ({ body }, ctx) => (await passwords()).resetPassword(body, ctx)),
  bind(R.changePasswordRoute, async ({ body }, ctx) => (await passwords()).changePassword(body, ctx)),
  bind(R.inviteRoute, async ({ body }, ctx) => (await invitations()).invite(body, ctx)),
  bind(R.getInvitationRoute, async ({ params }) => (await invitations()).getInvitation(params)),
  bind(R.acceptInvitationRoute, async ({ params, body }, ctx) => (await invitations()).acceptInvitation({ ...params, ...body }, ctx)),
  bind(R.getMeRoute, async (_input, ctx) => (await settings()).getMe(ctx)),
  bind(R.notificationSettingRoute, async ({ body }, ctx) => (await settings()).updateSettings(body, ctx)),
  bind(R.preferencesRoute, async ({ body }, ctx) => (await settings()).updateSettings(body, ctx)),
  bind(R.listMailRoute, async (_input, ctx) => ({ data: await (await mailer()).listOutbox(principalOf(ctx)) })),
];

export const handler = createApiHandler(bindings);
