import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';
import { lazy, Suspense } from 'react';
import { useNearViewport } from '../app/use-near-viewport';
import { ServiceTiles } from '../features/home/components/ServiceTiles';

// The form (react-hook-form, zod, the API client) loads when it nears the viewport (below the
// tiles on phones, in view on desktops); the placeholder keeps its height so nothing shifts.
const ContactForm = lazy(() => import('../features/feedback/components/ContactForm').then((m) => ({ default: m.ContactForm })));

export const Route = createFileRoute('/')({
  component: Home,
});

function Home() {
  const { t } = useTranslation('home');
  const [formRef, formNear] = useNearViewport<HTMLDivElement>();
  const placeholder = <div ref={formRef} style={{ minHeight: 720 }} />;
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Text mb="lg" maw={720}>
        {t('intro')}
      </Text>
      <ServiceTiles />
      {formNear ? (
        <Suspense fallback={placeholder}>
          <ContactForm />
        </Suspense>
      ) : (
        placeholder
      )}
    </>
  );
}
