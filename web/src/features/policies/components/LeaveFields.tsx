import { NumberInput, Select } from '@mantine/core';
import { HAOP_CONTRACT_TYPES } from '@shared/policies/haop.schema.js';
import { APPLICABLE_FOR, LEAVE_MESSAGES, LEAVE_STATES } from '@shared/policies/leave-policy.schema.js';
import { useQuery } from '@tanstack/react-query';
import type { Control, FieldError, FieldValues, Path } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { branchOptionsQuery } from '../api/leave';
import { usePolicyFieldError } from './form-errors';

const LEAVE_KEYS = Object.fromEntries(Object.entries(LEAVE_MESSAGES).map(([key, message]) => [message, `leave.validation.${key}`])) as Record<string, string>;

/** A leave form's error: the leave rules by their keys (a tier minimum with its number), else as the policy forms' are. */
export function useLeaveFieldError() {
  const { t } = useTranslation('policies');
  const base = usePolicyFieldError();
  return (error: FieldError | undefined, bounds?: { min: number; max: number }) => {
    if (!error?.message) return base(error, bounds);
    const [message, min] = error.message.split(': ');
    const key = LEAVE_KEYS[message ?? ''];
    if (key) return t(key as 'leave.validation.belowMinimum', { min });
    return base(error, bounds);
  };
}

/** A number field of a leave form: hours (quarters) or days (whole), bounded; emptied, it is missing. */
export function LeaveNumber<T extends FieldValues>(props: {
  control: Control<T, unknown, FieldValues>;
  name: Path<T>;
  label: string;
  bounds: { min: number; max: number };
  step?: number;
  required?: boolean;
  testId?: string;
  onValue?: (v: number | undefined) => void;
}) {
  const fieldError = useLeaveFieldError();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={props.label}
          withAsterisk={props.required}
          min={props.bounds.min}
          max={props.bounds.max}
          step={props.step ?? 1}
          decimalScale={2}
          decimalSeparator={undefined}
          allowedDecimalSeparators={[',', '.']}
          value={field.value ?? ''}
          data-testid={props.testId}
          onChange={(v) => {
            const next = v === '' ? undefined : Number(v);
            field.onChange(next === undefined ? (null as never) : next);
            props.onValue?.(next);
          }}
          onBlur={field.onBlur}
          error={fieldError(fieldState.error, props.bounds)}
        />
      )}
    />
  );
}

/** Whom a policy applies to: employment type, all or one branch (the company's), and the state (NY only). */
export function ApplicabilityFields<T extends FieldValues>({
  control,
  companyId,
  applicableFor,
  onState,
}: {
  control: Control<T, unknown, FieldValues>;
  companyId: string;
  applicableFor: string | undefined;
  onState?: (state: string) => void;
}) {
  const { t } = useTranslation('policies');
  const fieldError = useLeaveFieldError();
  const branches = useQuery({ ...branchOptionsQuery(companyId), enabled: applicableFor === 'BRANCH' });
  const select = (name: string, label: string, data: { value: string; label: string }[], onPick?: (v: string) => void) => (
    <Controller
      control={control}
      name={name as Path<T>}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          withAsterisk
          allowDeselect={false}
          data={data}
          value={field.value ?? null}
          onChange={(v) => {
            if (v === null) return;
            field.onChange(v);
            onPick?.(v);
          }}
          error={fieldError(fieldState.error)}
        />
      )}
    />
  );
  return (
    <>
      {select('employmentType', t('leave.form.employmentType'), HAOP_CONTRACT_TYPES.map((c) => ({ value: c, label: t(`contractTypes.${c}`) })))}
      {select('applicableFor', t('leave.form.applicableFor'), APPLICABLE_FOR.map((a) => ({ value: a, label: t(`leave.applicableFor.${a}`) })))}
      {applicableFor === 'BRANCH' ? select('branchId', t('leave.form.branch'), (branches.data?.data ?? []).map((b) => ({ value: b.id, label: b.name }))) : null}
      {select('applicableState', t('leave.form.state'), LEAVE_STATES.map((s) => ({ value: s, label: t(`leave.states.${s}`) })), onState)}
    </>
  );
}
