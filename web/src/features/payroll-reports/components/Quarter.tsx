import { Group, Select, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { quarterOf, today } from '../format';

/** The quarter shown first: the current one. */
export const currentQuarter = () => ({ year: Number(today().slice(0, 4)), quarter: quarterOf(today()) });

/** The years offered: next year back to five years ago. */
const years = () => Array.from({ length: 7 }, (_, i) => String(Number(today().slice(0, 4)) + 1 - i));

/** Year and quarter pickers (the federal and regional reports' period). */
export function QuarterPicker({ value, onChange }: { value: { year: number; quarter: number }; onChange: (v: { year: number; quarter: number }) => void }) {
  const { t } = useTranslation('payroll-reports');
  return (
    <Group role="group" aria-label={t('quarter.label')} className="reports-no-print">
      <Select label={t('quarter.year')} data={years()} value={String(value.year)} onChange={(v) => v && onChange({ ...value, year: Number(v) })} allowDeselect={false} w={140} data-testid="pick-year" />
      <Select
        label={t('quarter.quarter')}
        data={[1, 2, 3, 4].map((n) => ({ value: String(n), label: t('quarter.option', { n }) }))}
        value={String(value.quarter)}
        onChange={(v) => v && onChange({ ...value, quarter: Number(v) })}
        allowDeselect={false}
        w={180}
        data-testid="pick-quarter"
      />
    </Group>
  );
}

/** A form's lines: number, description, and one or two columns of figures. */
export function LinesTable({ caption, lines, twoColumns, testId }: { caption: string; lines: [string, string, ReactNode, ReactNode?][]; twoColumns?: boolean; testId?: string }) {
  const { t } = useTranslation('payroll-reports');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped data-testid={testId}>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
          <Text fw={600} c="dark">
            {caption}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={70}>
              {t('federal.line')}
            </Table.Th>
            <Table.Th scope="col">{t('federal.description')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('federal.col1')}
            </Table.Th>
            {twoColumns ? (
              <Table.Th scope="col" ta="right">
                {t('federal.col2')}
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map(([line, description, col1, col2]) => (
            <Table.Tr key={`${line}-${description}`} data-line={line}>
              <Table.Th scope="row">{line}</Table.Th>
              <Table.Td>{description}</Table.Td>
              <Table.Td ta="right">{col1}</Table.Td>
              {twoColumns ? <Table.Td ta="right">{col2 ?? ''}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
