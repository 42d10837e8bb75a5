import { Anchor, Group } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { Link, useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentWorkspace } from '../../workspaces/hooks/use-current-workspace';
import { MENU, menuHref, menuItemForRoute } from '../menu-config';

/** The Back breadcrumb: to the parent section in the menu config, else up one path level. */
export function BackLink() {
  const { t } = useTranslation();
  // A primitive selection: the link re-renders only when the leaf route changes.
  const key = useMatches({
    select: (ms) => {
      const m = ms[ms.length - 1];
      return m ? [m.pathname, m.routeId, m.fullPath].join('\n') : '';
    },
  });
  const [pathname, routeId, fullPath] = key.split('\n') as [string, string?, string?];
  const leaf = key ? { pathname, routeId: routeId ?? '', fullPath: fullPath ?? '' } : undefined;
  const workspaceId = useCurrentWorkspace();
  if (!leaf || leaf.pathname === '/' || leaf.routeId === '__root__') return null;
  const item = menuItemForRoute(leaf.fullPath);
  const parent = item?.parent ? MENU.find((i) => i.id === item.parent) : undefined;
  let href: string;
  let label: string;
  if (parent) {
    href = menuHref(parent, workspaceId);
    label = t(`menu:${parent.label}` as 'menu:home');
  } else {
    href = '/';
    label = t('menu:home');
  }
  return (
    <Group mb="sm">
      <Anchor component={Link} to={href as never} size="sm" data-testid="back-link">
        <Group gap={4}>
          <IconChevronLeft size={16} aria-hidden />
          {t('back', { to: label })}
        </Group>
      </Anchor>
    </Group>
  );
}
