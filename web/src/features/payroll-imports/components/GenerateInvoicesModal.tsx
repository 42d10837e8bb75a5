import { Button, Checkbox, Group, Loader, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import type { TPayrollImport } from '@shared/payroll/imports.schema.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/notify';
import { Paginator } from '../../../components/Paginator';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { generateInvoices, importsKey, invoiceable, recordsQuery } from '../api/imports';
import { useImportFormat } from '../format';
import { pageOf, ROWS_PER_PAGE } from '../paging';

/**
 * Generate Invoices (spec 001 §2, §4, §5, §8): the import's records that can be invoiced (loaded,
 * neither held nor voided, on no live invoice yet: the rest after an earlier generation), all preselected, each with a checkbox; with none selected Generate is
 * disabled and 'Please select at least one payroll record' shows. The invoice date is optional
 * (empty = today). The 202 answers before the invoice exists: the import is then read until it
 * shows (onGenerated). A record billed meanwhile (another tab) is left out by the server's claims.
 */
export function GenerateInvoicesModal({ imp, onClose, onGenerated }: { imp: TPayrollImport; onClose: () => void; onGenerated: () => void }) {
  const { t } = useTranslation('payroll-imports');
  const f = useImportFormat();
  const queryClient = useQueryClient();
  const list = useQuery(recordsQuery(imp, []));
  const records = invoiceable(list.data?.data ?? []);
  // Every record starts selected: what is kept is what was unselected, so records read late are selected too.
  const [unselected, setUnselected] = useState<ReadonlySet<string>>(new Set());
  const [invoiceDate, setInvoiceDate] = useState('');
  const [page, setPage] = useState(0);
  const selected = records.filter((r) => !unselected.has(r.payrollId));
  const none = selected.length === 0;
  const all = records.length > 0 && selected.length === records.length;
  const toggle = (payrollId: string, on: boolean) =>
    setUnselected((s) => {
      const next = new Set(s);
      if (on) next.delete(payrollId);
      else next.add(payrollId);
      return next;
    });
  const mutation = useMutation({
    mutationFn: () => generateInvoices(imp.id, selected.map((r) => r.payrollId), invoiceDate),
    onSuccess: (answered) => {
      queryClient.setQueryData(importsKey('one', imp.id), answered);
      notifySuccess(t('generate.started', { records: selected.length }));
      onGenerated();
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('generate.title')} size="xl" closeButtonProps={{ 'aria-label': t('generate.closeLabel') }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!none) mutation.mutate();
        }}
        noValidate
        data-testid="generate-dialog"
      >
        <Stack>
          <Text size="sm">{t('generate.intro', { company: imp.company.name })}</Text>
          <ServerErrorAlert error={list.error} />
          {list.isPending ? <Loader size="sm" aria-label={t('loading')} role="status" /> : null}
          {list.data && !records.length ? (
            <Text c="dimmed" size="sm" data-testid="generate-nothing">
              {t('generate.nothing')}
            </Text>
          ) : null}
          {records.length ? (
            <Table.ScrollContainer minWidth={560}>
              <Table striped data-testid="generate-records">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={40}>
                      <Checkbox
                        aria-label={t('generate.selectAll')}
                        checked={all}
                        indeterminate={!all && !none}
                        onChange={(e) => setUnselected(e.currentTarget.checked ? new Set() : new Set(records.map((r) => r.payrollId)))}
                        data-testid="generate-all"
                      />
                    </Table.Th>
                    <Table.Th>{t('records.employment')}</Table.Th>
                    <Table.Th>{t('records.period')}</Table.Th>
                    <Table.Th>{t('records.payDate')}</Table.Th>
                    <Table.Th ta="right">{t('records.netPay')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {pageOf(records, page).map((r) => (
                    <Table.Tr key={r.payrollId} data-testid="generate-record" data-row={r.rowNumber}>
                      <Table.Td>
                        <Checkbox
                          aria-label={t('generate.select', { name: r.employment.details.name, date: f.day(r.payDate) })}
                          checked={!unselected.has(r.payrollId)}
                          onChange={(e) => toggle(r.payrollId, e.currentTarget.checked)}
                        />
                      </Table.Td>
                      <Table.Td>{r.employment.details.name}</Table.Td>
                      <Table.Td>{f.period(r.payPeriodStart, r.payPeriodEnd)}</Table.Td>
                      <Table.Td>{f.day(r.payDate)}</Table.Td>
                      <Table.Td ta="right">{f.money(r.totalNetPay.netPay)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : null}
          <Paginator page={page + 1} total={Math.ceil(records.length / ROWS_PER_PAGE)} onChange={(p) => setPage(p - 1)} />
          <Text size="sm" aria-live="polite" data-testid="generate-selected">
            {t('generate.selected', { selected: selected.length, total: records.length })}
          </Text>
          {list.data && none ? (
            <Text size="sm" c="red.9" role="alert" data-testid="generate-none">
              {t('generate.none')}
            </Text>
          ) : null}
          <TextInput
            type="date"
            label={t('generate.invoiceDate')}
            description={t('generate.invoiceDateHint')}
            value={invoiceDate}
            onChange={(e) => setInvoiceDate(e.currentTarget.value)}
            w={220}
            data-testid="generate-invoice-date"
          />
          <ServerErrorAlert error={mutation.error} testId="generate-error" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('generate.close')}
            </Button>
            <Button type="submit" disabled={none} loading={mutation.isPending} data-testid="generate-submit">
              {t('generate.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
