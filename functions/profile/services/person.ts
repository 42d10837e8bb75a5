import type * as z from 'zod/mini';
import {
  DOCUMENT_KINDS,
  EMPTY_ADDRESS,
  isEmptyAddress,
  MASKED_PLAIN,
  MASKED_TIN,
  maskNumber,
  PERSON_FILE_FIELDS,
  type TDocumentKind,
  type TIdentityDocument,
  type TMarital,
  type TProfileAddress,
  type TPersonDetails,
  type ZIdentityDocumentInputSchema,
  type ZMaritalInputSchema,
  type ZPersonDetailsInputSchema,
  type ZProfileAddressSchema,
} from '../../../shared/profile/profile.schema.js';
import { workspaceTypeOf } from '../../../shared/core/workspace.js';
import { isDocumentFile } from '../../../shared/files/files.schema.js';
import { directoryWrites, personEntry, type TDirectoryEntry } from '../../core/directory.js';
import { queryAll, type TTransactItem } from '../../core/entity.js';
import { assertAttemptsLeft, countAttempt, type TAttemptLimit } from '../../core/attempts.js';
import { AppError } from '../../core/errors.js';
import { principalOf, type TRequestContext, workspaceOf } from '../../core/http.js';
import { getFile } from '../../files/services/files.js';
import { EmailClaimEntity, UserEntity } from '../../identity/data/identity.entities.js';
import { MembershipEntity, WorkspaceEntity } from '../../workspaces/data/workspace.entity.js';
import {
  IdentityDocumentEntity,
  MaritalEntity,
  PersonAddressEntity,
  PersonDetailsEntity,
  SsnClaimEntity,
} from '../data/profile.entities.js';
import { checkVersion, fileNamesOf, guardVerified, numberHash, personByEmail, seesSensitive, staffOnly, untilCommitted, versionedPut } from './common.js';

/** SSN conflicts a caller may meet per hour before every SSN change is refused (429) until the window ends. */
export const SSN_CONFLICTS: TAttemptLimit = { scope: 'ssn-conflict', limit: 5, windowMs: 60 * 60_000 };

type TDetailsRecord = NonNullable<Awaited<ReturnType<typeof PersonDetailsEntity.get>>>;

/** What a person is known as before their details are saved: their account's names and email. */
async function accountDefaults(personId: string) {
  const ws = await WorkspaceEntity.get({ id: personId });
  if (!ws || ws.type !== 'PERSON') throw new AppError('no_record', { param: 'workspaceId' });
  const user = ws.ownerUserId ? await UserEntity.get({ userId: ws.ownerUserId }) : undefined;
  const [first = ws.name, ...rest] = ws.name.split(' ');
  return {
    workspace: ws,
    user,
    firstName: user?.firstName ?? first,
    lastName: user?.lastName ?? rest.join(' '),
    email: user?.email ?? ws.email ?? '',
  };
}

function present(record: TDetailsRecord, visible: boolean): TPersonDetails {
  const { version: _v, ...rest } = record;
  return {
    ...rest,
    ssn: visible ? record.ssn : maskNumber(record.ssn, 'tin'),
    itin: visible ? record.itin : maskNumber(record.itin, 'tin'),
    declaredSsn: visible ? record.declaredSsn : maskNumber(record.declaredSsn, 'tin'),
    declaredItin: visible ? record.declaredItin : maskNumber(record.declaredItin, 'tin'),
    nationalTin: visible ? record.nationalTin : maskNumber(record.nationalTin),
    masked: !visible,
  };
}

function blankDetails(personId: string, d: { firstName: string; lastName: string; email: string }): TDetailsRecord {
  return {
    personId, firstName: d.firstName, lastName: d.lastName, email: d.email, birthDate: '', sex: 'UNDEFINED', countryOfBirth: '',
    nationality: '', tinType: 'NONE', ssn: '', itin: '', phoneCode: '+1', phone: '', occupation: '', preferredLanguage: 'EN',
    nationalTin: '', declaredSsn: '', declaredItin: '', ssnCard: '', ssnVerificationProof: '', ssnVerificationDate: '', client: false, fileNames: {},
    version: 0, updatedAt: '',
  };
}

/**
 * The person's directory entry, built as everywhere else (`personEntry` of core/directory, so the
 * snapshot keeps `extra.userId`). Only account holders are indexed (docs/decisions/0012-directory.md):
 * an ownerless profile made for a billing contact has none.
 */
const entryOf = (userId: string, r: { personId: string; firstName: string; lastName: string; email: string; ssn?: string }): TDirectoryEntry =>
  personEntry({ ...r, userId, email: r.email || undefined, ssn: r.ssn || undefined });

export async function getPersonDetails(ctx: TRequestContext): Promise<TPersonDetails> {
  const personId = workspaceOf(ctx);
  const record = await PersonDetailsEntity.get({ personId });
  if (record) return present(record, seesSensitive(ctx, personId));
  return present(blankDetails(personId, await accountDefaults(personId)), true);
}

/**
 * Saves a person's details in one transaction with the SSN claim (attribute_not_exists: one person
 * per SSN), the release of the previous claim, the workspace's name, the directory entry and the
 * audit event. The audit props name the changed fields, never their values.
 */
export async function updatePersonDetails(input: z.output<typeof ZPersonDetailsInputSchema>, ctx: TRequestContext): Promise<TPersonDetails> {
  const personId = workspaceOf(ctx);
  return untilCommitted(async () => {
    const [defaults, previous] = await Promise.all([accountDefaults(personId), PersonDetailsEntity.get({ personId }, { consistent: true })]);
    const base = previous ?? blankDetails(personId, defaults);
    // A masked number sent back unchanged keeps the stored one.
    const ssn = MASKED_TIN.test(input.ssn) ? base.ssn : input.ssn;
    const itin = MASKED_TIN.test(input.itin) ? base.itin : input.itin;
    const declaredSsn = MASKED_TIN.test(input.declaredSsn) ? base.declaredSsn : input.declaredSsn;
    const declaredItin = MASKED_TIN.test(input.declaredItin) ? base.declaredItin : input.declaredItin;
    const nationalTin = MASKED_PLAIN.test(input.nationalTin) ? base.nationalTin : input.nationalTin;
    // The client flag and the SSN's verification are the provider's (40011 for anyone else).
    const client = staffOnly(ctx, base.client, input.client, 'client');
    const ssnVerificationProof = staffOnly(ctx, base.ssnVerificationProof, input.ssnVerificationProof, 'ssnVerificationProof');
    const ssnVerificationDate = staffOnly(ctx, base.ssnVerificationDate, input.ssnVerificationDate, 'ssnVerificationDate');
    const refs = { ssnCard: input.ssnCard, ssnVerificationProof };
    const fileNames = await fileNamesOf(ctx, refs, { refs: Object.fromEntries(PERSON_FILE_FIELDS.map((f) => [f, base[f]])), names: base.fileNames });
    const name = `${input.firstName} ${input.lastName}`;

    if (input.email && input.email !== base.email) {
      const claim = await EmailClaimEntity.get({ email: input.email });
      if (claim && claim.userId !== defaults.workspace.ownerUserId) throw new AppError(40026, { param: 'email' });
    }
    const ops: TTransactItem[] = [];
    if (ssn !== base.ssn) {
      if (ssn) {
        const caller = principalOf(ctx).userId;
        await assertAttemptsLeft(SSN_CONFLICTS, caller, 'ssn');
        const claim = await SsnClaimEntity.get({ ssnHash: numberHash(ssn) }, { consistent: true });
        if (claim && claim.personId !== personId) {
          // One answer whatever the name sent: an answer that differs by name would confirm who holds
          // the number. Each conflict is counted per caller, so numbers cannot be tried in bulk.
          await countAttempt(SSN_CONFLICTS, caller, 'ssn');
          throw new AppError(4009, { param: 'ssn' });
        }
        if (!claim) ops.push(SsnClaimEntity.putOp({ ssnHash: numberHash(ssn), personId, name }, { ifNotExists: true }));
      }
      if (base.ssn) {
        ops.push(SsnClaimEntity.deleteOp({ ssnHash: numberHash(base.ssn) }, 'attribute_not_exists(PK) OR #p = :p', { names: { '#p': 'personId' }, values: { ':p': personId } }));
      }
    } else if (ssn && previous && `${previous.firstName} ${previous.lastName}` !== name) {
      ops.push(SsnClaimEntity.putOp({ ssnHash: numberHash(ssn), personId, name }, { condition: '#p = :p', names: { '#p': 'personId' }, values: { ':p': personId } }));
    }
    const next: TDetailsRecord = {
      ...input, personId, ssn, itin, declaredSsn, declaredItin, nationalTin, client, ssnVerificationProof, ssnVerificationDate, fileNames,
      version: base.version + 1, updatedAt: new Date().toISOString(),
    };
    ops.push(
      PersonDetailsEntity.putOp(
        next,
        previous ? { condition: '#version = :version', names: { '#version': 'version' }, values: { ':version': previous.version } } : { ifNotExists: true },
      ),
    );
    if (defaults.workspace.name !== name) {
      ops.push(WorkspaceEntity.updateOp({ id: personId }, { set: { name } }));
      if (defaults.workspace.ownerUserId) {
        ops.push(MembershipEntity.updateOp({ userId: defaults.workspace.ownerUserId, workspaceId: personId }, { set: { name } }));
      }
    }
    const owner = defaults.workspace.ownerUserId;
    if (owner) {
      const before = entryOf(owner, previous ?? { personId, firstName: defaults.firstName, lastName: defaults.lastName, email: defaults.email });
      const after = entryOf(owner, next);
      if (JSON.stringify(before) !== JSON.stringify(after)) ops.push(...directoryWrites(before, after));
    }
    ctx.audit.props = {
      personId,
      changed: (Object.keys(input) as (keyof typeof input)[]).filter((k) => String(input[k] ?? '') !== String((base as Record<string, unknown>)[k] ?? '')),
    };
    await ctx.transact(ops);
    return present(next, true);
  });
}

// Address

export async function getAddress(ctx: TRequestContext) {
  const record = await PersonAddressEntity.get({ personId: workspaceOf(ctx) });
  const address = record?.address ?? EMPTY_ADDRESS;
  return { address, empty: isEmptyAddress(address) };
}

export async function updateAddress(input: z.output<typeof ZProfileAddressSchema>, ctx: TRequestContext) {
  const personId = workspaceOf(ctx);
  return untilCommitted(async () => {
    const previous = await PersonAddressEntity.get({ personId }, { consistent: true });
    const address = guardVerified(ctx, previous?.address, input, 'address');
    ctx.audit.props = { personId, kind: address.kind, verified: address.verified };
    await ctx.transact([
      PersonAddressEntity.putOp(
        { personId, address, version: (previous?.version ?? 0) + 1, updatedAt: new Date().toISOString() },
        previous ? { condition: '#version = :version', names: { '#version': 'version' }, values: { ':version': previous.version } } : { ifNotExists: true },
      ),
    ]);
    return { address, empty: isEmptyAddress(address) };
  });
}

// Marital status

type TMaritalRecord = NonNullable<Awaited<ReturnType<typeof MaritalEntity.get>>>;

/**
 * The spouse as the caller may see them. A link staff made (`spouseId`, picked from the directory
 * the provider keeps) shows the spouse's name and email; only staff see the number. A spouse a
 * client named by email (`spouseEmail`) is shown as typed and pending, with nothing read from
 * anyone's account: the answer must not tell a client who holds an email (issue 13, finding 9).
 * Staff also see whose account a pending email is.
 */
async function spouseOf(ctx: TRequestContext, record: Pick<TMaritalRecord, 'spouseId' | 'spouseEmail'> | undefined): Promise<TMarital['spouse']> {
  const staff = principalOf(ctx).staff;
  if (record?.spouseEmail && !record.spouseId) {
    const pending = { id: '', name: '', email: record.spouseEmail, ssn: '', pending: true };
    const found = staff ? await personByEmail(record.spouseEmail) : undefined;
    const linked = found ? await spouseOf(ctx, { spouseId: found }) : undefined;
    return linked ? { ...linked, id: '', email: record.spouseEmail, pending: true } : pending;
  }
  const spouseId = record?.spouseId;
  if (!spouseId) return undefined;
  const [ws, details] = await Promise.all([accountDefaults(spouseId).catch(() => undefined), PersonDetailsEntity.get({ personId: spouseId })]);
  if (!ws) return undefined;
  return {
    id: spouseId,
    name: details ? `${details.firstName} ${details.lastName}` : ws.workspace.name,
    email: details?.email || ws.email,
    // The spouse's number is theirs, not the caller's: only staff see it.
    ssn: staff ? (details?.ssn ?? '') : '',
  };
}

export async function getMarital(ctx: TRequestContext): Promise<TMarital> {
  const record = await MaritalEntity.get({ personId: workspaceOf(ctx) });
  return { maritalStatus: record?.maritalStatus, spouse: await spouseOf(ctx, record), version: record?.version ?? 0 };
}

/**
 * The spouse to store. Staff link a person (by directory id, or by the email of their account:
 * 4014 when there is none). A client names a spouse by email, stored as typed and never looked up
 * (no answer may differ by whether the email is someone's), or keeps the link staff made; a client
 * cannot link a person by id.
 */
async function spouseToStore(input: z.output<typeof ZMaritalInputSchema>, ctx: TRequestContext, personId: string, previous: TMaritalRecord | undefined) {
  const principal = principalOf(ctx);
  if (input.spouseId) {
    if (input.spouseId === personId) throw new AppError(40022, { param: 'spouseId' });
    if (!principal.staff) {
      if (input.spouseId !== previous?.spouseId) throw new AppError(4014, { param: 'spouseId' });
      return { spouseId: input.spouseId };
    }
    const ws = workspaceTypeOf(input.spouseId) === 'PERSON' ? await WorkspaceEntity.get({ id: input.spouseId }) : undefined;
    if (!ws || ws.type !== 'PERSON') throw new AppError(4014, { param: 'spouseId' });
    return { spouseId: ws.id };
  }
  if (!input.spouseEmail) return {};
  const own = (await accountDefaults(personId)).email.toLowerCase();
  if (input.spouseEmail === own) throw new AppError(40022, { param: 'spouseEmail' });
  if (!principal.staff || (previous?.spouseEmail === input.spouseEmail && !previous.spouseId)) return { spouseEmail: input.spouseEmail };
  const spouseId = await personByEmail(input.spouseEmail);
  if (!spouseId) throw new AppError(4014, { param: 'spouseEmail' });
  if (spouseId === personId) throw new AppError(40022, { param: 'spouseEmail' });
  return { spouseId };
}

export async function updateMarital(input: z.output<typeof ZMaritalInputSchema>, ctx: TRequestContext): Promise<TMarital> {
  const personId = workspaceOf(ctx);
  // Conditioned on the version read: of two saves made on the same read exactly one wins.
  const saved = await untilCommitted(async () => {
    const previous = await MaritalEntity.get({ personId }, { consistent: true });
    const next = checkVersion(previous, input.version) + 1;
    const spouse = await spouseToStore(input, ctx, personId, previous);
    ctx.audit.props = { personId, maritalStatus: input.maritalStatus, spouseId: spouse.spouseId, spouseNamedByEmail: spouse.spouseEmail ? true : undefined };
    await ctx.transact([
      MaritalEntity.putOp({ personId, maritalStatus: input.maritalStatus, ...spouse, version: next, updatedAt: new Date().toISOString() }, versionedPut(previous)),
    ]);
    return { spouse, version: next };
  });
  return { maritalStatus: input.maritalStatus, spouse: await spouseOf(ctx, saved.spouse), version: saved.version };
}

// Identity documents

function presentDocument(d: NonNullable<Awaited<ReturnType<typeof IdentityDocumentEntity.get>>>, visible: boolean): TIdentityDocument {
  const { personId: _p, version: _v, ...rest } = d;
  return { ...rest, number: visible ? d.number : maskNumber(d.number), masked: !visible };
}

/** Every saved document of the workspace: one Query of its `IDDOC#` items, in the spec's kind order. */
export async function listDocuments(ctx: TRequestContext) {
  const personId = workspaceOf(ctx);
  const records = await queryAll(IdentityDocumentEntity, { pk: `WS#${personId}`, skBeginsWith: 'IDDOC#' }, DOCUMENT_KINDS.length);
  const visible = seesSensitive(ctx, personId);
  const order = (kind: TDocumentKind) => DOCUMENT_KINDS.indexOf(kind);
  return { data: records.sort((a, b) => order(a.kind) - order(b.kind)).map((r) => presentDocument(r, visible)) };
}

export async function getDocument(kind: TDocumentKind, ctx: TRequestContext) {
  const personId = workspaceOf(ctx);
  const record = await IdentityDocumentEntity.get({ personId, kind });
  return { document: record ? presentDocument(record, seesSensitive(ctx, personId)) : undefined, version: record?.version ?? 0 };
}

/** Saves a document; its scan must be an uploaded file of this workspace (functions/files checks the workspace). */
export async function updateDocument(kind: TDocumentKind, input: z.output<typeof ZIdentityDocumentInputSchema>, ctx: TRequestContext) {
  const personId = workspaceOf(ctx);
  let fileName: string | undefined;
  if (input.fileId) {
    const file = await getFile({ id: input.fileId }, ctx).catch(() => {
      throw new AppError('no_record', { param: 'fileId' });
    });
    if (!file.uploaded) throw new AppError('no_record', { param: 'fileId', message: 'The file has not been uploaded' });
    if (!isDocumentFile(file.fileName)) throw new AppError('file_type_not_allowed', { param: 'fileId' });
    fileName = file.fileName;
  }
  const { version: sent, ...fields } = input;
  ctx.audit.props = { personId, kind, fileId: input.fileId || undefined };
  return untilCommitted(async () => {
    const previous = await IdentityDocumentEntity.get({ personId, kind }, { consistent: true });
    const record = { personId, kind, ...fields, fileName, version: checkVersion(previous, sent) + 1, updatedAt: new Date().toISOString() };
    await ctx.transact([IdentityDocumentEntity.putOp(record, versionedPut(previous))]);
    return { document: presentDocument(record, true), version: record.version };
  });
}

/**
 * People's home addresses by person id, for payroll (the residence that decides state and city
 * withholding): one BatchGetItem per 100 people. A person without one is absent.
 */
export async function homeAddressesOf(personIds: readonly string[]): Promise<Map<string, TProfileAddress>> {
  const records = await PersonAddressEntity.getMany([...new Set(personIds)].map((personId) => ({ personId })));
  return new Map(records.filter((r) => !isEmptyAddress(r.address)).map((r) => [r.personId, r.address]));
}
