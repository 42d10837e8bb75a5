import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { mailQuery } from '../../auth/api/auth';
import { dateFormatter } from '../../../app/format-date';

/** Turns an absolute link from an email into a same-origin path, so local links open here. */
function localHref(link: string): string {
  try {
    const u = new URL(link, window.location.origin);
    return `${u.pathname}${u.search}${u.hash}`;
  } catch {
    return link;
  }
}

/**
 * The local outbox (GET /api/admin/mail, ADMIN only): confirmation, reset and invitation links to
 * follow, except those sent to other staff accounts.
 */
export function MailOutbox() {
  const { t } = useTranslation('admin');
  const { data } = useSuspenseQuery(mailQuery());
  const date = dateFormatter({ dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <PageTitle>{t('mail.title')}</PageTitle>
      {data.data.length === 0 ? (
        <Text c="dimmed">{t('mail.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover data-testid="mail-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('mail.date')}</Table.Th>
                <Table.Th>{t('mail.to')}</Table.Th>
                <Table.Th>{t('mail.kind')}</Table.Th>
                <Table.Th>{t('mail.subject')}</Table.Th>
                <Table.Th>{t('mail.link')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((m) => (
                <Table.Tr key={m.id} data-mail-to={m.to} data-mail-kind={m.kind}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{date.format(new Date(m.createdAt))}</Table.Td>
                  <Table.Td>{m.to}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t(`mail.kinds.${m.kind}`)}</Badge>
                  </Table.Td>
                  <Table.Td>{m.subject}</Table.Td>
                  <Table.Td>
                    {m.link ? (
                      <Anchor href={localHref(m.link)} data-testid="mail-link">
                        {t('mail.open')}
                      </Anchor>
                    ) : (
                      // The API hides links sent to other staff accounts (docs/decisions/0018-identity-hardening.md).
                      <Text size="sm" c="dimmed" data-testid="mail-link-hidden">
                        {t('mail.hidden')}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
