import { Accordion, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { TInvoice, TServiceLog } from '@shared/billing/billing.schema.js';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { invalidateBilling } from '../api/billing-keys';
import { billsQuery, payBill, voidBill } from '../api/invoices';
import { useMobile } from '../hooks/use-billing-context';
import { useNumberedPages } from '../hooks/use-numbered-pages';
import { useLogPanel } from '../hooks/use-log-panel';
import { InvoicePanel } from './InvoicePanel';
import { InvoiceRow } from './InvoiceRow';
import { logModeFor } from './ServiceLogPanel';
import { Pager } from './ui';

/**
 * 'Your Bills' (spec 001 §2): the invoices the workspace pays, 10 a page; a bill pending payment
 * offers 'Voided' and 'Paid' to its payer, each after a confirmation (spec 001 §6, §8).
 */
export function BillList({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('billing');
  const mobile = useMobile();
  const queryClient = useQueryClient();
  const titleId = useId();
  const bills = useNumberedPages((page) => billsQuery(workspaceId, page), mobile);
  const [panelOpen, setPanelOpen] = useState(false);
  const logPanel = useLogPanel(workspaceId);

  const settle = useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'paid' | 'void' }) =>
      action === 'paid' ? payBill(workspaceId, id) : voidBill(workspaceId, id),
    onSuccess: () => {
      // The summary is under the bills key too: 'ALL UNPAID BILLS' and 'PAID IN LAST 30 DAYS' refresh.
      void invalidateBilling(queryClient, workspaceId, ['bills', 'free', 'logs']);
      notifySuccess(t('common:saved'));
    },
    onError: (e) => {
      void invalidateBilling(queryClient, workspaceId, ['bills']);
      notifyError(errorText(t, e));
    },
  });
  const ask = async (bill: TInvoice, action: 'paid' | 'void') => {
    const ok = await confirmAction({
      message: action === 'paid' ? t('bills.paidQuestion') : t('bills.voidQuestion'),
      danger: action === 'void',
    });
    if (ok) settle.mutate({ id: bill.id, action });
  };
  const openLog = (log: TServiceLog) => logPanel.open(log, logModeFor(log, workspaceId, false));
  const busy = (bill: TInvoice) => settle.isPending && settle.variables?.id === bill.id;

  return (
    <Stack gap="lg">
      <Group>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setPanelOpen(true)}>
          {t('bills.start')}
        </Button>
      </Group>
      <ServerErrorAlert error={bills.error} />
      {bills.isPending ? <Loader size="sm" aria-label={t('loading')} /> : null}
      {bills.empty ? (
        <Text c="dimmed" data-testid="bills-empty">
          {t('bills.empty')}
        </Text>
      ) : null}
      {!bills.isPending && !bills.empty && !bills.error ? (
        <Stack gap="xs" component="section" aria-labelledby={titleId} data-testid="bills">
          <Title order={2} size="h4" id={titleId}>
            {t('bills.list')}
          </Title>
          <Accordion multiple variant="separated">
            {bills.render((rows) =>
              rows.map((bill) => (
                <InvoiceRow
                  key={bill.id}
                  invoice={bill}
                  counterparty="payee"
                  workspaceId={workspaceId}
                  onOpenLog={openLog}
                  actions={
                    bill.status === 'PENDING_PAYMENT' && bill.payer.id === workspaceId ? (
                      <>
                        <Button
                          variant="outline"
                          color="red.9"
                          size="xs"
                          loading={busy(bill)}
                          onClick={() => void ask(bill, 'void')}
                        >
                          {t('bills.markVoided')}
                        </Button>
                        <Button color="#237032" size="xs" loading={busy(bill)} onClick={() => void ask(bill, 'paid')}>
                          {t('bills.markPaid')}
                        </Button>
                      </>
                    ) : null
                  }
                />
              )),
            )}
          </Accordion>
          <Pager
            mobile={mobile}
            page={bills.page}
            total={bills.total}
            hasMore={bills.hasMore}
            loading={bills.isFetching}
            onPage={bills.setPage}
            onMore={bills.loadMore}
          />
        </Stack>
      ) : null}
      <InvoicePanel opened={panelOpen} onClose={() => setPanelOpen(false)} workspaceId={workspaceId} kind="bill" />
      {logPanel.element}
    </Stack>
  );
}
