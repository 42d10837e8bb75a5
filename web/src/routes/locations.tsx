import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';
import { OfficeList } from '../features/locations/components/OfficeList';

export const Route = createFileRoute('/locations')({
  component: Locations,
});

function Locations() {
  const { t } = useTranslation('locations');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <OfficeList />
    </>
  );
}
