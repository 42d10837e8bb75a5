import '@mantine/core/styles/Affix.css';
import { ActionIcon, Affix, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle, IconX } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { chatOpen } from '../chat-open';

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
    <Affix position={{ bottom: 60, right: 20 }} zIndex={150}>
      {opened ? (
        <Paper withBorder shadow="lg" radius="md" p="md" w={340} role="dialog" aria-labelledby="chat-title" data-testid="chat-widget">
          <Group justify="space-between" mb="sm" wrap="nowrap">
            <Title order={2} size="h4" id="chat-title">
              {t('chat.title')}
            </Title>
            <ActionIcon variant="subtle" color="gray" onClick={() => chatOpen.set(false)} aria-label={t('chat.close')}>
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Group>
          <Stack gap="sm">
            <Text size="sm">{t('support:chat.signInHint')}</Text>
            <Button onClick={() => {
              chatOpen.set(false);
              void navigate({ to: '/login', search: { redirect: '/support' } });
            }}>
              {t('support:chat.signIn')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <ActionIcon size={56} radius="xl" onClick={() => chatOpen.set(true)} aria-label={t('chat.open')}>
          <IconMessageCircle size={28} aria-hidden />
        </ActionIcon>
      )}
    </Affix>
  );
}
