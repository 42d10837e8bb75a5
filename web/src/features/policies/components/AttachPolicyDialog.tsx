import { Button, Loader, Table, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/notify';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { attachCandidatesQuery, attachPolicy } from '../api/leave';
import { useDates } from '../format';

/** The attach dialog (staff): the employer's signed, active policies of the kind (title, total hours and days, employment type, state), or 'No signed … Policies'. */
export function AttachPolicyDialog({ personId, employmentId, kind, onDone }: { personId: string; employmentId: string; kind: 'PTO' | 'SICK'; onDone: () => void }) {
  const { t } = useTranslation('policies');
  const dates = useDates();
  const key = kind === 'PTO' ? 'pto' : 'slp';
  const { data, isPending } = useQuery(attachCandidatesQuery(personId, employmentId, kind));
  const attach = useMutation({
    mutationFn: (policyId: string) => attachPolicy(personId, employmentId, kind, policyId),
    onSuccess: () => {
      notifySuccess(t('leave.attached'));
      onDone();
    },
  });
  if (isPending) return <Loader size="sm" />;
  if (!data?.data.length) return <Text c="dimmed">{t(`leave.employment.noSigned.${key}`)}</Text>;
  return (
    <>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.title')}</Table.Th>
            <Table.Th>{t('leave.columns.total')}</Table.Th>
            <Table.Th>{t('leave.form.employmentType')}</Table.Th>
            <Table.Th>{t('leave.columns.state')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.data.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{p.title}</Table.Td>
              <Table.Td>{t('leave.hoursDays', { hours: dates.number(p.totalHours), days: dates.number(p.totalDays) })}</Table.Td>
              <Table.Td>{t(`contractTypes.${p.employmentType}`)}</Table.Td>
              <Table.Td>{t(`leave.states.${p.applicableState}`)}</Table.Td>
              <Table.Td>
                <Button size="xs" loading={attach.isPending} onClick={() => attach.mutate(p.id)}>
                  {t('leave.attach')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ServerErrorAlert error={attach.error} />
    </>
  );
}
