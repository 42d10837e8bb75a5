/** Pure workforce rules: employment status transitions (spec 000 §4). */
import type { TEmploymentStatus } from './workforce.schema.js';

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
