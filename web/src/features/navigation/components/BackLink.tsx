import { Anchor, Group } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { Link, useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentWorkspace } from '../../workspaces/hooks/use-current-workspace';
import { backTarget } from '../back-target';
import { MENU, menuHref } from '../menu-config';

/**
 * The Back breadcrumb (spec 000 §2): to the page's parent in the menu config, else to its nearest
 * ancestor path with a menu entry (an office to the offices), else Home; named after the target.
 */
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
  const target = backTarget(leaf, MENU);
  const href = target ? (target.pathname ?? menuHref(target.entry, workspaceId)) : '/';
  const label = t(`menu:${target ? target.entry.label : 'home'}` as 'menu:home');
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
