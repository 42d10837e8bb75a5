import { Text } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cleanW8ben, type TW8benForm, type TW8benStep, W8BEN_STEPS } from '../../w8ben-rules';
import { FormPart } from './FormPart';
import { ReviewTable, type TReviewRow } from './ReviewTable';
import { formatDay } from '../../../../app/format-date';


/**
 * The review before the signature: every line as it will be sent (Part II's left out when no treaty
 * is claimed), part by part with a way back to each, then the reminder that the filler signs the
 * official form on the next page.
 */
export function W8benReview({ onEdit }: { onEdit: (step: number) => void }) {
  const { t } = useTranslation('forms');
  const { watch } = useFormContext<TW8benForm>();
  const form = cleanW8ben(watch());
  const join = (...parts: string[]) => parts.map((p) => p.trim()).filter(Boolean).join(', ');
  const date = (iso: string) => formatDay(iso, { dateStyle: 'long' });
  const rows: Record<Exclude<TW8benStep, 'review'>, TReviewRow[]> = {
    identification: [
      { key: 'name', value: form.name },
      { key: 'citizenshipCountry', value: form.citizenshipCountry },
      { key: 'residence', value: join(form.residenceAddress, form.residenceCity, form.residenceCountry) },
      { key: 'mailing', value: join(form.mailingAddress, form.mailingCity, form.mailingCountry) },
      { key: 'usTin', value: form.usTin },
      { key: 'foreignTin', value: form.foreignTinNotRequired ? t('w8ben.review.notRequired') : form.foreignTin },
      { key: 'referenceNumbers', value: form.referenceNumbers },
      { key: 'dateOfBirth', value: date(form.dateOfBirth) },
    ],
    treaty: form.claimTreaty
      ? [
          { key: 'treatyCountry', value: form.treatyCountry },
          { key: 'treatyArticle', value: form.treatyArticle },
          { key: 'treatyRate', value: form.treatyRate ? `${form.treatyRate}%` : '' },
          { key: 'treatyIncomeType', value: form.treatyIncomeType },
          { key: 'treatyConditions', value: form.treatyConditions },
        ]
      : [{ key: 'claimTreaty', value: t('w8ben.review.noTreaty') }],
    certification: [{ key: 'capacityToSign', value: t(form.capacityToSign ? 'w8ben.review.certified' : 'w8ben.review.notCertified') }],
  };

  return (
    <FormPart id="w8ben-review" title={t('w8ben.steps.review.title')} intro={t('w8ben.review.intro')}>
      <ReviewTable prefix="w8ben" rows={W8BEN_STEPS.flatMap((step) => (step === 'review' ? [] : [[step, rows[step]] as [string, TReviewRow[]]]))} onEdit={onEdit} />
      <Text size="sm" fw={500} data-testid="w8ben-sign-next">
        {t('w8ben.signNext')}
      </Text>
    </FormPart>
  );
}
