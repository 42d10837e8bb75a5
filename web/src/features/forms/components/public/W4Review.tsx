import { Text } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../app/money';
import { cleanW4, parseDollars, step3Totals, type TW4Form, type TW4Step, W4_STEPS } from '../../w4-rules';
import { FormPart } from './FormPart';
import { ReviewTable, type TReviewRow } from './ReviewTable';


/**
 * The review before the signature: every answer as it will be sent (Steps 2–4 empty when exemption
 * is claimed), step by step with a way back to each, and the penalties-of-perjury statement the
 * filler signs on the next page (Step 5).
 */
export function W4Review({ onEdit }: { onEdit: (step: number) => void }) {
  const { t } = useTranslation('forms');
  const { watch } = useFormContext<TW4Form>();
  const form = cleanW4(watch());
  const yes = (v: boolean) => t(v ? 'w4.review.yes' : 'w4.review.no');
  const money = (text: string) => {
    const cents = parseDollars(text);
    return cents === null ? text : formatCents(cents);
  };
  const { dependentsCents } = step3Totals(form.qualifyingChildren, form.otherDependents);
  const rows: Record<Exclude<TW4Step, 'review'>, TReviewRow[]> = {
    personal: [
      { key: 'name', value: [form.firstName, form.middleInitial, form.lastName].filter(Boolean).join(' ') },
      { key: 'address', value: [form.address, form.city, [form.state, form.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ') },
      { key: 'ssn', value: form.ssn },
      { key: 'filingStatus', value: form.filingStatus ? t(`w4.filing.${form.filingStatus}`) : '—' },
      { key: 'exempt', value: yes(form.exempt) },
    ],
    jobs: [{ key: 'multipleJobs', value: yes(form.multipleJobs) }],
    dependents: [
      { key: 'qualifyingChildren', value: String(form.qualifyingChildren || 0) },
      { key: 'otherDependents', value: String(form.otherDependents || 0) },
      { key: 'dependentsSum', value: formatCents(dependentsCents) },
      { key: 'credits', value: money(form.credits) },
    ],
    adjustments: [
      { key: 'otherIncome', value: money(form.otherIncome) },
      { key: 'deductions', value: money(form.deductions) },
      { key: 'extraWithholding', value: money(form.extraWithholding) },
    ],
  };

  return (
    <FormPart id="w4-review" title={t('w4.steps.review.title')} intro={t('w4.review.intro')}>
      <ReviewTable
        prefix="w4"
        rows={W4_STEPS.flatMap((step) => (step === 'review' ? [] : [[step, rows[step]] as [string, TReviewRow[]]]))}
        onEdit={onEdit}
        skipped={(index) => (form.exempt && index > 0 ? t('w4.skipped') : undefined)}
      />
      <Text size="sm">{t('w4.penalties')}</Text>
      <Text size="sm" fw={500}>
        {t('w4.signNext')}
      </Text>
    </FormPart>
  );
}
