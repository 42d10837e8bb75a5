import { Button, Center, Group, Loader, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { notifyError } from '../../../components/notify';
import { PageTitle } from '../../../components/PageTitle';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { downloadUrl, downloadUrlQuery, signableQuery } from '../api/signable';
import { DocumentDetails } from './editor/DocumentDetails';
import { DraftEditor } from './editor/DraftEditor';
import { saveUrl } from './SentDocumentCard';
import { DocumentStatusBadge } from './StatusBadges';

/**
 * /archive/{wsType}/{wsId}/signable/{documentId}: the editor while the document is CREATED, its
 * read-only details after it was sent. The pages render from a short-lived URL of the original.
 */
export function DocumentPage({ workspaceId, wsType, documentId }: { workspaceId: string; wsType: string; documentId: string }) {
  const { t } = useTranslation('documents');
  const doc = useQuery(signableQuery(workspaceId, documentId));
  // Read once per visit: pdf.js keeps the bytes, and a later refetch would only reload the pages.
  const pdf = useQuery({ ...downloadUrlQuery(workspaceId, documentId, 'original'), staleTime: Infinity, refetchOnWindowFocus: false });
  const signed = doc.data?.status === 'SIGNED';
  const download = useMutation({
    mutationFn: () => downloadUrl(workspaceId, documentId, signed ? 'signed' : 'original'),
    onSuccess: ({ url }) => saveUrl(url),
    onError: (e) => notifyError(errorText(t, e)),
  });

  if (doc.isPending || pdf.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (doc.isError || pdf.isError) return <ServerErrorAlert error={doc.error ?? pdf.error} />;
  const data = doc.data;
  return (
    <Stack gap="md">
      <PageTitle>{data.title}</PageTitle>
      <Group gap="sm">
        <DocumentStatusBadge status={data.status} />
        {data.status !== 'CREATED' ? (
          <Button size="xs" variant="light" leftSection={<IconDownload size={16} aria-hidden />} loading={download.isPending} onClick={() => download.mutate()}>
            {t(signed ? 'list.downloadSigned' : 'list.download')}
          </Button>
        ) : null}
      </Group>
      {data.status === 'CREATED' ? (
        <DraftEditor doc={data} pdfUrl={pdf.data.url} workspaceId={workspaceId} wsType={wsType} />
      ) : (
        <DocumentDetails doc={data} pdfUrl={pdf.data.url} />
      )}
    </Stack>
  );
}
