import { Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBan, IconPrinter } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { notifySuccess } from '../../../components/notify';
import { PageTitle } from '../../../components/PageTitle';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { invalidatePayroll, runQuery, voidRun } from '../api/payroll';
import { usePayrollFormat } from '../format';
import { ToneBadge } from './Badges';
import { PrintStyle } from './PrintStyle';
import { RunResults } from './RunResults';

/**
 * A saved payroll (the payroll details page): its period, pay date, transaction date and status,
 * the totals and each employee's details, and Void while it is active (asked first): negating
 * entries restore the year to date and its paystubs are marked void.
 */
export function PayrollPage({ companyId, id }: { companyId: string; id: string }) {
  const { t } = useTranslation('payroll');
  const f = usePayrollFormat();
  const queryClient = useQueryClient();
  const run = useQuery(runQuery(companyId, id));
  const voiding = useMutation({
    mutationFn: () => voidRun(companyId, id),
    onSuccess: async (voided) => {
      queryClient.setQueryData(runQuery(companyId, id).queryKey, (old) => (old ? { ...old, ...voided } : old));
      notifySuccess(t('payroll.voided'));
      await invalidatePayroll(queryClient, companyId);
    },
  });
  const p = run.data;
  const askVoid = async () => {
    if (!p) return;
    const ok = await confirmAction({ title: t('payroll.voidTitle'), message: t('payroll.voidQuestion', { period: f.period(p.payPeriodStart, p.payPeriodEnd) }), confirmLabel: t('payroll.void') });
    if (ok) voiding.mutate();
  };
  return (
    <Stack pb={80}>
      <PrintStyle />
      <PageTitle>{t('payroll.title')}</PageTitle>
      <ServerErrorAlert error={run.error} />
      {run.isPending ? <Loader size="sm" /> : null}
      {p ? (
        <>
          <Paper withBorder p="md" data-testid="payroll-header">
            <Group justify="space-between" align="flex-start">
              <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="lg">
                <Fact label={t('payroll.period')}>{f.period(p.payPeriodStart, p.payPeriodEnd)}</Fact>
                <Fact label={t('payroll.payDate')}>{f.day(p.payDate)}</Fact>
                <Fact label={t('payroll.transactionDate')}>{f.day(p.transactionDate)}</Fact>
                <Fact label={t('payroll.frequency')}>{t(`frequency.${p.payFrequency}`)}</Fact>
                <Fact label={t('payroll.status')}>
                  <ToneBadge tone={p.status === 'ACTIVE' ? 'green' : 'red'} label={t(`status.${p.status}`)} testId="payroll-status" />
                </Fact>
              </SimpleGrid>
              <Group className="payroll-no-print">
                <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
                  {t('run.print')}
                </Button>
                {p.status === 'ACTIVE' ? (
                  <Button color="red.9" variant="outline" leftSection={<IconBan size={16} aria-hidden />} loading={voiding.isPending} onClick={() => void askVoid()}>
                    {t('payroll.void')}
                  </Button>
                ) : null}
              </Group>
            </Group>
          </Paper>
          <ServerErrorAlert error={voiding.error} testId="void-error" />
          <RunResults totals={p.totals} results={p.results} />
        </>
      ) : null}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {children}
      </Text>
    </div>
  );
}
