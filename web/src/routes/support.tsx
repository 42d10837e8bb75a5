import { Anchor, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { decide } from '@shared/core/access.js';
import { SUPPORT_ROLES } from '@shared/realtime/channels.js';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';
import { useSession } from '../features/auth/hooks/use-session';
import { chatOpen } from '../features/chat/chat-open';
import { COMPANY } from '../features/support/company';

const ChatSignInWidget = lazy(() => import('../features/chat/components/ChatSignInWidget').then((m) => ({ default: m.ChatSignInWidget })));

export const Route = createFileRoute('/support')({
  staticData: { bare: true },
  component: Support,
});

function Support() {
  const { t } = useTranslation('support');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Stack gap="lg" maw={640}>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Text>{t('intro')}</Text>
            <List spacing="xs">
              <List.Item>
                {t('phone')}: <Anchor href={COMPANY.phoneHref}>{COMPANY.phone}</Anchor>
              </List.Item>
              <List.Item>
                {t('email')}: <Anchor href={`mailto:${COMPANY.email}`}>{COMPANY.email}</Anchor>
              </List.Item>
              <List.Item>
                {t('hours')}: {t('weekdays')} {COMPANY.hours.weekdays}; {t('saturday')} {COMPANY.hours.saturday}
              </List.Item>
            </List>
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="support-chat">
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h4" id="support-chat">
              {t('chat.section')}
            </Title>
            <ChatSection />
          </Stack>
        </Paper>
      </Stack>
    </>
  );
}

/**
 * The chat on the support page: a client opens the widget (mounted by the app frame); a visitor
 * is offered sign-in, since chatting needs an account (spec 001 §7); staff are pointed to the inbox.
 */
function ChatSection() {
  const { t } = useTranslation('support');
  const { principal } = useSession();
  const navigate = useNavigate();
  if (!principal) {
    return (
      <>
        <Text size="sm">{t('chat.signInHint')}</Text>
        <Button onClick={() => {
              chatOpen.set(false);
              void navigate({ to: '/login', search: { redirect: '/support' } });
            }}>
          {t('chat.signIn')}
        </Button>
        <Suspense fallback={null}>
          <ChatSignInWidget />
        </Suspense>
      </>
    );
  }
  if (principal.staff) {
    const canAnswer = decide({ access: 'staff', roles: SUPPORT_ROLES }, principal, undefined).allowed;
    return (
      <>
        <Text size="sm">{t('chat.staffHint')}</Text>
        {canAnswer ? (
          <Button component={Link} to="/admin/support">
            {t('chat.inbox')}
          </Button>
        ) : null}
      </>
    );
  }
  return (
    <>
      <Text size="sm">{t('chat.signedInHint')}</Text>
      <Button onClick={() => chatOpen.set(true)}>{t('chat.openChat')}</Button>
    </>
  );
}
