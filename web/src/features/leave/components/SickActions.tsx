import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import type { TSickRequest } from '@shared/leave/leave.schema.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/notify';
import { completeSickRequest, invalidateLeave, sickAction, sickRequestQuery } from '../api/leave';
import { sickActions } from '../rules';
import { MutationError } from './LeaveFormParts';

type TAct = { kind: 'approve' | 'reject' | 'cancel' } | { kind: 'complete'; endDate: string };

/**
 * What may be done with a sick-leave request now (spec 000 §4): the company approves or rejects a
 * REQUESTED one and the requester cancels it (each with an optional comment); the company marks the
 * end of a PENDING_SICK_LEAVE and completes it, or completes a PROCESSING_SICK_LEAVE with its days.
 */
export function SickActions({ workspaceId, request: r, company, days }: { workspaceId: string; request: TSickRequest; company: boolean; days: { date: string; paid: boolean }[] }) {
  const { t } = useTranslation('leave');
  const queryClient = useQueryClient();
  const can = sickActions(r, company);
  const [comment, setComment] = useState('');
  const [endDate, setEndDate] = useState(r.sickLeave.endDate ?? r.sickLeave.startDate);
  const mutation = useMutation({
    mutationFn: (act: TAct) =>
      act.kind === 'complete'
        ? completeSickRequest(workspaceId, r.employmentId, r.id, {
            markedPeriod: { startDate: r.sickLeave.startDate, endDate: act.endDate },
            days: can.toggles ? days : [],
          })
        : sickAction(workspaceId, r.employmentId, r.id, act.kind, comment),
    onSuccess: async (next, act) => {
      notifySuccess(act.kind === 'complete' ? t('sick.completed') : t(`done.${({ approve: 'APPROVED', reject: 'REJECTED', cancel: 'CANCELLED' } as const)[act.kind]}`));
      setComment('');
      queryClient.setQueryData(sickRequestQuery(workspaceId, r.employmentId, r.id).queryKey, next);
      await invalidateLeave(queryClient, workspaceId);
    },
  });
  const busy = (kind: TAct['kind']) => mutation.isPending && mutation.variables?.kind === kind;
  if (!can.decide && !can.cancel && !can.markEnd && !can.toggles) return null;
  const lastDay = r.days.at(-1)?.date ?? r.sickLeave.endDate ?? r.sickLeave.startDate;
  return (
    <Stack>
      <MutationError error={mutation.error} />
      {can.decide || can.cancel ? (
        <Textarea label={t('fields.comment')} autosize minRows={2} maxLength={1000} value={comment} onChange={(e) => setComment(e.currentTarget.value)} />
      ) : null}
      <Group align="flex-end">
        {can.decide ? (
          <>
            <Button color="red.9" variant="outline" loading={busy('reject')} onClick={() => mutation.mutate({ kind: 'reject' })}>
              {t('actions.reject')}
            </Button>
            <Button color="#237032" loading={busy('approve')} onClick={() => mutation.mutate({ kind: 'approve' })}>
              {t('actions.approve')}
            </Button>
          </>
        ) : null}
        {can.cancel ? (
          <Button color="red.9" variant="outline" loading={busy('cancel')} onClick={() => mutation.mutate({ kind: 'cancel' })}>
            {t('actions.cancel')}
          </Button>
        ) : null}
        {can.markEnd ? (
          <TextInput type="date" label={t('sick.markEnd')} withAsterisk min={r.sickLeave.startDate} value={endDate} onChange={(e) => setEndDate(e.currentTarget.value)} />
        ) : null}
        {can.markEnd || can.toggles ? (
          <Button loading={busy('complete')} disabled={!endDate || endDate < r.sickLeave.startDate} onClick={() => mutation.mutate({ kind: 'complete', endDate: can.toggles ? lastDay : endDate })}>
            {t('sick.complete')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
