import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { requireMenuAccess } from '../../app/guards';
import { PageTitle } from '../../components/PageTitle';
import { SectionTiles } from '../../features/navigation/components/SectionTiles';

/** A Services section landing page: tiles of the permitted child routes. */
export const Route = createFileRoute('/_auth/payroll')({
  beforeLoad: () => requireMenuAccess('payroll'),
  component: Landing,
});

function Landing() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('menu:payroll')}</PageTitle>
      <SectionTiles section="payroll" />
    </>
  );
}
