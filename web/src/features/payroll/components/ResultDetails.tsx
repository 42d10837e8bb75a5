import { Alert, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { TPayrollResult } from '@shared/payroll/payroll.schema.js';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePayrollFormat } from '../format';

/** Flags that ask for a look before the run is saved (a missing W-4 first). */
const WARNINGS = new Set(['NO_W4', 'NO_IT2104']);

/**
 * One employee's §3 Payroll detail result, on the preview and the payroll's page: earnings (title,
 * hours, rate, current, year to date), the employee's taxes, the employer's taxes and net pay,
 * with the engine's flags (no signed W-4: withheld as Single) as alerts.
 */
export function ResultDetails({ result: r }: { result: TPayrollResult }) {
  const { t } = useTranslation('payroll');
  const f = usePayrollFormat();
  const headingId = `result-${r.employmentId}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId} data-testid="payroll-result" data-employment-id={r.employmentId}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={3} size="h4" id={headingId}>
            {r.name}
          </Title>
          <Text size="sm" c="dimmed">
            {`${t(`payType.${r.payType}`)} · ${t(`rate.${r.payType}`, { amount: f.money(r.rateCents) })}`}
          </Text>
        </Group>
        {r.flags.map((flag) => (
          <Alert key={flag} color={WARNINGS.has(flag) ? 'yellow' : 'blue'} variant="light" icon={<IconAlertTriangle aria-hidden />} data-testid={`flag-${flag}`} p="xs">
            {t(`flag.${flag}`, { defaultValue: flag })}
          </Alert>
        ))}
        <Table.ScrollContainer minWidth={560}>
          <Table striped captionSide="top" data-testid="result-earnings">
            <Table.Caption>{t('result.earnings')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('result.title')}</Table.Th>
                <Table.Th ta="right">{t('result.hours')}</Table.Th>
                <Table.Th ta="right">{t('result.rate')}</Table.Th>
                <Table.Th ta="right">{t('result.current')}</Table.Th>
                <Table.Th ta="right">{t('result.ytd')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.earnings.map((e) => (
                <Table.Tr key={e.kind} data-kind={e.kind}>
                  <Table.Td>{t(`earning.${e.kind}`)}</Table.Td>
                  <Table.Td ta="right">{e.hours ? f.hours(e.hours) : ''}</Table.Td>
                  <Table.Td ta="right">{e.rateCents ? f.money(e.rateCents) : ''}</Table.Td>
                  <Table.Td ta="right" data-testid="current">{f.money(e.amountCents)}</Table.Td>
                  <Table.Td ta="right">{f.money(e.ytdCents)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr fw={700}>
                <Table.Td>{t('result.gross')}</Table.Td>
                <Table.Td ta="right">{f.hours(r.totalHours)}</Table.Td>
                <Table.Td />
                <Table.Td ta="right" data-testid="result-gross">{f.money(r.taxableTotal)}</Table.Td>
                <Table.Td ta="right">{f.money(r.grossYtd)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TaxTable caption={t('result.employeeTaxes')} testId="result-employee-taxes" rows={r.employeeTaxes.map((x) => ({ ...x, title: t(`employeeTax.${x.kind}`) }))} total={r.totalEmployeeTax} />
          <TaxTable caption={t('result.employerTaxes')} testId="result-employer-taxes" rows={r.employerTaxes.map((x) => ({ ...x, title: t(`employerTax.${x.kind}`) }))} total={r.totalEmployerTax} />
        </SimpleGrid>
        <Group justify="flex-end" gap="xl">
          {r.expenseReimburse ? <Text size="sm">{`${t('fields.expenseReimburse')}: ${f.money(r.expenseReimburse)}`}</Text> : null}
          <Text fw={700} data-testid="result-net-pay">
            {`${t('result.netPay')}: ${f.money(r.netPay)}`}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

function TaxTable(props: { caption: string; testId: string; rows: { kind: string; title: string; amountCents: number; ytdCents: number }[]; total: number }) {
  const { t } = useTranslation('payroll');
  const f = usePayrollFormat();
  return (
    <Table striped captionSide="top" data-testid={props.testId}>
      <Table.Caption>{props.caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('result.tax')}</Table.Th>
          <Table.Th ta="right">{t('result.current')}</Table.Th>
          <Table.Th ta="right">{t('result.ytd')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.rows.map((x) => (
          <Table.Tr key={x.kind} data-kind={x.kind}>
            <Table.Td>{x.title}</Table.Td>
            <Table.Td ta="right">{f.money(x.amountCents)}</Table.Td>
            <Table.Td ta="right">{f.money(x.ytdCents)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr fw={700}>
          <Table.Td>{t('result.total')}</Table.Td>
          <Table.Td ta="right" data-testid="tax-total">{f.money(props.total)}</Table.Td>
          <Table.Td />
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
