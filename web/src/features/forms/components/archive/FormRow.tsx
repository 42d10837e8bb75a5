import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { TTaxForm } from '@shared/documents/forms.schema.js';
import { IconBan, IconDownload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../app/errors';
import { confirmAction } from '../../../../components/confirm';
import { notifyError, notifySuccess } from '../../../../components/notify';
import { saveUrl } from '../../../documents/components/SentDocumentCard';
import { cancelForm, invalidateForms, signedFormUrl } from '../../api/forms';
import { formLabel, kindTestId } from '../../form-kinds';
import { FormStatusBadge } from './FormStatusBadge';
import { I9RowActions } from './I9RowActions';
import { formatDate } from '../../../../app/format-date';

/**
 * One form of the workspace (a W-9 or a W-4): who it is for, where it stands, the masked TIN or SSN
 * once filled in, and the company's actions: Download the signed PDF, or Cancel a request not yet
 * answered (asked first).
 */
export function FormRow({ form, workspaceId }: { form: TTaxForm; workspaceId: string }) {
  const { t } = useTranslation('forms');
  const queryClient = useQueryClient();
  const label = { form: formLabel(form.kind), name: form.name };
  const date = (iso: string | undefined) => (iso ? formatDate(iso) : '—');
  const onError = (e: unknown) => notifyError(errorText(t, e));
  const cancel = useMutation({
    mutationFn: () => cancelForm(workspaceId, form.id),
    onSuccess: () => {
      notifySuccess(t('archive.cancelled'));
      void invalidateForms(queryClient, workspaceId);
    },
    onError,
  });
  const download = useMutation({
    mutationFn: (documentId: string) => signedFormUrl(workspaceId, documentId),
    onSuccess: ({ url }) => saveUrl(url),
    onError,
  });
  const askCancel = async () => {
    if (await confirmAction({ title: t('archive.cancelTitle'), message: t('archive.cancelQuestion', label), confirmLabel: t('archive.cancelConfirm') })) {
      cancel.mutate();
    }
  };

  return (
    <Table.Tr data-form-id={form.id} data-testid={kindTestId(form.kind, 'row')}>
      <Table.Th scope="row" fw={500}>
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {form.name}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {form.email}
          </Text>
        </Stack>
      </Table.Th>
      <Table.Td>
        <FormStatusBadge status={form.status} />
      </Table.Td>
      <Table.Td>{form.year}</Table.Td>
      <Table.Td ff="monospace">{form.tinMasked ?? '—'}</Table.Td>
      <Table.Td>{date(form.filledAt)}</Table.Td>
      <Table.Td>{date(form.signedAt)}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <I9RowActions form={form} workspaceId={workspaceId} />
          {form.status === 'SIGNED' && form.documentId ? (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={download.isPending}
              onClick={() => download.mutate(form.documentId!)}
              aria-label={t('archive.downloadFor', label)}
            >
              {t('archive.download')}
            </Button>
          ) : null}
          {form.status === 'REQUESTED' ? (
            <Button
              size="compact-sm"
              variant="outline"
              color="red.9"
              leftSection={<IconBan size={16} aria-hidden />}
              loading={cancel.isPending}
              onClick={() => void askCancel()}
              aria-label={t('archive.cancelFor', label)}
            >
              {t('archive.cancel')}
            </Button>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
