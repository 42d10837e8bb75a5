import { Alert, Button, FileInput, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { type TFormTemplate, type TSetTemplateRequest, type TTemplateKind, MAX_TEMPLATE_BYTES } from '@shared/documents/form-templates.js';
import { FORM_REVISIONS } from '@shared/documents/forms.schema.js';
import { IconAlertTriangle, IconFileTypePdf } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../app/api-client';
import { errorText } from '../../../../app/errors';
import { notifySuccess } from '../../../../components/notify';
import { invalidateFormTemplates, setFormTemplate } from '../../api/templates';
import { formLabel } from '../../form-kinds';
import { TemplateFieldMapping } from './TemplateFieldMapping';
import { initialMapping, initialSignatureField, mappingRequest, type TMappingProblems, type TPdfField, toBase64, valueKeysOf } from './template-mapping';

type TReading =
  | { status: 'idle' }
  | { status: 'reading' }
  | { status: 'refused'; reason: 'notPdf' | 'tooLarge' | 'unreadable' | 'noFields' }
  | { status: 'ready'; bytes: Uint8Array; fields: TPdfField[] };

/**
 * The refusal of an upload in words (spec 001 §8): a value the PDF or the form does not have, a
 * signature field it does not have, a file that is no fillable PDF; else the catalogue's text.
 */
function refusalText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.systemCode === 'invalid_request' && error.param) {
    const [head, ...rest] = error.param.replace(/^body\./u, '').split('.');
    if (head === 'fields' && rest.length) return t('forms:templates.errors.field', { key: rest.join('.') });
    if (head === 'signatureField') return t('forms:templates.errors.signatureField');
    if (head === 'contentBase64') return t('forms:templates.errors.file');
  }
  return errorText(t, error);
}

/**
 * Upload or Replace a kind's template: the PDF is chosen and its fields are read here, in the
 * browser, with pdf.js (imported on first use, never with the route); each text field and box gets
 * one of the form's values, one field the signature; Save sends the file as base64 with the mapping.
 */
export function TemplateUploadModal({ kind, current, onClose }: { kind: TTemplateKind; current: TFormTemplate | undefined; onClose: () => void }) {
  const { t } = useTranslation('forms');
  const queryClient = useQueryClient();
  const form = formLabel(kind);
  const keys = valueKeysOf(kind);
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState<TReading>({ status: 'idle' });
  const [mapping, setMapping] = useState<Record<string, string | null>>({});
  const [signatureField, setSignatureField] = useState<string | null>(null);
  /** Save was pressed: the mapping's problems show from then on, and go as they are corrected. */
  const [tried, setTried] = useState(false);
  /** The file being read: a file picked again meanwhile wins. */
  const picked = useRef<File | null>(null);

  const save = useMutation({
    mutationFn: (body: TSetTemplateRequest) => setFormTemplate(kind, body),
    onSuccess: () => {
      notifySuccess(t('templates.saved', { form }));
      void invalidateFormTemplates(queryClient);
      onClose();
    },
  });

  const choose = async (next: File | null) => {
    setFile(next);
    picked.current = next;
    save.reset();
    setTried(false);
    if (!next) return setReading({ status: 'idle' });
    if (next.type !== 'application/pdf' && !/\.pdf$/iu.test(next.name)) return setReading({ status: 'refused', reason: 'notPdf' });
    if (next.size > MAX_TEMPLATE_BYTES) return setReading({ status: 'refused', reason: 'tooLarge' });
    setReading({ status: 'reading' });
    const bytes = new Uint8Array(await next.arrayBuffer());
    let fields: TPdfField[];
    try {
      const { readPdfFields } = await import('./read-pdf-fields');
      fields = await readPdfFields(bytes);
    } catch {
      if (picked.current === next) setReading({ status: 'refused', reason: 'unreadable' });
      return;
    }
    if (picked.current !== next) return;
    if (!fields.length) return setReading({ status: 'refused', reason: 'noFields' });
    setMapping(initialMapping(fields, keys, current?.fields));
    setSignatureField(initialSignatureField(fields, current?.signatureField));
    setReading({ status: 'ready', bytes, fields });
  };

  const submit = () => {
    if (reading.status !== 'ready' || !file) return;
    const request = mappingRequest(mapping, signatureField);
    setTried(true);
    if (!request.ok) return;
    save.mutate({ fileName: file.name, contentBase64: toBase64(reading.bytes), fields: request.fields, signatureField: signatureField! });
  };

  // A field the server refused (`fields.<key>`) is marked at its row, the signature field at its choice.
  const refusedParam = save.error instanceof ApiError ? save.error.param?.replace(/^body\./u, '') : undefined;
  const refusedKey = refusedParam?.startsWith('fields.') ? refusedParam.slice('fields.'.length) : undefined;
  const refusedField = refusedKey ? save.variables?.fields[refusedKey] : undefined;
  const problems: TMappingProblems = tried ? mappingRequest(mapping, signatureField).problems : { fields: {} };
  const errors: Record<string, string> = {};
  for (const field of Object.keys(problems.fields)) errors[field] = t('templates.errors.duplicate');
  if (refusedField) errors[refusedField] = t('templates.errors.refused');
  const signatureError = problems.signature
    ? t('templates.errors.signature')
    : refusedParam === 'signatureField'
      ? t('templates.errors.refused')
      : undefined;
  const hasProblems = Object.keys(problems.fields).length > 0 || Boolean(problems.signature);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('templates.modal.title', { form, revision: FORM_REVISIONS[kind] })}
      size="xl"
      closeButtonProps={{ 'aria-label': t('templates.modal.close') }}
      closeOnClickOutside={!save.isPending}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('templates.modal.text')}</Text>
          <FileInput
            label={t('templates.modal.file')}
            placeholder={t('templates.modal.pick')}
            accept="application/pdf,.pdf"
            value={file}
            onChange={(f) => void choose(f)}
            leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
            clearable
            clearButtonProps={{ 'aria-label': t('templates.modal.clear') }}
            error={reading.status === 'refused' ? t(`templates.errors.${reading.reason}`) : undefined}
            required
            data-testid="template-file-input"
          />
          {reading.status === 'reading' ? (
            <Group gap="xs" role="status">
              <Loader size="xs" aria-hidden />
              <Text size="sm">{t('templates.modal.reading')}</Text>
            </Group>
          ) : null}
          {reading.status === 'ready' ? (
            <TemplateFieldMapping
              fields={reading.fields}
              keys={keys}
              mapping={mapping}
              onMap={(field, key) => setMapping((m) => ({ ...m, [field]: key }))}
              signatureField={signatureField}
              onSignature={setSignatureField}
              errors={errors}
              signatureError={signatureError}
            />
          ) : null}
          {hasProblems ? (
            <Text size="sm" c="red.8" role="alert">
              {t('templates.errors.mapping')}
            </Text>
          ) : null}
          {save.error ? (
            <Alert color="red" icon={<IconAlertTriangle />} role="alert" data-testid="template-error">
              {refusalText(t, save.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('templates.modal.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={reading.status !== 'ready'}>
              {t('templates.modal.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
