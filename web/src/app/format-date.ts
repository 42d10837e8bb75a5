// The i18next instance app/i18n.ts sets up (its default export); imported from the package so this
// module stays free of the locale bundles and runs in the unit tests as is.
import i18n from 'i18next';

/**
 * The one date and time formatter of the web: every date follows the chosen interface language,
 * ru-RU in Russian and en-US otherwise, never the browser's own locale. Components re-render on a
 * language switch (useTranslation), so formatting in render is enough.
 */

/** The Intl locale of a UI language. @default the current language (i18next) */
export const dateLocale = (lng: string | undefined = i18n.resolvedLanguage ?? i18n.language): 'ru-RU' | 'en-US' =>
  lng?.toLowerCase().startsWith('ru') ? 'ru-RU' : 'en-US';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A cached Intl.DateTimeFormat of the language's locale with these options. */
export function dateFormatter(options: Intl.DateTimeFormatOptions, lng?: string): Intl.DateTimeFormat {
  const locale = dateLocale(lng);
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

/**
 * An instant (ISO date-time, epoch ms or Date) in the interface language, in the reader's time zone.
 * @default options `{ dateStyle: 'medium' }` ('Nov 25, 2026'; '25 нояб. 2026 г.')
 */
export function formatDate(value: string | number | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }, lng?: string): string {
  return dateFormatter(options, lng).format(typeof value === 'object' ? value : new Date(value));
}

/** An instant's date and time ('Nov 25, 2026, 9:30 AM'; '25 нояб. 2026 г., 09:30'). */
export const formatDateTime = (value: string | number | Date, lng?: string) => formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }, lng);

/**
 * A calendar day (YYYY-MM-DD) as it reads, whatever the reader's time zone: formatted at UTC
 * midnight in UTC. Anything else is returned as is.
 * @default options `{ dateStyle: 'medium' }`
 */
export function formatDay(day: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }, lng?: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(day)) return day;
  return formatDate(`${day}T00:00:00Z`, { ...options, timeZone: 'UTC' }, lng);
}
