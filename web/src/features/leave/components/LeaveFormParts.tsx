import { Alert, Button, Group, Select, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';

/** The leave dialogs' employment (required): 'Company · Name', or the name alone. */
export function EmploymentSelect(props: {
  employments: readonly { id: string; name: string; companyName: string }[];
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
}) {
  const { t } = useTranslation('leave');
  return (
    <Select
      label={t('fields.employment')}
      withAsterisk
      data={props.employments.map((e) => ({ value: e.id, label: e.companyName ? `${e.companyName} · ${e.name}` : e.name }))}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      comboboxProps={{ withinPortal: false }}
    />
  );
}

/**
 * The leave dialogs' start date (required) and end date, side by side; the end is required unless
 * `endOptional` (a sick-leave request may not know it yet).
 * @default endOptional false
 */
export function LeaveDates(props: {
  startDate: string;
  endDate: string;
  onStartDate: (value: string) => void;
  onEndDate: (value: string) => void;
  errors: { startDate?: string; endDate?: string };
  endOptional?: boolean;
}) {
  const { t } = useTranslation('leave');
  return (
    <Group grow align="flex-start">
      <TextInput type="date" label={t('fields.startDate')} withAsterisk value={props.startDate} onChange={(e) => props.onStartDate(e.currentTarget.value)} error={props.errors.startDate} />
      <TextInput
        type="date"
        label={t(props.endOptional ? 'fields.endDateOptional' : 'fields.endDate')}
        withAsterisk={!props.endOptional}
        value={props.endDate}
        onChange={(e) => props.onEndDate(e.currentTarget.value)}
        error={props.errors.endDate}
      />
    </Group>
  );
}

/** A refused action's message from the error catalogue, or nothing. */
export function MutationError({ error, testId }: { error: Error | null; testId?: string }) {
  const { t } = useTranslation('leave');
  if (!error) return null;
  return (
    <Alert color="red" role="alert" data-testid={testId}>
      {errorText(t, error)}
    </Alert>
  );
}

/**
 * A leave dialog's end: the mutation's refusal, if any, then Close and the dialog's action: a submit
 * button labelled `submit` (busy while the mutation runs), or `children`.
 */
export function DialogActions(props: {
  mutation: { error: Error | null; isPending: boolean };
  errorTestId?: string;
  onClose: () => void;
  submit?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('leave');
  return (
    <>
      <MutationError error={props.mutation.error} testId={props.errorTestId} />
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose}>
          {t('actions.close')}
        </Button>
        {props.submit ? (
          <Button type="submit" loading={props.mutation.isPending}>
            {props.submit}
          </Button>
        ) : null}
        {props.children}
      </Group>
    </>
  );
}
