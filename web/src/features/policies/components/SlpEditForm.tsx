import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { LEAVE_BOUNDS, type TSlpPolicy, type TSlpUpdate, type TSlpUpdateRequest, ZSlpUpdateRequestSchema } from '@shared/policies/leave-policy.schema.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Control, type FieldValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { schemaResolver } from '../../../app/schema-resolver';
import { notifySuccess } from '../../../components/notify';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { invalidatePolicies } from '../api/haop';
import { updateSlp } from '../api/leave';
import { LeaveNumber, useLeaveFieldError } from './LeaveFields';

/** The Sick Leave Policy's edit (spec 000 §5): title, total, growth rate (accumulation) and carryover required; the paid interval kept. */
export function SlpEditForm({ companyId, policy, onDone }: { companyId: string; policy: TSlpPolicy; onDone: () => void }) {
  const { t } = useTranslation('policies');
  const fieldError = useLeaveFieldError();
  const queryClient = useQueryClient();
  const form = useForm<TSlpUpdateRequest, unknown, TSlpUpdate>({
    resolver: schemaResolver(ZSlpUpdateRequestSchema),
    defaultValues: { title: policy.title, total: policy.intervalHours, growthRate: policy.accumulationRate, carryover: policy.carryoverHours, payInterval: policy.payInterval },
  });
  const control = form.control as unknown as Control<TSlpUpdateRequest, unknown, FieldValues>;
  const mutation = useMutation({
    mutationFn: (v: TSlpUpdate) => updateSlp(companyId, policy.id, v),
    onSuccess: () => {
      void invalidatePolicies(queryClient, companyId);
      notifySuccess(t('leave.saved'));
      onDone();
    },
  });
  const max = 2 * LEAVE_BOUNDS.sickHours.max;
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))} data-testid="slp-edit-form">
      <Stack>
        <TextInput label={t('form.title')} withAsterisk data-autofocus {...form.register('title')} error={fieldError(form.formState.errors.title)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LeaveNumber control={control} name="total" label={t('leave.form.total')} bounds={{ min: 0, max }} step={0.25} required />
          <LeaveNumber control={control} name="payInterval" label={t('leave.form.payInterval')} bounds={LEAVE_BOUNDS.sickHours} step={0.25} />
          <LeaveNumber control={control} name="growthRate" label={t('leave.form.accumulationRate')} bounds={LEAVE_BOUNDS.accumulationRate} required />
          <LeaveNumber control={control} name="carryover" label={t('leave.form.carryover')} bounds={{ min: 0, max }} step={0.25} required />
        </SimpleGrid>
        <ServerErrorAlert error={mutation.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('close')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('leave.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
