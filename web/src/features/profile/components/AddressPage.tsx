import { Stack, Text } from '@mantine/core';
import { type TProfileAddress, type TProfileAddressInput, ZProfileAddressSchema } from '@shared/profile/profile.schema.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { schemaResolver } from '../../../app/schema-resolver';
import { notifySuccess } from '../../../components/notify';
import { PageTitle } from '../../../components/PageTitle';
import { addressQuery, profileKey, saveAddress } from '../api/profile';
import { AddressEditor } from './AddressEditor';
import { showServerError } from './PersonDetailsPage';
import { QueryStatus, SaveButton, Section } from './ui';

const ZForm = z.object({ address: ZProfileAddressSchema });
const resolver = schemaResolver(ZForm);

function AddressForm({ workspaceId, address }: { workspaceId: string; address: TProfileAddressInput }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof ZForm>, unknown, z.output<typeof ZForm>>({ resolver, defaultValues: { address } });
  const mutation = useMutation({
    mutationFn: (body: TProfileAddress) => saveAddress(workspaceId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKey(workspaceId, 'address'), saved);
      form.reset({ address: saved.address });
      notifySuccess(t('common:saved'));
    },
    onError: (e) => showServerError(t, form, e),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v.address))}>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="address"
          render={({ field, fieldState }) => (
            <AddressEditor idPrefix="home" value={field.value} onChange={field.onChange} errors={(form.formState.errors.address ?? (fieldState.error as never)) as never} />
          )}
        />
        <SaveButton pending={mutation.isPending} />
      </Stack>
    </form>
  );
}

/** /userprofile/{wsType}/{wsId}/address. */
export function AddressPage({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('profile');
  const query = useQuery(addressQuery(workspaceId));
  return (
    <>
      <PageTitle>{t('pages.address')}</PageTitle>
      <Section id="address-title" title={t('pages.address')} extra={query.data?.empty ? <Text size="sm" c="dimmed">{t('address.empty')}</Text> : null}>
        <QueryStatus query={query}>{(data) => <AddressForm workspaceId={workspaceId} address={data.address} />}</QueryStatus>
      </Section>
    </>
  );
}
