import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { LeavePolicyList } from './LeavePolicyList';
import { PolicyPage } from './PolicyPage';
import { POLICY_TABS, type TPolicyTab } from '../tabs';

/**
 * A company's policies (spec 000 §2 Policies): PTO (Paid Time Off), Sick Leave, and Holiday and
 * Overtime, one tab each (the route's `tab`); only the open tab's list is read.
 */
export function PolicyTabs({ companyId, tab, onTab }: { companyId: string; tab: TPolicyTab; onTab: (tab: TPolicyTab) => void }) {
  const { t } = useTranslation('policies');
  return (
    <>
      {/* The open tab's list names the page (the Holiday and Overtime tab keeps its own title). */}
      <PageTitle>{tab === 'haop' ? t('title') : t(`leave.titles.${tab}`)}</PageTitle>
      <Tabs value={tab} onChange={(v) => v && onTab(v as TPolicyTab)} keepMounted={false}>
        <Tabs.List mb="md">
          {POLICY_TABS.map((k) => (
            <Tabs.Tab key={k} value={k}>
              {t(`leave.tabs.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="pto">
          <LeavePolicyList companyId={companyId} kind="pto" />
        </Tabs.Panel>
        <Tabs.Panel value="slp">
          <LeavePolicyList companyId={companyId} kind="slp" />
        </Tabs.Panel>
        <Tabs.Panel value="haop">
          <PolicyPage companyId={companyId} embedded />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
