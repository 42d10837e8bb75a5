import { Button, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { chatOpen } from '../chat-open';
import { ChatLauncher, ChatShell } from './ChatShell';

/**
 * The chat widget as a signed-out visitor sees it on /support: every chat call needs a signed-in
 * user (spec 001 §7, 'All with auth'), so instead of the pre-form it offers sign-in, coming back
 * to /support afterwards (docs/decisions/0010-realtime.md).
 */
export function ChatSignInWidget() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const opened = useSyncExternalStore(chatOpen.subscribe, chatOpen.get, chatOpen.get);
  return (
    <ChatShell opened={opened} width={340} launcher={<ChatLauncher label={t('chat.open')} />}>
      <Stack gap="sm">
        <Text size="sm">{t('support:chat.signInHint')}</Text>
        <Button
          onClick={() => {
            chatOpen.set(false);
            void navigate({ to: '/login', search: { redirect: '/support' } });
          }}
        >
          {t('support:chat.signIn')}
        </Button>
      </Stack>
    </ChatShell>
  );
}
