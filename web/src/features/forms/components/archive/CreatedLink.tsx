import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';
import type { TFormKind } from '@shared/documents/forms.schema.js';
import { useTranslation } from 'react-i18next';
import { kindTestId } from '../../form-kinds';

/**
 * The new link, shown once (the server keeps only its hash): copied with Mantine's CopyButton,
 * beside which 'Copied to clipboard' (spec 001 §8) shows, and is announced, for a moment.
 */
export function CreatedLink({ kind, name, email, url, onDone }: { kind: TFormKind; name: string; email: string; url: string; onDone: () => void }) {
  const { t } = useTranslation('forms');
  return (
    <Stack gap="sm" data-testid={kindTestId(kind, 'link')}>
      <Text fw={600}>{t('request.ready', { name })}</Text>
      <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
        {t('request.readyText', { email })}
      </Alert>
      <TextInput label={t('request.link')} value={url} readOnly onFocus={(e) => e.currentTarget.select()} data-testid={kindTestId(kind, 'url')} />
      <Group justify="space-between">
        <CopyButton value={url} timeout={4000}>
          {({ copied, copy }) => (
            <Group gap="sm">
              <Button variant="light" leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />} onClick={copy}>
                {t('request.copy')}
              </Button>
              {/* Announced where the button is, and seen there: the copy itself is silent. */}
              <Text role="status" size="sm" c="#237032" fw={500} data-testid={kindTestId(kind, 'copied')}>
                {copied ? t('common:copied') : ''}
              </Text>
            </Group>
          )}
        </CopyButton>
        <Button variant="default" onClick={onDone}>
          {t('request.done')}
        </Button>
      </Group>
    </Stack>
  );
}
