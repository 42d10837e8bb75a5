import { Alert, Button, Loader, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';
import { confirmEmail } from '../features/auth/api/auth';
import { ServerErrorAlert } from '../components/ServerErrorAlert';

export const Route = createFileRoute('/confirmemail/$code')({
  staticData: { bare: true },
  component: ConfirmEmail,
});

function ConfirmEmail() {
  const { t } = useTranslation('auth');
  const { code } = Route.useParams();
  // A query, not an effect: the one-time code is sent once even when React mounts twice.
  const confirmation = useQuery({ queryKey: ['confirm-email', code], queryFn: () => confirmEmail(code), retry: false, staleTime: Infinity, gcTime: Infinity });
  return (
    <Stack maw={560} mx="auto" mt="lg">
      <PageTitle>{t('confirm.title')}</PageTitle>
      {confirmation.isPending ? <Loader aria-label={t('confirm.checking')} /> : null}
      {confirmation.isSuccess ? (
        <Alert color="green" icon={<IconCircleCheck />} role="status">
          {t('confirm.done')}
        </Alert>
      ) : null}
      {confirmation.isError ? <ServerErrorAlert error={confirmation.error} /> : null}
      {confirmation.isSuccess ? (
        <Button component={Link} to="/login" w="fit-content">
          {t('signIn')}
        </Button>
      ) : null}
    </Stack>
  );
}
