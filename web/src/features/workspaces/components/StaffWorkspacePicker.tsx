import { Combobox, Group, Loader, UnstyledButton, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { workspaceTypeOf, type TWorkspace, type TWorkspaceType } from '@shared/core/workspace.js';
import { SEARCH_DEBOUNCE_MS } from '@shared/directory/directory.schema.js';
import { IconChevronDown, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { notifyError } from '../../../components/notify';
import { companiesQuery, employeesQuery, openClientWorkspace, peopleQuery } from '../../directory/api/directory';
import { workspaceQuery } from '../api/get-workspaces';
import { useSwitchWorkspace } from '../hooks/use-switch-workspace';
import { recentWorkspaces, subscribeRecent, type TRecentWorkspace } from '../recent-workspaces';
import { WorkspaceLabel } from './WorkspaceLabel';

/** Search results per kind (people, companies, employees). */
const RESULTS_PER_KIND = 5;

type TChoice = Pick<TRecentWorkspace, 'id' | 'name' | 'type'>;

/** The directory's people, companies and provider employees matching the typed text (staff searches, spec 000 §4). */
function useWorkspaceSearch(text: string) {
  const enabled = text.length >= 2;
  const paging = { pageNumber: 0, pageSize: RESULTS_PER_KIND };
  const people = useQuery({ ...peopleQuery({ fullNameFilter: text, ...paging }), enabled });
  const companies = useQuery({ ...companiesQuery({ searchQuery: text, ...paging }), enabled });
  const employees = useQuery({ ...employeesQuery({ fullNameFilter: text, ...paging }), enabled });
  const entries = enabled ? [people, companies, employees].flatMap((q) => q.data?.data ?? []) : [];
  const found: TChoice[] = [];
  for (const e of entries) {
    const type = workspaceTypeOf(e.id);
    if (type && !found.some((f) => f.id === e.id)) found.push({ id: e.id, name: e.name, type });
  }
  const fetching = enabled && [people, companies, employees].some((q) => q.isFetching);
  return { enabled, found, fetching };
}

function ChoiceGroup({ label, choices }: { label: string; choices: readonly TChoice[] }) {
  if (choices.length === 0) return null;
  return (
    <Combobox.Group label={label}>
      {choices.map((w) => (
        <Combobox.Option key={w.id} value={w.id} data-workspace-type={w.type}>
          <WorkspaceLabel type={w.type} name={w.name} />
        </Combobox.Option>
      ))}
    </Combobox.Group>
  );
}

/**
 * A provider employee's switcher (spec 000 §2, §4): their own workspaces, the client workspaces
 * they opened recently (kept in this browser, per user), and a search over every person, company
 * and employee workspace. Opening one that is not their own is recorded on the client's trail
 * first (WORKSPACE_OPENED_BY_STAFF, as from the admin lists); the route stays, with the new params.
 */
export function StaffWorkspacePicker({ userId, current, own }: { userId: string; current: string; own: readonly TWorkspace[] }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const recent = useSyncExternalStore(subscribeRecent, () => recentWorkspaces(userId));
  const search = useWorkspaceSearch(debounced);
  const choose = useSwitchWorkspace();
  const combobox = useCombobox({
    onDropdownOpen: () => combobox.focusSearchInput(),
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setText('');
    },
  });

  const type = workspaceTypeOf(current) as TWorkspaceType;
  const known = own.find((w) => w.id === current)?.name ?? recent.find((w) => w.id === current)?.name;
  // A client opened by a link or a bookmark: its name is read once (a read, not an opening).
  const fetched = useQuery({ ...workspaceQuery(current), enabled: known === undefined });
  const name = known ?? fetched.data?.name;

  const isOwn = (id: string) => own.some((w) => w.id === id);
  const ownChoices = own.filter((w) => w.id !== current);
  const recentChoices = recent.filter((w) => w.id !== current && !isOwn(w.id));
  const found = search.found.filter((w) => w.id !== current);

  const pick = async (id: string) => {
    combobox.closeDropdown();
    try {
      await choose(id, isOwn(id) ? undefined : (clientId) => openClientWorkspace(clientId, 'SWITCHER'));
    } catch (error) {
      notifyError(errorText(t, error));
    }
  };

  return (
    <Combobox store={combobox} position="bottom-start" width={260} withinPortal onOptionSubmit={(id) => void pick(id)}>
      <Combobox.Target withAriaAttributes={false}>
        <UnstyledButton
          data-testid="workspace-switcher"
          aria-label={t('workspace.switch')}
          aria-haspopup="listbox"
          aria-expanded={combobox.dropdownOpened}
          w="100%"
          onClick={() => combobox.toggleDropdown()}
        >
          <Group justify="space-between" wrap="nowrap">
            <WorkspaceLabel type={type} name={name} />
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Combobox.Target>
      <Combobox.Dropdown data-testid="workspace-picker">
        <Combobox.Search
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            combobox.updateSelectedOptionIndex();
          }}
          placeholder={t('workspace.searchPlaceholder')}
          aria-label={t('workspace.search')}
          leftSection={<IconSearch size={14} aria-hidden />}
          rightSection={search.fetching ? <Loader size="xs" role="status" aria-label={t('directory:searching')} /> : null}
          autoComplete="off"
        />
        <Combobox.Options aria-label={t('workspace.switch')} mah={360} style={{ overflowY: 'auto' }}>
          <ChoiceGroup label={t('workspace.own')} choices={ownChoices} />
          <ChoiceGroup label={t('workspace.recent')} choices={recentChoices} />
          {search.enabled ? (
            found.length > 0 ? (
              <ChoiceGroup label={t('workspace.results')} choices={found} />
            ) : search.fetching ? null : (
              <Combobox.Empty>{t('directory:nothingFound')}</Combobox.Empty>
            )
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
