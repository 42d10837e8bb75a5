import { Anchor, Badge, Button, FileButton, FileInput, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { DOCUMENT_UPLOAD_ACCEPT, isDocumentFile } from '@shared/files/files.schema.js';
import { STAFF_STATEMENT_STATUSES, type TBankAccount, type TBankStatement, type TBankStatementStatus } from '@shared/profile/profile.schema.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { notifyError, notifySuccess } from '../../../components/notify';
import { PageTitle } from '../../../components/PageTitle';
import { useSession } from '../../auth/hooks/use-session';
import { bankStatementsQuery, createBankStatement, updateBankStatement } from '../api/filings';
import { bankAccountsQuery, invalidateProfile } from '../api/profile';
import { openProfileFile, uploadProfileFile } from '../api/upload';
import { QueryStatus, Section } from './ui';

const STATUS_COLOR: Record<TBankStatementStatus, string> = {
  UPLOADED: 'blue', BEING_PROCESSED: 'yellow', PROCESSED: 'green', DECLINED: 'red', REQUESTED: 'gray',
};
const accountLabel = (a: { bankName: string; accountNumber: string }) => `${a.bankName} •••• ${a.accountNumber.slice(-4)}`;
const lastMonth = () => {
  const d = new Date();
  d.setDate(0);
  return d.toISOString().slice(0, 7);
};

/** Upload a statement of an account for a month; staff may instead request it from the client. */
function AddStatement({ workspaceId, accounts }: { workspaceId: string; accounts: TBankAccount[] }) {
  const { t } = useTranslation('profile');
  const staff = useSession().principal?.staff ?? false;
  const queryClient = useQueryClient();
  const [accountId, setAccountId] = useState<string | null>(accounts[0]?.id ?? null);
  const [period, setPeriod] = useState(lastMonth());
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const badType = file && !isDocumentFile(file.name);
  const mutation = useMutation({
    mutationFn: async (request: boolean) =>
      createBankStatement(workspaceId, { accountId: accountId!, period, fileId: request ? '' : (await uploadProfileFile(file!, workspaceId)).id }),
    onSuccess: () => {
      setFile(null);
      setTouched(false);
      void invalidateProfile(queryClient, workspaceId, 'bankStatements');
      notifySuccess(t('common:saved'));
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  const submit = (request: boolean) => {
    setTouched(true);
    if (accountId && /^\d{4}-\d{2}$/u.test(period) && (request || (file && !badType))) mutation.mutate(request);
  };
  return (
    <Group align="flex-end" wrap="wrap">
      <Select
        label={t('filings.account')}
        withAsterisk
        data={accounts.map((a) => ({ value: a.id, label: accountLabel(a) }))}
        value={accountId}
        onChange={setAccountId}
        allowDeselect={false}
        w={240}
      />
      <TextInput
        label={t('filings.period')}
        withAsterisk
        type="month"
        placeholder="YYYY-MM"
        value={period}
        onChange={(e) => setPeriod(e.currentTarget.value)}
        error={touched && !/^\d{4}-\d{2}$/u.test(period) ? t('messages.dateFormat') : undefined}
        w={170}
      />
      <FileInput
        label={t('filings.file')}
        accept={DOCUMENT_UPLOAD_ACCEPT}
        value={file}
        onChange={setFile}
        clearable
        clearButtonProps={{ 'aria-label': t('document.clearFile') }}
        error={badType ? t('errors:file_type_not_allowed') : touched && !file && !staff ? t('validation:required') : undefined}
        style={{ flex: 1, minWidth: 200 }}
      />
      <Button onClick={() => submit(false)} loading={mutation.isPending}>
        {t('filings.uploadStatement')}
      </Button>
      {staff ? (
        <Button variant="default" onClick={() => submit(true)} disabled={mutation.isPending}>
          {t('filings.requestStatement')}
        </Button>
      ) : null}
    </Group>
  );
}

/** A statement's row actions: the client uploads a requested or declined one; staff process it. */
function StatementActions({ workspaceId, statement }: { workspaceId: string; statement: TBankStatement }) {
  const { t } = useTranslation('profile');
  const staff = useSession().principal?.staff ?? false;
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (change: { file?: File; status?: (typeof STAFF_STATEMENT_STATUSES)[number] }) =>
      updateBankStatement(workspaceId, statement.id, {
        status: change.status,
        fileId: change.file ? (await uploadProfileFile(change.file, workspaceId)).id : undefined,
      }),
    onSuccess: () => void invalidateProfile(queryClient, workspaceId, 'bankStatements'),
    onError: (e) => notifyError(errorText(t, e)),
  });
  const label = `${statement.bankName} ${statement.period}`;
  const upload =
    staff || statement.status === 'REQUESTED' || statement.status === 'DECLINED' ? (
      <FileButton accept={DOCUMENT_UPLOAD_ACCEPT} onChange={(file) => file && mutation.mutate({ file })}>
        {(props) => (
          <Button {...props} size="compact-sm" variant="light" loading={mutation.isPending} aria-label={t('filings.uploadFileFor', { label })}>
            {t('filings.uploadFile')}
          </Button>
        )}
      </FileButton>
    ) : null;
  return (
    <Group gap="xs" wrap="nowrap">
      {upload}
      {staff && statement.fileId ? (
        <Select
          aria-label={t('filings.setStatusFor', { label })}
          placeholder={t('filings.setStatus')}
          size="xs"
          w={170}
          data={STAFF_STATEMENT_STATUSES.map((s) => ({ value: s, label: t(`filings.statuses.${s}`) }))}
          value={null}
          onChange={(v) => v && mutation.mutate({ status: v as (typeof STAFF_STATEMENT_STATUSES)[number] })}
        />
      ) : null}
    </Group>
  );
}

function StatementsTable({ workspaceId, rows }: { workspaceId: string; rows: TBankStatement[] }) {
  const { t } = useTranslation('profile');
  if (rows.length === 0) return <Text c="dimmed">{t('filings.noStatements')}</Text>;
  const open = (fileId: string) => openProfileFile(workspaceId, fileId).catch((e: unknown) => notifyError(errorText(t, e)));
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('filings.account')}</Table.Th>
            <Table.Th>{t('filings.period')}</Table.Th>
            <Table.Th>{t('filings.status')}</Table.Th>
            <Table.Th>{t('filings.file')}</Table.Th>
            <Table.Th>{t('filings.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>{s.bankName ? `${s.bankName} •••• ${s.accountLast4}` : '—'}</Table.Td>
              <Table.Td>{s.period}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOR[s.status]} variant="light" c="dark">
                  {t(`filings.statuses.${s.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {s.fileId ? (
                  <Anchor component="button" type="button" size="sm" onClick={() => void open(s.fileId)}>
                    {s.fileName}
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed">{t('files.none')}</Text>
                )}
              </Table.Td>
              <Table.Td>
                <StatementActions workspaceId={workspaceId} statement={s} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /userprofile/{wsType}/{wsId}/bank_statements: statements per bank account and month, with their status. */
export function BankStatementsPage({ workspaceId, wsType }: { workspaceId: string; wsType: string }) {
  const { t } = useTranslation('profile');
  const accounts = useQuery(bankAccountsQuery(workspaceId));
  const statements = useQuery(bankStatementsQuery(workspaceId));
  return (
    <>
      <PageTitle>{t('pages.bank_statements')}</PageTitle>
      <Section id="bank-statements-title" title={t('pages.bank_statements')}>
        <Stack gap="lg">
          <QueryStatus query={accounts}>
            {(data) =>
              data.data.length === 0 ? (
                <Text size="sm">
                  {t('filings.noAccounts')}{' '}
                  <Anchor component={Link} to="/userprofile/$wsType/$wsId/bank_accounts/" params={{ wsType, wsId: workspaceId } as never}>
                    {t('pages.bank_accounts')}
                  </Anchor>
                </Text>
              ) : (
                <AddStatement workspaceId={workspaceId} accounts={data.data} />
              )
            }
          </QueryStatus>
          <QueryStatus query={statements}>{(data) => <StatementsTable workspaceId={workspaceId} rows={data.data} />}</QueryStatus>
        </Stack>
      </Section>
    </>
  );
}
