import { Controller, useFormContext } from 'react-hook-form';
import { MaskedInput } from '../../../profile/components/MaskedInput';
import { useFormMessage } from './use-form-message';

/**
 * A form's SSN or ITIN box (3-2-4, masked as typed: spec 000 §5), bound to the form by `name`, its
 * problem shown in the filler's language.
 */
export function SsnField({ name, label, description, required }: { name: string; label: string; description?: string; required?: boolean }) {
  const { control, getFieldState, formState } = useFormContext();
  const message = useFormMessage();
  const error = getFieldState(name, formState).error;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MaskedInput
          mask="tin"
          label={label}
          description={description}
          withAsterisk={required}
          placeholder="000-00-0000"
          inputMode="numeric"
          autoComplete="off"
          maw={420}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={message(error?.message)}
        />
      )}
    />
  );
}
