import { Badge, Button, Group, Loader, Table, Text, Title } from '@mantine/core';
import type { THaop, THaopSignature, TSignatureState } from '@shared/policies/haop.schema.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { notifyError, notifyInfo, notifySuccess } from '../../../components/notify';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { haopSignaturesQuery, invalidatePolicies, sendHaop } from '../api/haop';
import { useDates } from '../format';

/** Filled badges whose fill keeps 4.5:1 with its text (the documents' palette); the yellow one takes dark text. */
const STATE_LOOK: Record<TSignatureState, { color: string; text?: string }> = {
  NOT_SENT: { color: '#495057' },
  SENT: { color: '#fcc419', text: '#212529' },
  SIGNED: { color: '#237032' },
  DECLINED: { color: '#c92a2a' },
};

function StateBadge({ state }: { state: TSignatureState }) {
  const { t } = useTranslation('policies');
  const look = STATE_LOOK[state];
  return (
    <Badge color={look.color} c={look.text} variant="filled" data-state={state}>
      {t(`signatures.states.${state}`)}
    </Badge>
  );
}

/** The date that goes with the state: signed, declined or sent. */
function stateDate(s: THaopSignature): string | undefined {
  return s.signedAt ?? s.declinedAt ?? s.sentAt;
}

/**
 * The per-employment view of a policy (spec 000 §2 "per-employment policy views in collapsibles"):
 * each employment of its contract type with the state of its signature, read from the signing
 * engine, and 'Send for signature' while the policy is active.
 */
export function SignaturesPanel({ policy, companyId }: { policy: THaop; companyId: string }) {
  const { t } = useTranslation('policies');
  const dates = useDates();
  const titleId = useId();
  const queryClient = useQueryClient();
  const signatures = useQuery(haopSignaturesQuery(companyId, policy.id));
  const send = useMutation({
    mutationFn: () => sendHaop(companyId, policy.id),
    onSuccess: (result) => {
      void invalidatePolicies(queryClient, companyId);
      notifySuccess(t('signatures.sent', { count: result.sent.length }));
      const notSent = result.skipped.filter((s) => s.reason !== 'ALREADY_SENT' && s.reason !== 'ALREADY_SIGNED').length;
      if (notSent) notifyInfo(t('signatures.skipped', { count: notSent }));
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  const rows = signatures.data?.data ?? [];
  return (
    <section aria-labelledby={titleId} data-testid="haop-signatures">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5" id={titleId}>
          {t('signatures.title')}
        </Title>
        {policy.active ? (
          <Button size="xs" loading={send.isPending} onClick={() => send.mutate()}>
            {t('signatures.send')}
          </Button>
        ) : null}
      </Group>
      <ServerErrorAlert error={signatures.error} />
      {signatures.isPending ? <Loader size="sm" aria-label={t('signatures.title')} /> : null}
      {signatures.isSuccess && rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('signatures.empty')}
        </Text>
      ) : null}
      {rows.length ? (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('signatures.employee')}</Table.Th>
                <Table.Th>{t('signatures.email')}</Table.Th>
                <Table.Th>{t('signatures.state')}</Table.Th>
                <Table.Th>{t('signatures.date')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((s) => {
                const at = stateDate(s);
                return (
                  <Table.Tr key={s.employmentId} data-testid="haop-signature">
                    <Table.Td>{s.name}</Table.Td>
                    <Table.Td>{s.email ?? '—'}</Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        <StateBadge state={s.state} />
                        {s.unsendable && s.state === 'NOT_SENT' ? (
                          <Text size="xs" c="dimmed">
                            {t(`signatures.unsendable.${s.unsendable}`)}
                          </Text>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>{at ? dates.instant(at) : '—'}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </section>
  );
}
