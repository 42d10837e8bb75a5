import { Button, Group, Select, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import {
  BANK_HOLDER_TYPES,
  OTHER_BANK_PRODUCT_TYPES,
  type TOtherBankProduct,
  type TOtherBankProductInput,
  ZOtherBankProductInputSchema,
} from '@shared/profile/profile.schema.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { errorText } from '../../../app/errors';
import { schemaResolver } from '../../../app/schema-resolver';
import { notifyError, notifySuccess } from '../../../components/notify';
import { PageTitle } from '../../../components/PageTitle';
import { createOtherBankProduct, deleteOtherBankProduct, otherBankProductsQuery } from '../api/filings';
import { invalidateProfile } from '../api/profile';
import { showServerError } from './PersonDetailsPage';
import { DeleteRowButton, QueryStatus, Section, useProfileFieldError } from './ui';

const resolver = schemaResolver(ZOtherBankProductInputSchema);

/** Add another account or card: its bank, kind, holder and the last four digits of its number. */
function AddProduct({ workspaceId, wsType }: { workspaceId: string; wsType: string }) {
  const { t } = useTranslation('profile');
  const fieldError = useProfileFieldError();
  const queryClient = useQueryClient();
  const holder = wsType === 'c' ? 'business' : 'individual';
  const form = useForm<TOtherBankProductInput, unknown, z.output<typeof ZOtherBankProductInputSchema>>({
    resolver,
    defaultValues: { bankName: '', productType: 'CREDIT_CARD', holderType: holder, last4: '' },
  });
  const mutation = useMutation({
    mutationFn: (body: TOtherBankProductInput) => createOtherBankProduct(workspaceId, body),
    onSuccess: () => {
      form.reset();
      void invalidateProfile(queryClient, workspaceId, 'otherBankProducts');
      notifySuccess(t('common:saved'));
    },
    onError: (e) => showServerError(t, form, e),
  });
  const errors = form.formState.errors;
  const select = (name: 'productType' | 'holderType', data: readonly string[], labels: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={t(`otherProducts.${name}`)}
          withAsterisk
          allowDeselect={false}
          w={200}
          data={data.map((v) => ({ value: v, label: t(`${labels}.${v}`) }))}
          value={field.value}
          onChange={(v) => field.onChange(v ?? undefined)}
        />
      )}
    />
  );
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
      <Group align="flex-start" wrap="wrap">
        <TextInput label={t('bank.bankName')} withAsterisk {...form.register('bankName')} error={fieldError(errors.bankName)} />
        {select('productType', OTHER_BANK_PRODUCT_TYPES, 'otherProducts.types')}
        {select('holderType', BANK_HOLDER_TYPES, 'bank')}
        <TextInput label={t('otherProducts.last4')} withAsterisk inputMode="numeric" maxLength={4} w={130} {...form.register('last4')} error={fieldError(errors.last4)} />
        <Button type="submit" mt={25} loading={mutation.isPending}>
          {t('otherProducts.add')}
        </Button>
      </Group>
    </form>
  );
}

function ProductsTable({ workspaceId, rows }: { workspaceId: string; rows: TOtherBankProduct[] }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => deleteOtherBankProduct(workspaceId, id),
    onSuccess: () => void invalidateProfile(queryClient, workspaceId, 'otherBankProducts'),
    onError: (e) => notifyError(errorText(t, e)),
  });
  if (rows.length === 0) return <Text c="dimmed">{t('otherProducts.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('bank.bankName')}</Table.Th>
            <Table.Th>{t('otherProducts.productType')}</Table.Th>
            <Table.Th>{t('otherProducts.holderType')}</Table.Th>
            <Table.Th>{t('otherProducts.number')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('filings.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((p) => {
            const label = `${p.bankName} •••• ${p.last4}`;
            return (
              <Table.Tr key={p.id}>
                <Table.Td>{p.bankName}</Table.Td>
                <Table.Td>{t(`otherProducts.types.${p.productType}`)}</Table.Td>
                <Table.Td>{t(`bank.${p.holderType}`)}</Table.Td>
                <Table.Td>•••• {p.last4}</Table.Td>
                <Table.Td>
                  <DeleteRowButton label={t('otherProducts.delete', { label })} question={t('otherProducts.deleteQuestion', { label })} onDelete={() => remove.mutate(p.id)} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /userprofile/{wsType}/{wsId}/other_bank_products: the client's other accounts and cards. */
export function OtherBankProductsPage({ workspaceId, wsType }: { workspaceId: string; wsType: string }) {
  const { t } = useTranslation('profile');
  const query = useQuery(otherBankProductsQuery(workspaceId));
  return (
    <>
      <PageTitle>{t('pages.other_bank_products')}</PageTitle>
      <Section id="other-products-title" title={t('pages.other_bank_products')}>
        <Stack gap="lg">
          <AddProduct workspaceId={workspaceId} wsType={wsType} />
          <QueryStatus query={query}>{(data) => <ProductsTable workspaceId={workspaceId} rows={data.data} />}</QueryStatus>
        </Stack>
      </Section>
    </>
  );
}
