import { Button, Group, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { workspaceTypeOf } from '@shared/core/workspace.js';
import type { TUploadedForm, TUploadedFormKind } from '@shared/payroll/forms.schema.js';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { deleteUploadedForm, invalidateForms, uploadedFormLink, uploadedQuery } from '../api/forms';
import { DownloadButton } from './DownloadButton';
import { useDownload } from './use-download';
import { formatDate } from '../../../app/format-date';

/**
 * Uploaded 1042-S or K-1 forms of a year (0: all years): who the form names, the year, the file, when
 * it was uploaded, its download and, for staff, its deletion after a confirmation. A person's view
 * names the company instead of themselves.
 */
export function UploadedTable({ workspaceId, kind, year, canDelete, caption = false }: { workspaceId: string; kind: TUploadedFormKind; year: number; canDelete: boolean; caption?: boolean }) {
  const { t } = useTranslation('payroll-forms');
  const queryClient = useQueryClient();
  const company = workspaceTypeOf(workspaceId) === 'COMPANY';
  const list = useQuery(uploadedQuery(workspaceId, kind, year));
  const { busy, download } = useDownload();
  const remove = useMutation({
    mutationFn: (f: TUploadedForm) => deleteUploadedForm(workspaceId, f.id),
    onSuccess: async () => {
      notifySuccess(t('uploads.deleted'));
      await invalidateForms(queryClient, workspaceId);
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  const askDelete = async (f: TUploadedForm) => {
    const ok = await confirmAction({
      title: t('uploads.deleteTitle'),
      message: t('uploads.deleteQuestion', { form: t(`kinds.${f.kind}`), name: f.recipientName, year: f.year }),
      confirmLabel: t('uploads.delete'),
    });
    if (ok) remove.mutate(f);
  };
  const uploadedAt = (iso: string) => formatDate(iso);
  const rows = list.data?.data ?? [];
  const title = t(`kinds.${kind}`);
  return (
    <>
      <ServerErrorAlert error={list.error} />
      {list.isPending ? <Loader size="sm" /> : null}
      {list.data && !rows.length ? (
        <Text c="dimmed" data-testid={`no-uploads-${kind}`}>
          {caption ? t('uploads.noneOf', { form: title }) : t('uploads.empty')}
        </Text>
      ) : null}
      {rows.length ? (
        <Table.ScrollContainer minWidth={760}>
          <Table striped data-testid={`uploads-${kind}`}>
            {caption ? <Table.Caption>{title}</Table.Caption> : null}
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{company ? t(`uploads.recipient${kind}`) : t('uploads.company')}</Table.Th>
                <Table.Th>{t('year')}</Table.Th>
                <Table.Th>{t('uploads.file')}</Table.Th>
                <Table.Th>{t('uploads.uploadedAt')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('uploads.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((f) => (
                <Table.Tr key={f.id} data-testid="upload-row" data-id={f.id}>
                  <Table.Td>{company ? f.recipientName : f.companyName}</Table.Td>
                  <Table.Td>{f.year}</Table.Td>
                  <Table.Td>{f.fileName}</Table.Td>
                  <Table.Td>{uploadedAt(f.createdAt)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <DownloadButton
                        label={t('downloadFile')}
                        name={t('uploads.downloadOf', { form: title, name: company ? f.recipientName : f.companyName, year: f.year })}
                        loading={busy === f.id}
                        onClick={() => void download(f.id, () => uploadedFormLink(workspaceId, f.id), f.fileName)}
                        testId="upload-download"
                      />
                      {canDelete ? (
                        <Button
                          size="xs"
                          variant="light"
                          color="red.9"
                          leftSection={<IconTrash size={14} aria-hidden />}
                          loading={remove.isPending && remove.variables?.id === f.id}
                          aria-label={t('uploads.deleteOf', { form: title, name: f.recipientName, year: f.year })}
                          onClick={() => void askDelete(f)}
                          data-testid="upload-delete"
                        >
                          {t('uploads.delete')}
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </>
  );
}
