import { Alert, Anchor, Button, FileInput, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { TPayrollImport, TStartImport } from '@shared/payroll/imports.schema.js';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client';
import { uploadFile } from '../../../app/upload-file';
import { CompanyAutocomplete } from '../../../components/autocomplete/DirectoryAutocomplete';
import { notifySuccess } from '../../../components/notify';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { saveText } from '../../payroll/download';
import { startImport } from '../api/imports';
import { IMPORT_ACCEPT, importContentType, importFileProblem, TEMPLATE_FILE_NAME, templateCsv } from '../template';

type TCompany = { id: string; name: string };
/** The start request once the file is uploaded; its file is kept to resend it as a confirmed re-import. */
type TStart = Omit<TStartImport, 'replace'>;

/**
 * The Import dialog (spec 000 §2 Import payroll dialog; spec 001 §2, §5): the company (required:
 * 'Company is mandatory field!'), the CSV or XLSX file, whether the company's employees are told
 * their paystubs are ready, whether invoices are generated and their date (empty = today), then
 * Close or Import. The file goes into the company's workspace first (staff act for the company).
 * A file already imported for the company is refused (40052): the dialog asks to confirm a
 * re-import, which replaces the earlier import, and resends the same upload with `replace`.
 */
export function ImportDialog({ onClose, onStarted }: { onClose: () => void; onStarted: (imp: TPayrollImport) => void }) {
  const { t } = useTranslation('payroll-imports');
  const [company, setCompany] = useState<TCompany | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [notify, setNotify] = useState(false);
  const [generateInvoices, setGenerateInvoices] = useState(false);
  const [invoiceDate, setInvoiceDate] = useState('');
  const [tried, setTried] = useState(false);
  /** The refused start's company and uploaded file, waiting for the re-import to be confirmed. */
  const [duplicate, setDuplicate] = useState<Pick<TStart, 'companyId' | 'fileMetaId'> | null>(null);
  const problem = file ? importFileProblem(file) : undefined;

  /** The toggles as they stand (a confirmed re-import takes them as changed since). */
  const options = () => ({ notify, generateInvoices, ...(generateInvoices && invoiceDate ? { invoiceDate } : {}) });
  const mutation = useMutation({
    mutationFn: async ({ start, replace }: { start?: Pick<TStart, 'companyId' | 'fileMetaId'>; replace: boolean }) => {
      const body: TStart = {
        ...(start ?? { companyId: company!.id, fileMetaId: await uploadFile(file!, company!.id, importContentType(file!)) }),
        ...options(),
      };
      try {
        return await startImport({ ...body, replace });
      } catch (error) {
        if (!replace && error instanceof ApiError && error.systemCode === 40052) {
          setDuplicate({ companyId: body.companyId, fileMetaId: body.fileMetaId });
          return null;
        }
        throw error;
      }
    },
    onSuccess: (imp) => {
      if (!imp) return;
      notifySuccess(t('dialog.started', { file: imp.importedFile.fileName, company: imp.company.name }));
      onStarted(imp);
      onClose();
    },
  });

  /** A change of what is imported drops a pending re-import question. */
  const changed = () => {
    setDuplicate(null);
    mutation.reset();
  };
  const submit = () => {
    setTried(true);
    if (!company || !file || problem) return;
    mutation.mutate({ replace: false });
  };
  const fileError = tried && !file ? t('dialog.fileRequired') : problem ? t(`dialog.${problem}`) : undefined;

  return (
    <Modal opened onClose={onClose} title={t('dialog.title')} size="lg" closeButtonProps={{ 'aria-label': t('dialog.closeLabel') }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
        data-testid="import-dialog"
      >
        <Stack>
          <CompanyAutocomplete
            label={t('dialog.company')}
            required
            error={tried && !company ? t('dialog.companyRequired') : undefined}
            onPick={(e) => {
              setCompany({ id: e.id, name: e.name });
              changed();
            }}
            onTextChange={() => {
              setCompany(null);
              changed();
            }}
            testId="import-company"
          />
          <FileInput
            label={t('dialog.file')}
            description={t('dialog.fileHint')}
            placeholder={t('dialog.filePlaceholder')}
            value={file}
            onChange={(f) => {
              setFile(f);
              changed();
            }}
            accept={IMPORT_ACCEPT}
            leftSection={<IconUpload size={16} aria-hidden />}
            clearable
            clearButtonProps={{ 'aria-label': t('dialog.clearFile') }}
            required
            error={fileError}
            data-testid="import-file"
          />
          <Stack gap={4}>
            <Text size="sm">{t('dialog.layout')}</Text>
            <Anchor component="button" type="button" size="sm" onClick={() => saveText(templateCsv(), TEMPLATE_FILE_NAME)} data-testid="import-template">
              <Group gap={4} component="span">
                <IconDownload size={14} aria-hidden />
                {t('dialog.template')}
              </Group>
            </Anchor>
          </Stack>
          <Switch label={t('dialog.notify')} description={t('dialog.notifyHint')} checked={notify} onChange={(e) => setNotify(e.currentTarget.checked)} data-testid="import-notify" />
          <Switch
            label={t('dialog.generateInvoices')}
            description={t('dialog.generateInvoicesHint')}
            checked={generateInvoices}
            onChange={(e) => setGenerateInvoices(e.currentTarget.checked)}
            data-testid="import-generate-invoices"
          />
          {generateInvoices ? (
            <TextInput type="date" label={t('dialog.invoiceDate')} description={t('dialog.invoiceDateHint')} value={invoiceDate} onChange={(e) => setInvoiceDate(e.currentTarget.value)} data-testid="import-invoice-date" />
          ) : null}
          {duplicate ? (
            <Alert color="yellow" variant="light" role="alert" data-testid="import-duplicate">
              <Stack gap="xs">
                <Text size="sm" fw={600}>
                  {t('reimport.title')}
                </Text>
                <Text size="sm">{t('reimport.message', { company: company?.name ?? '' })}</Text>
                <Group justify="flex-end">
                  <Button variant="default" size="xs" onClick={changed}>
                    {t('reimport.cancel')}
                  </Button>
                  {/* red.9: it takes the earlier import's records away; white on red.8 is under WCAG AA's 4.5:1. */}
                  <Button size="xs" color="red.9" loading={mutation.isPending} onClick={() => mutation.mutate({ start: duplicate, replace: true })} data-testid="import-replace">
                    {t('reimport.confirm')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : null}
          <ServerErrorAlert error={mutation.error} testId="import-error" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.close')}
            </Button>
            <Button type="submit" loading={mutation.isPending && !duplicate} disabled={duplicate !== null} data-testid="import-submit">
              {t('dialog.import')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
