/**
 * The PayrollImport workflow's steps (infra/workflows/payroll-import.ts; docs/decisions/0036):
 * prepare (read the file, check its header, split it into chunk objects), write a chunk (each row
 * written or rejected once), summarize (count, complete, notify), and fail. Every step can run again
 * after a crash or a retry and leaves what one run leaves:
 *
 * - a row's outcome (PI3) is put with attribute_not_exists in the same transaction as its payroll
 *   record (PR2), paystub (PR3) and pay-period guard (PR5), keyed by the import id and row number;
 * - a chunk's mark (PI4) is put once, with the import's progress, in one audited transaction;
 * - the summary counts the stored outcomes, and the import moves to COMPLETED on a condition, so
 *   its notices go once.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { reasonFields, type TImportReason } from '../../../../shared/payroll/import-reasons.js';
import { IMPORT_CHUNK_ROWS, MAX_IMPORT_ROWS, type TRowStatus } from '../../../../shared/payroll/imports.schema.js';
import { partyForWorkspace, type TAuditScope } from '../../../core/audit.js';
import { ddb } from '../../../core/ddb.js';
import { logger } from '../../../core/logger.js';
import { queryAll } from '../../../core/entity.js';
import { contextWithAudit, type TRequestContext } from '../../../core/http.js';
import { putObject, readPdf } from '../../../core/s3.js';
import { readFileContent } from '../../../files/services/files.js';
import { notifySafely, notifyUsers } from '../../../notifications/services/notify.js';
import { companyEmployments } from '../../../workforce/services/employments.js';
import { ImportChunkEntity, ImportFileEntity, ImportRowEntity, PayrollImportEntity, rowSk, type TStoredImport } from '../../data/imports.entities.js';
import { PayGuardEntity, PayrollEntity, PaystubEntity } from '../../data/payroll.entities.js';
import { fileRows } from './file-rows.js';
import { writeRows, type TChunkRow } from './write-rows.js';

/**
 * The import's state pushed to the staff listening on the imports page (the live progress bar): a
 * failure to push is logged, never the step's failure; the page also reads the import on load.
 */
export async function pushProgress(importId: string): Promise<void> {
  try {
    const imp = await PayrollImportEntity.get({ id: importId }, { consistent: true });
    if (!imp) return;
    const [{ publish }, { PAYROLL_IMPORTS }] = await Promise.all([import('../../../realtime/services/publish.js'), import('../../../../shared/realtime/channels.js')]);
    await publish([PAYROLL_IMPORTS], (channel) => ({
      type: 'IMPORT_PROGRESS', channel, importId: imp.id, status: imp.status, counts: imp.counts,
      chunks: { total: imp.chunksTotal, done: imp.chunksDone }, ...(imp.failure ? { failure: imp.failure } : {}),
      ...reasonFields(['failureCode', 'failureParams'], imp.failureCode, imp.failureParams),
    }));
  } catch (error) {
    logger.warn('Import progress not pushed', { importId, error: (error as Error).message });
  }
}

export const chunkKey = (imp: Pick<TStoredImport, 'companyId' | 'id'>, chunk: number) => `ws/${imp.companyId}/imports/${imp.id}/chunk-${chunk}.json`;

async function importOf(importId: string): Promise<TStoredImport> {
  const imp = await PayrollImportEntity.get({ id: importId }, { consistent: true });
  if (!imp) throw Object.assign(new Error(`Import ${importId} not found`), { name: 'ImportNotFound' });
  return imp;
}

/** The context a step writes under: the staff member who started the import, acting for the company. */
export function stepContext(imp: TStoredImport, event: string, props: Record<string, unknown> = {}): TRequestContext {
  const audit: TAuditScope = {
    event,
    route: 'workflow.PayrollImport',
    correlationId: imp.id,
    producer: { type: 'SUBLIME_EMPLOYEE', userId: imp.createdBy.id, email: imp.createdBy.email },
    consumer: partyForWorkspace(imp.companyId),
    actingFor: imp.companyId,
    props: { importId: imp.id, ...props },
    recorded: false,
  };
  return contextWithAudit({ workspaceId: imp.companyId, timeZone: 'America/New_York', correlationId: imp.id, sourceIp: 'workflow', actingForClient: true }, audit);
}

export interface TPrepared {
  importId: string;
  ok: boolean;
  chunks: { importId: string; chunk: number }[];
}

/** Step 1: the file's rows in chunk objects, or the import FAILED with the reason its file cannot be read. */
export async function prepareImport(input: { importId: string }): Promise<TPrepared> {
  const imp = await importOf(input.importId);
  if (imp.status === 'FAILED') return { importId: imp.id, ok: false, chunks: [] };
  const { meta, bytes } = await readFileContent({ workspaceId: imp.companyId, id: imp.file.id });
  const read = await fileRows(meta.extension, bytes, MAX_IMPORT_ROWS);
  if ('problem' in read) {
    await failImport({ importId: imp.id, reason: read.problem });
    return { importId: imp.id, ok: false, chunks: [] };
  }
  if (imp.replaces) await removeImportRecords(imp.replaces, imp);
  const chunks: TPrepared['chunks'] = [];
  for (let c = 0; c * IMPORT_CHUNK_ROWS < read.rows.length; c += 1) {
    const rows = read.rows.slice(c * IMPORT_CHUNK_ROWS, (c + 1) * IMPORT_CHUNK_ROWS);
    await putObject(chunkKey(imp, c), new TextEncoder().encode(JSON.stringify({ rows })), 'application/json');
    chunks.push({ importId: imp.id, chunk: c });
  }
  if (imp.status === 'QUEUED') {
    const ctx = stepContext(imp, 'PAYROLL_IMPORT_PREPARED', { rows: read.rows.length, chunks: chunks.length });
    await ctx.transact([
      PayrollImportEntity.updateOp({ id: imp.id }, {
        set: { status: 'RUNNING', counts: { ...imp.counts, input: read.rows.length }, chunksTotal: chunks.length, updatedAt: new Date().toISOString() },
        condition: '#s = :queued', names: { '#s': 'status' }, values: { ':queued': 'QUEUED' },
      }),
    ]).catch((error: unknown) => {
      if ((error as Error).name !== 'TransactionCanceledException') throw error; // another run of this step moved it first
    });
    await pushProgress(imp.id);
  }
  return { importId: imp.id, ok: true, chunks };
}

/** Options a test passes to stop a chunk part way, as a crash would. */
export interface TChunkFaults {
  crashAfterRows?: number;
}

/** Step 2 (the Map's iteration): every row of the chunk written or rejected, once; then the chunk's mark. */
export async function writeChunk(input: { importId: string; chunk: number }, faults: TChunkFaults = {}) {
  const imp = await importOf(input.importId);
  const marked = await ImportChunkEntity.get({ importId: imp.id, chunk: input.chunk }, { consistent: true });
  if (marked) return { importId: imp.id, chunk: input.chunk, written: marked.written, held: marked.held, rejected: marked.rejected };
  const { rows } = JSON.parse(new TextDecoder().decode(await readPdf(chunkKey(imp, input.chunk)))) as { rows: TChunkRow[] };
  const first = rows[0]!.rowNumber;
  const last = rows.at(-1)!.rowNumber;
  const done = new Map((await queryAll(ImportRowEntity, { pk: `PAYIMPORT#${imp.id}`, skBetween: [rowSk(first), rowSk(last)], consistent: true }, 10_000)).map((r) => [r.rowNumber, r.status]));
  await writeRows(imp, rows.filter((r) => !done.has(r.rowNumber)), faults);
  const outcomes = await queryAll(ImportRowEntity, { pk: `PAYIMPORT#${imp.id}`, skBetween: [rowSk(first), rowSk(last)], consistent: true }, 10_000);
  const count = (s: TRowStatus) => outcomes.filter((o) => o.status === s).length;
  const mark = { importId: imp.id, chunk: input.chunk, written: count('WRITTEN'), held: count('HELD'), rejected: count('REJECTED'), at: new Date().toISOString() };
  if (outcomes.length !== rows.length) throw Object.assign(new Error(`Chunk ${input.chunk} has ${rows.length} rows but ${outcomes.length} outcomes`), { name: 'RowsMissing' });
  const ctx = stepContext(imp, 'PAYROLL_IMPORT_CHUNK_WRITTEN', { chunk: input.chunk, rows: rows.length, written: mark.written, held: mark.held, rejected: mark.rejected });
  await ctx.transact([
    ImportChunkEntity.putOp(mark, { ifNotExists: true }),
    PayrollImportEntity.updateOp({ id: imp.id }, { set: { updatedAt: mark.at }, also: 'ADD #done :one', names: { '#done': 'chunksDone' }, values: { ':one': 1 } }),
  ]).catch((error: unknown) => {
    if ((error as Error).name !== 'TransactionCanceledException') throw error; // marked by a run of this chunk that finished first
  });
  return { importId: imp.id, chunk: input.chunk, written: mark.written, held: mark.held, rejected: mark.rejected };
}

/** Step 3: the stored outcomes counted (written + held + rejected = input), the import COMPLETED once, and its notices. */
export async function summarizeImport(input: { importId: string }) {
  const imp = await importOf(input.importId);
  const outcomes = await queryAll(ImportRowEntity, { pk: `PAYIMPORT#${imp.id}`, skBeginsWith: 'ROW#', consistent: true }, MAX_IMPORT_ROWS);
  const count = (status: string) => outcomes.filter((o) => o.status === status).length;
  const counts = { input: imp.counts.input, written: count('WRITTEN'), held: count('HELD'), rejected: count('REJECTED'), voided: count('VOIDED'), deleted: count('DELETED') };
  if (outcomes.length !== counts.input) {
    throw Object.assign(new Error(`${counts.input} rows in, ${outcomes.length} outcomes`), { name: 'RowsMissing' });
  }
  let completedNow = false;
  if (imp.status === 'RUNNING') {
    const ctx = stepContext(imp, 'PAYROLL_IMPORT_COMPLETED', { ...counts });
    completedNow = await ctx
      .transact([
        PayrollImportEntity.updateOp({ id: imp.id }, { set: { status: 'COMPLETED', counts, updatedAt: new Date().toISOString() }, condition: '#s = :running', names: { '#s': 'status' }, values: { ':running': 'RUNNING' } }),
      ])
      .then(() => true)
      .catch((error: unknown) => {
        if ((error as Error).name !== 'TransactionCanceledException') throw error;
        return false;
      });
  }
  if (completedNow) await pushProgress(imp.id);
  if (completedNow && imp.notify) await notifyWritten(imp, outcomes.filter((o) => o.status === 'WRITTEN').map((o) => o.employmentId!));
  return { importId: imp.id, companyId: imp.companyId, generateInvoices: imp.generateInvoices && (counts.written > 0), counts };
}

/** The paystub-ready notice to each employee with a written (not held) record, once per employee. */
async function notifyWritten(imp: TStoredImport, employmentIds: string[]) {
  const wanted = new Set(employmentIds);
  const employments = (await companyEmployments(imp.companyId)).filter((e) => wanted.has(e.id) && e.userId);
  await notifySafely(
    () => Promise.all(employments.map((e) => notifyUsers([e.userId!], { kind: 'PAYSTUB_READY', params: { company: imp.companyName, payDate: '' }, link: `/payroll/PERSON/${e.personId}/paystubs` }))),
    'imported paystubs ready',
  );
}

/** The import FAILED with its cause; its file's mark is released, so the file can be imported again. */
export async function failImport(input: { importId: string; cause?: string; reason?: TImportReason }) {
  const imp = await importOf(input.importId);
  if (imp.status === 'COMPLETED' || imp.status === 'FAILED') return { importId: imp.id, status: imp.status };
  const failure = (input.reason?.reason ?? input.cause ?? 'The import stopped').slice(0, 500);
  const coded = reasonFields(['failureCode', 'failureParams'], input.reason?.code, input.reason?.params);
  const ctx = stepContext(imp, 'PAYROLL_IMPORT_FAILED', { failure });
  await ctx.transact([
    PayrollImportEntity.updateOp({ id: imp.id }, { set: { status: 'FAILED', failure, ...coded, updatedAt: new Date().toISOString() } }),
    ImportFileEntity.deleteOp({ companyId: imp.companyId, sha256: imp.file.sha256 }, '#importId = :mine', { names: { '#importId': 'importId' }, values: { ':mine': imp.id } }),
  ]).catch(async (error: unknown) => {
    if ((error as Error).name !== 'TransactionCanceledException') throw error;
    // The file's mark already points elsewhere (a re-import): fail the import alone.
    await ctx.transact([PayrollImportEntity.updateOp({ id: imp.id }, { set: { status: 'FAILED', failure, ...coded, updatedAt: new Date().toISOString() } })]);
  });
  await pushProgress(imp.id);
  return { importId: imp.id, status: 'FAILED' };
}

/**
 * A replaced import's records taken away (its payrolls, paystubs and pay-period guards), in
 * transactions of 25 records, then the import marked REPLACED. Deleting what is already gone is a
 * no-op, so a retried step finishes the work.
 */
async function removeImportRecords(oldId: string, by: TStoredImport) {
  const old = await PayrollImportEntity.get({ id: oldId }, { consistent: true });
  if (!old) return;
  const rows = (await queryAll(ImportRowEntity, { pk: `PAYIMPORT#${old.id}`, skBeginsWith: 'ROW#', consistent: true }, MAX_IMPORT_ROWS)).filter((r) => r.payrollId);
  for (let i = 0; i < rows.length; i += 25) {
    const batch = rows.slice(i, i + 25);
    const stubs = await PaystubEntity.getMany(batch.map((r) => ({ payrollId: r.payrollId!, employmentId: r.employmentId!, source: 'PAYCHECK' })), { consistent: true });
    const ops = stubs.flatMap((s) => [
      PaystubEntity.deleteOp({ payrollId: s.payrollId, employmentId: s.employmentId, source: 'PAYCHECK' }),
      PayrollEntity.deleteOp({ companyId: s.companyId, id: s.payrollId }),
      PayGuardEntity.deleteOp({ companyId: s.companyId, payPeriodStart: s.payPeriodStart, employmentId: s.employmentId }, '#p = :p', { names: { '#p': 'payrollId' }, values: { ':p': s.payrollId } }),
      // A record voided here has its negating entry: it goes with the record (its guard went with the void).
      ...(s.voided ? [PaystubEntity.deleteOp({ payrollId: s.payrollId, employmentId: s.employmentId, source: 'VOID' })] : []),
    ]);
    for (let j = 0; j < ops.length; j += 75) {
      await ddb.send(new TransactWriteCommand({ TransactItems: ops.slice(j, j + 75) })).catch(async (error: unknown) => {
        // A guard another payroll holds now is not this import's: delete the rest without it.
        if ((error as Error).name !== 'TransactionCanceledException') throw error;
        for (const op of ops.slice(j, j + 75)) await ddb.send(new TransactWriteCommand({ TransactItems: [op] })).catch(() => undefined);
      });
    }
  }
  if (old.status !== 'REPLACED') {
    const ctx = stepContext(by, 'PAYROLL_IMPORT_REPLACED', { replaced: old.id, records: rows.length });
    await ctx.transact([PayrollImportEntity.updateOp({ id: old.id }, { set: { status: 'REPLACED', updatedAt: new Date().toISOString() } })]);
  }
}
