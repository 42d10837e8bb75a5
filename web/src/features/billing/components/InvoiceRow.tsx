import { Accordion, Anchor, Badge, Box, Button, Flex, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TInvoice, TServiceLog } from '@shared/billing/billing.schema.js';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { formatCents } from '../../../app/money';
import { notifyError } from '../../../components/notify';
import { documentUrl } from '../api/invoices';
import { formatDate } from '../rules';
import { locationText } from './LocationPicker';
import classes from './InvoiceRow.module.css';
import { CutText, StatusBadge } from './ui';
import { formatDay } from '../../../app/format-date';

/** 'MMM D' for the items table (spec 001 §9), in the interface language. */
function useShortDate() {
  // Subscribes to the language: the rows re-render when it changes.
  useTranslation();
  return (date: string) => formatDay(date, { month: 'short', day: 'numeric' });
}

/** A disabled log's 'D' mark (spec 001 §2). */
export function DisabledMark() {
  const { t } = useTranslation('billing');
  return (
    <Badge size="xs" color="gray" variant="light" c="dark" ml={6} title={t('disabled')} data-disabled-mark>
      <span aria-hidden>{t('disabledMark')}</span>
      <VisuallyHidden>{t('disabled')}</VisuallyHidden>
    </Badge>
  );
}

/** The services on an invoice: Service, Quantity, Price, Assignee, Date, Location, Comment (spec 001 §2). */
export function ItemsTable({ items, onOpen }: { items: readonly TServiceLog[]; onOpen: (log: TServiceLog) => void }) {
  const { t } = useTranslation('billing');
  const shortDate = useShortDate();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped data-testid="invoice-items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.service')}</Table.Th>
            <Table.Th ta="right">{t('columns.quantity')}</Table.Th>
            <Table.Th ta="right">{t('columns.price')}</Table.Th>
            <Table.Th>{t('columns.assignee')}</Table.Th>
            <Table.Th>{t('columns.date')}</Table.Th>
            <Table.Th>{t('columns.location')}</Table.Th>
            <Table.Th>{t('columns.comment')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((log) => (
            <Table.Tr key={log.id}>
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  ta="left"
                  onClick={() => onOpen(log)}
                  aria-label={t('logs.open', { title: log.title })}
                >
                  {log.title}
                </Anchor>
                {log.active ? null : <DisabledMark />}
              </Table.Td>
              <Table.Td ta="right">{log.quantity}</Table.Td>
              <Table.Td ta="right">{formatCents(log.priceCents)}</Table.Td>
              <Table.Td>{log.executor.name}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{shortDate(log.date)}</Table.Td>
              <Table.Td>
                <CutText text={locationText(log.location)} />
              </Table.Td>
              <Table.Td>
                <CutText text={log.description} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The invoice's PDF: a short-lived URL from the API, served as an attachment, so the browser saves it and stays here. */
function DocumentButton({ workspaceId, document }: { workspaceId: string; document: NonNullable<TInvoice['document']> }) {
  const { t } = useTranslation('billing');
  const open = async () => {
    try {
      const { url } = await documentUrl(workspaceId, document.id);
      const link = window.document.createElement('a');
      link.href = url;
      link.rel = 'noopener';
      link.download = document.fileName;
      link.click();
    } catch (e) {
      notifyError(errorText(t, e));
    }
  };
  return (
    <Button
      variant="light"
      leftSection={<IconFileTypePdf size={18} aria-hidden />}
      onClick={() => void open()}
      data-testid="invoice-document"
    >
      {document.fileName}
    </Button>
  );
}

/**
 * One invoice or bill as a collapsible row (spec 001 §2): the counterparty's name, the invoice
 * date (DD.MM.yyyy), the number and the coloured status; expanded, the items, the document and
 * the total. `actions` sit beside the row (draft and bill buttons); `detailActions` sit under the
 * expanded invoice, with its state (a draft's 'Continue filling out invoice', spec 001 §4).
 */
export function InvoiceRow({
  invoice,
  counterparty,
  workspaceId,
  actions,
  detailActions,
  onOpenLog,
}: {
  invoice: TInvoice;
  /** Whose name the row shows: the payer on 'Your invoices', the payee on 'Your Bills'. */
  counterparty: 'payer' | 'payee';
  workspaceId: string;
  actions?: ReactNode;
  detailActions?: ReactNode;
  onOpenLog: (log: TServiceLog, invoice: TInvoice) => void;
}) {
  const { t } = useTranslation('billing');
  return (
    <Accordion.Item value={invoice.id} data-invoice={invoice.id} data-testid="invoice-row">
      {/* The buttons sit beside the row when it has room, else on a line of their own under it. */}
      <Flex wrap="wrap" align="center">
        <Accordion.Control style={{ flex: '1 1 44rem', minWidth: 0 }}>
          <Box className={classes.row}>
            <Text fw={600} truncate data-testid="row-party">
              {invoice[counterparty].name}
            </Text>
            <Text size="sm" data-testid="row-date">
              {formatDate(invoice.invoiceDate, 'DD.MM.YYYY')}
            </Text>
            <Text size="sm" data-testid="row-number" c={invoice.invoiceNumber ? undefined : 'dimmed'}>
              {invoice.invoiceNumber ? t('invoice.number', { number: invoice.invoiceNumber }) : t('invoice.noNumber')}
            </Text>
            <div>
              <StatusBadge status={invoice.status} />
            </div>
            <Text fw={700} ta="right" data-testid="row-total">
              {formatCents(invoice.totalCents)}
            </Text>
          </Box>
        </Accordion.Control>
        {actions ? (
          <Group gap="xs" px="md" pb="sm" pt={{ base: 0, md: 'sm' }} ml="auto" wrap="nowrap">
            {actions}
          </Group>
        ) : null}
      </Flex>
      <Accordion.Panel>
        <Stack gap="md">
          <ItemsTable items={invoice.items} onOpen={(log) => onOpenLog(log, invoice)} />
          <Flex
            justify="space-between"
            align={{ base: 'flex-start', sm: 'center' }}
            direction={{ base: 'column', sm: 'row' }}
            gap="md"
          >
            <div>
              <Text size="sm" fw={500} mb={4}>
                {t('invoice.document')}
              </Text>
              {invoice.document ? (
                <DocumentButton workspaceId={workspaceId} document={invoice.document} />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('invoice.noDocument')}
                </Text>
              )}
            </div>
            <Stack gap={2} align="flex-end">
              <Text size="sm">
                {t('invoice.dueDate')}: {formatDate(invoice.dueDate, 'DD.MM.YYYY')}
              </Text>
              <Text size="sm">
                {t('invoice.subtotal')}: {formatCents(invoice.subtotalCents)}
              </Text>
              {invoice.taxCents > 0 ? (
                <Text size="sm">
                  {t('invoice.tax')}: {formatCents(invoice.taxCents)}
                </Text>
              ) : null}
              <Text fw={700} data-testid="invoice-total">
                {t('invoice.total')}: {formatCents(invoice.totalCents)}
              </Text>
            </Stack>
          </Flex>
          {detailActions ? (
            <Group justify="flex-end" gap="xs">
              {detailActions}
            </Group>
          ) : null}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
