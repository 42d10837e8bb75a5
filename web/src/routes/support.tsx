import { Anchor, List, Paper, Stack, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';
import { COMPANY } from '../features/support/company';

export const Route = createFileRoute('/support')({
  staticData: { bare: true },
  component: Support,
});

function Support() {
  const { t } = useTranslation('support');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Paper withBorder p="lg" radius="md" maw={640}>
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
    </>
  );
}
