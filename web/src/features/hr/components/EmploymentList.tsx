import { Anchor, Badge, Button, Group, Modal, Select, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  CONTRACTOR_SEARCH_STATUSES,
  CONTRACTOR_TYPES,
  EMPLOYMENT_ORDER_FIELDS,
  EMPLOYMENT_STATUSES,
  type TEmploymentStatus,
  type TEmploymentType,
} from '@shared/workforce/workforce.schema.js';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../app/money';
import { employmentsQuery } from '../api/employments';
import { HR_TABS } from '../guards';
import { EmploymentForm } from './EmploymentForm';
import { Paginator } from '../../../components/Paginator';

export const STATUS_COLOR: Record<TEmploymentStatus, string> = { NEW: 'blue', PENDING_FOR_DOCUMENTS: 'yellow', ACTIVE: 'green', TERMINATED: 'gray' };

/**
 * One type's list (spec 000 §3 filter): name, status (a contractor search offers NEW, ACTIVE and
 * PENDING_FOR_DOCUMENTS only, §4), contractor type, order, 20 a page; 'Add …' opens the form.
 */
export function EmploymentList({ companyId, type, wsType }: { companyId: string; type: TEmploymentType; wsType: string }) {
  const { t } = useTranslation('hr');
  const [name, setName] = useState('');
  const [debouncedName] = useDebouncedValue(name, 500);
  const [status, setStatus] = useState<TEmploymentStatus | null>(null);
  const [contractorType, setContractorType] = useState<string | null>(null);
  const [orderField, setOrderField] = useState<(typeof EMPLOYMENT_ORDER_FIELDS)[number]>('EMPLOYMENT_START');
  const [orderDirection, setOrderDirection] = useState<'ASC' | 'DESC'>('DESC');
  const [page, setPage] = useState(0);
  const [adding, setAdding] = useState(false);
  const filter = {
    types: type,
    name: debouncedName || undefined,
    status: status ?? undefined,
    contractorType: (contractorType as 'PERSON' | 'COMPANY' | null) ?? undefined,
    orderField,
    orderDirection,
    pageNumber: page,
  };
  const list = useQuery({ ...employmentsQuery(companyId, filter), placeholderData: keepPreviousData });
  const tab = HR_TABS[type];
  const statuses = type === 'STAFF' ? EMPLOYMENT_STATUSES : CONTRACTOR_SEARCH_STATUSES;
  const rows = list.data?.data ?? [];
  return (
    <>
      <Group align="flex-end" mb="md" wrap="wrap">
        <TextInput label={t('filter.name')} value={name} onChange={(e) => (setName(e.currentTarget.value), setPage(0))} />
        <Select
          label={t('filter.status')}
          placeholder={t('filter.anyStatus')}
          clearable
          data={statuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={status}
          onChange={(v) => (setStatus(v as TEmploymentStatus | null), setPage(0))}
        />
        {type !== 'STAFF' ? (
          <Select
            label={t('filter.contractorType')}
            placeholder={t('filter.anyContractorType')}
            clearable
            data={CONTRACTOR_TYPES.map((c) => ({ value: c, label: t(`contractorType.${c}`) }))}
            value={contractorType}
            onChange={(v) => (setContractorType(v), setPage(0))}
          />
        ) : null}
        <Select
          label={t('filter.order')}
          data={EMPLOYMENT_ORDER_FIELDS.map((f) => ({ value: f, label: t(`order.${f}`) }))}
          value={orderField}
          allowDeselect={false}
          onChange={(v) => v && setOrderField(v as typeof orderField)}
        />
        <Select
          label={t('filter.direction')}
          data={[{ value: 'DESC', label: t('filter.desc') }, { value: 'ASC', label: t('filter.asc') }]}
          value={orderDirection}
          allowDeselect={false}
          onChange={(v) => v && setOrderDirection(v as 'ASC' | 'DESC')}
        />
        <Button ml="auto" onClick={() => setAdding(true)}>
          {t(`add.${type}`)}
        </Button>
      </Group>
      {rows.length === 0 && list.isSuccess ? (
        <Text c="dimmed">{t(`empty.${type}`)}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.name')}</Table.Th>
                <Table.Th>{t('columns.email')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
                <Table.Th>{t('columns.start')}</Table.Th>
                <Table.Th>{t('columns.termination')}</Table.Th>
                <Table.Th>{t('columns.rate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>
                    <Anchor component={Link} to={tab.detail} params={{ wsType, wsId: companyId, [tab.param]: e.id } as never}>
                      {e.details.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{e.details.email ?? ''}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[e.status]} variant="dot">
                      {t(`status.${e.status}`)}
                    </Badge>
                    {e.consent === 'PENDING' || e.consent === 'DECLINED' ? (
                      <Badge ml="xs" color={e.consent === 'PENDING' ? 'orange.9' : 'gray.8'} variant="light">
                        {t(`consent.${e.consent}`)}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{e.employmentStart}</Table.Td>
                  <Table.Td>{e.employmentTermination ?? ''}</Table.Td>
                  <Table.Td>
                    {formatCents(e.rateCents)} · {t(`payType.${e.payType}`)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {(list.data?.countOfPages ?? 0) > 1 ? (
        <Paginator total={list.data!.countOfPages} page={page + 1} onChange={(p) => setPage(p - 1)} />
      ) : null}
      <Modal opened={adding} onClose={() => setAdding(false)} title={t(`add.${type}`)} size="lg" closeButtonProps={{ 'aria-label': t('form.close') }}>
        {adding ? (
          <EmploymentForm
            companyId={companyId}
            type={type}
            onCancel={() => setAdding(false)}
            onDone={() => setAdding(false)}
          />
        ) : null}
      </Modal>
    </>
  );
}
