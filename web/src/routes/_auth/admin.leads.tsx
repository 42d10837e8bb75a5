import { loadNamespace } from '../../app/i18n';
import { createFileRoute } from '@tanstack/react-router';
import { leadsQuery } from '../../features/feedback/api/feedback';
import { LeadsTable } from '../../features/admin/components/LeadsTable';

export const Route = createFileRoute('/_auth/admin/leads')({
  loader: ({ context }) => Promise.all([loadNamespace('admin'), context.queryClient.ensureQueryData(leadsQuery())]),
  component: LeadsTable,
});
