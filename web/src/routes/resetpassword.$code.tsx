import { Paper, Stack } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';
import { notifySuccess } from '../components/notify';
import { resetPassword } from '../features/auth/api/auth';
import { SetPasswordForm } from '../features/auth/components/SetPasswordForm';

export const Route = createFileRoute('/resetpassword/$code')({
  staticData: { bare: true },
  component: ResetPassword,
});

function ResetPassword() {
  const { t } = useTranslation('auth');
  const { code } = Route.useParams();
  const navigate = useNavigate();
  return (
    <Stack maw={460} mx="auto" mt="lg">
      <PageTitle>{t('resetPassword.title')}</PageTitle>
      <Paper withBorder p="lg" radius="md">
        <SetPasswordForm
          submitLabel={t('resetPassword.submit')}
          onSubmit={(v) => resetPassword({ resetCode: code, ...v })}
          onDone={() => {
            notifySuccess(t('resetPassword.done'));
            void navigate({ to: '/login' });
          }}
        />
      </Paper>
    </Stack>
  );
}
