import { loadNamespace } from '../app/i18n';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';
import { PriceList } from '../features/prices/components/PriceList';

export const Route = createFileRoute('/prices')({
  loader: () => loadNamespace('prices'),
  component: Prices,
});

function Prices() {
  const { t } = useTranslation('prices');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <PriceList />
    </>
  );
}
