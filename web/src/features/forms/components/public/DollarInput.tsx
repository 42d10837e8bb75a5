import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { tidyDollars } from '../../w4-rules';
import { useFormMessage } from './use-form-message';

/** The dollar boxes of the W-4 (Steps 3–4) and of the IT-2104 (lines 3–5). */
type TDollarField = 'credits' | 'otherIncome' | 'deductions' | 'extraWithholding' | 'nysAdditional' | 'nycAdditional' | 'yonkersAdditional';

/**
 * A W-4 or IT-2104 amount in dollars, cents allowed ('1,250.50'): the box keeps the text typed (read as cents
 * by validateW4 / validateIt2104, never through a float) and tidies it on leaving. `onText` replaces the plain
 * store, for a box whose text others follow (Step 3's total).
 */
export function DollarInput({
  name,
  label,
  description,
  disabled,
  onText,
}: {
  name: TDollarField;
  label: string;
  description?: ReactNode;
  disabled?: boolean;
  onText?: (text: string, tidy: boolean) => void;
}) {
  const message = useFormMessage();
  const { control, formState } = useFormContext<Partial<Record<TDollarField, string>>>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const store = (text: string, tidy: boolean) => (onText ? onText(text, tidy) : field.onChange(text));
        return (
          <TextInput
            label={label}
            description={description}
            leftSection="$"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            styles={{ wrapper: { maxWidth: 260 } }}
            maxLength={20}
            disabled={disabled}
            name={field.name}
            ref={field.ref}
            value={field.value ?? ''}
            onChange={(e) => store(e.currentTarget.value, false)}
            onBlur={() => {
              store(tidyDollars(field.value ?? ''), true);
              field.onBlur();
            }}
            error={message(formState.errors[name]?.message)}
          />
        );
      }}
    />
  );
}
