import { IMask } from 'react-imask';

/**
 * Input masks of the profile forms (spec 000 §5), as IMask definitions: `MaskedInput` wires them
 * into Mantine's InputBase through react-imask, and the same definitions normalise text here (and in
 * the unit tests). The server validates the result with the shared schema either way.
 */
export const MASKS = {
  /** SSN and ITIN: 000-00-0000. */
  tin: { mask: '000-00-0000' },
  /** EIN: 00-0000000. */
  ein: { mask: '00-0000000' },
  /** US ZIP: 00000 or 00000-0000. */
  usZip: { mask: '00000[-0000]' },
  /** A foreign postal code: digits, dot, slash and hyphen. */
  foreignZip: { mask: /^[\d./-]{0,20}$/ },
  /** Phone digits (1 to 13; the country prefix is picked separately), shown as (___) ___-__-__-___. */
  phone: { mask: '(000) 000-00-00-000' },
  /** Routing number: 9 digits. */
  routing: { mask: /^\d{0,9}$/ },
  /** Account number: digits and letters, at most 14. */
  account: { mask: /^[0-9A-Za-z]{0,14}$/ },
} as const;
export type TMaskKind = keyof typeof MASKS;

/**
 * What a masked field stores: the formatted text for SSN/ITIN, EIN and ZIPs (the schemas expect the
 * dashes), the bare digits for the phone (the schema expects digits only).
 */
export const STORES_UNMASKED: Record<TMaskKind, boolean> = {
  tin: false, ein: false, usZip: false, foreignZip: false, phone: true, routing: false, account: false,
};

/** The value a field of this mask stores for whatever was typed or pasted. */
export function normalise(kind: TMaskKind, typed: string): string {
  return STORES_UNMASKED[kind] ? IMask.pipe(typed, MASKS[kind], IMask.PIPE_TYPE.MASKED, IMask.PIPE_TYPE.UNMASKED) : IMask.pipe(typed, MASKS[kind]);
}

/** Country prefixes offered by the phone picker. */
export const PHONE_CODES = ['+1', '+7', '+44', '+49', '+33', '+39', '+34', '+380', '+375', '+972', '+86', '+91', '+52', '+55'] as const;

/** The same normalisations by name, for code that formats a value outside an input (and older callers). */
export const maskTin = (v: string) => normalise('tin', v);
export const maskEin = (v: string) => normalise('ein', v);
export const maskUsZip = (v: string) => normalise('usZip', v);
export const maskForeignZip = (v: string) => normalise('foreignZip', v);
export const maskRouting = (v: string) => normalise('routing', v);
export const maskAccount = (v: string) => normalise('account', v);
export const phoneDigits = (v: string) => normalise('phone', v);
/** How stored phone digits are shown: (___) ___-__-__-___. */
export const formatPhone = (digits: string) => IMask.pipe(digits, MASKS.phone);
