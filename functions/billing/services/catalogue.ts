import type * as z from 'zod/mini';
import type { TService, ZServiceFilterSchema, ZServiceInputSchema } from '../../../shared/billing/billing.schema.js';
import { newId } from '../../../shared/core/ids.js';
import { queryAll } from '../../core/entity.js';
import { notFound } from '../../core/errors.js';
import { type TRequestContext, workspaceOf } from '../../core/http.js';
import { ServiceEntity, ServiceLogEntity, type TServiceRecord } from '../data/billing.entities.js';

type TServiceInput = z.output<typeof ZServiceInputSchema>;

/** How many services 'recent services' offers. */
const RECENT_SERVICES = 10;

/**
 * The workspace's catalogue, by name (a case-insensitive part of it) and active flag, sorted by
 * name. One Query on the workspace's partition; a catalogue is small by nature.
 */
export async function listServices(filter: z.output<typeof ZServiceFilterSchema>, ctx: TRequestContext) {
  const all = await queryAll(ServiceEntity, { pk: `WS#${workspaceOf(ctx)}`, skBeginsWith: 'SERVICE#' });
  const name = filter.name?.toLowerCase();
  const data = all
    .filter((s) => (filter.active === undefined || s.active === filter.active) && (!name || s.name.toLowerCase().includes(name)))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { data };
}

async function getOwned(ctx: TRequestContext, id: string, consistent = false): Promise<TServiceRecord> {
  const service = await ServiceEntity.get({ holderId: workspaceOf(ctx), id }, { consistent });
  if (!service) throw notFound('id');
  return service;
}

/** A service of the workspace's own catalogue; another workspace's is not found. */
export function getService(input: { id: string }, ctx: TRequestContext): Promise<TService> {
  return getOwned(ctx, input.id);
}

export async function createService(input: TServiceInput, ctx: TRequestContext): Promise<TService> {
  const service: TServiceRecord = {
    ...input,
    id: newId(),
    holderId: workspaceOf(ctx),
    active: true,
    createdAt: new Date().toISOString(),
  };
  ctx.audit.props.serviceId = service.id;
  ctx.audit.props.name = service.name;
  await ctx.transact([ServiceEntity.putOp(service, { ifNotExists: true })]);
  return service;
}

/**
 * Edits a service of the workspace's own catalogue (so only the holder can). Logs already made
 * keep their own price and title; the active flag is changed only by disabling.
 */
export async function updateService(input: { id: string; service: TServiceInput }, ctx: TRequestContext): Promise<TService> {
  const current = await getOwned(ctx, input.id, true);
  const next: TServiceRecord = {
    ...input.service,
    id: current.id,
    holderId: current.holderId,
    active: current.active,
    createdAt: current.createdAt,
    updatedAt: new Date().toISOString(),
  };
  ctx.audit.props.serviceId = current.id;
  ctx.audit.props.name = next.name;
  await ctx.transact([ServiceEntity.putOp(next, { condition: 'attribute_exists(PK)' })]);
  return next;
}

/** Disables a service (soft: it stays on existing logs and invoices, and can no longer be chosen). */
export async function disableService(input: { id: string }, ctx: TRequestContext): Promise<TService> {
  const current = await getOwned(ctx, input.id, true);
  const updatedAt = new Date().toISOString();
  ctx.audit.props.serviceId = current.id;
  await ctx.transact([ServiceEntity.updateOp({ holderId: current.holderId, id: current.id }, { set: { active: false, updatedAt } })]);
  return { ...current, active: false, updatedAt };
}

/**
 * The active services last logged between the workspace and a counterparty, in either direction,
 * newest first: two Queries on the pair index, then the services by key.
 */
export async function recentServices(input: { counterpartyId: string }, ctx: TRequestContext) {
  const ws = workspaceOf(ctx);
  const pairs = [`LOGPAIR#${ws}#${input.counterpartyId}`, `LOGPAIR#${input.counterpartyId}#${ws}`];
  const pages = await Promise.all(pairs.map((pk) => ServiceLogEntity.query({ index: 'GSI2', pk, newestFirst: true, limit: 50 })));
  const logs = pages
    .flatMap((p) => p.data)
    .sort((a, b) => `${b.date}#${b.id}`.localeCompare(`${a.date}#${a.id}`));
  const seen = new Map<string, { holderId: string; id: string }>();
  for (const log of logs) {
    const key = `${log.serviceHolderId}#${log.serviceId}`;
    if (!seen.has(key)) seen.set(key, { holderId: log.serviceHolderId, id: log.serviceId });
  }
  const services = await Promise.all([...seen.values()].map((k) => ServiceEntity.get(k)));
  return { data: services.filter((s): s is TServiceRecord => Boolean(s?.active)).slice(0, RECENT_SERVICES) };
}
