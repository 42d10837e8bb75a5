import { Accordion, Anchor, Badge, Button, Group, Loader, SimpleGrid, Text } from '@mantine/core';
import type { TReportItem } from '@shared/payroll/reports.schema.js';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { notifyError } from '../../../components/notify';
import { Paginator } from '../../../components/Paginator';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { paystubPdf, reportsQuery, type TReportFilter } from '../api/reports';
import { useReportFormat } from '../format';

/** Saves a short-lived link's file: it is served as an attachment, so the browser stays on this page. */
export function saveUrl(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.download = fileName;
  link.click();
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** One report's panel: its facts, and where it leads (the payroll's page, the paystub's PDF, the General report). */
function ReportPanel({ r, companyId, wsType }: { r: TReportItem; companyId: string; wsType: string }) {
  const { t } = useTranslation('payroll-reports');
  const f = useReportFormat();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveUrl((await paystubPdf(companyId, r.id)).url, `paystub-${r.payDate ?? r.reportEnd}.pdf`);
    } catch (e) {
      notifyError(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  const params = { wsType, wsId: companyId };
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="sm">
        <Field label={t('list.period')}>{f.period(r.reportStart, r.reportEnd)}</Field>
        {r.payDate ? <Field label={t('list.payDate')}>{f.day(r.payDate)}</Field> : null}
        {r.employeeName ? <Field label={t('list.employee')}>{r.employeeName}</Field> : null}
        {r.employees !== undefined ? <Field label={t('list.employees')}>{r.employees || t('list.allEmployees')}</Field> : null}
        {r.source ? <Field label={t('list.entry')}>{t(`source.${r.source}`)}</Field> : null}
        <Field label={t('list.generatedBy')}>{t(`generatedBy.${r.generatedBy}`)}</Field>
        <Field label={t('list.createdAt')}>{f.instant(r.createdAt)}</Field>
      </SimpleGrid>
      {r.reportType === 'GENERAL' ? (
        <Anchor component={Link} to="/payroll/$wsType/$wsId/reports/general/$reportId" params={{ ...params, reportId: r.id } as never} data-testid="open-general">
          {t('list.open')}
        </Anchor>
      ) : r.reportType === 'PAYROLL_DETAILS' ? (
        <Anchor component={Link} to="/payroll/$wsType/$wsId/payroll_details/$payrollId" params={{ ...params, payrollId: r.id } as never}>
          {t('list.openPayroll')}
        </Anchor>
      ) : (
        <Button size="xs" variant="light" leftSection={<IconDownload size={14} aria-hidden />} loading={busy} onClick={() => void download()}>
          {t('list.downloadPdf')}
        </Button>
      )}
    </>
  );
}

/** The reports of the filter, collapsible one by one, 20 a page with page links when there is more than one. */
export function ReportList({ companyId, wsType, filter, page, onPage }: { companyId: string; wsType: string; filter: TReportFilter; page: number; onPage: (p: number) => void }) {
  const { t } = useTranslation('payroll-reports');
  const f = useReportFormat();
  const list = useQuery(reportsQuery(companyId, filter, page));
  const rows = list.data?.data ?? [];
  return (
    <section aria-labelledby="reports-list">
      <Text component="h2" fw={600} size="lg" id="reports-list" mb="xs">
        {t('list.title')}
      </Text>
      <ServerErrorAlert error={list.error} />
      {list.isPending ? <Loader size="sm" /> : null}
      {list.data && !rows.length ? (
        <Text c="dimmed" data-testid="no-reports">
          {t('list.empty')}
        </Text>
      ) : null}
      {rows.length ? (
        <Accordion variant="separated" data-testid="reports">
          {rows.map((r) => (
            <Accordion.Item key={`${r.reportType}:${r.id}`} value={`${r.reportType}:${r.id}`} data-testid="report-row" data-type={r.reportType}>
              <Accordion.Control>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" fw={500}>
                    {t('list.summary', { type: t(`type.${r.reportType}`), period: f.period(r.reportStart, r.reportEnd) })}
                  </Text>
                  {r.employeeName ? <Text size="sm">{r.employeeName}</Text> : null}
                  {r.voided ? (
                    <Badge color="red.9" variant="light">
                      {r.source === 'VOID' ? t('source.VOID') : t('list.voided')}
                    </Badge>
                  ) : null}
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <ReportPanel r={r} companyId={companyId} wsType={wsType} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      ) : null}
      <Paginator page={page + 1} total={list.data?.totalPages ?? 0} onChange={(p) => onPage(p - 1)} />
    </section>
  );
}
