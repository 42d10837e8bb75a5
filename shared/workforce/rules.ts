/** Pure workforce rules: employment status transitions (spec 000 §4). */
import { workspaceTypeOf } from '../core/workspace.js';
import type { TEmploymentConsent, TEmploymentStatus } from './workforce.schema.js';

/**
 * Allowed moves. The spec names the statuses only; this is what an HR desk expects: a new hire
 * waits for documents or starts, documents can be requested again while active, and a termination
 * is final (rehiring is a new employment).
 */
export const EMPLOYMENT_TRANSITIONS: Record<TEmploymentStatus, readonly TEmploymentStatus[]> = {
  NEW: ['PENDING_FOR_DOCUMENTS', 'ACTIVE', 'TERMINATED'],
  PENDING_FOR_DOCUMENTS: ['ACTIVE', 'TERMINATED'],
  ACTIVE: ['PENDING_FOR_DOCUMENTS', 'TERMINATED'],
  TERMINATED: [],
};

export function canTransition(from: TEmploymentStatus, to: TEmploymentStatus): boolean {
  return EMPLOYMENT_TRANSITIONS[from].includes(to);
}

/** The permission's id: its type and its project, or ALL for the whole employment. */
export function employmentPermissionId(permissionType: string, projectId: string | undefined): string {
  return `${permissionType}.${projectId ?? 'ALL'}`;
}

type TConsentFacts = { consent?: TEmploymentConsent; userId?: string; personId: string };

/**
 * Does the employment bind someone who must agree to it: an account's person workspace (userId) or
 * a company? A profile made for an email without an account has nobody to ask.
 */
export function needsConsent(e: TConsentFacts): boolean {
  return Boolean(e.userId) || workspaceTypeOf(e.personId) === 'COMPANY';
}

/**
 * The consent as the API shows it. A record from before consent existed that binds an account or a
 * company counts as PENDING: it was never agreed to (the demo seed marks its own as accepted).
 */
export function consentOf(e: TConsentFacts): TEmploymentConsent | 'NOT_REQUIRED' {
  if (e.consent) return e.consent;
  return needsConsent(e) ? 'PENDING' : 'NOT_REQUIRED';
}

/** May the employment link its party in billing, grants and the employer's reads? */
export function isConsented(e: TConsentFacts): boolean {
  const c = consentOf(e);
  return c === 'ACCEPTED' || c === 'NOT_REQUIRED';
}
