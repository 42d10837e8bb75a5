/**
 * Payroll (issue 17, Performance): the preview of one run for a company of 500 employees (Acme with
 * 500 more STAFF employments, clones of John's, each with a year to date), as a ratio to the raw
 * reads it needs (the company's employments, its W-4s and IT-2104s, its workweek policy, profile
 * and payroll details, and the employees' home addresses and years to date in BatchGetItems), and
 * its absolute time (target: under 2 s, the owner waits for it). Called by scripts/bench.ts, in its
 * process, against its stack.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, BatchWriteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { benchClient } from './local/bench-client.js';
import { DEMO_IDS } from './local/demo.js';
import { demoPayPeriods } from './local/demo-payroll.js';
import { timeInTurns } from './local/time-in-turns.js';

const EMPLOYEES = 500;

export async function benchPayroll(stack: { url: string; env: Record<string, string> }, owner: Record<string, string>) {
  Object.assign(process.env, stack.env);
  const raw = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.env.AWS_ENDPOINT_URL_DYNAMODB }));
  const table = stack.env.TABLE_NAME!;
  const { EmploymentEntity } = await import('../functions/workforce/data/workforce.entities.js');
  const { YtdEntity } = await import('../functions/payroll/data/payroll.entities.js');
  const { newId, newWorkspaceId } = await import('../shared/core/ids.js');

  const john = await EmploymentEntity.get({ companyId: DEMO_IDS.acme, id: DEMO_IDS.johnEmployment });
  const johnYtd = await YtdEntity.get({ employmentId: DEMO_IDS.johnEmployment, year: 2026 });
  if (!john || !johnYtd) throw new Error('the demo has no payroll for John');
  const items: Record<string, unknown>[] = [];
  const ids: string[] = [];
  for (let n = 0; n < EMPLOYEES; n += 1) {
    const id = newId();
    ids.push(id);
    const personId = newWorkspaceId('PERSON');
    items.push(EmploymentEntity.toItem({ ...john, id, personId, userId: undefined, email: `bench.payroll.${n}@example.com`, name: `Bench Employee ${String(n).padStart(3, '0')}` }));
    items.push(YtdEntity.toItem({ ...johnYtd, employmentId: id }));
  }
  for (let i = 0; i < items.length; i += 25) {
    let requests: unknown[] | undefined = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (requests?.length) {
      const out: { UnprocessedItems?: Record<string, unknown[]> } = await raw.send(new BatchWriteCommand({ RequestItems: { [table]: requests as never } }));
      requests = out.UnprocessedItems?.[table];
    }
  }

  const [last] = demoPayPeriods().slice(-1);
  const start = last!.payDate;
  const period = { payPeriodStart: start, payPeriodEnd: new Date(Date.parse(`${start}T00:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10), payDate: '2026-12-31' };
  const body = { ...period, lines: [DEMO_IDS.johnEmployment, ...ids].map((employmentId, n) => ({ employmentId, regularHours: '80', overtimeHours: String(n % 7), bonus: n % 10 ? '' : '250,00' })) };
  const request = benchClient(stack.url);
  const asOwner = { ...owner, 'x-workspace-id': DEMO_IDS.acme };
  const preview = async () => {
    const res = await request('POST', '/api/payroll/runs/preview', asOwner, body);
    if (res.status !== 200) throw new Error(`preview: ${res.status} ${res.text.slice(0, 300)}`);
  };

  // The raw reads the preview needs, issued as the service issues them (in parallel).
  const query = (pk: string, sk: string, index?: string) =>
    raw.send(new QueryCommand({ TableName: table, IndexName: index, KeyConditionExpression: `${index ? `${index}PK` : 'PK'} = :pk AND begins_with(${index ? `${index}SK` : 'SK'}, :sk)`, ExpressionAttributeValues: { ':pk': pk, ':sk': sk } }));
  const queryAll = async (pk: string, sk: string) => {
    let start: Record<string, unknown> | undefined;
    do {
      const out = await raw.send(new QueryCommand({ TableName: table, KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)', ExpressionAttributeValues: { ':pk': pk, ':sk': sk }, ExclusiveStartKey: start }));
      start = out.LastEvaluatedKey;
    } while (start);
  };
  const batchGet = async (keys: Record<string, string>[]) => {
    for (let i = 0; i < keys.length; i += 100) await raw.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys.slice(i, i + 100) } } }));
  };
  const employments = await import('../functions/workforce/services/employments.js').then((m) => m.companyEmployments(DEMO_IDS.acme));
  const rawReads = async () => {
    await Promise.all([
      queryAll(`WS#${DEMO_IDS.acme}`, 'EMPLOYMENT#'),
      query(`WS#${DEMO_IDS.acme}`, 'TAXFORM#W4#', 'GSI1'),
      query(`WS#${DEMO_IDS.acme}`, 'TAXFORM#IT2104#', 'GSI1'),
      query(`HAOPACTIVE#${DEMO_IDS.acme}`, 'STAFF#', 'GSI2'),
      raw.send(new GetCommand({ TableName: table, Key: { PK: `WS#${DEMO_IDS.acme}`, SK: 'PROFILE' } })),
      raw.send(new GetCommand({ TableName: table, Key: { PK: `WS#${DEMO_IDS.acme}`, SK: 'PAYROLLDETAILS' } })),
    ]);
    await Promise.all([
      batchGet(employments.map((e) => ({ PK: `WS#${e.personId}`, SK: 'ADDRESS' }))),
      batchGet(employments.map((e) => ({ PK: `PAYYTD#${e.id}`, SK: '2026' }))),
    ]);
  };
  const [rawT, apiT] = await timeInTurns([rawReads, preview], 12, 2);
  const result = { employees: body.lines.length, rawP50: Math.round(rawT!.p50), apiP50: Math.round(apiT!.p50), apiP99: Math.round(apiT!.p99), ratioP50: +(apiT!.p50 / rawT!.p50).toFixed(2) };
  console.log(`\nPayroll preview of ${result.employees} employees: p50 ${result.apiP50} ms (p99 ${result.apiP99} ms, target < 2000), raw reads p50 ${result.rawP50} ms, ratio ${result.ratioP50}`);
  return result;
}
