import { Alert, Button, Group, Modal, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { notifySuccess } from '../../../components/notify';
import { balancesQuery, createSickRequest, employmentsQuery, invalidateLeave } from '../api/leave';
import { sickBalanceAlert } from '../rules';

const DATE = /^\d{4}-\d{2}-\d{2}$/u;

/**
 * 'Request sick leave' (spec 000 §2, §5): the employment, the start date (required), the end date
 * when known, paid, a comment; the sick balance alert: the duration is deducted from the balance,
 * or the balance is insufficient (spec 001 §8).
 */
export function SickRequestDialog({ workspaceId, initialEmploymentId, onClose }: { workspaceId: string; initialEmploymentId: string | null; onClose: () => void }) {
  const { t } = useTranslation('leave');
  const queryClient = useQueryClient();
  const { data: employments } = useSuspenseQuery(employmentsQuery(workspaceId));
  const [employmentId, setEmploymentId] = useState<string | null>(initialEmploymentId ?? employments.data[0]?.id ?? null);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [paid, setPaid] = useState(false);
  const [comment, setComment] = useState('');
  const [shown, setShown] = useState(false);
  const balances = useQuery({ ...balancesQuery(workspaceId, employmentId ?? ''), enabled: Boolean(employmentId) });
  const sick = balances.data?.sick;
  const alert = sick ? sickBalanceAlert({ balanceSeconds: sick.balanceSeconds, paid, startDate, endDate }) : undefined;
  const mutation = useMutation({
    mutationFn: () =>
      createSickRequest(workspaceId, {
        employmentId: employmentId!, startDate, paid, ...(endDate ? { endDate } : {}), ...(comment.trim() ? { comment: comment.trim() } : {}),
      }),
    onSuccess: async () => {
      notifySuccess(t('sick.requested'));
      await invalidateLeave(queryClient, workspaceId);
      onClose();
    },
  });
  const problems = {
    employmentId: employmentId ? undefined : t('required'),
    startDate: DATE.test(startDate) ? undefined : t('required'),
    endDate: endDate && DATE.test(startDate) && endDate < startDate ? t('endBeforeStart') : undefined,
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (Object.values(problems).some(Boolean)) return;
    mutation.mutate();
  };
  return (
    <Modal opened onClose={onClose} title={t('sick.request')} size="lg" closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack>
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
            <TextInput type="date" label={t('fields.endDateOptional')} value={endDate} onChange={(e) => setEndDate(e.currentTarget.value)} error={shown ? problems.endDate : undefined} />
          </Group>
          <Switch label={t('fields.paid')} checked={paid} onChange={(e) => setPaid(e.currentTarget.checked)} />
          <Textarea label={t('fields.comment')} autosize minRows={2} maxLength={1000} value={comment} onChange={(e) => setComment(e.currentTarget.value)} />
          {alert ? (
            <Alert color={alert === 'enough' ? 'blue' : 'red'} variant="light" data-testid="sick-balance-alert" data-alert={alert}>
              {t(alert === 'enough' ? 'sick.enough' : 'sick.notEnough')}
            </Alert>
          ) : null}
          {mutation.error ? (
            <Alert color="red" role="alert">
              {errorText(t, mutation.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.close')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('actions.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
