import { Button, NavLink, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { IconLogin, IconLogout, IconShieldLock, IconUserCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/hooks/use-session';
import { useCurrentWorkspace } from '../../workspaces/hooks/use-current-workspace';
import { MENU, isMenuItemVisible, menuHref } from '../menu-config';
import { menuLinkProps } from './menu-link';

const SERVICES = ['personalTax', 'businessTax', 'payroll'] as const;

export function useTopNav() {
  const { principal } = useSession();
  const workspaceId = useCurrentWorkspace();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const services = MENU.filter((i) => (SERVICES as readonly string[]).includes(i.id));
  const profile = MENU.find((i) => i.id === 'profile');
  const admin = MENU.find((i) => i.id === 'admin');
  const ctx = { principal, workspaceId };
  const signOut = async () => {
    // The API client and route table load on demand, keeping them off the first route.
    const { logout } = await import('../../auth/api/auth');
    await logout();
    queryClient.clear();
    await navigate({ to: '/login' });
  };
  return {
    loggedIn: Boolean(principal),
    services: services.map((s) => ({ item: s, link: menuLinkProps(s, workspaceId), enabled: isMenuItemVisible(s, ctx) })),
    profileHref: profile && isMenuItemVisible(profile, ctx) ? menuHref(profile, workspaceId) : undefined,
    adminHref: admin && isMenuItemVisible(admin, ctx) ? menuHref(admin, workspaceId) : undefined,
    signOut,
  };
}

const UserNav = lazy(() => import('./UserNav').then((m) => ({ default: m.UserNav })));

/** Desktop header links: login when logged out; the signed-in links load with the session. */
export function TopNav() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  if (loggedIn) {
    return (
      <Suspense fallback={null}>
        <UserNav />
      </Suspense>
    );
  }
  return (
    <Button component={Link} to="/login" variant="subtle" leftSection={<IconLogin size={18} aria-hidden />}>
      {t('nav.login')}
    </Button>
  );
}

/** The same links stacked for the burger menu under 992 px. */
export function MobileTopNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const nav = useTopNav();
  if (!nav.loggedIn) {
    return <NavLink component={Link} to="/login" label={t('nav.login')} leftSection={<IconLogin size={18} aria-hidden />} onClick={onNavigate} />;
  }
  return (
    <Stack gap={0} component="nav" aria-label={t('nav.main')}>
      <NavLink label={t('nav.services')} defaultOpened={false} childrenOffset="md">
        {nav.services
          .filter((s) => s.enabled)
          .map(({ item, link }) => (
            <NavLink key={item.id} {...link} label={t(`menu:${item.label}` as 'menu:home')} onClick={onNavigate} />
          ))}
      </NavLink>
      {nav.adminHref ? (
        <NavLink component={Link} to={nav.adminHref as never} label={t('nav.admin')} leftSection={<IconShieldLock size={18} aria-hidden />} onClick={onNavigate} />
      ) : null}
      {nav.profileHref ? (
        <NavLink component={Link} to={nav.profileHref as never} label={t('nav.profile')} leftSection={<IconUserCircle size={18} aria-hidden />} onClick={onNavigate} />
      ) : null}
      <NavLink
        component="button"
        label={t('nav.logout')}
        leftSection={<IconLogout size={18} aria-hidden />}
        onClick={() => {
          onNavigate();
          void nav.signOut();
        }}
      />
    </Stack>
  );
}
