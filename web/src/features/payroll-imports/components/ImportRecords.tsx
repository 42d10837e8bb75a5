import { Badge, Button, Group, Loader, MultiSelect, Stack, Table, Text } from '@mantine/core';
import type { TImportRecord, TPayrollImport } from '@shared/payroll/imports.schema.js';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { Paginator } from '../../../components/Paginator';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { saveUrl } from '../../payroll/download';
import { invalidateImports, paystubPdfUrl, recordsQuery, releaseRecord } from '../api/imports';
import { useImportFormat } from '../format';
import { pageOf, ROWS_PER_PAGE } from '../paging';

/**
 * The import's loaded payroll records (spec 001 §2, §3 Payroll record) with the employment filter:
 * employment, pay period, pay date, pay type, net pay with gross and gross year to date, the
 * paystub's PDF, and a held record's badge with its reason and Release (asked first).
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
        <Table.ScrollContainer minWidth={900}>
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

function RecordRow({ imp, r }: { imp: TPayrollImport; r: TImportRecord }) {
  const { t } = useTranslation('payroll-imports');
  const f = useImportFormat();
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const name = r.employment.details.name;
  const download = async () => {
    setDownloading(true);
    try {
      saveUrl(await paystubPdfUrl(imp.company.id, r.paystubId), `paystub-${r.payDate}.pdf`);
    } catch (e) {
      notifyError(errorText(t, e));
    } finally {
      setDownloading(false);
    }
  };
  const release = useMutation({
    mutationFn: () => releaseRecord(imp.id, r.payrollId),
    onSuccess: () => {
      notifySuccess(t('records.released', { name }));
      return invalidateImports(queryClient);
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  const askRelease = async () => {
    const message = t('records.releaseQuestion', { name, period: f.period(r.payPeriodStart, r.payPeriodEnd) });
    if (await confirmAction({ title: t('records.releaseTitle'), message, confirmLabel: t('records.release'), danger: false })) release.mutate();
  };
  return (
    <Table.Tr data-testid="import-record" data-row={r.rowNumber} data-held={r.held}>
      <Table.Td>{r.rowNumber}</Table.Td>
      <Table.Td>{name}</Table.Td>
      <Table.Td>{f.period(r.payPeriodStart, r.payPeriodEnd)}</Table.Td>
      <Table.Td>{f.day(r.payDate)}</Table.Td>
      <Table.Td>{t(`payType.${r.payType}`)}</Table.Td>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm" fw={500} data-testid="record-net">
            {f.money(r.totalNetPay.netPay)}
          </Text>
          <Text size="xs" c="dimmed" data-testid="record-gross">
            {t('records.gross', { gross: f.money(r.totalNetPay.gross), ytd: f.money(r.totalNetPay.grossYtd) })}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={downloading}
          onClick={() => void download()}
          aria-label={t('records.downloadPaystub', { name, date: f.day(r.payDate) })}
        >
          {t('records.pdf')}
        </Button>
      </Table.Td>
      <Table.Td>
        {r.voided ? (
          <Badge color="gray" variant="light" c="dark">
            {t('records.voided')}
          </Badge>
        ) : r.held ? (
          <Stack gap={4} align="flex-start">
            <Badge color="orange" variant="light" c="dark" data-testid="record-held">
              {t('records.held')}
            </Badge>
            {r.holdReason ? (
              <Text size="xs" data-testid="record-hold-reason">
                {r.holdReason}
              </Text>
            ) : null}
            <Button size="xs" variant="default" loading={release.isPending} onClick={() => void askRelease()} data-testid="record-release">
              {t('records.release')}
            </Button>
          </Stack>
        ) : (
          <Badge color="green" variant="light" c="dark">
            {t('records.loaded')}
          </Badge>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
