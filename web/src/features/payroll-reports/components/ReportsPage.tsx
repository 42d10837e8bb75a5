import { Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { createGeneralReport, EMPTY_REPORT_FILTER, employmentsQuery, invalidateReports, type TReportFilter } from '../api/reports';
import { ReportFilter } from './ReportFilter';
import { ReportList } from './ReportList';
import { ReportsNav } from './ReportsNav';

/**
 * Payroll reports (spec 000 §2 Payroll "Reports"): the filter, Run payroll report (a General report
 * of the filter, opened when made) and the collapsible list of the company's reports.
 */
export function ReportsPage({ companyId, wsType }: { companyId: string; wsType: string }) {
  const { t } = useTranslation('payroll-reports');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const employments = useQuery(employmentsQuery(companyId));
  const [filter, setFilter] = useState<TReportFilter>(EMPTY_REPORT_FILTER);
  const [page, setPage] = useState(0);
  const run = useMutation({
    mutationFn: (f: TReportFilter) => createGeneralReport(companyId, { start: f.start, end: f.end, employmentIds: f.employmentIds }),
    onSuccess: (report) => {
      void invalidateReports(queryClient, companyId);
      void navigate({ to: '/payroll/$wsType/$wsId/reports/general/$reportId', params: { wsType, wsId: companyId, reportId: report.id } as never });
    },
  });
  return (
    <Stack gap="md">
      <PageTitle>{t('title')}</PageTitle>
      <ReportsNav companyId={companyId} wsType={wsType} current="list" />
      <ReportFilter
        value={filter}
        employments={(employments.data?.data ?? []).map((e) => ({ value: e.employmentId, label: e.name }))}
        onSearch={(next) => {
          setFilter(next);
          setPage(0);
        }}
        onRun={(f) => run.mutate(f)}
        running={run.isPending}
      />
      <ServerErrorAlert error={run.error} />
      <ReportList companyId={companyId} wsType={wsType} filter={filter} page={page} onPage={setPage} />
    </Stack>
  );
}
