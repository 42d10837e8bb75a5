import type { TLocation, TLocationRef } from '../../../shared/billing/billing.schema.js';
import type { TAddress } from '../../../shared/core/address.schema.js';
import { newId } from '../../../shared/core/ids.js';
import { BranchEntity, ProjectEntity } from '../../workforce/data/workforce.entities.js';
import { queryAll } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { type TRequestContext, workspaceOf } from '../../core/http.js';
import { LocationEntity } from '../data/billing.entities.js';
import { areCounterparties } from './parties.js';

export function addressLabel(a: TAddress): string {
  return [a.address1, a.address2, a.city, `${a.state} ${a.zipCode}`].filter(Boolean).join(', ');
}

/** The companies on either side of a pair: where branches and projects come from. */
function companiesOf(executorId: string, contactId: string): string[] {
  return [executorId, contactId].filter((id) => id.startsWith('c_'));
}

/**
 * The workspace must be one side of the pair and the two must be counterparties; otherwise the
 * pair's locations (and a stranger company's branches) are not the caller's to see.
 */
async function assertPair(ctx: TRequestContext, executorId: string, contactId: string): Promise<void> {
  const ws = workspaceOf(ctx);
  if (ws !== executorId && ws !== contactId) throw new AppError(40011, { param: 'executorId' });
  if (!(await areCounterparties(executorId, contactId))) throw new AppError('no_record', { param: 'contactId' });
}

/**
 * Addresses the executor keeps for the contact (one Query), and the branches and projects of the
 * company on either side (one Query each).
 */
export async function listLocations(input: { executorId: string; contactId: string }, ctx: TRequestContext) {
  await assertPair(ctx, input.executorId, input.contactId);
  const companies = companiesOf(input.executorId, input.contactId);
  const [addresses, branches, projects] = await Promise.all([
    queryAll(LocationEntity, { pk: `WS#${input.executorId}`, skBeginsWith: `LOCATION#${input.contactId}#` }),
    Promise.all(companies.map((c) => queryAll(BranchEntity, { pk: `WS#${c}`, skBeginsWith: 'BRANCH#' }))),
    Promise.all(companies.map((c) => queryAll(ProjectEntity, { pk: `WS#${c}`, skBeginsWith: 'PROJECT#' }))),
  ]);
  return {
    addresses: addresses.map((l): TLocation => ({ kind: 'ADDRESS', id: l.id, label: addressLabel(l.address), address: l.address })),
    branches: branches.flat().map((b): TLocation => ({ kind: 'BRANCH', id: b.id, label: b.name, address: b.address })),
    projects: projects.flat().map((p): TLocation => ({ kind: 'PROJECT', id: p.id, label: p.title })),
  };
}

/** 'Create location': an address the executor keeps for the contact. */
export async function createLocation(
  input: { executorId: string; contactId: string; address: TAddress },
  ctx: TRequestContext,
): Promise<TLocation> {
  await assertPair(ctx, input.executorId, input.contactId);
  const location = {
    id: newId(),
    executorId: input.executorId,
    contactId: input.contactId,
    address: input.address,
    createdBy: workspaceOf(ctx),
    createdAt: new Date().toISOString(),
  };
  ctx.audit.props.locationId = location.id;
  ctx.audit.props.executorId = location.executorId;
  ctx.audit.props.contactId = location.contactId;
  await ctx.transact([LocationEntity.putOp(location, { ifNotExists: true })]);
  return { kind: 'ADDRESS', id: location.id, label: addressLabel(location.address), address: location.address };
}

/**
 * A log's location, resolved from its reference: an address of the pair, or a branch or project
 * of the company on either side. 404 on `location` when it is none of those.
 */
export async function resolveLocation(ref: TLocationRef, executorId: string, recipientId: string): Promise<TLocation> {
  if (ref.kind === 'ADDRESS') {
    const l = await LocationEntity.get({ executorId, contactId: recipientId, id: ref.id });
    if (l) return { kind: 'ADDRESS', id: l.id, label: addressLabel(l.address), address: l.address };
  } else {
    for (const companyId of companiesOf(executorId, recipientId)) {
      if (ref.kind === 'BRANCH') {
        const b = await BranchEntity.get({ companyId, id: ref.id });
        if (b) return { kind: 'BRANCH', id: b.id, label: b.name, address: b.address };
      } else {
        const p = await ProjectEntity.get({ companyId, id: ref.id });
        if (p) return { kind: 'PROJECT', id: p.id, label: p.title };
      }
    }
  }
  throw new AppError('no_record', { param: 'location' });
}
