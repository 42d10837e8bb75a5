import { Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { federalQuery } from '../api/reports';
import { useReportFormat } from '../format';
import { currentQuarter, LinesTable, QuarterPicker } from './Quarter';

/** Federal reports (spec 000 §2 Payroll business "reports (federal …)"): the quarter's Form 941 and its year's Form 940. */
export function FederalView({ companyId }: { companyId: string }) {
  const { t } = useTranslation('payroll-reports');
  const f = useReportFormat();
  const [period, setPeriod] = useState(currentQuarter);
  const report = useQuery(federalQuery(companyId, period.year, period.quarter));
  const r = report.data;
  const m = f.money;
  return (
    <Stack>
      <QuarterPicker value={period} onChange={setPeriod} />
      <ServerErrorAlert error={report.error} />
      {report.isPending ? <Loader size="sm" /> : null}
      {r ? (
        <>
          {r.federalAccountId ? <Text size="sm">{t('federal.ein', { ein: r.federalAccountId })}</Text> : null}
          <LinesTable
            caption={t('federal.f941', { year: r.year, quarter: r.quarter })}
            twoColumns
            testId="form-941"
            lines={[
              ['1', t('federal.l1'), r.form941.line1Employees],
              ['2', t('federal.l2'), m(r.form941.line2Wages)],
              ['3', t('federal.l3'), m(r.form941.line3FederalIncomeTax)],
              ['4', t('federal.l4'), r.form941.line4NoFica ? t('federal.yes') : t('federal.no')],
              ['5a', t('federal.l5a'), m(r.form941.line5a.wagesCents), m(r.form941.line5a.taxCents)],
              ['5b', t('federal.l5b'), m(r.form941.line5b.wagesCents), m(r.form941.line5b.taxCents)],
              ['5c', t('federal.l5c'), m(r.form941.line5c.wagesCents), m(r.form941.line5c.taxCents)],
              ['5d', t('federal.l5d'), m(r.form941.line5d.wagesCents), m(r.form941.line5d.taxCents)],
              ['5e', t('federal.l5e'), '', m(r.form941.line5e)],
              ['6', t('federal.l6'), '', m(r.form941.line6)],
              ['7', t('federal.l7'), '', m(r.form941.line7FractionsOfCents)],
              ['10', t('federal.l10'), '', m(r.form941.line10)],
              ['12', t('federal.l12'), '', m(r.form941.line12)],
              ...r.form941.monthlyLiability.map((v, i): [string, string, string, string] => ['16', t('federal.month', { n: i + 1 }), '', m(v)]),
            ]}
          />
          <LinesTable
            caption={t('federal.f940', { year: r.year })}
            testId="form-940"
            lines={[
              ['3', t('federal.g3'), m(r.form940.line3TotalPayments)],
              ['4', t('federal.g4'), m(r.form940.line4Exempt)],
              ['5', t('federal.g5'), m(r.form940.line5OverWageBase)],
              ['6', t('federal.g6'), m(r.form940.line6Subtotal)],
              ['7', t('federal.g7'), m(r.form940.line7FutaWages)],
              ['8', t('federal.g8'), m(r.form940.line8FutaTax)],
              ...r.form940.quarterlyLiability.map((v, i): [string, string, string] => [`16${'abcd'[i]}`, t('federal.gq', { n: i + 1 }), m(v)]),
            ]}
          />
        </>
      ) : null}
    </Stack>
  );
}
