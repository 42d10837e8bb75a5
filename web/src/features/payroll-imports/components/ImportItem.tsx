// The progress bar's stylesheet loads with this page (app/styles.ts holds the shell's).
import '@mantine/core/styles/Progress.css';
import { Accordion, Alert, Anchor, Badge, Box, Group, Progress, Stack, Text } from '@mantine/core';
import type { TImportStatus, TPayrollImport } from '@shared/payroll/imports.schema.js';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { notifyError } from '../../../components/notify';
import { saveUrl } from '../../payroll/download';
import { importFileUrl } from '../api/imports';
import { isLive } from '../rules';
import { useImportFormat } from '../format';
import { useCurrentImport } from '../hooks/use-current-import';
import { ImportInvoices } from './ImportInvoices';
import { ImportRecords } from './ImportRecords';
import { RejectedRows } from './RejectedRows';

const STATUS_COLOR: Record<TImportStatus, string> = { QUEUED: 'gray', RUNNING: 'blue', COMPLETED: 'green', FAILED: 'red', REPLACED: 'yellow' };

/** Loaded chunks of all: empty until the file is read and split. */
const percentOf = (imp: TPayrollImport) => (imp.chunks.total ? Math.round((imp.chunks.done / imp.chunks.total) * 100) : 0);

/**
 * One import (spec 001 §2): the summary shows company, date, status and the record count; below it
 * who imported, the file, the progress while it loads, the counts and why it failed; opened, the
 * loaded records with the employment filter, the invoices with Generate Invoices, and the rejected
 * rows. `subscribed`: the imports' live channel stands, so the progress is pushed, not polled.
 */
export function ImportItem({ listed, open, subscribed }: { listed: TPayrollImport; open: boolean; subscribed: boolean }) {
  const { t } = useTranslation('payroll-imports');
  const f = useImportFormat();
  const { imp, error, awaitInvoices, waiting } = useCurrentImport(listed, open, subscribed);
  const [downloading, setDownloading] = useState(false);
  // The records listed: loaded, held and voided (a deleted record is gone).
  const records = imp.counts.written + imp.counts.held + imp.counts.voided;
  const download = async () => {
    setDownloading(true);
    try {
      saveUrl(await importFileUrl(imp.company.id, imp.importedFile.id), imp.importedFile.fileName);
    } catch (e) {
      notifyError(errorText(t, e));
    } finally {
      setDownloading(false);
    }
  };
  const percent = percentOf(imp);
  return (
    <Accordion.Item value={imp.id} data-testid="import-item" data-import={imp.id} data-status={imp.status}>
      <Accordion.Control>
        <Group gap="sm" wrap="wrap">
          <Text fw={600}>{imp.company.name}</Text>
          <Text size="sm">{f.instant(imp.date)}</Text>
          <Badge color={STATUS_COLOR[imp.status]} variant="light" c="dark" data-testid="import-status">
            {t(`status.${imp.status}`)}
          </Badge>
          <Text size="sm" data-testid="import-record-count">
            {t('item.records', { count: records })}
          </Text>
        </Group>
      </Accordion.Control>
      <Box px="md" pb="sm">
        <Stack gap={6}>
          <Group gap="lg" wrap="wrap">
            <Text size="sm">
              {t('item.createdBy', { name: `${imp.createdBy.firstName} ${imp.createdBy.lastName}` })}
            </Text>
            <Anchor component="button" type="button" size="sm" onClick={() => void download()} disabled={downloading} data-testid="import-file-link">
              <Group gap={4} component="span" wrap="nowrap">
                <IconDownload size={14} aria-hidden />
                {t('item.file', { file: imp.importedFile.fileName })}
              </Group>
            </Anchor>
          </Group>
          {isLive(imp.status) ? (
            <Stack gap={2}>
              <Progress value={percent} animated aria-label={t('item.progressLabel', { file: imp.importedFile.fileName })} data-testid="import-progress" />
              <Text size="xs" c="dimmed">
                {imp.chunks.total ? t('item.progress', { done: imp.chunks.done, total: imp.chunks.total, percent }) : t('item.preparing')}
              </Text>
            </Stack>
          ) : null}
          <Text size="sm" data-testid="import-counts">
            {t('item.counts', { ...imp.counts })}
          </Text>
          {imp.status === 'FAILED' && imp.failure ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('item.failed')} data-testid="import-failure">
              {f.reason({ code: imp.failureCode, params: imp.failureParams, reason: imp.failure })}
            </Alert>
          ) : null}
          {imp.status === 'REPLACED' ? (
            <Text size="sm" c="dimmed">
              {t('item.replaced')}
            </Text>
          ) : null}
        </Stack>
      </Box>
      <Accordion.Panel>
        {open ? (
          <Stack gap="lg">
            <ImportRecords imp={imp} />
            <ImportInvoices imp={imp} error={error} waiting={waiting} onGenerated={awaitInvoices} />
            <RejectedRows imp={imp} />
          </Stack>
        ) : null}
      </Accordion.Panel>
    </Accordion.Item>
  );
}
