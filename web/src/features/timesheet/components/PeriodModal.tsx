import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type TTimeRecord, ZPeriodRequestSchema } from '@shared/timesheet/timesheet.schema.js';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { ApiError } from '../../../app/api-client';
import { errorText } from '../../../app/errors';
import { notifySuccess } from '../../../components/notify';
import { addPeriod, invalidateTimesheet, updatePeriod } from '../api/timesheet';
import { longDate } from '../format';
import { dateOf, END_CODES, periodPayload, timeOf, type TPeriodValues } from '../rules';
import { knownMessage, timesheetErrorText } from '../server-messages';

export interface TPeriodTarget {
  workspaceId: string;
  employmentId: string;
  /** The day shown: a new period starts on it. */
  date: string;
  /** The project of a new period (the employee's choice). */
  projectId?: string;
  /** The employer may record a period as OVERTIME. */
  allowOvertime?: boolean;
}

/**
 * The period form's resolver: Start time required (spec 000 §5), then the request the form sends is
 * validated by the shared schema (the handler's), each issue under its field; messages are keys.
 */
function periodResolver(date: string, endDate: string): Resolver<TPeriodValues> {
  return async (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    if (!values.start) errors.start = { type: 'required', message: 'validation:required' };
    else {
      const parsed = z.safeParse(ZPeriodRequestSchema, periodPayload(date, values, endDate));
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const field = issue.path[0] === 'workPeriodEnd' ? 'end' : 'start';
        errors[field] ??= { type: 'schema', message: 'timesheet:form.invalidDateFormat' };
      }
    }
    return Object.keys(errors).length ? { values: {}, errors: errors as never } : { values, errors: {} };
  };
}

/**
 * 'Add new period manually' (Start time, End time, Close, Create) and the edit form (Start time,
 * End time, Close, Save) of spec 000 §2. Server errors: field errors and a bad end under their
 * fields, the rest (the overlap codes, a closed day, a day of leave) in an alert above the buttons.
 */
export function PeriodModal({ target, record, opened, onClose }: { target: TPeriodTarget; record?: TTimeRecord; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('timesheet');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(record ? 'form.editTitle' : 'form.createTitle', { date: longDate(target.date, i18n.language) })}
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      {opened ? <PeriodForm target={target} record={record} onDone={onClose} /> : null}
    </Modal>
  );
}

function PeriodForm({ target, record, onDone }: { target: TPeriodTarget; record?: TTimeRecord; onDone: () => void }) {
  const { t } = useTranslation('timesheet');
  const queryClient = useQueryClient();
  const date = record?.date ?? target.date;
  // A period across midnight keeps its end's day; a new one ends on its own day.
  const endDate = record?.workPeriodEnd ? dateOf(record.workPeriodEnd) : date;
  const form = useForm<TPeriodValues>({
    resolver: periodResolver(date, endDate),
    defaultValues: {
      start: record ? timeOf(record.workPeriodStart) : '',
      end: record?.workPeriodEnd ? timeOf(record.workPeriodEnd) : '',
      overtime: record?.type === 'OVERTIME',
    },
  });
  const [serverError, setServerError] = useState<unknown>(null);
  const save = useMutation({
    mutationFn: (values: TPeriodValues) => {
      const body = {
        ...periodPayload(date, values, endDate),
        // A new period is for the chosen project; an edit keeps the record's.
        ...(!record && target.projectId ? { projectId: target.projectId } : {}),
        // An edit keeps the record's type; the employer chooses it for a new one.
        type: target.allowOvertime ? (values.overtime ? 'OVERTIME' : 'REGULAR') : (record?.type === 'OVERTIME' ? 'OVERTIME' : 'REGULAR'),
      } as const;
      return record
        ? updatePeriod(target.workspaceId, target.employmentId, record.id, body)
        : addPeriod(target.workspaceId, target.employmentId, body);
    },
    onSuccess: () => {
      void invalidateTimesheet(queryClient, target.workspaceId);
      notifySuccess(t(record ? 'form.updated' : 'form.created'));
      onDone();
    },
    onError: (e) => {
      setServerError(null);
      if (e instanceof ApiError && e.fieldErrors && Object.keys(e.fieldErrors).length) {
        for (const [field, messages] of Object.entries(e.fieldErrors)) {
          const message = knownMessage(t, messages[0]) ?? errorText(t, e);
          form.setError(field === 'workPeriodEnd' ? 'end' : 'start', { message });
        }
        return;
      }
      if (e instanceof ApiError && END_CODES.includes(e.systemCode)) {
        form.setError('end', { message: errorText(t, e) });
        return;
      }
      setServerError(e);
    },
  });
  const { errors } = form.formState;
  const message = (m: string | undefined) => (m && /^(validation|timesheet):/u.test(m) ? t(m as 'form.tooLong') : m);
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => { setServerError(null); save.mutate(v); })}>
      <Stack>
        <TextInput type="time" label={t('form.start')} withAsterisk data-autofocus {...form.register('start')} error={message(errors.start?.message)} />
        <TextInput type="time" label={t('form.end')} {...form.register('end')} error={message(errors.end?.message)} />
        {target.allowOvertime ? <Checkbox label={t('form.overtime')} {...form.register('overtime')} /> : null}
        {serverError ? (
          <Alert color="red" icon={<IconAlertTriangle />} role="alert" data-testid="period-error">
            {timesheetErrorText(t, serverError)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('form.closeButton')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t(record ? 'form.save' : 'form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
