import { Alert, Stack } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';

export const Route = createFileRoute('/postreg')({
  staticData: { bare: true },
  component: PostRegistration,
});

function PostRegistration() {
  const { t } = useTranslation('auth');
  return (
    <Stack maw={560} mx="auto" mt="lg">
      <PageTitle>{t('postreg.title')}</PageTitle>
      <Alert color="blue" icon={<IconMailCheck />}>
        {t('postreg.text')}
      </Alert>
    </Stack>
  );
}
