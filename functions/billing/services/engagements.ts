/**
 * Billing for the firm's own engagements (issue 18; docs/decisions/0036-payroll-imports.md): the
 * firm's billing workspace and its payroll services, and the service logs of a piece of work done
 * for a client (a payroll import's paystubs and runs), each log's id the caller's key plus its line,
 * so recording again writes nothing new. Other domains reach billing through these functions.
 */
import { AppError } from '../../core/errors.js';
import type { TRequestContext } from '../../core/http.js';
import { MAX_QUANTITY } from '../../../shared/core/bounds.js';
import { ProviderBillingEntity, ServiceEntity, ServiceLogEntity } from '../data/billing.entities.js';
import { buildEngagementLog } from './service-logs.js';

export async function providerBilling() {
  const settings = await ProviderBillingEntity.get(undefined);
  if (!settings) throw new AppError('invalid_state', { param: 'provider', message: "The firm's billing workspace is not set up" });
  return settings;
}

/**
 * The logs of one engagement: a line per service, its quantity split into logs of at most
 * MAX_QUANTITY, priced from the firm's catalogue as it stands. Returns the logs' ids, in order.
 */
export async function recordEngagementLogs(
  input: { key: string; payeeId: string; payerId: string; date: string; startAt: string; endAt: string; lines: { serviceId: string; quantity: number; description: string }[] },
  ctx: TRequestContext,
): Promise<string[]> {
  const ids: string[] = [];
  const ops = [];
  let n = 0;
  for (const line of input.lines.filter((l) => l.quantity > 0)) {
    const service = await ServiceEntity.get({ holderId: input.payeeId, id: line.serviceId }, { consistent: true });
    if (!service?.active) throw new AppError('invalid_state', { param: 'serviceId', message: `The firm's service ${line.serviceId} is missing or disabled` });
    for (let left = line.quantity; left > 0; left -= MAX_QUANTITY) {
      const id = `${input.key}L${n++}`;
      ids.push(id);
      if (await ServiceLogEntity.get({ executorId: input.payeeId, id }, { consistent: true })) continue;
      const log = await buildEngagementLog(
        { executorId: input.payeeId, recipientId: input.payerId, serviceId: service.id, priceCents: service.priceCents, quantity: Math.min(left, MAX_QUANTITY), date: input.date, startAt: input.startAt, endAt: input.endAt, description: line.description },
        id,
      );
      ops.push(ServiceLogEntity.putOp(log, { ifNotExists: true }));
    }
  }
  if (ops.length) {
    Object.assign(ctx.audit.props, { serviceLogIds: ids, payeeId: input.payeeId, payerId: input.payerId });
    await ctx.transact(ops).catch((error: unknown) => {
      if ((error as Error).name !== 'TransactionCanceledException') throw error; // written by a run that finished first
    });
  }
  return ids;
}
