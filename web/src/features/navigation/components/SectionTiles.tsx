import { Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/hooks/use-session';
import { useCurrentWorkspace } from '../../workspaces/hooks/use-current-workspace';
import { menuChildren, menuHref } from '../menu-config';
import { MenuIcon } from './menu-icon';

/** A section landing page's tiles: the child entries this user may open (spec 000 §2). */
export function SectionTiles({ section }: { section: string }) {
  const { t } = useTranslation();
  const { principal } = useSession();
  const workspaceId = useCurrentWorkspace();
  const children = menuChildren(section, { principal, workspaceId });
  if (children.length === 0) return <Text c="dimmed">{t('section.empty')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {children.map((item) => (
        <Card key={item.id} component={Link} to={menuHref(item, workspaceId) as never} withBorder padding="lg" radius="md" data-tile={item.id}>
          <ThemeIcon variant="light" size="lg" mb="sm">
            <MenuIcon name={item.icon} />
          </ThemeIcon>
          <Text fw={600}>{t(`menu:${item.label}` as 'menu:home')}</Text>
          <Text size="sm" c="dimmed">
            {t(`menu:${item.label}Hint` as 'menu:home')}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
