import { Accordion, Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client';
import { notifySuccess } from '../../../components/notify';
import { closePayPeriod, payPeriodsQuery } from '../api/company';
import { invalidateTimesheet } from '../api/timesheet';
import { instantDate, longDate } from '../format';
import { localToday, rangeProblem } from '../rules';
import { timesheetErrorText } from '../server-messages';

/**
 * 'Close pay period' (spec 000 §2 Payroll reports): a start and an end date, the filter's range by
 * default; every day of it, and before it, becomes read-only for every employee. Only days that are
 * over close, and not while a record runs on them (not_closed_record names the employee).
 */
export function ClosePayPeriod({ companyId, range, names }: { companyId: string; range: { startDate: string; endDate: string }; names: ReadonlyMap<string, string> }) {
  const { t } = useTranslation('timesheet');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconLock size={18} aria-hidden />} onClick={() => setOpened(true)}>
        {t('payPeriods.close')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('payPeriods.closeTitle')} closeButtonProps={{ 'aria-label': t('form.close') }}>
        {opened ? <ClosePayPeriodForm companyId={companyId} range={range} names={names} onDone={() => setOpened(false)} /> : null}
      </Modal>
    </>
  );
}

function ClosePayPeriodForm({
  companyId,
  range,
  names,
  onDone,
}: {
  companyId: string;
  range: { startDate: string; endDate: string };
  names: ReadonlyMap<string, string>;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('timesheet');
  const queryClient = useQueryClient();
  const [startDate, setStartDate] = useState(range.startDate);
  const [endDate, setEndDate] = useState(range.endDate);
  const [problem, setProblem] = useState<string | undefined>();
  const close = useMutation({
    mutationFn: () => closePayPeriod(companyId, startDate, endDate),
    onSuccess: (p) => {
      void invalidateTimesheet(queryClient, companyId);
      notifySuccess(t('payPeriods.closed', { start: longDate(p.startDate, i18n.language), end: longDate(p.endDate, i18n.language) }));
      onDone();
    },
  });
  const submit = () => {
    const p = rangeProblem(startDate, endDate, null);
    const text = p === 'required' ? t('filter.required') : p === 'endBeforeStart' ? t('filter.endBeforeStart') : endDate >= localToday() ? t('payPeriods.notOver') : undefined;
    setProblem(text);
    if (!text) close.mutate();
  };
  const error = close.error;
  const who = error instanceof ApiError && error.systemCode === 'not_closed_record' && error.param ? names.get(error.param) : undefined;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack>
        <Text size="sm">{t('payPeriods.explain')}</Text>
        <TextInput type="date" label={t('filter.startDate')} withAsterisk value={startDate} onChange={(e) => setStartDate(e.currentTarget.value)} data-autofocus />
        <TextInput type="date" label={t('filter.endDate')} withAsterisk value={endDate} onChange={(e) => setEndDate(e.currentTarget.value)} error={problem} />
        {error ? (
          <Alert color="red" icon={<IconAlertTriangle />} role="alert" data-testid="pay-period-error">
            {who ? t('payPeriods.notClosedRecord', { name: who }) : timesheetErrorText(t, error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" color="red.9" loading={close.isPending}>
            {t('payPeriods.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The closed pay periods, newest first, in a collapsible. */
export function PayPeriodList({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation('timesheet');
  const periods = useQuery(payPeriodsQuery(companyId));
  const list = periods.data?.data ?? [];
  return (
    <Accordion variant="contained" mt="lg" data-testid="pay-periods">
      <Accordion.Item value="closed">
        <Accordion.Control>{t('payPeriods.listTitle', { n: list.length })}</Accordion.Control>
        <Accordion.Panel>
          {periods.error ? <Text c="red.9">{timesheetErrorText(t, periods.error)}</Text> : null}
          {!periods.error && !list.length ? <Text c="dimmed">{t('payPeriods.none')}</Text> : null}
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((p) => (
              <li key={p.id} data-testid="pay-period">
                <Text fw={500}>{t('payPeriods.range', { start: longDate(p.startDate, i18n.language), end: longDate(p.endDate, i18n.language) })}</Text>
                <Text size="sm" c="dimmed">
                  {t('payPeriods.closedOn', { date: instantDate(p.closedAt, i18n.language), n: p.employments })}
                </Text>
              </li>
            ))}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
