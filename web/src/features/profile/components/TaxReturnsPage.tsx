import { Anchor, Button, FileInput, Group, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { DOCUMENT_UPLOAD_ACCEPT, isDocumentFile } from '@shared/files/files.schema.js';
import { FILING_YEAR_MIN, type TTaxReturn } from '@shared/profile/profile.schema.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { notifyError, notifySuccess } from '../../../components/notify';
import { PageTitle } from '../../../components/PageTitle';
import { createTaxReturn, deleteTaxReturn, taxReturnsQuery } from '../api/filings';
import { invalidateProfile } from '../api/profile';
import { openProfileFile, uploadProfileFile } from '../api/upload';
import { DeleteRowButton, QueryStatus, Section } from './ui';

const years = () => Array.from({ length: new Date().getFullYear() - FILING_YEAR_MIN + 1 }, (_, i) => String(new Date().getFullYear() - i));

/** Add a filed return: the year and its file (images, PDF, Excel, Word, RTF). */
function AddReturn({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const [year, setYear] = useState<string | null>(String(new Date().getFullYear() - 1));
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const badType = file && !isDocumentFile(file.name);
  const mutation = useMutation({
    mutationFn: async () => createTaxReturn(workspaceId, { year: Number(year), fileId: (await uploadProfileFile(file!, workspaceId)).id }),
    onSuccess: () => {
      setFile(null);
      setTouched(false);
      void invalidateProfile(queryClient, workspaceId, 'taxReturns');
      notifySuccess(t('common:saved'));
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  const submit = () => {
    setTouched(true);
    if (year && file && !badType) mutation.mutate();
  };
  return (
    <Group align="flex-end" wrap="wrap">
      <Select label={t('filings.year')} withAsterisk data={years()} value={year} onChange={setYear} allowDeselect={false} w={140} />
      <FileInput
        label={t('filings.file')}
        withAsterisk
        accept={DOCUMENT_UPLOAD_ACCEPT}
        value={file}
        onChange={setFile}
        clearable
        clearButtonProps={{ 'aria-label': t('document.clearFile') }}
        error={badType ? t('errors:file_type_not_allowed') : touched && !file ? t('validation:required') : undefined}
        style={{ flex: 1, minWidth: 220 }}
      />
      <Button onClick={submit} loading={mutation.isPending}>
        {t('filings.addReturn')}
      </Button>
    </Group>
  );
}

function ReturnsTable({ workspaceId, rows }: { workspaceId: string; rows: TTaxReturn[] }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => deleteTaxReturn(workspaceId, id),
    onSuccess: () => void invalidateProfile(queryClient, workspaceId, 'taxReturns'),
    onError: (e) => notifyError(errorText(t, e)),
  });
  if (rows.length === 0) return <Text c="dimmed">{t('filings.noReturns')}</Text>;
  const open = (fileId: string) => openProfileFile(workspaceId, fileId).catch((e: unknown) => notifyError(errorText(t, e)));
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('filings.year')}</Table.Th>
            <Table.Th>{t('filings.file')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('filings.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.year}</Table.Td>
              <Table.Td>
                <Anchor component="button" type="button" size="sm" onClick={() => void open(r.fileId)}>
                  {r.fileName}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <DeleteRowButton label={t('filings.deleteReturn', { year: r.year })} question={t('filings.deleteQuestion', { year: r.year })} onDelete={() => remove.mutate(r.id)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /userprofile/{wsType}/{wsId}/business_tax_return: the company's filed returns by year, as files. */
export function TaxReturnsPage({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('profile');
  const query = useQuery(taxReturnsQuery(workspaceId));
  return (
    <>
      <PageTitle>{t('pages.business_tax_return')}</PageTitle>
      <Section id="tax-returns-title" title={t('pages.business_tax_return')}>
        <Stack gap="lg">
          <AddReturn workspaceId={workspaceId} />
          <QueryStatus query={query}>{(data) => <ReturnsTable workspaceId={workspaceId} rows={data.data} />}</QueryStatus>
        </Stack>
      </Section>
    </>
  );
}
