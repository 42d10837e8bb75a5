import { Text } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { boxLines, cleanI9, I9_STEPS, type TI9Form, type TI9Step } from '../../i9-rules';
import { FormPart } from './FormPart';
import { ReviewTable, type TReviewRow } from './ReviewTable';


/** A date as the form prints it: mm/dd/yyyy. */
const usDate = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/u.test(iso) ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : iso);

/**
 * The review before the signature: every answer as it will be sent (the entries the box checked
 * does not ask left out), step by step with a way back to each, then the attestation the employee
 * signs on the next page.
 */
export function I9Review({ onEdit }: { onEdit: (step: number) => void }) {
  const { t } = useTranslation('forms');
  const { watch } = useFormContext<TI9Form>();
  const form = cleanI9(watch());
  const lines = boxLines(form.attestation);
  const passport = [form.passportNumber, form.passportCountry].filter(Boolean).join(', ');
  const rows: Record<Exclude<TI9Step, 'review'>, TReviewRow[]> = {
    personal: [
      { key: 'name', value: [form.firstName, form.middleInitial, form.lastName].filter(Boolean).join(' ') },
      { key: 'otherLastNames', value: form.otherLastNames },
      { key: 'dateOfBirth', value: usDate(form.dateOfBirth) },
      { key: 'ssn', value: form.ssn },
      { key: 'email', value: form.email },
      { key: 'phone', value: form.phone },
    ],
    address: [
      { key: 'address', value: [[form.address, form.apartment].filter(Boolean).join(', '), form.city, [form.state, form.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ') },
    ],
    attestation: [
      { key: 'attestation', value: form.attestation ? t(`i9.box.${form.attestation}`) : '' },
      ...(lines.aNumber ? [{ key: 'aNumber', value: form.aNumber }] : []),
      ...(lines.authorized
        ? [
            { key: 'authorizedUntil', value: form.authorizedNoExpiry ? 'N/A' : usDate(form.authorizedUntil) },
            { key: 'i94Number', value: form.i94Number },
            { key: 'passport', value: passport },
          ]
        : []),
    ],
  };

  return (
    <FormPart id="i9-review" title={t('i9.steps.review.title')} intro={t('i9.review.intro')}>
      <ReviewTable prefix="i9" rows={I9_STEPS.flatMap((step) => (step === 'review' ? [] : [[step, rows[step]] as [string, TReviewRow[]]]))} onEdit={onEdit} />
      <Text size="sm" fw={500} data-testid="i9-perjury">
        {t('i9.perjury')}
      </Text>
      <Text size="sm" fw={500}>
        {t('i9.signNext')}
      </Text>
    </FormPart>
  );
}
