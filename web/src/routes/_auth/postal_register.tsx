import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { requireDomain } from '../../app/guards';
import { PageTitle } from '../../components/PageTitle';
import { SectionTiles } from '../../features/navigation/components/SectionTiles';

/** Postal register: provider employees or holders of the POSTAL_REGISTER domain; others go home. */
export const Route = createFileRoute('/_auth/postal_register')({
  beforeLoad: () => requireDomain('POSTAL_REGISTER'),
  component: PostalRegister,
});

function PostalRegister() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('menu:postalRegister')}</PageTitle>
      <SectionTiles section="postalRegister" />
    </>
  );
}
