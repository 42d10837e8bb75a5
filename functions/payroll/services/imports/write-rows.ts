/**
 * A chunk's rows written (the import's hot path): each row is read and checked (shared rules), its
 * employee matched within the company (employment id, or the SSN's last four with the name), held
 * when its gross or net is far from the employee's median of their last six paystubs, then written
 * in one transaction of four items keyed by the import id and row number:
 *
 *   the row's outcome (PI3, attribute_not_exists)  — the idempotency key: a second run skips it
 *   the payroll record (PR2) and its paystub (PR3)  — generatedBy EXTERNAL, with the import's id
 *   the pay-period guard (PR5)                      — free, or already this record's: an employment
 *                                                     is paid once per period, here as in a run
 *
 * A row whose guard another payroll holds is rejected with 40052's reason. Rows go 25 to a
 * transaction (sendBatch), four transactions at a time.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { importReason, reasonFields, type TImportReason } from '../../../../shared/payroll/import-reasons.js';
import { HOLD_HISTORY, holdReason, readImportRow, type TImportCells, type TImportRow } from '../../../../shared/payroll/imports.schema.js';
import type { TPayrollResult } from '../../../../shared/payroll/payroll.schema.js';
import { totalsOf } from '../../../../shared/payroll/rules.js';
import type { TEmployment } from '../../../../shared/workforce/workforce.schema.js';
import { ddb } from '../../../core/ddb.js';
import { transactionConflict } from '../../../core/races.js';
import { companyEmployments, employerCardOf } from '../../../workforce/services/employments.js';
import { ImportRowEntity, type TStoredImport } from '../../data/imports.entities.js';
import { PayGuardEntity, PayrollEntity, PaystubEntity, type TStoredPayroll, type TStoredPaystub } from '../../data/payroll.entities.js';
import { detailsOf } from '../details.js';
import type { TChunkFaults } from './steps.js';

export interface TChunkRow {
  rowNumber: number;
  cells: TImportCells;
}

/** DynamoDB's limit of items in one transaction. */
const MAX_TRANSACTION_ITEMS = 100;
/** Transactions of one chunk in flight at once. */
const BATCHES_AT_ONCE = 4;
const normalName = (name: string) => name.trim().toLowerCase().replace(/\s+/gu, ' ');
const last4 = (tin: string | undefined) => (tin && /\d{4}$/u.test(tin) ? tin.slice(-4) : undefined);

export const importPayrollId = (importId: string, rowNumber: number) => `${importId}-${rowNumber}`;

interface TCompanyFacts {
  byId: Map<string, TEmployment>;
  byLast4Name: Map<string, TEmployment[]>;
  employer: { name: string; address: string };
  phone: string;
  payFrequency: TStoredPayroll['payFrequency'];
  history: Map<string, Promise<{ payDate: string; gross: number; netPay: number }[]>>;
}

async function companyFacts(companyId: string): Promise<TCompanyFacts> {
  const [employments, employer, details] = await Promise.all([companyEmployments(companyId), employerCardOf(companyId), detailsOf(companyId)]);
  const byLast4Name = new Map<string, TEmployment[]>();
  for (const e of employments) {
    const key = `${last4(e.tin)}|${normalName(e.name)}`;
    byLast4Name.set(key, [...(byLast4Name.get(key) ?? []), e]);
  }
  return { byId: new Map(employments.map((e) => [e.id, e])), byLast4Name, employer, phone: details.phone, payFrequency: details.payFrequency, history: HISTORY };
}

function matchEmployee(row: TImportRow, facts: TCompanyFacts): TEmployment | TImportReason {
  let e: TEmployment | undefined;
  if (row.employmentId) e = facts.byId.get(row.employmentId);
  else {
    const found = facts.byLast4Name.get(`${row.ssnLast4}|${normalName(row.employeeName!)}`) ?? [];
    if (found.length > 1) return importReason('AMBIGUOUS_EMPLOYEE');
    e = found[0];
  }
  if (!e) return importReason('NO_EMPLOYEE');
  if (e.type !== 'STAFF') return importReason('CONTRACTOR');
  return e;
}

/** The employee's last paystubs before the import (its own records left out), newest first. */
/**
 * The employees' earlier paystubs, kept for the import's life in this container: a 10,000-row file
 * of 500 employees reads each history once, not once per chunk (20 chunks). An import's own records
 * are left out of it, so what other chunks wrote meanwhile changes nothing.
 */
const HISTORY = new Map<string, Promise<{ payDate: string; gross: number; netPay: number }[]>>();
const HISTORY_KEPT = 20_000;

function historyOf(facts: TCompanyFacts, employmentId: string, importId: string) {
  const key = `${importId}|${employmentId}`;
  let h = facts.history.get(key);
  if (!h) {
    if (facts.history.size >= HISTORY_KEPT) facts.history.clear();
    h = PaystubEntity.query({ index: 'GSI2', pk: `STUBEMP#${employmentId}`, newestFirst: true, limit: 40 }).then(({ data }) =>
      data
        .filter((s) => s.source === 'PAYCHECK' && !s.voided && s.importId !== importId)
        .map((s) => ({ payDate: s.payDate, gross: s.result.taxableTotal, netPay: s.result.netPay })),
    );
    facts.history.set(key, h);
    // A read that failed (throttled) is asked again by the retried chunk, not remembered.
    h.catch(() => facts.history.delete(key));
  }
  return h;
}

function recordOf(imp: TStoredImport, row: TImportRow, e: TEmployment, facts: TCompanyFacts, held: boolean, now: string) {
  const id = importPayrollId(imp.id, row.rowNumber);
  const hoursOf = (k: string) => row.earnings.find((x) => x.kind === k)?.hours ?? 0;
  const result: TPayrollResult = {
    employmentId: e.id, name: e.name, payType: row.payType ?? e.payType, rateCents: e.rateCents,
    earnings: row.earnings.map((x) => ({ kind: x.kind, hours: x.hours, rateCents: x.hours ? Math.round((x.amountCents * 100) / x.hours) : 0, amountCents: x.amountCents, ytdCents: x.amountCents })),
    hours: { regular: hoursOf('REGULAR'), overtime: hoursOf('OVERTIME'), doubleTime: hoursOf('DOUBLE_TIME'), holiday: hoursOf('HOLIDAY'), pto: hoursOf('PTO'), sickLeave: hoursOf('SICK_LEAVE') },
    totalHours: row.earnings.reduce((s, x) => s + x.hours, 0),
    taxableTotal: row.gross, total: row.gross,
    employeeTaxes: row.employeeTaxes.map((t) => ({ kind: t.kind, wagesCents: row.gross, amountCents: t.amountCents, ytdCents: t.amountCents })),
    totalEmployeeTax: row.totalEmployeeTax, netPay: row.netPay,
    employerTaxes: row.employerTaxes.map((t) => ({ kind: t.kind, wagesCents: row.gross, amountCents: t.amountCents, ytdCents: t.amountCents })),
    totalEmployerTax: row.totalEmployerTax, expenseReimburse: row.expenseReimburse,
    grossYtd: row.grossYtd ?? row.gross, netPayYtd: row.netPay, flags: ['EXTERNAL', 'IMPORTED'],
  };
  const payroll: TStoredPayroll = {
    id, companyId: imp.companyId, payPeriodStart: row.payPeriodStart, payPeriodEnd: row.payPeriodEnd, payDate: row.payDate, transactionDate: now.slice(0, 10),
    payFrequency: facts.payFrequency, status: 'ACTIVE', generatedBy: 'EXTERNAL', totals: totalsOf([result]), employmentIds: [e.id],
    createdAt: now, createdBy: imp.createdBy.id, createdByName: imp.createdBy.email, importId: imp.id, rowNumber: row.rowNumber,
  };
  const stub: TStoredPaystub = {
    payrollId: id, companyId: imp.companyId, companyName: facts.employer.name, employmentId: e.id, personId: e.personId,
    payPeriodStart: row.payPeriodStart, payPeriodEnd: row.payPeriodEnd, payDate: row.payDate, source: 'PAYCHECK', generatedBy: 'EXTERNAL', voided: false,
    branchIds: e.branchIds, workplaces: e.workplaces ?? [], employer: { name: facts.employer.name, phone: facts.phone, address: facts.employer.address },
    employee: { name: e.name, address: '', ...(last4(e.tin) ? { ssnLast4: last4(e.tin) } : {}) }, result, importId: imp.id, held, createdAt: now,
  };
  return { payroll, stub };
}

const conditionFailedAt = (error: unknown, index: number) =>
  (error as { name?: string }).name === 'TransactionCanceledException' &&
  (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons?.[index]?.Code === 'ConditionalCheckFailed';

type TItem = ReturnType<typeof ImportRowEntity.putOp>;
/** What one row writes: its outcome alone (rejected), or its outcome, record, paystub and guard. */
interface TPlan {
  rowNumber: number;
  ops: TItem[];
  /** The row's rejection when its guard is another payroll's (written alone, after a batch lost). */
  taken?: TItem;
  /** The employment and period start the row pays. */
  guardKey?: string;
}

async function planRow(imp: TStoredImport, chunkRow: TChunkRow, facts: TCompanyFacts, now: string): Promise<TPlan> {
  const outcome = (status: 'WRITTEN' | 'HELD' | 'REJECTED', extra: { column?: string; why?: TImportReason; payrollId?: string; employmentId?: string }) => {
    const { why, ...rest } = extra;
    const reason = why ? { reason: why.reason, ...reasonFields(['code', 'params'], why.code, why.params) } : {};
    return ImportRowEntity.putOp({ importId: imp.id, rowNumber: chunkRow.rowNumber, status, ...rest, ...reason }, { ifNotExists: true });
  };
  const read = readImportRow(chunkRow.rowNumber, chunkRow.cells);
  if ('rejection' in read) return { rowNumber: chunkRow.rowNumber, ops: [outcome('REJECTED', { column: read.rejection.column, why: read.rejection })] };
  const row = read.row;
  const matched = matchEmployee(row, facts);
  if ('code' in matched) return { rowNumber: row.rowNumber, ops: [outcome('REJECTED', { column: row.employmentId ? 'employment_id' : 'ssn_last4', why: matched })] };
  const history = (await historyOf(facts, matched.id, imp.id)).filter((h) => h.payDate < row.payDate).slice(0, HOLD_HISTORY);
  const hold = holdReason(row, history, imp.holdSharePercent);
  const { payroll, stub } = recordOf(imp, row, matched, facts, Boolean(hold), now);
  const guard = { companyId: imp.companyId, employmentId: matched.id, payPeriodStart: row.payPeriodStart, payPeriodEnd: row.payPeriodEnd, payrollId: payroll.id };
  return {
    rowNumber: row.rowNumber,
    ops: [
      outcome(hold ? 'HELD' : 'WRITTEN', { payrollId: payroll.id, employmentId: matched.id, ...(hold ? { why: hold } : {}) }),
      PayrollEntity.putOp(payroll),
      PaystubEntity.putOp(stub),
      PayGuardEntity.putOp(guard, { condition: 'attribute_not_exists(PK) OR #p = :p', names: { '#p': 'payrollId' }, values: { ':p': payroll.id } }),
    ],
    guardKey: `${matched.id}|${row.payPeriodStart}`,
    taken: outcome('REJECTED', { column: 'pay_period_start', why: importReason('ALREADY_PAID', { name: matched.name, start: row.payPeriodStart }), employmentId: matched.id }),
  };
}

/** One row alone: an outcome that exists is an earlier run's (done); a guard another payroll holds rejects the row. */
async function sendPlan(plan: TPlan): Promise<void> {
  try {
    await ddb.send(new TransactWriteCommand({ TransactItems: plan.ops }));
  } catch (error) {
    if (conditionFailedAt(error, 0)) return;
    if (!plan.taken || !conditionFailedAt(error, 3)) throw error;
    await ddb.send(new TransactWriteCommand({ TransactItems: [plan.taken] })).catch((e: unknown) => {
      if (!conditionFailedAt(e, 0)) throw e;
    });
  }
}

/**
 * Rows in transactions of up to 100 items (25 rows of four): atomic, so a batch is all written or
 * none. A batch that a condition cancels (a row done by an earlier run, a guard taken) is written
 * row by row, each row deciding for itself.
 */
async function sendBatch(plans: TPlan[]): Promise<void> {
  if (plans.length === 1) return sendPlan(plans[0]!);
  try {
    await ddb.send(new TransactWriteCommand({ TransactItems: plans.flatMap((p) => p.ops) }));
  } catch (error) {
    if ((error as { name?: string }).name !== 'TransactionCanceledException' || transactionConflict(error)) throw error;
    for (const plan of plans) await sendPlan(plan);
  }
}

/** The chunk's rows not yet written, ROWS_AT_ONCE at a time; `faults.crashAfterRows` stops part way (tests). */
export async function writeRows(imp: TStoredImport, rows: readonly TChunkRow[], faults: TChunkFaults): Promise<void> {
  if (!rows.length) return;
  const facts = await companyFacts(imp.companyId);
  const now = new Date().toISOString();
  const todo = faults.crashAfterRows !== undefined ? rows.slice(0, faults.crashAfterRows) : rows;
  const plans = await Promise.all(todo.map((r) => planRow(imp, r, facts, now)));
  // Two rows of a chunk paying one employment for one period: the first in the file stands, the
  // later one is rejected here, so the outcome does not depend on which transaction lands first.
  const first = new Map<string, number>();
  for (const [i, plan] of plans.entries()) {
    if (!plan.guardKey) continue;
    const earlier = first.get(plan.guardKey);
    if (earlier === undefined) first.set(plan.guardKey, plan.rowNumber);
    else plans[i] = { rowNumber: plan.rowNumber, ops: [plan.taken!] };
  }
  const batches: TPlan[][] = [];
  for (const plan of plans) {
    const last = batches.at(-1);
    if (last && last.reduce((n, p) => n + p.ops.length, 0) + plan.ops.length <= MAX_TRANSACTION_ITEMS) last.push(plan);
    else batches.push([plan]);
  }
  let next = 0;
  const worker = async () => {
    while (next < batches.length) await sendBatch(batches[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(BATCHES_AT_ONCE, batches.length) }, worker));
  if (todo.length < rows.length) throw Object.assign(new Error(`The chunk stopped after ${todo.length} rows`), { name: 'SimulatedCrash' });
}
