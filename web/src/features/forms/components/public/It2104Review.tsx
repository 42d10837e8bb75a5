import { Text } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../app/money';
import { cleanIt2104, IT2104_STEPS, residentLines, type TIt2104Form, type TIt2104Step } from '../../it2104-rules';
import { parseDollars } from '../../w4-rules';
import { FormPart } from './FormPart';
import { ReviewTable, type TReviewRow } from './ReviewTable';


/**
 * The review before the signature: every answer as it will be sent (the lines a residence does not
 * ask left out), step by step with a way back to each, then the certification and the Penalty the
 * filler signs on the next page.
 */
export function It2104Review({ onEdit }: { onEdit: (step: number) => void }) {
  const { t } = useTranslation('forms');
  const { watch } = useFormContext<TIt2104Form>();
  const form = cleanIt2104(watch());
  const lines = residentLines(form);
  const yes = (v: boolean | undefined) => (v === undefined ? '' : t(v ? 'it2104.yes' : 'it2104.no'));
  const money = (text: string) => {
    const cents = parseDollars(text);
    return cents === null ? text : formatCents(cents);
  };
  const rows: Record<Exclude<TIt2104Step, 'review'>, TReviewRow[]> = {
    personal: [
      { key: 'name', value: [form.firstName, form.middleInitial, form.lastName].filter(Boolean).join(' ') },
      { key: 'ssn', value: form.ssn },
      { key: 'address', value: [[form.address, form.apartment].filter(Boolean).join(', '), form.city, [form.state, form.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ') },
      { key: 'filingStatus', value: form.filingStatus ? t(`it2104.filing.${form.filingStatus}`) : '' },
    ],
    residence: [
      { key: 'nycResident', value: yes(form.nycResident) },
      { key: 'yonkersResident', value: yes(form.yonkersResident) },
    ],
    allowances: [
      { key: 'nysAllowances', value: String(form.nysAllowances || 0) },
      ...(lines.nyc ? [{ key: 'nycAllowances', value: String(form.nycAllowances || 0) }] : []),
    ],
    additional: [
      { key: 'nysAdditional', value: money(form.nysAdditional) },
      ...(lines.nyc ? [{ key: 'nycAdditional', value: money(form.nycAdditional) }] : []),
      ...(lines.yonkers ? [{ key: 'yonkersAdditional', value: money(form.yonkersAdditional) }] : []),
    ],
  };

  return (
    <FormPart id="it2104-review" title={t('it2104.steps.review.title')} intro={t('it2104.review.intro')}>
      <ReviewTable prefix="it2104" rows={IT2104_STEPS.flatMap((step) => (step === 'review' ? [] : [[step, rows[step]] as [string, TReviewRow[]]]))} onEdit={onEdit} />
      <Text size="sm" fw={500} data-testid="it2104-certify">
        {t('it2104.certify')}
      </Text>
      <Text size="sm">{t('it2104.penalty')}</Text>
      <Text size="sm" fw={500}>
        {t('it2104.signNext')}
      </Text>
    </FormPart>
  );
}
