import { Paper, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../app/money';
import { PageTitle } from '../../../components/PageTitle';
import { billSummaryQuery, invoiceSummaryQuery } from '../api/invoices';
import { BillList } from './BillList';
import { InvoiceList } from './InvoiceList';
import { ServiceLogList } from './ServiceLogList';

export type TBillingScreen = 'invoices' | 'bills';
export type TBillingTab = 'list' | 'logs';

/** Each screen's two tabs are routes of their own (spec 001 §2). */
const TAB_PATHS = {
  invoices: { list: '/invoices/$wsType/$wsId', logs: '/contractor/service_logs/$wsType/$wsId' },
  bills: { list: '/bills/$wsType/$wsId', logs: '/employer/service_logs/$wsType/$wsId' },
} as const;

/** 'ALL UNPAID …' and 'PAID IN LAST 30 DAYS', $0.00 until known (spec 001 §2). */
function Summary({ screen, workspaceId }: { screen: TBillingScreen; workspaceId: string }) {
  const { t } = useTranslation('billing');
  const summary = useQuery(screen === 'invoices' ? invoiceSummaryQuery(workspaceId) : billSummaryQuery(workspaceId));
  const items = [
    { label: t(`${screen}.unpaid`), cents: summary.data?.unpaidCents ?? 0, testId: 'summary-unpaid' },
    { label: t(`${screen}.paid`), cents: summary.data?.paidLast30DaysCents ?? 0, testId: 'summary-paid' },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} maw={640} component="section" aria-label={t('summary')}>
      {items.map((i) => (
        <Paper key={i.testId} withBorder radius="md" p="md">
          <Text size="xs" fw={700} c="dimmed" style={{ letterSpacing: 0.5 }}>
            {i.label}
          </Text>
          <Text fz={24} fw={700} data-testid={i.testId}>
            {formatCents(i.cents)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/**
 * The Invoices and Bills screens (spec 001 §2): heading, summary and the tabs 'Your invoices' /
 * 'Service logs' or 'Your Bills' / 'Contractor Work', each tab a route.
 */
export function BillingScreen({
  screen,
  tab,
  wsType,
  workspaceId,
}: {
  screen: TBillingScreen;
  tab: TBillingTab;
  wsType: string;
  workspaceId: string;
}) {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const labels =
    screen === 'invoices'
      ? { list: t('invoices.tabInvoices'), logs: t('invoices.tabLogs') }
      : { list: t('bills.tabBills'), logs: t('bills.tabWork') };
  const content =
    screen === 'invoices' ? (
      tab === 'list' ? (
        <InvoiceList workspaceId={workspaceId} />
      ) : (
        <ServiceLogList workspaceId={workspaceId} side="CONTRACTOR" />
      )
    ) : tab === 'list' ? (
      <BillList workspaceId={workspaceId} />
    ) : (
      <ServiceLogList workspaceId={workspaceId} side="EMPLOYER" />
    );
  return (
    <Stack gap="lg">
      <PageTitle>{t(`${screen}.title`)}</PageTitle>
      <Summary screen={screen} workspaceId={workspaceId} />
      <Tabs
        value={tab}
        onChange={(v) => {
          if (v === 'list' || v === 'logs') void navigate({ to: TAB_PATHS[screen][v], params: { wsType, wsId: workspaceId } });
        }}
      >
        <Tabs.List aria-label={t('tabs')}>
          <Tabs.Tab value="list">{labels.list}</Tabs.Tab>
          <Tabs.Tab value="logs">{labels.logs}</Tabs.Tab>
        </Tabs.List>
        {/* Both panels exist for the tabs' aria-controls; only the route's own has content. */}
        <Tabs.Panel value="list" pt="lg">
          {tab === 'list' ? content : null}
        </Tabs.Panel>
        <Tabs.Panel value="logs" pt="lg">
          {tab === 'logs' ? content : null}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
