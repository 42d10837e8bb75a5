import { Anchor, FileInput, Group, Loader, Stack, Text } from '@mantine/core';
import { DOCUMENT_UPLOAD_ACCEPT, isDocumentFile, MAX_FILE_BYTES } from '@shared/files/files.schema.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { notifyError } from '../../../components/notify';
import { openProfileFile, uploadProfileFile } from '../api/upload';

/**
 * An upload field of a profile form (the SSN card, the company's filing receipt…): choosing a file
 * uploads it at once and the form keeps its id; the save sends the id and the server checks it is a
 * file of this workspace and a document type (images, PDF, Excel, Word, RTF). Read-only when the
 * caller may not change it (staff-only fields).
 */
export function FileField(props: {
  workspaceId: string;
  label: string;
  value: string;
  fileName?: string;
  onChange: (id: string, fileName: string) => void;
  readOnly?: boolean;
  error?: string;
}) {
  const { t } = useTranslation('profile');
  const [busy, setBusy] = useState(false);
  const choose = async (file: File | null) => {
    if (!file) return;
    if (!isDocumentFile(file.name)) return notifyError(t('errors:file_type_not_allowed'));
    if (file.size > MAX_FILE_BYTES) return notifyError(t('errors:file_too_large'));
    setBusy(true);
    try {
      const saved = await uploadProfileFile(file, props.workspaceId);
      props.onChange(saved.id, saved.fileName);
    } catch (e) {
      notifyError(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  const open = async () => {
    try {
      await openProfileFile(props.workspaceId, props.value);
    } catch (e) {
      notifyError(errorText(t, e));
    }
  };
  const name = props.fileName ?? props.value;
  return (
    <Stack gap={4}>
      {props.readOnly ? (
        <Text size="sm" fw={500}>{props.label}</Text>
      ) : (
        <FileInput
          label={props.label}
          accept={DOCUMENT_UPLOAD_ACCEPT}
          value={null}
          onChange={(f) => void choose(f)}
          disabled={busy}
          rightSection={busy ? <Loader size="xs" /> : null}
          error={props.error}
        />
      )}
      {props.value ? (
        <Group gap="xs">
          <Text size="sm">{t('document.current', { name })}</Text>
          <Anchor component="button" type="button" size="sm" onClick={() => void open()} aria-label={`${t('document.open')}: ${props.label}`}>
            {t('document.open')}
          </Anchor>
          {props.readOnly ? null : (
            <Anchor component="button" type="button" size="sm" c="red.9" onClick={() => props.onChange('', '')} aria-label={`${t('files.remove')}: ${props.label}`}>
              {t('files.remove')}
            </Anchor>
          )}
        </Group>
      ) : props.readOnly ? (
        <Text size="sm" c="dimmed">{t('files.none')}</Text>
      ) : null}
    </Stack>
  );
}
