import { Modal, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createSickLeave } from '../api/leave';
import { useLeaveFormat } from '../format';
import { useLeaveDialog } from '../hooks/use-leave-dialog';
import { DialogActions, EmploymentSelect, LeaveDates } from './LeaveFormParts';

const DATE = /^\d{4}-\d{2}-\d{2}$/u;

/**
 * 'Create sick leave record' (spec 000 §2, §5): the available balance in days and hours when not
 * zero, the employment, the start and end dates (required), 'Is this sick leave paid?' (off by
 * default), Close and Create.
 */
export function SickRecordDialog({ workspaceId, initialEmploymentId, onClose }: { workspaceId: string; initialEmploymentId: string | null; onClose: () => void }) {
  const { t } = useTranslation('leave');
  const f = useLeaveFormat();
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [isPaid, setIsPaid] = useState(false);
  const dialog = useLeaveDialog({
    workspaceId, initialEmploymentId, onClose, success: t('sick.recorded'),
    send: (employmentId) => createSickLeave(workspaceId, { employmentId, startDate, endDate, isPaid }),
  });
  const { employmentId, shown, mutation } = dialog;
  const sick = dialog.balances?.sick;
  const problems = {
    employmentId: employmentId ? undefined : t('required'),
    startDate: DATE.test(startDate) ? undefined : t('required'),
    endDate: !DATE.test(endDate) ? t('required') : DATE.test(startDate) && endDate < startDate ? t('endBeforeStart') : undefined,
  };
  return (
    <Modal opened onClose={onClose} title={t('sick.createRecord')} size="lg" closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <form onSubmit={dialog.submit(Object.values(problems).some(Boolean))} noValidate>
        <Stack>
          {sick && sick.balanceSeconds !== 0 ? (
            <Text size="sm" data-testid="available-balance">
              {t('sick.available', { days: f.number(sick.totalBalanceDays), hours: f.number(sick.totalBalanceHours) })}
            </Text>
          ) : null}
          <EmploymentSelect employments={dialog.employments} value={employmentId} onChange={dialog.setEmploymentId} error={shown ? problems.employmentId : undefined} />
          <LeaveDates startDate={startDate} endDate={endDate} onStartDate={setStartDate} onEndDate={setEndDate} errors={shown ? problems : {}} />
          <Switch label={t('sick.isPaid')} checked={isPaid} onChange={(e) => setIsPaid(e.currentTarget.checked)} />
          <DialogActions mutation={mutation} errorTestId="record-error" onClose={onClose} submit={t('actions.create')} />
        </Stack>
      </form>
    </Modal>
  );
}
