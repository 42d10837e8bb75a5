import { usePayrollFormat } from '../payroll/format';

/** An instant (ISO) as the reader's date and time. */
export function formatInstant(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-US', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

/** The payroll screens' formatters (money from integer cents, days, periods) and an instant's. */
export function useImportFormat() {
  const f = usePayrollFormat();
  return { ...f, instant: (iso: string) => formatInstant(iso, f.lang) };
}
