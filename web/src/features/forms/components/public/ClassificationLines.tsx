import { Checkbox, Fieldset, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type TFormVariant, type TW9Answers, W9_EXEMPT_PAYEE_CODES, W9_FATCA_CODES, W9_LLC_CLASSIFICATIONS } from '@shared/documents/forms.schema.js';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { asksExemptions, asksForeignPartners, classificationPatch, classificationsFor, type TW9Form } from '../../w9-rules';
import { useFormMessage } from './use-form-message';
import { FormPart } from './FormPart';

/**
 * Lines 3a, 3b and 4: the federal tax classification among the boxes the link's variant offers (an
 * LLC names how it is taxed, "Other" names itself), the foreign-partners box for partnerships and
 * trusts, and the exemption codes, which only entities are asked.
 */
export function ClassificationLines({ variant }: { variant: TFormVariant }) {
  const { t } = useTranslation('forms');
  const message = useFormMessage();
  const { control, register, formState, watch, getValues, setValue } = useFormContext<TW9Form, unknown, TW9Answers>();
  const errors = formState.errors;
  const [classification, llc] = watch(['classification', 'llcClassification']);
  const pick = (next: string | null) => {
    if (!next) return;
    const patch = classificationPatch(getValues(), next as TW9Form['classification']);
    for (const [key, value] of Object.entries(patch)) setValue(key as keyof TW9Form, value as never, { shouldValidate: formState.isSubmitted });
  };

  return (
    <FormPart id="w9-classification" title={t('w9.classificationSection')}>
      <Controller
        control={control}
        name="classification"
        render={({ field }) => (
          <Radio.Group label={t('w9.line3a')} withAsterisk value={field.value} onChange={pick} error={message(errors.classification?.message)}>
            <Stack gap="xs" mt={6}>
              {classificationsFor(variant).map((c) => (
                <Radio key={c} value={c} label={t(`classification.${c}`)} ref={c === field.value ? field.ref : undefined} />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      {classification === 'LLC' ? (
        <Controller
          control={control}
          name="llcClassification"
          render={({ field }) => (
            <Select
              label={t('w9.llcClassification')}
              description={t('w9.llcHint')}
              withAsterisk
              placeholder={t('w9.choose')}
              data={W9_LLC_CLASSIFICATIONS.map((v) => ({ value: v, label: t(`llc.${v}`) }))}
              value={field.value ?? null}
              onChange={(v) => field.onChange(v ?? undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={message(errors.llcClassification?.message)}
            />
          )}
        />
      ) : null}
      {classification === 'OTHER' ? (
        <TextInput label={t('w9.otherClassification')} withAsterisk maxLength={60} {...register('otherClassification')} error={message(errors.otherClassification?.message)} />
      ) : null}
      {asksForeignPartners(classification, llc) ? (
        <Checkbox label={t('w9.line3b')} description={t('w9.line3bHint')} {...register('foreignPartners')} error={message(errors.foreignPartners?.message)} />
      ) : null}
      {asksExemptions(classification) ? (
        <Fieldset legend={t('w9.line4')} variant="unstyled" p={0}>
          <Text size="sm" c="dimmed" mb="xs">
            {t('w9.line4Hint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(['exemptPayeeCode', 'fatcaCode'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <Select
                  label={t(`w9.${name}`)}
                  clearable
                  placeholder={t('w9.none')}
                  data={[...(name === 'fatcaCode' ? W9_FATCA_CODES : W9_EXEMPT_PAYEE_CODES)]}
                  value={field.value ?? null}
                  onChange={(v) => field.onChange(v ?? undefined)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={message(errors[name]?.message)}
                />
              )}
            />
          ))}
          </SimpleGrid>
        </Fieldset>
      ) : null}
    </FormPart>
  );
}
