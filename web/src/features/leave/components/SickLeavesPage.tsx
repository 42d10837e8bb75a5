import { Stack, Tabs } from '@mantine/core';
import { workspaceTypeOf } from '@shared/core/workspace.js';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { employmentsQuery } from '../api/leave';
import type { TSickSearch } from '../search';
import { BalancePanel } from './BalancePanel';
import { ChooseEmployee } from './ChooseEmployee';
import { EmploymentChooser, useDefaultEmployment } from './EmploymentChooser';
import { SickRecords } from './SickRecords';
import { SickRequestList } from './SickRequestList';

/**
 * Sick leave (spec 000 §2): the person chooses the employer by radio (or sees 'No contracts'), the
 * company one of its employees or all; then the records, the sick-leave balance (the company adds
 * carryover there) and the requests, in tabs.
 */
export function SickLeavesPage({ workspaceId, search, onSearch }: { workspaceId: string; search: TSickSearch; onSearch: (next: TSickSearch) => void }) {
  const { t } = useTranslation('leave');
  const company = workspaceTypeOf(workspaceId) === 'COMPANY';
  const { data: employments } = useSuspenseQuery(employmentsQuery(workspaceId));
  const [employmentId, setEmploymentId] = useState<string | null>(useDefaultEmployment(workspaceId, company));
  const tab = search.tab ?? 'records';
  return (
    <Stack>
      <PageTitle>{t('sick.title')}</PageTitle>
      <EmploymentChooser workspaceId={workspaceId} value={employmentId} onChange={setEmploymentId} variant={company ? 'select' : 'radio'} company={company} allowAll={company} />
      {employments.data.length ? (
        <Tabs value={tab} onChange={(v) => v && onSearch({ tab: v as TSickSearch['tab'] })} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="records">{t('sick.tabs.records')}</Tabs.Tab>
            <Tabs.Tab value="balance">{t('sick.tabs.balance')}</Tabs.Tab>
            <Tabs.Tab value="requests">{t('sick.tabs.requests')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="records">
            <SickRecords workspaceId={workspaceId} employmentId={employmentId} />
          </Tabs.Panel>
          <Tabs.Panel value="balance">
            {employmentId ? <BalancePanel workspaceId={workspaceId} employmentId={employmentId} kind="SICK" company={company} /> : <ChooseEmployee />}
          </Tabs.Panel>
          <Tabs.Panel value="requests">
            <SickRequestList workspaceId={workspaceId} employmentId={employmentId} company={company} />
          </Tabs.Panel>
        </Tabs>
      ) : null}
    </Stack>
  );
}
