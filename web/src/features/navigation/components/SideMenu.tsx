import { Divider, NavLink, Stack } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/hooks/use-session';
import { useCurrentWorkspace } from '../../workspaces/hooks/use-current-workspace';
import { lazy, Suspense } from 'react';
import { menuHref, menuHrefs, visibleMenu } from '../menu-config';
import { MenuIcon } from './menu-icon';
import { menuLinkProps } from './menu-link';

// Only signed-in users have workspaces: the switcher loads with the session.
const WorkspaceSwitcher = lazy(() =>
  import('../../workspaces/components/WorkspaceSwitcher').then((m) => ({ default: m.WorkspaceSwitcher })),
);

/** The side menu: the workspace switcher, then the entries this user may see. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { principal } = useSession();
  const workspaceId = useCurrentWorkspace();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const items = visibleMenu({ principal, workspaceId }).filter((i) => i.inSideMenu !== false);
  return (
    <Stack gap="xs" h="100%">
      {principal ? (
        <>
          {/* Until the switcher's code arrives it says it is loading, never a blank that ignores clicks. */}
          <Suspense fallback={<div data-testid="workspace-switcher" aria-busy="true" aria-label={t('workspace.loading')} style={{ height: 40 }} />}>
            <WorkspaceSwitcher />
          </Suspense>
          <Divider />
        </>
      ) : null}
      <div style={{ flex: 1, overflowY: 'auto' }}>
        <div>
          {items.map((item) => {
            const href = menuHref(item, workspaceId);
            // Anchors into another page and external links are never the current page.
            const own = !item.hash && !item.href;
            const active =
              own &&
              (href === '/'
                ? pathname === '/'
                : menuHrefs(item, workspaceId).some((h) => pathname === h || pathname.startsWith(`${h}/`)));
            return (
              <NavLink
                key={item.id}
                {...menuLinkProps(item, workspaceId)}
                label={t(`menu:${item.label}` as 'menu:home')}
                leftSection={<MenuIcon name={item.icon} />}
                active={active}
                onClick={onNavigate}
                data-menu-id={item.id}
              />
            );
          })}
        </div>
      </div>
    </Stack>
  );
}
