import { Alert, Group, Modal, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createVacation, projectionQuery } from '../api/leave';
import { useLeaveFormat } from '../format';
import { useLeaveDialog } from '../hooks/use-leave-dialog';
import { localToday } from '../rules';
import { DialogActions, EmploymentSelect, LeaveDates } from './LeaveFormParts';

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
  const [draft, setDraft] = useState<Omit<TDraft, 'employmentId'>>({ startDate: '', endDate: '', startTime: '', endTime: '', paid: true, employeeComment: '' });
  const set = (patch: Partial<Omit<TDraft, 'employmentId'>>) => setDraft((d) => ({ ...d, ...patch }));
  const oneDay = DATE.test(draft.startDate) && draft.startDate === draft.endDate;
  const dialog = useLeaveDialog({
    workspaceId, initialEmploymentId, onClose, success: t('done.requested'),
    send: (employmentId) =>
      createVacation(workspaceId, {
        employmentId, startDate: draft.startDate, endDate: draft.endDate, paid: draft.paid,
        ...(oneDay && draft.startTime && draft.endTime ? { startTime: draft.startTime, endTime: draft.endTime } : {}),
        ...(draft.employeeComment.trim() ? { employeeComment: draft.employeeComment.trim() } : {}),
      }),
  });
  const { employments, mutation } = dialog;
  const problems = problemsOf({ ...draft, employmentId: dialog.employmentId });
  const employmentId = dialog.employmentId ?? '';
  const pto = dialog.balances?.pto;
  const projectable = Boolean(dialog.employmentId) && DATE.test(draft.startDate) && draft.startDate >= localToday();
  const projection = useQuery({ ...projectionQuery(workspaceId, employmentId, 'PTO', draft.startDate), enabled: projectable && Boolean(pto) });
  const error = (field: keyof TDraft) => (dialog.shown && problems[field] ? t(problems[field]!) : undefined);
  return (
    <Modal opened onClose={onClose} title={t('vacations.request')} size="lg" closeButtonProps={{ 'aria-label': t('actions.close') }}>
      {!employments.length ? (
        <Text c="dimmed" data-testid="no-contracts">
          {t('noContracts')}
        </Text>
      ) : (
        <form onSubmit={dialog.submit(Object.keys(problems).length > 0)} noValidate>
          <Stack>
            <EmploymentSelect employments={employments} value={dialog.employmentId} onChange={dialog.setEmploymentId} error={error('employmentId')} />
            <LeaveDates
              startDate={draft.startDate}
              endDate={draft.endDate}
              onStartDate={(startDate) => set({ startDate })}
              onEndDate={(endDate) => set({ endDate })}
              errors={{ startDate: error('startDate'), endDate: error('endDate') }}
            />
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
            <DialogActions mutation={mutation} errorTestId="vacation-error" onClose={onClose} submit={t('actions.send')} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
