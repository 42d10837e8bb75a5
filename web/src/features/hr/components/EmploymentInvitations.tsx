import { Badge, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import type { TEmploymentView } from '@shared/workforce/workforce.schema.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { formatCents } from '../../../app/money';
import { PageTitle } from '../../../components/PageTitle';
import { notifyError, notifySuccess } from '../../../components/notify';
import { answerInvitation, invitationsQuery } from '../api/employments';
import { formatDay } from '../../../app/format-date';

/** Dark shades: the light badge's text keeps a 4.5:1 contrast. */
export const CONSENT_COLOR: Record<TEmploymentView['consent'], string> = { PENDING: 'orange.9', ACCEPTED: 'green.9', DECLINED: 'gray.8', NOT_REQUIRED: 'gray.8' };

/**
 * /userprofile/{wsType}/{wsId}/employers: the employments that name this workspace (a person's
 * employers, or the clients that contract a company), each pending one with Accept and Decline.
 * Until it is accepted, the employer cannot bill in the workspace's name nor see its id
 * (docs/decisions/0019-employment-consent.md).
 */
export function EmploymentInvitations({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('hr');
  const queryClient = useQueryClient();
  const query = useQuery(invitationsQuery(workspaceId));
  const answer = useMutation({
    mutationFn: (v: { e: TEmploymentView; answer: 'accept' | 'decline' }) => answerInvitation(workspaceId, v.e.id, v.answer),
    onSuccess: (_data, v) => {
      void queryClient.invalidateQueries({ queryKey: invitationsQuery(workspaceId).queryKey });
      notifySuccess(t(v.answer === 'accept' ? 'invitations.accepted' : 'invitations.declined', { employer: v.e.employerName ?? '' }));
    },
    onError: (err) => notifyError(errorText(t, err)),
  });
  const date = (iso: string) => formatDay(iso, { year: 'numeric', month: 'numeric', day: 'numeric' });
  const rows = query.data?.data ?? [];
  return (
    <>
      <PageTitle>{t('invitations.title')}</PageTitle>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="employers-title">
        <Title order={2} size="h4" id="employers-title" mb="xs">
          {t('invitations.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('invitations.intro')}
        </Text>
        {query.isError ? (
          <Text role="alert">{t('invitations.failed')}</Text>
        ) : query.isPending ? null : rows.length === 0 ? (
          <Text>{t('invitations.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table data-testid="employment-invitations" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('invitations.employer')}</Table.Th>
                  <Table.Th>{t('invitations.type')}</Table.Th>
                  <Table.Th>{t('invitations.start')}</Table.Th>
                  <Table.Th>{t('invitations.rate')}</Table.Th>
                  <Table.Th>{t('invitations.answer')}</Table.Th>
                  <Table.Th>{t('invitations.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((e) => {
                  const employer = e.employerName ?? '';
                  const open = e.consent === 'PENDING' && e.status !== 'TERMINATED';
                  return (
                    <Table.Tr key={e.id} data-employment={e.id}>
                      <Table.Td>{employer}</Table.Td>
                      <Table.Td>{t(`type.${e.type}`)}</Table.Td>
                      <Table.Td>{date(e.employmentStart)}</Table.Td>
                      <Table.Td>
                        {formatCents(e.rateCents)} · {t(`payType.${e.payType}`)}
                      </Table.Td>
                      <Table.Td>
                        <Badge color={CONSENT_COLOR[e.consent]} variant="light">
                          {t(`consent.${e.consent}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {open ? (
                          <Group gap="xs" wrap="nowrap">
                            <Button size="xs" aria-label={t('invitations.acceptOf', { employer })} loading={answer.isPending} onClick={() => answer.mutate({ e, answer: 'accept' })}>
                              {t('invitations.accept')}
                            </Button>
                            <Button size="xs" variant="default" aria-label={t('invitations.declineOf', { employer })} disabled={answer.isPending} onClick={() => answer.mutate({ e, answer: 'decline' })}>
                              {t('invitations.decline')}
                            </Button>
                          </Group>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </>
  );
}
