import { Loader, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Paginator } from '../../../components/Paginator';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';

/** One column of a leave list: its header and what a row shows under it. */
export interface TLeaveColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/** A leave list's props: the query's state, the 0-based page, the empty text and the test ids. */
export interface TLeaveTableProps<T> {
  list: { data?: { data: T[]; totalPages: number }; error: Error | null; isPending: boolean };
  page: number;
  onPage: (page: number) => void;
  empty: { testId: string; text: string };
  testId: string;
  minWidth: number;
  columns: readonly TLeaveColumn<T>[];
  rowTestId: string;
  rowStart: (row: T) => string;
}

/**
 * A leave list's body (spec 000 §2, §3): the server's refusal, a loader, the empty text when the page
 * has no rows, the striped table, and the page links. Rendered inside the caller's Stack.
 */
export function LeaveTable<T extends { id: string }>(props: TLeaveTableProps<T>) {
  const { data, error, isPending } = props.list;
  return (
    <>
      <ServerErrorAlert error={error} />
      {isPending ? <Loader size="sm" /> : null}
      {data && !data.data.length ? (
        <Text c="dimmed" data-testid={props.empty.testId}>
          {props.empty.text}
        </Text>
      ) : null}
      {data?.data.length ? (
        <Table.ScrollContainer minWidth={props.minWidth}>
          <Table striped data-testid={props.testId}>
            <Table.Thead>
              <Table.Tr>
                {props.columns.map((c) => (
                  <Table.Th key={c.header}>{c.header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((row) => (
                <Table.Tr key={row.id} data-testid={props.rowTestId} data-start={props.rowStart(row)}>
                  {props.columns.map((c) => (
                    <Table.Td key={c.header}>{c.cell(row)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Paginator page={props.page + 1} total={data?.totalPages ?? 0} onChange={(p) => props.onPage(p - 1)} />
    </>
  );
}
