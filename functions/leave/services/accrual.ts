/**
 * The daily leave accrual (the `leave-accrual` job of shared/jobs/schedules.ts; docs/decisions/
 * 0031-leave-balances.md). For every employment with a PTO or Sick Leave Policy attached (read through
 * the policies' service), it accrues each day since the employment's last accrued one:
 * - sick leave through the company's last closed day (closed days only), from the hours worked;
 * - PTO through the day before the run's day;
 * and closes the leave year (the year-end carryover) when it passes one.
 *
 * Exactly once, whatever runs, retries or dies (docs/decisions/0031):
 * - a run writes its intent on the company's accrual state (L7, on the version it read), then one
 *   entry per balance for the span it accrued, then the states that count them (on the version);
 *   a run that loses a version race reads again and goes on from the winner's state;
 * - a run that finds another's intent older than the job's timeout deletes that dead run's entries
 *   first; a live one holds the company;
 * - the year end is a transaction conditioned on the year not being closed yet.
 * A missed run is caught up by the next: it accrues every day since the last accrued one.
 */
import { BatchGetCommand, BatchWriteCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TLeaveAssignment, TLeaveTerms } from '../../../shared/policies/leave-terms.js';
import { HOUR, yearEnd } from '../../../shared/leave/rules.js';
import { addDays } from '../../../shared/timesheet/timesheet.schema.js';
import { writeAudit } from '../../core/audit.js';
import { config } from '../../core/config.js';
import { ddb } from '../../core/ddb.js';
import { conditionFailed } from '../../core/http.js';
import { lostRace } from '../../core/races.js';
import type { TJobResult } from '../../jobs/types.js';
import { leaveAssignmentsPage, leaveTermsOf } from '../../policies/services/leave-terms.js';
import { closedThroughOf, workedSecondsByDay } from '../../timesheet/services/hours.js';
import { employmentDatesOf } from '../../workforce/services/employment-dates.js';
import { ACCRUAL_SHARDS, AccrualShardEntity, accrualShardOf, BalanceEntity, EntryEntity, type TAccrualState, type TStoredEntry } from '../data/leave.entities.js';
import { accrueSpan, apply, draftOf, draftOps, freshAccrual, freshItem } from './ledger.js';

/** Companies accrued at once, and BatchWrites in flight at once. */
const COMPANY_CONCURRENCY = 8;
const WRITE_CONCURRENCY = 8;
const KINDS = ['PTO', 'SICK'] as const;

type TShard = ReturnType<typeof AccrualShardEntity.fromItem>;

/**
 * `companyId` narrows a run to one company (a staff re-run of one client, and the tests, which share
 * one table with other companies); the schedule runs every company.
 */
export async function runLeaveAccrual(input: { asOf: string; runId: string; companyId?: string }): Promise<TJobResult> {
  const through = addDays(input.asOf, -1);
  const byCompany = new Map<string, TLeaveAssignment[]>();
  let cursor: string | undefined;
  do {
    const page = await leaveAssignmentsPage({ ...(cursor ? { cursor } : {}), limit: 1000 });
    for (const a of page.items) {
      if (input.companyId && a.companyId !== input.companyId) continue;
      const list = byCompany.get(a.companyId);
      if (list) list.push(a);
      else byCompany.set(a.companyId, [a]);
    }
    cursor = page.cursor;
  } while (cursor);

  const result: TJobResult = { processed: 0, changed: 0, failures: [], totals: { accruedSeconds: 0, entries: 0, companies: byCompany.size } };
  const companiesChanged: string[] = [];
  const queue = [...byCompany];
  await Promise.all(
    Array.from({ length: Math.min(COMPANY_CONCURRENCY, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [companyId, assignments] = next;
        result.processed += assignments.length;
        for (let round = 1; ; round += 1) {
          try {
            const done = await accrueCompany(companyId, assignments, through, input.runId);
            result.changed += done.changed;
            if (done.changed) companiesChanged.push(companyId);
            result.totals!.accruedSeconds! += done.accruedSeconds;
            result.totals!.entries! += done.entries;
            break;
          } catch (error) {
            if (error instanceof HeldByAnotherRun) {
              result.totals!.skippedCompanies = (result.totals!.skippedCompanies ?? 0) + 1;
              break;
            }
            // Another run moved the company's state meanwhile: go again from what it left.
            if (lostRace(error) && round < 4) continue;
            result.failures.push({ key: `company:${companyId}`, error: (error as Error).message });
            break;
          }
        }
      }
    }),
  );
  // One audit event a run that changed anything: the changelog entries are each balance's own record.
  if (result.changed) {
    await writeAudit(
      {
        event: 'LEAVE_ACCRUED', route: 'job:leave-accrual', correlationId: input.runId,
        producer: { type: 'ANONYMOUS', name: 'Scheduled job leave-accrual' },
        props: { runId: input.runId, through, balances: result.changed, companies: companiesChanged.length, companyIds: companiesChanged.slice(0, 100), ...result.totals },
        recorded: false,
      },
      true,
    );
  }
  return result;
}

/** A run whose intent is older than the job's timeout (15 minutes) has died: its entries are taken back. */
const STALE_MS = 15 * 60_000;

/** The company's accrual is being run by another, live run: this one leaves it. */
class HeldByAnotherRun extends Error {}

async function accrueCompany(companyId: string, assignments: readonly TLeaveAssignment[], through: string, runId: string) {
  const [shards, closedThrough] = await Promise.all([readShards(companyId), closedThroughOf(companyId)]);
  await takeBackDeadRuns(shards, runId);
  const targetOf = (kind: string) => (kind === 'SICK' ? (closedThrough === undefined ? undefined : closedThrough < through ? closedThrough : through) : through);
  // Every balance accrued through its target already (a re-run, a retry): nothing else is read.
  const behind = assignments.some((a) => {
    const target = targetOf(a.kind);
    const state = shardOf(shards, a).employments[a.employmentId];
    return target !== undefined && (!state || state.through < target);
  });
  if (!behind) return { changed: 0, accruedSeconds: 0, entries: 0 };
  const employmentOf = new Map((await employmentDatesOf(companyId)).map((e) => [e.id, e]));
  const terms = new Map<string, TLeaveTerms | null>();
  const year = Number(through.slice(0, 4));
  type TPlan = { a: TLeaveAssignment; terms: TLeaveTerms; state: TAccrualState; target: string; startDate: string; terminationDate?: string };
  const plans: TPlan[] = [];
  for (const a of assignments) {
    const e = employmentOf.get(a.employmentId);
    if (!terms.has(a.policyId)) terms.set(a.policyId, await leaveTermsOf(companyId, a.policyId));
    const policy = terms.get(a.policyId);
    if (!e || !policy) continue;
    let target = targetOf(a.kind);
    if (target && e.terminationDate && e.terminationDate < target) target = e.terminationDate;
    const state = { ...(shardOf(shards, a).employments[a.employmentId] ?? freshAccrual(e.startDate, year)) };
    if (!target || target <= state.through) continue;
    plans.push({ a, terms: policy, state, target, startDate: e.startDate, ...(e.terminationDate ? { terminationDate: e.terminationDate } : {}) });
  }
  if (!plans.length) return { changed: 0, accruedSeconds: 0, entries: 0 };

  // The company's hours once, for the days some sick balance still has to accrue.
  const sick = plans.filter((p) => p.a.kind === 'SICK');
  const worked = sick.length
    ? await workedSecondsByDay({ companyId, from: addDays(sick.map((p) => p.state.through).sort()[0]!, 1), to: sick.map((p) => p.target).sort().at(-1)! })
    : new Map<string, Map<string, number>>();

  // One ACCRUED entry per balance and leave year the run covers, explaining the span it accrued.
  const nowMs = Date.now();
  const now = new Date(nowMs).toISOString();
  const entries: TStoredEntry[] = [];
  let accruedSeconds = 0;
  for (const p of plans) {
    const days = worked.get(p.a.employmentId);
    // The run's entries of a balance in the order they happen: a year's accrual, its end, the next year's.
    let seq = 0;
    while (p.state.through < p.target) {
      const nextDay = addDays(p.state.through, 1);
      if (Number(nextDay.slice(0, 4)) > p.state.year) {
        const closed = await closeYear(p.a, p.terms, p.state, runId, nowMs + seq);
        seq += closed.length;
        entries.push(...closed);
        continue;
      }
      const yearEndDay = `${p.state.year}-12-31`;
      const end = p.target < yearEndDay ? p.target : yearEndDay;
      let workedSeconds = 0;
      if (days) for (const [day, seconds] of days) if (day >= nextDay && day <= end) workedSeconds += seconds;
      const amount = accrueSpan(p.state, { day: end, terms: p.terms, workedSeconds, startDate: p.startDate, ...(p.terminationDate ? { terminationDate: p.terminationDate } : {}) });
      if (amount > 0) {
        entries.push({
          employmentId: p.a.employmentId, kind: p.a.kind, id: `ACC-${runId}-${p.state.year}`, createDate: new Date(nowMs + seq++).toISOString(), duration: amount, reason: 'ACCRUED',
          periodStart: nextDay, periodEnd: end, ...(p.a.kind === 'SICK' ? { workedSeconds } : {}),
        });
        accruedSeconds += amount;
      }
    }
  }
  const accrued = entries.filter((e) => e.reason === 'ACCRUED');
  const touched = [...new Set(plans.map((p) => shardKey(p.a)))].map((key) => shards.get(key)!);
  // The intent first, then the entries, then the states that count them, each shard on its version.
  for (const shard of touched) {
    shard.pending = {
      runId, startedAt: now,
      entries: accrued.filter((e) => accrualShardOf(e.employmentId) === shard.shard && e.kind === shard.kind).map(({ employmentId, createDate, id }) => ({ employmentId, createDate, id })),
    };
  }
  await Promise.all(touched.map((shard) => writeShard(shard, runId)));
  await batchWrite(accrued.map((e) => ({ PutRequest: { Item: EntryEntity.toItem(e) } })));
  for (const p of plans) shardOf(shards, p.a).employments[p.a.employmentId] = p.state;
  for (const shard of touched) delete shard.pending;
  await Promise.all(touched.map((shard) => writeShard(shard, runId)));
  return { changed: plans.length, accruedSeconds, entries: entries.length };
}

const shardKey = (a: { kind: string; employmentId: string }) => `${a.kind}#${accrualShardOf(a.employmentId)}`;
const shardOf = (shards: Map<string, TShard>, a: { kind: string; employmentId: string }) => shards.get(shardKey(a))!;

/**
 * Another run's intent on a shard: when that run is older than the job's timeout it died between
 * writing its entries and counting them, so they are deleted and the intent cleared; a live one
 * holds the company (HeldByAnotherRun). A run's own intent (a retry) is taken back the same way.
 */
async function takeBackDeadRuns(shards: Map<string, TShard>, runId: string): Promise<void> {
  for (const shard of shards.values()) {
    const pending = shard.pending;
    if (!pending) continue;
    if (pending.runId !== runId && Date.now() - Date.parse(pending.startedAt) < STALE_MS) throw new HeldByAnotherRun(`held by run ${pending.runId}`);
    await batchWrite(pending.entries.map((e) => ({ DeleteRequest: { Key: EntryEntity.key({ employmentId: e.employmentId, kind: shard.kind, createDate: e.createDate, id: e.id }) } })));
    delete shard.pending;
    await writeShard(shard, runId);
  }
}

/** Every accrual shard of the company, by `<kind>#<shard>`: one consistent BatchGet; a missing one is empty. */
async function readShards(companyId: string): Promise<Map<string, TShard>> {
  const all = new Map<string, TShard>();
  for (const kind of KINDS) for (let shard = 0; shard < ACCRUAL_SHARDS; shard += 1) all.set(`${kind}#${shard}`, { companyId, kind, shard, employments: {}, updatedAt: '', runId: '', version: 0 });
  let keys: Record<string, unknown>[] | undefined = [...all.values()].map((s) => AccrualShardEntity.key(s));
  for (let round = 0; keys?.length; round += 1) {
    if (round > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** round)));
    const out: { Responses?: Record<string, Record<string, unknown>[]>; UnprocessedKeys?: Record<string, { Keys?: Record<string, unknown>[] }> } = await ddb.send(
      new BatchGetCommand({ RequestItems: { [config.tableName]: { Keys: keys, ConsistentRead: true } } }),
    );
    for (const raw of out.Responses?.[config.tableName] ?? []) {
      const shard = AccrualShardEntity.fromItem(raw);
      all.set(`${shard.kind}#${shard.shard}`, shard);
    }
    keys = out.UnprocessedKeys?.[config.tableName]?.Keys;
  }
  return all;
}

/** A shard on the version read (a new one only where none is): a run that lost reads again. */
async function writeShard(shard: TShard, runId: string): Promise<void> {
  const item = AccrualShardEntity.toItem({ ...shard, version: shard.version + 1, updatedAt: new Date().toISOString(), runId });
  await ddb.send(
    new PutCommand({
      TableName: config.tableName,
      Item: item,
      ...(shard.version === 0 ? { ConditionExpression: 'attribute_not_exists(PK)' } : { ConditionExpression: '#v = :v', ExpressionAttributeNames: { '#v': 'version' }, ExpressionAttributeValues: { ':v': shard.version } }),
    }),
  );
  shard.version += 1;
}

/**
 * The year end of one balance: the balance (both sides) closes and at most the policy's carryover
 * opens the next year, in one transaction on the balance item, conditioned on the year being open.
 */
async function closeYear(a: TLeaveAssignment, terms: TLeaveTerms, state: TAccrualState, runId: string, stamp: number): Promise<TStoredEntry[]> {
  const closing = state.year;
  for (let round = 1; ; round += 1) {
    const stored = await BalanceEntity.get({ employmentId: a.employmentId, kind: a.kind }, { consistent: true });
    const item = stored ?? freshItem({ id: a.employmentId, companyId: a.companyId, personId: a.personId }, a.kind, closing, a.policyId);
    const done = () => Object.assign(state, { year: closing + 1, yearWorked: 0, yearEarned: 0 });
    if ((item.closedYear ?? 0) >= closing) {
      done();
      return [];
    }
    const balance = item.adjustedSeconds + state.accrued;
    const { carried } = yearEnd(balance, terms.carryoverHours * HOUR);
    const draft = draftOf({ item, stored: Boolean(stored) });
    if (balance !== 0) apply(draft, { id: `YE-${closing}`, duration: -balance, reason: 'YEAR_END', periodStart: `${closing}-01-01`, periodEnd: `${closing}-12-31`, by: runId });
    if (carried > 0) apply(draft, { id: `CO-${closing}`, duration: carried, reason: 'CARRYOVER', periodStart: `${closing + 1}-01-01`, by: runId });
    Object.assign(draft.next, { closedYear: closing, carryoverSeconds: carried });
    const { ops, entries } = draftOps(draft, stamp, stored ? { expression: '(attribute_not_exists(closedYear) OR closedYear < :y)', values: { ':y': closing } } : undefined);
    try {
      await ddb.send(new TransactWriteCommand({ TransactItems: ops }));
      done();
      return entries;
    } catch (error) {
      if (!(lostRace(error) || conditionFailed(error)) || round >= 5) throw error;
    }
  }
}

/** Requests (puts or deletes) by BatchWrite, 25 a call, WRITE_CONCURRENCY calls in flight, unprocessed ones again. */
async function batchWrite(requests: Record<string, unknown>[]): Promise<void> {
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < requests.length; i += 25) batches.push(requests.slice(i, i + 25));
  await Promise.all(
    Array.from({ length: Math.min(WRITE_CONCURRENCY, batches.length) }, async () => {
      for (let batch = batches.shift(); batch; batch = batches.shift()) {
        let left: unknown[] | undefined = batch;
        for (let round = 0; left?.length; round += 1) {
          if (round > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** round)));
          const out: { UnprocessedItems?: Record<string, unknown[]> } = await ddb.send(new BatchWriteCommand({ RequestItems: { [config.tableName]: left as never } }));
          left = out.UnprocessedItems?.[config.tableName];
        }
      }
    }),
  );
}
