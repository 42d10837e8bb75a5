import { Anchor, Loader, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../../components/Paginator';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { runsQuery } from '../api/payroll';
import { usePayrollFormat } from '../format';
import { ToneBadge } from './Badges';

/** The company's payrolls, newest pay date first, 20 a page, each leading to its page (payroll_details). */
export function PayrollsList({ companyId, wsType }: { companyId: string; wsType: string }) {
  const { t } = useTranslation('payroll');
  const f = usePayrollFormat();
  const [page, setPage] = useState(0);
  const list = useQuery(runsQuery(companyId, page));
  const rows = list.data?.data ?? [];
  return (
    <section aria-labelledby="payroll-runs">
      <Title order={2} size="h3" id="payroll-runs" mb="xs">
        {t('runs.title')}
      </Title>
      <ServerErrorAlert error={list.error} />
      {list.isPending ? <Loader size="sm" /> : null}
      {list.data && !rows.length ? (
        <Text c="dimmed" data-testid="no-payrolls">
          {t('runs.empty')}
        </Text>
      ) : null}
      {rows.length ? (
        <Table.ScrollContainer minWidth={800}>
          <Table striped data-testid="payrolls">
            <Table.Thead>
              <Table.Tr>
                {(['payPeriod', 'payDate', 'employees', 'gross', 'netPay', 'status'] as const).map((c) => (
                  <Table.Th key={c}>{t(`runs.${c}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((p) => (
                <Table.Tr key={p.id} data-testid="payroll-row" data-id={p.id}>
                  <Table.Td>
                    <Anchor component={Link} to="/payroll/$wsType/$wsId/payroll_details/$payrollId" params={{ wsType, wsId: companyId, payrollId: p.id } as never}>
                      {f.period(p.payPeriodStart, p.payPeriodEnd)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{f.day(p.payDate)}</Table.Td>
                  <Table.Td>{p.totals.employees}</Table.Td>
                  <Table.Td>{f.money(p.totals.total)}</Table.Td>
                  <Table.Td>{f.money(p.totals.netPay)}</Table.Td>
                  <Table.Td>
                    <ToneBadge tone={p.status === 'ACTIVE' ? 'green' : 'red'} label={t(`status.${p.status}`)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Paginator page={page + 1} total={list.data?.totalPages ?? 0} onChange={(n) => setPage(n - 1)} />
    </section>
  );
}
