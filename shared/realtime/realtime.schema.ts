/**
 * What travels over the live connection: the client's frames (routed by `type` in the $default
 * route) and the server's. Channels are in channels.ts.
 */
import * as z from 'zod/mini';
import { ZMessageSchema, ZOutgoingMessageSchema } from '../chat/chat.schema.js';
import { ZNotificationSchema } from '../notifications/notifications.schema.js';

/** Query parameters of the connect URL: browsers cannot set headers on a WebSocket. */
export const CONNECT_PARAMS = { accessToken: 'token', permissionToken: 'permission' } as const;
/** Where the live connection is served, on the web origin (CloudFront, the local gateway). */
export const LIVE_PATH = '/ws';

const channel = z.string().check(z.minLength(1), z.maxLength(128));

export const ZClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SUBSCRIBE'), channel }),
  z.object({ type: z.literal('UNSUBSCRIBE'), channel }),
  z.object({ type: z.literal('SEND'), destination: channel, message: ZOutgoingMessageSchema }),
  /** The receipt for messages the client has shown: they become seen and distributed. */
  z.object({
    type: z.literal('DELIVERED'),
    chatId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    messageIds: z.array(z.string().check(z.maxLength(64))).check(z.minLength(1), z.maxLength(100)),
  }),
  z.object({ type: z.literal('PING') }),
]);
export type TClientFrame = z.infer<typeof ZClientFrameSchema>;

export type TServerFrame =
  | { type: 'SUBSCRIBED' | 'UNSUBSCRIBED'; channel: string }
  | { type: 'ACK'; uuid: string; message: z.infer<typeof ZMessageSchema> }
  | { type: 'MESSAGE'; channel: string; message: z.infer<typeof ZMessageSchema> }
  | { type: 'DELIVERED'; channel: string; chatId: string; messageIds: string[] }
  | { type: 'NOTIFICATION'; channel: string; notification: z.infer<typeof ZNotificationSchema>; unseen: number }
  | {
      /** A payroll import moved (issue 18): its state as the imports page shows it, pushed to PAYROLL_IMPORTS. */
      type: 'IMPORT_PROGRESS';
      channel: string;
      importId: string;
      status: string;
      counts: { input: number; written: number; held: number; rejected: number };
      chunks: { total: number; done: number };
      failure?: string;
      failureCode?: string;
      failureParams?: Record<string, string | number>;
    }
  | { type: 'PONG' }
  | { type: 'ERROR'; systemCode: string | number; message: string; ref?: string };
