import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileTypeCsv, IconFileTypeXls } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/notify';
import { PageTitle } from '../../../components/PageTitle';
import { companyTimesheetQuery } from '../api/company';
import { defaultFilter, learnWeekStart } from '../api/company-filter';
import { longDate, shortDay } from '../format';
import { timesheetTable } from '../rules';
import { timesheetErrorText } from '../server-messages';
import { CompanyFilters } from './CompanyFilters';
import { CompanyTable } from './CompanyTable';
import { FlagLegend } from './FlagLegend';
import { EmployeeDayDrawer, type TEmployeeDay } from './EmployeeDayDrawer';
import { ClosePayPeriod, PayPeriodList } from './PayPeriods';

/**
 * The company's timesheets (/payroll/$wsType/$wsId/timesheets): the filter, the table of its
 * employees' hours with the policy's flags, an employee's day to keep on their behalf, the exports,
 * closing a pay period and the closed ones.
 */
export function CompanyTimesheetPage({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation('timesheet');
  const [filter, setFilter] = useState(() => ({ ...defaultFilter(companyId), isDefault: true }));
  const query = useQuery({ ...companyTimesheetQuery(companyId, filter), placeholderData: keepPreviousData });
  const [day, setDay] = useState<TEmployeeDay | null>(null);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const weekStartsOn = query.data?.weekStartsOn;
  // The policy's workweek may not start on Sunday: the default range follows it once it is known.
  useEffect(() => {
    if (weekStartsOn === undefined) return;
    learnWeekStart(companyId, weekStartsOn);
    if (filter.isDefault && defaultFilter(companyId).startDate !== filter.startDate) setFilter({ ...defaultFilter(companyId), isDefault: true });
  }, [weekStartsOn, companyId, filter]);
  const table = useMemo(() => (query.data ? timesheetTable(query.data) : undefined), [query.data]);
  const names = useMemo(() => new Map((query.data?.data ?? []).map((e) => [e.employmentId, e.name])), [query.data]);

  const download = async (kind: 'csv' | 'xlsx') => {
    if (!table || !query.data) return;
    setExporting(kind);
    try {
      const { exportCsv, exportXlsx } = await import('../export');
      const headers = {
        employee: t('company.employee'),
        day: (d: string) => shortDay(d, i18n.language),
        regular: t('week.regular'),
        overtime: t('week.overtime'),
        holiday: t('week.holiday'),
        total: t('company.total'),
        sheet: t('company.title'),
      };
      await (kind === 'csv' ? exportCsv : exportXlsx)(table, headers, query.data);
    } catch (e) {
      notifyError(timesheetErrorText(t, e));
    } finally {
      setExporting(null);
    }
  };

  return (
    <>
      <PageTitle>{t('company.title')}</PageTitle>
      <CompanyFilters
        key={`${filter.startDate}:${filter.endDate}:${filter.isDefault}`}
        companyId={companyId}
        value={filter}
        onSearch={(f) => setFilter({ ...f, isDefault: false })}
        onReset={() => {
          const next = { ...defaultFilter(companyId), isDefault: true };
          setFilter(next);
          return next;
        }}
      />
      <Group justify="space-between" mb="sm">
        <Text fw={500} data-testid="company-range">
          {t('company.range', { start: longDate(filter.startDate, i18n.language), end: longDate(filter.endDate, i18n.language) })}
        </Text>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconFileTypeCsv size={18} aria-hidden />} disabled={!table?.rows.length} loading={exporting === 'csv'} onClick={() => void download('csv')}>
            {t('company.exportCsv')}
          </Button>
          <Button variant="default" leftSection={<IconFileTypeXls size={18} aria-hidden />} disabled={!table?.rows.length} loading={exporting === 'xlsx'} onClick={() => void download('xlsx')}>
            {t('company.exportXlsx')}
          </Button>
          <ClosePayPeriod companyId={companyId} range={filter} names={names} />
        </Group>
      </Group>
      {query.isError ? (
        <Alert color="red" icon={<IconAlertTriangle />} role="alert">
          {timesheetErrorText(t, query.error)}
        </Alert>
      ) : null}
      {!table ? (
        query.isPending ? <Loader size="sm" aria-label={t('loading')} /> : null
      ) : (
        <Stack gap="xs" aria-busy={query.isPlaceholderData || query.isFetching}>
          <CompanyTable table={table} source={query.data?.data ?? []} onOpenDay={(e, date) => setDay({ employmentId: e.employmentId, name: e.name, date })} />
          <FlagLegend />
        </Stack>
      )}
      <PayPeriodList companyId={companyId} />
      <EmployeeDayDrawer companyId={companyId} value={day} onChange={setDay} />
    </>
  );
}
