import { useTranslation } from 'react-i18next';
import { dateFormatter, dateLocale } from '../../app/format-date';

/** Dates in the interface language: a calendar day (YYYY-MM-DD) as it reads, an instant as its local day. */
export function useDates() {
  const { i18n } = useTranslation();
  const locale = dateLocale(i18n.resolvedLanguage);
  const day = dateFormatter({ year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }, i18n.resolvedLanguage);
  const local = dateFormatter({ year: 'numeric', month: '2-digit', day: '2-digit' }, i18n.resolvedLanguage);
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    /** A rate or a number of hours, with the language's decimal separator (1.5, 1,5). */
    number: (value: number) => decimal.format(value),
    /** A holiday's date (a calendar day, no time zone). */
    day: (date: string) => day.format(new Date(`${date}T00:00:00Z`)),
    /** When something happened, in the reader's own time zone. */
    instant: (iso: string) => local.format(new Date(iso)),
  };
}

/** The calendar year now, in the reader's time zone. */
export const thisYear = () => new Date().getFullYear();
