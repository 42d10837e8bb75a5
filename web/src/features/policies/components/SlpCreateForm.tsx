import { Alert, Button, Group, Radio, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { LEAVE_BOUNDS, SLP_DEFAULTS, sickIntervalErrors, type TSlpCreate, type TSlpCreateRequest, ZSlpCreateRequestSchema } from '@shared/policies/leave-policy.schema.js';
import { ANNUAL_REVENUES, autoIntervals, COMPANY_SIZES, notPayMinimum, payMinimum, sickTierOf, type TAnnualRevenue, type TCompanySize } from '@shared/policies/sick-tiers.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Control, Controller, type FieldValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { schemaResolver } from '../../../app/schema-resolver';
import { notifySuccess } from '../../../components/notify';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { invalidatePolicies } from '../api/haop';
import { createSlp } from '../api/leave';
import { ApplicabilityFields, LeaveNumber, useLeaveFieldError } from './LeaveFields';

/**
 * 'Sick leave policy create' (spec 000 §5): the company size (and, for 1-4 employees, the annual
 * revenue) is required and Create stays disabled until chosen; choosing it auto-sets the paid and
 * unpaid intervals to the tier's (shared/policies/sick-tiers.ts) and sets their minimums; the
 * accumulation rate 1 to 30 (default 30); the state NY only.
 */
export function SlpCreateForm({ companyId, onDone }: { companyId: string; onDone: () => void }) {
  const { t } = useTranslation('policies');
  const fieldError = useLeaveFieldError();
  const queryClient = useQueryClient();
  const form = useForm<TSlpCreateRequest, unknown, TSlpCreate>({
    resolver: schemaResolver(ZSlpCreateRequestSchema),
    defaultValues: { ...SLP_DEFAULTS },
  });
  const control = form.control as unknown as Control<TSlpCreateRequest, unknown, FieldValues>;
  const [size, revenue, pay, notPay] = form.watch(['companySize', 'annualRevenue', 'payInterval', 'notPayInterval']);
  const tier = sickTierOf(size, size === 'MICRO' ? revenue : undefined);
  const mutation = useMutation({
    mutationFn: (v: TSlpCreate) => createSlp(companyId, v),
    onSuccess: () => {
      void invalidatePolicies(queryClient, companyId);
      notifySuccess(t('created'));
      onDone();
    },
  });
  const choose = (nextSize: TCompanySize | undefined, nextRevenue: TAnnualRevenue | undefined) => {
    const next = sickTierOf(nextSize, nextRevenue);
    if (!next) return;
    const auto = autoIntervals(next);
    form.setValue('payInterval', auto.payInterval);
    form.setValue('notPayInterval', auto.notPayInterval);
    form.setValue('carryover', auto.payInterval + auto.notPayInterval);
  };
  const submit = form.handleSubmit((v) => {
    // The tier engine's minimums, the same the server checks (its 400 names the same field).
    const issues = sickIntervalErrors(v.companySize, v.annualRevenue, v.payInterval ?? 0, v.notPayInterval ?? 0);
    for (const [field, [message]] of Object.entries(issues)) form.setError(field as 'payInterval', { type: 'custom', message });
    if (!Object.keys(issues).length) mutation.mutate(v);
  });
  const sick = LEAVE_BOUNDS.sickHours;
  return (
    <form noValidate onSubmit={submit} data-testid="slp-form">
      <Stack>
        <TextInput label={t('form.title')} withAsterisk data-autofocus {...form.register('title')} error={fieldError(form.formState.errors.title)} />
        <Controller
          control={form.control}
          name="companySize"
          render={({ field, fieldState }) => (
            <Radio.Group label={t('leave.form.companySize')} withAsterisk value={field.value ?? null} error={fieldError(fieldState.error)}
              onChange={(v) => { field.onChange(v); choose(v as TCompanySize, revenue); }}>
              <Group mt="xs">
                {COMPANY_SIZES.map((s) => <Radio key={s} value={s} label={t(`leave.sizes.${s}`)} />)}
              </Group>
            </Radio.Group>
          )}
        />
        {size === 'MICRO' ? (
          <Controller
            control={form.control}
            name="annualRevenue"
            render={({ field, fieldState }) => (
              <Radio.Group label={t('leave.form.annualRevenue')} withAsterisk value={field.value ?? null} error={fieldError(fieldState.error)}
                onChange={(v) => { field.onChange(v); choose(size, v as TAnnualRevenue); }}>
                <Group mt="xs">
                  {ANNUAL_REVENUES.map((r) => <Radio key={r} value={r} label={t(`leave.revenues.${r}`)} />)}
                </Group>
              </Radio.Group>
            )}
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LeaveNumber control={control} name="accumulationRate" label={t('leave.form.accumulationRate')} bounds={LEAVE_BOUNDS.accumulationRate} required />
          <LeaveNumber control={control} name="carryover" label={t('leave.form.carryover')} bounds={{ min: 0, max: 2 * sick.max }} step={0.25} />
          <LeaveNumber control={control} name="payInterval" label={t('leave.form.payInterval')} bounds={{ min: tier ? payMinimum(tier) : 0, max: sick.max }} step={0.25} testId="slp-pay" />
          <LeaveNumber control={control} name="notPayInterval" label={t('leave.form.notPayInterval')} bounds={{ min: tier ? notPayMinimum(tier, pay ?? 0) : 0, max: sick.max }} step={0.25} testId="slp-not-pay" />
          <TextInput label={t('leave.form.officerTitle')} withAsterisk {...form.register('officerTitle')} error={fieldError(form.formState.errors.officerTitle)} />
          <ApplicabilityFields control={control} companyId={companyId} applicableFor={form.watch('applicableFor')} />
        </SimpleGrid>
        {tier ? (
          <Alert variant="light" color="blue" data-testid="slp-total">
            {t('leave.slpTotal', { total: (pay ?? 0) + (notPay ?? 0), pay: pay ?? 0, notPay: notPay ?? 0 })}
          </Alert>
        ) : null}
        <Controller
          control={form.control}
          name="payout"
          render={({ field }) => <Switch label={t('leave.form.payout')} checked={!!field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />}
        />
        <ServerErrorAlert error={mutation.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('close')}
          </Button>
          <Button type="submit" loading={mutation.isPending} disabled={!tier} data-testid="slp-create">
            {t('createButton')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
