import { Alert, Group, List, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { workspaceTypeOf } from '@shared/core/workspace.js';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../app/money';
import { PageTitle } from '../../../components/PageTitle';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { necPdf, necQuery } from '../api/forms';
import { defaultFormYear, pdfName } from '../format';
import { DownloadButton } from './DownloadButton';
import { UploadedTable } from './UploadedTable';
import { useDownload } from './use-download';
import { YearSelect } from './YearSelect';

/**
 * Forms 1099 (spec 000 §2 Payroll individual and business: forms 1099): the year's 1099-NECs from
 * paid bills, with each statement's PDF, and the contractors whose form cannot be prepared (no
 * signed W-9). In a person's workspace the page also lists the 1042-S and K-1 forms naming them.
 */
export function NecPage({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('payroll-forms');
  const company = workspaceTypeOf(workspaceId) === 'COMPANY';
  const [year, setYear] = useState(defaultFormYear);
  const list = useQuery(necQuery(workspaceId, year));
  const { busy, download } = useDownload();
  const rows = list.data?.data ?? [];
  const blocking = list.data?.blocking ?? [];
  return (
    <Stack gap="lg">
      <PageTitle>{t('nec.title')}</PageTitle>
      <Text c="dimmed">{t('nec.intro', { threshold: formatCents(list.data?.thresholdCents ?? 0), year })}</Text>
      <Group>
        <YearSelect value={year} onChange={setYear} />
      </Group>
      <ServerErrorAlert error={list.error} />
      {list.isPending ? <Loader size="sm" /> : null}
      {blocking.length ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} data-testid="nec-blocking">
          {/* The title in the body's colour: the alert's own yellow title is under WCAG AA contrast. */}
          <Text fw={700} mb={4}>
            {t('nec.blockingTitle')}
          </Text>
          <List spacing={4}>
            {blocking.map((b) => (
              <List.Item key={`${b.companyId}.${b.contractorId}`} data-testid="nec-blocking-row">
                <Text span fw={600}>
                  {company ? b.recipientName : b.payerName}
                </Text>{' '}
                ({t('nec.paid', { amount: formatCents(b.paidCents) })}): {t(`nec.blockingReason.${b.reason}`)}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {list.data && !rows.length ? (
        <Text c="dimmed" data-testid="no-nec">
          {t('nec.empty')}
        </Text>
      ) : null}
      {rows.length ? (
        <Table.ScrollContainer minWidth={760}>
          <Table striped data-testid="nec-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(company ? 'nec.recipient' : 'nec.payer')}</Table.Th>
                <Table.Th>{t('nec.counterparty')}</Table.Th>
                <Table.Th>{t('nec.tin')}</Table.Th>
                <Table.Th ta="right">{t('nec.box1')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('download')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((f) => {
                const key = `${f.contractorId}.${f.year}`;
                const name = company ? f.recipientName : f.payerName;
                return (
                  <Table.Tr key={key} data-testid="nec-row" data-contractor={f.contractorId}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td>{t(`counterparty.${f.counterpartyType}`)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{f.tinMasked}</Table.Td>
                    <Table.Td ta="right" data-testid="nec-box1">
                      {formatCents(f.nonemployeeCompensationCents)}
                    </Table.Td>
                    <Table.Td>
                      <DownloadButton
                        label={t('download')}
                        name={t('nec.downloadOf', { name, year: f.year })}
                        loading={busy === key}
                        onClick={() => void download(key, () => necPdf(workspaceId, f.contractorId, f.year), pdfName('1099-NEC', f.year, f.recipientName))}
                        testId="nec-download"
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {company ? null : (
        <Stack component="section" aria-labelledby="other-forms" gap="sm">
          <Title order={2} size="h3" id="other-forms">
            {t('uploads.otherTitle')}
          </Title>
          <UploadedTable workspaceId={workspaceId} kind="1042S" year={0} canDelete={false} caption />
          <UploadedTable workspaceId={workspaceId} kind="K1" year={0} canDelete={false} caption />
        </Stack>
      )}
    </Stack>
  );
}
