import { NumberInput } from '@mantine/core';
import { MAX_FORM_LINK_DAYS, type TFormKind, type ZCreateFormRequestSchema } from '@shared/documents/forms.schema.js';
import { type Control, Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { useFieldError } from '../../../../components/FieldError';

/** A request's "how many days the link works" (1 to MAX_FORM_LINK_DAYS), in the kind's words (`request.<kind>.linkDays`). */
export function LinkDaysField({ kind, control, error }: { kind: TFormKind; control: Control<z.input<typeof ZCreateFormRequestSchema>>; error?: FieldError }) {
  const { t } = useTranslation('forms');
  const fieldError = useFieldError();
  return (
    <Controller
      control={control}
      name="linkDays"
      render={({ field }) => (
        <NumberInput
          label={t(`request.${kind}.linkDays`)}
          description={t(`request.${kind}.linkDaysHint`, { max: MAX_FORM_LINK_DAYS })}
          min={1}
          max={MAX_FORM_LINK_DAYS}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          styles={{ wrapper: { maxWidth: 160 } }}
          name={field.name}
          ref={field.ref}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)}
          onBlur={field.onBlur}
          error={fieldError(error)}
        />
      )}
    />
  );
}
