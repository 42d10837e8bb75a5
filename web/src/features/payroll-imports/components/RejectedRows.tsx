import { Loader, Table, Text } from '@mantine/core';
import type { TPayrollImport } from '@shared/payroll/imports.schema.js';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../../components/Paginator';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { rejectedQuery } from '../api/imports';
import { useImportFormat } from '../format';
import { pageOf, ROWS_PER_PAGE } from '../paging';

/**
 * The rows the import refused (spec 001 §2), each with the file's row number, the column at fault
 * and the reason, in the chosen language (the server's code, shared/payroll/import-reasons.ts).
 */
export function RejectedRows({ imp }: { imp: TPayrollImport }) {
  const { t } = useTranslation('payroll-imports');
  const f = useImportFormat();
  const [page, setPage] = useState(0);
  const list = useQuery(rejectedQuery(imp));
  const rows = list.data?.data ?? [];
  return (
    <section aria-labelledby={`rejected-${imp.id}`}>
      <Text component="h3" fw={600} id={`rejected-${imp.id}`} mb="xs">
        {t('rejected.title')}
      </Text>
      <ServerErrorAlert error={list.error} />
      {list.isPending ? <Loader size="sm" aria-label={t('loading')} role="status" /> : null}
      {list.data && !rows.length ? (
        <Text c="dimmed" size="sm" data-testid="no-rejected">
          {t('rejected.empty')}
        </Text>
      ) : null}
      {rows.length ? (
        <Table.ScrollContainer minWidth={600}>
          <Table striped data-testid="import-rejected">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rejected.row')}</Table.Th>
                <Table.Th>{t('rejected.column')}</Table.Th>
                <Table.Th>{t('rejected.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pageOf(rows, page).map((r) => (
                <Table.Tr key={r.rowNumber} data-testid="rejected-row" data-row={r.rowNumber}>
                  <Table.Td>{r.rowNumber}</Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {r.column ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>{f.reason(r)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Paginator page={page + 1} total={Math.ceil(rows.length / ROWS_PER_PAGE)} onChange={(p) => setPage(p - 1)} />
    </section>
  );
}
