import { Accordion, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { TInvoice, TServiceLog } from '@shared/billing/billing.schema.js';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { invalidateBilling } from '../api/billing-keys';
import { deleteDraft, draftsQuery, invoicesQuery } from '../api/invoices';
import { useMobile } from '../hooks/use-billing-context';
import { useNumberedPages } from '../hooks/use-numbered-pages';
import { useLogPanel } from '../hooks/use-log-panel';
import { InvoicePanel } from './InvoicePanel';
import { InvoiceRow } from './InvoiceRow';
import { logModeFor } from './ServiceLogPanel';
import { Pager } from './ui';

/**
 * 'Your invoices' (spec 001 §2): 'Start create a new invoice', the drafts (page 0, size 100)
 * with 'Delete draft' and 'Continue create invoice' on the row for their payee (spec 000 §2,
 * 001 §2) and 'Continue filling out invoice' under the expanded draft (the DRAFT state's action,
 * spec 001 §4), and the issued invoices, 10 a page.
 */
export function InvoiceList({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('billing');
  const mobile = useMobile();
  const queryClient = useQueryClient();
  const draftsTitle = useId();
  const issuedTitle = useId();
  const drafts = useQuery(draftsQuery(workspaceId));
  const issued = useNumberedPages((page) => invoicesQuery(workspaceId, page), mobile);
  const [panelOpen, setPanelOpen] = useState(false);
  const [draft, setDraft] = useState<TInvoice | undefined>();
  const logPanel = useLogPanel(workspaceId);

  const remove = useMutation({
    mutationFn: (id: string) => deleteDraft(workspaceId, id),
    onSuccess: () => {
      void invalidateBilling(queryClient, workspaceId, ['invoices', 'free', 'logs']);
      notifySuccess(t('common:deleted'));
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  const openPanel = (d?: TInvoice) => {
    setDraft(d);
    setPanelOpen(true);
  };
  const openLog = (log: TServiceLog, invoice: TInvoice) =>
    logPanel.open(log, logModeFor(log, workspaceId, invoice.status === 'DRAFT'));

  const draftRows = drafts.data?.data ?? [];
  const empty = drafts.isSuccess && draftRows.length === 0 && issued.empty;

  return (
    <Stack gap="lg">
      <Group>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => openPanel()}>
          {t('invoices.start')}
        </Button>
      </Group>
      <ServerErrorAlert error={drafts.error ?? issued.error} />
      {drafts.isPending || issued.isPending ? <Loader size="sm" aria-label={t('loading')} /> : null}
      {empty ? (
        <Text c="dimmed" data-testid="invoices-empty">
          {t('invoices.empty')}
        </Text>
      ) : null}

      {draftRows.length > 0 ? (
        <Stack gap="xs" component="section" aria-labelledby={draftsTitle} data-testid="drafts">
          <Title order={2} size="h4" id={draftsTitle}>
            {t('invoices.drafts')}
          </Title>
          <Accordion multiple variant="separated">
            {draftRows.map((d) => (
              <InvoiceRow
                key={d.id}
                invoice={d}
                counterparty="payer"
                workspaceId={workspaceId}
                onOpenLog={openLog}
                actions={
                  // Only the owning payee continues or deletes a draft (spec 001 §6).
                  d.payee.id === workspaceId ? (
                    <>
                      <Button
                        variant="outline"
                        color="red.9"
                        size="xs"
                        loading={remove.isPending && remove.variables === d.id}
                        onClick={async () => {
                          if (await confirmAction({ message: t('invoices.deleteDraftQuestion') })) remove.mutate(d.id);
                        }}
                      >
                        {t('invoices.deleteDraft')}
                      </Button>
                      <Button size="xs" onClick={() => openPanel(d)}>
                        {t('invoices.continueDraft')}
                      </Button>
                    </>
                  ) : null
                }
                detailActions={
                  d.payee.id === workspaceId ? (
                    <Button variant="light" onClick={() => openPanel(d)}>
                      {t('invoices.continueFilling')}
                    </Button>
                  ) : null
                }
              />
            ))}
          </Accordion>
        </Stack>
      ) : null}

      {!issued.isPending && !issued.empty && !issued.error ? (
        <Stack gap="xs" component="section" aria-labelledby={issuedTitle} data-testid="issued-invoices">
          <Title order={2} size="h4" id={issuedTitle}>
            {t('invoices.issued')}
          </Title>
          <Accordion multiple variant="separated">
            {issued.render((rows) =>
              rows.map((inv) => (
                <InvoiceRow key={inv.id} invoice={inv} counterparty="payer" workspaceId={workspaceId} onOpenLog={openLog} />
              )),
            )}
          </Accordion>
          <Pager
            mobile={mobile}
            page={issued.page}
            total={issued.total}
            hasMore={issued.hasMore}
            loading={issued.isFetching}
            onPage={issued.setPage}
            onMore={issued.loadMore}
          />
        </Stack>
      ) : null}

      <InvoicePanel
        opened={panelOpen}
        onClose={() => setPanelOpen(false)}
        workspaceId={workspaceId}
        kind="invoice"
        draft={draft}
      />
      {logPanel.element}
    </Stack>
  );
}
