/**
 * Leave (issue 16, Performance):
 *  - the accrual job over 10,000 employments (100 companies of 100, each with Acme's demo PTO policy
 *    attached: the items are clones of the demo's, written directly), as a ratio to a raw BatchWrite
 *    loop writing the same number of changelog entries (target at least 0.5); and the same job run
 *    again, when it has nothing left to do;
 *  - the company's vacation request list, warm, as a ratio to its raw Query (GSI1 VCRCO#).
 * Called by scripts/bench.ts, in its process, against its stack.
 */
import { BatchWriteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { benchClient } from './local/bench-client.js';
import { DEMO_IDS } from './local/demo.js';
import { timeInTurns } from './local/time-in-turns.js';

const COMPANIES = 100;
const PER_COMPANY = 100;
const ZONE = 'America/New_York';

export async function benchLeave(stack: { url: string; env: Record<string, string> }, owner: Record<string, string>) {
  Object.assign(process.env, stack.env);
  const raw = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.env.AWS_ENDPOINT_URL_DYNAMODB }));
  const table = stack.env.TABLE_NAME!;
  const { EmploymentEntity } = await import('../functions/workforce/data/workforce.entities.js');
  const { LeaveAttachmentEntity, LeavePolicyEntity } = await import('../functions/policies/data/leave-policies.entities.js');
  const { EntryEntity } = await import('../functions/leave/data/leave.entities.js');
  const { runLeaveAccrual } = await import('../functions/leave/services/accrual.js');
  const { newId, newWorkspaceId } = await import('../shared/core/ids.js');

  const batchWrite = async (items: Record<string, unknown>[]) => {
    for (let i = 0; i < items.length; i += 25) {
      let requests: unknown[] | undefined = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
      while (requests?.length) {
        const out: { UnprocessedItems?: Record<string, unknown[]> } = await raw.send(new BatchWriteCommand({ RequestItems: { [table]: requests as never } }));
        requests = out.UnprocessedItems?.[table];
      }
    }
  };

  // The 10,000 employments: clones of John's, of Acme's PTO policy and of John's PTO attachment.
  const john = await EmploymentEntity.get({ companyId: DEMO_IDS.acme, id: DEMO_IDS.johnEmployment });
  const attachment = await LeaveAttachmentEntity.get({ companyId: DEMO_IDS.acme, employmentId: DEMO_IDS.johnEmployment, kind: 'PTO' });
  const policy = attachment && (await LeavePolicyEntity.get({ companyId: DEMO_IDS.acme, id: attachment.policyId }));
  if (!john || !attachment || !policy) throw new Error('the demo has no PTO policy attached to John');
  const items: Record<string, unknown>[] = [];
  for (let c = 0; c < COMPANIES; c += 1) {
    const companyId = newWorkspaceId('COMPANY');
    const policyId = newId();
    items.push(LeavePolicyEntity.toItem({ ...policy, companyId, id: policyId, companyName: `Bench Leave ${c}` }));
    for (let n = 0; n < PER_COMPANY; n += 1) {
      const id = newId();
      const personId = newWorkspaceId('PERSON');
      items.push(EmploymentEntity.toItem({ ...john, companyId, id, personId, name: `Bench Employee ${c}-${n}` }));
      items.push(LeaveAttachmentEntity.toItem({ ...attachment, companyId, employmentId: id, personId, policyId }));
    }
  }
  await batchWrite(items);

  // The raw loop: the same number of changelog entries, 25 a BatchWrite, one after another.
  const now = new Date().toISOString();
  const entries = Array.from({ length: COMPANIES * PER_COMPANY }, (_, i) =>
    EntryEntity.toItem({ employmentId: `bench-raw-${i}`, kind: 'PTO', id: newId(), createDate: now, duration: 3600, reason: 'ACCRUED', periodStart: '2026-01-01', periodEnd: '2026-01-01' }),
  );
  let started = performance.now();
  await batchWrite(entries);
  const rawMs = performance.now() - started;

  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  started = performance.now();
  const run = await runLeaveAccrual({ asOf: today, runId: 'bench' });
  const jobMs = performance.now() - started;
  if (run.failures.length) throw new Error(`accrual failures: ${JSON.stringify(run.failures.slice(0, 3))}`);
  if ((run.totals?.entries ?? 0) < COMPANIES * PER_COMPANY) throw new Error(`the job wrote ${run.totals?.entries} entries`);
  started = performance.now();
  const again = await runLeaveAccrual({ asOf: today, runId: 'bench-again' });
  const againMs = performance.now() - started;
  if (again.changed !== 0) throw new Error(`the second run changed ${again.changed} balances`);

  // The company's vacation request list (Acme's), warm, against its raw Query.
  const request = benchClient(stack.url);
  const asOwner = { ...owner, 'x-workspace-id': DEMO_IDS.acme, 'x-time-zone': ZONE };
  const listPath = '/api/leave/vacations?page=0&size=20';
  const list = async () => {
    const res = await request('GET', listPath, asOwner);
    if (res.status !== 200) throw new Error(`GET ${listPath}: ${res.status} ${res.text}`);
  };
  const rawList = () => raw.send(new QueryCommand({ TableName: table, IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': `VCRCO#${DEMO_IDS.acme}` } }));
  const [rawL, apiL] = await timeInTurns([rawList, list], 60, 5);

  const result = {
    accrual: {
      employments: COMPANIES * PER_COMPANY, processed: run.processed, entries: run.totals?.entries ?? 0,
      rawBatchWriteMs: Math.round(rawMs), jobMs: Math.round(jobMs), ratio: +(rawMs / jobMs).toFixed(2), rerunMs: Math.round(againMs),
    },
    vacationList: { rawP50: +rawL!.p50.toFixed(2), apiP50: +apiL!.p50.toFixed(2), ratioP50: +(apiL!.p50 / rawL!.p50).toFixed(2) },
  };
  console.log(
    `\nLeave accrual over ${result.accrual.employments} employments: job ${result.accrual.jobMs} ms (${result.accrual.entries} entries), raw BatchWrite loop ${result.accrual.rawBatchWriteMs} ms, ratio ${result.accrual.ratio}; a second run ${result.accrual.rerunMs} ms (nothing to do)`,
  );
  console.log(`Vacation request list (company): raw Query p50 ${result.vacationList.rawP50} ms, API p50 ${result.vacationList.apiP50} ms, ratio ${result.vacationList.ratioP50}`);
  return result;
}
