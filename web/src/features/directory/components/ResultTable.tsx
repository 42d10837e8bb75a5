import { Alert, Button, Group, Table, Text } from '@mantine/core';
import type { TDirectoryEntryView, TDirectoryPage } from '@shared/directory/directory.schema.js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../../components/Paginator';

export interface TColumn {
  key: string;
  label: string;
  render: (e: TDirectoryEntryView) => ReactNode;
}

/** The one suggestion picked from an autocomplete, shown as a page of its own. */
export const pickedPage = (picked: TDirectoryEntryView): TDirectoryPage => ({ data: [picked], pageNumber: 0, countOfPages: 1, truncated: false });

/** Clears the filters and the picked suggestion. */
export function ResetFilters({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('directory');
  return (
    <Group mt="sm">
      <Button variant="default" type="reset" onClick={onReset}>
        {t('filters.reset')}
      </Button>
    </Group>
  );
}

/** A page of directory results with its pager: 0-based on the wire, 1-based on screen. */
export function ResultTable(props: {
  page: TDirectoryPage | undefined;
  columns: TColumn[];
  pageNumber: number;
  onPage: (pageNumber: number) => void;
  action?: (e: TDirectoryEntryView) => ReactNode;
  testId: string;
  loading: boolean;
}) {
  const { t } = useTranslation('directory');
  const rows = props.page?.data ?? [];
  return (
    <>
      {props.page?.truncated ? <Alert color="yellow">{t('truncated')}</Alert> : null}
      {rows.length === 0 && !props.loading ? (
        <Text c="dimmed" data-testid={`${props.testId}-empty`}>
          {t('empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped data-testid={props.testId} aria-busy={props.loading}>
            <Table.Thead>
              <Table.Tr>
                {props.columns.map((c) => (
                  <Table.Th key={c.key}>{c.label}</Table.Th>
                ))}
                {props.action ? <Table.Th>{t('columns.actions')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((e) => (
                <Table.Tr key={e.id} data-entry-id={e.id}>
                  {props.columns.map((c) => (
                    <Table.Td key={c.key}>{c.render(e)}</Table.Td>
                  ))}
                  {props.action ? <Table.Td>{props.action(e)}</Table.Td> : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Paginator page={props.pageNumber + 1} total={props.page?.countOfPages ?? 0} onChange={(p) => props.onPage(p - 1)} />
    </>
  );
}

/** Opens a client's workspace: audited on the server, then the app switches to it. */
export function OpenWorkspaceButton({ entry, onOpen }: { entry: TDirectoryEntryView; onOpen: (e: TDirectoryEntryView) => Promise<void> }) {
  const { t } = useTranslation('directory');
  return (
    <Button size="xs" variant="light" onClick={() => void onOpen(entry)} aria-label={t('openNamed', { name: entry.name })}>
      {t('open')}
    </Button>
  );
}
