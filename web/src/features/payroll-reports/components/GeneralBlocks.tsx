import { Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { TGeneralReport } from '@shared/payroll/reports.schema.js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportFormat } from '../format';

function Block({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title} data-testid={testId}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A table of a block: its column heads, its rows (the first cell heads the row), and a total row. */
function Figures({ head, rows, total }: { head: string[]; rows: ReactNode[][]; total?: ReactNode[] }) {
  const { t } = useTranslation('payroll-reports');
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          {head.map((h, i) => (
            <Table.Th key={h} scope="col" ta={i ? 'right' : undefined}>
              {h}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {!rows.length ? (
          <Table.Tr>
            <Table.Td colSpan={head.length}>{t('general.none')}</Table.Td>
          </Table.Tr>
        ) : null}
        {[...rows, ...(total ? [total] : [])].map((cells, r) => (
          <Table.Tr key={r} fw={total && r === rows.length ? 700 : undefined}>
            <Table.Th scope="row" fw="inherit">
              {cells[0]}
            </Table.Th>
            {cells.slice(1).map((c, i) => (
              <Table.Td key={i} ta="right">
                {c}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The General report's blocks (spec 000 §2 Reports): keys, pay date, transaction date, pay period,
 * earnings, hours, employee wages and taxes, net pay, employer wages and taxes, deductions and
 * contributions ($0.00).
 */
export function GeneralBlocks({ report }: { report: TGeneralReport }) {
  const { t } = useTranslation('payroll-reports');
  const f = useReportFormat();
  const b = report.blocks;
  const s = b.sums;
  const list = (items: string[]) => (items.length ? items.join(', ') : t('general.none'));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="general-report">
      <Block title={t('general.keys')} testId="block-keys">
        <Figures
          head={[t('general.item'), t('general.value')]}
          rows={[
            [t('general.company'), report.keys.companyName],
            [t('general.period'), f.period(report.keys.start, report.keys.end)],
            [t('general.generatedAt'), f.instant(report.keys.generatedAt)],
            [t('general.employees'), b.employees],
            [t('general.paychecks'), s.paychecks],
          ]}
        />
      </Block>
      <Block title={t('general.payDates')}>
        <Text size="sm" data-testid="block-pay-dates">{list(b.payDates.map(f.day))}</Text>
        <Title order={3} size="h5" mt="md" mb={4}>
          {t('general.transactionDates')}
        </Title>
        <Text size="sm">{list(b.transactionDates.map(f.day))}</Text>
        <Title order={3} size="h5" mt="md" mb={4}>
          {t('general.payPeriods')}
        </Title>
        <Text size="sm">{list(b.payPeriods.map((p) => f.period(p.start, p.end)))}</Text>
      </Block>
      <Block title={t('general.earnings')} testId="block-earnings">
        <Figures
          head={[t('general.earning'), t('general.hours'), t('general.amount')]}
          rows={b.earnings.map((e) => [t(`earning.${e.kind}`), e.hours ? f.hours(e.hours) : '', f.money(e.amountCents)])}
          total={[t('general.gross'), f.hours(b.hours.total), f.money(s.taxableTotal)]}
        />
      </Block>
      <Block title={t('general.hoursBlock')}>
        <Figures
          head={[t('general.kind'), t('general.hours')]}
          rows={(['regular', 'overtime', 'doubleTime', 'holiday', 'pto', 'sickLeave'] as const).map((k) => [t(`hour.${k}`), f.hours(b.hours[k])])}
          total={[t('hour.total'), f.hours(b.hours.total)]}
        />
      </Block>
      <Block title={t('general.employeeTaxes')} testId="block-employee-taxes">
        <Figures
          head={[t('general.tax'), t('general.wages'), t('general.amount')]}
          rows={b.employeeTaxes.map((x) => [t(`tax.${x.kind}`), f.money(x.wagesCents), f.money(x.amountCents)])}
          total={[t('general.totalEmployeeTax'), '', f.money(s.totalEmployeeTax)]}
        />
      </Block>
      <Block title={t('general.netPay')} testId="block-net-pay">
        <Figures
          head={[t('general.item'), t('general.amount')]}
          rows={[[t('general.expenseReimburse'), f.money(s.expenseReimburse)]]}
          total={[t('general.netPay'), <span data-testid="net-pay">{f.money(s.netPay)}</span>]}
        />
      </Block>
      <Block title={t('general.employerTaxes')}>
        <Figures
          head={[t('general.tax'), t('general.wages'), t('general.amount')]}
          rows={b.employerTaxes.map((x) => [t(`tax.${x.kind}`), f.money(x.wagesCents), f.money(x.amountCents)])}
          total={[t('general.totalEmployerTax'), '', f.money(s.totalEmployerTax)]}
        />
      </Block>
      <Block title={t('general.deductions')} testId="block-deductions">
        <Figures
          head={[t('general.item'), t('general.amount')]}
          rows={[
            [t('general.deductionsTotal'), f.money(b.deductionsCents)],
            [t('general.contributionsTotal'), f.money(b.contributionsCents)],
          ]}
        />
      </Block>
    </SimpleGrid>
  );
}
