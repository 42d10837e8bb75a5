import { Anchor, Badge, Table, Text } from '@mantine/core';
import { DOCUMENT_KINDS } from '@shared/profile/profile.schema.js';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { documentsQuery } from '../api/profile';
import { QueryStatus, Section } from './ui';
import { formatDay } from '../../../app/format-date';

/**
 * /userprofile/{wsType}/{wsId}/documents: the person's identity documents at a glance (number as the
 * caller may see it, expiry, whether a scan is attached), each row opening its own page. One call,
 * one Query of the workspace's documents.
 */
export function DocumentsOverview({ wsType, workspaceId }: { wsType: string; workspaceId: string }) {
  const { t } = useTranslation('profile');
  const query = useQuery(documentsQuery(workspaceId));
  const today = new Date().toISOString().slice(0, 10);
  const date = (iso: string) => (iso ? formatDay(iso, { year: 'numeric', month: 'numeric', day: 'numeric' }) : '—');
  return (
    <>
      <PageTitle>{t('pages.documents')}</PageTitle>
      <Section id="documents-title" title={t('pages.documents')}>
        <QueryStatus query={query}>
          {({ data }) => (
            <Table.ScrollContainer minWidth={560}>
              <Table data-testid="documents-table" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('documents.kind')}</Table.Th>
                    <Table.Th>{t('document.number')}</Table.Th>
                    <Table.Th>{t('document.expiryDate')}</Table.Th>
                    <Table.Th>{t('documents.scan')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {DOCUMENT_KINDS.map((kind) => {
                    const doc = data.find((d) => d.kind === kind);
                    return (
                      <Table.Tr key={kind} data-kind={kind}>
                        <Table.Td>
                          <Anchor component={Link} to={`/userprofile/${wsType}/${workspaceId}/${kind}` as never}>
                            {t(`pages.${kind}`)}
                          </Anchor>
                        </Table.Td>
                        {!doc ? (
                          <Table.Td colSpan={3}>
                            <Text size="sm" c="dimmed">
                              {t('document.none')}
                            </Text>
                          </Table.Td>
                        ) : (
                          <>
                            <Table.Td>{doc.number}</Table.Td>
                            <Table.Td>
                              {date(doc.expiryDate)}{' '}
                              {doc.expiryDate && doc.expiryDate < today ? (
                                <Badge color="red.8" variant="light">
                                  {t('documents.expired')}
                                </Badge>
                              ) : null}
                            </Table.Td>
                            <Table.Td>{doc.fileId ? (doc.fileName ?? t('documents.attached')) : t('documents.noScan')}</Table.Td>
                          </>
                        )}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryStatus>
      </Section>
    </>
  );
}
