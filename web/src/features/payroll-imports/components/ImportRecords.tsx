import { Group, Loader, MultiSelect, Table, Text } from '@mantine/core';
import type { TPayrollImport } from '@shared/payroll/imports.schema.js';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../../components/Paginator';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { recordsQuery } from '../api/imports';
import { pageOf, ROWS_PER_PAGE } from '../paging';
import { RecordRow } from './RecordRow';

/**
 * The import's loaded payroll records (spec 001 §2, §3 Payroll record) with the employment filter:
 * employment, pay period, pay date, pay type, net pay with gross and gross year to date, the
 * paystub's PDF, a held record's badge with its reason and Release, and on a completed import Void
 * and Delete (each asked first; a voided record stays listed as such, a deleted one goes).
 */
export function ImportRecords({ imp }: { imp: TPayrollImport }) {
  const { t } = useTranslation('payroll-imports');
  const [employmentsId, setEmploymentsId] = useState<string[]>([]);
  const [page, setPage] = useState(0);
  // The filter's choices are every employment of the import, whatever is chosen.
  const all = useQuery(recordsQuery(imp, []));
  const filtered = useQuery({ ...recordsQuery(imp, employmentsId), enabled: employmentsId.length > 0 });
  const list = employmentsId.length ? filtered : all;
  const employments = new Map((all.data?.data ?? []).map((r) => [r.employment.id, r.employment.details.name]));
  const rows = list.data?.data ?? [];
  const shown = pageOf(rows, page);
  return (
    <section aria-labelledby={`records-${imp.id}`}>
      <Group justify="space-between" align="flex-end" mb="xs">
        <Text component="h3" fw={600} id={`records-${imp.id}`}>
          {t('records.title')}
        </Text>
        <MultiSelect
          label={t('records.employments')}
          placeholder={employmentsId.length ? undefined : t('records.allEmployments')}
          data={[...employments].map(([value, label]) => ({ value, label }))}
          value={employmentsId}
          onChange={(ids) => {
            setEmploymentsId(ids);
            setPage(0);
          }}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('records.clearEmployments') }}
          w={320}
          data-testid="records-employments"
        />
      </Group>
      <ServerErrorAlert error={list.error} />
      {list.isPending ? <Loader size="sm" aria-label={t('loading')} role="status" /> : null}
      {list.data && !rows.length ? (
        <Text c="dimmed" size="sm" data-testid="no-records">
          {t('records.empty')}
        </Text>
      ) : null}
      {rows.length ? (
        <Table.ScrollContainer minWidth={1100}>
          <Table striped data-testid="import-records">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('records.row')}</Table.Th>
                <Table.Th>{t('records.employment')}</Table.Th>
                <Table.Th>{t('records.period')}</Table.Th>
                <Table.Th>{t('records.payDate')}</Table.Th>
                <Table.Th>{t('records.payType')}</Table.Th>
                <Table.Th>{t('records.netPay')}</Table.Th>
                <Table.Th>{t('records.paystub')}</Table.Th>
                <Table.Th>{t('records.state')}</Table.Th>
                <Table.Th>{t('records.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((r) => (
                <RecordRow key={r.payrollId} imp={imp} r={r} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Paginator page={page + 1} total={Math.ceil(rows.length / ROWS_PER_PAGE)} onChange={(p) => setPage(p - 1)} />
    </section>
  );
}
