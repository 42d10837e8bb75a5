import * as R from '../../shared/chat/chat.routes.js';
import { bind, createApiHandler } from '../core/http.js';
import { lazy } from '../core/lazy.js';

/** The room services load on the first call (their own chunk, infra/constructs/bundling.ts). */
const rooms = lazy(() => import('./services/rooms.js'));

export const bindings = [
  bind(R.getChatRoute, async ({ params }, ctx) => (await rooms()).getChat(params, ctx)),
  bind(R.createChatRoute, async ({ body }, ctx) => (await rooms()).createChat(body, ctx)),
  bind(R.listMessagesRoute, async ({ params, query }, ctx) => (await rooms()).listMessages({ id: params.id, page: query }, ctx)),
  bind(R.listRoomsRoute, async ({ query }) => (await rooms()).listRooms(query)),
  bind(R.listRoomMessagesRoute, async ({ params, query }) => (await rooms()).listRoomMessages({ id: params.id, page: query })),
];

export const handler = createApiHandler(bindings);
