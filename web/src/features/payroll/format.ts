import { useTranslation } from 'react-i18next';
import { formatCents } from '../../app/money';

/**
 * How the payroll screens show their figures: money is integer cents (formatted as US dollars,
 * app/money.ts), hours integer hundredths of an hour. Free of zod and React state: unit-tested.
 */

/** Integer hundredths as an editable decimal with two places: 4025 → "40.25", 125000 → "1250.00"; 0 → "" (empty is 0). */
export function hundredthsToInput(n: number): string {
  if (!Number.isFinite(n) || n === 0) return '';
  const sign = n < 0 ? '-' : '';
  const abs = Math.round(Math.abs(n));
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Hours (integer hundredths) for reading, in the language's number format: 4025 → "40.25" / "40,25". */
export function formatHours(hundredths: number, lang: string): string {
  return new Intl.NumberFormat(lang === 'ru' ? 'ru-RU' : 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hundredths / 100);
}

/** A calendar day (YYYY-MM-DD): MM/DD/YYYY in English, DD.MM.YYYY in Russian; formatted without a time zone. */
export function formatDay(date: string, lang: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/u.exec(date);
  if (!m) return date;
  return lang === 'ru' ? `${m[3]}.${m[2]}.${m[1]}` : `${m[2]}/${m[3]}/${m[1]}`;
}

/** A pay period: 'start – end'. */
export function formatPeriod(start: string, end: string, lang: string): string {
  return `${formatDay(start, lang)} – ${formatDay(end, lang)}`;
}

/** The EIN as typed: digits only, at most nine, with the dash after the second (00-0000000). */
export function formatEinInput(text: string): string {
  const digits = text.replace(/\D/gu, '').slice(0, 9);
  return digits.length > 2 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
}

/** An SSN shows its last four digits only. */
export function maskSsn(last4: string | undefined): string {
  return last4 ? `•••-••-${last4}` : '—';
}

/** A masked amount: the screens hide pay rates until asked. */
export const MASKED = '••••';

/** The formatters bound to the interface language. */
export function usePayrollFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'ru' ? 'ru' : 'en';
  return {
    lang,
    money: formatCents,
    hours: (hundredths: number) => formatHours(hundredths, lang),
    day: (date: string) => formatDay(date, lang),
    period: (start: string, end: string) => formatPeriod(start, end, lang),
  };
}
