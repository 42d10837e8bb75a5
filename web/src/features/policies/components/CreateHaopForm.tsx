import { Alert, Button, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  dayBefore,
  HAOP_BOUNDS,
  HAOP_CONTRACT_TYPES,
  HAOP_DEFAULTS,
  type TWeekday,
  WEEKDAYS,
  ZCreateHaopRequestSchema,
} from '@shared/policies/haop.schema.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Control, Controller, type FieldError, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { schemaResolver } from '../../../app/schema-resolver';
import { notifySuccess } from '../../../components/notify';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { createHaop, invalidatePolicies } from '../api/haop';
import { thisYear } from '../format';
import { usePolicyFieldError } from './form-errors';
import { HolidayPicker } from './HolidayPicker';

export type TFormInput = z.input<typeof ZCreateHaopRequestSchema>;
type TFormOutput = z.output<typeof ZCreateHaopRequestSchema>;
type TNumberField = 'overtimeRate' | 'overtimeLimit' | 'techOvertimeLimit' | 'notificationPeriod' | 'minPaidInterval' | 'minUnPaidInterval';

/** A number of the policy, bounded as the shared schema bounds it; emptied, it is missing (not the default). */
function PolicyNumber({
  control,
  name,
  label,
  bounds,
  step,
  required,
}: {
  control: Control<TFormInput, unknown, TFormOutput>;
  name: TNumberField;
  label: string;
  bounds: { min: number; max: number };
  step: number;
  required?: boolean;
}) {
  const fieldError = usePolicyFieldError();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          withAsterisk={required}
          min={bounds.min}
          max={bounds.max}
          step={step}
          decimalScale={2}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(v === '' ? (null as never) : Number(v))}
          onBlur={field.onBlur}
          error={fieldError(fieldState.error, bounds)}
        />
      )}
    />
  );
}

/**
 * 'Holiday policy create' (spec 000 §5): the §5 fields with their defaults and required marks, the
 * contract type and first year, the regular working days, and the holidays (the year's federal and
 * New York ones, split paid and unpaid, and the company's own dates). Validated with the server's
 * own schema.
 */
export function CreateHaopForm({ companyId, onDone }: { companyId: string; onDone: (createdId?: string) => void }) {
  const { t } = useTranslation('policies');
  const fieldError = usePolicyFieldError();
  const queryClient = useQueryClient();
  const form = useForm<TFormInput, unknown, TFormOutput>({
    resolver: schemaResolver(ZCreateHaopRequestSchema),
    defaultValues: {
      ...HAOP_DEFAULTS,
      regularWorkingDays: [...HAOP_DEFAULTS.regularWorkingDays],
      year: thisYear(),
      paidHolidays: [],
      unPaidHolidays: [],
      customHolidays: [],
    },
  });
  const { control, formState, watch, setValue } = form;
  const errors = formState.errors;
  const mutation = useMutation({
    mutationFn: (v: TFormOutput) => createHaop(companyId, v),
    onSuccess: (created) => {
      void invalidatePolicies(queryClient, companyId);
      notifySuccess(t('created'));
      onDone(created.id);
    },
  });
  const weekdays = WEEKDAYS.map((d) => ({ value: d, label: t(`weekdays.${d}`) }));
  const year = watch('year') ?? thisYear();
  const hours = HAOP_BOUNDS.overtimeHours;
  const select = (name: FieldPath<TFormInput>, label: string, data: { value: string; label: string }[], error: FieldError | undefined, onPick?: (v: string) => void) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          withAsterisk
          allowDeselect={false}
          data={data}
          value={field.value == null ? null : String(field.value)}
          onChange={(v) => {
            if (v === null) return;
            field.onChange(name === 'year' ? Number(v) : v);
            onPick?.(v);
          }}
          error={fieldError(error)}
        />
      )}
    />
  );
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))} data-testid="haop-form">
      <Stack>
        <TextInput label={t('form.title')} withAsterisk data-autofocus {...form.register('title')} error={fieldError(errors.title)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {select('contractType', t('form.contractType'), HAOP_CONTRACT_TYPES.map((c) => ({ value: c, label: t(`contractTypes.${c}`) })), errors.contractType)}
          {select('year', t('form.year'), [thisYear(), thisYear() + 1].map((y) => ({ value: String(y), label: String(y) })), errors.year)}
          {/* A workweek is seven days: choosing its start moves its end to the day before. */}
          {select('startWeek', t('form.startWeek'), weekdays, errors.startWeek, (v) => setValue('endWeek', dayBefore(v as TWeekday), { shouldValidate: formState.isSubmitted }))}
          {select('endWeek', t('form.endWeek'), weekdays, errors.endWeek)}
          <PolicyNumber control={control} name="overtimeRate" label={t('form.overtimeRate')} bounds={HAOP_BOUNDS.overtimeRate} step={0.05} required />
          <PolicyNumber control={control} name="overtimeLimit" label={t('form.overtimeLimit')} bounds={hours} step={1} required />
          <PolicyNumber control={control} name="techOvertimeLimit" label={t('form.techOvertimeLimit')} bounds={hours} step={0.25} required />
          <PolicyNumber control={control} name="notificationPeriod" label={t('form.notificationPeriod')} bounds={HAOP_BOUNDS.notificationHours} step={1} required />
          <PolicyNumber control={control} name="minPaidInterval" label={t('form.minPaidInterval')} bounds={HAOP_BOUNDS.holidayHours} step={0.25} required />
          <PolicyNumber control={control} name="minUnPaidInterval" label={t('form.minUnPaidInterval')} bounds={HAOP_BOUNDS.holidayHours} step={0.25} />
        </SimpleGrid>
        <Controller
          control={control}
          name="regularWorkingDays"
          render={({ field, fieldState }) => (
            <Checkbox.Group label={t('form.regularWorkingDays')} value={field.value ?? []} onChange={(v) => field.onChange(WEEKDAYS.filter((d) => v.includes(d)))} error={fieldError(fieldState.error)}>
              <Group gap="md" mt="xs">
                {WEEKDAYS.map((d) => (
                  <Checkbox key={d} value={d} label={t(`weekdays.${d}`)} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <Alert variant="light" color="blue">
          {t('form.policyText', { hours: watch('notificationPeriod') ?? HAOP_DEFAULTS.notificationPeriod })}
        </Alert>
        <HolidayPicker control={control} year={year} setValue={setValue} errors={errors} />
        <ServerErrorAlert error={mutation.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone()}>
            {t('close')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('createButton')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
