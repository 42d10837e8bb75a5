import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { TContact, TParty } from '@shared/billing/billing.schema.js';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactsQuery, recentContactsQuery } from '../api/contacts';
import { useDebounced } from '../hooks/use-debounced';
import { addressLine } from './LocationPicker';
import { NewContactForm } from './NewContactForm';
import { useSlideOver } from './SlideOver';
import { PickerSearch } from './ui';

/** A contact as the party it stands for (its own workspace), named as the contact. */
export function partyOf(contact: TContact): TParty {
  return { ...contact.ref, name: contact.ref.name || contact.name, email: contact.ref.email ?? contact.email };
}

function ContactRows({
  title,
  contacts,
  onPick,
}: {
  title: string;
  contacts: readonly TContact[];
  onPick: (c: TContact) => void;
}) {
  const { t } = useTranslation('billing');
  const id = useId();
  return (
    <Stack gap={6} component="section" aria-labelledby={id}>
      <Title order={3} size="h6" id={id}>
        {title}
      </Title>
      {contacts.map((c) => (
        <Paper key={c.id} withBorder p={0} radius="sm">
          <UnstyledButton w="100%" p="sm" onClick={() => onPick(c)} data-contact={c.ref.id}>
            <Group justify="space-between" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {c.name}
                </Text>
                {c.email ? (
                  <Text size="xs" c="dimmed" truncate>
                    {c.email}
                  </Text>
                ) : null}
                {c.address ? (
                  <Text size="xs" c="dimmed" truncate>
                    {addressLine(c.address)}
                  </Text>
                ) : null}
              </div>
              <Badge variant="light" color="gray" c="dark">
                {t(`workspaceKind.${c.ref.type}`)}
              </Badge>
            </Group>
          </UnstyledButton>
        </Paper>
      ))}
    </Stack>
  );
}

/** The workspace's own profile as a row of the picker: choosing it puts it on the side being chosen (spec 001 §4). */
function OwnProfileRow({ own, onPick }: { own: TParty; onPick: (party: TParty) => void }) {
  const { t } = useTranslation('billing');
  const id = useId();
  return (
    <Stack gap={6} component="section" aria-labelledby={id}>
      <Title order={3} size="h6" id={id}>
        {t('contacts.own')}
      </Title>
      <Paper withBorder p={0} radius="sm">
        <UnstyledButton w="100%" p="sm" onClick={() => onPick(own)} data-contact={own.id} data-testid="own-profile">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600} truncate>
              {own.name}
            </Text>
            <Badge variant="light" color="gray" c="dark">
              {t(`workspaceKind.${own.type}`)}
            </Badge>
          </Group>
        </UnstyledButton>
      </Paper>
    </Stack>
  );
}

/**
 * 'Add a contact' (spec 001 §2): the workspace's contacts and employment counterparties by name
 * or email (debounced 500 ms, 15 at a time), recent ones first, and 'Create new contact'. On an
 * invoice or a bill it offers the workspace's own profile first (`own`), for either side.
 */
export function ContactPicker({
  workspaceId,
  side,
  own,
  onPick,
}: {
  workspaceId: string;
  side: 'INVOICE' | 'BILL';
  own?: TParty;
  onPick: (party: TParty) => void;
}) {
  const { t } = useTranslation('billing');
  const panel = useSlideOver();
  const [query, setQuery] = useState('');
  const debounced = useDebounced(query.trim(), 500);
  const recent = useQuery(recentContactsQuery(workspaceId, side));
  const found = useQuery({ ...contactsQuery(workspaceId, debounced), placeholderData: keepPreviousData });
  const pick = (c: TContact) => onPick(partyOf(c));
  const recentRows = debounced ? [] : (recent.data?.data ?? []);
  const foundRows = (found.data?.data ?? []).filter((c) => !recentRows.some((r) => r.id === c.id));

  return (
    <Stack gap="md">
      <PickerSearch
        label={t('contacts.search')}
        query={query}
        onQuery={setQuery}
        fetching={found.isFetching}
        createLabel={t('contacts.create')}
        onCreate={() =>
          panel.push({ title: t('contacts.create'), content: <NewContactForm workspaceId={workspaceId} onCreated={pick} /> })
        }
        error={found.error}
      />
      {own && !debounced ? <OwnProfileRow own={own} onPick={onPick} /> : null}
      {recentRows.length > 0 ? <ContactRows title={t('contacts.recent')} contacts={recentRows} onPick={pick} /> : null}
      {foundRows.length > 0 ? (
        <ContactRows title={t('contacts.results')} contacts={foundRows} onPick={pick} />
      ) : found.isSuccess && recentRows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('contacts.noResults')}
        </Text>
      ) : null}
    </Stack>
  );
}
