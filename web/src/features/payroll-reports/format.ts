import { useTranslation } from 'react-i18next';
import { formatCents } from '../../app/money';
import { formatDate } from '../../app/format-date';

/**
 * How the reports show their figures: money is integer cents as US dollars (app/money.ts), hours
 * integer hundredths, days MM/DD/YYYY in English and DD.MM.YYYY in Russian (no time zone involved).
 */
export function formatDay(date: string, lang: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/u.exec(date);
  if (!m) return date;
  return lang === 'ru' ? `${m[3]}.${m[2]}.${m[1]}` : `${m[2]}/${m[3]}/${m[1]}`;
}

export function formatHours(hundredths: number, lang: string): string {
  return new Intl.NumberFormat(lang === 'ru' ? 'ru-RU' : 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hundredths / 100);
}

/** An instant (ISO) as the reader's date and time. */
export function formatInstant(iso: string, lang: string): string {
  return formatDate(iso, { dateStyle: 'short', timeStyle: 'short' }, lang);
}

/** The current quarter of a day (1–4). */
export const quarterOf = (date: string) => Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1;

/** Today in the browser's zone, YYYY-MM-DD. */
export const today = () => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** The formatters bound to the interface language. */
export function useReportFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'ru' ? 'ru' : 'en';
  return {
    lang,
    money: formatCents,
    hours: (hundredths: number) => formatHours(hundredths, lang),
    day: (date: string) => formatDay(date, lang),
    period: (start: string, end: string) => `${formatDay(start, lang)} – ${formatDay(end, lang)}`,
    instant: (iso: string) => formatInstant(iso, lang),
  };
}
