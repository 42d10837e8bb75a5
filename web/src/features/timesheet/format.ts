/**
 * Dates as the timesheet shows them, in the interface language. A YYYY-MM-DD is a calendar day, not
 * an instant: it is formatted at UTC midnight in UTC, so no device zone moves it to another day.
 */
import { dateFormatter } from '../../app/format-date';

const formatter = (lang: string, options: Intl.DateTimeFormatOptions) => dateFormatter({ ...options, timeZone: 'UTC' }, lang);
const at = (date: string) => new Date(`${date}T00:00:00Z`);

/** The day view's title (spec 000 §2: month, weekday, date): 'Monday, May 4' (the year when not this one's). */
export function dayTitle(date: string, lang: string, currentYear: string): string {
  const withYear = date.slice(0, 4) !== currentYear;
  return formatter(lang, { weekday: 'long', month: 'long', day: 'numeric', ...(withYear ? { year: 'numeric' } : {}) }).format(at(date));
}

/** 'Mon, May 4' for the week view and the table's headers. */
export const shortDay = (date: string, lang: string) => formatter(lang, { weekday: 'short', month: 'short', day: 'numeric' }).format(at(date));

/** 'Mon' and 'May 4': the company table's column heads, on two lines. */
export const weekdayShort = (date: string, lang: string) => formatter(lang, { weekday: 'short' }).format(at(date));
export const dayMonth = (date: string, lang: string) => formatter(lang, { month: 'short', day: 'numeric' }).format(at(date));

/** 'May 4, 2026' for ranges and the pay periods. */
export const longDate = (date: string, lang: string) => formatter(lang, { year: 'numeric', month: 'short', day: 'numeric' }).format(at(date));

/** An instant (ISO) as a date in the device's zone: when a pay period was closed. */
export const instantDate = (iso: string, lang: string) =>
  dateFormatter({ year: 'numeric', month: 'short', day: 'numeric' }, lang).format(new Date(iso));
