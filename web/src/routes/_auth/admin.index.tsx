import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import { SectionTiles } from '../../features/navigation/components/SectionTiles';

export const Route = createFileRoute('/_auth/admin/')({
  component: AdminLanding,
});

function AdminLanding() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('menu:admin')}</PageTitle>
      <SectionTiles section="admin" />
    </>
  );
}
