import { Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { regionalQuery } from '../api/reports';
import { useReportFormat } from '../format';
import { currentQuarter, LinesTable, QuarterPicker } from './Quarter';

/** Regional reports (spec 000 §2 Payroll business "reports (… regional …)"): New York's NYS-45 of the quarter. */
export function RegionalView({ companyId }: { companyId: string }) {
  const { t } = useTranslation('payroll-reports');
  const f = useReportFormat();
  const [period, setPeriod] = useState(currentQuarter);
  const report = useQuery(regionalQuery(companyId, period.year, period.quarter));
  const r = report.data;
  const m = f.money;
  return (
    <Stack>
      <QuarterPicker value={period} onChange={setPeriod} />
      <ServerErrorAlert error={report.error} />
      {report.isPending ? <Loader size="sm" /> : null}
      {r ? (
        <>
          <Text fw={600}>{t('regional.nys45', { year: r.year, quarter: r.quarter })}</Text>
          <Text size="sm">{t('regional.ids', { ui: r.nyUiEmployerNumber ?? t('regional.notSet'), wt: r.nyWithholdingId ?? t('regional.notSet') })}</Text>
          <LinesTable
            caption={t('regional.partA')}
            testId="nys45-ui"
            lines={[
              ...r.nys45.employees.map((n, i): [string, string, number] => [`${'abc'[i]}`, t('regional.employees', { n: i + 1 }), n]),
              ['1', t('regional.l1'), m(r.nys45.line1Remuneration)],
              ['2', t('regional.l2'), m(r.nys45.line2OverWageBase)],
              ['3', t('regional.l3'), m(r.nys45.line3SubjectToContributions)],
              ['4', t('regional.l4', { rate: r.nyUiRatePercent }), m(r.nys45.line4UiContributions)],
              ['5', t('regional.l5'), m(r.nys45.line5ReemploymentFund)],
              ['7', t('regional.l7'), m(r.nys45.line7TotalUi)],
            ]}
          />
          <LinesTable
            caption={t('regional.partB')}
            testId="nys45-wt"
            lines={[
              ['12', t('regional.l12'), m(r.nys45.line12StateWithheld)],
              ['13', t('regional.l13'), m(r.nys45.line13CityWithheld)],
              ['14', t('regional.l14'), m(r.nys45.line14YonkersWithheld)],
              ['15', t('regional.l15'), m(r.nys45.line15TotalWithheld)],
            ]}
          />
        </>
      ) : null}
    </Stack>
  );
}
