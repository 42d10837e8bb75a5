// The exemption's fieldset stylesheet loads with this step (app/styles.ts holds the shell's).
import '@mantine/core/styles/Fieldset.css';
import { Alert, Checkbox, Fieldset, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { W4_2026 } from '@shared/documents/form-years/w4-2026.js';
import { W4_FILING_STATUSES } from '@shared/documents/forms.schema.js';
import { IconInfoCircle } from '@tabler/icons-react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TW4Form } from '../../w4-rules';
import { FormPart } from './FormPart';
import { UsAddressFields } from './UsAddressFields';
import { SsnField } from './SsnField';
import { useFormMessage } from './use-form-message';

const YEAR = Number(W4_2026.revision);

/**
 * Step 1: the name, address and SSN (with the form's note on the name the SSA holds), the filing
 * status, and the exemption from withholding, which the 2026 form asks by a box of its own: a
 * filler claiming it completes only Step 1 and signs, so Steps 2–4 are skipped.
 */
export function W4PersonalStep() {
  const { t } = useTranslation('forms');
  const message = useFormMessage();
  const { control, register, formState } = useFormContext<TW4Form>();
  const errors = formState.errors;
  return (
    <FormPart id="w4-personal" title={t('w4.steps.personal.title')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('w4.firstName')} withAsterisk maxLength={60} autoComplete="given-name" {...register('firstName')} error={message(errors.firstName?.message)} />
        <TextInput label={t('w4.middleInitial')} maxLength={1} autoComplete="additional-name" {...register('middleInitial')} error={message(errors.middleInitial?.message)} />
        <TextInput label={t('w4.lastName')} withAsterisk maxLength={60} autoComplete="family-name" {...register('lastName')} error={message(errors.lastName?.message)} />
      </SimpleGrid>
      <UsAddressFields addressLabel={t('w4.address')} cityLabel={t('w4.city')} />
      <SsnField name="ssn" label={t('w4.ssn')} description={t('w4.ssaNote')} required />
      <Controller
        control={control}
        name="filingStatus"
        render={({ field }) => (
          <Radio.Group label={t('w4.filingStatus')} withAsterisk value={field.value ?? null} onChange={(v) => field.onChange(v)} error={message(errors.filingStatus?.message)}>
            <Stack gap="xs" mt={6}>
              {W4_FILING_STATUSES.map((s, i) => (
                <Radio
                  key={s}
                  value={s}
                  label={t(`w4.filing.${s}`)}
                  description={s === 'HEAD_OF_HOUSEHOLD' ? t('w4.filing.HEAD_OF_HOUSEHOLDHint') : undefined}
                  ref={i === 0 ? field.ref : undefined}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      <Alert color="gray" variant="outline" icon={<IconInfoCircle aria-hidden />} p="sm">
        <Text size="sm">{t('w4.caution')}</Text>
      </Alert>
      <Fieldset legend={t('w4.exemptSection')} variant="filled" radius="md">
        <Checkbox
          label={t('w4.exempt', { year: YEAR, next: YEAR + 1 })}
          description={t('w4.exemptHint', { year: YEAR, prev: YEAR - 1 })}
          {...register('exempt')}
          error={message(errors.exempt?.message)}
          data-testid="w4-exempt"
        />
      </Fieldset>
    </FormPart>
  );
}
