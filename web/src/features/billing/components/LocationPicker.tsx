import { Button, Group, Loader, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { TLocation } from '@shared/billing/billing.schema.js';
import { type TAddress, ZAddressSchema } from '@shared/core/address.schema.js';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { errorText } from '../../../app/errors';
import { schemaResolver } from '../../../app/schema-resolver';
import { notifyError, notifySuccess } from '../../../components/notify';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { invalidateBilling } from '../api/billing-keys';
import { createLocation, locationsQuery } from '../api/contacts';
import { useSlideOver } from './SlideOver';
import { AddressFields } from './AddressFields';

/** One line for an address: '1 Main St, Apt 2, Albany, NY 12207'. */
export function addressLine(a: TAddress | undefined): string {
  if (!a) return '';
  return [a.address1, a.address2, a.city, `${a.state} ${a.zipCode}`].filter(Boolean).join(', ');
}

/** The text a log shows for its location. */
export function locationText(l: TLocation | undefined): string {
  if (!l) return '';
  const line = addressLine(l.address);
  return line && line !== l.label ? `${l.label} (${line})` : l.label;
}

function LocationRows({
  title,
  locations,
  onPick,
}: {
  title: string;
  locations: readonly TLocation[];
  onPick: (l: TLocation) => void;
}) {
  const id = useId();
  if (locations.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-labelledby={id}>
      <Title order={3} size="h6" id={id}>
        {title}
      </Title>
      {locations.map((l) => (
        <Paper key={`${l.kind}:${l.id}`} withBorder radius="sm" p={0}>
          <UnstyledButton w="100%" p="sm" onClick={() => onPick(l)} data-location={l.id}>
            <Text size="sm" fw={600}>
              {l.label}
            </Text>
            {l.address ? (
              <Text size="xs" c="dimmed">
                {addressLine(l.address)}
              </Text>
            ) : null}
          </UnstyledButton>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * 'Add location' (spec 001 §2, §3): the addresses, branches and projects known for the executor
 * and the contact, and 'Create location'.
 */
export function LocationPicker({
  workspaceId,
  executorId,
  contactId,
  onPick,
}: {
  workspaceId: string;
  executorId: string;
  contactId: string;
  onPick: (l: TLocation) => void;
}) {
  const { t } = useTranslation('billing');
  const panel = useSlideOver();
  const locations = useQuery(locationsQuery(workspaceId, executorId, contactId));
  const data = locations.data;
  const none = data && data.addresses.length + data.branches.length + data.projects.length === 0;
  return (
    <Stack gap="md">
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        w="fit-content"
        onClick={() =>
          panel.push({
            title: t('locations.create'),
            content: <LocationForm workspaceId={workspaceId} executorId={executorId} contactId={contactId} onCreated={onPick} />,
          })
        }
      >
        {t('locations.create')}
      </Button>
      {locations.isPending ? <Loader size="sm" aria-label={t('loading')} /> : null}
      <ServerErrorAlert error={locations.error} />
      {none ? (
        <Text c="dimmed" size="sm">
          {t('locations.empty')}
        </Text>
      ) : null}
      {data ? (
        <>
          <LocationRows title={t('locations.addresses')} locations={data.addresses} onPick={onPick} />
          <LocationRows title={t('locations.branches')} locations={data.branches} onPick={onPick} />
          <LocationRows title={t('locations.projects')} locations={data.projects} onPick={onPick} />
        </>
      ) : null}
    </Stack>
  );
}

type TAddressForm = z.input<typeof ZAddressSchema>;

const baseAddressResolver = schemaResolver(ZAddressSchema);
/** The shared address schema; an empty ZIP says 'required' rather than the mask's message. */
const addressResolver: typeof baseAddressResolver = async (values, context, options) => {
  const result = await baseAddressResolver(values, context, options);
  zipMessage(result.errors as Record<string, unknown>, values.zipCode);
  return result;
};

/** The ZIP's error as the form shows it: 'required' when empty, the mask's message otherwise. */
export function zipMessage(errors: Record<string, unknown> | undefined, zipCode: string | undefined): void {
  const zip = errors?.zipCode as { message?: string } | undefined;
  if (zip) zip.message = zipCode ? 'billing:messages.zipCode' : 'validation:required';
}

/**
 * 'Create location': address1, city and ZIP required (min 3), ZIP mask 00000-0000, the state from
 * a searchable list, address2 optional (spec 001 §5).
 */
export function LocationForm({
  workspaceId,
  executorId,
  contactId,
  onCreated,
}: {
  workspaceId: string;
  executorId: string;
  contactId: string;
  onCreated: (l: TLocation) => void;
}) {
  const { t } = useTranslation('billing');
  const queryClient = useQueryClient();
  const form = useForm<TAddressForm, unknown, TAddress>({
    resolver: addressResolver,
    defaultValues: { address1: '', address2: '', city: '', state: 'NY', zipCode: '' },
  });
  const mutation = useMutation({
    mutationFn: (address: TAddress) =>
      createLocation(workspaceId, { executorId, contactId, address: { ...address, address2: address.address2 || undefined } }),
    onSuccess: (location) => {
      void invalidateBilling(queryClient, workspaceId, ['locations']);
      notifySuccess(t('common:saved'));
      onCreated(location);
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
        <Stack gap="sm">
          <AddressFields />
          <Group>
            <Button type="submit" loading={mutation.isPending}>
              {t('locations.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
