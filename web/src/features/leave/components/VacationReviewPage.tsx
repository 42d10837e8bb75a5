import { Alert, Button, Group, Loader, Stack, Textarea } from '@mantine/core';
import { workspaceTypeOf } from '@shared/core/workspace.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/notify';
import { PageTitle } from '../../../components/PageTitle';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { invalidateLeave, setVacationStatus, vacationQuery } from '../api/leave';
import { useLeaveFormat } from '../format';
import { isVacationOpen, vacationTone } from '../rules';
import { Details } from './Details';
import { MutationError } from './LeaveFormParts';
import { StatusBadge } from './StatusBadge';

/**
 * A vacation request's review (spec 000 §2): requester, assignee, comments, period, duration, paid,
 * the coloured status and the balance, probation and notice alerts. The company's workspace decides
 * while the request is REQUESTED or IN_PROGRESS (Assignee comment, Reject, Approve); the employee's
 * view offers Cancel then.
 */
export function VacationReviewPage({ workspaceId, employmentId, id }: { workspaceId: string; employmentId: string; id: string }) {
  const { t } = useTranslation('leave');
  const f = useLeaveFormat();
  const queryClient = useQueryClient();
  const company = workspaceTypeOf(workspaceId) === 'COMPANY';
  const [comment, setComment] = useState('');
  const { data: v, error, isPending } = useQuery(vacationQuery(workspaceId, employmentId, id));
  const mutation = useMutation({
    mutationFn: (status: 'APPROVED' | 'REJECTED' | 'CANCELLED') => setVacationStatus(workspaceId, employmentId, id, status, company ? comment : undefined),
    onSuccess: async (next) => {
      notifySuccess(t(`done.${next.status as 'APPROVED'}`));
      setComment('');
      queryClient.setQueryData(vacationQuery(workspaceId, employmentId, id).queryKey, next);
      await invalidateLeave(queryClient, workspaceId);
    },
  });
  if (isPending) return <Loader size="sm" />;
  if (error) return <ServerErrorAlert error={error} />;
  const open = isVacationOpen(v.status);
  const time = v.vacation.startTime && v.vacation.endTime ? `, ${v.vacation.startTime}–${v.vacation.endTime}` : '';
  const hours = f.number(v.vacationBalance / 3600);
  return (
    <Stack maw={760}>
      <PageTitle>{t('vacations.reviewTitle')}</PageTitle>
      <Details
        testId="vacation-details"
        rows={[
          [t('fields.requester'), v.requester.name],
          [t('fields.assignee'), v.assignee?.name ?? t('none')],
          [t('fields.employeeComment'), v.employeeComment ?? t('none')],
          [t('fields.assigneeComment'), v.assigneeComment ?? t('none')],
          [t('fields.period'), `${f.period(v.vacation.startDate, v.vacation.endDate)}${time}`],
          [t('fields.duration'), f.number(v.vacation.durationHours)],
          [t('fields.paid'), v.vacation.paid ? t('yes') : t('no')],
          [t('fields.status'), <StatusBadge key="s" tone={vacationTone(v.status)} label={t(`vacationStatus.${v.status}`)} />],
        ]}
      />
      <Alert color={v.enoughBalance ? 'green' : 'red'} variant="light" data-testid="balance-alert">
        {t(v.enoughBalance ? 'alerts.enough' : 'alerts.notEnough', { hours })}
      </Alert>
      {v.probationaryPeriod ? (
        <Alert color="yellow" variant="light" data-testid="probation-alert">
          {t('alerts.probation')}
        </Alert>
      ) : null}
      {v.shortNotice ? (
        <Alert color="yellow" variant="light" data-testid="notice-alert">
          {t('alerts.shortNotice')}
        </Alert>
      ) : null}
      <MutationError error={mutation.error} />
      {open && company ? (
        <Stack>
          <Textarea label={t('fields.assigneeComment')} autosize minRows={2} maxLength={1000} value={comment} onChange={(e) => setComment(e.currentTarget.value)} />
          <Group>
            <Button color="red.9" variant="outline" loading={mutation.isPending && mutation.variables === 'REJECTED'} onClick={() => mutation.mutate('REJECTED')}>
              {t('actions.reject')}
            </Button>
            <Button color="#237032" loading={mutation.isPending && mutation.variables === 'APPROVED'} onClick={() => mutation.mutate('APPROVED')}>
              {t('actions.approve')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {open && !company ? (
        <Group>
          <Button color="red.9" variant="outline" loading={mutation.isPending} onClick={() => mutation.mutate('CANCELLED')}>
            {t('actions.cancel')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
