import { createHash } from 'node:crypto';
import { isDocumentFile } from '../../../shared/files/files.schema.js';
import type { TProfileAddress } from '../../../shared/profile/profile.schema.js';
import { AppError } from '../../core/errors.js';
import { principalOf, type TRequestContext } from '../../core/http.js';
import { getFile } from '../../files/services/files.js';
import { EmailClaimEntity } from '../../identity/data/identity.entities.js';
import { MembershipEntity } from '../../workspaces/data/workspace.entity.js';

/** SHA-256 of a number's characters (digits and letters): claims are keyed by it, never by the number. */
export function numberHash(...parts: string[]): string {
  return createHash('sha256').update(parts.map((p) => p.replace(/[^0-9A-Za-z]/g, '')).join(':')).digest('hex');
}

/**
 * May the caller see the workspace's sensitive numbers in clear? Its owner (the workspace is one of
 * theirs) and provider employees may; anyone else gets the last four.
 */
export function seesSensitive(ctx: TRequestContext, ownerWorkspaceId: string): boolean {
  const principal = principalOf(ctx);
  return principal.staff || principal.workspaces.includes(ownerWorkspaceId);
}

const sameAddress = (a: TProfileAddress, b: TProfileAddress) =>
  (['kind', 'address1', 'address2', 'city', 'state', 'zipCode', 'foreignAddress', 'country', 'isResidential'] as const).every((k) => a[k] === b[k]);

/**
 * The address to store. `verified` is the provider's mark (spec 000 §6): staff set it; a client who
 * sends anything but the stored value is refused (40011), and a client's change of the address
 * itself clears it, since the new address has not been verified.
 */
export function guardVerified(ctx: TRequestContext, previous: TProfileAddress | undefined, next: TProfileAddress, param: string): TProfileAddress {
  if (principalOf(ctx).staff) return next;
  const stored = previous?.verified ?? false;
  if (next.verified !== stored) throw new AppError(40011, { param: `${param}.verified`, message: 'Only provider employees may verify an address' });
  return { ...next, verified: stored && !!previous && sameAddress(previous, next) };
}

/**
 * The version a save starts from: the stored record's (0 when there is none or it predates
 * versioning). A caller that sent the version it read and read an older one is refused (409
 * version_conflict); the write is then conditioned on the stored version (`versionedPut`).
 */
export function checkVersion(stored: { version?: number } | undefined, sent: number | undefined): number {
  const current = stored?.version ?? 0;
  if (sent !== undefined && sent !== current) throw new AppError('version_conflict', { param: 'version' });
  return current;
}

/** The condition that a stored record is still at the version read (never versioned: still without one). */
export function versionIs(stored: { version?: number }): { condition: string; names: Record<string, string>; values?: Record<string, unknown> } {
  if (stored.version === undefined) return { condition: 'attribute_not_exists(#version)', names: { '#version': 'version' } };
  return { condition: '#version = :version', names: { '#version': 'version' }, values: { ':version': stored.version } };
}

/** The put condition for a record read as `stored`: still absent, or still at the version read. */
export function versionedPut(stored: { version?: number } | undefined) {
  return stored ? versionIs(stored) : { ifNotExists: true };
}

/**
 * The person workspace of the account with exactly this email, if any: how a client names a spouse
 * or a shareholder. An exact match on the email claim, never a listing (the directory's search is
 * staff-only).
 */
export async function personByEmail(email: string): Promise<string | undefined> {
  const claim = await EmailClaimEntity.get({ email });
  if (!claim) return undefined;
  const { data } = await MembershipEntity.query({ pk: `USER#${claim.userId}`, skBeginsWith: 'WS#p_' });
  return data[0]?.workspaceId;
}

/**
 * The value of a staff-only field to store (the client flags, the SSN's verification): staff set
 * it; anyone else may only send back what is stored (or leave it out), else 40011 'Prohibited'.
 */
export function staffOnly<T>(ctx: TRequestContext, stored: T, sent: T | undefined, param: string): T {
  if (sent === undefined || sent === stored) return stored;
  if (!principalOf(ctx).staff) throw new AppError(40011, { param, message: 'Only provider employees may change this field' });
  return sent;
}

/**
 * The names of the files a record's upload fields refer to. A file the record already held keeps
 * its name; a new one must be an uploaded file of this workspace (functions/files checks the
 * workspace: another's is no_record) and a document type (spec 000 §3: images, PDF, Excel, Word, RTF).
 */
export async function fileNamesOf(
  ctx: TRequestContext,
  refs: Record<string, string | undefined>,
  previous: { refs: Record<string, string | undefined>; names: Record<string, string> },
): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  for (const [field, id] of Object.entries(refs)) {
    if (!id) continue;
    if (previous.refs[field] === id && previous.names[field]) {
      names[field] = previous.names[field];
      continue;
    }
    const file = await getFile({ id }, ctx).catch(() => {
      throw new AppError('no_record', { param: field });
    });
    if (!file.uploaded) throw new AppError('no_record', { param: field, message: 'The file has not been uploaded' });
    if (!isDocumentFile(file.fileName)) throw new AppError('file_type_not_allowed', { param: field });
    names[field] = file.fileName;
  }
  return names;
}

/** Races are retried by the platform's rule (functions/core/races.ts). */
export { untilCommitted } from '../../core/races.js';
