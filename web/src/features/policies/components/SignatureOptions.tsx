import { Button, Loader, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useSession } from '../../auth/hooks/use-session';
import { invalidatePolicies } from '../api/haop';
import { disableLeaveSignature, leaveSignaturesQuery, type TLeaveTab } from '../api/leave';
import { useDates } from '../format';

/** The signature options modal: the employments a policy is attached to, their signatures, and 'Disable signature' for staff (spec 000 §6). */
export function SignatureOptions({ companyId, kind, policyId }: { companyId: string; kind: TLeaveTab; policyId: string }) {
  const { t } = useTranslation('policies');
  const dates = useDates();
  const { principal } = useSession();
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery(leaveSignaturesQuery(companyId, kind, policyId));
  const remove = useMutation({
    mutationFn: (employmentId: string) => disableLeaveSignature(companyId, kind, policyId, employmentId),
    onSuccess: () => {
      void invalidatePolicies(queryClient, companyId);
      notifySuccess(t('leave.signatureDisabled'));
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  if (isPending) return <Loader size="sm" />;
  if (!data?.data.length) return <Text c="dimmed">{t('leave.noSignatures')}</Text>;
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('signatures.employee')}</Table.Th>
          <Table.Th>{t('signatures.state')}</Table.Th>
          <Table.Th>{t('leave.attachedAt')}</Table.Th>
          {principal?.staff ? <Table.Th>{t('leave.columns.actions')}</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.data.map((s) => (
          <Table.Tr key={s.employmentId}>
            <Table.Td>{s.name}</Table.Td>
            <Table.Td>{t(`leave.signatureStates.${s.state}`)}</Table.Td>
            <Table.Td>{dates.instant(s.attachedAt)}</Table.Td>
            {principal?.staff ? (
              <Table.Td>
                <Button size="xs" color="red" variant="light" loading={remove.isPending} onClick={() => remove.mutate(s.employmentId)}>
                  {t('leave.disableSignature')}
                </Button>
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
