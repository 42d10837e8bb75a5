import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import type { TReportView } from '../guards';
import { BuilderView } from './BuilderView';
import { ClosePayPeriod } from './ClosePayPeriod';
import { FederalView } from './FederalView';
import { RegionalView } from './RegionalView';
import { ReportsNav } from './ReportsNav';

const TITLES: Record<TReportView, string> = {
  federal: 'federal.title',
  regional: 'regional.title',
  close_pay_period: 'close.title',
  report_builder: 'builder.title',
};

/** The reports' pages beside the list: federal, regional, close pay period and the report builder. */
export function ReportViewPage({ companyId, wsType, view }: { companyId: string; wsType: string; view: TReportView }) {
  const { t } = useTranslation('payroll-reports');
  return (
    <Stack gap="md">
      <PageTitle>{t(TITLES[view] as 'title')}</PageTitle>
      <ReportsNav companyId={companyId} wsType={wsType} current={view} />
      {view === 'federal' ? <FederalView companyId={companyId} /> : null}
      {view === 'regional' ? <RegionalView companyId={companyId} /> : null}
      {view === 'close_pay_period' ? <ClosePayPeriod companyId={companyId} /> : null}
      {view === 'report_builder' ? <BuilderView companyId={companyId} wsType={wsType} /> : null}
    </Stack>
  );
}
