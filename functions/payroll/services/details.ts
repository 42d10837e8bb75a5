/**
 * The company's payroll details (spec 000 §2 details, general details): kept by its owner and by
 * staff with PAYROLL_MANAGER, one item conditioned on its version.
 */
import type { TPayrollDetails, TPayrollDetailsInput } from '../../../shared/payroll/payroll.schema.js';
import { type TRequestContext, workspaceOf } from '../../core/http.js';
import { untilCommitted } from '../../core/races.js';
import { PayrollDetailsEntity } from '../data/payroll.entities.js';

/** Until saved: biweekly, no workplaces, city withholding on (what most New York employers use). */
const DEFAULTS: TPayrollDetailsInput = { payFrequency: 'BIWEEKLY', workplaces: [], phone: '', nyUiRatePercent: 0, nycWithholding: true };

export async function detailsOf(companyId: string, consistent = false): Promise<TPayrollDetails> {
  const item = await PayrollDetailsEntity.get({ companyId }, { consistent });
  if (!item) return { ...DEFAULTS, companyId, saved: false };
  const { version: _v, ...rest } = item;
  return { ...rest, saved: true };
}

export function getDetails(_input: unknown, ctx: TRequestContext): Promise<TPayrollDetails> {
  return detailsOf(workspaceOf(ctx));
}

export async function saveDetails(input: TPayrollDetailsInput, ctx: TRequestContext): Promise<TPayrollDetails> {
  const companyId = workspaceOf(ctx);
  return untilCommitted(async () => {
    const previous = await PayrollDetailsEntity.get({ companyId }, { consistent: true });
    const item = { ...input, workplaces: [...new Set(input.workplaces)], companyId, updatedAt: new Date().toISOString(), version: (previous?.version ?? 0) + 1 };
    // The account ids and the rate are the company's tax identity: recorded; nothing else is.
    Object.assign(ctx.audit.props, { companyId, payFrequency: item.payFrequency, nyUiRatePercent: item.nyUiRatePercent, nycWithholding: item.nycWithholding });
    await ctx.transact([
      PayrollDetailsEntity.putOp(
        item,
        previous ? { condition: '#version = :version', names: { '#version': 'version' }, values: { ':version': previous.version } } : { ifNotExists: true },
      ),
    ]);
    const { version: _v, ...rest } = item;
    return { ...rest, saved: true };
  });
}
