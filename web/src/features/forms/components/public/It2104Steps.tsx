import { Alert, NumberInput, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IT2104_FILING_STATUSES } from '@shared/documents/forms.schema.js';
import { IconInfoCircle } from '@tabler/icons-react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_ALLOWANCES_KEPT, residentLines, sentToDepartment, type TIt2104Form } from '../../it2104-rules';
import { DollarInput } from './DollarInput';
import { FormPart } from './FormPart';
import { UsAddressFields } from './UsAddressFields';
import { SsnField } from './SsnField';
import { useFormMessage } from './use-form-message';

/** The identity rows and the filing status, with the form's Note on the legally separated. */
export function It2104PersonalStep() {
  const { t } = useTranslation('forms');
  const message = useFormMessage();
  const { control, register, formState } = useFormContext<TIt2104Form>();
  const errors = formState.errors;
  return (
    <FormPart id="it2104-personal" title={t('it2104.steps.personal.title')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('it2104.firstName')} withAsterisk maxLength={60} autoComplete="given-name" {...register('firstName')} error={message(errors.firstName?.message)} />
        <TextInput label={t('it2104.middleInitial')} maxLength={1} autoComplete="additional-name" {...register('middleInitial')} error={message(errors.middleInitial?.message)} />
        <TextInput label={t('it2104.lastName')} withAsterisk maxLength={60} autoComplete="family-name" {...register('lastName')} error={message(errors.lastName?.message)} />
      </SimpleGrid>
      <SsnField name="ssn" label={t('it2104.ssn')} required />
      <UsAddressFields addressLabel={t('it2104.address')} cityLabel={t('it2104.city')} />
      <TextInput label={t('it2104.apartment')} maxLength={20} maw={260} autoComplete="address-line2" {...register('apartment')} error={message(errors.apartment?.message)} />
      <Controller
        control={control}
        name="filingStatus"
        render={({ field }) => (
          <Radio.Group label={t('it2104.filingStatus')} withAsterisk value={field.value ?? null} onChange={(v) => field.onChange(v)} error={message(errors.filingStatus?.message)}>
            <Stack gap="xs" mt={6}>
              {IT2104_FILING_STATUSES.map((s, i) => (
                <Radio
                  key={s}
                  value={s}
                  label={t(`it2104.filing.${s}`)}
                  description={s === 'SINGLE_OR_HEAD' ? t('it2104.filing.note') : undefined}
                  ref={i === 0 ? field.ref : undefined}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
    </FormPart>
  );
}

/** A Yes or No question of residence, unanswered until chosen. */
function Residence({ name }: { name: 'nycResident' | 'yonkersResident' }) {
  const { t } = useTranslation('forms');
  const message = useFormMessage();
  const { control, formState } = useFormContext<TIt2104Form>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Radio.Group
          label={t(`it2104.${name}`)}
          withAsterisk
          value={field.value === undefined ? null : field.value ? 'yes' : 'no'}
          onChange={(v) => field.onChange(v === 'yes')}
          error={message(formState.errors[name]?.message)}
          data-testid={`it2104-${name}`}
        >
          <Stack gap="xs" mt={6}>
            <Radio value="yes" label={t('it2104.yes')} ref={field.ref} />
            <Radio value="no" label={t('it2104.no')} />
          </Stack>
        </Radio.Group>
      )}
    />
  );
}

/** Residence: New York City and Yonkers, which decide the lines that follow (nobody lives in both). */
export function It2104ResidenceStep() {
  const { t } = useTranslation('forms');
  return (
    <FormPart id="it2104-residence" title={t('it2104.steps.residence.title')} intro={t('it2104.residenceIntro')}>
      <Residence name="nycResident" />
      <Residence name="yonkersResident" />
    </FormPart>
  );
}

/** Lines 1 and 2: the allowances, from the worksheet in the instructions (IT-2104-I); line 2 for New York City residents only. */
export function It2104AllowancesStep() {
  const { t } = useTranslation('forms');
  const message = useFormMessage();
  const { control, formState, watch } = useFormContext<TIt2104Form>();
  const [nyc, yonkers, nys] = watch(['nycResident', 'yonkersResident', 'nysAllowances']);
  const lines = residentLines({ nycResident: nyc, yonkersResident: yonkers });
  const names = lines.nyc ? (['nysAllowances', 'nycAllowances'] as const) : (['nysAllowances'] as const);
  return (
    <FormPart
      id="it2104-allowances"
      title={t('it2104.steps.allowances.title')}
      intro={
        <Stack gap={4}>
          <Text size="sm">{t('it2104.allowancesIntro')}</Text>
          <Text size="sm">{t('it2104.worksheetNote')}</Text>
        </Stack>
      }
    >
      {names.map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <NumberInput
              label={t(`it2104.${name}`)}
              description={t(`it2104.${name}Hint`)}
              min={0}
              max={99}
              clampBehavior="strict"
              allowDecimal={false}
              allowNegative={false}
              styles={{ wrapper: { maxWidth: 200 } }}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={(v) => field.onChange(typeof v === 'number' ? v : '')}
              onBlur={field.onBlur}
              error={message(formState.errors[name]?.message)}
            />
          )}
        />
      ))}
      <Alert color={sentToDepartment(nys) ? 'yellow' : 'gray'} variant="outline" icon={<IconInfoCircle aria-hidden />} p="sm" data-testid="it2104-over14">
        <Text size="sm">{t('it2104.over14', { max: MAX_ALLOWANCES_KEPT })}</Text>
      </Alert>
    </FormPart>
  );
}

/** Lines 3–5: additional withholding per pay period, by special agreement with the employer; lines 4 and 5 by residence. */
export function It2104AdditionalStep() {
  const { t } = useTranslation('forms');
  const { watch } = useFormContext<TIt2104Form>();
  const [nyc, yonkers] = watch(['nycResident', 'yonkersResident']);
  const lines = residentLines({ nycResident: nyc, yonkersResident: yonkers });
  return (
    <FormPart id="it2104-additional" title={t('it2104.steps.additional.title')} intro={t('it2104.additionalIntro')}>
      <DollarInput name="nysAdditional" label={t('it2104.nysAdditional')} />
      {lines.nyc ? <DollarInput name="nycAdditional" label={t('it2104.nycAdditional')} /> : null}
      {lines.yonkers ? <DollarInput name="yonkersAdditional" label={t('it2104.yonkersAdditional')} /> : null}
    </FormPart>
  );
}
