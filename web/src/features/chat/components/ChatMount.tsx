import { lazy, Suspense } from 'react';
import { useSession } from '../../auth/hooks/use-session';

const ChatWidget = lazy(() => import('./ChatWidget').then((m) => ({ default: m.ChatWidget })));

/** The support chat on every page for signed-in clients (staff answer in the inbox); loads with the session. */
export function ChatMount() {
  const { principal } = useSession();
  if (!principal || principal.staff) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  );
}
