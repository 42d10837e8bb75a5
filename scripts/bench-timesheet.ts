/**
 * The timesheet's reads (issue 15, Performance), each as a ratio to the raw reads it needs, issued
 * directly with the same keys, in the same order (docs/data-model.md T1, T3, T5, W2, W5, H5):
 *  - the week view of one employee (John's demo week): the person's employments (GSI1), the
 *    company's workweek (its active policy), then the employment's records over the week (and the
 *    day before), its lock and the company's closed days;
 *  - the company view of 50 employees over one week: the company's workweek, then its employments,
 *    its records by day (GSI1) and its closed days. The company (made by Acme's owner), its 50 employees and their 250 periods are made
 *    through the API first, by staff acting for it.
 * Called by scripts/bench.ts.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { weekStartOf } from '../shared/timesheet/rules.js';
import { addDays } from '../shared/timesheet/timesheet.schema.js';
import { benchClient } from './local/bench-client.js';
import { DEMO_IDS } from './local/demo.js';
import { timeInTurns } from './local/time-in-turns.js';

const ZONE = 'America/New_York';

export async function benchTimesheet(stack: { url: string; env: Record<string, string> }, owner: Record<string, string>, admin: Record<string, string>, john: Record<string, string>, johnWs: string) {
  const raw = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.env.AWS_ENDPOINT_URL_DYNAMODB }));
  const table = stack.env.TABLE_NAME!;
  const request = benchClient(stack.url);
  const api = async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    const res = await request(method, path, { ...headers, 'x-time-zone': ZONE }, body);
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
    return JSON.parse(res.text) as Record<string, unknown>;
  };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  // The demo's overtime week: the third before the current one (scripts/local/seed-timesheet.ts).
  const week = addDays(weekStartOf(today, 0), -14);
  const weekEnd = addDays(week, 6);
  const asJohn = { ...john, 'x-workspace-id': johnWs };
  const weekView = `/api/timesheet/employments/${DEMO_IDS.johnEmployment}/days?startDate=${week}&endDate=${weekEnd}`;
  const sheet = (await api('GET', weekView, asJohn)) as { days: { records: unknown[] }[] };
  if (sheet.days.reduce((n, d) => n + d.records.length, 0) < 10) throw new Error('the demo week has no periods');

  const query = (input: Record<string, unknown>) => raw.send(new QueryCommand({ TableName: table, ...input } as never));
  const get = (PK: string, SK: string) => raw.send(new GetCommand({ TableName: table, Key: { PK, SK } }));
  /** The company's active Holiday and Overtime Policy (its workweek): pattern H5. */
  const policy = (companyId: string) =>
    query({ IndexName: 'GSI2', KeyConditionExpression: 'GSI2PK = :pk AND begins_with(GSI2SK, :sk)', ExpressionAttributeValues: { ':pk': `HAOPACTIVE#${companyId}`, ':sk': 'STAFF#' }, ScanIndexForward: false, Limit: 1 });
  const rawWeek = async () => {
    await query({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :sk)', ExpressionAttributeValues: { ':pk': `WS#${johnWs}`, ':sk': 'EMPLOYMENT#' } });
    await policy(DEMO_IDS.acme);
    await Promise.all([
      query({ KeyConditionExpression: 'PK = :pk AND SK BETWEEN :a AND :b', ExpressionAttributeValues: { ':pk': `TS#${DEMO_IDS.johnEmployment}`, ':a': `REC#${addDays(week, -1)}#`, ':b': `REC#${weekEnd}#~` } }),
      get(`TS#${DEMO_IDS.johnEmployment}`, 'STATE'),
      get(`WS#${DEMO_IDS.acme}`, 'TSCLOSED'),
    ]);
  };

  // A company of 50 employees (profiles without accounts: nobody to ask, so no consent pending) and a week of periods each.
  const company = await benchCompany(api, owner, admin);
  // Staff with ADMIN act for the new company (the owner's token would name it only after a refresh).
  const asCompany = { ...admin, 'x-workspace-id': company.id };
  const companyView = `/api/timesheet/company?startDate=${week}&endDate=${weekEnd}`;
  const view = (await api('GET', companyView, asCompany)) as { data: { totals: { workedSeconds: number } }[] };
  if (view.data.length !== 50 || view.data.some((e) => e.totals.workedSeconds !== 5 * 8 * 3600)) throw new Error('the company view is not the seeded week');
  const rawCompany = async () => {
    await policy(company.id);
    await Promise.all([
      query({ KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)', ExpressionAttributeValues: { ':pk': `WS#${company.id}`, ':sk': 'EMPLOYMENT#' } }),
      query({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :a AND :b', ExpressionAttributeValues: { ':pk': `TSCO#${company.id}`, ':a': `${addDays(week, -1)}#`, ':b': `${weekEnd}#~` } }),
      get(`WS#${company.id}`, 'TSCLOSED'),
    ]);
  };

  const [rawW, apiW, rawC, apiC] = await timeInTurns([rawWeek, () => api('GET', weekView, asJohn), rawCompany, () => api('GET', companyView, asCompany)], 100, 10);
  const result = {
    weekView: { rawP50: +rawW!.p50.toFixed(2), apiP50: +apiW!.p50.toFixed(2), ratioP50: +(apiW!.p50 / rawW!.p50).toFixed(2) },
    companyView: { employees: 50, rawP50: +rawC!.p50.toFixed(2), apiP50: +apiC!.p50.toFixed(2), ratioP50: +(apiC!.p50 / rawC!.p50).toFixed(2) },
  };
  console.log(`\nTimesheet week view (one employee, one week): raw reads p50 ${result.weekView.rawP50} ms, API p50 ${result.weekView.apiP50} ms, ratio ${result.weekView.ratioP50}`);
  console.log(`Timesheet company view (50 employees, one week): raw Queries p50 ${result.companyView.rawP50} ms, API p50 ${result.companyView.apiP50} ms, ratio ${result.companyView.ratioP50}`);
  return result;
}

async function benchCompany(api: (m: string, p: string, h: Record<string, string>, b?: unknown) => Promise<Record<string, unknown>>, owner: Record<string, string>, admin: Record<string, string>) {
  const ein = `8${Math.floor(Math.random() * 10)}-${String(1_000_000 + Math.floor(Math.random() * 8_999_999)).padStart(7, '0')}`;
  const made = (await api('POST', '/api/workforce/companies', owner, {
    legalName: 'Bench Timesheets LLC', ein, companyType: 'LLC', headquarter: { address1: '1 Bench Way', city: 'Albany', state: 'NY', zipCode: '12207' },
  })) as { id: string };
  const asCompany = { ...admin, 'x-workspace-id': made.id };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const week = addDays(weekStartOf(today, 0), -14);
  const ids: string[] = [];
  for (let i = 0; i < 50; i += 1) {
    const e = (await api('POST', '/api/workforce/employments', asCompany, {
      type: 'STAFF', details: { name: `Bench Employee ${String(i).padStart(2, '0')}`, email: `bench.ts.${Date.now().toString(36)}.${i}@example.com` },
      employmentStart: '2025-01-06', payType: 'HOUR_RATE', rateCents: 3000,
    })) as { id: string };
    ids.push(e.id);
  }
  for (let day = 1; day <= 5; day += 1) {
    const date = addDays(week, day);
    await Promise.all(
      ids.map((id) => api('POST', `/api/timesheet/employments/${id}/records`, asCompany, { workPeriodStart: `${date}T09:00`, workPeriodEnd: `${date}T17:00` })),
    );
  }
  return made;
}
