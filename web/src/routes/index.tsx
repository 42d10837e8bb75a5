import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';
import { lazy, Suspense } from 'react';
import { ServiceTiles } from '../features/home/components/ServiceTiles';

// The form (react-hook-form, resolvers) loads right after the tiles paint.
const ContactForm = lazy(() => import('../features/feedback/components/ContactForm').then((m) => ({ default: m.ContactForm })));

export const Route = createFileRoute('/')({
  component: Home,
});

function Home() {
  const { t } = useTranslation('home');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Text mb="lg" maw={720}>
        {t('intro')}
      </Text>
      <ServiceTiles />
      <Suspense fallback={<div style={{ minHeight: 720 }} />}>
        <ContactForm />
      </Suspense>
    </>
  );
}
