import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import { SectionTiles } from '../../features/navigation/components/SectionTiles';
import { InsuranceTiles } from '../../features/profile/components/InsuranceTiles';

export const Route = createFileRoute('/_auth/userprofile/$wsType/$wsId/')({
  component: ProfileLanding,
});

function ProfileLanding() {
  const { t } = useTranslation();
  const { wsType, wsId } = Route.useParams();
  return (
    <>
      <PageTitle>{t('menu:profile')}</PageTitle>
      <SectionTiles section="profile" />
      <InsuranceTiles wsType={wsType} workspaceId={wsId} />
    </>
  );
}
