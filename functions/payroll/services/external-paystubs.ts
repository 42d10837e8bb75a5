/**
 * Paystubs another payroll system made (spec 000 §3 Tax forms: paystubs; §4 Payroll: deleting an
 * externally generated paystub removes its file record): staff add one as its uploaded file with the
 * period and the gross and net it shows, under a payroll of its own marked EXTERNAL; deleting it
 * takes the record (and that payroll) away. They carry no tax lines and never enter a year to date
 * computed here, and a payroll made here is voided, never deleted.
 */
import { newId } from '../../../shared/core/ids.js';
import type { TExternalPaystub, TPaystub, TPayrollResult } from '../../../shared/payroll/payroll.schema.js';
import { totalsOf } from '../../../shared/payroll/rules.js';
import { queryAll } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { principalOf, type TRequestContext, workspaceOf } from '../../core/http.js';
import { getFile } from '../../files/services/files.js';
import { employerCardOf, getOwnEmployment } from '../../workforce/services/employments.js';
import { PayrollEntity, PaystubEntity, type TStoredPayroll, type TStoredPaystub } from '../data/payroll.entities.js';
import { detailsOf } from './details.js';
import { readablePaystub } from './paystubs.js';
import { assertPeriod } from './runs.js';
import { paystubView } from './views.js';

/** Adding and deleting another system's paystubs is the firm's work, as imports are (spec 001 §6). */
function assertStaff(ctx: TRequestContext): void {
  if (!principalOf(ctx).staff) throw new AppError(40011, { param: 'staff' });
}

export async function uploadPaystub(input: TExternalPaystub, ctx: TRequestContext): Promise<TPaystub> {
  assertStaff(ctx);
  const companyId = workspaceOf(ctx);
  if (input.payPeriodEnd < input.payPeriodStart) throw new AppError('invalid_request', { param: 'payPeriodEnd', message: 'End date must be after start date' });
  assertPeriod({ payPeriodStart: input.payPeriodStart, payPeriodEnd: input.payPeriodEnd });
  if (input.netPay > input.gross) throw new AppError('invalid_request', { param: 'netPay', message: 'Net pay cannot be more than gross pay' });
  const [e, file, details, employer] = await Promise.all([getOwnEmployment(companyId, input.employmentId, 'employmentId'), getFile({ id: input.fileId }, ctx), detailsOf(companyId), employerCardOf(companyId)]);
  if (e.type !== 'STAFF') throw new AppError(40018, { param: 'employmentId' });
  if (!file.uploaded) throw new AppError('no_record', { param: 'fileId' });
  const now = new Date().toISOString();
  const result: TPayrollResult = {
    employmentId: e.id, name: e.name, payType: e.payType, rateCents: 0,
    earnings: [{ kind: 'REGULAR', hours: 0, rateCents: 0, amountCents: input.gross, ytdCents: input.gross }],
    hours: { regular: 0, overtime: 0, doubleTime: 0, holiday: 0, pto: 0, sickLeave: 0 }, totalHours: 0,
    taxableTotal: input.gross, total: input.gross, employeeTaxes: [], totalEmployeeTax: input.gross - input.netPay, netPay: input.netPay,
    employerTaxes: [], totalEmployerTax: 0, expenseReimburse: 0, grossYtd: input.gross, netPayYtd: input.netPay, flags: ['EXTERNAL'],
  };
  const payroll: TStoredPayroll = {
    id: newId(), companyId, payPeriodStart: input.payPeriodStart, payPeriodEnd: input.payPeriodEnd, payDate: input.payDate, transactionDate: now.slice(0, 10),
    payFrequency: details.payFrequency, status: 'ACTIVE', generatedBy: 'EXTERNAL', totals: totalsOf([result]), employmentIds: [e.id],
    createdAt: now, createdBy: principalOf(ctx).userId, createdByName: principalOf(ctx).email,
  };
  const stub: TStoredPaystub = {
    payrollId: payroll.id, companyId, companyName: employer.name, employmentId: e.id, personId: e.personId, payPeriodStart: input.payPeriodStart, payPeriodEnd: input.payPeriodEnd,
    payDate: input.payDate, source: 'PAYCHECK', generatedBy: 'EXTERNAL', voided: false, branchIds: e.branchIds, workplaces: e.workplaces ?? [],
    employer: { name: employer.name, phone: details.phone, address: employer.address }, employee: { name: e.name, address: '' }, result, fileId: file.id, createdAt: now,
  };
  Object.assign(ctx.audit.props, { payrollId: payroll.id, employmentId: e.id, fileId: file.id, payDate: input.payDate });
  await ctx.transact([PayrollEntity.putOp(payroll, { ifNotExists: true }), PaystubEntity.putOp(stub, { ifNotExists: true })]);
  return paystubView(stub);
}

export async function deletePaystub(input: { id: string }, ctx: TRequestContext): Promise<TPaystub> {
  assertStaff(ctx);
  const stub = await readablePaystub(input.id, ctx);
  if (stub.generatedBy !== 'EXTERNAL') throw new AppError('invalid_state', { param: 'id', message: 'A paystub of a payroll made here is voided with its payroll, not deleted' });
  const others = (await queryAll(PaystubEntity, { pk: `PAYROLL#${stub.payrollId}`, skBeginsWith: 'STUB#', consistent: true }, 5_000)).filter((s) => s.employmentId !== stub.employmentId);
  Object.assign(ctx.audit.props, { payrollId: stub.payrollId, employmentId: stub.employmentId, fileId: stub.fileId });
  await ctx.transact([
    PaystubEntity.deleteOp({ payrollId: stub.payrollId, employmentId: stub.employmentId, source: stub.source }, 'attribute_exists(PK)'),
    ...(others.length ? [] : [PayrollEntity.deleteOp({ companyId: stub.companyId, id: stub.payrollId }, 'attribute_exists(PK)')]),
  ]);
  return paystubView(stub);
}
