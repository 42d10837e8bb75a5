import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/format-date';

/**
 * Dates as the leave screens show them: MM/DD/YYYY in English (the spec's lists), DD.MM.YYYY in
 * Russian. A YYYY-MM-DD is a calendar day, formatted at UTC midnight in UTC so no zone moves it.
 */
export function formatDay(date: string, lang: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(date)) return date;
  const [y, m, d] = date.split('-');
  return lang === 'ru' ? `${d}.${m}.${y}` : `${m}/${d}/${y}`;
}

/** A period of days: one day alone, or 'start - end' (the Options modal's title, spec 000 §2). */
export function formatPeriod(start: string, end: string | undefined, lang: string): string {
  return !end || end === start ? formatDay(start, lang) : `${formatDay(start, lang)} - ${formatDay(end, lang)}`;
}

/** Hours and days with the language's decimal separator, at most two decimals. */
export function formatNumber(value: number, lang: string): string {
  return new Intl.NumberFormat(lang === 'ru' ? 'ru-RU' : 'en-US', { maximumFractionDigits: 2 }).format(value);
}

/** The formatters bound to the interface language. */
export function useLeaveFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'ru' ? 'ru' : 'en';
  return {
    lang,
    day: (date: string) => formatDay(date, lang),
    period: (start: string, end?: string) => formatPeriod(start, end, lang),
    number: (value: number) => formatNumber(value, lang),
    instant: (iso: string) => formatDate(iso, { dateStyle: 'short', timeStyle: 'short' }, lang),
  };
}
