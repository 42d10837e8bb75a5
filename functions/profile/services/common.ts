import { createHash } from 'node:crypto';
import type { TProfileAddress } from '../../../shared/profile/profile.schema.js';
import { AppError } from '../../core/errors.js';
import { principalOf, type TRequestContext } from '../../core/http.js';

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

/** Races are retried by the platform's rule (functions/core/races.ts). */
export { untilCommitted } from '../../core/races.js';
