import { Anchor, AppShell, Box, Burger, Divider, Group, LoadingOverlay, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link, Outlet, useMatches, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ReconnectOverlay } from '../components/ReconnectOverlay';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { dialogsWanted, toastsWanted } from './on-demand';
import { removeBoot } from './boot';
import { BackLink } from '../features/navigation/components/BackLink';
import { LanguageToggle } from '../features/navigation/components/LanguageToggle';
import { HeaderBell } from '../features/notifications/components/HeaderBell';
import { ChatMount } from '../features/chat/components/ChatMount';
import { SideMenu } from '../features/navigation/components/SideMenu';
import { MobileTopNav, TopNav } from '../features/navigation/components/TopNav';

// Toasts and dialogs load on first use (app/on-demand.ts): most page views never need them.
const Toasts = lazy(() => import('../components/Toasts').then((m) => ({ default: m.Toasts })));
const Dialogs = lazy(() => import('../components/Dialogs').then((m) => ({ default: m.Dialogs })));
import { COMPANY } from '../features/support/company';

/**
 * The app shell (spec 000 §2): header with logo, language toggle and top links; burger under
 * 992 px; side menu on desktop except on bare public pages; footer; loading and reconnect overlays.
 */
/** The loading overlay while a route loads; its own component so the shell does not re-render. */
function RoutePending() {
  const pending = useRouterState({ select: (s) => s.status === 'pending' });
  // Pages without a PageTitle: the static first paint goes once the route has loaded.
  useEffect(() => {
    if (pending) return;
    const timer = setTimeout(removeBoot, 300);
    return () => clearTimeout(timer);
  }, [pending]);
  return <LoadingOverlay visible={pending} zIndex={300} overlayProps={{ blur: 1 }} />;
}

export function AppFrame() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Narrow router subscriptions: the shell re-renders when these booleans change, not on every
  // router state update (a load goes through several).
  const bare = useMatches({ select: (ms) => ms.some((m) => m.staticData?.bare) });
  // Under 992 px the navbar is the burger's drawer, needed on every page; on desktop bare pages have none.
  // Read synchronously (no SSR here): phones render the shell once instead of twice.
  const mobile = useMediaQuery('(max-width: 61.99em)', undefined, { getInitialValueInEffect: false });
  const withNavbar = !bare || mobile === true;
  const year = new Date().getFullYear();
  const toasts = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, toastsWanted.get);
  const dialogs = useSyncExternalStore(dialogsWanted.subscribe, dialogsWanted.get, dialogsWanted.get);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={withNavbar ? { width: 260, breakpoint: 'md', collapsed: { mobile: !opened } } : undefined}
      footer={{ height: 44 }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label={t('nav.toggleMenu')} data-testid="burger" />
            <Anchor component={Link} to="/" underline="never" aria-label={t('nav.homeLink')} c="inherit">
              <Group gap={8} wrap="nowrap">
                <img src="/logo.svg" width={32} height={32} alt="" />
                <Text fw={700} size="lg">
                  {COMPANY.name}
                </Text>
              </Group>
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {mobile ? null : <TopNav />}
            <HeaderBell />
            {mobile ? null : <LanguageToggle />}
          </Group>
        </Group>
      </AppShell.Header>

      {withNavbar ? (
      <AppShell.Navbar p="sm" aria-label={t('menu.side')}>
        {/* Phones: the drawer's content renders when the burger opens it, not on every page load. */}
        {mobile ? (
          opened ? (
            <>
              <Box mb="sm">
                <Stack gap="sm">
                  <LanguageToggle testId="language-toggle-mobile" />
                  <MobileTopNav onNavigate={close} />
                  <Divider />
                </Stack>
              </Box>
              <SideMenu onNavigate={close} />
            </>
          ) : null
        ) : (
          <SideMenu onNavigate={close} />
        )}
      </AppShell.Navbar>
      ) : null}

      <AppShell.Main>
        <Box id="main" pos="relative" maw={1200}>
          <RoutePending />
          <BackLink />
          <Outlet />
        </Box>
      </AppShell.Main>

      <AppShell.Footer component="footer" px="md">
        <Group h="100%" justify="space-between">
          <Text size="sm" c="dimmed" data-testid="footer">
            © {year} {COMPANY.legalName}
          </Text>
          <Text size="sm" c="dimmed" visibleFrom="sm">
            {t('footer.tagline')}
          </Text>
        </Group>
      </AppShell.Footer>

      {toasts ? (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      ) : null}
      {dialogs ? (
        <Suspense fallback={null}>
          <Dialogs />
        </Suspense>
      ) : null}
      <ReconnectOverlay />
      <ChatMount />
    </AppShell>
  );
}
