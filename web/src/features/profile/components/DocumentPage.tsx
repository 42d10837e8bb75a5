import { Anchor, FileInput, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { downloadFileRoute } from '@shared/files/files.routes.js';
import { DOCUMENT_UPLOAD_ACCEPT } from '@shared/files/files.schema.js';
import { type TDocumentKind, type TIdentityDocument, ZIdentityDocumentInputSchema } from '@shared/profile/profile.schema.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { callRoute } from '../../../app/api-client';
import { errorText } from '../../../app/errors';
import { schemaResolver } from '../../../app/schema-resolver';
import { notifyError, notifySuccess } from '../../../components/notify';
import { PageTitle } from '../../../components/PageTitle';
import { documentQuery, invalidateProfile, profileKey, saveDocument } from '../api/profile';
import { uploadProfileFile } from '../api/upload';
import { showServerError } from './PersonDetailsPage';
import { ConflictAlert, MaskedNotice, QueryStatus, SaveButton, Section, useProfileFieldError } from './ui';

type TForm = z.input<typeof ZIdentityDocumentInputSchema>;
const resolver = schemaResolver(ZIdentityDocumentInputSchema);

/** The scan's upload (api/upload.ts): answers the file id. */
const uploadScan = async (file: File, workspaceId: string) => (await uploadProfileFile(file, workspaceId)).id;

function DocumentForm({ workspaceId, kind, document, version }: { workspaceId: string; kind: TDocumentKind; document?: TIdentityDocument; version: number }) {
  const { t } = useTranslation('profile');
  const fieldError = useProfileFieldError();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<TForm>({
    resolver: resolver as never,
    defaultValues: { number: document?.masked ? '' : (document?.number ?? ''), issueDate: document?.issueDate ?? '', expiryDate: document?.expiryDate ?? '', fileId: document?.fileId ?? '' },
  });
  const mutation = useMutation({
    // Sent with the version read: a save on a stale read is refused (version_conflict).
    mutationFn: async (v: TForm) => saveDocument(workspaceId, kind, { ...v, fileId: file ? await uploadScan(file, workspaceId) : v.fileId, version }),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKey(workspaceId, 'document', kind), saved);
      void queryClient.invalidateQueries({ queryKey: profileKey(workspaceId, 'document'), exact: true }); // the documents page
      setFile(null);
      form.reset({ ...form.getValues(), fileId: saved.document?.fileId ?? '' });
      notifySuccess(t('common:saved'));
    },
    onError: (e) => showServerError(t, form, e),
  });
  const open = async () => {
    try {
      const { url } = await callRoute(downloadFileRoute, { params: { id: document!.fileId } }, { workspaceId });
      window.open(url, '_blank', 'noopener');
    } catch (e) {
      notifyError(errorText(t, e));
    }
  };
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
      <Stack gap="md">
        {document?.masked ? <MaskedNotice /> : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t('document.number')} withAsterisk autoComplete="off" {...form.register('number')} error={fieldError(errors.number)} />
          <TextInput label={t('document.issueDate')} type="date" {...form.register('issueDate')} error={fieldError(errors.issueDate)} />
          <TextInput label={t('document.expiryDate')} type="date" {...form.register('expiryDate')} error={fieldError(errors.expiryDate)} />
        </SimpleGrid>
        <FileInput label={t('document.file')} placeholder={t('document.filePlaceholder')} accept={DOCUMENT_UPLOAD_ACCEPT} value={file} onChange={setFile} clearable clearButtonProps={{ 'aria-label': t('document.clearFile') }} error={fieldError(errors.fileId)} />
        {document?.fileId ? (
          <Group gap="xs">
            <Text size="sm">{t('document.current', { name: document.fileName ?? document.fileId })}</Text>
            <Anchor component="button" type="button" size="sm" onClick={() => void open()}>
              {t('document.open')}
            </Anchor>
          </Group>
        ) : null}
        <ConflictAlert error={mutation.error} onReload={() => void invalidateProfile(queryClient, workspaceId, 'document')} />
        <SaveButton pending={mutation.isPending} />
      </Stack>
    </form>
  );
}

/** /userprofile/{wsType}/{wsId}/{id_card|ead|id|greencard|uspassport|ssn}: one identity document. */
export function DocumentPage({ workspaceId, kind }: { workspaceId: string; kind: TDocumentKind }) {
  const { t } = useTranslation('profile');
  const query = useQuery(documentQuery(workspaceId, kind));
  return (
    <>
      <PageTitle>{t(`pages.${kind}`)}</PageTitle>
      <Section id="document-title" title={t(`pages.${kind}`)} extra={query.data && !query.data.document ? <Text size="sm" c="dimmed">{t('document.none')}</Text> : null}>
        <QueryStatus query={query}>{(data) => <DocumentForm key={data.version} workspaceId={workspaceId} kind={kind} document={data.document} version={data.version} />}</QueryStatus>
      </Section>
    </>
  );
}
