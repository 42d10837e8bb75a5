import { ActionIcon, Button, Checkbox, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { HAOP_BOUNDS } from '@shared/policies/haop.schema.js';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type Control, Controller, type FieldErrors, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import type { ZCreateHaopRequestSchema } from '@shared/policies/haop.schema.js';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { holidaysQuery } from '../api/haop';
import { useDates } from '../format';
import { usePolicyFieldError } from './form-errors';

type TFormInput = z.input<typeof ZCreateHaopRequestSchema>;
type TFormOutput = z.output<typeof ZCreateHaopRequestSchema>;
type TCustom = { title: string; date: string; paid: boolean };

/**
 * The policy's holidays: the year's US federal and New York State holidays (GET
 * /api/policies/holidays), as two checkbox lists, paid and unpaid (a holiday checked in one is not
 * offered in the other), and the company's own dates with a title, each paid or not.
 */
export function HolidayPicker({
  control,
  year,
  setValue,
  errors,
}: {
  control: Control<TFormInput, unknown, TFormOutput>;
  year: number;
  setValue: UseFormSetValue<TFormInput>;
  errors: FieldErrors<TFormInput>;
}) {
  const { t } = useTranslation('policies');
  const dates = useDates();
  const fieldError = usePolicyFieldError();
  const holidays = useQuery(holidaysQuery(year));
  const list = holidays.data?.data;

  const [paid, unpaid] = useWatch({ control, name: ['paidHolidays', 'unPaidHolidays'] });

  // Another year: the chosen holidays that year has no such day for (an observed day) are dropped.
  useEffect(() => {
    if (!list) return;
    const known = new Set(list.map((h) => h.id));
    for (const [name, ids] of [['paidHolidays', paid], ['unPaidHolidays', unpaid]] as const) {
      const kept = (ids ?? []).filter((id) => known.has(id));
      if (kept.length !== (ids ?? []).length) setValue(name, kept);
    }
  }, [list, paid, unpaid, setValue]);

  const group = (name: 'paidHolidays' | 'unPaidHolidays', taken: readonly string[] | undefined, label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox.Group label={label} value={field.value ?? []} onChange={field.onChange} error={fieldError(fieldState.error)} data-testid={`holidays-${name}`}>
          <Stack gap={6} mt="xs">
            {(list ?? []).map((h) => (
              <Checkbox
                key={h.id}
                value={h.id}
                disabled={(taken ?? []).includes(h.id)}
                label={t('holidays.holidayLabel', { title: h.title, date: dates.day(h.formattedDate) })}
                description={t(`holidays.kinds.${h.kind}`)}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    />
  );

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('form.covers', { from: year, to: year + HAOP_BOUNDS.coverYears - 1 })}
      </Text>
      <ServerErrorAlert error={holidays.error} />
      {holidays.isPending ? <Loader size="sm" aria-label={t('holidays.loading')} /> : null}
      {list ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {group('paidHolidays', unpaid, t('holidays.paid'))}
          {group('unPaidHolidays', paid, t('holidays.unpaid'))}
        </SimpleGrid>
      ) : null}
      <Controller
        control={control}
        name="customHolidays"
        render={({ field }) => {
          const rows: TCustom[] = field.value ?? [];
          const change = (i: number, patch: Partial<TCustom>) => field.onChange(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
          return (
            <Stack gap="xs">
              <Title order={3} size="h6">
                {t('holidays.custom')}
              </Title>
              {rows.map((row, i) => {
                const rowErrors = errors.customHolidays?.[i];
                return (
                  <Group key={i} align="flex-end" wrap="nowrap" data-testid="custom-holiday">
                    <TextInput label={t('holidays.customTitle')} withAsterisk value={row.title} onChange={(e) => change(i, { title: e.currentTarget.value })} error={fieldError(rowErrors?.title)} style={{ flex: 1 }} />
                    <TextInput label={t('holidays.customDate')} withAsterisk type="date" value={row.date} onChange={(e) => change(i, { date: e.currentTarget.value })} error={fieldError(rowErrors?.date)} />
                    <Checkbox label={t('holidays.customPaid')} checked={row.paid} onChange={(e) => change(i, { paid: e.currentTarget.checked })} mb={8} />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mb={4}
                      aria-label={t('holidays.remove', { title: row.title || t('holidays.untitled') })}
                      onClick={() => field.onChange(rows.filter((_, k) => k !== i))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                );
              })}
              <Group>
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconPlus size={14} />}
                  disabled={rows.length >= HAOP_BOUNDS.customHolidays}
                  onClick={() => field.onChange([...rows, { title: '', date: `${year}-01-01`, paid: true }])}
                >
                  {t('holidays.addCustom')}
                </Button>
              </Group>
            </Stack>
          );
        }}
      />
    </Stack>
  );
}
