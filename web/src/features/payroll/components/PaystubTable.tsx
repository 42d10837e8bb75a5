import { Group, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../../components/Paginator';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { paystubsQuery, type TPaystubFilter } from '../api/payroll';
import { PaystubPdfButton } from './PaystubPdfButton';
import { usePayrollFormat } from '../format';
import { ToneBadge } from './Badges';

/**
 * The paystubs of the filter, 20 a page with page links when there is more than one: employee, pay
 * period, pay date, pay type, gross, net pay, status (void; a paystub another system made, as an
 * import loads it, says so), and the paystub's PDF.
 */
export function PaystubTable({ workspaceId, filter, page, onPage }: { workspaceId: string; filter: TPaystubFilter; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('payroll');
  const f = usePayrollFormat();
  const list = useQuery(paystubsQuery(workspaceId, filter, page));
  const rows = list.data?.data ?? [];
  return (
    <>
      <ServerErrorAlert error={list.error} />
      {list.isPending ? <Loader size="sm" /> : null}
      {list.data && !rows.length ? (
        <Text c="dimmed" data-testid="no-paystubs">
          {t('paystubs.empty')}
        </Text>
      ) : null}
      {rows.length ? (
        <Table.ScrollContainer minWidth={900}>
          <Table striped data-testid="paystubs">
            <Table.Thead>
              <Table.Tr>
                {(['employee', 'payPeriod', 'payDate', 'payType', 'gross', 'netPay', 'status'] as const).map((c) => (
                  <Table.Th key={c}>{t(`paystubs.${c}`)}</Table.Th>
                ))}
                <Table.Th>
                  <VisuallyHidden>{t('paystubs.download')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((s) => (
                <Table.Tr key={s.id} data-testid="paystub-row" data-pay-date={s.payDate} data-id={s.id}>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td>{f.period(s.payPeriodStart, s.payPeriodEnd)}</Table.Td>
                  <Table.Td>{f.day(s.payDate)}</Table.Td>
                  <Table.Td>{t(`payType.${s.payType}`)}</Table.Td>
                  <Table.Td data-testid="paystub-gross">{f.money(s.gross)}</Table.Td>
                  <Table.Td data-testid="paystub-net">{f.money(s.totalNetPay)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ToneBadge tone={s.voided ? 'red' : 'green'} label={t(s.voided ? 'paystubs.void' : 'paystubs.paid')} testId="paystub-status" />
                      {s.generatedBy === 'EXTERNAL' ? <ToneBadge tone="gray" label={t('paystubs.external')} testId="paystub-external" /> : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <PaystubPdfButton
                      workspaceId={workspaceId}
                      paystubId={s.id}
                      payDate={s.payDate}
                      label={t('paystubs.download')}
                      ariaLabel={t('paystubs.downloadOf', { name: s.name, date: f.day(s.payDate) })}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Paginator page={page + 1} total={list.data?.totalPages ?? 0} onChange={(p) => onPage(p - 1)} />
    </>
  );
}
