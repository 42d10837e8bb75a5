import { Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { MASKED_PLAIN, MASKED_TIN, SSN_TYPES, type ZPersonDetailsInputSchema } from '@shared/profile/profile.schema.js';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { useSession } from '../../auth/hooks/use-session';
import { FileField } from './FileField';
import { MaskedInput } from './MaskedInput';
import { useProfileFieldError } from './ui';

type TForm = z.input<typeof ZPersonDetailsInputSchema>;

/**
 * The Person fields of spec 000 §3 beside the verified SSN and ITIN: the national TIN, the declared
 * SSN and ITIN (masked as the SSN is), the SSN card's type and scan, its verification (proof and
 * date) and the client flag. The verification and the flag are the provider's: staff edit them,
 * others see them read-only (the flag not at all), and the server refuses anyone else's change (40011).
 */
export function PersonTaxFields({ form, workspaceId, fileNames }: { form: UseFormReturn<TForm, unknown, unknown>; workspaceId: string; fileNames: Record<string, string> }) {
  const { t } = useTranslation('profile');
  const fieldError = useProfileFieldError();
  const staff = useSession().principal?.staff ?? false;
  const [names, setNames] = useState(fileNames);
  const errors = form.formState.errors;
  const tin = (name: 'declaredSsn' | 'declaredItin') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) =>
        // A masked number is not the caller's to edit: shown as it came, sent back unchanged.
        MASKED_TIN.test(field.value ?? '') ? (
          <TextInput label={t(`person.${name}`)} readOnly value={field.value} />
        ) : (
          <MaskedInput
            mask="tin"
            label={t(`person.${name}`)}
            placeholder="000-00-0000"
            inputMode="numeric"
            autoComplete="off"
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldError(errors[name])}
          />
        )
      }
    />
  );
  const file = (name: 'ssnCard' | 'ssnVerificationProof', readOnly: boolean) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FileField
          workspaceId={workspaceId}
          label={t(`person.${name}`)}
          value={field.value ?? ''}
          fileName={names[name]}
          readOnly={readOnly}
          onChange={(id, fileName) => {
            setNames((n) => ({ ...n, [name]: fileName }));
            field.onChange(id);
          }}
          error={fieldError(errors[name])}
        />
      )}
    />
  );
  const nationalTinMasked = MASKED_PLAIN.test(form.getValues('nationalTin') ?? '');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={t('person.nationalTin')} autoComplete="off" readOnly={nationalTinMasked} {...form.register('nationalTin')} error={fieldError(errors.nationalTin)} />
      <Controller
        control={form.control}
        name="ssnType"
        render={({ field }) => (
          <Select
            label={t('person.ssnType')}
            clearable
            data={SSN_TYPES.map((v) => ({ value: v, label: t(`ssnType.${v}`) }))}
            value={field.value ?? null}
            onChange={(v) => field.onChange(v ?? undefined)}
            error={fieldError(errors.ssnType)}
          />
        )}
      />
      {tin('declaredSsn')}
      {tin('declaredItin')}
      {file('ssnCard', false)}
      {file('ssnVerificationProof', !staff)}
      <TextInput label={t('person.ssnVerificationDate')} type="date" readOnly={!staff} {...form.register('ssnVerificationDate')} error={fieldError(errors.ssnVerificationDate)} />
      {staff ? (
        <Controller
          control={form.control}
          name="client"
          render={({ field }) => <Switch mt="lg" label={t('person.client')} checked={field.value ?? false} onChange={(e) => field.onChange(e.currentTarget.checked)} />}
        />
      ) : null}
    </SimpleGrid>
  );
}
