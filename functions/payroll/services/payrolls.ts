/**
 * Saved payrolls: the company's list, one payroll's details, and the void (spec 000 §4 Payroll),
 * which reverses a payroll made here: each paystub gets its negating entry (source VOID) and is
 * marked void, each year to date is restored, and the guards go, so the period can be paid again.
 */
import type * as z from 'zod/mini';
import type { TYearToDate } from '../../../shared/payroll/engine/types.js';
import type { TPayroll, ZPayrollListQuerySchema } from '../../../shared/payroll/payroll.schema.js';
import { negated, ytdWithout } from '../../../shared/payroll/rules.js';
import { ddb } from '../../core/ddb.js';
import { queryAll, type TTransactItem } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { type TRequestContext, workspaceOf } from '../../core/http.js';
import { untilCommitted } from '../../core/races.js';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { PayGuardEntity, PayrollEntity, PaystubEntity, type TStoredPayroll, YtdEntity } from '../data/payroll.entities.js';
import { CHUNK } from './create-run.js';
import { yearsToDate } from './pay-data.js';
import { assertRange } from './paystubs.js';
import { payrollView } from './views.js';

const pageOf = <T>(items: readonly T[], f: { page: number; size: number }) => ({
  data: items.slice(f.page * f.size, (f.page + 1) * f.size),
  totalPages: Math.max(1, Math.ceil(items.length / f.size)),
});

export async function listRuns(filter: z.output<typeof ZPayrollListQuerySchema>, ctx: TRequestContext) {
  const companyId = workspaceOf(ctx);
  assertRange(filter.start, filter.end, 'end');
  const items = await queryAll(PayrollEntity, { index: 'GSI1', pk: `PAYROLLS#${companyId}`, skBetween: [filter.start ?? '0000', `${filter.end ?? '9999'}#~`], newestFirst: true }, 20_000);
  const page = pageOf(items, filter);
  return { data: page.data.map(payrollView), totalPages: page.totalPages };
}

async function ownPayroll(companyId: string, id: string, consistent = false): Promise<TStoredPayroll> {
  const payroll = await PayrollEntity.get({ companyId, id }, { consistent });
  if (!payroll) throw new AppError('no_record', { param: 'id' });
  return payroll;
}

export async function getRun(input: { id: string }, ctx: TRequestContext) {
  const payroll = await ownPayroll(workspaceOf(ctx), input.id);
  const stubs = await queryAll(PaystubEntity, { pk: `PAYROLL#${payroll.id}`, skBeginsWith: 'STUB#' }, 5_000);
  const results = stubs.filter((s) => s.source === 'PAYCHECK').map((s) => s.result).sort((a, b) => a.name.localeCompare(b.name));
  return { ...payrollView(payroll), results };
}

export async function voidRun(input: { id: string; reason: string }, ctx: TRequestContext): Promise<TPayroll> {
  const companyId = workspaceOf(ctx);
  return untilCommitted(async () => {
    const payroll = await ownPayroll(companyId, input.id, true);
    if (payroll.generatedBy !== 'SUBLIME') throw new AppError('invalid_state', { param: 'id', message: 'Only a payroll made here can be voided; delete an imported paystub instead' });
    if (payroll.status === 'VOIDED') throw new AppError('invalid_state', { param: 'id', message: 'The payroll is already void' });
    const stubs = (await queryAll(PaystubEntity, { pk: `PAYROLL#${payroll.id}`, skBeginsWith: 'STUB#', consistent: true }, 5_000)).filter((s) => s.source === 'PAYCHECK' && !s.voided);
    const taxYear = Number(payroll.payDate.slice(0, 4));
    const ytds = await yearsToDate(stubs.map((s) => s.employmentId), taxYear, true);
    const now = new Date().toISOString();
    const perEmployee = stubs.map((s): TTransactItem[] => {
      const y = ytds.get(s.employmentId);
      if (!y) throw new AppError('invalid_state', { param: 'id', message: 'The year to date of an employee is missing' });
      const ytd = ytdWithout(y.ytd as TYearToDate, s.result);
      const negation = { ...s, source: 'VOID' as const, voided: true, result: { ...negated(s.result), grossYtd: ytd.grossCents, netPayYtd: ytd.netPayCents }, createdAt: now };
      return [
        PaystubEntity.updateOp({ payrollId: s.payrollId, employmentId: s.employmentId, source: 'PAYCHECK' }, { set: { voided: true }, condition: '#voided = :no', names: { '#voided': 'voided' }, values: { ':no': false } }),
        PaystubEntity.putOp(negation, { ifNotExists: true }),
        YtdEntity.putOp({ ...y, ytd, version: y.version + 1, updatedAt: now }, { condition: '#version = :version', names: { '#version': 'version' }, values: { ':version': y.version } }),
        PayGuardEntity.deleteOp({ companyId, payPeriodStart: payroll.payPeriodStart, employmentId: s.employmentId }, '#p = :p', { names: { '#p': 'payrollId' }, values: { ':p': payroll.id } }),
      ];
    });
    Object.assign(ctx.audit.props, { payrollId: payroll.id, payDate: payroll.payDate, employees: stubs.length });
    const voided: TStoredPayroll = { ...payroll, status: 'VOIDED', voidedAt: now, ...(input.reason ? { voidReason: input.reason } : {}) };
    // The payroll's status flips last, with the audit event: a void cut short is finished by the
    // next attempt (the paystubs already void are skipped, their years to date already restored).
    const per = Math.floor(CHUNK * 0.75);
    for (let i = 0; i < perEmployee.length; i += per) {
      const ops = perEmployee.slice(i, i + per).flat();
      if (ops.length) await ddb.send(new TransactWriteCommand({ TransactItems: ops }));
    }
    await ctx.transact([PayrollEntity.putOp(voided, { condition: '#status = :active', names: { '#status': 'status' }, values: { ':active': 'ACTIVE' } })]);
    return payrollView(voided);
  });
}
