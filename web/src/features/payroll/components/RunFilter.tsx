import { MultiSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPeriodProblem, TRunPeriod } from '../lines';

/**
 * The run's filter (spec 000 §2 Run a New Payroll): pay period start, end and pay date (required),
 * the branches and workplaces multi-selects (none chosen is all of them).
 */
export function RunFilter(props: {
  period: TRunPeriod;
  onPeriod: (patch: Partial<TRunPeriod>) => void;
  errors: Partial<Record<keyof TRunPeriod, TPeriodProblem>>;
  branches: { value: string; label: string }[];
  branchIds: string[];
  onBranchIds: (ids: string[]) => void;
  workplaceOptions: string[];
  workplaces: string[];
  onWorkplaces: (names: string[]) => void;
}) {
  const { t } = useTranslation('payroll');
  const error = (field: keyof TRunPeriod) => (props.errors[field] ? t(`validation.${props.errors[field]}`) : undefined);
  const date = (field: keyof TRunPeriod) => (
    <TextInput type="date" label={t(`fields.${field}`)} withAsterisk value={props.period[field]} onChange={(e) => props.onPeriod({ [field]: e.currentTarget.value })} error={error(field)} />
  );
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {date('payPeriodStart')}
        {date('payPeriodEnd')}
        {date('payDate')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MultiSelect
          label={t('run.branches')}
          placeholder={props.branchIds.length ? undefined : t('run.all')}
          data={props.branches}
          value={props.branchIds}
          onChange={props.onBranchIds}
          clearable
          searchable
        />
        <MultiSelect
          label={t('run.workplaces')}
          placeholder={props.workplaces.length ? undefined : t('run.all')}
          data={props.workplaceOptions}
          value={props.workplaces}
          onChange={props.onWorkplaces}
          clearable
          searchable
        />
      </SimpleGrid>
    </Stack>
  );
}
