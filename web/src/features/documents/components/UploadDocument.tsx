import { Button, FileButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/notify';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { createSignable, documentsKey, invalidateDocuments } from '../api/signable';
import { pdfProblem, uploadPdf } from '../api/upload-pdf';
import { fileSize, titleFromFileName } from '../rules';

/**
 * 'Upload a document': pick a PDF, confirm it in a modal (spec 000 §5: the uploaded document is
 * confirmed; its name and size are shown), then upload it through the files API, create the
 * signable document and open its editor.
 */
export function UploadDocument({ workspaceId, wsType }: { workspaceId: string; wsType: string }) {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resetRef = useRef<() => void>(null);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const close = () => {
    setFile(null);
    resetRef.current?.();
    create.reset();
  };
  const create = useMutation({
    mutationFn: async (picked: File) => {
      const fileId = await uploadPdf(picked, workspaceId);
      return createSignable(workspaceId, { title: title.trim() || titleFromFileName(picked.name), fileId });
    },
    onSuccess: (doc) => {
      queryClient.setQueryData(documentsKey(workspaceId, 'document', doc.id), doc);
      void invalidateDocuments(queryClient, workspaceId);
      close();
      void navigate({ to: '/archive/$wsType/$wsId/signable/$documentId', params: { wsType, wsId: workspaceId, documentId: doc.id } });
    },
  });
  const pick = (picked: File | null) => {
    if (!picked) return;
    const problem = pdfProblem(picked);
    if (problem) {
      resetRef.current?.();
      notifyError(t(`upload.${problem}`));
      return;
    }
    setTitle(titleFromFileName(picked.name));
    setFile(picked);
  };
  const size = file ? fileSize(file.size) : undefined;

  return (
    <>
      <FileButton onChange={pick} accept="application/pdf,.pdf" resetRef={resetRef}>
        {(props) => (
          <Button {...props} leftSection={<IconFileUpload size={18} aria-hidden />} data-testid="upload-document">
            {t('upload.button')}
          </Button>
        )}
      </FileButton>
      <Modal opened={file !== null} onClose={close} title={t('upload.confirmTitle')} closeButtonProps={{ 'aria-label': t('upload.close') }} closeOnClickOutside={!create.isPending}>
        {file ? (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              create.mutate(file);
            }}
          >
            <Stack gap="sm">
              <Text size="sm">{t('upload.confirmText')}</Text>
              <Stack gap={0} data-testid="upload-file">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`size.${size!.unit}`, { value: size!.value })}
                </Text>
              </Stack>
              <TextInput label={t('upload.title')} value={title} maxLength={200} onChange={(e) => setTitle(e.currentTarget.value)} data-autofocus />
              <ServerErrorAlert error={create.error} />
              <Group justify="flex-end">
                <Button variant="default" onClick={close} disabled={create.isPending}>
                  {t('upload.cancel')}
                </Button>
                <Button type="submit" loading={create.isPending}>
                  {t('upload.confirm')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Modal>
    </>
  );
}
