/**
 * Saving a payroll (docs/decisions/0033-payroll-runs.md). Each employee costs three writes: the
 * guard of its period (attribute_not_exists: paid once), its paystub, and its year to date
 * (conditioned on the version the figures were computed from). A payroll of up to CHUNK employees is
 * one transaction with its audit event; a larger one is written CHUNK at a time and, should a later
 * chunk fail, the earlier ones are taken back before the error is answered, so nothing is left
 * half-written either way.
 */
import { newId } from '../../../shared/core/ids.js';
import type { TPayroll, TRunRequest } from '../../../shared/payroll/payroll.schema.js';
import { totalsOf } from '../../../shared/payroll/rules.js';
import { ddb } from '../../core/ddb.js';
import type { TTransactItem } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { principalOf, type TRequestContext, workspaceOf } from '../../core/http.js';
import { lostRace } from '../../core/races.js';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { sickStatementsFor } from '../../leave/services/payroll-hours.js';
import { notifySafely, notifyUsers } from '../../notifications/services/notify.js';
import { PayGuardEntity, PayrollEntity, PaystubEntity, type TStoredPayroll, type TStoredPaystub, YtdEntity } from '../data/payroll.entities.js';
import { compute, guardsNear } from './runs.js';
import { payrollView } from './views.js';

/** Employees per transaction: three items each, and the payroll and the audit event in the first. */
export const CHUNK = 32;

const versioned = (v: number | undefined) =>
  v === undefined ? { ifNotExists: true } : { condition: '#version = :version', names: { '#version': 'version' }, values: { ':version': v } };

/** `notify: false` saves without the paystub-ready notices (a history carried over from another system). */
export async function createRun(input: TRunRequest, ctx: TRequestContext, opts: { notify?: boolean } = {}): Promise<TPayroll> {
  const companyId = workspaceOf(ctx);
  for (let round = 1; ; round += 1) {
    try {
      return await attempt(companyId, input, ctx, opts.notify ?? true);
    } catch (error) {
      // A guard already taken is the answer (40052); a year to date moved by another payroll is
      // computed again from the new figures.
      if (error instanceof AppError || !lostRace(error) || round >= 4) throw error;
    }
  }
}

async function attempt(companyId: string, input: TRunRequest, ctx: TRequestContext, notify: boolean): Promise<TPayroll> {
  const computed = await compute(companyId, input, true);
  const taken = (await guardsNear(companyId, input.payPeriodStart, input.payPeriodEnd)).find((g) => computed.payees.has(g.employmentId));
  if (taken) throw new AppError(40052, { param: 'employmentId', message: `${computed.payees.get(taken.employmentId)!.view.name} is already paid for a pay period that overlaps this one` });

  const now = new Date().toISOString();
  const principal = principalOf(ctx);
  const id = newId();
  const views = computed.results.map((r) => r.result);
  const payroll: TStoredPayroll = {
    id, companyId, payPeriodStart: input.payPeriodStart, payPeriodEnd: input.payPeriodEnd, payDate: input.payDate, transactionDate: now.slice(0, 10),
    payFrequency: computed.details.payFrequency, status: 'ACTIVE', generatedBy: 'SUBLIME', totals: totalsOf(views),
    employmentIds: views.map((v) => v.employmentId), createdAt: now, createdBy: principal.userId, createdByName: principal.email,
  };
  const sick = await sickStatementsFor({ companyId, today: input.payPeriodEnd, employments: computed.results.map((r) => ({ id: r.payee.employment.id, personId: r.payee.employment.personId, startDate: r.payee.employment.startDate })) });
  const taxYear = Number(input.payDate.slice(0, 4));
  const employer = { name: computed.data.employer.name, phone: computed.details.phone, address: computed.data.employer.address };

  const perEmployee = computed.results.map(({ payee, result, engine, ytdVersion }) => {
    const e = payee.employment;
    const stub: TStoredPaystub = {
      payrollId: id, companyId, companyName: employer.name, employmentId: e.id, personId: e.personId, payPeriodStart: input.payPeriodStart, payPeriodEnd: input.payPeriodEnd,
      payDate: input.payDate, source: 'PAYCHECK', generatedBy: 'SUBLIME', voided: false, branchIds: e.branchIds, workplaces: e.workplaces ?? [], employer,
      employee: { name: e.name, address: payee.address, ssnLast4: payee.view.ssnLast4 }, result, sick: sick.get(e.id), createdAt: now,
    };
    return [
      PayGuardEntity.putOp({ companyId, employmentId: e.id, payPeriodStart: input.payPeriodStart, payPeriodEnd: input.payPeriodEnd, payrollId: id }, { ifNotExists: true }),
      PaystubEntity.putOp(stub, { ifNotExists: true }),
      YtdEntity.putOp({ employmentId: e.id, companyId, year: taxYear, ytd: engine.ytd, version: (ytdVersion ?? 0) + 1, updatedAt: now }, versioned(ytdVersion)),
    ];
  });
  // Salaries stay out of the trail: the period, the count and the payroll's id.
  Object.assign(ctx.audit.props, { payrollId: id, payPeriodStart: input.payPeriodStart, payPeriodEnd: input.payPeriodEnd, payDate: input.payDate, employees: views.length });

  const chunks: TTransactItem[][] = [];
  for (let i = 0; i < perEmployee.length; i += CHUNK) chunks.push(perEmployee.slice(i, i + CHUNK).flat());
  const written: number[] = [];
  try {
    await ctx.transact([PayrollEntity.putOp(payroll, { ifNotExists: true }), ...chunks[0]!]);
    written.push(0);
    for (let c = 1; c < chunks.length; c += 1) {
      await ddb.send(new TransactWriteCommand({ TransactItems: chunks[c] }));
      written.push(c);
    }
  } catch (error) {
    await undo(payroll, computed.results, written);
    // Lost to another save: when that one now pays any of these employees for the period, this one
    // is the double (40052); otherwise only a year to date moved, and the caller computes again.
    if (lostRace(error)) {
      const winner = (await guardsNear(companyId, input.payPeriodStart, input.payPeriodEnd)).find((g) => g.payrollId !== id && computed.payees.has(g.employmentId));
      if (winner) throw new AppError(40052, { param: 'employmentId', message: `${computed.payees.get(winner.employmentId)!.view.name} is already paid for a pay period that overlaps this one`, cause: error });
    }
    throw error;
  }
  if (notify) await notifySafely(
    () =>
      Promise.all(
        computed.results
          .filter((r) => r.payee.employment.userId)
          .map(({ payee: { employment: e } }) =>
            notifyUsers([e.userId!], { kind: 'PAYSTUB_READY', params: { company: employer.name, payDate: input.payDate }, link: `/payroll/PERSON/${e.personId}/paystubs` }),
          ),
      ),
    'paystub ready',
  );
  return payrollView(payroll);
}

/** Takes back the chunks a failed save wrote: guards and paystubs deleted, years to date restored. */
async function undo(payroll: TStoredPayroll, results: Awaited<ReturnType<typeof compute>>['results'], chunks: number[]): Promise<void> {
  if (!chunks.length) return;
  const taxYear = Number(payroll.payDate.slice(0, 4));
  for (const c of chunks) {
    const ops: TTransactItem[] = [];
    for (const { payee, ytdVersion, ytdBefore } of results.slice(c * CHUNK, (c + 1) * CHUNK)) {
      const e = payee.employment;
      ops.push(PayGuardEntity.deleteOp({ companyId: payroll.companyId, payPeriodStart: payroll.payPeriodStart, employmentId: e.id }, '#p = :p', { names: { '#p': 'payrollId' }, values: { ':p': payroll.id } }));
      ops.push(PaystubEntity.deleteOp({ payrollId: payroll.id, employmentId: e.id, source: 'PAYCHECK' }));
      const mine = { condition: '#version = :v', names: { '#version': 'version' }, values: { ':v': (ytdVersion ?? 0) + 1 } };
      ops.push(
        ytdVersion === undefined || !ytdBefore
          ? YtdEntity.deleteOp({ employmentId: e.id, year: taxYear }, mine.condition, mine)
          : YtdEntity.putOp({ employmentId: e.id, companyId: payroll.companyId, year: taxYear, ytd: ytdBefore, version: ytdVersion + 2, updatedAt: new Date().toISOString() }, mine),
      );
    }
    if (c === 0) ops.push(PayrollEntity.deleteOp({ companyId: payroll.companyId, id: payroll.id }));
    await ddb.send(new TransactWriteCommand({ TransactItems: ops })).catch(() => undefined);
  }
}
