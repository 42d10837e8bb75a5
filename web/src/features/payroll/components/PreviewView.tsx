import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TPreview } from '@shared/payroll/payroll.schema.js';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { previewCsv } from '../csv';
import { saveText } from '../download';
import { usePayrollFormat } from '../format';
import { PrintStyle } from './PrintStyle';
import { RunResults } from './RunResults';

/**
 * The run's review (spec 000 §2 Run a New Payroll, Continue): the totals first, then each employee's
 * details. Its actions stay at the top, above a long list of employees: Back to the lines, Download
 * (CSV), Print, and Save, whose refusal (40052: an employment already paid for the period) shows the
 * catalogue's message right under them.
 */
export function PreviewView(props: { preview: TPreview; onBack: () => void; onSave: () => void; saving: boolean; error: unknown }) {
  const { t } = useTranslation('payroll');
  const f = usePayrollFormat();
  const p = props.preview;
  const download = () =>
    saveText(previewCsv(p, { text: (key) => t(key) }), `${t('csv.fileName')}-${p.payPeriodStart}-${p.payPeriodEnd}.csv`);
  return (
    <Stack data-testid="payroll-preview">
      <PrintStyle />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3">
            {t('run.previewTitle')}
          </Title>
          <Text size="sm" data-testid="preview-period">
            {`${t('payroll.period')}: ${f.period(p.payPeriodStart, p.payPeriodEnd)} · ${t('payroll.payDate')}: ${f.day(p.payDate)} · ${t(`frequency.${p.payFrequency}`)}`}
          </Text>
        </div>
        <Group className="payroll-no-print">
          <Button variant="default" onClick={props.onBack} disabled={props.saving}>
            {t('run.back')}
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
            {t('run.download')}
          </Button>
          <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
            {t('run.print')}
          </Button>
          <Button onClick={props.onSave} loading={props.saving}>
            {t('run.save')}
          </Button>
        </Group>
      </Group>
      <ServerErrorAlert error={props.error} testId="run-save-error" />
      <RunResults totals={p.totals} results={p.results} />
    </Stack>
  );
}
