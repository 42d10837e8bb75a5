import { Box, Flex, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { TSignableDocument, TSigner } from '@shared/documents/documents.schema.js';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfPages } from '../../../signing/pdf/PdfPages';
import { signedCount, signerColor } from '../../rules';
import { DocumentStatusBadge, SignerStatusBadge } from '../StatusBadges';
import { PageOverlay } from './PageOverlay';
import { Swatch } from './Swatch';
import { dateFormatter } from '../../../../app/format-date';

const SIGNER_TIMES = ['sentAt', 'remindedAt', 'openedAt', 'consentedAt', 'signedAt', 'declinedAt'] as const satisfies readonly (keyof TSigner)[];

/**
 * A document past its draft, read-only (issue 14): its dates, each signer's steps with their times
 * (sent, reminded, opened, agreed, signed or declined with the reason) and the pages with the boxes.
 */
export function DocumentDetails({ doc, pdfUrl }: { doc: TSignableDocument; pdfUrl: string }) {
  const { t } = useTranslation('documents');
  const headingId = useId();
  const date = dateFormatter({ dateStyle: 'medium', timeStyle: 'short' });
  const when = (iso: string | undefined) => (iso ? date.format(new Date(iso)) : '—');
  const docTimes = (['createdAt', 'sentAt', 'expiresAt', 'completedAt', 'cancelledAt'] as const).filter((k) => doc[k]);
  return (
    <Flex direction={{ base: 'column', lg: 'row-reverse' }} gap="lg" align="flex-start">
      <Stack gap="md" w={{ base: '100%', lg: 420 }} style={{ flex: 'none' }}>
        <Paper withBorder p="sm" radius="md">
          <Stack gap={6}>
            <Group justify="space-between">
              <Text fw={600}>{t('details.status')}</Text>
              <DocumentStatusBadge status={doc.status} />
            </Group>
            {docTimes.map((k) => (
              <Group key={k} justify="space-between" gap="xs">
                <Text size="sm" c="dimmed">
                  {t(`details.${k}`)}
                </Text>
                <Text size="sm">{when(doc[k])}</Text>
              </Group>
            ))}
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('details.sha256', { hash: doc.signedSha256 ?? doc.originalSha256 })}
            </Text>
          </Stack>
        </Paper>
        <Paper withBorder p="sm" radius="md" component="section" aria-labelledby={headingId}>
          <Text fw={600} id={headingId} mb="xs">
            {t('list.progress', { signed: signedCount(doc.signers), total: doc.signers.length })}
          </Text>
          <Stack gap="md">
            {doc.signers.map((s) => (
              <Stack key={s.id} gap={4} data-signer-id={s.id}>
                <Group gap="xs" wrap="nowrap">
                  <Swatch color={signerColor(doc.signers, s.id)} size={14} />
                  <Text size="sm" fw={500}>
                    {s.name}
                  </Text>
                  <SignerStatusBadge status={s.status} />
                </Group>
                <Text size="xs" c="dimmed">
                  {s.email}
                  {s.via ? ` · ${t(`details.via.${s.via}`)}` : ''}
                </Text>
                <Table fz="xs" withRowBorders={false} verticalSpacing={2} horizontalSpacing={4}>
                  <Table.Tbody>
                    {SIGNER_TIMES.filter((k) => s[k]).map((k) => (
                      <Table.Tr key={k}>
                        <Table.Th fw={400} c="dimmed" scope="row">
                          {t(`details.${k}`)}
                        </Table.Th>
                        <Table.Td>{when(s[k])}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                {s.declineReason ? <Text size="sm">{t('details.declineReason', { reason: s.declineReason })}</Text> : null}
              </Stack>
            ))}
          </Stack>
        </Paper>
      </Stack>
      <Box style={{ flex: '1 1 0', minWidth: 0 }} w="100%">
        <PdfPages
          url={pdfUrl}
          pages={doc.pages}
          pageLabel={(n) => t('editor.pageLabel', { page: n, total: doc.pages.length })}
          renderOverlay={(page) => <PageOverlay page={page} labels={doc.labels} signers={doc.signers} readOnly />}
        />
      </Box>
    </Flex>
  );
}
