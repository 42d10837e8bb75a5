import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { TI9Document } from '@shared/documents/forms.schema.js';
import { Controller, get, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TI9Section2Form } from '../../i9-section2-rules';
import { useFormMessage } from '../public/use-form-message';

/** Where a document row lives in the form: one of List A's three rows, List B's or List C's. */
export type TI9EntryName = `listA.${0 | 1 | 2}` | 'listB' | 'listC';

/**
 * One document row of Section 2's table, as the form names its lines: the title (the documents'
 * official titles on page 2, a receipt marked as one), the issuing authority, the number and the
 * expiration date, if any (left empty, the form says N/A).
 */
export function I9DocumentEntry({ name, titleLabel, options, required }: { name: TI9EntryName; titleLabel: string; options: readonly TI9Document[]; required: boolean }) {
  const { t } = useTranslation('forms');
  const message = useFormMessage();
  const { control, register, formState } = useFormContext<TI9Section2Form>();
  const error = (leaf: string) => message((get(formState.errors, `${name}.${leaf}`) as { message?: string } | undefined)?.message);
  const data = options.map((d) => ({
    value: d.code,
    label: d.receipt ? t('i9.section2.receipt', { title: d.title }) : d.under18 ? t('i9.section2.under18', { title: d.title }) : d.title,
  }));
  return (
    <Stack gap="xs" data-entry={name}>
      <Controller
        control={control}
        name={`${name}.code`}
        render={({ field }) => (
          <Select
            label={titleLabel}
            withAsterisk={required}
            placeholder={t('w9.choose')}
            data={data}
            clearable
            searchable
            // Focused for its error after a submit, it stays closed: the message under it stays in view.
            openOnFocus={false}
            value={field.value || null}
            onChange={(v) => field.onChange(v ?? '')}
            onBlur={field.onBlur}
            ref={field.ref}
            comboboxProps={{ withinPortal: true }}
            maxDropdownHeight={320}
            error={error('code')}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('i9.section2.issuingAuthority')} maxLength={60} autoComplete="off" {...register(`${name}.issuingAuthority`)} error={error('issuingAuthority')} />
        <TextInput label={t('i9.section2.documentNumber')} maxLength={40} autoComplete="off" {...register(`${name}.documentNumber`)} error={error('documentNumber')} />
        <TextInput
          label={t('i9.section2.expirationDate')}
          description={t('i9.section2.expirationHint')}
          type="date"
          {...register(`${name}.expirationDate`)}
          error={error('expirationDate')}
        />
      </SimpleGrid>
    </Stack>
  );
}
