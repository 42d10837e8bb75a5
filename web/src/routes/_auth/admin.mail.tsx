import { loadNamespace } from '../../app/i18n';
import { createFileRoute } from '@tanstack/react-router';
import { requireStaffRole } from '../../app/guards';
import { mailQuery } from '../../features/auth/api/auth';
import { MailOutbox } from '../../features/admin/components/MailOutbox';

/** The local outbox: it holds reset links, so ADMIN only (issue 13, finding 5). */
export const Route = createFileRoute('/_auth/admin/mail')({
  beforeLoad: () => requireStaffRole(['ADMIN']),
  loader: ({ context }) => Promise.all([loadNamespace('admin'), context.queryClient.ensureQueryData(mailQuery())]),
  component: MailOutbox,
});
