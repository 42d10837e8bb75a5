import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconLogout, IconShieldLock, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from './menu-icon';
import { useTopNav } from './TopNav';

/** Signed-in header links: Services, admin panel (staff), profile, logout. */
export function UserNav() {
  const { t } = useTranslation();
  const nav = useTopNav();
  return (
    <Group gap="xs" component="nav" aria-label={t('nav.main')}>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="subtle" rightSection={<IconChevronDown size={16} aria-hidden />}>
            {t('nav.services')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {nav.services.map(({ item, link, enabled }) => (
            <Menu.Item key={item.id} {...link} data-menu-id={item.id} disabled={!enabled} leftSection={<MenuIcon name={item.icon} />}>
              {t(`menu:${item.label}` as 'menu:home')}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {nav.adminHref ? (
        <Button component={Link} to={nav.adminHref as never} variant="subtle" leftSection={<IconShieldLock size={18} aria-hidden />}>
          {t('nav.admin')}
        </Button>
      ) : null}
      {nav.profileHref ? (
        <Button component={Link} to={nav.profileHref as never} variant="subtle" leftSection={<IconUserCircle size={18} aria-hidden />}>
          {t('nav.profile')}
        </Button>
      ) : null}
      <Button variant="subtle" color="gray" onClick={() => void nav.signOut()} leftSection={<IconLogout size={18} aria-hidden />}>
        {t('nav.logout')}
      </Button>
    </Group>
  );
}

