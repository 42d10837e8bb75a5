import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { ZServiceInputSchema, type TService, type TServiceInput } from '@shared/billing/billing.schema.js';
import { IconBan, IconPencil } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { formatCents } from '../../../app/money';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { invalidateBilling } from '../api/billing-keys';
import { createService, disableService, recentServicesQuery, servicesQuery, updateService } from '../api/services';
import { payloadResolver } from '../payload-resolver';
import { dollarsToCents, formatRate, percentText, percentToRate } from '../rules';
import { useDebounced } from '../hooks/use-debounced';
import { useSlideOver } from './SlideOver';
import { MoneyInput, PercentInput, PickerSearch, useBillingFieldError } from './ui';

function ServiceRows({
  title,
  services,
  editable,
  onPick,
  onEdit,
  onDisable,
}: {
  title: string;
  services: readonly TService[];
  editable: (s: TService) => boolean;
  onPick: (s: TService) => void;
  onEdit: (s: TService) => void;
  onDisable: (s: TService) => void;
}) {
  const { t } = useTranslation('billing');
  const id = useId();
  return (
    <Stack gap={6} component="section" aria-labelledby={id}>
      <Title order={3} size="h6" id={id}>
        {title}
      </Title>
      {services.map((s) => (
        <Paper key={s.id} withBorder radius="sm" p={0}>
          <Group wrap="nowrap" gap={4} pr="xs">
            <UnstyledButton
              p="sm"
              style={{ flex: 1, minWidth: 0, opacity: s.active ? 1 : 0.7 }}
              disabled={!s.active}
              onClick={() => onPick(s)}
              data-service={s.id}
            >
              <Group justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {s.name}
                  </Text>
                  {s.salable && s.salesRate !== undefined ? (
                    <Text size="xs" c="dimmed">
                      {t('services.salesRate')}: {formatRate(s.salesRate)}
                    </Text>
                  ) : null}
                </div>
                <Text size="sm">{formatCents(s.priceCents)}</Text>
              </Group>
            </UnstyledButton>
            {s.active ? null : (
              <Badge color="gray" variant="light" c="dark">
                {t('disabled')}
              </Badge>
            )}
            {editable(s) && s.active ? (
              <>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => onEdit(s)}
                  aria-label={t('services.edit', { name: s.name })}
                >
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  onClick={() => onDisable(s)}
                  aria-label={t('services.disable', { name: s.name })}
                >
                  <IconBan size={16} aria-hidden />
                </ActionIcon>
              </>
            ) : null}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * 'Add service' (spec 001 §2): the workspace's catalogue by name (debounced 500 ms), the services
 * last used with the counterparty first, and 'New service'. Only the holder edits or disables a
 * service (spec 001 §6); disabling is soft and asks first.
 */
export function ServicePicker({
  workspaceId,
  counterpartyId,
  onPick,
}: {
  workspaceId: string;
  counterpartyId: string | undefined;
  onPick: (s: TService) => void;
}) {
  const { t } = useTranslation('billing');
  const panel = useSlideOver();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const debounced = useDebounced(query.trim(), 500);
  const recent = useQuery(recentServicesQuery(workspaceId, counterpartyId));
  const found = useQuery({ ...servicesQuery(workspaceId, debounced), placeholderData: keepPreviousData });
  const disable = useMutation({
    mutationFn: (s: TService) => disableService(workspaceId, s.id),
    onSuccess: () => {
      void invalidateBilling(queryClient, workspaceId, ['services']);
      notifySuccess(t('common:saved'));
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  const editable = (s: TService) => s.holderId === workspaceId;
  const onEdit = (s: TService) =>
    panel.push({
      title: t('services.editService'),
      content: <ServiceForm workspaceId={workspaceId} service={s} onSaved={() => panel.popTo(panel.depth)} />,
    });
  const onDisable = async (s: TService) => {
    if (await confirmAction({ message: t('services.disableQuestion', { name: s.name }) })) disable.mutate(s);
  };
  const recentRows = debounced ? [] : (recent.data?.data ?? []).filter((s) => s.active);
  const foundRows = (found.data?.data ?? []).filter((s) => !recentRows.some((r) => r.id === s.id));
  const rowProps = { editable, onPick, onEdit, onDisable: (s: TService) => void onDisable(s) };

  return (
    <Stack gap="md">
      <PickerSearch
        label={t('services.search')}
        query={query}
        onQuery={setQuery}
        fetching={found.isFetching}
        createLabel={t('services.new')}
        onCreate={() =>
          panel.push({ title: t('services.new'), content: <ServiceForm workspaceId={workspaceId} onSaved={onPick} /> })
        }
        error={found.error}
      />
      {recentRows.length > 0 ? <ServiceRows title={t('services.recent')} services={recentRows} {...rowProps} /> : null}
      {foundRows.length > 0 ? (
        <ServiceRows title={t('services.catalogue')} services={foundRows} {...rowProps} />
      ) : found.isSuccess && recentRows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('services.noResults')}
        </Text>
      ) : null}
    </Stack>
  );
}

interface TServiceFormValues {
  name: string;
  description: string;
  price: number | string;
  salable: boolean;
  scheduled: boolean;
  taxExempt: boolean;
  /** The rate field's text in percent ('88.75'), '' when empty. */
  salesRate: string;
}

const serviceResolver = (coefficient: number) =>
  payloadResolver<TServiceFormValues, typeof ZServiceInputSchema>({
    schema: ZServiceInputSchema,
    toPayload: (v): TServiceInput => ({
      name: v.name,
      description: v.description.trim() || undefined,
      priceCents: dollarsToCents(v.price) as number,
      salable: v.salable,
      scheduled: v.scheduled,
      taxExempt: v.taxExempt,
      salesRate: v.salable ? percentToRate(v.salesRate) : undefined,
      coefficient,
    }),
    fieldOf: ([first]) =>
      first === 'priceCents' ? 'price' : first === 'name' || first === 'description' || first === 'salesRate' ? first : undefined,
  });

/**
 * 'New service' and editing a service: name required; price required, with a thousands
 * separator and two decimals, sent as cents (spec 001 §5, §9).
 */
export function ServiceForm({
  workspaceId,
  service,
  onSaved,
}: {
  workspaceId: string;
  service?: TService;
  onSaved: (s: TService) => void;
}) {
  const { t } = useTranslation('billing');
  const fieldError = useBillingFieldError();
  const queryClient = useQueryClient();
  const form = useForm<TServiceFormValues, unknown, TServiceInput>({
    resolver: serviceResolver(service?.coefficient ?? 1),
    defaultValues: {
      name: service?.name ?? '',
      description: service?.description ?? '',
      price: service ? service.priceCents / 100 : '',
      salable: service?.salable ?? false,
      scheduled: service?.scheduled ?? false,
      taxExempt: service?.taxExempt ?? false,
      salesRate: percentText(service?.salesRate),
    },
  });
  const mutation = useMutation({
    mutationFn: (body: TServiceInput) =>
      service ? updateService(workspaceId, service.id, body) : createService(workspaceId, body),
    onSuccess: (saved) => {
      void invalidateBilling(queryClient, workspaceId, ['services']);
      notifySuccess(t('common:saved'));
      onSaved(saved);
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  const salable = form.watch('salable');
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
      <Stack gap="sm">
        <TextInput
          label={t('services.name')}
          withAsterisk
          autoComplete="off"
          {...form.register('name')}
          error={fieldError(errors.name)}
        />
        <Controller
          control={form.control}
          name="price"
          render={({ field }) => (
            <MoneyInput
              label={t('services.price')}
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
        <Textarea
          label={t('services.description')}
          autosize
          minRows={2}
          maxLength={500}
          {...form.register('description')}
          error={fieldError(errors.description)}
        />
        <Checkbox label={t('services.salable')} {...form.register('salable')} />
        {salable ? (
          <Controller
            control={form.control}
            name="salesRate"
            render={({ field }) => (
              <PercentInput
                label={t('services.salesRate')}
                placeholder="00.00"
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
        <Checkbox label={t('services.scheduled')} {...form.register('scheduled')} />
        <Checkbox label={t('services.taxExempt')} {...form.register('taxExempt')} />
        {errors.root ? (
          <Text c="red" size="sm" role="alert">
            {fieldError(errors.root as never)}
          </Text>
        ) : null}
        <Button type="submit" loading={mutation.isPending} w="fit-content">
          {t('save')}
        </Button>
      </Stack>
    </form>
  );
}
