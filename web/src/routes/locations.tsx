import { useSuspenseQuery } from '@tanstack/react-query';
import { loadNamespace } from '../app/i18n';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';
import { officesQuery } from '../features/locations/api/offices';
import { OfficeList } from '../features/locations/components/OfficeList';

export const Route = createFileRoute('/locations')({
  // The loader and the component are split into their own chunks (vite.config.ts), so the API
  // client stays off the first route.
  loader: ({ context }) => Promise.all([loadNamespace('locations'), context.queryClient.ensureQueryData(officesQuery())]),
  component: Locations,
});

function Locations() {
  const { t } = useTranslation('locations');
  const { data } = useSuspenseQuery(officesQuery());
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <OfficeList offices={data} />
    </>
  );
}
