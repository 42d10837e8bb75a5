import { Group, Loader, Stack, Switch, Table, Text, Title } from '@mantine/core';
import type { TPayrollEmployment } from '@shared/payroll/payroll.schema.js';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { payrollEmploymentsQuery } from '../api/payroll';
import { MASKED, maskSsn, usePayrollFormat } from '../format';
import { ToneBadge } from './Badges';

/**
 * The employments payroll pays (spec 000 §2 employee details), under the details form: pay type,
 * rate (hidden until asked: salaries are not for every passer-by), the signed W-4 and IT-2104 (a
 * missing W-4 is withheld as Single), residence, and the SSN's last four digits only.
 */
export function EmploymentsTable({ companyId }: { companyId: string }) {
  const { t } = useTranslation('payroll');
  const f = usePayrollFormat();
  const list = useQuery(payrollEmploymentsQuery(companyId));
  const [reveal, setReveal] = useState(false);
  const rows = list.data?.data ?? [];
  const form = (signed: boolean, testId: string) => <ToneBadge tone={signed ? 'green' : 'yellow'} label={t(signed ? 'employments.signed' : 'employments.missing')} testId={testId} />;
  const residence = (e: TPayrollEmployment) =>
    [e.residence.state ?? t('employments.unknown'), e.residence.nyc ? t('employments.nyc') : ''].filter(Boolean).join(' · ');
  return (
    <Stack component="section" aria-labelledby="payroll-employments">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3" id="payroll-employments">
          {t('employments.title')}
        </Title>
        <Switch label={t('employments.showRates')} checked={reveal} onChange={(e) => setReveal(e.currentTarget.checked)} data-testid="reveal-rates" />
      </Group>
      <ServerErrorAlert error={list.error} />
      {list.isPending ? <Loader size="sm" /> : null}
      {list.data && !rows.length ? (
        <Text c="dimmed" data-testid="no-employments">
          {t('employments.empty')}
        </Text>
      ) : null}
      {rows.length ? (
        <Table.ScrollContainer minWidth={900}>
          <Table striped data-testid="payroll-employments">
            <Table.Thead>
              <Table.Tr>
                {(['name', 'payType', 'rate', 'w4', 'it2104', 'residence', 'ssn'] as const).map((c) => (
                  <Table.Th key={c}>{t(`employments.${c}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((e) => (
                <Table.Tr key={e.employmentId} data-testid="payroll-employment" data-employment-id={e.employmentId}>
                  <Table.Td>{e.name}</Table.Td>
                  <Table.Td>{t(`payType.${e.payType}`)}</Table.Td>
                  <Table.Td data-testid="employment-rate">{reveal ? t(`rate.${e.payType}`, { amount: f.money(e.rateCents) }) : MASKED}</Table.Td>
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      {form(e.w4.signed, 'w4-badge')}
                      {e.w4.signed ? null : (
                        <Text size="xs" data-testid="no-w4">
                          {t('employments.noW4')}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>{form(e.it2104.signed, 'it2104-badge')}</Table.Td>
                  <Table.Td>{residence(e)}</Table.Td>
                  <Table.Td>{maskSsn(e.ssnLast4)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
