import { lazy, Suspense } from 'react';
import { useSession } from '../../auth/hooks/use-session';

const NotificationBell = lazy(() => import('./NotificationBell').then((m) => ({ default: m.NotificationBell })));

/** The bell for signed-in users; its code (and the live connection's) loads with the session. */
export function HeaderBell() {
  const { loggedIn } = useSession();
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}
