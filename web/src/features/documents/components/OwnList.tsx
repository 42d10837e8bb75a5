import { Anchor, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../../components/Paginator';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { ownPageQuery } from '../api/signable';
import { useCursorPager } from '../hooks/use-cursor-pager';
import { DocumentStatusBadge, SignerStatusBadge } from './StatusBadges';
import { dateFormatter } from '../../../app/format-date';

/** The signing page of a document sent to the user (the signer's side, issue 14). */
const SIGNING_ROUTE = '/archive/$wsType/$wsId/signable/own/$documentId';

/** 'Sent to me' (own): documents sent to the signed-in user's email, each opening its signing page. */
export function OwnList({ workspaceId, wsType }: { workspaceId: string; wsType: string }) {
  const { t } = useTranslation('documents');
  const pager = useCursorPager((cursor) => ownPageQuery(cursor));
  const { query } = pager;
  const date = dateFormatter({ dateStyle: 'medium' });
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('own.intro')}
      </Text>
      <ServerErrorAlert error={query.error} />
      {query.isPending ? <Loader size="sm" aria-label={t('loading')} /> : null}
      {query.isSuccess && pager.items.length === 0 && pager.page === 1 ? (
        <Text c="dimmed" data-testid="own-empty">
          {t('own.empty')}
        </Text>
      ) : null}
      <Stack gap="sm" aria-busy={query.isFetching} data-testid="own-list">
        {pager.items.map((doc) => (
          <Paper key={doc.id} withBorder p="md" radius="md" data-document-id={doc.id}>
            <Group justify="space-between" align="flex-start" wrap="wrap">
              <Stack gap={2}>
                <Anchor
                  component={Link}
                  to={SIGNING_ROUTE as never}
                  params={{ wsType, wsId: workspaceId, documentId: doc.id } as never}
                  fw={600}
                >
                  {doc.title}
                </Anchor>
                <Text size="sm">{t('own.from', { name: doc.senderName })}</Text>
                <Text size="xs" c="dimmed">
                  {[
                    doc.sentAt ? t('own.sent', { date: date.format(new Date(doc.sentAt)) }) : undefined,
                    doc.signedAt ? t('own.signed', { date: date.format(new Date(doc.signedAt)) }) : undefined,
                    doc.expiresAt && !doc.signedAt ? t('own.expires', { date: date.format(new Date(doc.expiresAt)) }) : undefined,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
              <Group gap="xs">
                <SignerStatusBadge status={doc.signerStatus} />
                <DocumentStatusBadge status={doc.status} />
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Paginator page={pager.page} total={pager.total} onChange={pager.setPage} />
    </Stack>
  );
}
