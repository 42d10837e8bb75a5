import { Group, Radio, Select, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { employmentsQuery } from '../api/leave';

/**
 * The employment the screen shows: a person chooses their employer by radio (spec 000 §2 "Employee
 * sick leave page: choose employer by radio"), or by a select; a company picks one of its employees
 * (or all, where `allowAll`). 'No contracts' when there is none.
 */
export function EmploymentChooser(props: {
  workspaceId: string;
  value: string | null;
  onChange: (id: string | null) => void;
  variant: 'radio' | 'select';
  company: boolean;
  allowAll?: boolean;
}) {
  const { t } = useTranslation('leave');
  const { data } = useSuspenseQuery(employmentsQuery(props.workspaceId));
  if (!data.data.length) {
    return (
      <Text c="dimmed" data-testid="no-contracts">
        {t('noContracts')}
      </Text>
    );
  }
  const label = props.company ? t('fields.employee') : t('fields.employer');
  const nameOf = (e: (typeof data.data)[number]) => (props.company ? e.name : e.companyName || e.name);
  if (props.variant === 'radio') {
    return (
      <Radio.Group label={label} value={props.value ?? ''} onChange={(v) => props.onChange(v || null)}>
        <Group mt="xs">
          {data.data.map((e) => (
            <Radio key={e.id} value={e.id} label={nameOf(e)} />
          ))}
        </Group>
      </Radio.Group>
    );
  }
  return (
    <Select
      label={label}
      data={data.data.map((e) => ({ value: e.id, label: nameOf(e) }))}
      value={props.value}
      onChange={props.onChange}
      clearable={props.allowAll}
      placeholder={props.allowAll ? t('fields.allEmployees') : undefined}
      maw={360}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The first employment, the person's default choice. */
export function useDefaultEmployment(workspaceId: string, company: boolean): string | null {
  const { data } = useSuspenseQuery(employmentsQuery(workspaceId));
  return company ? null : (data.data[0]?.id ?? null);
}
