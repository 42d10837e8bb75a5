import { Alert, Button, Group, Modal, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { notifySuccess } from '../../../components/notify';
import { balancesQuery, createVacation, employmentsQuery, invalidateLeave, projectionQuery } from '../api/leave';
import { useLeaveFormat } from '../format';
import { localToday } from '../rules';

const DATE = /^\d{4}-\d{2}-\d{2}$/u;

interface TDraft {
  employmentId: string | null;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  paid: boolean;
  employeeComment: string;
}

/** What stops the draft from being sent, field by field (the server checks the rest). */
function problemsOf(d: TDraft): Partial<Record<keyof TDraft, 'required' | 'endBeforeStart' | 'timesBoth'>> {
  const out: Partial<Record<keyof TDraft, 'required' | 'endBeforeStart' | 'timesBoth'>> = {};
  if (!d.employmentId) out.employmentId = 'required';
  if (!DATE.test(d.startDate)) out.startDate = 'required';
  if (!DATE.test(d.endDate)) out.endDate = 'required';
  else if (DATE.test(d.startDate) && d.endDate < d.startDate) out.endDate = 'endBeforeStart';
  if (Boolean(d.startTime) !== Boolean(d.endTime)) out[d.startTime ? 'endTime' : 'startTime'] = 'timesBoth';
  return out;
}

/**
 * 'Request vacation' (spec 000 §3 Vacation request): the employment, the period (times only for one
 * day), paid, a comment. It shows today's PTO balance and the balance projected to the start date,
 * live as the dates change (★ issue 16). A refusal shows the catalogue's message (40047, 40049, …).
 */
export function VacationRequestDialog({ workspaceId, initialEmploymentId, onClose }: { workspaceId: string; initialEmploymentId: string | null; onClose: () => void }) {
  const { t } = useTranslation('leave');
  const f = useLeaveFormat();
  const queryClient = useQueryClient();
  const { data: employments } = useSuspenseQuery(employmentsQuery(workspaceId));
  const [draft, setDraft] = useState<TDraft>({
    employmentId: initialEmploymentId ?? employments.data[0]?.id ?? null, startDate: '', endDate: '', startTime: '', endTime: '', paid: true, employeeComment: '',
  });
  const [shown, setShown] = useState(false);
  const set = (patch: Partial<TDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const problems = problemsOf(draft);
  const oneDay = DATE.test(draft.startDate) && draft.startDate === draft.endDate;
  const employmentId = draft.employmentId ?? '';
  const balances = useQuery({ ...balancesQuery(workspaceId, employmentId), enabled: Boolean(draft.employmentId) });
  const projectable = Boolean(draft.employmentId) && DATE.test(draft.startDate) && draft.startDate >= localToday();
  const projection = useQuery({ ...projectionQuery(workspaceId, employmentId, 'PTO', draft.startDate), enabled: projectable && Boolean(balances.data?.pto) });
  const mutation = useMutation({
    mutationFn: () =>
      createVacation(workspaceId, {
        employmentId, startDate: draft.startDate, endDate: draft.endDate, paid: draft.paid,
        ...(oneDay && draft.startTime && draft.endTime ? { startTime: draft.startTime, endTime: draft.endTime } : {}),
        ...(draft.employeeComment.trim() ? { employeeComment: draft.employeeComment.trim() } : {}),
      }),
    onSuccess: async () => {
      notifySuccess(t('done.requested'));
      await invalidateLeave(queryClient, workspaceId);
      onClose();
    },
  });
  const error = (field: keyof TDraft) => (shown && problems[field] ? t(problems[field]!) : undefined);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (Object.keys(problems).length) return;
    mutation.mutate();
  };
  const pto = balances.data?.pto;
  return (
    <Modal opened onClose={onClose} title={t('vacations.request')} size="lg" closeButtonProps={{ 'aria-label': t('actions.close') }}>
      {!employments.data.length ? (
        <Text c="dimmed" data-testid="no-contracts">
          {t('noContracts')}
        </Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Select
              label={t('fields.employment')}
              withAsterisk
              data={employments.data.map((e) => ({ value: e.id, label: e.companyName ? `${e.companyName} · ${e.name}` : e.name }))}
              value={draft.employmentId}
              onChange={(v) => set({ employmentId: v })}
              error={error('employmentId')}
              comboboxProps={{ withinPortal: false }}
            />
            <Group grow align="flex-start">
              <TextInput type="date" label={t('fields.startDate')} withAsterisk value={draft.startDate} onChange={(e) => set({ startDate: e.currentTarget.value })} error={error('startDate')} />
              <TextInput type="date" label={t('fields.endDate')} withAsterisk value={draft.endDate} onChange={(e) => set({ endDate: e.currentTarget.value })} error={error('endDate')} />
            </Group>
            {oneDay ? (
              <Group grow align="flex-start">
                <TextInput type="time" label={t('fields.startTime')} description={t('fields.timesHint')} value={draft.startTime} onChange={(e) => set({ startTime: e.currentTarget.value })} error={error('startTime')} />
                <TextInput type="time" label={t('fields.endTime')} description={t('fields.timesHint')} value={draft.endTime} onChange={(e) => set({ endTime: e.currentTarget.value })} error={error('endTime')} />
              </Group>
            ) : null}
            <Switch label={t('fields.paid')} checked={draft.paid} onChange={(e) => set({ paid: e.currentTarget.checked })} />
            <Textarea label={t('fields.employeeComment')} autosize minRows={2} maxLength={1000} value={draft.employeeComment} onChange={(e) => set({ employeeComment: e.currentTarget.value })} />
            {pto ? (
              <Alert color="blue" variant="light" data-testid="vacation-balance">
                <Text size="sm" data-testid="balance-today">
                  {`${t('balance.today')}: ${t('balance.hoursDays', { hours: f.number(pto.totalBalanceHours), days: f.number(pto.totalBalanceDays) })}`}
                </Text>
                {projection.data ? (
                  <Text size="sm" fw={600} data-testid="balance-projected">
                    {`${t('balance.projected', { date: f.day(projection.data.date) })}: ${t('balance.hoursDays', { hours: f.number(projection.data.projectedHours), days: f.number(projection.data.projectedDays) })}`}
                  </Text>
                ) : null}
              </Alert>
            ) : null}
            {mutation.error ? (
              <Alert color="red" role="alert" data-testid="vacation-error">
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
      )}
    </Modal>
  );
}
