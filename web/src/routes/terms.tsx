import { List, Stack, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';

/** The terms of service the registration form links to (public, without the side menu). */
export const Route = createFileRoute('/terms')({
  staticData: { bare: true },
  component: Terms,
});

function Terms() {
  const { t } = useTranslation('auth');
  const items = t('terms.items', { returnObjects: true }) as unknown as string[];
  return (
    <Stack maw={720} mx="auto" mt="lg">
      <PageTitle>{t('terms.title')}</PageTitle>
      <Text>{t('terms.intro')}</Text>
      <List type="ordered" spacing="xs">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
