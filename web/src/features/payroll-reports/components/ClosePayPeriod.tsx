import { Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/notify';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { closePayPeriod, invalidateReports, payPeriodsQuery } from '../api/reports';
import { useReportFormat } from '../format';

/**
 * Close pay period (spec 000 §2 Payroll business "reports (… close pay period …)"), through the
 * timesheet's own routes (POST and GET /api/timesheet/pay-periods): every day of the period, and
 * before it, becomes read-only for every employee; the closed periods are listed below.
 */
export function ClosePayPeriod({ companyId }: { companyId: string }) {
  const { t } = useTranslation('payroll-reports');
  const f = useReportFormat();
  const queryClient = useQueryClient();
  const periods = useQuery(payPeriodsQuery(companyId));
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [problem, setProblem] = useState<string>();
  const close = useMutation({
    mutationFn: () => closePayPeriod(companyId, startDate, endDate),
    onSuccess: (p) => {
      void invalidateReports(queryClient, companyId);
      notifySuccess(t('close.closed', { period: f.period(p.startDate, p.endDate) }));
    },
  });
  const submit = () => {
    const p = !startDate || !endDate ? t('filter.required') : endDate < startDate ? t('filter.endBeforeStart') : undefined;
    setProblem(p);
    if (!p) close.mutate();
  };
  const list = periods.data?.data ?? [];
  return (
    <Stack>
      <Paper withBorder p="md">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack>
            <Text size="sm">{t('close.explain')}</Text>
            <Group align="flex-start">
              <TextInput type="date" label={t('close.start')} withAsterisk value={startDate} onChange={(e) => setStartDate(e.currentTarget.value)} />
              <TextInput type="date" label={t('close.end')} withAsterisk value={endDate} onChange={(e) => setEndDate(e.currentTarget.value)} error={problem} />
            </Group>
            <ServerErrorAlert error={close.error} testId="close-error" />
            <Group>
              <Button type="submit" color="red.9" loading={close.isPending}>
                {t('close.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <section aria-labelledby="closed-periods">
        <Title order={2} size="h4" id="closed-periods" mb="xs">
          {t('close.list')}
        </Title>
        <ServerErrorAlert error={periods.error} />
        {periods.isPending ? <Loader size="sm" /> : null}
        {periods.data && !list.length ? <Text c="dimmed">{t('close.none')}</Text> : null}
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((p) => (
            <li key={p.id} data-testid="closed-period">
              <Text fw={500}>{f.period(p.startDate, p.endDate)}</Text>
              <Text size="sm" c="dimmed">
                {t('close.closedOn', { date: f.instant(p.closedAt), n: p.employments })}
              </Text>
            </li>
          ))}
        </Stack>
      </section>
    </Stack>
  );
}
