import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import type { TImportRecord, TPayrollImport } from '@shared/payroll/imports.schema.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { PaystubPdfButton } from '../../payroll/components/PaystubPdfButton';
import { invalidateImports, releaseRecord } from '../api/imports';
import { useImportFormat } from '../format';
import { RecordActions } from './RecordActions';

/**
 * One loaded record of the import's table: its figures, the paystub's PDF, its state (loaded, held
 * with its reason and Release, or voided) and, on a completed import, Void and Delete.
 */
export function RecordRow({ imp, r }: { imp: TPayrollImport; r: TImportRecord }) {
  const { t } = useTranslation('payroll-imports');
  const f = useImportFormat();
  const queryClient = useQueryClient();
  const name = r.employment.details.name;
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
    <Table.Tr data-testid="import-record" data-row={r.rowNumber} data-held={r.held} data-voided={r.voided}>
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
        <PaystubPdfButton
          workspaceId={imp.company.id}
          paystubId={r.paystubId}
          payDate={r.payDate}
          label={t('records.pdf')}
          ariaLabel={t('records.downloadPaystub', { name, date: f.day(r.payDate) })}
        />
      </Table.Td>
      <Table.Td>
        {r.voided ? (
          <Badge color="gray" variant="light" c="dark" miw="max-content" data-testid="record-voided">
            {t('records.voided')}
          </Badge>
        ) : r.held ? (
          <Stack gap={4} align="flex-start">
            <Badge color="orange" variant="light" c="dark" miw="max-content" data-testid="record-held">
              {t('records.held')}
            </Badge>
            {r.holdReason ? (
              <Text size="xs" data-testid="record-hold-reason">
                {f.reason({ code: r.holdCode, params: r.holdParams, reason: r.holdReason })}
              </Text>
            ) : null}
            <Button size="xs" variant="default" loading={release.isPending} onClick={() => void askRelease()} data-testid="record-release">
              {t('records.release')}
            </Button>
          </Stack>
        ) : (
          <Badge color={r.invoiceId ? 'blue' : 'green'} variant="light" c="dark" miw="max-content" data-testid="record-state">
            {t(r.invoiceId ? 'records.invoiced' : 'records.loaded')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>{imp.status === 'COMPLETED' && !r.voided ? <RecordActions imp={imp} r={r} /> : null}</Table.Td>
    </Table.Tr>
  );
}
