import { Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { COMPANY_FILE_FIELDS, COMPANY_STATUSES, MASKED_TIN, type ZCompanyDetailsInputSchema } from '@shared/profile/profile.schema.js';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { useSession } from '../../auth/hooks/use-session';
import { FileField } from './FileField';
import { useProfileFieldError } from './ui';

type TForm = z.input<typeof ZCompanyDetailsInputSchema>;

/**
 * The Company fields of spec 000 §3 beside the EIN: status, the TIN (masked as an SSN is), the
 * filing receipt, certificate of incorporation and SS-4 uploads, and the client flag, which only
 * staff see and set (the server refuses anyone else's change, 40011).
 */
export function CompanyExtraFields({ form, workspaceId, fileNames }: { form: UseFormReturn<TForm, unknown, unknown>; workspaceId: string; fileNames: Record<string, string> }) {
  const { t } = useTranslation('profile');
  const fieldError = useProfileFieldError();
  const staff = useSession().principal?.staff ?? false;
  const [names, setNames] = useState(fileNames);
  const errors = form.formState.errors;
  const tinMasked = MASKED_TIN.test(form.getValues('tin') ?? '');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <Select
            label={t('company.status')}
            clearable
            data={COMPANY_STATUSES.map((v) => ({ value: v, label: t(`company.statuses.${v}`) }))}
            value={field.value ?? null}
            onChange={(v) => field.onChange(v ?? undefined)}
            error={fieldError(errors.status)}
          />
        )}
      />
      <TextInput
        label={t('company.tin')}
        placeholder="00-0000000"
        autoComplete="off"
        readOnly={tinMasked}
        {...form.register('tin')}
        error={fieldError(errors.tin)}
      />
      {COMPANY_FILE_FIELDS.map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <FileField
              workspaceId={workspaceId}
              label={t(`company.${name}`)}
              value={field.value ?? ''}
              fileName={names[name]}
              onChange={(id, fileName) => {
                setNames((n) => ({ ...n, [name]: fileName }));
                field.onChange(id);
              }}
              error={fieldError(errors[name])}
            />
          )}
        />
      ))}
      {staff ? (
        <Controller
          control={form.control}
          name="client"
          render={({ field }) => <Switch mt="lg" label={t('company.client')} checked={field.value ?? false} onChange={(e) => field.onChange(e.currentTarget.checked)} />}
        />
      ) : null}
    </SimpleGrid>
  );
}
