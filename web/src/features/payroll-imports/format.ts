import { useTranslation } from 'react-i18next';
import { usePayrollFormat } from '../payroll/format';
import { reasonText, type TReasonOf } from './rules';
import { formatDate } from '../../app/format-date';

/** An instant (ISO) as the reader's date and time. */
export function formatInstant(iso: string, lang: string): string {
  return formatDate(iso, { dateStyle: 'short', timeStyle: 'short' }, lang);
}

/** The payroll screens' formatters (money from integer cents, days, periods), an instant's and a reason's. */
export function useImportFormat() {
  const f = usePayrollFormat();
  const { t } = useTranslation('payroll-imports');
  return { ...f, instant: (iso: string) => formatInstant(iso, f.lang), reason: (why: TReasonOf) => reasonText(t, f.money, why) };
}
