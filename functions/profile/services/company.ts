import * as z from 'zod/mini';
import { ZAddressSchema } from '../../../shared/core/address.schema.js';
import { newId } from '../../../shared/core/ids.js';
import {
  COMPANY_FILE_FIELDS,
  COMPANY_STATUSES,
  EMPTY_ADDRESS,
  MASKED_TIN,
  maskNumber,
  type TBranchDetails,
  type TCompanyDetails,
  type TOffice,
  type TProfileAddress,
  type TShareholder,
  type TShareholders,
  type ZCompanyDetailsInputSchema,
  type ZOfficeInputSchema,
  type ZShareholdersInputSchema,
} from '../../../shared/profile/profile.schema.js';
import { INSURANCE_TYPES } from '../../../shared/profile/insurance.js';
import { workspaceTypeOf } from '../../../shared/core/workspace.js';
import { companyEntry, directoryWrites } from '../../core/directory.js';
import { queryAll, type TTransactItem } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { lostRace } from '../../core/races.js';
import { principalOf, type TRequestContext, workspaceOf } from '../../core/http.js';
import { UserEntity } from '../../identity/data/identity.entities.js';
import { MembershipEntity, WorkspaceEntity } from '../../workspaces/data/workspace.entity.js';
import { BranchRefsEntity, CompanyProfileEntity, EinClaimEntity, EmploymentEntity } from '../../workforce/data/workforce.entities.js';
import { HeadquarterEntity, ProfileBranchEntity, ShareholdersEntity } from '../data/profile.entities.js';
import { checkVersion, fileNamesOf, guardVerified, personByEmail, seesSensitive, staffOnly, untilCommitted, versionedPut, versionIs } from './common.js';

type TProfileRecord = NonNullable<Awaited<ReturnType<typeof CompanyProfileEntity.get>>>;

async function companyProfile(companyId: string, consistent = false): Promise<TProfileRecord> {
  const profile = await CompanyProfileEntity.get({ companyId }, { consistent });
  if (!profile) throw new AppError('no_record', { param: 'workspaceId' });
  return profile;
}

/** The insurance end dates on file, by type; blanks dropped (docs/decisions/0041). */
function insuranceEndsOf(ends: Record<string, string> | undefined): TCompanyDetails['insuranceEnds'] {
  return Object.fromEntries(INSURANCE_TYPES.flatMap((type) => (ends?.[type] ? [[type, ends[type]]] : [])));
}

const statusOf = (v: string | undefined) => ((COMPANY_STATUSES as readonly (string | undefined)[]).includes(v) ? (v as TCompanyDetails['status']) : undefined);

/** The company's details; its TIN masked (last four) to anyone but the company's own users and staff. */
function presentCompany(p: TProfileRecord, visible: boolean): TCompanyDetails {
  const i = p.insurance ?? {};
  const tin = p.tin ?? '';
  return {
    companyId: p.companyId, legalName: p.legalName, companyType: p.companyType, ein: p.ein, dba: p.dba ?? '', website: p.website ?? '',
    registrationDate: p.registrationDate ?? '', federalTaxClass: p.federalTaxClass ?? '', naicsType: p.naicsType ?? '',
    additionalNaicsType: p.additionalNaicsType ?? '', officer: p.officer ?? '',
    // Each insurance type is required unless explicitly false (spec 000 §3).
    insurance: {
      generalLiabilityRequired: i.generalLiabilityRequired !== false,
      professionalLiabilityRequired: i.professionalLiabilityRequired !== false,
      workersCompensationRequired: i.workersCompensationRequired !== false,
      disabilityRequired: i.disabilityRequired !== false,
    },
    insuranceEnds: insuranceEndsOf(p.insuranceEnds),
    status: statusOf(p.status),
    tin: visible || !tin ? tin : maskNumber(tin, 'tin'),
    filingReceipt: p.filingReceipt ?? '',
    certificateOfIncorporation: p.certificateOfIncorporation ?? '',
    ss4Form: p.ss4Form ?? '',
    client: p.client ?? false,
    fileNames: p.fileNames ?? {},
    masked: !visible && !!tin,
  };
}



export async function getCompanyDetails(ctx: TRequestContext): Promise<TCompanyDetails> {
  const companyId = workspaceOf(ctx);
  return presentCompany(await companyProfile(companyId), seesSensitive(ctx, companyId));
}

/**
 * Saves the company's details on its CompanyProfile item (conditioned on the version read). A new
 * EIN is claimed with attribute_not_exists and the old claim released in the same transaction, with
 * the workspace's name and the directory entry: of two companies racing for one EIN exactly one wins.
 */
export async function updateCompanyDetails(input: z.output<typeof ZCompanyDetailsInputSchema>, ctx: TRequestContext): Promise<TCompanyDetails> {
  const companyId = workspaceOf(ctx);
  return untilCommitted(async () => {
    const previous = await companyProfile(companyId, true);
    const ops: TTransactItem[] = [];
    if (input.ein !== previous.ein) {
      const claim = await EinClaimEntity.get({ ein: input.ein }, { consistent: true });
      if (claim && claim.companyId !== companyId) throw new AppError(40010, { param: 'ein' });
      // A company saved before claims existed is found by the EIN index (40024: taken, found by detail).
      const { data } = await CompanyProfileEntity.query({ index: 'GSI1', pk: `EIN#${input.ein}`, limit: 5 });
      if (data.some((c) => c.companyId !== companyId)) {
        // A company that claimed it since the claim was read above is the 40010 case, not a legacy one.
        const claimedSince = await EinClaimEntity.get({ ein: input.ein }, { consistent: true });
        throw new AppError(claimedSince && claimedSince.companyId !== companyId ? 40010 : 40024, { param: 'ein' });
      }
      ops.push(
        EinClaimEntity.putOp({ ein: input.ein, companyId }, { ifNotExists: true }),
        EinClaimEntity.deleteOp({ ein: previous.ein }, 'attribute_not_exists(PK) OR #c = :c', { names: { '#c': 'companyId' }, values: { ':c': companyId } }),
      );
    }
    // A masked TIN sent back unchanged keeps the stored one; the client flag is the provider's (40011).
    const tin = MASKED_TIN.test(input.tin) ? (previous.tin ?? '') : input.tin;
    const client = staffOnly(ctx, previous.client ?? false, input.client, 'client');
    const refs = Object.fromEntries(COMPANY_FILE_FIELDS.map((f) => [f, input[f]]));
    const fileNames = await fileNamesOf(ctx, refs, { refs: Object.fromEntries(COMPANY_FILE_FIELDS.map((f) => [f, previous[f]])), names: previous.fileNames ?? {} });
    const next: TProfileRecord = {
      ...previous, ...input, insuranceEnds: insuranceEndsOf(input.insuranceEnds), tin, client, fileNames, version: (previous.version ?? 0) + 1,
    };
    ops.push(
      CompanyProfileEntity.putOp(
        next,
        previous.version === undefined
          ? { condition: 'attribute_not_exists(#version)', names: { '#version': 'version' } }
          : { condition: '#version = :version', names: { '#version': 'version' }, values: { ':version': previous.version } },
      ),
    );
    if (input.legalName !== previous.legalName) {
      const ws = await WorkspaceEntity.get({ id: companyId });
      ops.push(WorkspaceEntity.updateOp({ id: companyId }, { set: { name: input.legalName } }));
      if (ws?.ownerUserId) ops.push(MembershipEntity.updateOp({ userId: ws.ownerUserId, workspaceId: companyId }, { set: { name: input.legalName } }));
    }
    if (input.legalName !== previous.legalName || input.ein !== previous.ein) {
      // Built as everywhere else (core/directory), so the snapshot keeps `extra.ownerUserId`.
      const ownerUserId = (await WorkspaceEntity.get({ id: companyId }))?.ownerUserId;
      ops.push(...directoryWrites(companyEntry({ ...previous, ownerUserId }), companyEntry({ ...next, ownerUserId })));
    }
    ctx.audit.props = {
      companyId,
      ein: input.ein,
      changed: (Object.keys(input) as (keyof typeof input)[]).filter((k) => JSON.stringify(input[k]) !== JSON.stringify(presentCompany(previous, true)[k])),
    };
    await ctx.transact(ops);
    return presentCompany(next, true);
  });
}

// Headquarter and branches

/** The US address billing and payroll read (`headquarter`, a branch's `address`), when the profile address is one. */
function usAddress(a: TProfileAddress): z.output<typeof ZAddressSchema> | undefined {
  if (a.kind !== 'US' || !a.address1) return undefined;
  const parsed = z.safeParse(ZAddressSchema, { address1: a.address1, address2: a.address2 || undefined, city: a.city, state: a.state, zipCode: a.zipCode });
  return parsed.success ? parsed.data : undefined;
}

function fromUs(a: z.output<typeof ZAddressSchema>): TProfileAddress {
  return { ...EMPTY_ADDRESS, address1: a.address1, address2: a.address2 ?? '', city: a.city, state: a.state, zipCode: a.zipCode };
}

const OFFICE_ADDRESSES = ['legalAddress', 'actualAddress', 'mailingAddress', 'registrationAgentAddress'] as const;

function guardOffice(ctx: TRequestContext, previous: Partial<TOffice> | undefined, input: TOffice & { version?: number }): TOffice {
  const { version: _v, ...next } = input;
  const out = { ...next };
  for (const k of OFFICE_ADDRESSES) out[k] = guardVerified(ctx, previous?.[k], next[k], k);
  return out;
}

export async function getHeadquarter(ctx: TRequestContext) {
  const record = await HeadquarterEntity.get({ companyId: workspaceOf(ctx) });
  if (!record) return { office: undefined, version: 0 };
  const { companyId: _c, updatedAt: _u, version, ...office } = record;
  return { office, version: version ?? 0 };
}

/** Saves the headquarter; a US actual address also becomes the profile's `headquarter` that billing reads. */
export async function updateHeadquarter(input: z.output<typeof ZOfficeInputSchema>, ctx: TRequestContext) {
  const companyId = workspaceOf(ctx);
  await companyProfile(companyId);
  return untilCommitted(async () => {
    const previous = await HeadquarterEntity.get({ companyId }, { consistent: true });
    const version = checkVersion(previous, input.version) + 1;
    const office = guardOffice(ctx, previous, input);
    // Conditioned on the version read: of two saves made on the same read exactly one wins.
    const ops: TTransactItem[] = [HeadquarterEntity.putOp({ ...office, companyId, version, updatedAt: new Date().toISOString() }, versionedPut(previous))];
    const us = usAddress(office.actualAddress);
    if (us) ops.push(CompanyProfileEntity.updateOp({ companyId }, { set: { headquarter: us } }));
    ctx.audit.props = { companyId, title: office.title, verified: OFFICE_ADDRESSES.filter((k) => office[k].verified) };
    await ctx.transact(ops);
    return { office, version };
  });
}

type TBranchRecord = NonNullable<Awaited<ReturnType<typeof ProfileBranchEntity.get>>>;

function presentBranch(b: TBranchRecord): TBranchDetails {
  return {
    id: b.id,
    title: b.name,
    legalAddress: b.legalAddress ?? EMPTY_ADDRESS,
    actualAddress: b.actualAddress ?? fromUs(b.address),
    mailingAddress: b.mailingAddress ?? EMPTY_ADDRESS,
    registrationAgentAddress: b.registrationAgentAddress ?? EMPTY_ADDRESS,
    version: b.version ?? 0,
  };
}

function branchRecord(companyId: string, id: string, office: TOffice, version: number): TBranchRecord {
  const address = usAddress(office.actualAddress);
  if (!address) {
    throw new AppError('invalid_request', { param: 'actualAddress.address1', message: 'A branch needs a US actual address', fieldErrors: { 'actualAddress.address1': ['validation:required'] } });
  }
  return { id, companyId, name: office.title, address, ...office, version };
}

export async function listBranches(ctx: TRequestContext) {
  const items = await queryAll(ProfileBranchEntity, { pk: `WS#${workspaceOf(ctx)}`, skBeginsWith: 'BRANCH#' }, 500);
  return { data: items.map(presentBranch) };
}

async function branchOf(companyId: string, id: string, consistent = false) {
  const branch = await ProfileBranchEntity.get({ companyId, id }, { consistent });
  if (!branch) throw new AppError('no_record', { param: 'id' });
  return branch;
}

export async function getBranch(id: string, ctx: TRequestContext) {
  return presentBranch(await branchOf(workspaceOf(ctx), id));
}

export async function createBranch(input: z.output<typeof ZOfficeInputSchema>, ctx: TRequestContext) {
  const companyId = workspaceOf(ctx);
  const office = guardOffice(ctx, undefined, input);
  const record = branchRecord(companyId, newId(), office, 1);
  ctx.audit.props = { companyId, branchId: record.id, title: record.name };
  await ctx.transact([ProfileBranchEntity.putOp(record, { ifNotExists: true })]);
  return presentBranch(record);
}

export async function updateBranch(id: string, input: z.output<typeof ZOfficeInputSchema>, ctx: TRequestContext) {
  const companyId = workspaceOf(ctx);
  return untilCommitted(async () => {
    const previous = await branchOf(companyId, id, true);
    const version = checkVersion(previous, input.version) + 1;
    const record = branchRecord(companyId, id, guardOffice(ctx, presentBranch(previous), input), version);
    ctx.audit.props = { companyId, branchId: id, title: record.name };
    // The stored item is the workforce Branch too: keep whatever else it carries.
    const same = versionIs(previous);
    await ctx.transact([ProfileBranchEntity.putOp({ ...previous, ...record }, { ...same, condition: `attribute_exists(PK) AND ${same.condition}` })]);
    return presentBranch(record);
  });
}

/**
 * Is the branch named on one of the company's employments (their `branchIds`)? One Query of the
 * company's employments (`WS#<companyId>`, `begins_with EMPLOYMENT#`, filtered on the id), paged
 * until the first match. Billing keeps a snapshot of a log's branch (name and address), so it holds
 * no reference that a deletion could break.
 */
async function branchInUse(companyId: string, branchId: string): Promise<boolean> {
  let cursor: string | undefined;
  do {
    const page = await EmploymentEntity.query({
      pk: `WS#${companyId}`,
      skBeginsWith: 'EMPLOYMENT#',
      filter: { expression: 'contains(#branchIds, :branchId)', names: { '#branchIds': 'branchIds' }, values: { ':branchId': branchId } },
      cursor,
    });
    if (page.data.length) return true;
    cursor = page.nextCursor;
  } while (cursor);
  return false;
}

/**
 * Deletes a branch no employment names (`branch_in_use` while one does, terminated ones included:
 * their payroll history names the branch). Conditioned on the version read, so an edit made since
 * the check is not deleted unseen.
 */
export async function deleteBranch(id: string, ctx: TRequestContext) {
  const companyId = workspaceOf(ctx);
  const previous = await branchOf(companyId, id, true);
  ctx.audit.props = { companyId, branchId: id, title: previous.name };
  // The employment writes' counter, read before looking: one that names the branch after the look moves it.
  const refs = (await BranchRefsEntity.get({ companyId, branchId: id }, { consistent: true }))?.refs;
  if (await branchInUse(companyId, id)) throw new AppError('branch_in_use', { param: 'id' });
  const { condition, names, values } = versionIs(previous);
  try {
    await ctx.transact([
      ProfileBranchEntity.deleteOp({ companyId, id }, `attribute_exists(PK) AND ${condition}`, { names, values }),
      BranchRefsEntity.deleteOp(
        { companyId, branchId: id },
        refs === undefined ? 'attribute_not_exists(PK)' : '#refs = :refs',
        refs === undefined ? {} : { names: { '#refs': 'refs' }, values: { ':refs': refs } },
      ),
    ]);
  } catch (error) {
    if (!lostRace(error)) throw error;
    // Named by an employment meanwhile, or edited: say which.
    if (await branchInUse(companyId, id)) throw new AppError('branch_in_use', { param: 'id' });
    throw new AppError('version_conflict', { param: 'id' });
  }
  return { ok: true as const };
}

// Shareholders

export async function getShareholders(ctx: TRequestContext): Promise<TShareholders> {
  const record = await ShareholdersEntity.get({ companyId: workspaceOf(ctx) });
  return { shareholders: record?.shareholders ?? [], version: record?.version ?? 0 };
}

/**
 * The row to store. Staff link a person by id (their directory pick) or by the exact email of the
 * person's account. A client's email is kept as typed and marked pending, never looked up, so no
 * answer tells a client whose account an email is (issue 13, finding 9); a client keeps a link staff
 * made (the same id on the stored list) but cannot link a person by id.
 */
async function linkedPerson(s: TShareholder, i: number, staff: boolean, stored: readonly TShareholder[]): Promise<TShareholder> {
  const { personId: _id, personEmail: _email, pending: _pending, ...rest } = s;
  if (!s.personId && !s.personEmail) return rest;
  const param = `shareholders.${i}.${s.personId ? 'personId' : 'personEmail'}`;
  const keptPending = !s.personId && stored.some((x) => x.pending && x.personEmail === s.personEmail);
  if (!staff || keptPending) {
    if (!s.personId) return { ...rest, personEmail: s.personEmail, pending: true };
    const kept = stored.find((x) => x.personId === s.personId && !x.pending);
    if (!kept) throw new AppError('no_record', { param });
    return { ...rest, personId: kept.personId, ...(kept.personEmail ? { personEmail: kept.personEmail } : {}) };
  }
  const personId = s.personId || (await personByEmail(s.personEmail!));
  const ws = personId && workspaceTypeOf(personId) === 'PERSON' ? await WorkspaceEntity.get({ id: personId }) : undefined;
  if (!ws || ws.type !== 'PERSON') throw new AppError('no_record', { param });
  const user = ws.ownerUserId ? await UserEntity.get({ userId: ws.ownerUserId }) : undefined;
  const personEmail = user?.email ?? ws.email;
  return { ...rest, personId: ws.id, ...(personEmail ? { personEmail } : {}) };
}

/** Replaces the list; a linked person must be an existing person profile. */
export async function updateShareholders(input: z.output<typeof ZShareholdersInputSchema>, ctx: TRequestContext) {
  const companyId = workspaceOf(ctx);
  const staff = principalOf(ctx).staff;
  ctx.audit.props = { companyId, count: input.shareholders.length };
  return untilCommitted(async () => {
    const previous = await ShareholdersEntity.get({ companyId }, { consistent: true });
    const version = checkVersion(previous, input.version) + 1;
    const shareholders = await Promise.all(input.shareholders.map((s, i) => linkedPerson(s, i, staff, previous?.shareholders ?? [])));
    await ctx.transact([ShareholdersEntity.putOp({ companyId, shareholders, version, updatedAt: new Date().toISOString() }, versionedPut(previous))]);
    return { shareholders, version };
  });
}
