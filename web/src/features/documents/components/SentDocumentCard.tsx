import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TSignableSummary } from '@shared/documents/documents.schema.js';
import { IconBan, IconBell, IconDownload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { cancelSignable, downloadUrl, invalidateDocuments, remindSigner } from '../api/signable';
import { canCancel, canRemind, signedCount } from '../rules';
import { DocumentStatusBadge, SignerStatusBadge } from './StatusBadges';
import { dateFormatter } from '../../../app/format-date';

/** Saves a short-lived URL's file: it is served as an attachment, so the browser keeps this page. */
export function saveUrl(url: string, fileName?: string) {
  const link = window.document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  if (fileName) link.download = fileName;
  link.click();
}

/**
 * One document the workspace sent: its status, the signers' progress ('2 of 3 signed') with each
 * signer's status, and the sender's actions: Remind a signer who has not signed, Download (the
 * signed PDF once SIGNED, else the original) and Cancel (asked first).
 */
export function SentDocumentCard({ doc, workspaceId, wsType }: { doc: TSignableSummary; workspaceId: string; wsType: string }) {
  const { t } = useTranslation('documents');
  const queryClient = useQueryClient();
  const date = dateFormatter({ dateStyle: 'medium', timeStyle: 'short' });
  const onError = (e: unknown) => notifyError(errorText(t, e));
  const remind = useMutation({
    mutationFn: (signerId: string) => remindSigner(workspaceId, doc.id, signerId),
    onSuccess: (_, signerId) => {
      notifySuccess(t('list.reminded', { name: doc.signers.find((s) => s.id === signerId)?.name ?? '' }));
      void invalidateDocuments(queryClient, workspaceId);
    },
    onError,
  });
  const cancel = useMutation({
    mutationFn: () => cancelSignable(workspaceId, doc.id),
    onSuccess: () => {
      notifySuccess(t('list.cancelled'));
      void invalidateDocuments(queryClient, workspaceId);
    },
    onError,
  });
  const kind = doc.status === 'SIGNED' ? 'signed' : 'original';
  const download = useMutation({
    mutationFn: () => downloadUrl(workspaceId, doc.id, kind),
    onSuccess: ({ url }) => saveUrl(url),
    onError,
  });
  const askCancel = async () => {
    if (await confirmAction({ title: t('list.cancelTitle'), message: t('list.cancelQuestion', { title: doc.title }), confirmLabel: t('list.cancelConfirm') })) cancel.mutate();
  };
  const headingId = `doc-${doc.id}`;

  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={headingId} data-document-id={doc.id} data-testid="sent-document">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Anchor
              component={Link}
              // Mantine's polymorphic Anchor loses the router's param types: the route and its params are checked by hand here.
              to={'/archive/$wsType/$wsId/signable/$documentId' as never}
              params={{ wsType, wsId: workspaceId, documentId: doc.id } as never}
              fw={600}
              id={headingId}
            >
              {doc.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {[
                t('list.created', { date: date.format(new Date(doc.createdAt)) }),
                doc.sentAt ? t('list.sent', { date: date.format(new Date(doc.sentAt)) }) : undefined,
                doc.completedAt ? t('list.completed', { date: date.format(new Date(doc.completedAt)) }) : undefined,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          <DocumentStatusBadge status={doc.status} />
        </Group>

        {doc.signers.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={500} data-testid="signed-progress">
              {t('list.progress', { signed: signedCount(doc.signers), total: doc.signers.length })}
            </Text>
            <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('list.signers')}>
              {doc.signers.map((s) => (
                <Group component="li" key={s.id} gap="xs" wrap="wrap">
                  <Text size="sm">{s.name}</Text>
                  <Text size="xs" c="dimmed">
                    {s.email}
                  </Text>
                  <SignerStatusBadge status={s.status} />
                  {canRemind(doc.status, s) ? (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      leftSection={<IconBell size={14} aria-hidden />}
                      loading={remind.isPending && remind.variables === s.id}
                      onClick={() => remind.mutate(s.id)}
                      aria-label={`${t('list.remind')}: ${s.name}`}
                    >
                      {t('list.remind')}
                    </Button>
                  ) : null}
                </Group>
              ))}
            </Stack>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('list.noSigners')}
          </Text>
        )}

        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={download.isPending}
            onClick={() => download.mutate()}
            aria-label={`${t(kind === 'signed' ? 'list.downloadSigned' : 'list.download')}: ${doc.title}`}
          >
            {t(kind === 'signed' ? 'list.downloadSigned' : 'list.download')}
          </Button>
          {canCancel(doc.status) ? (
            <Button size="xs" variant="outline" color="red.9" leftSection={<IconBan size={16} aria-hidden />} loading={cancel.isPending} onClick={() => void askCancel()}>
              {t('list.cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
