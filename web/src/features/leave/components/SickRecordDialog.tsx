import { Alert, Button, Group, Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { notifySuccess } from '../../../components/notify';
import { balancesQuery, createSickLeave, employmentsQuery, invalidateLeave } from '../api/leave';
import { useLeaveFormat } from '../format';

const DATE = /^\d{4}-\d{2}-\d{2}$/u;

/**
 * 'Create sick leave record' (spec 000 §2, §5): the available balance in days and hours when not
 * zero, the employment, the start and end dates (required), 'Is this sick leave paid?' (off by
 * default), Close and Create.
 */
export function SickRecordDialog({ workspaceId, initialEmploymentId, onClose }: { workspaceId: string; initialEmploymentId: string | null; onClose: () => void }) {
  const { t } = useTranslation('leave');
  const f = useLeaveFormat();
  const queryClient = useQueryClient();
  const { data: employments } = useSuspenseQuery(employmentsQuery(workspaceId));
  const [employmentId, setEmploymentId] = useState<string | null>(initialEmploymentId ?? employments.data[0]?.id ?? null);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [isPaid, setIsPaid] = useState(false);
  const [shown, setShown] = useState(false);
  const balances = useQuery({ ...balancesQuery(workspaceId, employmentId ?? ''), enabled: Boolean(employmentId) });
  const sick = balances.data?.sick;
  const mutation = useMutation({
    mutationFn: () => createSickLeave(workspaceId, { employmentId: employmentId!, startDate, endDate, isPaid }),
    onSuccess: async () => {
      notifySuccess(t('sick.recorded'));
      await invalidateLeave(queryClient, workspaceId);
      onClose();
    },
  });
  const problems = {
    employmentId: employmentId ? undefined : t('required'),
    startDate: DATE.test(startDate) ? undefined : t('required'),
    endDate: !DATE.test(endDate) ? t('required') : DATE.test(startDate) && endDate < startDate ? t('endBeforeStart') : undefined,
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (Object.values(problems).some(Boolean)) return;
    mutation.mutate();
  };
  return (
    <Modal opened onClose={onClose} title={t('sick.createRecord')} size="lg" closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {sick && sick.balanceSeconds !== 0 ? (
            <Text size="sm" data-testid="available-balance">
              {t('sick.available', { days: f.number(sick.totalBalanceDays), hours: f.number(sick.totalBalanceHours) })}
            </Text>
          ) : null}
          <Select
            label={t('fields.employment')}
            withAsterisk
            data={employments.data.map((e) => ({ value: e.id, label: e.companyName ? `${e.companyName} · ${e.name}` : e.name }))}
            value={employmentId}
            onChange={setEmploymentId}
            error={shown ? problems.employmentId : undefined}
            comboboxProps={{ withinPortal: false }}
          />
          <Group grow align="flex-start">
            <TextInput type="date" label={t('fields.startDate')} withAsterisk value={startDate} onChange={(e) => setStartDate(e.currentTarget.value)} error={shown ? problems.startDate : undefined} />
            <TextInput type="date" label={t('fields.endDate')} withAsterisk value={endDate} onChange={(e) => setEndDate(e.currentTarget.value)} error={shown ? problems.endDate : undefined} />
          </Group>
          <Switch label={t('sick.isPaid')} checked={isPaid} onChange={(e) => setIsPaid(e.currentTarget.checked)} />
          {mutation.error ? (
            <Alert color="red" role="alert" data-testid="record-error">
              {errorText(t, mutation.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.close')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('actions.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
