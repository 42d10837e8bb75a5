import { Anchor } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLeaveFormat } from '../format';
import type { TTone } from '../rules';
import { LeaveTable, type TLeaveTableProps } from './LeaveTable';
import { StatusBadge } from './StatusBadge';

/** A request's review page and the route parameter that names the request. */
type TRequestRoute =
  | { to: '/payroll/$wsType/$wsId/vacations/$employmentId/$vcrId'; idParam: 'vcrId' }
  | { to: '/payroll/$wsType/$wsId/sick_leaves/$employmentId/$slrId'; idParam: 'slrId' };

/**
 * A list of leave requests (spec 000 §3, §4): Requester (a link to the review), Period, Duration,
 * Paid and the coloured Status; the rest as `LeaveTable` (the empty text, 20 a page).
 */
export function RequestTable<T extends { id: string; employmentId: string; requester: { name: string } }>({
  workspaceId, route, leave, paid, status, ...table
}: Pick<TLeaveTableProps<T>, 'list' | 'page' | 'onPage' | 'empty' | 'testId' | 'rowTestId'> & {
  workspaceId: string;
  route: TRequestRoute;
  leave: (row: T) => { startDate: string; endDate?: string; durationHours: number };
  paid: (row: T) => boolean;
  status: (row: T) => { tone: TTone; label: string };
}) {
  const { t } = useTranslation('leave');
  const f = useLeaveFormat();
  const { wsType = '' } = useParams({ strict: false });
  return (
    <LeaveTable
      {...table}
      minWidth={680}
      rowStart={(r) => leave(r).startDate}
      columns={[
        {
          header: t('fields.requester'),
          cell: (r) => (
            <Anchor component={Link} to={route.to} params={{ wsType, wsId: workspaceId, employmentId: r.employmentId, [route.idParam]: r.id } as never}>
              {r.requester.name}
            </Anchor>
          ),
        },
        { header: t('fields.period'), cell: (r) => f.period(leave(r).startDate, leave(r).endDate) },
        { header: t('fields.duration'), cell: (r) => f.number(leave(r).durationHours) },
        { header: t('fields.paid'), cell: (r) => (paid(r) ? t('yes') : t('no')) },
        { header: t('fields.status'), cell: (r) => <StatusBadge {...status(r)} /> },
      ]}
    />
  );
}
