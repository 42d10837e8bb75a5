import { Alert, Modal, Stack, Switch, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createSickRequest } from '../api/leave';
import { useLeaveDialog } from '../hooks/use-leave-dialog';
import { sickBalanceAlert } from '../rules';
import { DialogActions, EmploymentSelect, LeaveDates } from './LeaveFormParts';

const DATE = /^\d{4}-\d{2}-\d{2}$/u;

/**
 * 'Request sick leave' (spec 000 §2, §5): the employment, the start date (required), the end date
 * when known, paid, a comment; the sick balance alert: the duration is deducted from the balance,
 * or the balance is insufficient (spec 001 §8).
 */
export function SickRequestDialog({ workspaceId, initialEmploymentId, onClose }: { workspaceId: string; initialEmploymentId: string | null; onClose: () => void }) {
  const { t } = useTranslation('leave');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [paid, setPaid] = useState(false);
  const [comment, setComment] = useState('');
  const dialog = useLeaveDialog({
    workspaceId, initialEmploymentId, onClose, success: t('sick.requested'),
    send: (employmentId) =>
      createSickRequest(workspaceId, {
        employmentId, startDate, paid, ...(endDate ? { endDate } : {}), ...(comment.trim() ? { comment: comment.trim() } : {}),
      }),
  });
  const { employmentId, shown, mutation } = dialog;
  const sick = dialog.balances?.sick;
  const alert = sick ? sickBalanceAlert({ balanceSeconds: sick.balanceSeconds, paid, startDate, endDate }) : undefined;
  const problems = {
    employmentId: employmentId ? undefined : t('required'),
    startDate: DATE.test(startDate) ? undefined : t('required'),
    endDate: endDate && DATE.test(startDate) && endDate < startDate ? t('endBeforeStart') : undefined,
  };
  return (
    <Modal opened onClose={onClose} title={t('sick.request')} size="lg" closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <form onSubmit={dialog.submit(Object.values(problems).some(Boolean))} noValidate>
        <Stack>
          <EmploymentSelect employments={dialog.employments} value={employmentId} onChange={dialog.setEmploymentId} error={shown ? problems.employmentId : undefined} />
          <LeaveDates startDate={startDate} endDate={endDate} onStartDate={setStartDate} onEndDate={setEndDate} errors={shown ? problems : {}} endOptional />
          <Switch label={t('fields.paid')} checked={paid} onChange={(e) => setPaid(e.currentTarget.checked)} />
          <Textarea label={t('fields.comment')} autosize minRows={2} maxLength={1000} value={comment} onChange={(e) => setComment(e.currentTarget.value)} />
          {alert ? (
            <Alert color={alert === 'enough' ? 'blue' : 'red'} variant="light" data-testid="sick-balance-alert" data-alert={alert}>
              {t(alert === 'enough' ? 'sick.enough' : 'sick.notEnough')}
            </Alert>
          ) : null}
          <DialogActions mutation={mutation} onClose={onClose} submit={t('actions.send')} />
        </Stack>
      </form>
    </Modal>
  );
}
