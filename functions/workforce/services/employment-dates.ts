/**
 * The dates of a company's employments (start, termination), for the leave accrual job: one Query of
 * the employer's partition that reads three attributes of each, not whole records (docs/data-model.md
 * W2). Light: no other service of the domain comes with it.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../core/config.js';
import { ddb } from '../../core/ddb.js';

export interface TEmploymentDates {
  id: string;
  startDate: string;
  terminationDate?: string;
}

export async function employmentDatesOf(companyId: string): Promise<TEmploymentDates[]> {
  const out: TEmploymentDates[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ProjectionExpression: 'id, startDate, terminationDate',
        ExpressionAttributeValues: { ':pk': `WS#${companyId}`, ':sk': 'EMPLOYMENT#' },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      if (typeof item.id !== 'string' || typeof item.startDate !== 'string') continue;
      out.push({ id: item.id, startDate: item.startDate, ...(typeof item.terminationDate === 'string' ? { terminationDate: item.terminationDate } : {}) });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}
