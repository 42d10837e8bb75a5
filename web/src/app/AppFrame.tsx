import { Anchor, AppShell, Box, Burger, Divider, Group, LoadingOverlay, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link, Outlet, useMatches, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ReconnectOverlay } from '../components/ReconnectOverlay';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BackLink } from '../features/navigation/components/BackLink';
import { LanguageToggle } from '../features/navigation/components/LanguageToggle';
import { SideMenu } from '../features/navigation/components/SideMenu';
import { MobileTopNav, TopNav } from '../features/navigation/components/TopNav';

// Toasts and dialogs are not needed for the first paint: their code loads right after it.
const Toasts = lazy(() => import('../components/Toasts').then((m) => ({ default: m.Toasts })));
const Dialogs = lazy(() => import('../components/Dialogs').then((m) => ({ default: m.Dialogs })));
import { COMPANY } from '../features/support/company';

/**
 * The app shell (spec 000 §2): header with logo, language toggle and top links; burger under
 * 992 px; side menu on desktop except on bare public pages; footer; loading and reconnect overlays.
 */
/** True once the page has loaded and the browser is idle: the time to fetch non-critical code. */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const go = () => ('requestIdleCallback' in window ? requestIdleCallback(() => setReady(true)) : setTimeout(() => setReady(true), 200));
    if (document.readyState === 'complete') go();
    else window.addEventListener('load', go, { once: true });
    return () => window.removeEventListener('load', go);
  }, []);
  return ready;
}

export function AppFrame() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const matches = useMatches();
  const bare = matches.some((m) => m.staticData?.bare);
  // Under 992 px the navbar is the burger's drawer, needed on every page; on desktop bare pages have none.
  const mobile = useMediaQuery('(max-width: 61.99em)', false);
  const withNavbar = !bare || mobile === true;
  const pending = useRouterState({ select: (s) => s.status === 'pending' });
  const year = new Date().getFullYear();
  const idle = useAfterFirstPaint();

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
          <Group gap="sm" visibleFrom="md" wrap="nowrap">
            <TopNav />
            <LanguageToggle />
          </Group>
        </Group>
      </AppShell.Header>

      {withNavbar ? (
      <AppShell.Navbar p="sm" aria-label={t('menu.side')}>
        <Box hiddenFrom="md" mb="sm">
          <Stack gap="sm">
            <LanguageToggle testId="language-toggle-mobile" />
            <MobileTopNav onNavigate={close} />
            <Divider />
          </Stack>
        </Box>
        <SideMenu onNavigate={close} />
      </AppShell.Navbar>
      ) : null}

      <AppShell.Main>
        <Box id="main" pos="relative" maw={1200}>
          <LoadingOverlay visible={pending} zIndex={300} overlayProps={{ blur: 1 }} />
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

      {idle ? (
        <Suspense fallback={null}>
          <Toasts />
          <Dialogs />
        </Suspense>
      ) : null}
      <ReconnectOverlay />
    </AppShell>
  );
}
