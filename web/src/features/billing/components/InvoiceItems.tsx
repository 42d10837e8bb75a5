import { ActionIcon, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TServiceLog } from '@shared/billing/billing.schema.js';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../app/money';
import { formatDate } from '../rules';

/** The services on an invoice or a bill being made, each removable; 'No services added yet' when none. */
export function InvoiceItems({ items, onRemove }: { items: readonly TServiceLog[]; onRemove: (id: string) => void }) {
  const { t } = useTranslation('billing');
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('panel.noServices')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table data-testid="panel-items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.service')}</Table.Th>
            <Table.Th>{t('columns.date')}</Table.Th>
            <Table.Th ta="right">{t('columns.quantity')}</Table.Th>
            <Table.Th ta="right">{t('columns.total')}</Table.Th>
            <Table.Th w={40}>
              <VisuallyHidden>{t('remove')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((l) => (
            <Table.Tr key={l.id}>
              <Table.Td>{l.title}</Table.Td>
              <Table.Td>{formatDate(l.date, 'MM.DD.YYYY')}</Table.Td>
              <Table.Td ta="right">{l.quantity}</Table.Td>
              <Table.Td ta="right">{formatCents(l.totalCents)}</Table.Td>
              <Table.Td>
                <ActionIcon variant="subtle" color="gray" aria-label={t('panel.removeService', { title: l.title })} onClick={() => onRemove(l.id)}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
