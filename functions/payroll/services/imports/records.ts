/**
 * Voiding and deleting a loaded record (spec 001 §4 Payroll import; §7 PUT {id}/negate, DELETE
 * {id}/PAYROLL_FILE), each after the screen's confirmation, each audited. A void keeps the record
 * and adds its negating entry (source VOID), as a payroll's void does; a delete removes the record.
 * Either frees the employment's pay period and moves the row from written (or held) to voided or
 * deleted, so the import's counts still add up to its rows. A record on an invoice that stands is
 * refused: void the invoice first.
 */
import { negated } from '../../../../shared/payroll/rules.js';
import type { TImportRecord } from '../../../../shared/payroll/imports.schema.js';
import { AppError, notFound } from '../../../core/errors.js';
import type { TRequestContext } from '../../../core/http.js';
import { invoiceSummary } from '../../../billing/services/issue-invoice.js';
import { ImportClaimEntity, ImportGenerationEntity, ImportRowEntity, PayrollImportEntity } from '../../data/imports.entities.js';
import { PayGuardEntity, PayrollEntity, PaystubEntity } from '../../data/payroll.entities.js';
import { assertStaff } from './start.js';

async function loaded(input: { id: string; payrollId: string }) {
  const imp = await PayrollImportEntity.get({ id: input.id }, { consistent: true });
  if (!imp) throw notFound('id');
  const rowNumber = input.payrollId.startsWith(`${imp.id}-`) ? Number(input.payrollId.slice(imp.id.length + 1)) : NaN;
  const row = Number.isInteger(rowNumber) ? await ImportRowEntity.get({ importId: imp.id, rowNumber }, { consistent: true }) : undefined;
  if (!row?.payrollId || !row.employmentId) throw notFound('payrollId');
  if (row.status !== 'WRITTEN' && row.status !== 'HELD') throw new AppError('invalid_state', { param: 'payrollId', message: 'The record is already voided or deleted' });
  const claim = await ImportClaimEntity.get({ importId: imp.id, payrollId: row.payrollId }, { consistent: true });
  if (claim) {
    const g = await ImportGenerationEntity.get({ importId: imp.id, generationId: claim.generationId }, { consistent: true });
    const voided = g?.status === 'FAILED' || (g?.invoiceId && g.payeeId && (await invoiceSummary(g.payeeId, g.invoiceId))?.status === 'VOIDED');
    if (!voided) throw new AppError('invalid_state', { param: 'payrollId', message: 'The record is on an invoice; void the invoice first' });
  }
  const stub = await PaystubEntity.get({ payrollId: row.payrollId, employmentId: row.employmentId, source: 'PAYCHECK' }, { consistent: true });
  if (!stub) throw notFound('payrollId');
  return { imp, row, stub };
}

function moved(importId: string, from: 'WRITTEN' | 'HELD', to: 'voided' | 'deleted') {
  const names = { '#c': 'counts', '#from': from === 'WRITTEN' ? 'written' : 'held', '#to': to };
  return PayrollImportEntity.updateOp({ id: importId }, { also: 'ADD #c.#from :minus, #c.#to :one', names, values: { ':minus': -1, ':one': 1 } });
}

function view(s: { payrollId: string; employmentId: string; employee: { name: string }; payPeriodStart: string; payPeriodEnd: string; payDate: string; result: { payType: 'HOUR_RATE' | 'FIX_RATE'; netPay: number; taxableTotal: number; grossYtd: number } }, rowNumber: number, voided: boolean): TImportRecord {
  return {
    payrollId: s.payrollId, rowNumber, employment: { id: s.employmentId, details: { name: s.employee.name } }, payPeriodStart: s.payPeriodStart, payPeriodEnd: s.payPeriodEnd,
    payDate: s.payDate, payType: s.result.payType, totalNetPay: { netPay: s.result.netPay, gross: s.result.taxableTotal, grossYtd: s.result.grossYtd },
    paystubId: `${s.payrollId}.${s.employmentId}`, held: false, voided,
  };
}

const conditionLost = (error: unknown) => {
  if ((error as Error).name === 'TransactionCanceledException') throw new AppError('invalid_state', { param: 'payrollId', message: 'The record changed meanwhile; reload it' });
  throw error;
};

export async function negateRecord(input: { id: string; payrollId: string; reason: string }, ctx: TRequestContext): Promise<TImportRecord> {
  assertStaff(ctx);
  const { imp, row, stub } = await loaded(input);
  const now = new Date().toISOString();
  ctx.audit.actingFor = imp.companyId;
  Object.assign(ctx.audit.props, { importId: imp.id, payrollId: stub.payrollId, employmentId: stub.employmentId, reason: input.reason });
  await ctx.transact([
    PaystubEntity.updateOp({ payrollId: stub.payrollId, employmentId: stub.employmentId, source: 'PAYCHECK' }, { set: { voided: true }, condition: '#v = :no', names: { '#v': 'voided' }, values: { ':no': false } }),
    PaystubEntity.putOp({ ...stub, source: 'VOID', voided: true, result: negated(stub.result), createdAt: now }, { ifNotExists: true }),
    PayrollEntity.updateOp({ companyId: imp.companyId, id: stub.payrollId }, { set: { status: 'VOIDED', voidedAt: now, voidReason: input.reason } }),
    PayGuardEntity.deleteOp({ companyId: imp.companyId, payPeriodStart: stub.payPeriodStart, employmentId: stub.employmentId }, '#p = :p', { names: { '#p': 'payrollId' }, values: { ':p': stub.payrollId } }),
    ImportRowEntity.updateOp({ importId: imp.id, rowNumber: row.rowNumber }, { set: { status: 'VOIDED' }, condition: '#s = :was', names: { '#s': 'status' }, values: { ':was': row.status } }),
    moved(imp.id, row.status as 'WRITTEN' | 'HELD', 'voided'),
  ]).catch(conditionLost);
  return view(stub, row.rowNumber, true);
}

export async function deleteRecord(input: { id: string; payrollId: string }, ctx: TRequestContext): Promise<TImportRecord> {
  assertStaff(ctx);
  const { imp, row, stub } = await loaded(input);
  ctx.audit.actingFor = imp.companyId;
  Object.assign(ctx.audit.props, { importId: imp.id, payrollId: stub.payrollId, employmentId: stub.employmentId, type: 'PAYROLL_FILE' });
  await ctx.transact([
    PaystubEntity.deleteOp({ payrollId: stub.payrollId, employmentId: stub.employmentId, source: 'PAYCHECK' }, 'attribute_exists(PK)'),
    PayrollEntity.deleteOp({ companyId: imp.companyId, id: stub.payrollId }),
    PayGuardEntity.deleteOp({ companyId: imp.companyId, payPeriodStart: stub.payPeriodStart, employmentId: stub.employmentId }, '#p = :p', { names: { '#p': 'payrollId' }, values: { ':p': stub.payrollId } }),
    ImportRowEntity.updateOp({ importId: imp.id, rowNumber: row.rowNumber }, { set: { status: 'DELETED' }, condition: '#s = :was', names: { '#s': 'status' }, values: { ':was': row.status } }),
    moved(imp.id, row.status as 'WRITTEN' | 'HELD', 'deleted'),
  ]).catch(conditionLost);
  return view(stub, row.rowNumber, false);
}
