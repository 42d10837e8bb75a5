import { Group, Loader, Menu, Text, UnstyledButton } from '@mantine/core';
import type { TWorkspace, TWorkspaceType } from '@shared/core/workspace.js';
import { workspaceTypeOf } from '@shared/core/workspace.js';
import { IconBuilding, IconChevronDown, IconCrown, IconUser, type Icon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMatches, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/hooks/use-session';
import { workspaceParams } from '../../navigation/menu-config';
import { workspacesQuery } from '../api/get-workspaces';
import { useCurrentWorkspace } from '../hooks/use-current-workspace';
import { setWorkspace } from '../workspace-store';

const ICON: Record<TWorkspaceType, Icon> = { SUBLIME_EMPLOYEE: IconCrown, PERSON: IconUser, COMPANY: IconBuilding };
const LABEL: Record<TWorkspaceType, string> = {
  SUBLIME_EMPLOYEE: 'workspace.employee',
  PERSON: 'workspace.individual',
  COMPANY: 'workspace.company',
};

function WorkspaceLabel({ type, name }: { type: TWorkspaceType; name?: string }) {
  const { t } = useTranslation();
  const I = ICON[type];
  return (
    <Group gap="sm" wrap="nowrap">
      <I size={20} stroke={1.6} aria-hidden data-icon={type.toLowerCase()} />
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {t(LABEL[type] as 'workspace.individual')}
        </Text>
        {name ? (
          <Text size="xs" c="dimmed" truncate>
            {name}
          </Text>
        ) : null}
      </div>
    </Group>
  );
}

/**
 * The workspace switcher (spec 000 §2): clickable only with more than one accessible workspace;
 * choosing one rewrites the route's wsType/wsId params and stays on the same route. While the
 * workspaces load it shows a spinner, so a click that cannot open anything yet is not a surprise.
 */
export function WorkspaceSwitcher() {
  const { t } = useTranslation();
  const { principal } = useSession();
  const current = useCurrentWorkspace();
  const { data, isPending } = useQuery(workspacesQuery(principal?.userId));
  const matches = useMatches();
  const navigate = useNavigate();
  if (!principal || !current) return null;

  const list: TWorkspace[] = data?.data ?? [];
  const type = workspaceTypeOf(current);
  if (!type) return null;
  const currentWs = list.find((w) => w.id === current);
  const choices = list.filter((w) => w.id !== current);

  const choose = (id: string) => {
    setWorkspace(id);
    const leaf = matches[matches.length - 1];
    const params = leaf?.params as Record<string, string> | undefined;
    const next = workspaceParams(id);
    if (leaf && params && 'wsId' in params && next) {
      void navigate({ to: leaf.fullPath as never, params: { ...params, ...next } as never, search: leaf.search as never });
    }
  };

  if (isPending) {
    // Until the list loads it is not known whether there is anything to switch to: say so, rather
    // than show a label that looks final and does nothing when clicked.
    return (
      <div data-testid="workspace-switcher" data-loading aria-busy="true" aria-label={t('workspace.loading')}>
        <Group justify="space-between" wrap="nowrap">
          <WorkspaceLabel type={type} />
          <Loader size={14} aria-hidden />
        </Group>
      </div>
    );
  }
  if (list.length <= 1) {
    return (
      <div data-testid="workspace-switcher" aria-label={t('workspace.current')}>
        <WorkspaceLabel type={type} name={currentWs?.name} />
      </div>
    );
  }
  return (
    <Menu position="bottom-start" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton data-testid="workspace-switcher" aria-label={t('workspace.switch')} w="100%">
          <Group justify="space-between" wrap="nowrap">
            <WorkspaceLabel type={type} name={currentWs?.name} />
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {choices.map((w) => (
          <Menu.Item key={w.id} onClick={() => choose(w.id)} data-workspace-type={w.type}>
            <WorkspaceLabel type={w.type} name={w.name} />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
