import { Text } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { F8822B_BOXES, F8822B_STEPS, type TF8822bAddressForm, type TF8822bForm, type TF8822bStep } from '../../f8822b-rules';
import { FormPart } from './FormPart';
import { ReviewTable, type TReviewRow } from './ReviewTable';


const oneLine = (a: TF8822bAddressForm) =>
  [[a.address, a.suite].filter(Boolean).join(', '), a.city, [a.state, a.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/**
 * The review before the signature: every line as it will be sent (the lines the filler said do not
 * change left out), step by step with a way back to each, then what the signer signs on the next page.
 */
export function F8822bReview({ onEdit }: { onEdit: (step: number) => void }) {
  const { t } = useTranslation('forms');
  const { watch } = useFormContext<TF8822bForm>();
  const form = watch();
  const unchanged = t('f8822b.review.unchanged');
  const boxes = F8822B_BOXES.map((box, i) => (form[box] ? String(i + 1) : '')).filter(Boolean);
  const rows: Record<Exclude<TF8822bStep, 'review'>, TReviewRow[]> = {
    business: [
      { key: 'taxExempt', value: t(form.taxExempt ? 'f8822b.yes' : 'f8822b.no') },
      { key: 'boxes', value: boxes.join(', ') },
      { key: 'businessName', value: form.businessName },
      { key: 'ein', value: form.ein },
    ],
    addresses: [
      { key: 'oldMailingAddress', value: form.changesMailing ? oneLine(form.oldMailingAddress) : unchanged },
      { key: 'newMailingAddress', value: form.changesMailing ? oneLine(form.newMailingAddress) : unchanged },
      ...(form.businessLocation ? [{ key: 'newBusinessLocation', value: oneLine(form.newBusinessLocation) }] : []),
    ],
    party: form.changesParty
      ? [
          { key: 'newResponsiblePartyName', value: form.newResponsiblePartyName },
          { key: 'newResponsiblePartyTin', value: form.newResponsiblePartyTin },
        ]
      : [{ key: 'newResponsibleParty', value: unchanged }],
    signature: [
      { key: 'daytimePhone', value: form.daytimePhone },
      { key: 'signerName', value: form.signerName },
      { key: 'signerTitle', value: form.signerTitle },
    ],
  };

  return (
    <FormPart id="f8822b-review" title={t('f8822b.steps.review.title')} intro={t('f8822b.review.intro')}>
      <ReviewTable prefix="f8822b" rows={F8822B_STEPS.flatMap((step) => (step === 'review' ? [] : [[step, rows[step]] as [string, TReviewRow[]]]))} onEdit={onEdit} />
      <Text size="sm" fw={500}>
        {t('f8822b.signNext')}
      </Text>
    </FormPart>
  );
}
