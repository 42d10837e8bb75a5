import { Group, Menu, UnstyledButton } from '@mantine/core';
import type { TWorkspace } from '@shared/core/workspace.js';
import { workspaceTypeOf } from '@shared/core/workspace.js';
import { IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import { useSession } from '../../auth/hooks/use-session';
import { workspacesQuery } from '../api/get-workspaces';
import { useCurrentWorkspace } from '../hooks/use-current-workspace';
import { useSwitchWorkspace } from '../hooks/use-switch-workspace';
import { SwitcherLoading, WorkspaceLabel } from './WorkspaceLabel';

// Provider employees' picker (own, recent and searched workspaces) loads for staff only.
const StaffWorkspacePicker = lazy(() => import('./StaffWorkspacePicker').then((m) => ({ default: m.StaffWorkspacePicker })));

/**
 * The workspace switcher (spec 000 §2): clickable only with more than one accessible workspace;
 * choosing one rewrites the route's wsType/wsId params and stays on the same route. A provider
 * employee may open any workspace (spec 000 §4), so theirs is always a picker with a search. While
 * the workspaces load it shows a spinner, so a click that cannot open anything yet is not a surprise.
 */
export function WorkspaceSwitcher() {
  const { t } = useTranslation();
  const { principal } = useSession();
  const current = useCurrentWorkspace();
  const { data, isPending } = useQuery(workspacesQuery(principal?.userId));
  const choose = useSwitchWorkspace();
  if (!principal || !current) return null;

  const list: TWorkspace[] = data?.data ?? [];
  const type = workspaceTypeOf(current);
  if (!type) return null;
  if (isPending) return <SwitcherLoading type={type} />;
  if (principal.staff) {
    return (
      <Suspense fallback={<SwitcherLoading type={type} />}>
        <StaffWorkspacePicker userId={principal.userId} current={current} own={list} />
      </Suspense>
    );
  }

  const currentWs = list.find((w) => w.id === current);
  const choices = list.filter((w) => w.id !== current);
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
          <Menu.Item key={w.id} onClick={() => void choose(w.id)} data-workspace-type={w.type}>
            <WorkspaceLabel type={w.type} name={w.name} />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
