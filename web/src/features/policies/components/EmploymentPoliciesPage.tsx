import { Accordion, Tabs, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { employmentPoliciesQuery } from '../api/leave';
import { EmploymentPolicyPanel } from './EmploymentPolicyPanel';

/**
 * Payroll individual: policy (spec 000 §2): each of the person's employments in a collapsible with
 * the tabs pto / slp / haop; 'No contracts' when there is none.
 */
export function EmploymentPoliciesPage({ personId }: { personId: string }) {
  const { t } = useTranslation('policies');
  const { data } = useSuspenseQuery(employmentPoliciesQuery(personId));
  return (
    <>
      <PageTitle>{t('leave.pageTitle')}</PageTitle>
      {data.data.length === 0 ? (
        <Text c="dimmed">{t('leave.employment.noContracts')}</Text>
      ) : (
        <Accordion variant="separated" multiple defaultValue={[data.data[0]!.employmentId]} data-testid="employment-policies">
          {data.data.map((e) => (
            <Accordion.Item key={e.employmentId} value={e.employmentId}>
              <Accordion.Control>
                <Text fw={600}>{e.employerName}</Text>
                <Text size="xs" c="dimmed">
                  {t(`contractTypes.${e.type}`)}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Tabs defaultValue="pto">
                  <Tabs.List mb="sm">
                    <Tabs.Tab value="pto">{t('leave.tabs.pto')}</Tabs.Tab>
                    <Tabs.Tab value="slp">{t('leave.tabs.slp')}</Tabs.Tab>
                    <Tabs.Tab value="haop">{t('leave.tabs.haop')}</Tabs.Tab>
                  </Tabs.List>
                  <Tabs.Panel value="pto">
                    <EmploymentPolicyPanel personId={personId} employmentId={e.employmentId} kind="PTO" policy={e.pto} />
                  </Tabs.Panel>
                  <Tabs.Panel value="slp">
                    <EmploymentPolicyPanel personId={personId} employmentId={e.employmentId} kind="SICK" policy={e.sick} />
                  </Tabs.Panel>
                  <Tabs.Panel value="haop">
                    <EmploymentPolicyPanel personId={personId} employmentId={e.employmentId} kind="HAOP" policy={e.haop} />
                  </Tabs.Panel>
                </Tabs>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </>
  );
}
