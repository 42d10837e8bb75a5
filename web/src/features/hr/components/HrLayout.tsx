import { Tabs } from '@mantine/core';
import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { HR_TABS } from '../guards';

/** /hr: employees, contractors and foreign contractors as tabs whose change navigates. */
export function HrLayout({ wsType, wsId }: { wsType: string; wsId: string }) {
  const { t } = useTranslation('hr');
  const navigate = useNavigate();
  const path = useRouterState({ select: (s) => s.location.pathname });
  const current = Object.values(HR_TABS).find((tab) => path.includes(`/${tab.tab}`))?.tab ?? 'employees';
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Tabs
        value={current}
        onChange={(v) => {
          const tab = Object.values(HR_TABS).find((x) => x.tab === v);
          if (tab) void navigate({ to: tab.list, params: { wsType, wsId } });
        }}
        mb="md"
      >
        <Tabs.List>
          {Object.values(HR_TABS).map((tab) => (
            <Tabs.Tab key={tab.tab} value={tab.tab}>
              {t(`tabs.${tab.tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </>
  );
}
