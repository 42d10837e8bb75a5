import { Table, Title } from '@mantine/core';
import type { TPayrollTotals } from '@shared/payroll/payroll.schema.js';
import { useTranslation } from 'react-i18next';
import { usePayrollFormat } from '../format';

const COLUMNS = [
  ['employees', (t: TPayrollTotals) => t.employees, 'count'],
  ['totalHours', (t: TPayrollTotals) => t.totalHours, 'hours'],
  ['gross', (t: TPayrollTotals) => t.total, 'money'],
  ['employeeTaxes', (t: TPayrollTotals) => t.totalEmployeeTax, 'money'],
  ['netPay', (t: TPayrollTotals) => t.netPay, 'money'],
  ['employerTaxes', (t: TPayrollTotals) => t.totalEmployerTax, 'money'],
  ['companyCost', (t: TPayrollTotals) => t.companyCost, 'money'],
  ['expenseReimburse', (t: TPayrollTotals) => t.expenseReimburse, 'money'],
] as const;

/**
 * A run's totals, first on the preview and the payroll's page: employees, hours, gross, the
 * employees' taxes, net pay, the employer's taxes, what the company pays in all, reimbursements.
 */
export function TotalsTable({ totals }: { totals: TPayrollTotals }) {
  const { t } = useTranslation('payroll');
  const f = usePayrollFormat();
  const show = (kind: (typeof COLUMNS)[number][2], n: number) => (kind === 'money' ? f.money(n) : kind === 'hours' ? f.hours(n) : String(n));
  return (
    <section aria-labelledby="payroll-totals">
      <Title order={2} size="h3" id="payroll-totals" mb="xs">
        {t('totals.title')}
      </Title>
      <Table.ScrollContainer minWidth={900}>
        <Table withTableBorder data-testid="payroll-totals">
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map(([key]) => (
                <Table.Th key={key}>{t(`totals.${key}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              {COLUMNS.map(([key, value, kind]) => (
                <Table.Td key={key} data-testid={`total-${key}`} fw={key === 'netPay' || key === 'companyCost' ? 700 : undefined}>
                  {show(kind, value(totals))}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
