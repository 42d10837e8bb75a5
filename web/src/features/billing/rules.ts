// Relative paths (not @shared) so the unit tests, type-checked with the root tsconfig, resolve them.
import { CUT_AT, type TServiceLog } from '../../../../shared/billing/billing.schema.js';

/**
 * The billing screens' pure rules: money and percent conversions between the form (dollars,
 * percent) and the wire (cents, fractions), dates, the spec's messages for invoices and bills,
 * and the payer and payee selection. Free of React and the DOM; unit-tested in test/unit/web-billing.test.ts.
 */

/** n x factor rounded to an integer, without binary noise (1.005 x 100 is 100.49999…). */
function scaled(n: number, factor: number): number {
  return Math.round(Number((n * factor).toFixed(6)));
}

/** Dollars typed in a form (NumberInput gives '' when empty) to integer cents. */
export function dollarsToCents(value: number | string | undefined | null): number | undefined {
  if (value === '' || value === undefined || value === null) return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? scaled(n, 100) : undefined;
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** A percent typed with the 00.00 mask to the fraction the API keeps (8.88 → 0.0888, '88.75' → 0.8875). */
export function percentToRate(value: number | string | undefined | null): number | undefined {
  if (value === '' || value === undefined || value === null) return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? scaled(n, 100) / 10000 : undefined;
}

/** A fraction shown x100 (0.0888 → 8.88). */
export function rateToPercent(rate: number): number {
  return scaled(rate, 10000) / 100;
}

/** The top of the sales tax rate in percent: 100 % (the API's MAX_SALES_RATE, a fraction of 1). */
export const MAX_PERCENT = 100;

/**
 * The sales tax rate's 00.00 mask (spec 001 §5, §9), applied to what the field holds after a
 * keystroke or a paste: digits fill two places before the point and two after, and the point comes
 * by itself after two digits, so '8875' reads '88.75' and '725' reads '72.5'; a point typed earlier
 * stays ('7.5'), a comma is a point, anything else (a minus, a '%', letters) is dropped, and a third
 * decimal is cut. The rate is bounded to 0–100 %: 100 is the one value with three digits before the
 * point, and its decimals can only be zeros.
 */
export function maskPercent(raw: string): string {
  const text = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const point = text.indexOf('.');
  let pointed = point !== -1;
  let whole = pointed ? text.slice(0, point) : text;
  let fraction = pointed ? text.slice(point + 1).replace(/\./g, '') : '';
  if (whole === String(MAX_PERCENT)) return pointed ? `${whole}.${fraction.slice(0, 2).replace(/\d/g, '0')}` : whole;
  if (whole.length > 2) {
    fraction = whole.slice(2) + fraction;
    whole = whole.slice(0, 2);
    pointed = true;
  }
  if (pointed && whole === '') whole = '0';
  return pointed ? `${whole}.${fraction.slice(0, 2)}` : whole;
}

/** The masked text completed when the field is left: two decimals ('8.5' → '8.50', '8.' → '8.00'); '' stays ''. */
export function completePercent(text: string): string {
  const masked = maskPercent(text);
  if (masked === '') return '';
  const n = Number(masked);
  return Number.isFinite(n) ? n.toFixed(2) : '';
}

/** A fraction as the rate field's text (0.8875 → '88.75'); no rate is an empty field. */
export function percentText(rate: number | undefined): string {
  return rate === undefined ? '' : rateToPercent(rate).toFixed(2);
}

/** '8.88 %' for a fraction (spec 001 §9: the sales tax rate is shown as a percent). */
export function formatRate(rate: number | undefined): string {
  return rate === undefined ? '' : `${rateToPercent(rate).toFixed(2)} %`;
}

/** Long location and comment texts are cut to 30 characters in tables (spec 001 §5, §9). */
export function cutText(text: string | undefined, at = CUT_AT): { text: string; cut: boolean } {
  const value = text?.trim() ?? '';
  return value.length > at ? { text: `${value.slice(0, at)}…`, cut: true } : { text: value, cut: false };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** A calendar date (YYYY-MM-DD) as DD.MM.yyyy (invoice dates) or MM.DD.YYYY (lists), spec 001 §9. */
export function formatDate(date: string | undefined, pattern: 'DD.MM.YYYY' | 'MM.DD.YYYY'): string {
  const m = date ? DATE.exec(date) : null;
  if (!m) return '';
  const [, y, mo, d] = m;
  return pattern === 'DD.MM.YYYY' ? `${d}.${mo}.${y}` : `${mo}.${d}.${y}`;
}

/** Today in the user's time zone, YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A `datetime-local` value (local time, no zone) to an ISO instant; '' stays undefined. */
export function localToIso(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const t = new Date(value);
  return Number.isNaN(t.getTime()) ? undefined : t.toISOString();
}

/** An ISO instant to a `datetime-local` value in the user's time zone. */
export function isoToLocal(iso: string | undefined): string {
  if (!iso) return '';
  const t = new Date(iso);
  if (Number.isNaN(t.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}T${pad(t.getHours())}:${pad(t.getMinutes())}`;
}

/** The ZIP mask 00000-0000 (spec 001 §5, §9): digits only, the dash after the fifth. */
export function maskZip(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 9);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** The spec's billing messages (001 §5, §8): keys in the `billing:messages` namespace. */
export type TBillingMessage =
  | 'selectContact'
  | 'selectService'
  | 'endAfterStart'
  | 'selectPayer'
  | 'selectPayee'
  | 'selectServices'
  | 'samePayeePayer'
  | 'createOrSearch';

/**
 * What stops an invoice or a bill from being saved, in the spec's order (001 §5): invoice: payer,
 * payee, the two differ, at least one service; bill: payer, payee, differ, services. A draft
 * save needs at least one service too.
 */
export function invoiceProblem(input: {
  payerId?: string | undefined;
  payeeId?: string | undefined;
  serviceLogIds: readonly string[];
}): TBillingMessage | undefined {
  if (!input.payerId) return 'selectPayer';
  if (!input.payeeId) return 'selectPayee';
  if (input.payerId === input.payeeId) return 'samePayeePayer';
  if (input.serviceLogIds.length === 0) return 'selectServices';
  return undefined;
}

/** The two sides of an invoice or a bill. */
export type TPartySide = 'payee' | 'payer';

export const otherSide = (side: TPartySide): TPartySide => (side === 'payee' ? 'payer' : 'payee');

/**
 * Who stands where on an invoice or a bill: the workspace's own profile on one side, the
 * counterparty (when chosen) on the other. The own profile as payee makes an invoice, as payer a bill.
 */
export interface TPartySides<T> {
  ownSide: TPartySide;
  counterparty: T | null;
}

/**
 * Payer and payee selection (spec 001 §4): the own profile may stand on either side, but only on
 * one. Choosing it on a side moves it there, and the counterparty moves to the other side (or that
 * side is left empty when none was chosen yet); choosing another profile on a side puts it there
 * and moves the own profile to the other side. So the two are never the same, and either entry
 * point can issue an invoice in the workspace's own name. A draft is its payee's (`locked`): a
 * choice that would move the own profile off the payee side is refused with the spec's message.
 */
export function chooseParty<T extends { id: string }>(
  ownId: string,
  current: TPartySides<T>,
  side: TPartySide,
  chosen: T,
  locked = false,
): { sides: TPartySides<T>; problem: TBillingMessage | undefined } {
  const ownChosen = chosen.id === ownId;
  const ownSide = ownChosen ? side : otherSide(side);
  if (locked && ownSide !== current.ownSide) return { sides: current, problem: 'samePayeePayer' };
  return { sides: { ownSide, counterparty: ownChosen ? current.counterparty : chosen }, problem: undefined };
}

/** The payer and payee ids of the sides (the own profile's id on its side). */
export function partyIds(ownId: string, sides: TPartySides<{ id: string }>): { payeeId?: string; payerId?: string } {
  const other = sides.counterparty?.id;
  return sides.ownSide === 'payee' ? { payeeId: ownId, payerId: other } : { payeeId: other, payerId: ownId };
}

/** Opening the services picker needs the counterparty: a payer for an invoice, a payee for a bill. */
export function pickerProblem(kind: 'invoice' | 'bill', counterpartyId: string | undefined): TBillingMessage | undefined {
  if (counterpartyId) return undefined;
  return kind === 'invoice' ? 'selectPayer' : 'selectPayee';
}

/** The picker's 'Add selected services': nothing offered, or nothing chosen, is refused. */
export function addSelectedProblem(found: number, selected: number): TBillingMessage | undefined {
  if (found === 0) return 'createOrSearch';
  if (selected === 0) return 'selectServices';
  return undefined;
}

/** The picker's period filter: the end must not be before the start (spec 001 §5). */
export function periodProblem(startDate: string | undefined, endDate: string | undefined): TBillingMessage | undefined {
  return startDate && endDate && endDate < startDate ? 'endAfterStart' : undefined;
}

/** The running total of chosen logs, in cents (the server's per-line totals). */
export function totalOf(logs: readonly Pick<TServiceLog, 'totalCents'>[]): number {
  return logs.reduce((sum, l) => sum + l.totalCents, 0);
}
