import { Accordion, Anchor, Badge, Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { THaop, THoliday } from '@shared/policies/haop.schema.js';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useSession } from '../../auth/hooks/use-session';
import { disableHaop, downloadHaop, invalidatePolicies } from '../api/haop';
import { useDates } from '../format';
import { SignaturesPanel } from './SignaturesPanel';

/** A labelled value of the policy's row or its details. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('policies');
  return (
    <Badge color={active ? '#237032' : '#495057'} variant="filled" data-active={active}>
      {active ? t('status.active') : t('status.disabled')}
    </Badge>
  );
}

function HolidayList({ holidays }: { holidays: THoliday[] }) {
  const { t } = useTranslation('policies');
  const dates = useDates();
  if (!holidays.length) return <>{t('holidays.none')}</>;
  return (
    <Stack gap={2}>
      {holidays.map((h) => (
        <span key={h.id}>
          {dates.day(h.formattedDate)} — {h.title} <Text span size="xs" c="dimmed">({t(`holidays.kinds.${h.kind}`)})</Text>
        </span>
      ))}
    </Stack>
  );
}

/**
 * One policy as a collapsible (Mantine Accordion): the row shows title, created, working week,
 * overtime rate and status, with Disable beside it for staff (spec 000 §6: "Staff alone see …
 * disable policy"), after a confirmation (one way); the panel holds its terms, the approved PDF and
 * the employees' signatures, read when it is opened.
 */
export function HaopItem({ policy, companyId, opened }: { policy: THaop; companyId: string; opened: boolean }) {
  const { t } = useTranslation('policies');
  const dates = useDates();
  const { principal } = useSession();
  const queryClient = useQueryClient();
  const weekday = (d: THaop['startWeek']) => t(`weekdays.${d}`);
  const hours = (h: number) => t('hoursValue', { hours: dates.number(h) });
  const disable = useMutation({
    mutationFn: () => disableHaop(companyId, policy.id),
    onSuccess: () => {
      void invalidatePolicies(queryClient, companyId);
      notifySuccess(t('disabledDone'));
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  const download = useMutation({
    mutationFn: () => downloadHaop(companyId, policy.id),
    // Served as an attachment: the browser saves it and keeps this page.
    onSuccess: ({ url }) => {
      const link = window.document.createElement('a');
      link.href = url;
      link.rel = 'noopener';
      link.click();
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  const askToDisable = async () => {
    if (await confirmAction({ title: t('disable'), message: t('disableQuestion', { title: policy.title }), confirmLabel: t('disable') })) disable.mutate();
  };
  return (
    <Accordion.Item value={policy.id} data-testid="haop-item">
      <Box style={{ display: 'flex', alignItems: 'center' }}>
        <Accordion.Control>
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
            <Field label={t('columns.title')}>
              <Text fw={600} size="sm" component="span">
                {policy.title}
              </Text>
            </Field>
            <Field label={t('columns.created')}>{dates.instant(policy.createDate)}</Field>
            <Field label={t('columns.week')}>{t('weekRange', { start: weekday(policy.startWeek), end: weekday(policy.endWeek) })}</Field>
            <Field label={t('columns.rate')}>{t('rateValue', { rate: dates.number(policy.overtimeRate) })}</Field>
            <Field label={t('columns.status')}>
              <StatusBadge active={policy.active} />
            </Field>
          </SimpleGrid>
        </Accordion.Control>
        {principal?.staff && policy.active ? (
          <Button
            variant="light"
            color="red"
            size="xs"
            mx="sm"
            loading={disable.isPending}
            aria-label={t('disableLabel', { title: policy.title })}
            onClick={() => void askToDisable()}
          >
            {t('disable')}
          </Button>
        ) : null}
      </Box>
      <Accordion.Panel>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Field label={t('details.appliesTo')}>{t(`contractTypes.${policy.contractType}`)}</Field>
            <Field label={t('details.years')}>{`${policy.year}–${policy.coversThrough}`}</Field>
            <Field label={t('details.workingDays')}>{policy.regularWorkingDays.map(weekday).join(', ')}</Field>
            <Field label={t('details.overtimeLimit')}>{hours(policy.overtimeLimit)}</Field>
            <Field label={t('details.techOvertimeLimit')}>{hours(policy.techOvertimeLimit)}</Field>
            <Field label={t('details.notificationPeriod')}>{hours(policy.notificationPeriod)}</Field>
            <Field label={t('details.minPaidInterval')}>{hours(policy.minPaidInterval)}</Field>
            <Field label={t('details.minUnPaidInterval')}>{hours(policy.minUnPaidInterval)}</Field>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Field label={t('holidays.paid')}>
              <HolidayList holidays={policy.paidHolidays} />
            </Field>
            <Field label={t('holidays.unpaid')}>
              <HolidayList holidays={policy.unPaidHolidays} />
            </Field>
          </SimpleGrid>
          <Group>
            <Anchor component="button" type="button" size="sm" onClick={() => download.mutate()}>
              <Group gap={4} component="span">
                <IconFileTypePdf size={16} aria-hidden />
                {t('details.download')}
              </Group>
            </Anchor>
          </Group>
          {opened ? <SignaturesPanel policy={policy} companyId={companyId} /> : null}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
