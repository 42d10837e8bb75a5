import { Tabs } from '@mantine/core';
import { workspaceTypeOf } from '@shared/core/workspace.js';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';

export type TSignableTab = 'common' | 'own';

const TAB_ROUTES = {
  common: '/archive/$wsType/$wsId/signable/common',
  own: '/archive/$wsType/$wsId/signable/own',
} as const;

/**
 * The `signable` archive section (spec 000 §2: common and own) as tabs whose change navigates
 * (like billing's, docs/decisions/0008-billing-web.md). A company sends documents, so 'Sent for
 * signing' is offered in a company workspace only; 'Sent to me' in every workspace.
 */
export function SignableTabs({ tab, wsType, wsId, children }: { tab: TSignableTab; wsType: string; wsId: string; children: ReactNode }) {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const tabs: TSignableTab[] = workspaceTypeOf(wsId) === 'COMPANY' ? ['common', 'own'] : ['own'];
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Tabs
        value={tab}
        onChange={(v) => {
          if (v === 'common' || v === 'own') void navigate({ to: TAB_ROUTES[v], params: { wsType, wsId } });
        }}
        mb="md"
      >
        <Tabs.List aria-label={t('tabs.label')}>
          {tabs.map((id) => (
            <Tabs.Tab key={id} value={id}>
              {t(`tabs.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((id) => (
          <Tabs.Panel key={id} value={id} pt="md">
            {id === tab ? children : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
