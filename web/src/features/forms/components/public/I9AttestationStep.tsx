// The box 4 fieldset's stylesheet loads with this step (app/styles.ts holds the shell's).
import '@mantine/core/styles/Fieldset.css';
import { Checkbox, Fieldset, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { I9_ATTESTATIONS } from '@shared/documents/forms.schema.js';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { boxLines, type TI9Form } from '../../i9-rules';
import { FormPart } from './FormPart';
import { useFormMessage } from './use-form-message';

/**
 * The attestation: the penalty-of-perjury statement, the four boxes, and what the box checked asks
 * — a lawful permanent resident's USCIS or A-Number; an alien authorized to work's expiration date
 * (or N/A) and one of the A-Number, the Form I-94 number, or a foreign passport with its country.
 */
export function I9AttestationStep() {
  const { t } = useTranslation('forms');
  const message = useFormMessage();
  const { control, register, formState, watch } = useFormContext<TI9Form>();
  const errors = formState.errors;
  const [attestation, noExpiry] = watch(['attestation', 'authorizedNoExpiry']);
  const lines = boxLines(attestation);
  const aNumber = (label: string) => (
    <TextInput label={label} maxLength={10} autoComplete="off" maw={lines.authorized ? undefined : 320} {...register('aNumber')} error={message(errors.aNumber?.message)} />
  );
  return (
    <FormPart id="i9-attestation" title={t('i9.steps.attestation.title')} intro={t('i9.perjury')}>
      <Controller
        control={control}
        name="attestation"
        render={({ field }) => (
          <Radio.Group label={t('i9.attestation')} withAsterisk value={field.value ?? null} onChange={(v) => field.onChange(v)} error={message(errors.attestation?.message)}>
            <Stack gap="xs" mt={6}>
              {I9_ATTESTATIONS.map((box, i) => (
                <Radio key={box} value={box} label={t(`i9.box.${box}`)} ref={i === 0 ? field.ref : undefined} />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      {attestation === 'PERMANENT_RESIDENT' ? aNumber(t('i9.uscisOrANumber')) : null}
      {lines.authorized ? (
        <>
          <Stack gap={6}>
            <TextInput
              label={t('i9.authorizedUntil')}
              type="date"
              maw={260}
              disabled={noExpiry}
              {...register('authorizedUntil')}
              error={message(errors.authorizedUntil?.message)}
            />
            <Checkbox label={t('i9.authorizedNoExpiry')} {...register('authorizedNoExpiry')} />
          </Stack>
          <Fieldset legend={t('i9.oneOfThese')} variant="filled" radius="md">
            <Stack gap="sm">
              {aNumber(t('i9.aNumber'))}
              <Text size="sm" fw={600} aria-hidden>
                {t('i9.or')}
              </Text>
              <TextInput label={t('i9.i94Number')} maxLength={11} autoComplete="off" {...register('i94Number')} error={message(errors.i94Number?.message)} />
              <Text size="sm" fw={600} aria-hidden>
                {t('i9.or')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label={t('i9.passportNumber')} maxLength={20} autoComplete="off" {...register('passportNumber')} error={message(errors.passportNumber?.message)} />
                <TextInput label={t('i9.passportCountry')} maxLength={60} autoComplete="off" {...register('passportCountry')} error={message(errors.passportCountry?.message)} />
              </SimpleGrid>
            </Stack>
          </Fieldset>
        </>
      ) : null}
    </FormPart>
  );
}
