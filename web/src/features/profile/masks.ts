/**
 * Input masks of the profile forms (spec 000 §5). Mantine has none built in and no mask library is
 * installed, so each is a pure function from what was typed to what the field shows; the server
 * validates the result with the same shared schema.
 */

const only = (value: string, re: RegExp) => value.replace(re, '');

/** SSN and ITIN: 000-00-0000. */
export function maskTin(value: string): string {
  const d = only(value, /\D/g).slice(0, 9);
  return [d.slice(0, 3), d.slice(3, 5), d.slice(5, 9)].filter(Boolean).join('-');
}

/** EIN: 00-0000000. */
export function maskEin(value: string): string {
  const d = only(value, /\D/g).slice(0, 9);
  return d.length > 2 ? `${d.slice(0, 2)}-${d.slice(2)}` : d;
}

/** US ZIP: 00000-0000. */
export function maskUsZip(value: string): string {
  const d = only(value, /\D/g).slice(0, 9);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}

/** A foreign postal code keeps digits, dot, slash and hyphen. */
export function maskForeignZip(value: string): string {
  return only(value, /[^\d./-]/g).slice(0, 20);
}

/** Phone: digits only, at most 13 (the country prefix is picked separately). */
export function phoneDigits(value: string): string {
  return only(value, /\D/g).slice(0, 13);
}

/** How the phone digits are shown: (___) ___-__-__-__. */
export function formatPhone(digits: string): string {
  const d = phoneDigits(digits);
  if (!d) return '';
  const parts = [d.slice(0, 3), d.slice(3, 6), d.slice(6, 8), d.slice(8, 10), d.slice(10, 13)];
  let out = `(${parts[0]}`;
  if (d.length > 3) out += `) ${parts[1]}`;
  for (const p of parts.slice(2)) if (p) out += `-${p}`;
  return out;
}

/** Bank numbers: routing 9 digits; account digits and letters, at most 14. */
export const maskRouting = (value: string) => only(value, /\D/g).slice(0, 9);
export const maskAccount = (value: string) => only(value, /[^0-9A-Za-z]/g).slice(0, 14);

/** Country prefixes offered by the phone picker. */
export const PHONE_CODES = ['+1', '+7', '+44', '+49', '+33', '+39', '+34', '+380', '+375', '+972', '+86', '+91', '+52', '+55'] as const;
