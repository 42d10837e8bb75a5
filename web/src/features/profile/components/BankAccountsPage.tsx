import { Anchor, Button, Group, Loader, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { decide } from '@shared/core/access.js';
import { workspaceTypeOf } from '@shared/core/workspace.js';
import { createBankAccountRoute } from '@shared/profile/profile.routes.js';
import { BANK_ACCOUNT_TYPES, BANK_HOLDER_TYPES, type TBankAccount, type TBankAccountInput, ZBankAccountInputSchema } from '@shared/profile/profile.schema.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { errorText } from '../../../app/errors';
import { schemaResolver } from '../../../app/schema-resolver';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { PageTitle } from '../../../components/PageTitle';
import { bankAccountsQuery, createBankAccount, deleteBankAccount, invalidateProfile, saveBankAccount } from '../api/profile';
import { MaskedInput } from './MaskedInput';
import { useSession } from '../../auth/hooks/use-session';
import { showServerError } from './PersonDetailsPage';
import { MaskedNotice, Section, useProfileFieldError } from './ui';

type TForm = z.input<typeof ZBankAccountInputSchema>;
const resolver = schemaResolver(ZBankAccountInputSchema);

/** Add or edit a bank account: bank, type, holder, account number (9–14) and routing number (9 digits). */
function BankAccountForm({ workspaceId, account, onDone }: { workspaceId: string; account?: TBankAccount; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const fieldError = useProfileFieldError();
  const queryClient = useQueryClient();
  const company = workspaceTypeOf(workspaceId) === 'COMPANY';
  const form = useForm<TForm, unknown, z.output<typeof ZBankAccountInputSchema>>({
    resolver,
    defaultValues: account
      ? { bankName: account.bankName, accountType: account.accountType, holderType: account.holderType, accountNumber: account.masked ? '' : account.accountNumber, routingNumber: account.routingNumber }
      : { bankName: '', accountType: 'checking', holderType: company ? 'business' : 'individual', accountNumber: '', routingNumber: '' },
  });
  const mutation = useMutation({
    mutationFn: (body: TBankAccountInput) => (account ? saveBankAccount(workspaceId, account.id, body) : createBankAccount(workspaceId, body)),
    onSuccess: () => {
      void invalidateProfile(queryClient, workspaceId, 'bankAccounts');
      notifySuccess(t('common:saved'));
      onDone();
    },
    onError: (e) => showServerError(t, form, e),
  });
  const errors = form.formState.errors;
  const masked = (name: 'accountNumber' | 'routingNumber', label: string, mask: 'account' | 'routing') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <MaskedInput
          mask={mask}
          label={label}
          withAsterisk
          inputMode={mask === 'routing' ? 'numeric' : 'text'}
          autoComplete="off"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldError(errors[name])}
        />
      )}
    />
  );
  const select = (name: 'accountType' | 'holderType', label: string, values: readonly string[]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          withAsterisk
          allowDeselect={false}
          data={values.map((v) => ({ value: v, label: t(`bank.${v}`) }))}
          value={field.value}
          onChange={(v) => field.onChange(v ?? undefined)}
          error={fieldError(errors[name])}
        />
      )}
    />
  );
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))} aria-label={account ? t('bank.edit') : t('bank.add')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('bank.bankName')} withAsterisk {...form.register('bankName')} error={fieldError(errors.bankName)} />
          {select('accountType', t('bank.accountType'), BANK_ACCOUNT_TYPES)}
          {select('holderType', t('bank.holderType'), BANK_HOLDER_TYPES)}
          {masked('accountNumber', t('bank.accountNumber'), 'account')}
          {masked('routingNumber', t('bank.routingNumber'), 'routing')}
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {t('save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /userprofile/{wsType}/{wsId}/bank_accounts: the list, and 'Add bank account' where the viewer may
 * add one (the route's own permission: a person's or a company's workspace, not a provider employee's).
 */
export function BankAccountsPage({ workspaceId, wsType }: { workspaceId: string; wsType: string }) {
  const { t } = useTranslation('profile');
  const { principal } = useSession();
  const query = useQuery(bankAccountsQuery(workspaceId));
  const [adding, setAdding] = useState(false);
  const canAdd = decide(createBankAccountRoute.permission, principal ?? undefined, workspaceId).allowed && !query.isError;
  const rows = query.data?.data ?? [];
  return (
    <>
      <PageTitle>{t('pages.bank_accounts')}</PageTitle>
      <Stack gap="lg">
        <Section
          id="bank-accounts-title"
          title={t('pages.bank_accounts')}
          extra={adding || !canAdd ? null : <Button onClick={() => setAdding(true)}>{t('bank.add')}</Button>}
        >
          {query.isPending ? <Loader size="sm" aria-label={t('loading')} /> : null}
          {query.isError ? <span role="alert">{errorText(t, query.error)}</span> : null}
          {rows.some((r) => r.masked) ? <MaskedNotice /> : null}
          {query.data && !rows.length ? <Text c="dimmed">{t('bank.none')}</Text> : null}
          {rows.length ? (
            <Table.ScrollContainer minWidth={560}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('bank.bankName')}</Table.Th>
                    <Table.Th>{t('bank.accountType')}</Table.Th>
                    <Table.Th>{t('bank.holderType')}</Table.Th>
                    <Table.Th>{t('bank.accountNumber')}</Table.Th>
                    <Table.Th>{t('bank.routingNumber')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((a) => (
                    <Table.Tr key={a.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/userprofile/${wsType}/${workspaceId}/bank_accounts/${a.id}` as never}>
                          {a.bankName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{t(`bank.${a.accountType}`)}</Table.Td>
                      <Table.Td>{t(`bank.${a.holderType}`)}</Table.Td>
                      <Table.Td>{a.accountNumber}</Table.Td>
                      <Table.Td>{a.routingNumber}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : null}
        </Section>
        {adding && canAdd ? (
          <Section id="bank-add-title" title={t('bank.add')}>
            <BankAccountForm workspaceId={workspaceId} onDone={() => setAdding(false)} />
          </Section>
        ) : null}
      </Stack>
    </>
  );
}

/** /userprofile/{wsType}/{wsId}/bank_accounts/{accountId}: edit or delete one account. */
export function BankAccountPage({ workspaceId, wsType, accountId }: { workspaceId: string; wsType: string; accountId: string }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery(bankAccountsQuery(workspaceId));
  const account = query.data?.data.find((a) => a.id === accountId);
  const back = () => void navigate({ to: '/userprofile/$wsType/$wsId/bank_accounts', params: { wsType, wsId: workspaceId } });
  const remove = useMutation({
    mutationFn: () => deleteBankAccount(workspaceId, accountId),
    onSuccess: () => {
      void invalidateProfile(queryClient, workspaceId, 'bankAccounts');
      notifySuccess(t('common:deleted'));
      back();
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  return (
    <>
      <PageTitle>{t('bank.edit')}</PageTitle>
      <Section
        id="bank-edit-title"
        title={account ? `${t('bank.edit')}: ${account.bankName}` : t('bank.edit')}
        extra={
          account ? (
            <Button
              color="red"
              variant="light"
              loading={remove.isPending}
              onClick={async () => {
                if (await confirmAction({ message: t('bank.confirmDelete'), confirmLabel: t('delete'), danger: true })) remove.mutate();
              }}
            >
              {t('delete')}
            </Button>
          ) : null
        }
      >
        {query.isPending ? <Loader size="sm" aria-label={t('loading')} /> : null}
        {query.data && !account ? <Text role="alert">{t('errors:no_record')}</Text> : null}
        {account ? <BankAccountForm workspaceId={workspaceId} account={account} onDone={back} /> : null}
      </Section>
    </>
  );
}
