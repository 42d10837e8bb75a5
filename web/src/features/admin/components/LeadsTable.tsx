import { Table, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { leadsQuery } from '../../feedback/api/feedback';
import { dateFormatter } from '../../../app/format-date';

/** Leads from the public contact form, newest first (staff), with the promo code each one gave. */
export function LeadsTable() {
  const { t } = useTranslation('admin');
  const { data } = useSuspenseQuery(leadsQuery());
  const date = dateFormatter({ dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <PageTitle>{t('leads.title')}</PageTitle>
      {data.data.length === 0 ? (
        <Text c="dimmed">{t('leads.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped data-testid="leads-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('leads.date')}</Table.Th>
                <Table.Th>{t('leads.name')}</Table.Th>
                <Table.Th>{t('leads.email')}</Table.Th>
                <Table.Th>{t('leads.phone')}</Table.Th>
                <Table.Th>{t('leads.promoCode')}</Table.Th>
                <Table.Th>{t('leads.language')}</Table.Th>
                <Table.Th>{t('leads.message')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{date.format(new Date(l.createdAt))}</Table.Td>
                  <Table.Td>{l.name}</Table.Td>
                  <Table.Td>{l.email}</Table.Td>
                  <Table.Td>{l.phone ? `${l.phoneCode} ${l.phone}` : ''}</Table.Td>
                  <Table.Td>{l.promoCode}</Table.Td>
                  <Table.Td>{l.preferredLanguage}</Table.Td>
                  <Table.Td>{l.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
