import { Group, Loader, Text } from '@mantine/core';
import type { TWorkspaceType } from '@shared/core/workspace.js';
import { IconBuilding, IconCrown, IconUser, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const ICON: Record<TWorkspaceType, Icon> = { SUBLIME_EMPLOYEE: IconCrown, PERSON: IconUser, COMPANY: IconBuilding };
const LABEL: Record<TWorkspaceType, string> = {
  SUBLIME_EMPLOYEE: 'workspace.employee',
  PERSON: 'workspace.individual',
  COMPANY: 'workspace.company',
};

/** A workspace as the switcher shows it (spec 000 §2): the kind's icon and label, then its name. */
export function WorkspaceLabel({ type, name }: { type: TWorkspaceType; name?: string }) {
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
 * The switcher until it can open: it says it is loading, rather than show a label that looks
 * final and does nothing when clicked.
 */
export function SwitcherLoading({ type }: { type?: TWorkspaceType }) {
  const { t } = useTranslation();
  return (
    <div data-testid="workspace-switcher" data-loading aria-busy="true" aria-label={t('workspace.loading')} style={{ minHeight: 40 }}>
      <Group justify="space-between" wrap="nowrap">
        {type ? <WorkspaceLabel type={type} /> : <span />}
        <Loader size={14} aria-hidden />
      </Group>
    </div>
  );
}
