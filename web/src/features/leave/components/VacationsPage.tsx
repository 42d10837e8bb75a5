import { Button, Group, Stack, Tabs } from '@mantine/core';
import { workspaceTypeOf } from '@shared/core/workspace.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import type { TVacationSearch } from '../search';
import { BalancePanel } from './BalancePanel';
import { EmploymentChooser, useDefaultEmployment } from './EmploymentChooser';
import { VacationList } from './VacationList';
import { VacationRequestDialog } from './VacationRequestDialog';
import { ChooseEmployee } from './ChooseEmployee';

/**
 * Vacations (spec 000 §2 Payroll individual and business): the requests (filtered, 20 a page) and the
 * PTO balance with its changelog, in tabs. The person requests a vacation here; the company's view
 * lists its employees' requests, each leading to the review page.
 */
export function VacationsPage({ workspaceId, search, onSearch }: { workspaceId: string; search: TVacationSearch; onSearch: (next: TVacationSearch) => void }) {
  const { t } = useTranslation('leave');
  const company = workspaceTypeOf(workspaceId) === 'COMPANY';
  const [employmentId, setEmploymentId] = useState<string | null>(useDefaultEmployment(workspaceId, company));
  const [requesting, setRequesting] = useState(false);
  const tab = search.tab ?? 'requests';
  return (
    <Stack>
      <PageTitle>{t('vacations.title')}</PageTitle>
      <Group justify="space-between" align="flex-end">
        <EmploymentChooser workspaceId={workspaceId} value={employmentId} onChange={setEmploymentId} variant="select" company={company} allowAll={company} />
        {company ? null : (
          <Button onClick={() => setRequesting(true)} data-testid="request-vacation">
            {t('vacations.request')}
          </Button>
        )}
      </Group>
      <Tabs value={tab} onChange={(v) => v && onSearch({ tab: v as TVacationSearch['tab'] })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="requests">{t('vacations.tabs.requests')}</Tabs.Tab>
          <Tabs.Tab value="balance_details">{t('vacations.tabs.balance_details')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="requests">
          <VacationList workspaceId={workspaceId} employmentId={employmentId} />
        </Tabs.Panel>
        <Tabs.Panel value="balance_details">
          {employmentId ? <BalancePanel workspaceId={workspaceId} employmentId={employmentId} kind="PTO" company={company} /> : <ChooseEmployee />}
        </Tabs.Panel>
      </Tabs>
      {requesting ? <VacationRequestDialog workspaceId={workspaceId} initialEmploymentId={employmentId} onClose={() => setRequesting(false)} /> : null}
    </Stack>
  );
}
