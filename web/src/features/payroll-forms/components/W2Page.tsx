import { Group, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { workspaceTypeOf } from '@shared/core/workspace.js';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../app/money';
import { PageTitle } from '../../../components/PageTitle';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { w2Pdf, w2Query } from '../api/forms';
import { defaultFormYear, pdfName } from '../format';
import { DownloadButton } from './DownloadButton';
import { useDownload } from './use-download';
import { YearSelect } from './YearSelect';

/**
 * Forms W-2 (spec 000 §2 Payroll individual and business: forms w2): the year's Wage and Tax
 * Statements from the payroll, every employee's in the company's workspace and one's own in a
 * person's, with the main boxes and each statement's PDF.
 */
export function W2Page({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('payroll-forms');
  const company = workspaceTypeOf(workspaceId) === 'COMPANY';
  const [year, setYear] = useState(defaultFormYear);
  const list = useQuery(w2Query(workspaceId, year));
  const { busy, download } = useDownload();
  const rows = list.data?.data ?? [];
  const columns = ['box1', 'box2', 'box3', 'box5', 'box17', 'box19'] as const;
  return (
    <Stack gap="lg">
      <PageTitle>{t('w2.title')}</PageTitle>
      <Text c="dimmed">{t('w2.intro')}</Text>
      <Group>
        <YearSelect value={year} onChange={setYear} />
      </Group>
      <ServerErrorAlert error={list.error} />
      {list.isPending ? <Loader size="sm" /> : null}
      {list.data && !rows.length ? (
        <Text c="dimmed" data-testid="no-w2">
          {t('w2.empty')}
        </Text>
      ) : null}
      {rows.length ? (
        <Table.ScrollContainer minWidth={960}>
          <Table striped data-testid="w2-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(company ? 'w2.employee' : 'w2.employer')}</Table.Th>
                <Table.Th>{t('w2.ssn')}</Table.Th>
                {columns.map((c) => (
                  <Table.Th key={c} ta="right">
                    {t(`w2.${c}`)}
                  </Table.Th>
                ))}
                <Table.Th>
                  <VisuallyHidden>{t('download')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((w) => {
                const key = `${w.employmentId}.${w.year}`;
                const amounts = [w.boxes.wagesCents, w.boxes.federalTaxCents, w.boxes.socialSecurityWagesCents, w.boxes.medicareWagesCents, w.boxes.state?.taxCents, w.boxes.local?.taxCents];
                return (
                  <Table.Tr key={key} data-testid="w2-row" data-employment={w.employmentId}>
                    <Table.Td>{company ? w.employeeName : w.employerName}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{w.ssnMasked ?? '—'}</Table.Td>
                    {amounts.map((cents, i) => (
                      <Table.Td key={columns[i]} ta="right" data-testid={`w2-${columns[i]}`}>
                        {cents === undefined ? '—' : formatCents(cents)}
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <DownloadButton
                        label={t('download')}
                        name={t('w2.downloadOf', { name: company ? w.employeeName : w.employerName, year: w.year })}
                        loading={busy === key}
                        onClick={() => void download(key, () => w2Pdf(workspaceId, w.employmentId, w.year), pdfName('W-2', w.year, w.employeeName))}
                        testId="w2-download"
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
