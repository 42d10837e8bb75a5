import { Alert, Anchor, Button, Checkbox, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { TPayrollLineInput, ZRunLineSchema } from '@shared/payroll/payroll.schema.js';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { formatDay, formatHours } from '../format';
import { draftOf, HOUR_FIELDS, AMOUNT_FIELDS, invalidFields, LINE_FIELDS, requestLines, togglePeriod, type TLineDraft, type TLineField } from '../lines';

export type TRunLine = z.output<typeof ZRunLineSchema>;

/**
 * The run's rows (spec 000 §2, §3 Payroll line): every applicable employment, preselected unless it
 * is already paid for the period, with its hours from the timesheet and leave and the amounts to
 * add, all editable (a comma as the decimal separator, empty is 0). Each row lists its workweeks:
 * the closed ones are selectable and fill the hours, the open ones say they are not closed
 * (docs/decisions/0042-run-hours-from-closed-days.md). Mounted afresh for each loaded set of lines,
 * so a filter change starts over from the server's figures.
 */
export function RunLines({ rows, closedThrough, closeLink, busy, onContinue }: { rows: readonly TRunLine[]; closedThrough: string | undefined; closeLink: { wsType: string; wsId: string }; busy: boolean; onContinue: (lines: TPayrollLineInput[]) => void }) {
  const { t, i18n } = useTranslation('payroll');
  const [drafts, setDrafts] = useState<Record<string, TLineDraft>>(() => Object.fromEntries(rows.map((r) => [r.employmentId, draftOf(r)])));
  const [shown, setShown] = useState(false);
  const set = (id: string, patch: Partial<TLineDraft>) => setDrafts((d) => ({ ...d, [id]: { ...d[id]!, ...patch } }));
  const setValue = (id: string, field: TLineField, value: string) => setDrafts((d) => ({ ...d, [id]: { ...d[id]!, values: { ...d[id]!.values, [field]: value } } }));
  const order = rows.map((r) => r.employmentId);
  const selected = order.filter((id) => drafts[id]?.selected);
  const invalid = Object.fromEntries(order.map((id) => [id, new Set(invalidFields(drafts[id]!))]));
  const anyInvalid = order.some((id) => invalid[id]!.size > 0);
  const all = selected.length === order.length;
  const anyOpen = rows.some((r) => r.periods.some((p) => !p.closed));
  const submit = () => {
    setShown(true);
    if (!selected.length || anyInvalid) return;
    onContinue(requestLines(drafts, order));
  };
  return (
    <Stack>
      {anyOpen ? (
        <Alert color="blue" data-testid="open-days">
          <Text size="sm">{closedThrough ? t('run.openDays', { date: formatDay(closedThrough, i18n.language) }) : t('run.noClosedDays')}</Text>
          <Anchor component={Link} to="/payroll/$wsType/$wsId/reports/$view" params={{ ...closeLink, view: 'close_pay_period' } as never} size="sm">
            {t('run.closePayPeriod')}
          </Anchor>
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={1500}>
        <Table striped verticalSpacing="xs" data-testid="run-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('run.selectAll')}
                  checked={all}
                  indeterminate={!all && selected.length > 0}
                  onChange={() => setDrafts((d) => Object.fromEntries(order.map((id) => [id, { ...d[id]!, selected: !all }])))}
                />
              </Table.Th>
              <Table.Th>{t('columns.employee')}</Table.Th>
              {[...HOUR_FIELDS, ...AMOUNT_FIELDS].map((f) => (
                <Table.Th key={f}>{t(`fields.${f}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => {
              const d = drafts[r.employmentId]!;
              return (
                <Table.Tr key={r.employmentId} data-testid="run-line" data-employment-id={r.employmentId} data-selected={d.selected}>
                  <Table.Td>
                    <Checkbox aria-label={t('run.select', { name: r.name })} checked={d.selected} onChange={(e) => set(r.employmentId, { selected: e.currentTarget.checked })} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {r.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`payType.${r.payType}`)}
                    </Text>
                    {r.periods.length ? (
                      <Stack gap={4} mt={6}>
                        {r.periods.map((p) => (
                          <Checkbox
                            key={p.start}
                            size="xs"
                            data-testid="run-period"
                            data-closed={p.closed}
                            label={t('run.period', { start: formatDay(p.start, i18n.language), end: formatDay(p.end, i18n.language), hours: formatHours(p.regularHours + p.overtimeHours + p.holidayHours, i18n.language) })}
                            description={p.closed ? undefined : t('run.periodOpen')}
                            checked={p.closed && Boolean(d.periods[p.start])}
                            disabled={!d.selected || !p.closed}
                            onChange={(e) => setDrafts((prev) => ({ ...prev, [r.employmentId]: togglePeriod(prev[r.employmentId]!, r.periods, p.start, e.currentTarget.checked) }))}
                          />
                        ))}
                      </Stack>
                    ) : null}
                    {r.alreadyPaid ? (
                      <Text size="xs" c="red.9" data-testid="already-paid">
                        {t('run.alreadyPaid')}
                      </Text>
                    ) : null}
                  </Table.Td>
                  {LINE_FIELDS.map((f) => (
                    <Table.Td key={f}>
                      <TextInput
                        size="xs"
                        w={84}
                        inputMode="decimal"
                        placeholder="0"
                        aria-label={`${t(`fields.${f}`)}: ${r.name}`}
                        value={d.values[f]}
                        onChange={(e) => setValue(r.employmentId, f, e.currentTarget.value)}
                        error={shown && invalid[r.employmentId]!.has(f)}
                        disabled={!d.selected}
                        data-field={f}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {shown && !selected.length ? (
        <Alert color="red" role="alert">
          {t('run.noneSelected')}
        </Alert>
      ) : null}
      {shown && anyInvalid ? (
        <Alert color="red" role="alert">
          {t('run.invalidValues')}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={submit} loading={busy}>
          {t('run.continue')}
        </Button>
      </Group>
    </Stack>
  );
}
