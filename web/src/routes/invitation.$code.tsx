import { Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';
import { notifySuccess } from '../components/notify';
import { acceptInvitation, invitationQuery } from '../features/auth/api/auth';
import { SetPasswordForm } from '../features/auth/components/SetPasswordForm';
import { ServerErrorAlert } from '../components/ServerErrorAlert';

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
      {invitation.isError ? <ServerErrorAlert error={invitation.error} /> : null}
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
