import { Button, Group, Stack, Title } from '@mantine/core';
import { workspaceTypeOf } from '@shared/core/workspace.js';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { EMPTY_PAYSTUB_FILTER, payrollEmploymentsQuery, type TPaystubFilter } from '../api/payroll';
import { PaystubFilter } from './PaystubFilter';
import { PaystubTable } from './PaystubTable';
import { PayrollsList } from './PayrollsList';

/**
 * Paystubs (spec 000 §2 Payroll individual and business): the employee's own in their workspace,
 * every employment's in the company's, by the paystub filter. The company also lists its payrolls
 * and starts a new one from here.
 */
export function PaystubsPage({ workspaceId, wsType }: { workspaceId: string; wsType: string }) {
  const { t } = useTranslation('payroll');
  const company = workspaceTypeOf(workspaceId) === 'COMPANY';
  const employments = useQuery({ ...payrollEmploymentsQuery(workspaceId), enabled: company });
  const [filter, setFilter] = useState<TPaystubFilter>(EMPTY_PAYSTUB_FILTER);
  const [page, setPage] = useState(0);
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('paystubs.title')}</PageTitle>
        {company ? (
          <Button component={Link} to="/payroll/$wsType/$wsId/run_payroll" params={{ wsType, wsId: workspaceId } as never} data-testid="run-new-payroll">
            {t('runs.runNew')}
          </Button>
        ) : null}
      </Group>
      {company ? <PayrollsList companyId={workspaceId} wsType={wsType} /> : null}
      <Stack component="section" aria-labelledby={company ? 'paystubs-list' : undefined}>
        {company ? (
          <Title order={2} size="h3" id="paystubs-list">
            {t('paystubs.listTitle')}
          </Title>
        ) : null}
        <PaystubFilter
          value={filter}
          employments={company ? (employments.data?.data ?? []).map((e) => ({ value: e.employmentId, label: e.name })) : undefined}
          onSearch={(next) => {
            setFilter(next);
            setPage(0);
          }}
        />
        <PaystubTable workspaceId={workspaceId} filter={filter} page={page} onPage={setPage} />
      </Stack>
    </Stack>
  );
}
