import { Card, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { balancesQuery, type TKind } from '../api/leave';
import { useLeaveFormat } from '../format';
import { BalanceChangelog } from './BalanceChangelog';
import { CarryoverForm } from './CarryoverForm';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

/**
 * A balance's details (spec 000 §3 balance, balance change entry): the total in hours and days, the
 * day accrued through, the year's use and the policy's yearly total, then its changelog. In the
 * company's workspace the sick-leave balance takes carryover (spec 000 §6).
 */
export function BalancePanel({ workspaceId, employmentId, kind, company }: { workspaceId: string; employmentId: string; kind: TKind; company: boolean }) {
  const { t } = useTranslation('leave');
  const f = useLeaveFormat();
  const { data, error, isPending } = useQuery(balancesQuery(workspaceId, employmentId));
  if (isPending) return <Loader size="sm" />;
  if (error) return <ServerErrorAlert error={error} />;
  const balance = kind === 'PTO' ? data.pto : data.sick;
  if (!balance) return <Text c="dimmed" data-testid="no-policy">{t('balance.noPolicy')}</Text>;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Figure
          label={t('balance.total')}
          value={t('balance.hoursDays', { hours: f.number(balance.totalBalanceHours), days: f.number(balance.totalBalanceDays) })}
          testId="balance-total"
        />
        <Figure label={t('balance.accruedThrough')} value={f.day(balance.accruedThrough)} />
        <Figure label={t('balance.yearUsed')} value={t('balance.hours', { hours: f.number(balance.yearUsedSeconds / 3600) })} />
        <Figure label={t('balance.cap')} value={balance.capHours === undefined ? t('none') : t('balance.hours', { hours: f.number(balance.capHours) })} />
      </SimpleGrid>
      {company && kind === 'SICK' ? <CarryoverForm workspaceId={workspaceId} employmentId={employmentId} kind={kind} /> : null}
      <BalanceChangelog workspaceId={workspaceId} employmentId={employmentId} kind={kind} />
    </Stack>
  );
}
