import { createFileRoute } from '@tanstack/react-router';
import { mailQuery } from '../../features/auth/api/auth';
import { MailOutbox } from '../../features/admin/components/MailOutbox';

export const Route = createFileRoute('/_auth/admin/mail')({
  loader: ({ context }) => context.queryClient.ensureQueryData(mailQuery()),
  component: MailOutbox,
});
