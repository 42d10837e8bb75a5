import { Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../../components/Paginator';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { sentPageQuery } from '../api/signable';
import { useCursorPager } from '../hooks/use-cursor-pager';
import { SentDocumentCard } from './SentDocumentCard';
import { UploadDocument } from './UploadDocument';

/** 'Sent for signing' (common): the documents the company sent, newest first, paged by cursor. */
export function SentList({ workspaceId, wsType }: { workspaceId: string; wsType: string }) {
  const { t } = useTranslation('documents');
  const pager = useCursorPager((cursor) => sentPageQuery(workspaceId, cursor));
  const { query } = pager;
  return (
    <Stack>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('list.intro')}
        </Text>
        <UploadDocument workspaceId={workspaceId} wsType={wsType} />
      </Group>
      <ServerErrorAlert error={query.error} />
      {query.isPending ? <Loader size="sm" aria-label={t('loading')} /> : null}
      {query.isSuccess && pager.items.length === 0 && pager.page === 1 ? (
        <Text c="dimmed" data-testid="sent-empty">
          {t('list.empty')}
        </Text>
      ) : null}
      <Stack gap="sm" aria-busy={query.isFetching} data-testid="sent-list">
        {pager.items.map((doc) => (
          <SentDocumentCard key={doc.id} doc={doc} workspaceId={workspaceId} wsType={wsType} />
        ))}
      </Stack>
      <Paginator page={pager.page} total={pager.total} onChange={pager.setPage} />
    </Stack>
  );
}
