import {
  Button,
  Checkbox,
  Collapse,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import type { TServiceLog } from '@shared/billing/billing.schema.js';
import { IconChevronDown, IconFilter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../app/money';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { freeServiceLogsQuery } from '../api/service-logs';
import { addSelectedProblem, formatDate, periodProblem, totalOf } from '../rules';
import { PanelFooter } from './SlideOver';
import { notifyBilling } from './ui';

/**
 * 'Provided services' (spec 001 §2): the payee's logs for the payer that are on no invoice yet,
 * a collapsible period filter, '{n} services found', 'Select all', the running total of the
 * chosen ones and 'Add selected services'.
 */
export function ServicesPicker({
  workspaceId,
  payeeId,
  payerId,
  invoiceId,
  selectedIds,
  onAdd,
}: {
  workspaceId: string;
  payeeId: string;
  payerId: string;
  /** A draft being edited: its own logs are offered too. */
  invoiceId?: string;
  selectedIds: readonly string[];
  /** The chosen logs among those offered (`offered`), to replace the offered ones on the invoice. */
  onAdd: (chosen: TServiceLog[], offered: TServiceLog[]) => void;
}) {
  const { t } = useTranslation('billing');
  const filterId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [period, setPeriod] = useState<{ startDate?: string; endDate?: string }>({});
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(selectedIds));
  const free = useQuery(
    freeServiceLogsQuery(workspaceId, {
      payeeId,
      payerId,
      invoiceId,
      startDate: period.startDate,
      endDate: period.endDate,
    }),
  );
  const offered = free.data?.data ?? [];
  const chosen = offered.filter((l) => selected.has(l.id));
  const allChosen = offered.length > 0 && chosen.length === offered.length;

  const apply = () => {
    const problem = periodProblem(startDate || undefined, endDate || undefined);
    if (problem) return notifyBilling(problem);
    setPeriod({ startDate: startDate || undefined, endDate: endDate || undefined });
  };
  const reset = () => {
    setStartDate('');
    setEndDate('');
    setPeriod({});
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const add = () => {
    const problem = addSelectedProblem(offered.length, chosen.length);
    if (problem) return notifyBilling(problem);
    onAdd(chosen, offered);
  };

  return (
    <Stack gap="md">
      <div>
        <Button
          variant="subtle"
          leftSection={<IconFilter size={16} aria-hidden />}
          rightSection={
            <IconChevronDown size={14} aria-hidden style={{ transform: filtersOpen ? 'rotate(180deg)' : undefined }} />
          }
          onClick={() => setFiltersOpen((o) => !o)}
          aria-expanded={filtersOpen}
          aria-controls={filterId}
        >
          {t('picker.filters')}
        </Button>
        <Collapse expanded={filtersOpen} id={filterId}>
          <Stack gap="sm" mt="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" size="sm" fw={500}>
              {t('picker.period')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                type="date"
                label={t('picker.startDate')}
                value={startDate}
                onChange={(e) => setStartDate(e.currentTarget.value)}
              />
              <TextInput
                type="date"
                label={t('picker.endDate')}
                value={endDate}
                onChange={(e) => setEndDate(e.currentTarget.value)}
              />
            </SimpleGrid>
            <Group>
              <Button variant="default" onClick={reset}>
                {t('picker.reset')}
              </Button>
              <Button onClick={apply}>{t('picker.apply')}</Button>
            </Group>
          </Stack>
        </Collapse>
      </div>

      <Group justify="space-between">
        <Text size="sm" fw={500} data-testid="picker-found" aria-live="polite">
          {t('picker.found', { count: offered.length })}
        </Text>
        <Switch
          label={t('picker.selectAll')}
          checked={allChosen}
          disabled={offered.length === 0}
          onChange={(e) => setSelected(e.currentTarget.checked ? new Set(offered.map((l) => l.id)) : new Set())}
        />
      </Group>

      {free.isPending ? <Loader size="sm" aria-label={t('loading')} /> : null}
      <ServerErrorAlert error={free.error} />
      {free.isSuccess && offered.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('messages.createOrSearch')}
        </Text>
      ) : null}
      {offered.length > 0 ? (
        <Table.ScrollContainer minWidth={520}>
          <Table data-testid="picker-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <VisuallyHidden>{t('picker.selectAll')}</VisuallyHidden>
                </Table.Th>
                <Table.Th>{t('columns.service')}</Table.Th>
                <Table.Th>{t('columns.date')}</Table.Th>
                <Table.Th ta="right">{t('columns.quantity')}</Table.Th>
                <Table.Th ta="right">{t('columns.price')}</Table.Th>
                <Table.Th ta="right">{t('columns.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {offered.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td>
                    <Checkbox
                      checked={selected.has(l.id)}
                      onChange={(e) => toggle(l.id, e.currentTarget.checked)}
                      aria-label={`${l.title} ${formatDate(l.date, 'MM.DD.YYYY')}`}
                    />
                  </Table.Td>
                  <Table.Td>{l.title}</Table.Td>
                  <Table.Td>{formatDate(l.date, 'MM.DD.YYYY')}</Table.Td>
                  <Table.Td ta="right">{l.quantity}</Table.Td>
                  <Table.Td ta="right">{formatCents(l.priceCents)}</Table.Td>
                  <Table.Td ta="right">{formatCents(l.totalCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}

      <PanelFooter>
        <Group justify="space-between">
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('picker.total')}
            </Text>
            <Text fw={700} data-testid="picker-total">
              {formatCents(totalOf(chosen))}
            </Text>
          </Group>
          <Button onClick={add}>{t('picker.addSelected')}</Button>
        </Group>
      </PanelFooter>
    </Stack>
  );
}
