import {
  ActionIcon, Button, Code, Group, HoverCard, Loader, MultiSelect, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, UnstyledButton, VisuallyHidden,
} from '@mantine/core';
import { AUDIT_PAGE_SIZE, type TAuditEvent, type TAuditParty, type TAuditPartyType } from '@shared/audit/audit.schema.js';
import { IconChevronDown, IconChevronRight, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { Paginator } from '../../../components/Paginator';
import { PartySearch } from './PartySearch';
import { auditEventIdsQuery, auditFileUrl, auditQuery, EMPTY_AUDIT_FILTER, type TAuditFilter } from '../api/audit';
import { auditEventName } from '../event-name';
import { dateFormatter } from '../../../app/format-date';

/** The party types the filters offer (spec 001 §2): Person, Company, Sublime employee. */
const FILTER_TYPES: TAuditPartyType[] = ['PERSON', 'COMPANY', 'SUBLIME_EMPLOYEE'];

const partyId = (p: TAuditParty | undefined) => p?.workspaceId ?? p?.userId;
const partyLabel = (p: TAuditParty) => p.name || p.email || partyId(p) || '';

/** A `datetime-local` value (the browser's time) as the UTC ISO date-time the API takes. */
const toUtcIso = (local: string) => (local ? new Date(local).toISOString() : undefined);

interface TDraft {
  producerType: TAuditPartyType | null;
  producerId: string | null;
  consumerType: TAuditPartyType | null;
  consumerId: string | null;
  events: string[];
  from: string;
  to: string;
}
const EMPTY_DRAFT: TDraft = { producerType: null, producerId: null, consumerType: null, consumerId: null, events: [], from: '', to: '' };

/** The audit log (spec 001 §2, §7; staff with ADMIN): filters, the events table and paging. */
export function AuditPage() {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState<TDraft>(EMPTY_DRAFT);
  const [filter, setFilter] = useState<TAuditFilter>(EMPTY_AUDIT_FILTER);
  // Parties seen in results so far: what the producer and consumer searches offer.
  const [known, setKnown] = useState(() => new Map<string, TAuditParty>());
  const events = useQuery(auditEventIdsQuery());
  const page = useQuery(auditQuery(filter));

  const data = page.data?.data;
  useEffect(() => {
    if (!data?.length) return;
    setKnown((prev) => {
      const next = new Map(prev);
      for (const e of data) for (const p of [e.producer, e.consumer]) if (p && partyId(p)) next.set(partyId(p)!, p);
      return next.size === prev.size ? prev : next;
    });
  }, [data]);

  const typeOptions = FILTER_TYPES.map((type) => ({ value: type, label: t(`audit.types.${type}`) }));
  const eventOptions = (events.data ?? []).map((id) => ({ value: id, label: auditEventName(t, id) }));
  const partyOptions = (type: TAuditPartyType | null) =>
    [...known.entries()].filter(([, p]) => !type || p.type === type).map(([id, p]) => ({ value: id, label: `${partyLabel(p)} (${id})` }));

  const search = () =>
    setFilter({
      page: 0,
      events: draft.events,
      producerType: draft.producerType ?? undefined,
      producerId: draft.producerId ?? undefined,
      consumerType: draft.consumerType ?? undefined,
      consumerId: draft.consumerId ?? undefined,
      dateTimeFrom: toUtcIso(draft.from),
      dateTimeTo: toUtcIso(draft.to),
    });
  const reset = () => {
    setDraft(EMPTY_DRAFT);
    setFilter(EMPTY_AUDIT_FILTER);
  };
  const set = <K extends keyof TDraft>(key: K) => (value: TDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  return (
    <Stack>
      <PageTitle>{t('audit.title')}</PageTitle>
      <Paper withBorder p="md" component="form" onSubmit={(e) => (e.preventDefault(), search())} aria-label={t('audit.filters')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <Select label={t('audit.producerType')} data={typeOptions} value={draft.producerType} onChange={(v) => setDraft((d) => ({ ...d, producerType: v as TAuditPartyType | null, producerId: null }))} clearable />
          <PartySearch side="producer" type={draft.producerType} label={t('audit.producerSearch')} known={partyOptions(draft.producerType)} value={draft.producerId} onChange={set('producerId')} />
          <Select label={t('audit.consumerType')} data={typeOptions} value={draft.consumerType} onChange={(v) => setDraft((d) => ({ ...d, consumerType: v as TAuditPartyType | null, consumerId: null }))} clearable />
          <PartySearch side="consumer" type={draft.consumerType} label={t('audit.consumerSearch')} known={partyOptions(draft.consumerType)} value={draft.consumerId} onChange={set('consumerId')} />
          <MultiSelect label={t('audit.events')} data={eventOptions} value={draft.events} onChange={set('events')} searchable clearable />
          <TextInput type="datetime-local" label={t('audit.from')} value={draft.from} onChange={(e) => set('from')(e.currentTarget.value)} />
          <TextInput type="datetime-local" label={t('audit.to')} value={draft.to} onChange={(e) => set('to')(e.currentTarget.value)} />
          <Group align="flex-end">
            <Button variant="default" onClick={reset}>{t('audit.reset')}</Button>
            <Button type="submit">{t('audit.search')}</Button>
          </Group>
        </SimpleGrid>
      </Paper>

      {page.isFetching ? <Loader size="sm" aria-label={t('audit.loading')} /> : null}
      {data && data.length === 0 ? <Text c="dimmed">{t('audit.empty')}</Text> : null}
      {data && data.length > 0 ? (
        <Table.ScrollContainer minWidth={720}>
          <Table data-testid="audit-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}><VisuallyHidden>{t('audit.props')}</VisuallyHidden></Table.Th>
                <Table.Th>{t('audit.producer')}</Table.Th>
                <Table.Th>{t('audit.event')}</Table.Th>
                <Table.Th>{t('audit.consumer')}</Table.Th>
                <Table.Th>{t('audit.dateTime')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((e) => <AuditRow key={`${e.chain}#${e.seq}`} event={e} />)}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {page.data ? (
        <Paginator page={filter.page + 1} total={page.data.countOfPages} onChange={(n) => setFilter((f) => ({ ...f, page: n - 1 }))} />
      ) : null}
      <Text size="xs" c="dimmed">{t('audit.pageSize', { size: AUDIT_PAGE_SIZE })}</Text>
    </Stack>
  );
}

/** A party's name with its account type, email and phone on hover. */
function Party({ party }: { party: TAuditParty | undefined }) {
  const { t } = useTranslation('admin');
  if (!party) return <Text c="dimmed">—</Text>;
  return (
    <HoverCard withArrow openDelay={150} position="bottom-start">
      <HoverCard.Target>
        <UnstyledButton td="underline dotted" fz="sm" style={{ cursor: 'help' }}>
          {partyLabel(party) || t(`audit.types.${party.type}`)}
        </UnstyledButton>
      </HoverCard.Target>
      <HoverCard.Dropdown>
        <Stack gap={2}>
          <Text size="sm">{t('audit.accountType')}: {t(`audit.types.${party.type}`)}</Text>
          <Text size="sm">{t('audit.email')}: {party.email ?? t('audit.unknown')}</Text>
          <Text size="sm">{t('audit.phone')}: {party.phone ?? t('audit.unknown')}</Text>
        </Stack>
      </HoverCard.Dropdown>
    </HoverCard>
  );
}

function AuditRow({ event }: { event: TAuditEvent }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const date = dateFormatter({ dateStyle: 'medium', timeStyle: 'medium' });
  const propsId = `audit-props-${event.chain}-${event.seq}`;
  return (
    <Fragment>
      <Table.Tr>
        <Table.Td>
          <ActionIcon variant="subtle" onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={propsId} aria-label={t(open ? 'audit.hideProps' : 'audit.showProps')}>
            {open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
          </ActionIcon>
        </Table.Td>
        <Table.Td><Party party={event.producer} /></Table.Td>
        <Table.Td>
          <Text span title={event.event}>{auditEventName(t, event.event)}</Text>
          {event.success ? null : <Text span c="red.8" ml="xs">({t('audit.failed')})</Text>}
        </Table.Td>
        <Table.Td><Party party={event.consumer} /></Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{date.format(new Date(event.createDateTime))}</Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr id={propsId}>
          <Table.Td />
          <Table.Td colSpan={4}>
            <Props event={event} />
          </Table.Td>
        </Table.Tr>
      ) : null}
    </Fragment>
  );
}

function Props({ event }: { event: TAuditEvent }) {
  const { t } = useTranslation('admin');
  const entries = Object.entries(event.props);
  if (!entries.length) return <Text size="sm" c="dimmed">{t('audit.noProps')}</Text>;
  return (
    <Stack gap="xs" data-testid="audit-props">
      {entries.map(([key, value]) => (
        <Group key={key} gap="xs" align="flex-start" wrap="nowrap">
          <Text size="sm" fw={600} miw={120}>{key}</Text>
          <PropValue name={key} value={value} />
        </Group>
      ))}
    </Stack>
  );
}

function PropValue({ name, value }: { name: string; value: unknown }) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  if (name === 'FILE_META' && value && typeof value === 'object') {
    const file = value as { id: string; fileName: string; workspaceId: string };
    const download = async () => {
      setBusy(true);
      try {
        const { url } = await auditFileUrl(file.workspaceId, file.id);
        const link = window.document.createElement('a');
        link.href = url;
        link.rel = 'noopener';
        link.download = file.fileName;
        link.click();
      } finally {
        setBusy(false);
      }
    };
    return (
      <Button size="xs" variant="light" leftSection={<IconDownload size={14} aria-hidden />} loading={busy} onClick={download}>
        {t('audit.download', { name: file.fileName })}
      </Button>
    );
  }
  if (name === 'ERROR' && value && typeof value === 'object') {
    const error = value as { name?: string; message?: string; stack?: string };
    return (
      <Stack gap={4}>
        <Text size="sm">{error.name}: {error.message}</Text>
        <Code block aria-label={t('audit.stack')}>{error.stack ?? t('audit.unknown')}</Code>
      </Stack>
    );
  }
  return <Code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{typeof value === 'string' ? value : JSON.stringify(value)}</Code>;
}
