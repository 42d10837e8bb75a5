import type * as z from 'zod/mini';
import {
  lineAmounts,
  serviceLogIssues,
  type TServiceLog,
  type ZFreeServiceLogsQuerySchema,
  type ZServiceLogFilterSchema,
  type ZServiceLogInputSchema,
} from '../../../shared/billing/billing.schema.js';
import { newId } from '../../../shared/core/ids.js';
import type { TTransactItem } from '../../core/entity.js';
import { AppError, notFound } from '../../core/errors.js';
import { type TRequestContext, workspaceOf } from '../../core/http.js';
import {
  InvoiceEntity,
  ServiceEntity,
  ServiceLogEntity,
  type TServiceLogRecord,
  type TServiceRecord,
} from '../data/billing.entities.js';
import { byServiceDate, itemOf, totalsOf } from './invoice-items.js';
import { resolveLocation } from './locations.js';
import { areCounterparties, getParty, isContractorOf } from './parties.js';
import { untilCommitted } from '../../core/races.js';

type TLogInput = z.output<typeof ZServiceLogInputSchema>;

/** The most logs the services picker offers at once. */
const PICKER_LIMIT = 500;

/** The API's view of a stored log. */
export function toServiceLog(log: TServiceLogRecord): TServiceLog {
  const { serviceHolderId: _holder, version: _version, ...view } = log;
  return view;
}

const FIELD_LABEL = { startAt: 'Start date', endAt: 'End date', salesRate: 'Sales tax rate' } as const;

/** The cross-field rules of spec 001 §5 (serviceLogIssues): 40039 for an end before the start, else 400 on the field. */
function assertNoIssues(input: TLogInput, service: TServiceRecord): void {
  const issues = serviceLogIssues(input, service);
  if (!issues.length) return;
  const fieldErrors: Record<string, string[]> = {};
  for (const i of issues) {
    (fieldErrors[i.path] ??= []).push(i.code === 'end_before_start' ? 'End date must be after start date' : `${FIELD_LABEL[i.path]} is required`);
  }
  const order = issues.find((i) => i.code === 'end_before_start');
  if (order) throw new AppError(40039, { param: order.path, fieldErrors });
  const first = issues[0]!;
  throw new AppError('invalid_request', { param: first.path, message: fieldErrors[first.path]![0], fieldErrors });
}

/** The service of a log, from the executor's or the recipient's catalogue. */
async function findService(serviceId: string, executorId: string, recipientId: string): Promise<TServiceRecord | undefined> {
  const [mine, theirs] = await Promise.all([
    ServiceEntity.get({ holderId: executorId, id: serviceId }),
    ServiceEntity.get({ holderId: recipientId, id: serviceId }),
  ]);
  return mine ?? theirs;
}

/**
 * A log as it will be stored: the parties and location resolved, the service's title and flags
 * copied, the rules checked and the amounts computed in integer cents. A disabled service may stay
 * on a log that already has it, but cannot be chosen anew.
 */
async function buildLog(
  input: TLogInput,
  base: { id: string; createdAt: string; version: number; keepServiceId?: string },
): Promise<TServiceLogRecord> {
  const [executor, recipient, service] = await Promise.all([
    getParty(input.executorId, 'executorId'),
    getParty(input.recipientId, 'recipientId'),
    findService(input.serviceId, input.executorId, input.recipientId),
  ]);
  if (!service) throw new AppError('no_record', { param: 'serviceId', message: 'Please select a service' });
  if (!service.active && service.id !== base.keepServiceId) {
    throw new AppError('invalid_state', { param: 'serviceId', message: 'This service is disabled' });
  }
  assertNoIssues(input, service);
  const location = input.location ? await resolveLocation(input.location, executor.id, recipient.id) : undefined;
  // A sales rate only means something for a salable service (the form shows it only then).
  const salesRate = service.salable ? input.salesRate : undefined;
  const amounts = lineAmounts({ priceCents: input.priceCents, quantity: input.quantity, salable: service.salable, salesRate, taxExempt: service.taxExempt });
  return {
    id: base.id,
    executor,
    recipient,
    serviceId: service.id,
    serviceHolderId: service.holderId,
    title: service.name,
    ...(input.description ? { description: input.description } : {}),
    priceCents: input.priceCents,
    quantity: input.quantity,
    date: input.date,
    ...(input.startAt ? { startAt: input.startAt } : {}),
    ...(input.endAt ? { endAt: input.endAt } : {}),
    scheduled: service.scheduled,
    salable: service.salable,
    ...(service.taxExempt ? { taxExempt: true } : {}),
    ...(salesRate !== undefined ? { salesRate } : {}),
    ...(location ? { location } : {}),
    ...amounts,
    active: true,
    createdAt: base.createdAt,
    version: base.version,
  };
}

/**
 * Who may record a log: the executor itself (contractor side) for a counterparty, or a company
 * for a contractor of its own (employer side, 'Assign service').
 */
async function assertMayRecord(input: TLogInput, ctx: TRequestContext): Promise<void> {
  const ws = workspaceOf(ctx);
  if (input.executorId === input.recipientId) {
    throw new AppError('invalid_request', { param: 'recipientId', message: 'The executor and the recipient cannot be the same' });
  }
  if (ws === input.executorId) {
    if (!(await areCounterparties(ws, input.recipientId))) {
      throw new AppError('no_record', { param: 'recipientId', message: 'Please select a contact' });
    }
  } else if (ws === input.recipientId) {
    if (!(await isContractorOf(ws, input.executorId))) {
      throw new AppError('no_record', { param: 'executorId', message: 'The executor is not a contractor of this company' });
    }
  } else {
    throw new AppError(40011, { param: 'executorId' });
  }
}

export async function createServiceLog(input: TLogInput, ctx: TRequestContext): Promise<TServiceLog> {
  await assertMayRecord(input, ctx);
  const log = await buildLog(input, { id: newId(), createdAt: new Date().toISOString(), version: 0 });
  ctx.audit.props.serviceLogId = log.id;
  ctx.audit.props.executorId = log.executor.id;
  ctx.audit.props.recipientId = log.recipient.id;
  ctx.audit.props.totalCents = log.totalCents;
  await ctx.transact([ServiceLogEntity.putOp(log, { ifNotExists: true })]);
  return toServiceLog(log);
}

/** A log the firm records for its own engagement (engagements.ts): built as any log is, under the caller's id. */
export function buildEngagementLog(input: TLogInput, id: string): Promise<TServiceLogRecord> {
  return buildLog(input, { id, createdAt: new Date().toISOString(), version: 0 });
}

/** A log the workspace received (its recipient side): one Query on the recipient index. */
async function receivedLog(ws: string, id: string): Promise<TServiceLogRecord | undefined> {
  const { data } = await ServiceLogEntity.query({ index: 'GSI1', pk: `LOGIN#${ws}`, skBeginsWith: `LOG#${id}` });
  return data.find((l) => l.id === id);
}

/** The log, to its executor or its recipient; anyone else gets 404. */
export async function getServiceLog(input: { id: string }, ctx: TRequestContext): Promise<TServiceLog> {
  const ws = workspaceOf(ctx);
  const log = (await ServiceLogEntity.get({ executorId: ws, id: input.id })) ?? (await receivedLog(ws, input.id));
  if (!log) throw notFound('id');
  return toServiceLog(log);
}

/** The executor's own log, read consistently; the recipient is refused (403), anyone else 404. */
async function executorsLog(ws: string, id: string): Promise<TServiceLogRecord> {
  const log = await ServiceLogEntity.get({ executorId: ws, id }, { consistent: true });
  if (log) return log;
  if (await receivedLog(ws, id)) throw new AppError(40011, { param: 'id', message: 'Only the executor may change a service log' });
  throw notFound('id');
}

const versionIs = (v: number) => ({ condition: '#version = :version', names: { '#version': 'version' }, values: { ':version': v } });

/**
 * 'Update service log' (executor only). A log on an issued invoice is read-only; on a draft it may
 * change, and the draft's snapshot and totals are refreshed in the same transaction.
 */
export async function updateServiceLog(input: { id: string; log: TLogInput }, ctx: TRequestContext): Promise<TServiceLog> {
  const ws = workspaceOf(ctx);
  return untilCommitted(async () => {
    const current = await executorsLog(ws, input.id);
    if (input.log.executorId !== current.executor.id || input.log.recipientId !== current.recipient.id) {
      throw new AppError('invalid_request', { param: 'recipientId', message: 'The executor and recipient of a service log cannot be changed' });
    }
    if (!current.active) throw new AppError('invalid_state', { param: 'id', message: 'A disabled service log cannot be edited' });
    const draft = current.invoiceId ? await InvoiceEntity.get({ payeeId: ws, id: current.invoiceId }, { consistent: true }) : undefined;
    if (current.invoiceId && draft?.status !== 'DRAFT') {
      throw new AppError('invalid_state', { param: 'id', message: 'A service log on an issued invoice cannot be edited' });
    }

    const built = await buildLog(input.log, {
      id: current.id,
      createdAt: current.createdAt,
      version: current.version + 1,
      keepServiceId: current.serviceId,
    });
    const next: TServiceLogRecord = {
      ...built,
      ...(current.invoiceId ? { invoiceId: current.invoiceId, invoiceStatus: current.invoiceStatus } : {}),
      updatedAt: new Date().toISOString(),
    };
    const ops: TTransactItem[] = [ServiceLogEntity.putOp(next, versionIs(current.version))];
    if (draft) {
      const items = draft.items.map((i) => (i.id === next.id ? itemOf(next, draft.id, 'DRAFT') : i)).sort(byServiceDate);
      ops.push(
        InvoiceEntity.putOp(
          { ...draft, items, ...totalsOf(items), version: draft.version + 1, updatedAt: next.updatedAt },
          { condition: '#version = :version AND #status = :draft', names: { '#version': 'version', '#status': 'status' }, values: { ':version': draft.version, ':draft': 'DRAFT' } },
        ),
      );
      ctx.audit.props.invoiceId = draft.id;
    }
    ctx.audit.props.serviceLogId = next.id;
    ctx.audit.props.totalCents = next.totalCents;
    await ctx.transact(ops);
    return toServiceLog(next);
  });
}

/** 'Disable' (executor only; soft). A log on any invoice, draft or issued, cannot be disabled. */
export async function disableServiceLog(input: { id: string }, ctx: TRequestContext): Promise<TServiceLog> {
  const ws = workspaceOf(ctx);
  return untilCommitted(async () => {
    const current = await executorsLog(ws, input.id);
    if (current.invoiceId) throw new AppError('invalid_state', { param: 'id', message: 'A service log on an invoice cannot be disabled' });
    ctx.audit.props.serviceLogId = current.id;
    if (!current.active) return toServiceLog(current);
    const updatedAt = new Date().toISOString();
    await ctx.transact([
      ServiceLogEntity.updateOp(
        { executorId: ws, id: current.id },
        { set: { active: false, updatedAt, version: current.version + 1 }, ...versionIs(current.version) },
      ),
    ]);
    return toServiceLog({ ...current, active: false, updatedAt, version: current.version + 1 });
  });
}

/** A date range on the pair index's `<date>#<id>` sort key. */
/** A reversed range is the caller's mistake: DynamoDB refuses a BETWEEN whose upper bound is lower (a 500). */
function assertDateRange(startDate?: string, endDate?: string): void {
  if (startDate && endDate && startDate > endDate) throw new AppError('invalid_request', { param: 'endDate' });
}

function dateRange(startDate?: string, endDate?: string): [string, string] {
  return [`${startDate ?? '0000-00-00'}#`, `${endDate ?? '9999-12-31'}#~`];
}

/**
 * The logs the workspace provided (CONTRACTOR: its own partition) or received (EMPLOYER: the
 * recipient index), newest first; with a counterparty, the pair index in service-date order.
 */
export async function listServiceLogs(filter: z.output<typeof ZServiceLogFilterSchema>, ctx: TRequestContext) {
  const ws = workspaceOf(ctx);
  assertDateRange(filter.startDate, filter.endDate);
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const conditions: string[] = [];
  if (filter.active !== undefined) {
    names['#active'] = 'active';
    values[':active'] = filter.active;
    conditions.push('#active = :active');
  }
  const byPair = filter.counterpartyId !== undefined;
  if (!byPair && (filter.startDate || filter.endDate)) {
    names['#date'] = 'date';
    values[':from'] = filter.startDate ?? '0000-00-00';
    values[':to'] = filter.endDate ?? '9999-12-31';
    conditions.push('#date BETWEEN :from AND :to');
  }
  const where = conditions.length ? { filter: { expression: conditions.join(' AND '), names, values } } : {};
  const q = { cursor: filter.cursor, newestFirst: true, ...where };
  const provided = filter.side === 'CONTRACTOR';
  const result = byPair
    ? await ServiceLogEntity.numberedPage(
        {
          index: 'GSI2',
          pk: provided ? `LOGPAIR#${ws}#${filter.counterpartyId}` : `LOGPAIR#${filter.counterpartyId}#${ws}`,
          skBetween: dateRange(filter.startDate, filter.endDate),
          ...q,
        },
        filter,
      )
    : provided
      ? await ServiceLogEntity.numberedPage({ pk: `WS#${ws}`, skBeginsWith: 'LOG#', ...q }, filter)
      : await ServiceLogEntity.numberedPage({ index: 'GSI1', pk: `LOGIN#${ws}`, skBeginsWith: 'LOG#', ...q }, filter);
  return { ...result, data: result.data.map(toServiceLog) };
}

/**
 * The services picker: the payee's active logs for the payer that are on no invoice (or on the
 * draft being edited), newest first. One Query on the pair index, narrowed by date in the key.
 */
export async function freeServiceLogs(query: z.output<typeof ZFreeServiceLogsQuerySchema>, ctx: TRequestContext) {
  const ws = workspaceOf(ctx);
  if (ws !== query.payeeId && ws !== query.payerId) throw new AppError(40011, { param: 'payeeId' });
  assertDateRange(query.startDate, query.endDate);
  if (query.payeeId === query.payerId) {
    throw new AppError('invalid_request', { param: 'payerId', message: 'Payee and Payer cannot be the same' });
  }
  let draftId: string | undefined;
  if (query.invoiceId) {
    const draft = ws === query.payeeId ? await InvoiceEntity.get({ payeeId: ws, id: query.invoiceId }) : undefined;
    if (draft?.status !== 'DRAFT') throw new AppError('no_record', { param: 'invoiceId' });
    draftId = draft.id;
  }
  const values: Record<string, unknown> = { ':active': true, ...(draftId ? { ':draft': draftId } : {}) };
  const filter = {
    expression: `#active = :active AND (attribute_not_exists(#invoiceId)${draftId ? ' OR #invoiceId = :draft' : ''})`,
    names: { '#active': 'active', '#invoiceId': 'invoiceId' },
    values,
  };
  const data: TServiceLogRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await ServiceLogEntity.query({
      index: 'GSI2',
      pk: `LOGPAIR#${query.payeeId}#${query.payerId}`,
      skBetween: dateRange(query.startDate, query.endDate),
      filter,
      newestFirst: true,
      cursor,
    });
    data.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor && data.length < PICKER_LIMIT);
  return { data: data.slice(0, PICKER_LIMIT).map(toServiceLog) };
}
