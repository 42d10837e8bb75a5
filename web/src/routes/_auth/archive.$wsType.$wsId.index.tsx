import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import { SectionTiles } from '../../features/navigation/components/SectionTiles';

/** The archive's landing page: a tile for each section built so far (menu-config's `archive` children). */
export const Route = createFileRoute('/_auth/archive/$wsType/$wsId/')({
  component: ArchiveLanding,
});

function ArchiveLanding() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('menu:archive')}</PageTitle>
      <SectionTiles section="archive" />
    </>
  );
}
