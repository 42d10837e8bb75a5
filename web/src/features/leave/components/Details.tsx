import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A request's facts as a two-column table: a label and its value per row. */
export function Details({ rows, testId }: { rows: readonly [string, ReactNode][]; testId?: string }) {
  return (
    <Table variant="vertical" withTableBorder maw={720} data-testid={testId}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={220}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
