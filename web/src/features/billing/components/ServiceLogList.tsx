import { Anchor, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../app/money';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { serviceLogsQuery, type TLogSide } from '../api/service-logs';
import { useMobile } from '../hooks/use-billing-context';
import { useNumberedPages } from '../hooks/use-numbered-pages';
import { useLogPanel } from '../hooks/use-log-panel';
import { formatDate } from '../rules';
import { DisabledMark } from './InvoiceRow';
import { locationText } from './LocationPicker';
import { logModeFor } from './ServiceLogPanel';
import { CutText, Pager } from './ui';

/**
 * A service-log list (spec 001 §2): the contractor side ('Service logs', what the workspace
 * provided, with the recipient as 'Payee') or the employer side ('Contractor Work', what it
 * received, with the executor as 'Assignee'). 20 a page; 'Provide service' opens 'Provide
 * service' or, on the employer side, 'Assign service'.
 */
export function ServiceLogList({ workspaceId, side }: { workspaceId: string; side: TLogSide }) {
  const { t } = useTranslation('billing');
  const mobile = useMobile();
  const logs = useNumberedPages((page) => serviceLogsQuery(workspaceId, side, page), mobile);
  const logPanel = useLogPanel(workspaceId);
  const contractor = side === 'CONTRACTOR';

  return (
    <Stack gap="lg">
      <Group>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => logPanel.open(undefined, contractor ? 'provide' : 'assign')}
        >
          {t('logs.provide')}
        </Button>
      </Group>
      <ServerErrorAlert error={logs.error} />
      {logs.isPending ? <Loader size="sm" aria-label={t('loading')} /> : null}
      {logs.empty ? (
        <Text c="dimmed" data-testid="logs-empty">
          {t('logs.empty')}
        </Text>
      ) : null}
      {!logs.isPending && !logs.empty && !logs.error ? (
        <div>
          <Table.ScrollContainer minWidth={820}>
            <Table striped highlightOnHover data-testid="service-logs">
              <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
                <Text span size="sm" c="dimmed">
                  {t('logs.list')}
                </Text>
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.service')}</Table.Th>
                  <Table.Th ta="right">{t('columns.quantity')}</Table.Th>
                  <Table.Th ta="right">{t('columns.price')}</Table.Th>
                  <Table.Th>{contractor ? t('columns.payee') : t('columns.assignee')}</Table.Th>
                  <Table.Th>{t('columns.date')}</Table.Th>
                  <Table.Th>{t('columns.location')}</Table.Th>
                  <Table.Th>{t('columns.comment')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {logs.render((rows) =>
                  rows.map((log) => (
                    <Table.Tr key={log.id} data-log={log.id} data-active={log.active}>
                      <Table.Td>
                        <Anchor
                          component="button"
                          type="button"
                          size="sm"
                          ta="left"
                          onClick={() => logPanel.open(log, logModeFor(log, workspaceId, false))}
                        >
                          {log.title}
                        </Anchor>
                        {log.active ? null : <DisabledMark />}
                      </Table.Td>
                      <Table.Td ta="right">{log.quantity}</Table.Td>
                      <Table.Td ta="right">{formatCents(log.priceCents)}</Table.Td>
                      <Table.Td>{contractor ? log.recipient.name : log.executor.name}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(log.date, 'MM.DD.YYYY')}</Table.Td>
                      <Table.Td>
                        <CutText text={locationText(log.location)} />
                      </Table.Td>
                      <Table.Td>
                        <CutText text={log.description} />
                      </Table.Td>
                    </Table.Tr>
                  )),
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager
            mobile={mobile}
            page={logs.page}
            total={logs.total}
            hasMore={logs.hasMore}
            loading={logs.isFetching}
            onPage={logs.setPage}
            onMore={logs.loadMore}
          />
        </div>
      ) : null}
      {logPanel.element}
    </Stack>
  );
}
