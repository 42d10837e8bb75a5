import { Alert, Paper, SimpleGrid, Table, Title } from '@mantine/core';
import { IconDiscount } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../app/money';
import { SUBSCRIPTION_DISCOUNT_PERCENT, TAX_PREPARATION_FEES, type TFee } from '../fees';

function amount(fee: TFee, t: (k: string, o?: Record<string, unknown>) => string): string {
  const base = fee.max ? t('range', { min: formatCents(fee.min), max: formatCents(fee.max) }) : formatCents(fee.min);
  return fee.unit ? `${base} ${t(`unit.${fee.unit}`)}` : base;
}

/** The Tax Preparation Fees table (spec 001 §9). */
export function PriceList() {
  const { t } = useTranslation('prices');
  return (
    <>
      <Alert color="teal" icon={<IconDiscount />} mb="lg">
        {t('subscriptionBonus', { percent: SUBSCRIPTION_DISCOUNT_PERCENT })}
      </Alert>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {TAX_PREPARATION_FEES.map((group) => (
          <Paper key={group.id} id={`fees-${group.id}`} withBorder p="md" radius="md" component="section" style={{ scrollMarginTop: 76 }}>
            <Title order={2} size="h4" mb="sm">
              {t(`groups.${group.id}`)}
            </Title>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('service')}</Table.Th>
                  <Table.Th ta="right">{t('fee')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.fees.map((fee) => (
                  <Table.Tr key={fee.id}>
                    <Table.Td>{t(`fees.${fee.id}`)}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {amount(fee, t as never)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        ))}
      </SimpleGrid>
    </>
  );
}
