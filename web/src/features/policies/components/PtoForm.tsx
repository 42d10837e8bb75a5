import { Button, Group, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { LEAVE_BOUNDS, PTO_DEFAULTS, ptoTitleFor, type TPto, type TPtoPolicy, type TPtoRequest, ZPtoRequestSchema } from '@shared/policies/leave-policy.schema.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, type FieldValues, type Control, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { schemaResolver } from '../../../app/schema-resolver';
import { notifySuccess } from '../../../components/notify';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { invalidatePolicies } from '../api/haop';
import { createPto, updatePto } from '../api/leave';
import { ApplicabilityFields, LeaveNumber, useLeaveFieldError } from './LeaveFields';

/**
 * 'PTO create' (spec 000 §5) and its edit: title, probationary (eligibility) period, notice period,
 * total and minimum vacation, carryover and officer title required; §3's defaults prefilled;
 * choosing the state sets the title. Validated with the server's own schema.
 */
export function PtoForm({ companyId, policy, onDone }: { companyId: string; policy?: TPtoPolicy; onDone: () => void }) {
  const { t } = useTranslation('policies');
  const fieldError = useLeaveFieldError();
  const queryClient = useQueryClient();
  const form = useForm<TPtoRequest, unknown, TPto>({
    resolver: schemaResolver(ZPtoRequestSchema),
    defaultValues: policy
      ? {
          title: policy.title, eligibilityPeriod: policy.eligibilityPeriod, vacationIntervalTotal: policy.vacationIntervalTotal, vacationIntervalMin: policy.vacationIntervalMin,
          vacationNoticePeriod: policy.vacationNoticePeriod, carryover: policy.carryover, vacationPayout: policy.vacationPayout, officerTitle: policy.officerTitle,
          applicableFor: policy.applicableFor, employmentType: policy.employmentType, branchId: policy.branchId, applicableState: policy.applicableState,
        }
      : { ...PTO_DEFAULTS },
  });
  const control = form.control as unknown as Control<TPtoRequest, unknown, FieldValues>;
  const mutation = useMutation({
    mutationFn: (v: TPto) => (policy ? updatePto(companyId, policy.id, v) : createPto(companyId, v)),
    onSuccess: () => {
      void invalidatePolicies(queryClient, companyId);
      notifySuccess(t(policy ? 'leave.saved' : 'created'));
      onDone();
    },
  });
  const hours = LEAVE_BOUNDS.ptoHours;
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))} data-testid="pto-form">
      <Stack>
        <TextInput label={t('form.title')} withAsterisk data-autofocus {...form.register('title')} error={fieldError(form.formState.errors.title)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LeaveNumber control={control} name="eligibilityPeriod" label={t('leave.form.eligibilityPeriod')} bounds={LEAVE_BOUNDS.eligibilityDays} required />
          <LeaveNumber control={control} name="vacationNoticePeriod" label={t('leave.form.noticePeriod')} bounds={LEAVE_BOUNDS.noticeDays} required />
          <LeaveNumber control={control} name="vacationIntervalTotal" label={t('leave.form.totalPeriod')} bounds={hours} step={0.25} required />
          <LeaveNumber control={control} name="vacationIntervalMin" label={t('leave.form.minPeriod')} bounds={hours} step={0.25} required />
          <LeaveNumber control={control} name="carryover" label={t('leave.form.carryover')} bounds={{ min: 0, max: hours.max }} step={0.25} required />
          <TextInput label={t('leave.form.officerTitle')} withAsterisk {...form.register('officerTitle')} error={fieldError(form.formState.errors.officerTitle)} />
          <ApplicabilityFields
            control={control}
            companyId={companyId}
            applicableFor={form.watch('applicableFor')}
            onState={(s) => form.setValue('title', ptoTitleFor(s as 'NY'), { shouldValidate: form.formState.isSubmitted })}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="vacationPayout"
          render={({ field }) => <Switch label={t('leave.form.payout')} checked={!!field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />}
        />
        <ServerErrorAlert error={mutation.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('close')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {policy ? t('leave.save') : t('createButton')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
