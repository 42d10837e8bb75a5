import { Alert, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorText } from '../app/errors';
import { PageTitle } from '../components/PageTitle';
import { notifySuccess } from '../components/notify';
import { acceptInvitation, invitationQuery } from '../features/auth/api/auth';
import { SetPasswordForm } from '../features/auth/components/SetPasswordForm';

export const Route = createFileRoute('/invitation/$code')({
  staticData: { bare: true },
  component: Invitation,
});

function Invitation() {
  const { t } = useTranslation('auth');
  const { code } = Route.useParams();
  const navigate = useNavigate();
  const invitation = useQuery(invitationQuery(code));
  return (
    <Stack maw={460} mx="auto" mt="lg">
      <PageTitle>{t('invitation.title')}</PageTitle>
      {invitation.isPending ? <Loader aria-label={t('confirm.checking')} /> : null}
      {invitation.isError ? (
        <Alert color="red" icon={<IconAlertTriangle />} role="alert">
          {errorText(t, invitation.error)}
        </Alert>
      ) : null}
      {invitation.data ? (
        <Paper withBorder p="lg" radius="md">
          <Text mb="md">
            {t('invitation.greeting', { name: `${invitation.data.firstName} ${invitation.data.lastName}`, email: invitation.data.email })}
          </Text>
          <SetPasswordForm
            submitLabel={t('invitation.submit')}
            onSubmit={(v) => acceptInvitation(code, v)}
            onDone={() => {
              notifySuccess(t('invitation.done'));
              void navigate({ to: '/login' });
            }}
          />
        </Paper>
      ) : null}
    </Stack>
  );
}
