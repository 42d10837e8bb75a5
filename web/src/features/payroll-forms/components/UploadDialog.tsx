import { Button, FileInput, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { DOCUMENT_UPLOAD_ACCEPT } from '@shared/files/files.schema.js';
import { COUNTERPARTY_TYPES, type TCounterpartyType, type TUploadedFormKind } from '@shared/payroll/forms.schema.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/notify';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { contractorsQuery, fileProblem, invalidateForms, shareholdersQuery, uploadForm } from '../api/forms';
import { formYears } from '../format';

/**
 * Staff upload a 1042-S or a K-1 (spec 000 §3 Tax forms): the file, its year, and who it names — a
 * contractor with its counterparty type (1042-S) or a shareholder linked to a person profile (K-1).
 */
export function UploadDialog({ companyId, kind, year: initialYear, onClose }: { companyId: string; kind: TUploadedFormKind; year: number; onClose: () => void }) {
  const { t } = useTranslation('payroll-forms');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [year, setYear] = useState(String(initialYear));
  const [counterpartyType, setCounterpartyType] = useState<TCounterpartyType>('PERSON');
  const [recipient, setRecipient] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const contractors = useQuery({ ...contractorsQuery(companyId), enabled: kind === '1042S' });
  const shareholders = useQuery({ ...shareholdersQuery(companyId), enabled: kind === 'K1' });
  const choices =
    kind === '1042S'
      ? (contractors.data?.data ?? []).filter((e) => (e.contractorType ?? e.counterpartyType) === counterpartyType).map((e) => ({ value: e.id, label: e.details.name }))
      : (shareholders.data?.shareholders ?? []).filter((s) => s.personId && !s.pending).map((s) => ({ value: s.personId!, label: s.name }));
  const problem = file ? fileProblem(file) : undefined;
  const mutation = useMutation({
    mutationFn: () =>
      uploadForm(companyId, {
        kind,
        year: Number(year),
        file: file!,
        ...(kind === '1042S' ? { contractorId: recipient!, counterpartyType } : { shareholderId: recipient! }),
      }),
    onSuccess: async () => {
      notifySuccess(t('uploads.uploaded'));
      await invalidateForms(queryClient, companyId);
      onClose();
    },
  });
  const submit = () => {
    setTried(true);
    if (!file || problem || !recipient) return;
    mutation.mutate();
  };
  const required = (missing: boolean) => (tried && missing ? t('dialog.required') : undefined);
  return (
    <Modal opened onClose={onClose} title={t(`dialog.title${kind}`)} closeButtonProps={{ 'aria-label': t('dialog.close') }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack>
          <FileInput
            label={t('dialog.file')}
            value={file}
            onChange={setFile}
            accept={DOCUMENT_UPLOAD_ACCEPT}
            clearable
            clearButtonProps={{ 'aria-label': t('dialog.clearFile') }}
            required
            error={required(!file) ?? (problem ? t(`dialog.${problem}`) : undefined)}
            data-testid="upload-file"
          />
          <Select label={t('year')} data={formYears()} value={year} onChange={(v) => v && setYear(v)} allowDeselect={false} required />
          {kind === '1042S' ? (
            <Select
              label={t('dialog.counterpartyType')}
              data={COUNTERPARTY_TYPES.map((c) => ({ value: c, label: t(`counterparty.${c}`) }))}
              value={counterpartyType}
              onChange={(v) => {
                if (!v) return;
                setCounterpartyType(v as TCounterpartyType);
                setRecipient(null);
              }}
              allowDeselect={false}
              required
            />
          ) : null}
          <Select
            label={t(kind === '1042S' ? 'dialog.contractor' : 'dialog.shareholder')}
            data={choices}
            value={recipient}
            onChange={setRecipient}
            searchable
            required
            nothingFoundMessage={t(kind === '1042S' ? 'dialog.noContractors' : 'dialog.noShareholders')}
            error={required(!recipient)}
            data-testid="upload-recipient"
          />
          {kind === 'K1' && shareholders.data && !choices.length ? (
            <Text size="sm" c="dimmed">
              {t('dialog.noShareholders')}
            </Text>
          ) : null}
          <ServerErrorAlert error={mutation.error ?? contractors.error ?? shareholders.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending} data-testid="upload-submit">
              {t('dialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
