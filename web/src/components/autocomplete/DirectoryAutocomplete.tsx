import { Combobox, Group, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS, SUGGESTION_COUNT, type TDirectoryEntryView } from '@shared/directory/directory.schema.js';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companiesQuery, employeesQuery, peopleQuery } from '../../features/directory/api/directory';

type TKind = 'people' | 'admins' | 'companies' | 'employees';

/** The directory query of a kind for the typed text, 8 suggestions (spec 001 §9). */
function optionsFor(kind: TKind, text: string) {
  const paging = { pageNumber: 0, pageSize: SUGGESTION_COUNT };
  switch (kind) {
    case 'people':
      return peopleQuery({ fullNameFilter: text, ...paging });
    case 'admins':
      return peopleQuery({ fullNameFilter: text, onlyAdmins: true, ...paging } as never);
    case 'companies':
      return companiesQuery({ searchQuery: text, ...paging });
    case 'employees':
      return employeesQuery({ fullNameFilter: text, ...paging });
  }
}

const extraText = (e: TDirectoryEntryView, key: string) => {
  const v = e.extra?.[key];
  return typeof v === 'string' ? v : undefined;
};

/** What a suggestion shows: people name and email; companies name, EIN and email; employees name, position and office. */
function Suggestion({ kind, entry }: { kind: TKind; entry: TDirectoryEntryView }) {
  const details =
    kind === 'companies'
      ? [entry.ein, entry.email]
      : kind === 'employees' || kind === 'admins'
        ? [extraText(entry, 'position'), extraText(entry, 'officeName')]
        : [entry.email];
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {entry.name}
      </Text>
      <Group gap="xs">
        {details.filter(Boolean).map((d) => (
          <Text key={d} size="xs" c="dimmed">
            {d}
          </Text>
        ))}
      </Group>
    </Stack>
  );
}

export interface TDirectoryAutocompleteProps {
  kind: TKind;
  label: string;
  placeholder?: string;
  /** The chosen entry. */
  onPick: (entry: TDirectoryEntryView) => void;
  /** The typed text, as it changes (a list may filter by it). */
  onTextChange?: (text: string) => void;
  rightSection?: ReactNode;
  testId?: string;
  /** A required field shows its asterisk; `error` is the field's message (e.g. nothing picked). */
  required?: boolean;
  error?: ReactNode;
}

/**
 * A search field with directory suggestions: debounced 500 ms, 8 suggestions, from two typed
 * characters. The dropdown sits below the field and flips above it when the space below is short
 * (floating-ui's flip middleware).
 */
export function DirectoryAutocomplete(props: TDirectoryAutocompleteProps) {
  const { t } = useTranslation('directory');
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const enabled = debounced.length >= 2;
  const query = useQuery({ ...optionsFor(props.kind, debounced), enabled });
  const items = enabled ? (query.data?.data ?? []) : [];
  const listId = useId();

  return (
    <Combobox
      store={combobox}
      position="bottom-start"
      middlewares={{ flip: true, shift: true }}
      withinPortal
      onOptionSubmit={(id) => {
        const entry = items.find((e) => e.id === id);
        if (!entry) return;
        setText(entry.name);
        props.onPick(entry);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={props.label}
          placeholder={props.placeholder}
          value={text}
          data-testid={props.testId}
          required={props.required}
          error={props.error}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={query.isFetching && enabled ? <Loader size="xs" aria-label={t('searching')} role="status" /> : props.rightSection}
          aria-controls={listId}
          autoComplete="off"
          onChange={(e) => {
            const value = e.currentTarget.value;
            setText(value);
            props.onTextChange?.(value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!enabled || (query.isPending && !query.data)} data-testid={props.testId ? `${props.testId}-dropdown` : undefined}>
        <Combobox.Options id={listId} aria-label={props.label}>
          {items.length === 0 ? (
            <Combobox.Empty>{t('nothingFound')}</Combobox.Empty>
          ) : (
            items.map((entry) => (
              <Combobox.Option value={entry.id} key={entry.id} data-testid="directory-suggestion">
                <Suggestion kind={props.kind} entry={entry} />
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

/** People: name and email. */
export function PersonAutocomplete(props: Omit<TDirectoryAutocompleteProps, 'kind'> & { onlyAdmins?: boolean }) {
  return <DirectoryAutocomplete {...props} kind={props.onlyAdmins ? 'admins' : 'people'} />;
}

/** Companies: 'Type company name, ein or email'; name, EIN and email. */
export function CompanyAutocomplete(props: Omit<TDirectoryAutocompleteProps, 'kind' | 'placeholder'>) {
  const { t } = useTranslation('directory');
  return <DirectoryAutocomplete {...props} kind="companies" placeholder={t('companyPlaceholder')} />;
}

/** Provider employees: name, position and office. */
export function EmployeeAutocomplete(props: Omit<TDirectoryAutocompleteProps, 'kind'>) {
  return <DirectoryAutocomplete {...props} kind="employees" />;
}
