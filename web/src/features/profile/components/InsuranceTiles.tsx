import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { workspaceTypeOf } from '@shared/core/workspace.js';
import { insuranceRecordsOf, insuranceTiles } from '@shared/profile/insurance.js';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../app/format-date';
import { companyDetailsQuery } from '../api/profile';

/**
 * The company's insurance tiles on its profile landing page (spec 000 §2): one per required type
 * (§3 Insurance settings; a type set to not required is hidden), each with the latest end date of
 * its insurance or 'Missing'. Each tile leads to the company details, where both are edited.
 */
export function InsuranceTiles({ wsType, workspaceId }: { wsType: string; workspaceId: string }) {
  const { t, i18n } = useTranslation('profile');
  const isCompany = workspaceTypeOf(workspaceId) === 'COMPANY';
  const query = useQuery({ ...companyDetailsQuery(workspaceId), enabled: isCompany });
  if (!isCompany || !query.data) return null;
  const tiles = insuranceTiles(query.data.insurance, insuranceRecordsOf(query.data.insuranceEnds));
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby="insurance-tiles-title">
      <Title order={2} size="h4" mt="xl" mb="sm" id="insurance-tiles-title">
        {t('company.insurance')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {tiles.map((tile) => (
          <Card
            key={tile.type}
            component={Link}
            to={`/userprofile/${wsType}/${workspaceId}/company_details` as never}
            withBorder
            padding="lg"
            radius="md"
            data-insurance={tile.type}
          >
            <Text fw={600}>{t(`insurance.${tile.setting}`)}</Text>
            <Text mt="xs" size="sm" c={tile.latestEndDate ? undefined : 'red.9'} data-testid="insurance-end">
              {tile.latestEndDate ? t('insurance.endDate', { date: formatDay(tile.latestEndDate, undefined, i18n.language) }) : t('insurance.missing')}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
