import type { TServerFrame } from '../../../shared/realtime/realtime.schema.js';
import { config } from '../../core/config.js';
import { lazy } from '../../core/lazy.js';

/**
 * The API Gateway management API client, loaded on first use from the Lambda runtime's SDK
 * (functions/core/lazy.ts) and pointed at the WebSocket API's callback URL (the local gateway
 * answers the same calls locally).
 */
const management = lazy(async () => {
  const sdk = await import('@aws-sdk/client-apigatewaymanagementapi');
  return { sdk, client: new sdk.ApiGatewayManagementApiClient({ endpoint: config.realtimeCallbackUrl, maxAttempts: 2 }) };
});

/** A connection that has closed answers 410 GoneException. */
function isGone(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'GoneException' || e?.$metadata?.httpStatusCode === 410;
}

/** Posts a frame to one connection; false when the connection is gone. */
export async function postFrame(connectionId: string, frame: TServerFrame): Promise<boolean> {
  const { sdk, client } = await management();
  try {
    await client.send(new sdk.PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(JSON.stringify(frame)) }));
    return true;
  } catch (error) {
    if (isGone(error)) return false;
    throw error;
  }
}

/** Closes a connection from the server side (its $disconnect follows). */
export async function closeConnection(connectionId: string): Promise<void> {
  const { sdk, client } = await management();
  try {
    await client.send(new sdk.DeleteConnectionCommand({ ConnectionId: connectionId }));
  } catch (error) {
    if (!isGone(error)) throw error;
  }
}
