import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { PAY_FREQUENCIES, type TPayrollDetails, type TPayrollDetailsInput, ZPayrollDetailsInputSchema } from '@shared/payroll/payroll.schema.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { notifySuccess } from '../../../components/notify';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { detailsQuery, saveDetails } from '../api/payroll';
import { formatEinInput } from '../format';

type TDraft = {
  payFrequency: string | null;
  nextPayDate: string;
  workplaces: string[];
  phone: string;
  federalAccountId: string;
  nyWithholdingId: string;
  nyUiEmployerNumber: string;
  nyUiRatePercent: number | string;
  nycWithholding: boolean;
};
type TField = keyof TDraft;

const draftOf = (d: TPayrollDetails): TDraft => ({
  payFrequency: d.saved ? d.payFrequency : null,
  nextPayDate: d.nextPayDate ?? '',
  workplaces: d.workplaces,
  phone: d.phone ?? '',
  federalAccountId: d.federalAccountId ?? '',
  nyWithholdingId: d.nyWithholdingId ?? '',
  nyUiEmployerNumber: d.nyUiEmployerNumber ?? '',
  nyUiRatePercent: d.nyUiRatePercent,
  nycWithholding: d.nycWithholding,
});

/** The draft as the API takes it: empty optional texts are left out, the rate 0 when empty. */
function inputOf(d: TDraft): Record<string, unknown> {
  const text = (v: string) => (v.trim() ? v.trim() : undefined);
  return {
    payFrequency: d.payFrequency ?? undefined,
    nextPayDate: text(d.nextPayDate),
    workplaces: d.workplaces.map((w) => w.trim()).filter(Boolean),
    phone: d.phone.trim(),
    federalAccountId: text(d.federalAccountId),
    nyWithholdingId: text(d.nyWithholdingId),
    nyUiEmployerNumber: text(d.nyUiEmployerNumber),
    nyUiRatePercent: d.nyUiRatePercent === '' ? 0 : Number(d.nyUiRatePercent),
    nycWithholding: d.nycWithholding,
  };
}

/**
 * The company's payroll details (spec 000 §2 details, general details): pay frequency, next pay
 * date, workplaces, the federal and New York account ids, the UI rate and NYC withholding. Checked
 * with the API's own schema; each refused field shows the payroll namespace's text for it.
 */
export function DetailsForm({ companyId, details }: { companyId: string; details: TPayrollDetails }) {
  const { t } = useTranslation('payroll');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<TDraft>(() => draftOf(details));
  const [errors, setErrors] = useState<Partial<Record<TField, true>>>({});
  const set = <K extends TField>(field: K, value: TDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const mutation = useMutation({
    mutationFn: (body: TPayrollDetailsInput) => saveDetails(companyId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(detailsQuery(companyId).queryKey, saved);
      notifySuccess(t('common:saved'));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = z.safeParse(ZPayrollDetailsInputSchema, inputOf(draft));
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), true])));
      return;
    }
    mutation.mutate(parsed.data);
  };
  const error = (field: TField) => (errors[field] ? t(`details.errors.${field}`) : undefined);
  const text = (field: 'nyWithholdingId' | 'nyUiEmployerNumber', extra: { placeholder?: string; maxLength?: number; inputMode?: 'numeric' }) => (
    <TextInput label={t(`details.${field}`)} value={draft[field]} onChange={(e) => set(field, e.currentTarget.value)} error={error(field)} {...extra} />
  );
  return (
    <form noValidate onSubmit={submit} data-testid="payroll-details-form">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('details.payFrequency')}
            withAsterisk
            allowDeselect={false}
            data={PAY_FREQUENCIES.map((v) => ({ value: v, label: t(`frequency.${v}`) }))}
            value={draft.payFrequency}
            onChange={(v) => set('payFrequency', v)}
            error={error('payFrequency')}
          />
          <TextInput type="date" label={t('details.nextPayDate')} value={draft.nextPayDate} onChange={(e) => set('nextPayDate', e.currentTarget.value)} error={error('nextPayDate')} />
          <TextInput
            label={t('details.federalAccountId')}
            placeholder="00-0000000"
            inputMode="numeric"
            value={draft.federalAccountId}
            onChange={(e) => set('federalAccountId', formatEinInput(e.currentTarget.value))}
            error={error('federalAccountId')}
          />
          <TextInput type="tel" label={t('details.phone')} description={t('details.phoneHint')} value={draft.phone} onChange={(e) => set('phone', e.currentTarget.value)} error={error('phone')} maxLength={20} />
          {text('nyWithholdingId', { maxLength: 15 })}
          {text('nyUiEmployerNumber', { placeholder: '0000000', maxLength: 7, inputMode: 'numeric' })}
          <NumberInput
            label={t('details.nyUiRatePercent')}
            min={0}
            max={10}
            decimalScale={3}
            step={0.1}
            value={draft.nyUiRatePercent}
            onChange={(v) => set('nyUiRatePercent', v)}
            error={error('nyUiRatePercent')}
          />
        </SimpleGrid>
        <TagsInput
          label={t('details.workplaces')}
          description={t('details.workplacesHint')}
          value={draft.workplaces}
          onChange={(v) => set('workplaces', v)}
          maxTags={50}
          clearable
          error={error('workplaces')}
        />
        <Switch label={t('details.nycWithholding')} checked={draft.nycWithholding} onChange={(e) => set('nycWithholding', e.currentTarget.checked)} />
        <ServerErrorAlert error={mutation.error} testId="details-error" />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            {t('details.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
