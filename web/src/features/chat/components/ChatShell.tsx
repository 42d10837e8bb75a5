import '@mantine/core/styles/Affix.css';
import { ActionIcon, Affix, Group, Paper, Title } from '@mantine/core';
import { IconMessageCircle, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chatOpen } from '../chat-open';

/**
 * The chat widget's frame, for the signed-in widget and the signed-out one on /support: pinned
 * bottom right, a titled dialog with a close button while open, else the launcher.
 */
export function ChatShell({ opened, width, launcher, children }: { opened: boolean; width: number; launcher: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Affix position={{ bottom: 60, right: 20 }} zIndex={150}>
      {opened ? (
        <Paper withBorder shadow="lg" radius="md" p="md" w={width} role="dialog" aria-labelledby="chat-title" data-testid="chat-widget">
          <Group justify="space-between" mb="sm" wrap="nowrap">
            <Title order={2} size="h4" id="chat-title">
              {t('chat.title')}
            </Title>
            <ActionIcon variant="subtle" color="gray" onClick={() => chatOpen.set(false)} aria-label={t('chat.close')}>
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Group>
          {children}
        </Paper>
      ) : (
        launcher
      )}
    </Affix>
  );
}

/** The round button that opens the chat. */
export function ChatLauncher({ label }: { label: string }) {
  return (
    <ActionIcon size={56} radius="xl" onClick={() => chatOpen.set(true)} aria-label={label}>
      <IconMessageCircle size={28} aria-hidden />
    </ActionIcon>
  );
}
