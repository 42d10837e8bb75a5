/**
 * What the leave domain (functions/leave) reads of a company's PTO and Sick Leave Policies, through
 * the policies domain's service functions (functions/policies/services/leave-terms.ts), never its
 * entities. Free of zod: the job, the request services and the web's projection all read it.
 *
 * Hours are whole or quarter hours (a double holds every sum exactly); the leave domain counts in
 * seconds.
 */
export type TLeaveKind = 'PTO' | 'SICK';

export interface TSickTerms {
  kind: 'SICK';
  policyId: string;
  companyId: string;
  title: string;
  active: boolean;
  /** Hours worked per hour of sick leave earned (spec 000 §5: 1 to 30, default 30). */
  accumulationRate: number;
  /** The most sick leave a year: earned, and used (NY Labor Law §196-b: 40 or 56). */
  totalHours: number;
  /** Of the total, the paid hours (payInterval) and the unpaid ones (notPayInterval). */
  payHours: number;
  notPayHours: number;
  /** Unused hours carried into the next year, at most. */
  carryoverHours: number;
}

export interface TPtoTerms {
  kind: 'PTO';
  policyId: string;
  companyId: string;
  title: string;
  active: boolean;
  /** Days from the employment's start before PTO accrues and may be used (default 183). */
  eligibilityDays: number;
  /** Hours of PTO a year, accrued evenly over the year (vacationIntervalTotal). */
  totalHours: number;
  /** The shortest vacation, in hours (default 8). */
  minHours: number;
  /** Days of notice a request gives (default 14). */
  noticeDays: number;
  carryoverHours: number;
  payout: boolean;
}

export type TLeaveTerms = TSickTerms | TPtoTerms;

/** An employment's policy of a kind: its terms and whether the employee has signed it. */
export interface TEmploymentLeavePolicy<T extends TLeaveTerms = TLeaveTerms> {
  terms: T;
  signed: boolean;
  /** The employee's signing link while unsigned (the signing engine's public id). */
  publicId?: string;
}

/** One employment a policy is attached to (the job iterates these). */
export interface TLeaveAssignment {
  companyId: string;
  employmentId: string;
  personId: string;
  kind: TLeaveKind;
  policyId: string;
}
