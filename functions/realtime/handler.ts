import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyResult, APIGatewayProxyWebsocketEventV2, Context } from 'aws-lambda';
import { $ZodError } from 'zod/v4/core';
import * as z from 'zod/mini';
import { ERROR_CATALOGUE } from '../../shared/core/errors.js';
import { UNSAFE_TEXT_MESSAGE, unsafeTextPath } from '../../shared/core/text.js';
import { CONNECT_PARAMS, type TClientFrame, type TServerFrame, ZClientFrameSchema } from '../../shared/realtime/realtime.schema.js';
import { AppError } from '../core/errors.js';
import { validationError } from '../core/http.js';
import { logger } from '../core/logger.js';
import type { TConnection } from './data/connection.entities.js';
import { closeConnectionRecords, connectionOf, openConnection, subscribe, unsubscribe } from './services/connections.js';
import { sendToConnection } from './services/publish.js';
import { lazy } from '../core/lazy.js';

/**
 * The WebSocket API's one function: $connect authenticates and checks the Origin, $disconnect
 * forgets the connection, and $default routes each frame by its `type`. Answers to a frame go back
 * through the management API (functions/realtime/services/management.ts); the chat's own work
 * loads on the first message (its own chunk).
 */
const chat = lazy(() => import('../chat/services/messages.js'));

/** $connect also carries the query string and headers, which the v2 WebSocket type leaves out. */
export type TSocketEvent = APIGatewayProxyWebsocketEventV2 & {
  queryStringParameters?: Record<string, string | undefined>;
  headers?: Record<string, string | undefined>;
};

const ok = (): APIGatewayProxyResult => ({ statusCode: 200, body: '' });

function headerOf(event: TSocketEvent, name: string): string | undefined {
  const entry = Object.entries(event.headers ?? {}).find(([k]) => k.toLowerCase() === name);
  return entry?.[1];
}

async function onConnect(event: TSocketEvent): Promise<APIGatewayProxyResult> {
  try {
    const connection = await openConnection({
      connectionId: event.requestContext.connectionId,
      origin: headerOf(event, 'origin'),
      accessToken: event.queryStringParameters?.[CONNECT_PARAMS.accessToken],
      permissionToken: event.queryStringParameters?.[CONNECT_PARAMS.permissionToken],
    });
    logger.info('Connected', { userId: connection.userId });
    return ok();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // API Gateway refuses the handshake with this status; the body is not shown to browsers.
    logger.info('Connection refused', { systemCode: error.systemCode, param: error.param, cause: String(error.cause ?? '') });
    return { statusCode: error.status, body: JSON.stringify({ systemCode: error.systemCode, message: error.message }) };
  }
}

async function route(connection: TConnection, frame: TClientFrame): Promise<TServerFrame | undefined> {
  switch (frame.type) {
    case 'SUBSCRIBE':
      await subscribe(connection, frame.channel);
      return { type: 'SUBSCRIBED', channel: frame.channel };
    case 'UNSUBSCRIBE':
      await unsubscribe(connection, frame.channel);
      return { type: 'UNSUBSCRIBED', channel: frame.channel };
    case 'SEND':
      // The chat service posts the ACK itself, alongside the delivery to the other side.
      await (await chat()).sendMessage(connection, frame.destination, frame.message);
      return undefined;
    case 'DELIVERED':
      await (await chat()).markDelivered(connection, frame.chatId, frame.messageIds);
      return undefined;
    case 'PING':
      return { type: 'PONG' };
  }
}

function frameRef(raw: unknown): string | undefined {
  const r = raw as { channel?: unknown; message?: { uuid?: unknown } } | undefined;
  const ref = typeof r?.channel === 'string' ? r.channel : r?.message?.uuid;
  return typeof ref === 'string' ? ref.slice(0, 128) : undefined;
}

async function onMessage(event: TSocketEvent): Promise<APIGatewayProxyResult> {
  const connectionId = event.requestContext.connectionId;
  let raw: unknown;
  try {
    const connection = await connectionOf(connectionId);
    try {
      raw = JSON.parse(event.body ?? '');
    } catch {
      throw new AppError('invalid_request', { param: 'body', message: 'A frame is a JSON object' });
    }
    // The same rule as every HTTP input (functions/core/http.ts): no control or bidi characters.
    const unsafe = unsafeTextPath(raw, '');
    if (unsafe !== undefined) throw new AppError('invalid_request', { param: unsafe || 'body', message: UNSAFE_TEXT_MESSAGE });
    const parsed = z.safeParse(ZClientFrameSchema, raw);
    if (!parsed.success) throw validationError(parsed.error, 'body');
    const answer = await route(connection, parsed.data);
    if (answer) await sendToConnection(connectionId, answer);
  } catch (error) {
    const known = error instanceof AppError;
    if (!known) logger.error('Frame failed', { error: error instanceof $ZodError ? error.issues : error });
    const frame: TServerFrame = known
      ? { type: 'ERROR', systemCode: error.systemCode, message: error.message, ref: frameRef(raw) }
      : { type: 'ERROR', systemCode: 'internal_error', message: ERROR_CATALOGUE.internal_error.message, ref: frameRef(raw) };
    await sendToConnection(connectionId, frame).catch((postError: unknown) => logger.error('Could not post the error', { error: postError }));
  }
  return ok();
}

async function dispatch(event: TSocketEvent): Promise<APIGatewayProxyResult> {
  switch (event.requestContext.routeKey) {
    case '$connect':
      return onConnect(event);
    case '$disconnect':
      await closeConnectionRecords(event.requestContext.connectionId);
      return ok();
    default:
      return onMessage(event);
  }
}

export const handler = middy<TSocketEvent, APIGatewayProxyResult, Error, Context>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(dispatch);
