/**
 * The systemCode catalogue (spec 001 §8). Every error the API returns carries one of these codes.
 * Numeric codes are the spec's; named keys are the spec's "reported by key" list, plus the few
 * platform keys the spec leaves implicit (see docs/decisions/0004-error-catalogue.md).
 */
export const ERROR_CATALOGUE = {
  4001: { status: 409, message: 'Username is already taken' },
  4002: { status: 400, message: 'The password confirmation does not match' },
  4003: {
    status: 400,
    message:
      'Password should have minimum eight characters, at least one uppercase letter, one lowercase letter, one number and one special character',
  },
  4004: { status: 400, message: 'Terms are not accepted' },
  4005: { status: 400, message: 'Invalid confirmation code' },
  4006: { status: 403, message: 'Email is not confirmed' },
  4007: { status: 400, message: 'SSN is not filled' },
  4008: { status: 409, message: 'Email is already taken' },
  4009: { status: 409, message: 'SSN is already taken' },
  40010: { status: 409, message: 'Company EIN is already taken' },
  40011: { status: 403, message: 'Prohibited' },
  40012: { status: 409, message: 'A questionnaire for this period already exists' },
  4011: { status: 401, message: 'Refresh token error' },
  4012: { status: 401, message: 'Bad credentials' },
  40013: { status: 400, message: 'The invitation link is outdated' },
  40015: { status: 400, message: 'Wrong old password' },
  40016: { status: 400, message: 'ITIN is not filled' },
  40017: { status: 400, message: 'Invalid payment code' },
  40018: { status: 404, message: 'Employee not found' },
  40019: { status: 400, message: 'Invalid EIN format' },
  40022: { status: 400, message: 'You cannot be your own spouse' },
  4014: { status: 404, message: 'Spouse not found' },
  40021: { status: 409, message: 'A document for this period already exists' },
  40023: { status: 409, message: 'This SSN is assigned to another person' },
  40024: { status: 409, message: 'This EIN is already taken' },
  40025: { status: 409, message: 'This email is reserved' },
  40026: { status: 409, message: 'This email is registered to another person' },
  4042: { status: 400, message: 'The user has no email' },
  40027: { status: 409, message: 'A document for this state already exists' },
  40029: { status: 400, message: 'Routing number must be 9 digits' },
  40030: { status: 409, message: 'This account number already exists' },
  40031: { status: 400, message: 'Account number must be 9 to 14 characters' },
  40032: { status: 400, message: 'A company cannot be an individual holder' },
  40033: { status: 409, message: 'This TIN is already taken' },
  40034: { status: 409, message: 'This TIN is already taken' },
  40035: { status: 400, message: 'Invalid link' },
  40037: { status: 409, message: 'The employment already exists' },
  40038: { status: 409, message: 'Working hours are not closed' },
  40039: { status: 400, message: 'End is before start' },
  40040: { status: 400, message: 'End is equal to start' },
  40041: { status: 400, message: 'The previous period ends after the current one starts' },
  40042: { status: 400, message: 'The previous period ends after the current one ends' },
  40043: { status: 404, message: 'The record no longer exists' },
  40044: { status: 400, message: 'The new period is inside another one' },
  40045: { status: 400, message: 'There are no individuals on the account' },
  40046: { status: 400, message: 'The new period includes other periods' },
  40047: { status: 409, message: 'The PTO policy is not signed' },
  40048: { status: 409, message: 'The sick leave policy is not signed' },
  40049: { status: 409, message: 'You already have an existing holiday request for the specified period' },
  40051: { status: 404, message: 'Officer not found' },
  40052: { status: 409, message: 'The record is not unique' },
  // Named keys reported by the spec.
  no_officer: { status: 404, message: 'Officer not found' },
  not_unique: { status: 409, message: 'The record is not unique' },
  employee_slp_not_signed: { status: 409, message: 'The employee has not signed the sick leave policy' },
  employee_pto_not_signed: { status: 409, message: 'The employee has not signed the PTO policy' },
  account_number_exist: { status: 409, message: 'This account number already exists' },
  invalid_routing_number: { status: 400, message: 'Routing number must be 9 digits' },
  invalid_account_number: { status: 400, message: 'Account number must be 9 to 14 characters' },
  invalid_holder_type: { status: 400, message: 'A company cannot be an individual holder' },
  invalid_state: { status: 409, message: 'The record is not in a state that allows this action' },
  email_for_person_exist: { status: 409, message: 'This email is registered to another person' },
  email_not_found: { status: 404, message: 'Email not found' },
  invalid_period: { status: 400, message: 'Invalid period' },
  invalid_ssn: { status: 400, message: 'Invalid SSN' },
  invalid_spouse_data: { status: 400, message: 'Invalid spouse data' },
  invalid_public_link: { status: 400, message: 'Invalid link' },
  not_closed_record: { status: 409, message: 'Working hours are not closed' },
  no_record: { status: 404, message: 'The record no longer exists' },
  admin_no_person: { status: 400, message: 'The administrator has no person profile' },
  not_unique_vcr_period: {
    status: 409,
    message: 'You already have an existing holiday request for the specified period',
  },
  // Platform keys: the HTTP-level failures every API has (docs/decisions/0004-error-catalogue.md).
  invalid_request: { status: 400, message: 'The request is invalid' },
  unauthorized: { status: 401, message: 'Authentication is required' },
  token_expired: { status: 401, message: 'The token has expired' },
  workspace_required: { status: 400, message: 'Choose a workspace first' },
  route_not_found: { status: 404, message: 'Not found' },
  too_many_attempts: { status: 429, message: 'Too many attempts. Please try again later' },
  file_type_not_allowed: { status: 400, message: 'This file type is not allowed' },
  file_too_large: { status: 413, message: 'The file is larger than 25 MB' },
  // API Gateway refuses a request body over 10 MB; the local gateway answers the same (docs/decisions/0017-input-bounds.md).
  payload_too_large: { status: 413, message: 'The request is larger than 10 MB' },
  // Billing keys the spec leaves to its "common handler" (docs/decisions/0004-error-catalogue.md).
  service_log_invoiced: { status: 409, message: 'This service log is already on another invoice' },
  // Provider staff (docs/decisions/0012-directory.md).
  version_conflict: { status: 409, message: 'The record was changed by someone else. Reload it and try again' },
  own_admin_role: { status: 409, message: 'You cannot remove your own ADMIN role' },
  // Bulk uploads (docs/decisions/0015-bulk-uploads.md): an employment row names an EIN no company holds.
  company_not_found: { status: 404, message: 'Company not found' },
  // Profile (docs/decisions/0013-profile.md).
  branch_in_use: { status: 409, message: 'This branch is named on employments and cannot be deleted' },
  // Signable documents (docs/decisions/0024-signable-documents.md).
  pdf_unreadable: { status: 400, message: 'The PDF cannot be read. Upload an unprotected PDF of up to 100 pages' },
  required_field_empty: { status: 400, message: 'Fill in every required field before you finish' },
  signers_incomplete: { status: 400, message: 'Every signer needs at least one required field' },
  // The timesheet (docs/decisions/0027-timesheet.md): a closed pay period's days, and days of leave.
  day_closed: { status: 409, message: 'This day is closed: its records can no longer be changed' },
  day_on_leave: { status: 409, message: 'This day is taken by leave: its records cannot be changed' },
  // Leave (docs/decisions/0031-leave-balances.md): paid leave beyond the balance, or beyond the year's use.
  insufficient_balance: { status: 409, message: 'The balance is insufficient' },
  internal_error: { status: 500, message: 'An error has occurred. Please contact to system administrator.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type TSystemCode = keyof typeof ERROR_CATALOGUE;

export { FALLBACK_ERROR_MESSAGE } from './error-fallback.js';

/** The error body every failing call returns. */
export interface TApiError {
  systemCode: TSystemCode;
  param?: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
  correlationId?: string;
}

export function isSystemCode(value: unknown): value is TSystemCode {
  return (typeof value === 'string' || typeof value === 'number') && String(value) in ERROR_CATALOGUE;
}

export function errorStatus(code: TSystemCode): number {
  return ERROR_CATALOGUE[code].status;
}
