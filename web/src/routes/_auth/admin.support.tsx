import { SUPPORT_ROLES } from '@shared/realtime/channels.js';
import { loadNamespace } from '../../app/i18n';
import { createFileRoute } from '@tanstack/react-router';
import { requireStaffRole } from '../../app/guards';
import { SupportInbox } from '../../features/support/components/SupportInbox';

/**
 * The support inbox (spec 001 §2): staff with SUPPORT_MANAGER (ADMIN covers it), as the API's
 * `chat.rooms` route requires. The chosen room is in the address (`?room=`), so a notification can
 * link to it. The page is a chunk of its own (autoCodeSplitting).
 */
export const Route = createFileRoute('/_auth/admin/support')({
  validateSearch: (search: Record<string, unknown>): { room?: string } =>
    typeof search.room === 'string' && search.room ? { room: search.room } : {},
  beforeLoad: () => requireStaffRole(SUPPORT_ROLES),
  loader: () => loadNamespace('admin'),
  component: SupportPage,
});

function SupportPage() {
  const { room } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SupportInbox roomId={room} onChoose={(id) => void navigate({ search: { room: id } })} />;
}
