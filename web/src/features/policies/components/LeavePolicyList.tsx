import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { TPtoPolicy, TSlpPolicy } from '@shared/policies/leave-policy.schema.js';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../../components/Paginator';
import { leaveListQuery, type TLeaveTab } from '../api/leave';
import { useDates } from '../format';
import { LeavePolicyActions } from './LeavePolicyActions';
import { PtoForm } from './PtoForm';
import { SlpCreateForm } from './SlpCreateForm';
import { SlpEditForm } from './SlpEditForm';

type TPolicy = TPtoPolicy | TSlpPolicy;
const totalOf = (p: TPolicy) => (p.kind === 'PTO' ? p.vacationIntervalTotal : p.intervalHours);

/**
 * A company's PTO or Sick Leave Policies (spec 000 §2 Policies): the list (title, created, total,
 * applies to, state, status, signed) with its actions, and the create and edit modals; 'No PTO
 * Policies' / 'No Sick Leave Policies' when there is none.
 */
export function LeavePolicyList({ companyId, kind }: { companyId: string; kind: TLeaveTab }) {
  const { t } = useTranslation('policies');
  const dates = useDates();
  const [page, setPage] = useState(0);
  const [modal, setModal] = useState<{ mode: 'create' } | { mode: 'edit'; policy: TPolicy } | null>(null);
  const { data } = useSuspenseQuery(leaveListQuery(companyId, kind, { pageNumber: page }));
  const policies = data.data as TPolicy[];
  const close = () => setModal(null);
  return (
    <Stack>
      <Group>
        <Button onClick={() => setModal({ mode: 'create' })} data-testid={`${kind}-create`}>
          {t(`leave.${kind}.create`)}
        </Button>
      </Group>
      {policies.length === 0 ? (
        <Text c="dimmed" data-testid={`${kind}-empty`}>
          {t(`leave.${kind}.empty`)}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped data-testid={`${kind}-list`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.title')}</Table.Th>
                <Table.Th>{t('columns.created')}</Table.Th>
                <Table.Th>{t('leave.columns.total')}</Table.Th>
                <Table.Th>{t('leave.columns.appliesTo')}</Table.Th>
                <Table.Th>{t('leave.columns.state')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
                <Table.Th>{t('leave.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {policies.map((p) => (
                <Table.Tr key={p.id} data-testid={`${kind}-row`}>
                  <Table.Td fw={600}>{p.title}</Table.Td>
                  <Table.Td>{dates.instant(p.createDate)}</Table.Td>
                  <Table.Td>{t('leave.hoursDays', { hours: dates.number(totalOf(p)), days: dates.number(totalOf(p) / 8) })}</Table.Td>
                  <Table.Td>
                    {t(`contractTypes.${p.employmentType}`)}
                    {p.branchName ? ` · ${p.branchName}` : ''}
                  </Table.Td>
                  <Table.Td>{t(`leave.states.${p.applicableState}`)}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Badge color={p.isActive ? '#237032' : '#495057'} variant="filled">
                        {p.isActive ? t('status.active') : t('status.disabled')}
                      </Badge>
                      <Badge color={p.signed ? '#1864ab' : '#862e9c'} variant="light" data-testid="signed-badge">
                        {p.signed ? t('leave.signed') : t('leave.notSigned')}
                      </Badge>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <LeavePolicyActions companyId={companyId} kind={kind} policy={p} onEdit={() => setModal({ mode: 'edit', policy: p })} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Paginator page={page + 1} total={data.countOfPages} onChange={(p) => setPage(p - 1)} />
      <Modal
        opened={modal !== null}
        onClose={close}
        title={modal ? t(`leave.${kind}.${modal.mode === 'create' ? 'createTitle' : 'editTitle'}`) : ''}
        size="lg"
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        {modal?.mode === 'create' && kind === 'pto' ? <PtoForm companyId={companyId} onDone={close} /> : null}
        {modal?.mode === 'edit' && modal.policy.kind === 'PTO' ? <PtoForm companyId={companyId} policy={modal.policy} onDone={close} /> : null}
        {modal?.mode === 'create' && kind === 'slp' ? <SlpCreateForm companyId={companyId} onDone={close} /> : null}
        {modal?.mode === 'edit' && modal.policy.kind === 'SICK' ? <SlpEditForm companyId={companyId} policy={modal.policy} onDone={close} /> : null}
      </Modal>
    </Stack>
  );
}
