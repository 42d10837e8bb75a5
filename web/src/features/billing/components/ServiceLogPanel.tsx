import { Badge, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import {
  lineAmounts,
  serviceLogIssues,
  ZServiceLogInputSchema,
  type TLocation,
  type TParty,
  type TService,
  type TServiceLog,
  type TServiceLogInput,
} from '@shared/billing/billing.schema.js';
import { IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { formatDateTime } from '../../../app/format-date';
import { formatCents } from '../../../app/money';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { invalidateBilling } from '../api/billing-keys';
import { createServiceLog, disableServiceLog, updateServiceLog } from '../api/service-logs';
import { payloadResolver } from '../payload-resolver';
import { dollarsToCents, formatDate, formatRate, isoToLocal, localToIso, percentText, percentToRate, todayIso } from '../rules';
import { ContactPicker } from './ContactPicker';
import { LocationPicker, locationText } from './LocationPicker';
import { ServicePicker } from './ServicePicker';
import { SlideOver, useSlideOver } from './SlideOver';
import { MoneyInput, notifyBilling, PercentInput, useBillingFieldError } from './ui';

/**
 * provide: the contractor side records a service it provided to a contact (executor = workspace);
 * assign: the employer side assigns a service to a contractor (recipient = workspace);
 * edit: the executor changes or disables a log; view: anyone else reads it (spec 001 §2, §6).
 */
export type TLogPanelMode = 'provide' | 'assign' | 'edit' | 'view';

/** What the form needs of a service: a catalogue entry, or the log's own copy when editing. */
type TChosenService = Pick<TService, 'id' | 'name' | 'scheduled' | 'salable' | 'priceCents' | 'salesRate'> & {
  taxExempt?: boolean;
};

/** Sales tax applies: a salable service that is not tax exempt (the rate field shows only then). */
function isTaxed(service: { salable: boolean; taxExempt?: boolean } | null | undefined): boolean {
  return Boolean(service?.salable) && !service?.taxExempt;
}

interface TLogFormValues {
  contact: TParty | null;
  service: TChosenService | null;
  price: number | string;
  quantity: number | string;
  date: string;
  startAt: string;
  endAt: string;
  /** The rate field's text in percent ('88.75'), '' when empty. */
  salesRate: string;
  location: TLocation | null;
  description: string;
}

const PAYLOAD_FIELD: Partial<Record<string, keyof TLogFormValues & string>> = {
  executorId: 'contact',
  recipientId: 'contact',
  serviceId: 'service',
  priceCents: 'price',
  quantity: 'quantity',
  date: 'date',
  startAt: 'startAt',
  endAt: 'endAt',
  salesRate: 'salesRate',
  location: 'location',
  description: 'description',
};

/** The log form's resolver: the shared schema and the shared cross-field rules (spec 001 §5). */
function logResolver(ownId: string, executorIsOwn: boolean) {
  const toPayload = (v: TLogFormValues): TServiceLogInput => ({
    executorId: executorIsOwn ? ownId : (v.contact?.id ?? ''),
    recipientId: executorIsOwn ? (v.contact?.id ?? '') : ownId,
    serviceId: v.service?.id ?? '',
    priceCents: dollarsToCents(v.price) as number,
    quantity: (v.quantity === '' ? undefined : Number(v.quantity)) as number,
    date: v.date,
    startAt: localToIso(v.startAt),
    endAt: localToIso(v.endAt),
    salesRate: isTaxed(v.service) ? percentToRate(v.salesRate) : undefined,
    location: v.location ? { kind: v.location.kind, id: v.location.id } : undefined,
    description: v.description.trim() || undefined,
  });
  return payloadResolver<TLogFormValues, typeof ZServiceLogInputSchema>({
    schema: ZServiceLogInputSchema,
    toPayload,
    fieldOf: ([first]) => PAYLOAD_FIELD[String(first)],
    before: (v) => [
      ...(v.contact ? [] : [{ field: 'contact' as const, message: 'billing:messages.selectContact' }]),
      ...(v.service ? [] : [{ field: 'service' as const, message: 'billing:messages.selectService' }]),
    ],
    after: (v, payload) =>
      v.service
        ? serviceLogIssues(payload, v.service).map((issue) => ({
            field: issue.path,
            message: issue.code === 'end_before_start' ? 'billing:messages.endAfterStart' : 'validation:required',
          }))
        : [],
  });
}

/** The spec's toasts for a refused log (spec 001 §5: contact, service, end after start). */
function toastLogErrors(errors: FieldErrors<TLogFormValues>) {
  if (errors.contact) notifyBilling('selectContact');
  else if (errors.service) notifyBilling('selectService');
  else if (errors.endAt?.message === 'billing:messages.endAfterStart') notifyBilling('endAfterStart');
}

function initialValues(log: TServiceLog | undefined, ownId: string): TLogFormValues {
  if (!log) {
    return {
      contact: null,
      service: null,
      price: '',
      quantity: 1,
      date: todayIso(),
      startAt: '',
      endAt: '',
      salesRate: '',
      location: null,
      description: '',
    };
  }
  return {
    contact: log.executor.id === ownId ? log.recipient : log.executor,
    service: {
      id: log.serviceId,
      name: log.title,
      scheduled: log.scheduled,
      salable: log.salable,
      taxExempt: log.taxExempt,
      priceCents: log.priceCents,
      salesRate: log.salesRate,
    },
    price: log.priceCents / 100,
    quantity: log.quantity,
    date: log.date,
    startAt: isoToLocal(log.startAt),
    endAt: isoToLocal(log.endAt),
    salesRate: percentText(log.salesRate),
    location: log.location ?? null,
    description: log.description ?? '',
  };
}

/** A chosen value (contact, service, location) with the button that opens its picker. */
function Choice({
  label,
  required,
  value,
  hint,
  error,
  action,
  onClear,
  clearLabel,
  testId,
}: {
  label: string;
  required?: boolean;
  value: string | undefined;
  hint?: string;
  error?: string;
  action: ReactNode;
  onClear?: () => void;
  clearLabel?: string;
  testId: string;
}) {
  const { t } = useTranslation('billing');
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-label`} data-testid={testId}>
      <Text size="sm" fw={500} id={`${id}-label`} mb={4}>
        {label}
        {required ? (
          <Text span c="red" aria-hidden>
            {' '}
            *
          </Text>
        ) : null}
      </Text>
      <Paper withBorder radius="sm" p="xs" style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <Group justify="space-between" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={value ? 600 : 400} c={value ? undefined : 'dimmed'} truncate data-testid={`${testId}-value`}>
              {value ?? t('none')}
            </Text>
            {hint ? (
              <Text size="xs" c="dimmed" truncate>
                {hint}
              </Text>
            ) : null}
          </div>
          <Group gap={4} wrap="nowrap">
            {value && onClear ? (
              <Button
                variant="subtle"
                color="gray"
                size="compact-sm"
                onClick={onClear}
                aria-label={clearLabel}
                leftSection={<IconX size={14} aria-hidden />}
              >
                {t('remove')}
              </Button>
            ) : null}
            {action}
          </Group>
        </Group>
      </Paper>
      {error ? (
        <Text c="red" size="xs" mt={4} role="alert">
          {error}
        </Text>
      ) : null}
    </div>
  );
}

function ServiceLogForm({
  workspaceId,
  mode,
  log,
  onDone,
}: {
  workspaceId: string;
  mode: 'provide' | 'assign' | 'edit';
  log?: TServiceLog;
  onDone: () => void;
}) {
  const { t } = useTranslation('billing');
  const fieldError = useBillingFieldError();
  const panel = useSlideOver();
  const queryClient = useQueryClient();
  // The executor is the workspace except when the employer assigns a service to a contractor.
  const executorIsOwn = mode !== 'assign';
  const form = useForm<TLogFormValues, unknown, TServiceLogInput>({
    resolver: logResolver(workspaceId, executorIsOwn),
    defaultValues: initialValues(log, workspaceId),
  });
  const { errors } = form.formState;
  const [contact, service, location, price, quantity, salesRate] = form.watch([
    'contact',
    'service',
    'location',
    'price',
    'quantity',
    'salesRate',
  ]);

  const reload = () => invalidateBilling(queryClient, workspaceId, ['logs', 'free', 'invoices', 'bills', 'services', 'log']);
  const save = useMutation({
    mutationFn: (body: TServiceLogInput) =>
      log ? updateServiceLog(workspaceId, log.id, body) : createServiceLog(workspaceId, body),
    onSuccess: () => {
      void reload();
      notifySuccess(t('common:saved'));
      onDone();
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  const disable = useMutation({
    mutationFn: (id: string) => disableServiceLog(workspaceId, id),
    onSuccess: () => {
      void reload();
      notifySuccess(t('common:saved'));
      onDone();
    },
    onError: (e) => notifyError(errorText(t, e)),
  });

  const pickContact = (party: TParty) => {
    panel.popTo(panel.depth);
    if (party.id === workspaceId) {
      // The own profile is already on the other side: a log needs two parties.
      notifyBilling('samePayeePayer');
      return;
    }
    if (party.id !== form.getValues('contact')?.id) form.setValue('location', null);
    form.setValue('contact', party, { shouldValidate: form.formState.isSubmitted });
  };
  const pickService = (s: TChosenService) => {
    panel.popTo(panel.depth);
    form.setValue('service', s, { shouldValidate: form.formState.isSubmitted });
    form.setValue('price', s.priceCents / 100);
    if (s.salable && s.salesRate !== undefined) form.setValue('salesRate', percentText(s.salesRate));
  };
  const pickLocation = (l: TLocation) => {
    panel.popTo(panel.depth);
    form.setValue('location', l, { shouldValidate: form.formState.isSubmitted });
  };
  const executorId = executorIsOwn ? workspaceId : contact?.id;
  const recipientId = executorIsOwn ? contact?.id : workspaceId;

  const qty = quantity === '' ? 0 : Number(quantity);
  const timesRequired = Boolean(service?.scheduled) || qty > 1;
  const amounts = lineAmounts({
    priceCents: dollarsToCents(price) ?? 0,
    quantity: Number.isFinite(qty) ? qty : 0,
    salable: Boolean(service?.salable),
    taxExempt: service?.taxExempt,
    salesRate: percentToRate(salesRate),
  });
  const submitLabel = mode === 'edit' ? t('logs.update') : mode === 'assign' ? t('logs.assign') : t('logs.provide');

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(
        (body) => save.mutate(body),
        (e) => toastLogErrors(e),
      )}
    >
      <Stack gap="md">
        <Choice
          testId="log-contact"
          label={mode === 'assign' ? t('logForm.contractor') : t('logForm.contact')}
          required
          value={contact?.name}
          hint={contact?.email}
          error={fieldError(errors.contact as never)}
          action={
            <Button
              variant="light"
              size="compact-sm"
              onClick={() =>
                panel.push({
                  title: t('contacts.add'),
                  content: (
                    <ContactPicker workspaceId={workspaceId} side={mode === 'assign' ? 'BILL' : 'INVOICE'} onPick={pickContact} />
                  ),
                })
              }
            >
              {t('contacts.add')}
            </Button>
          }
        />
        <Choice
          testId="log-service"
          label={t('logForm.service')}
          required
          value={service?.name}
          error={fieldError(errors.service as never)}
          action={
            <Button
              variant="light"
              size="compact-sm"
              onClick={() =>
                panel.push({
                  title: t('services.add'),
                  content: <ServicePicker workspaceId={workspaceId} counterpartyId={contact?.id} onPick={pickService} />,
                })
              }
            >
              {t('services.add')}
            </Button>
          }
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Controller
            control={form.control}
            name="price"
            render={({ field }) => (
              <MoneyInput
                label={t('logForm.price')}
                withAsterisk
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={fieldError(errors.price)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="quantity"
            render={({ field }) => (
              <NumberInput
                label={t('logForm.quantity')}
                withAsterisk
                min={0}
                allowNegative={false}
                decimalScale={2}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={fieldError(errors.quantity)}
              />
            )}
          />
          <TextInput
            label={t('logForm.date')}
            type="date"
            withAsterisk
            {...form.register('date')}
            error={fieldError(errors.date)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('logForm.startAt')}
            type="datetime-local"
            withAsterisk={timesRequired}
            {...form.register('startAt')}
            error={fieldError(errors.startAt)}
          />
          <TextInput
            label={t('logForm.endAt')}
            type="datetime-local"
            withAsterisk={timesRequired}
            {...form.register('endAt')}
            error={fieldError(errors.endAt)}
          />
        </SimpleGrid>
        <Choice
          testId="log-location"
          label={t('logForm.location')}
          value={location ? locationText(location) : undefined}
          error={fieldError(errors.location as never)}
          onClear={() => form.setValue('location', null)}
          clearLabel={t('logForm.clearLocation')}
          action={
            <Button
              variant="light"
              size="compact-sm"
              disabled={!executorId || !recipientId}
              title={!executorId || !recipientId ? t('locations.needContact') : undefined}
              onClick={() =>
                panel.push({
                  title: t('locations.add'),
                  content: (
                    <LocationPicker
                      workspaceId={workspaceId}
                      executorId={executorId!}
                      contactId={recipientId!}
                      onPick={pickLocation}
                    />
                  ),
                })
              }
            >
              {t('locations.add')}
            </Button>
          }
        />
        {isTaxed(service) ? (
          <Controller
            control={form.control}
            name="salesRate"
            render={({ field }) => (
              <PercentInput
                label={t('logForm.salesRate')}
                placeholder="00.00"
                withAsterisk={!location}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={fieldError(errors.salesRate)}
              />
            )}
          />
        ) : null}
        <Textarea
          label={t('logForm.comment')}
          autosize
          minRows={2}
          maxLength={1000}
          {...form.register('description')}
          error={fieldError(errors.description)}
        />
        <Group justify="space-between" data-testid="log-line-total">
          <Text size="sm" c="dimmed">
            {t('logForm.lineTotal')}
            {amounts.taxCents > 0 ? ` (${t('logForm.tax')} ${formatCents(amounts.taxCents)})` : ''}
          </Text>
          <Text fw={700}>{formatCents(amounts.totalCents)}</Text>
        </Group>
        {errors.root ? (
          <Text c="red" size="sm" role="alert">
            {fieldError(errors.root as never)}
          </Text>
        ) : null}
        <Group justify="flex-end">
          {mode === 'edit' && log ? (
            <Button
              variant="outline"
              color="red.9"
              loading={disable.isPending}
              onClick={async () => {
                if (await confirmAction({ message: t('logs.disableQuestion') })) disable.mutate(log.id);
              }}
            >
              {t('logs.disable')}
            </Button>
          ) : null}
          <Button type="submit" loading={save.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Provided service': a log read-only, with 'Close' (spec 001 §2). */
function ServiceLogView({ log, onClose }: { log: TServiceLog; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const rows: [string, ReactNode][] = [
    [t('logForm.service'), log.title],
    [t('logForm.executor'), log.executor.name],
    [t('logForm.recipient'), log.recipient.name],
    [t('logForm.price'), formatCents(log.priceCents)],
    [t('logForm.quantity'), String(log.quantity)],
    [t('logForm.date'), formatDate(log.date, 'MM.DD.YYYY')],
    [t('logForm.startAt'), log.startAt ? formatDateTime(log.startAt) : t('none')],
    [t('logForm.endAt'), log.endAt ? formatDateTime(log.endAt) : t('none')],
    [t('logForm.location'), locationText(log.location) || t('none')],
    ...(isTaxed(log) ? [[t('logForm.salesRate'), formatRate(log.salesRate) || t('none')] as [string, ReactNode]] : []),
    [t('logForm.comment'), log.description || t('none')],
    [t('logForm.lineTotal'), formatCents(log.totalCents)],
  ];
  return (
    <Stack gap="md">
      {log.active ? null : (
        <Badge color="gray" variant="light" c="dark" w="fit-content">
          {t('disabled')}
        </Badge>
      )}
      <Table variant="vertical" layout="fixed" withTableBorder data-testid="log-view">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={180}>{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('close')}</Button>
      </Group>
    </Stack>
  );
}

/** The service log slide-over: 'Provide service', 'Assign service', 'Edit provided service' or 'Provided service'. */
export function ServiceLogPanel({
  opened,
  onClose,
  workspaceId,
  mode,
  log,
}: {
  opened: boolean;
  onClose: () => void;
  workspaceId: string;
  mode: TLogPanelMode;
  log?: TServiceLog;
}) {
  const { t } = useTranslation('billing');
  const title = { provide: t('logs.provide'), assign: t('logs.assign'), edit: t('logs.edit'), view: t('logs.view') }[mode];
  return (
    <SlideOver opened={opened} onClose={onClose} title={title} testId="log-panel">
      {mode === 'view' && log ? (
        <ServiceLogView log={log} onClose={onClose} />
      ) : mode !== 'view' ? (
        <ServiceLogForm workspaceId={workspaceId} mode={mode} log={log} onDone={onClose} />
      ) : null}
    </SlideOver>
  );
}

/** Who may edit a log (spec 001 §6): its executor, while it is active and free or on a draft. */
export function logModeFor(log: TServiceLog, workspaceId: string, onDraft: boolean): TLogPanelMode {
  const onIssued = log.invoiceStatus ? log.invoiceStatus === 'ISSUED' : Boolean(log.invoiceId) && !onDraft;
  return log.executor.id === workspaceId && log.active && !onIssued ? 'edit' : 'view';
}
