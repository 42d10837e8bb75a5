import { Checkbox, List, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TW8benForm } from '../../w8ben-rules';
import { FormPart } from './FormPart';
import { useFormMessage } from './use-form-message';

/**
 * Part II, Claim of Tax Treaty Benefits (if applicable): asked only of a filler who claims one. Line
 * 9 names the treaty country; line 10's special rates and conditions are for the claims the
 * instructions name (a rate of withholding under an article and paragraph, for a type of income).
 */
export function W8benTreatyStep() {
  const { t } = useTranslation('forms');
  const message = useFormMessage();
  const { register, formState, watch } = useFormContext<TW8benForm>();
  const errors = formState.errors;
  const claimed = watch('claimTreaty');
  const text = (name: 'treatyCountry' | 'treatyArticle' | 'treatyRate' | 'treatyIncomeType', max: number, description?: string) => (
    <TextInput label={t(`w8ben.${name}`)} description={description} maxLength={max} autoComplete="off" {...register(name)} error={message(errors[name]?.message)} />
  );
  return (
    <FormPart id="w8ben-treaty" title={t('w8ben.steps.treaty.title')} intro={t('w8ben.treatyIntro')}>
      <Checkbox label={t('w8ben.claimTreaty')} description={t('w8ben.claimTreatyHint')} {...register('claimTreaty')} data-testid="w8ben-claim-treaty" />
      {claimed ? (
        <>
          {text('treatyCountry', 60, t('w8ben.treatyCountryHint'))}
          <Text size="sm" fw={500} mt="xs">
            {t('w8ben.line10')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('w8ben.line10Hint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('treatyArticle', 40)}
            {text('treatyRate', 5, t('w8ben.treatyRateHint'))}
          </SimpleGrid>
          {text('treatyIncomeType', 60)}
          <Textarea
            label={t('w8ben.treatyConditions')}
            maxLength={240}
            autosize
            minRows={2}
            {...register('treatyConditions')}
            error={message(errors.treatyConditions?.message)}
          />
        </>
      ) : null}
    </FormPart>
  );
}

const CERTIFICATIONS = ['cert1', 'cert2', 'cert3', 'cert4', 'cert5'] as const;

/** Part III, Certification: what the filler declares under penalties of perjury, and the capacity to sign for line 1. */
export function W8benCertificationStep() {
  const { t } = useTranslation('forms');
  const message = useFormMessage();
  const { register, formState } = useFormContext<TW8benForm>();
  return (
    <FormPart id="w8ben-certification" title={t('w8ben.steps.certification.title')}>
      <Text size="sm">{t('w8ben.certIntro')}</Text>
      <List size="sm" spacing={4} withPadding>
        {CERTIFICATIONS.map((item) => (
          <List.Item key={item}>{t(`w8ben.${item}`)}</List.Item>
        ))}
      </List>
      <Text size="sm">{t('w8ben.certFurther')}</Text>
      <Checkbox
        label={t('w8ben.capacityToSign')}
        {...register('capacityToSign')}
        error={message(formState.errors.capacityToSign?.message)}
        data-testid="w8ben-capacity"
      />
    </FormPart>
  );
}
