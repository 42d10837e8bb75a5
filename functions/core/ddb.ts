import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * The one DynamoDB client of a function instance. A middleware refuses Scan, so no request path
 * can fall back to one (docs/data-model.md; test/unit/no-scan.test.ts).
 */
const base = new DynamoDBClient({ maxAttempts: 3 });
base.middlewareStack.add(
  (next, context) => async (args) => {
    if (context.commandName === 'ScanCommand') {
      throw new Error('Scan is not allowed in a request path: query a designed key or index');
    }
    return next(args);
  },
  { step: 'initialize', name: 'refuseScan' },
);

export const ddb = DynamoDBDocumentClient.from(base, {
  marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
});
