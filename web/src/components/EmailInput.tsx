import { TextInput, type TextInputProps } from '@mantine/core';
import { filterEmailInput } from '@shared/core/common.schema.js';
import { type ChangeEvent, forwardRef } from 'react';

/**
 * The e-mail input of every form: a TextInput of type email that keeps, while typing, only the
 * characters an e-mail may hold (spec 000 §5: letters, digits, @, dot, underscore, hyphen). It works
 * with `register` (the event's value is filtered before the form reads it) and with controlled use.
 */
export const EmailInput = forwardRef<HTMLInputElement, TextInputProps>(function EmailInput({ onChange, ...props }, ref) {
  const filter = (e: ChangeEvent<HTMLInputElement>) => {
    const kept = filterEmailInput(e.currentTarget.value);
    if (kept !== e.currentTarget.value) e.currentTarget.value = kept;
    onChange?.(e);
  };
  return <TextInput type="email" {...props} ref={ref} onChange={filter} />;
});
