import type { TVerifyResponse } from '@shared/documents/documents.schema.js';
import { Alert, FileInput, List, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { verifyDocument } from '../api/signing';
import { formatDate } from '../../../app/format-date';

/** The file's SHA-256 in lower-case hex, computed in the browser: the file itself is never sent. */
async function sha256Hex(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

type TState = { status: 'idle' } | { status: 'checking' } | { status: 'done'; result: TVerifyResponse } | { status: 'error'; error: unknown };

/**
 * Public verification of a completed document: anyone holding the PDF can learn whether it is a
 * document completed here and unchanged since, and who signed it when. Only its hash leaves the
 * browser.
 */
export function VerifyPage() {
  const { t } = useTranslation('signing');
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<TState>({ status: 'idle' });
  const format = (iso: string) =>
    formatDate(iso, { dateStyle: 'long', timeStyle: 'short' });

  const check = async (picked: File | null) => {
    setFile(picked);
    if (!picked) return setState({ status: 'idle' });
    setState({ status: 'checking' });
    try {
      const result = await verifyDocument(await sha256Hex(picked));
      setState({ status: 'done', result });
    } catch (error) {
      setState({ status: 'error', error });
    }
  };

  return (
    <Stack maw={640} mx="auto" mt="lg">
      <PageTitle>{t('verify.title')}</PageTitle>
      <Text>{t('verify.intro')}</Text>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <FileInput
            label={t('verify.file')}
            description={t('verify.fileHint')}
            placeholder={t('verify.pick')}
            accept="application/pdf,.pdf"
            value={file}
            onChange={(f) => void check(f)}
            leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
            clearable
            clearButtonProps={{ 'aria-label': t('verify.clear') }}
            data-testid="verify-file"
          />
          {state.status === 'checking' ? <Loader size="sm" aria-label={t('verify.checking')} role="status" /> : null}
          {state.status === 'error' ? <ServerErrorAlert error={state.error} /> : null}
          {state.status === 'done' && state.result.verified ? (
            <Alert color="green.9" variant="outline" icon={<IconCircleCheck />} title={t('verify.match')} data-testid="verify-result" role="status">
              <Stack gap="xs">
                {state.result.completedAt ? <Text size="sm">{t('verify.completedAt', { date: format(state.result.completedAt) })}</Text> : null}
                {state.result.signers?.length ? (
                  <>
                    <Text size="sm">{t('verify.signers')}</Text>
                    <List size="sm">
                      {state.result.signers.map((s, i) => (
                        <List.Item key={i}>{t('verify.signer', { name: s.name, date: format(s.signedAt) })}</List.Item>
                      ))}
                    </List>
                  </>
                ) : null}
              </Stack>
            </Alert>
          ) : null}
          {state.status === 'done' && !state.result.verified ? (
            <Alert color="red.9" variant="outline" icon={<IconAlertTriangle />} title={t('verify.noMatch')} data-testid="verify-result" role="status">
              <Text size="sm">{t('verify.noMatchText')}</Text>
            </Alert>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
