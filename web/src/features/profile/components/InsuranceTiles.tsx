import { Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { workspaceTypeOf } from '@shared/core/workspace.js';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { companyDetailsQuery } from '../api/profile';

const INSURANCE = ['generalLiabilityRequired', 'professionalLiabilityRequired', 'workersCompensationRequired', 'disabilityRequired'] as const;

/**
 * The company's four insurance settings on its profile landing page (spec 000 §3 Insurance
 * settings): each type is required unless explicitly false, which the server's answer already
 * resolves. Each tile leads to the company details, where the flags are edited.
 */
export function InsuranceTiles({ wsType, workspaceId }: { wsType: string; workspaceId: string }) {
  const { t } = useTranslation('profile');
  const isCompany = workspaceTypeOf(workspaceId) === 'COMPANY';
  const query = useQuery({ ...companyDetailsQuery(workspaceId), enabled: isCompany });
  if (!isCompany || !query.data) return null;
  const { insurance } = query.data;
  return (
    <section aria-labelledby="insurance-tiles-title">
      <Title order={2} size="h4" mt="xl" mb="sm" id="insurance-tiles-title">
        {t('company.insurance')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {INSURANCE.map((k) => (
          <Card
            key={k}
            component={Link}
            to={`/userprofile/${wsType}/${workspaceId}/company_details` as never}
            withBorder
            padding="lg"
            radius="md"
            data-insurance={k}
            data-required={insurance[k]}
          >
            <Text fw={600}>{t(`insurance.${k}`)}</Text>
            <Group mt="xs">
              <Badge color={insurance[k] ? 'blue' : 'gray'} variant="light" c="dark">
                {insurance[k] ? t('insurance.required') : t('insurance.notRequired')}
              </Badge>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
