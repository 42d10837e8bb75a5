import { Button, Group, Loader, Stack } from '@mantine/core';
import { REPORT_FORMATS, type TReportFormat } from '@shared/payroll/reports.schema.js';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { notifyError } from '../../../components/notify';
import { PageTitle } from '../../../components/PageTitle';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { downloadGeneralReport, generalReportQuery } from '../api/reports';
import { GeneralBlocks } from './GeneralBlocks';
import { saveUrl } from './ReportList';
import { ReportsNav } from './ReportsNav';

/** A General report (spec 000 §2 Reports; spec 001 §7 general preview): its blocks, and Download as PDF, CSV or XLSX. */
export function GeneralReportPage({ companyId, wsType, id }: { companyId: string; wsType: string; id: string }) {
  const { t } = useTranslation('payroll-reports');
  const report = useQuery(generalReportQuery(companyId, id));
  const [busy, setBusy] = useState<TReportFormat | null>(null);
  const download = async (format: TReportFormat) => {
    setBusy(format);
    try {
      const { url } = await downloadGeneralReport(companyId, id, format);
      saveUrl(url, `general-report-${report.data?.keys.start}-${report.data?.keys.end}.${format}`);
    } catch (e) {
      notifyError(errorText(t, e));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="md">
      <PageTitle>{t('general.title')}</PageTitle>
      <ReportsNav companyId={companyId} wsType={wsType} current="general" />
      <ServerErrorAlert error={report.error} />
      {report.isPending ? <Loader size="sm" /> : null}
      {report.data ? (
        <>
          <Group gap="xs" role="group" aria-label={t('general.download')}>
            {REPORT_FORMATS.map((format) => (
              <Button
                key={format}
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={busy === format}
                onClick={() => void download(format)}
                data-testid={`download-${format}`}
              >
                {t('general.downloadAs', { format: format.toUpperCase() })}
              </Button>
            ))}
          </Group>
          <GeneralBlocks report={report.data} />
        </>
      ) : null}
    </Stack>
  );
}
