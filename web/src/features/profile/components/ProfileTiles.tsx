import { Card, SimpleGrid, Text } from '@mantine/core';
import { type TWorkspaceType, workspaceTypeOf } from '@shared/core/workspace.js';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The profile children each workspace kind has (spec 000 §2 /userprofile children). */
export const PROFILE_CHILDREN: Record<TWorkspaceType, readonly string[]> = {
  PERSON: ['person_details', 'address', 'marital', 'bank_accounts', 'id_card', 'ead', 'id', 'greencard', 'uspassport', 'ssn'],
  COMPANY: ['company_details', 'headquarter', 'shareholders', 'bank_accounts'],
  SUBLIME_EMPLOYEE: [],
};

/** Tiles of the profile pages the current workspace allows, beside the account tile. */
export function ProfileTiles({ wsType, workspaceId }: { wsType: string; workspaceId: string }) {
  const { t } = useTranslation('profile');
  const type = workspaceTypeOf(workspaceId);
  const children = type ? PROFILE_CHILDREN[type] : [];
  if (!children.length) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="md">
      {children.map((child) => (
        <Card key={child} component={Link} to={`/userprofile/${wsType}/${workspaceId}/${child}` as never} withBorder padding="lg" radius="md" data-tile={child}>
          <Text fw={600}>{t(`pages.${child}` as 'pages.address')}</Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
