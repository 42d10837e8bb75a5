import { InputBase, type InputBaseProps } from '@mantine/core';
import type { FocusEventHandler, Ref } from 'react';
import { IMaskInput } from 'react-imask';
import { MASKS, STORES_UNMASKED, type TMaskKind } from '../masks';

/**
 * A Mantine input with one of the profile masks (react-imask in InputBase, as Mantine's docs wire
 * it). `value` and `onChange` carry what the form stores: the formatted text, or the bare digits for
 * the phone (`STORES_UNMASKED`).
 */
export function MaskedInput({
  mask,
  value,
  onChange,
  onBlur,
  inputRef,
  placeholder,
  inputMode,
  autoComplete,
  ...props
}: Omit<InputBaseProps, 'onChange'> & {
  mask: TMaskKind;
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  autoComplete?: string;
}) {
  const unmask = STORES_UNMASKED[mask];
  return (
    <InputBase
      {...props}
      component={IMaskInput}
      {...(MASKS[mask] as object)}
      unmask={unmask}
      value={value}
      // onAccept fires for typed, pasted and deleted text alike, with the stored form of the value.
      onAccept={(next: string) => {
        if (next !== value) onChange(next);
      }}
      onBlur={onBlur}
      inputRef={inputRef}
      placeholder={placeholder}
      inputMode={inputMode}
      autoComplete={autoComplete}
    />
  );
}
