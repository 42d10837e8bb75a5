import { Alert, Badge, Group, Loader, Stack, Table, Title } from '@mantine/core';
import { workspaceTypeOf } from '@shared/core/workspace.js';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { sickRequestQuery } from '../api/leave';
import { useLeaveFormat } from '../format';
import { sickActions, sickMode, sickTone } from '../rules';
import { Details } from './Details';
import { SickActions } from './SickActions';
import { SickComments } from './SickComments';
import { StatusBadge } from './StatusBadge';

/**
 * A sick-leave request's page (spec 000 §2, §4): VIEW mode, or DECISION mode once the request has
 * days (each with its paid flag; the company toggles them while PROCESSING_SICK_LEAVE and completes).
 * The actions follow the status; comments can be added at any time.
 */
export function SickRequestPage({ workspaceId, employmentId, id }: { workspaceId: string; employmentId: string; id: string }) {
  const { t } = useTranslation('leave');
  const f = useLeaveFormat();
  const company = workspaceTypeOf(workspaceId) === 'COMPANY';
  const { data: r, error, isPending } = useQuery(sickRequestQuery(workspaceId, employmentId, id));
  const [paidDays, setPaidDays] = useState<Record<string, boolean>>({});
  if (isPending) return <Loader size="sm" />;
  if (error) return <ServerErrorAlert error={error} />;
  const mode = sickMode(r);
  const can = sickActions(r, company);
  const paidOf = (d: { date: string; paid: boolean }) => paidDays[d.date] ?? d.paid;
  return (
    <Stack maw={760}>
      <PageTitle>{t('sick.requestTitle')}</PageTitle>
      <Group>
        <Badge variant="outline" color="dark" data-testid="sick-mode" data-mode={mode}>
          {mode === 'DECISION' ? t('sick.decisionMode') : t('sick.viewMode')}
        </Badge>
      </Group>
      <Details
        testId="sick-request-details"
        rows={[
          [t('fields.requester'), r.requester.name],
          [t('fields.assignee'), r.assignee?.name ?? t('none')],
          [t('fields.period'), f.period(r.sickLeave.startDate, r.sickLeave.endDate)],
          [t('fields.duration'), f.number(r.sickLeave.durationHours)],
          [t('fields.paid'), r.paid ? t('yes') : t('no')],
          [t('fields.status'), <StatusBadge key="s" tone={sickTone(r.status)} label={t(`sickStatus.${r.status}`)} />],
        ]}
      />
      <Alert color={r.enoughBalance ? 'green' : 'red'} variant="light" data-testid="balance-alert">
        {t(r.enoughBalance ? 'alerts.enough' : 'alerts.notEnough', { hours: f.number(r.sickLeaveBalance / 3600) })}
      </Alert>
      {mode === 'DECISION' ? (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('sick.days')}
          </Title>
          <Table withTableBorder maw={480} data-testid="sick-days">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('balance.date')}</Table.Th>
                <Table.Th>{t('fields.paid')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.days.map((d) => (
                <Table.Tr key={d.date}>
                  <Table.Td>{f.day(d.date)}</Table.Td>
                  <Table.Td>
                    {can.toggles ? (
                      <input
                        type="checkbox"
                        role="switch"
                        aria-label={t('sick.dayPaid', { date: f.day(d.date) })}
                        checked={paidOf(d)}
                        onChange={(e) => setPaidDays((p) => ({ ...p, [d.date]: e.currentTarget.checked }))}
                      />
                    ) : paidOf(d) ? (
                      t('yes')
                    ) : (
                      t('no')
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : null}
      <SickActions workspaceId={workspaceId} request={r} company={company} days={r.days.map((d) => ({ date: d.date, paid: paidOf(d) }))} />
      <SickComments workspaceId={workspaceId} request={r} />
    </Stack>
  );
}
