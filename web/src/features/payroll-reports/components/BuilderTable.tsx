import { Table } from '@mantine/core';
import type { TBuilderResult, TBuilderRow, TReportSums } from '@shared/payroll/reports.schema.js';
import { useTranslation } from 'react-i18next';
import { useReportFormat } from '../format';

const COLUMNS = ['paychecks', 'hours', 'gross', 'employeeTaxes', 'netPay', 'employerTaxes', 'expenseReimburse'] as const;

/** The builder's preview: each group indented under its parent, with its sums; the grand total last, in bold. */
export function BuilderTable({ result, branchNames }: { result: TBuilderResult; branchNames: ReadonlyMap<string, string> }) {
  const { t } = useTranslation('payroll-reports');
  const f = useReportFormat();
  const label = (r: TBuilderRow) => {
    switch (r.mode) {
      case 'TOTALS':
        return t('builder.total');
      case 'PAY_PERIOD':
        return f.period(r.key.slice(0, 10), r.key.slice(11));
      case 'PAY_DATE':
        return f.day(r.key);
      case 'SOURCE':
        return t(`source.${r.key}` as 'source.PAYCHECK');
      case 'LOCATION':
        return r.key || t('builder.noLocation');
      case 'BRANCH':
        return r.key ? r.key.split(',').map((id) => branchNames.get(id) ?? id).join(', ') : t('builder.noBranch');
      default:
        return r.label;
    }
  };
  const cells = (s: TReportSums) => [s.paychecks, f.hours(s.totalHours), f.money(s.taxableTotal), f.money(s.totalEmployeeTax), f.money(s.netPay), f.money(s.totalEmployerTax), f.money(s.expenseReimburse)];
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped data-testid="builder-table" aria-label={t('builder.tableLabel', { period: f.period(result.startDate, result.endDate) })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('builder.group')}</Table.Th>
            {COLUMNS.map((c) => (
              <Table.Th key={c} scope="col" ta="right">
                {t(`builder.${c}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.rows.map((r) => (
            <Table.Tr key={r.id} data-testid={r.mode === 'TOTALS' ? 'builder-total' : 'builder-row'} data-mode={r.mode} data-depth={r.depth} fw={r.mode === 'TOTALS' || r.depth === 0 ? 700 : undefined}>
              <Table.Th scope="row" fw="inherit" style={{ paddingLeft: `calc(var(--mantine-spacing-xs) + ${r.depth * 1.5}rem)` }}>
                {r.mode === 'TOTALS' ? label(r) : `${t(`mode.${r.mode}`)}: ${label(r)}`}
              </Table.Th>
              {cells(r.sums).map((c, i) => (
                <Table.Td key={COLUMNS[i]} ta="right" data-col={COLUMNS[i]}>
                  {c}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
