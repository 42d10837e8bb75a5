/** Direct clients on the local services, for asserting what a call stored (never mocks). */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { stackEnv } from './api.js';

let doc: DynamoDBDocumentClient | undefined;
export function table() {
  const env = stackEnv();
  doc ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
      region: env.AWS_REGION,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
    }),
  );
  return { client: doc, name: env.TABLE_NAME! };
}

/** Audit events of a chain (a workspace id, or USER#<id>), newest first. */
export async function auditEvents(chain: string, limit = 50) {
  const { client, name } = table();
  const out = await client.send(
    new QueryCommand({
      TableName: name,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': `AUDIT#${chain}` },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []) as { event: string; success: boolean; props: Record<string, unknown>; producer: any; consumer?: any; actingFor?: string }[];
}

/** Every stored lead, read from its partition (consistent, not through the API under test). */
export async function storedLeads(): Promise<Record<string, unknown>[]> {
  const { client, name } = table();
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await client.send(
      new QueryCommand({
        TableName: name,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': 'LEADS' },
        ExclusiveStartKey: start,
        ConsistentRead: true,
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}
