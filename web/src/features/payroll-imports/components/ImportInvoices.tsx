import { Badge, Button, Group, Loader, Table, Text } from '@mantine/core';
import type { TPayrollImport } from '@shared/payroll/imports.schema.js';
import { IconFileInvoice, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { notifyError } from '../../../components/notify';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { saveUrl } from '../../payroll/download';
import { invoiceDocumentUrl } from '../api/imports';
import { useImportFormat } from '../format';
import { GenerateInvoicesModal } from './GenerateInvoicesModal';

type TImportInvoice = NonNullable<TPayrollImport['invoices']>[number];

/** The invoice statuses' colours, as billing shows them (spec 001 §3: DRAFT grey, PENDING_PAYMENT grey, COMPLETED green, VOIDED red). */
const STATUS_COLOR: Record<string, string> = { DRAFT: 'gray', PENDING_PAYMENT: 'gray', COMPLETED: 'green', VOIDED: 'red' };

/**
 * The import's invoices (spec 001 §3 Invoice (import side): reference, number, total, status,
 * document) and, on a completed import, 'Generate Invoices' with its modal. `invoices` come with
 * the import's own read (undefined until it has answered); `waiting` while a generation's invoice
 * is still being issued.
 */
export function ImportInvoices({ imp, error, waiting, onGenerated }: { imp: TPayrollImport; error: unknown; waiting: boolean; onGenerated: (countBefore: number) => void }) {
  const { t } = useTranslation('payroll-imports');
  const [generating, setGenerating] = useState(false);
  const invoices = imp.invoices;
  return (
    <section aria-labelledby={`invoices-${imp.id}`}>
      <Group justify="space-between" align="center" mb="xs">
        <Text component="h3" fw={600} id={`invoices-${imp.id}`}>
          {t('invoices.title')}
        </Text>
        {imp.status === 'COMPLETED' ? (
          <Button size="xs" leftSection={<IconFileInvoice size={14} aria-hidden />} onClick={() => setGenerating(true)} data-testid="open-generate">
            {t('invoices.generate')}
          </Button>
        ) : null}
      </Group>
      <ServerErrorAlert error={error} />
      {!invoices && !error ? <Loader size="sm" aria-label={t('loading')} role="status" /> : null}
      {waiting ? (
        <Group gap="xs" mb="xs" data-testid="invoices-issuing">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('invoices.issuing')}</Text>
        </Group>
      ) : null}
      {invoices && !invoices.length && !waiting ? (
        <Text c="dimmed" size="sm" data-testid="no-invoices">
          {t('invoices.empty')}
        </Text>
      ) : null}
      {invoices?.length ? (
        <Table.ScrollContainer minWidth={680}>
          <Table striped data-testid="import-invoices">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoices.reference')}</Table.Th>
                <Table.Th>{t('invoices.number')}</Table.Th>
                <Table.Th ta="right">{t('invoices.total')}</Table.Th>
                <Table.Th>{t('invoices.status')}</Table.Th>
                <Table.Th>{t('invoices.document')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((i) => (
                <InvoiceRow key={i.id} companyId={imp.company.id} invoice={i} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {generating ? <GenerateInvoicesModal imp={imp} onClose={() => setGenerating(false)} onGenerated={() => onGenerated(invoices?.length ?? 0)} /> : null}
    </section>
  );
}

function InvoiceRow({ companyId, invoice }: { companyId: string; invoice: TImportInvoice }) {
  const { t } = useTranslation('payroll-imports');
  const f = useImportFormat();
  const [downloading, setDownloading] = useState(false);
  const document = invoice.document;
  const download = async (doc: NonNullable<TImportInvoice['document']>) => {
    setDownloading(true);
    try {
      saveUrl(await invoiceDocumentUrl(companyId, doc.id), doc.fileName);
    } catch (e) {
      notifyError(errorText(t, e));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Table.Tr data-testid="import-invoice" data-invoice={invoice.id} data-status={invoice.status}>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {invoice.reference}
        </Text>
      </Table.Td>
      <Table.Td data-testid="invoice-number">{invoice.invoiceNumber ? t('invoices.numberValue', { number: invoice.invoiceNumber }) : '—'}</Table.Td>
      <Table.Td ta="right" data-testid="invoice-total">
        {f.money(invoice.total)}
      </Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLOR[invoice.status] ?? 'gray'} variant="light" c="dark" miw="max-content" data-testid="invoice-status">
          {t(`invoiceStatus.${invoice.status}`, { defaultValue: invoice.status })}
        </Badge>
      </Table.Td>
      <Table.Td>
        {document ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFileTypePdf size={14} aria-hidden />}
            loading={downloading}
            onClick={() => void download(document)}
            data-testid="invoice-document"
          >
            {document.fileName}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('invoices.noDocument')}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
