import { Stack, Title } from '@mantine/core';
import type { TPayrollResult, TPayrollTotals } from '@shared/payroll/payroll.schema.js';
import { useTranslation } from 'react-i18next';
import { ResultDetails } from './ResultDetails';
import { TotalsTable } from './TotalsTable';

/** A run's figures, as the preview and a saved payroll show them: totals first, then each employee's details. */
export function RunResults({ totals, results }: { totals: TPayrollTotals; results: readonly TPayrollResult[] }) {
  const { t } = useTranslation('payroll');
  return (
    <Stack>
      <TotalsTable totals={totals} />
      <Title order={2} size="h3">
        {t('result.employees')}
      </Title>
      {results.map((r) => (
        <ResultDetails key={r.employmentId} result={r} />
      ))}
    </Stack>
  );
}
