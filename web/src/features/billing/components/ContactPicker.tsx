import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { ZContactInputSchema, type TContact, type TContactInput, type TParty } from '@shared/billing/billing.schema.js';
import {  } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { schemaResolver } from '../../../app/schema-resolver';
import { notifyError, notifySuccess } from '../../../components/notify';
import { invalidateBilling } from '../api/billing-keys';
import { contactsQuery, createContact, recentContactsQuery } from '../api/contacts';
import { useDebounced } from '../hooks/use-debounced';
import { useSlideOver } from './SlideOver';
import { PickerSearch, useBillingFieldError } from './ui';

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

/**
 * 'Add a contact' (spec 001 §2): the workspace's contacts and employment counterparties by name
 * or email (debounced 500 ms, 15 at a time), recent ones first, and 'Create new contact'.
 */
export function ContactPicker({
  workspaceId,
  side,
  onPick,
}: {
  workspaceId: string;
  side: 'INVOICE' | 'BILL';
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
          panel.push({ title: t('contacts.create'), content: <ContactForm workspaceId={workspaceId} onCreated={pick} /> })
        }
        error={found.error}
      />
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

/** 'Create new contact': name required, min 3; email required, min 3, valid (spec 001 §5). */
export function ContactForm({ workspaceId, onCreated }: { workspaceId: string; onCreated: (c: TContact) => void }) {
  const { t } = useTranslation('billing');
  const fieldError = useBillingFieldError();
  const queryClient = useQueryClient();
  const form = useForm<TContactInput>({ resolver: schemaResolver(ZContactInputSchema), defaultValues: { name: '', email: '' } });
  const mutation = useMutation({
    mutationFn: (body: TContactInput) => createContact(workspaceId, body),
    onSuccess: (contact) => {
      void invalidateBilling(queryClient, workspaceId, ['contacts']);
      notifySuccess(t('common:saved'));
      onCreated(contact);
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
      <Stack gap="sm">
        <TextInput
          label={t('contacts.name')}
          withAsterisk
          autoComplete="off"
          {...form.register('name')}
          error={fieldError(form.formState.errors.name)}
        />
        <TextInput
          label={t('contacts.email')}
          type="email"
          withAsterisk
          autoComplete="off"
          {...form.register('email')}
          error={fieldError(form.formState.errors.email)}
        />
        <Button type="submit" loading={mutation.isPending} w="fit-content">
          {t('contacts.create')}
        </Button>
      </Stack>
    </form>
  );
}
