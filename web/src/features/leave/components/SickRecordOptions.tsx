import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TSickLeave } from '@shared/leave/leave.schema.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/notify';
import { deleteSickLeave, invalidateLeave } from '../api/leave';
import { useLeaveFormat } from '../format';
import { Details } from './Details';
import { DialogActions } from './LeaveFormParts';

/**
 * A record's Options (spec 000 §2): the modal 'Sick Leave (MM/DD/YYYY - MM/DD/YYYY)' with Close and
 * Delete; Delete asks 'Are your sure want to delete {target}?' / 'This action can't be undone.' with
 * Cancel and Delete. Deleting returns its days to the timesheet and its paid hours to the balance.
 */
export function SickRecordOptions({ workspaceId, record, onClose }: { workspaceId: string; record: TSickLeave; onClose: () => void }) {
  const { t } = useTranslation('leave');
  const f = useLeaveFormat();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const title = t('sick.recordTitle', { period: `${f.day(record.startDate)} - ${f.day(record.endDate)}` });
  const mutation = useMutation({
    mutationFn: () => deleteSickLeave(workspaceId, record.employment.id, record.id),
    onSuccess: async () => {
      notifySuccess(t('sick.deleted'));
      await invalidateLeave(queryClient, workspaceId);
      onClose();
    },
  });
  return (
    <>
      <Modal opened={!confirming} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('actions.close') }}>
        <Stack>
          <Details
            rows={[
              [t('fields.name'), record.employment.name],
              [t('fields.start'), f.day(record.startDate)],
              [t('fields.end'), f.day(record.endDate)],
              [t('fields.isPaid'), record.paid ? t('yes') : t('no')],
            ]}
          />
          <DialogActions mutation={mutation} onClose={onClose}>
            <Button color="red.9" onClick={() => setConfirming(true)}>
              {t('actions.delete')}
            </Button>
          </DialogActions>
        </Stack>
      </Modal>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('sick.deleteTitle', { target: title })} closeButtonProps={{ 'aria-label': t('actions.close') }}>
        <Stack>
          <Text size="sm">{t('sick.deleteMessage')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('actions.cancel')}
            </Button>
            <Button color="red.9" loading={mutation.isPending} onClick={() => mutation.mutate(undefined, { onError: () => setConfirming(false) })} data-testid="confirm-delete">
              {t('actions.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
