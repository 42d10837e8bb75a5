import type * as z from 'zod/mini';
import { newId, newWorkspaceId } from '../../../shared/core/ids.js';
import { workspaceTypeOf } from '../../../shared/core/workspace.js';
import { canTransition, consentOf, isConsented, needsConsent } from '../../../shared/workforce/rules.js';
import {
  employmentAddressOf,
  type TEmployment,
  type TEmploymentView,
  type ZCreateEmploymentRequestSchema,
  type ZEmploymentFilterSchema,
  type ZEmploymentStatusRequestSchema,
  type ZMyEmploymentsQuerySchema,
  type ZUpdateEmploymentRequestSchema,
} from '../../../shared/workforce/workforce.schema.js';
// The ownerless profile made for an email without an account is the one billing contacts make
// (one claim per email), so an employee added here and a contact added there are one profile.
import { ContactProfileClaimEntity } from '../../billing/data/billing.entities.js';
import { queryAll, type TTransactItem } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { type TRequestContext, workspaceOf } from '../../core/http.js';
import { EmailClaimEntity, UserEntity } from '../../identity/data/identity.entities.js';
import { WorkspaceEntity } from '../../workspaces/data/workspace.entity.js';
import { BranchEntity, CompanyProfileEntity, BranchRefsEntity, EmploymentClaimEntity, EmploymentEntity, ProjectEntity } from '../data/workforce.entities.js';
import { untilCommitted } from '../../core/races.js';
import { contractorCompanyDetails } from './contractor-company.js';

/** A company's employments are read whole and filtered in the function; more is a design limit. */
const MAX_EMPLOYMENTS = 5000;

export const employeeNotFound = (param = 'id') => new AppError(40018, { param });

/**
 * The API's view of a stored employment (spec 000 §3 names). To the employer (the default), a
 * person's profile id is shown only once they accepted (docs/decisions/0019-employment-consent.md):
 * until then the view holds what the employer typed. A company contractor's id is the one the
 * employer typed. The named party itself (`forParty`) sees its own id.
 */
export function toView(e: TEmployment, employerName?: string, forParty = false): TEmploymentView {
  const showId = forParty || isConsented(e) || workspaceTypeOf(e.personId) === 'COMPANY';
  return {
    id: e.id,
    employerId: e.companyId,
    ...(employerName ? { employerName } : {}),
    ...(showId ? { detailsId: e.personId } : {}),
    consent: consentOf(e),
    counterpartyType: workspaceTypeOf(e.personId) === 'COMPANY' ? 'COMPANY' : 'PERSON',
    details: {
      name: e.name,
      ...(e.email ? { email: e.email } : {}),
      ...(e.tin ? { tin: e.tin } : {}),
      ...(e.phone ? { phone: e.phone } : {}),
      ...(e.address ? { address: e.address } : {}),
    },
    status: e.status,
    type: e.type,
    ...(e.contractorType ? { contractorType: e.contractorType } : {}),
    workKind: e.workKind ?? 'FULL_TIME',
    employmentStart: e.startDate,
    ...(e.terminationDate ? { employmentTermination: e.terminationDate } : {}),
    officer: e.officer ?? false,
    remote: e.remote,
    branchIds: e.branchIds,
    workplaces: e.workplaces ?? [],
    projectIds: e.projectIds,
    payType: e.payType,
    rateCents: e.rateCents,
    ...(e.type === 'STAFF' ? {} : { providesServicesToClient: e.providesServicesToClient ?? false, buysGoodsFromClient: e.buysGoodsFromClient ?? false }),
    version: e.version ?? 0,
  };
}

/** A contractor's relation to the client (spec 000 §3 Contractor); staff have none. */
function contractorRelation(type: TEmployment['type'], terms: { providesServicesToClient: boolean; buysGoodsFromClient: boolean }) {
  return type === 'STAFF' ? {} : { providesServicesToClient: terms.providesServicesToClient, buysGoodsFromClient: terms.buysGoodsFromClient };
}

/** An employment of the calling company, keyed by it: another company's id is simply not found (40018). */
export async function getOwnEmployment(companyId: string, id: string, param = 'id'): Promise<TEmployment> {
  const e = await EmploymentEntity.get({ companyId, id }, { consistent: true });
  if (!e) throw employeeNotFound(param);
  return e;
}

export async function getEmployment(input: { id: string }, ctx: TRequestContext): Promise<TEmploymentView> {
  return toView(await getOwnEmployment(workspaceOf(ctx), input.id));
}

/** Branches and projects named on an employment must be the company's own. */
async function assertOwnRefs(companyId: string, input: { branchIds: string[]; projectIds: string[] }) {
  const [branches, projects] = await Promise.all([
    Promise.all(input.branchIds.map((id) => BranchEntity.get({ companyId, id }))),
    Promise.all(input.projectIds.map((id) => ProjectEntity.get({ companyId, id }))),
  ]);
  const b = branches.findIndex((x) => !x);
  if (b >= 0) throw new AppError('no_record', { param: `branchIds.${b}` });
  const p = projects.findIndex((x) => !x);
  if (p >= 0) throw new AppError('no_record', { param: `projectIds.${p}` });
}

/**
 * In an employment's transaction: each branch it names still exists, and its reference counter moves
 * (BranchRefsEntity), so a branch deleted meanwhile fails this write and a delete racing it fails.
 */
function branchRefOps(companyId: string, branchIds: readonly string[]): TTransactItem[] {
  return [...new Set(branchIds)].flatMap((branchId) => [
    BranchEntity.checkOp({ companyId, id: branchId }),
    BranchRefsEntity.updateOp(
      { companyId, branchId },
      { mustExist: false, set: { companyId, branchId }, also: 'ADD #refs :one', names: { '#refs': 'refs' }, values: { ':one': 1 } },
    ),
  ]);
}

/** STAFF has no contractor type; contractors are PERSON unless told otherwise. */
function contractorTypeFor(type: TEmployment['type'], given: TEmployment['contractorType']) {
  if (type === 'STAFF') {
    if (given) throw new AppError('invalid_request', { param: 'contractorType', message: 'A staff employment has no contractor type' });
    return undefined;
  }
  return given ?? 'PERSON';
}

/**
 * The profile an employee's details refer to: the person workspace of the account with the email,
 * else the profile made earlier for that email, else a new ownerless person profile (created in
 * the employment's own transaction, with the claim that makes it the only one for the email).
 */
async function profileFor(details: { name: string; email: string }): Promise<{ personId: string; userId?: string; ops: TTransactItem[] }> {
  const claim = await EmailClaimEntity.get({ email: details.email }, { consistent: true });
  if (claim) {
    const user = await UserEntity.get({ userId: claim.userId });
    if (!user?.personId) {
      throw new AppError('invalid_request', { param: 'details.email', message: 'This email belongs to an account that cannot be employed' });
    }
    return { personId: user.personId, userId: user.userId, ops: [] };
  }
  const made = await ContactProfileClaimEntity.get({ email: details.email }, { consistent: true });
  if (made) return { personId: made.workspaceId, ops: [] };
  const id = newWorkspaceId('PERSON');
  return {
    personId: id,
    ops: [
      WorkspaceEntity.putOp({ id, type: 'PERSON', name: details.name, email: details.email, createdAt: new Date().toISOString() }, { ifNotExists: true }),
      ContactProfileClaimEntity.putOp({ email: details.email, workspaceId: id }, { ifNotExists: true }),
    ],
  };
}

/**
 * Adds an employee, contractor or foreign contractor. The same person employed twice by the same
 * employer with the same type is 40037: a claim item put with attribute_not_exists in the
 * employment's transaction, so of two racing adds exactly one wins.
 */
export async function createEmployment(input: z.output<typeof ZCreateEmploymentRequestSchema>, ctx: TRequestContext): Promise<TEmploymentView> {
  const companyId = workspaceOf(ctx);
  const contractorType = contractorTypeFor(input.type, input.contractorType);
  const id = newId();
  ctx.audit.props.employmentId = id;
  ctx.audit.props.type = input.type;
  return untilCommitted(async () => {
    // Read afresh each attempt: a branch deleted since the last one is then no_record, not a retry.
    await assertOwnRefs(companyId, input);
    // A COMPANY contractor picked in the company directory is that company (contractor-company.ts).
    // Nothing of the company is read into the employment until its owner accepts (invitations.ts).
    const linked = input.contractorCompanyId ? await contractorCompanyDetails(companyId, { contractorCompanyId: input.contractorCompanyId, contractorType }) : undefined;
    const profile: { personId: string; userId?: string; ops: TTransactItem[] } = linked ?? (await profileFor(input.details));
    if (await EmploymentClaimEntity.get({ companyId, personId: profile.personId, type: input.type }, { consistent: true })) {
      throw new AppError(40037, { param: linked ? 'contractorCompanyId' : 'details.email' });
    }
    const now = new Date().toISOString();
    const employment: TEmployment = {
      id,
      companyId,
      personId: profile.personId,
      ...(profile.userId ? { userId: profile.userId } : {}),
      name: input.details.name,
      email: input.details.email,
      ...(input.details.tin ? { tin: input.details.tin } : {}),
      ...(input.details.phone ? { phone: input.details.phone } : {}),
      ...(employmentAddressOf(input.details.address) ? { address: employmentAddressOf(input.details.address) } : {}),
      type: input.type,
      ...(contractorType ? { contractorType } : {}),
      status: 'NEW',
      workKind: input.workKind,
      startDate: input.employmentStart,
      officer: input.officer,
      remote: input.remote,
      branchIds: input.branchIds,
      workplaces: input.workplaces,
      projectIds: input.projectIds,
      payType: input.payType,
      rateCents: input.rateCents,
      ...contractorRelation(input.type, input),
      // An account's person or a company is asked first; a profile without an owner has nobody to ask.
      ...(needsConsent(profile) ? { consent: 'PENDING' as const } : {}),
      createdAt: now,
      updatedAt: now,
      version: 0,
    };
    ctx.audit.props.detailsId = profile.personId;
    if (employment.consent) ctx.audit.props.consent = employment.consent;
    await ctx.transact([
      ...profile.ops,
      EmploymentClaimEntity.putOp({ companyId, personId: profile.personId, type: input.type, employmentId: id }, { ifNotExists: true }),
      EmploymentEntity.putOp(employment, { ifNotExists: true }),
      ...branchRefOps(companyId, input.branchIds),
    ]);
    if (employment.consent === 'PENDING') await (await import('./invitations.js')).notifyInvitee(employment);
    return toView(employment);
  });
}

/** The condition that the stored version is the one the caller read. */
function versionIs(version: number) {
  return version === 0
    ? { condition: '(attribute_not_exists(#ver) OR #ver = :ver)', names: { '#ver': 'version' }, values: { ':ver': 0 } }
    : { condition: '#ver = :ver', names: { '#ver': 'version' }, values: { ':ver': version } };
}

function stale(): AppError {
  return new AppError('invalid_state', { param: 'version', message: 'The employment was changed by someone else; reload it' });
}

/** Edits the details, terms and tariffication; the email (the person) and the type stay. */
export async function updateEmployment(
  input: { id: string; change: z.output<typeof ZUpdateEmploymentRequestSchema> },
  ctx: TRequestContext,
): Promise<TEmploymentView> {
  const companyId = workspaceOf(ctx);
  const { change } = input;
  const current = await getOwnEmployment(companyId, input.id);
  if ((current.version ?? 0) !== change.version) throw stale();
  const contractorType = contractorTypeFor(current.type, change.contractorType ?? (current.type === 'STAFF' ? undefined : current.contractorType));
  if (workspaceTypeOf(current.personId) === 'COMPANY' && contractorType !== 'COMPANY') {
    throw new AppError('invalid_request', { param: 'contractorType', message: 'This contract is with a company; add a new employment for a person' });
  }
  await assertOwnRefs(companyId, change);
  ctx.audit.props.employmentId = current.id;
  const next: TEmployment = {
    ...current,
    name: change.details.name,
    // A company contractor's TIN is its EIN, from its profile.
    tin: workspaceTypeOf(current.personId) === 'COMPANY' ? current.tin : change.details.tin || undefined,
    phone: change.details.phone || undefined,
    address: employmentAddressOf(change.details.address),
    contractorType,
    workKind: change.workKind,
    startDate: change.employmentStart,
    officer: change.officer,
    remote: change.remote,
    branchIds: change.branchIds,
    workplaces: change.workplaces,
    projectIds: change.projectIds,
    payType: change.payType,
    rateCents: change.rateCents,
    ...contractorRelation(current.type, change),
    updatedAt: new Date().toISOString(),
    version: change.version + 1,
  };
  const cleaned = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)) as TEmployment;
  try {
    await ctx.transact([
      EmploymentEntity.putOp(cleaned, { ...versionIs(change.version), condition: `attribute_exists(PK) AND ${versionIs(change.version).condition}` }),
      ...branchRefOps(companyId, change.branchIds),
    ]);
  } catch (error) {
    if ((error as { name?: string }).name === 'TransactionCanceledException') {
      await assertOwnRefs(companyId, change); // a branch deleted meanwhile: no_record names it
      throw stale();
    }
    throw error;
  }
  return toView(cleaned);
}

/**
 * Moves an employment along the allowed transitions (shared/workforce/rules.ts), conditioned on
 * the status read. A termination sets employmentTermination and frees the 40037 claim, so the
 * person can be employed again as a new employment.
 */
export async function setEmploymentStatus(
  input: { id: string; change: z.output<typeof ZEmploymentStatusRequestSchema> },
  ctx: TRequestContext,
): Promise<TEmploymentView> {
  const companyId = workspaceOf(ctx);
  return untilCommitted(async () => {
    const current = await getOwnEmployment(companyId, input.id);
    const to = input.change.status;
    if (!canTransition(current.status, to)) {
      throw new AppError('invalid_state', { param: 'status', message: `An employment cannot go from ${current.status} to ${to}` });
    }
    const version = current.version ?? 0;
    const terminationDate = to === 'TERMINATED' ? (input.change.terminationDate ?? new Date().toISOString().slice(0, 10)) : undefined;
    if (terminationDate && terminationDate < current.startDate) throw new AppError(40039, { param: 'terminationDate' });
    Object.assign(ctx.audit.props, { employmentId: current.id, from: current.status, to });
    const ops: TTransactItem[] = [
      EmploymentEntity.updateOp(
        { companyId, id: current.id },
        {
          set: { status: to, version: version + 1, updatedAt: new Date().toISOString(), ...(terminationDate ? { terminationDate } : {}) },
          condition: '#st = :from',
          names: { '#st': 'status' },
          values: { ':from': current.status },
        },
      ),
    ];
    if (to === 'TERMINATED') {
      ops.push(
        EmploymentClaimEntity.deleteOp({ companyId, personId: current.personId, type: current.type }, 'attribute_not_exists(PK) OR employmentId = :eid', {
          values: { ':eid': current.id },
        }),
      );
    }
    await ctx.transact(ops);
    return toView({ ...current, status: to, version: version + 1, ...(terminationDate ? { terminationDate } : {}) });
  });
}

/** Every employment of a company (one Query, page after page, on its partition). */
export function companyEmployments(companyId: string): Promise<TEmployment[]> {
  return queryAll(EmploymentEntity, { pk: `WS#${companyId}`, skBeginsWith: 'EMPLOYMENT#' }, MAX_EMPLOYMENTS);
}

/**
 * The employment filter (spec 000 §3). One Query on the employer's partition (the employer is
 * always the calling workspace: `employerId` is implied), then name, details, types, contractor
 * type and status are applied in the function, sorted by start or termination date and cut to
 * the page. A company's employments are hundreds at most, so one read is cheaper than an index
 * per filter (docs/decisions/0014-workforce.md).
 */
export async function listEmployments(filter: z.output<typeof ZEmploymentFilterSchema>, ctx: TRequestContext) {
  const all = await companyEmployments(workspaceOf(ctx));
  const name = filter.name?.toLowerCase();
  const matching = all.filter(
    (e) =>
      (!name || e.name.toLowerCase().includes(name) || e.email?.toLowerCase().includes(name)) &&
      // Only by an id the employer may see: a pending person's id is not confirmed by a filter either.
      (!filter.detailsId || (e.personId === filter.detailsId && (isConsented(e) || workspaceTypeOf(e.personId) === 'COMPANY'))) &&
      (!filter.types?.length || filter.types.includes(e.type)) &&
      (!filter.contractorType || e.contractorType === filter.contractorType) &&
      (!filter.status || e.status === filter.status),
  );
  const field = (e: TEmployment) => (filter.orderField === 'EMPLOYMENT_TERMINATION' ? (e.terminationDate ?? '') : e.startDate);
  const dir = filter.orderDirection === 'ASC' ? 1 : -1;
  // Ties (and missing termination dates) fall back to the id, i.e. creation order.
  matching.sort((a, b) => dir * (field(a).localeCompare(field(b)) || a.id.localeCompare(b.id)));
  const start = filter.pageNumber * filter.pageSize;
  return {
    data: matching.slice(start, start + filter.pageSize).map((e) => toView(e)),
    countOfPages: Math.ceil(matching.length / filter.pageSize),
    totalElements: matching.length,
  };
}

/** A person's own employments, with their employers' names: one Query on the person's index. */
export async function myEmployments(input: z.output<typeof ZMyEmploymentsQuerySchema>, ctx: TRequestContext) {
  return partyEmployments(workspaceOf(ctx), input.employerId);
}

/** The employments that name a person, as stored (for other domains that need no employer names): one Query on its index. */
export function personEmployments(personId: string): Promise<TEmployment[]> {
  return queryAll(EmploymentEntity, { index: 'GSI1', pk: `WS#${personId}`, skBeginsWith: 'EMPLOYMENT#' }, MAX_EMPLOYMENTS);
}

/**
 * The employments that name a workspace (a person employed, a company contracted), with the
 * employers' names, as the named party sees them: one Query on its index.
 */
export async function partyEmployments(personId: string, employerId?: string): Promise<{ data: TEmploymentView[] }> {
  const input = { employerId };
  const data = await queryAll(EmploymentEntity, {
    index: 'GSI1',
    pk: `WS#${personId}`,
    skBeginsWith: input.employerId ? `EMPLOYMENT#${input.employerId}#` : 'EMPLOYMENT#',
  });
  const names = new Map<string, string>();
  await Promise.all(
    [...new Set(data.map((e) => e.companyId))].map(async (id) => {
      const ws = await WorkspaceEntity.get({ id });
      if (ws) names.set(id, ws.name);
    }),
  );
  return { data: data.map((e) => toView(e, names.get(e.companyId), true)) };
}

/** The employer as a pay statement names it: legal name and headquarter address (one GetItem). */
export async function employerCardOf(companyId: string): Promise<{ name: string; address: string }> {
  const profile = await CompanyProfileEntity.get({ companyId });
  const a = profile?.headquarter;
  const address = a ? [a.address1, a.address2, a.city && `${a.city}, ${a.state} ${a.zipCode}`].filter(Boolean).join(', ') : '';
  return { name: profile?.legalName ?? '', address };
}
