import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  DEFAULT_DUE_DAYS,
  DUE_DAYS,
  ZBillInputSchema,
  ZInvoiceInputSchema,
  type TBillInput,
  type TInvoice,
  type TInvoiceInput,
  type TParty,
  type TServiceLog,
} from '@shared/billing/billing.schema.js';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { formatCents } from '../../../app/money';
import { notifyError, notifySuccess } from '../../../components/notify';
import { invalidateBilling } from '../api/billing-keys';
import { createBill, createDraft, createInvoice, publishDraft, updateDraft } from '../api/invoices';
import { useOwnParty } from '../hooks/use-billing-context';
import { payloadResolver } from '../payload-resolver';
import { chooseCounterparty, formatDate, invoiceProblem, pickerProblem, type TBillingMessage, todayIso, totalOf } from '../rules';
import { ContactPicker } from './ContactPicker';
import { ServicesPicker } from './ServicesPicker';
import { PanelFooter, SlideOver, useSlideOver } from './SlideOver';
import { notifyBilling, useBillingFieldError } from './ui';

type TDueDays = (typeof DUE_DAYS)[number];

interface TInvoiceFormValues {
  /** The payer of an invoice, the payee of a bill; the other side is the workspace itself. */
  counterparty: TParty | null;
  items: TServiceLog[];
  invoiceDate: string;
  dueDays: TDueDays;
}

const MESSAGE_KEY = (m: TBillingMessage) => `billing:messages.${m}`;

/**
 * The invoice and bill forms' resolver: the spec's rules in its order (payer, payee, differ,
 * services), then the shared request schema.
 */
function invoiceResolver(kind: 'invoice' | 'bill', ownId: string) {
  const sides = (v: TInvoiceFormValues) =>
    kind === 'invoice' ? { payerId: v.counterparty?.id, payeeId: ownId } : { payerId: ownId, payeeId: v.counterparty?.id };
  const before = (v: TInvoiceFormValues) => {
    const problem = invoiceProblem({ ...sides(v), serviceLogIds: v.items.map((i) => i.id) });
    if (!problem) return [];
    return [
      { field: problem === 'selectServices' ? ('items' as const) : ('counterparty' as const), message: MESSAGE_KEY(problem) },
    ];
  };
  const fieldOf = ([first]: readonly PropertyKey[]) =>
    first === 'payerId' || first === 'payeeId'
      ? ('counterparty' as const)
      : first === 'serviceLogIds'
        ? ('items' as const)
        : first === 'invoiceDate' || first === 'dueDays'
          ? first
          : undefined;
  if (kind === 'invoice') {
    return payloadResolver<TInvoiceFormValues, typeof ZInvoiceInputSchema>({
      schema: ZInvoiceInputSchema,
      toPayload: (v): TInvoiceInput => ({
        payerId: v.counterparty?.id ?? '',
        serviceLogIds: v.items.map((i) => i.id),
        invoiceDate: v.invoiceDate,
        dueDays: v.dueDays,
      }),
      fieldOf,
      before,
    });
  }
  return payloadResolver<TInvoiceFormValues, typeof ZBillInputSchema>({
    schema: ZBillInputSchema,
    toPayload: (v): TBillInput => ({
      payeeId: v.counterparty?.id ?? '',
      serviceLogIds: v.items.map((i) => i.id),
      invoiceDate: v.invoiceDate,
      dueDays: v.dueDays,
    }),
    fieldOf,
    before,
  });
}

/** The spec's toast for a refused invoice or bill (spec 001 §5, §8). */
function toastInvoiceErrors(errors: FieldErrors<TInvoiceFormValues>) {
  const message = (errors.counterparty ?? errors.items)?.message;
  if (message?.startsWith('billing:messages.')) notifyBilling(message.slice('billing:messages.'.length) as TBillingMessage);
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const id = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id} data-testid={testId}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function PartyCard({ party, action }: { party: TParty | null; action?: ReactNode }) {
  const { t } = useTranslation('billing');
  return (
    <Paper withBorder radius="sm" p="xs">
      <Group justify="space-between" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={party ? 600 : 400} c={party ? undefined : 'dimmed'} truncate data-testid="party-name">
            {party?.name ?? t('none')}
          </Text>
          {party?.email ? (
            <Text size="xs" c="dimmed" truncate>
              {party.email}
            </Text>
          ) : null}
        </div>
        <Group gap="xs" wrap="nowrap">
          {party ? (
            <Badge variant="light" color="gray" c="dark">
              {t(`workspaceKind.${party.type}`)}
            </Badge>
          ) : null}
          {action}
        </Group>
      </Group>
    </Paper>
  );
}

function InvoiceForm({
  workspaceId,
  kind,
  draft,
  onDone,
}: {
  workspaceId: string;
  kind: 'invoice' | 'bill';
  draft?: TInvoice;
  onDone: () => void;
}) {
  const { t } = useTranslation('billing');
  const fieldError = useBillingFieldError();
  const panel = useSlideOver();
  const queryClient = useQueryClient();
  const own = useOwnParty(workspaceId);
  const dueDaysLabel = useId();
  const form = useForm<TInvoiceFormValues, unknown, TInvoiceInput | TBillInput>({
    resolver: invoiceResolver(kind, workspaceId) as never,
    defaultValues: {
      counterparty: draft?.payer ?? null,
      items: draft?.items ?? [],
      invoiceDate: draft?.invoiceDate ?? todayIso(),
      dueDays: ((DUE_DAYS as readonly number[]).includes(draft?.dueDays ?? 0) ? draft!.dueDays : DEFAULT_DUE_DAYS) as TDueDays,
    },
  });
  const [counterparty, items] = form.watch(['counterparty', 'items']);
  const { errors } = form.formState;

  const done = () => {
    void invalidateBilling(queryClient, workspaceId, ['invoices', 'bills', 'free', 'logs']);
    notifySuccess(t('common:saved'));
    onDone();
  };
  const onError = (e: unknown) => {
    // A publish that failed after its save leaves a saved draft: the list shows it.
    void invalidateBilling(queryClient, workspaceId, ['invoices', 'free', 'logs']);
    notifyError(errorText(t, e));
  };
  const saveDraft = useMutation({
    mutationFn: (body: TInvoiceInput) => (draft ? updateDraft(workspaceId, draft.id, body) : createDraft(workspaceId, body)),
    onSuccess: done,
    onError,
  });
  const publish = useMutation({
    mutationFn: async (body: TInvoiceInput) => {
      if (!draft) return createInvoice(workspaceId, body);
      // Publishing a draft saves it first, then publishes it (spec 000 §4).
      await updateDraft(workspaceId, draft.id, body);
      return publishDraft(workspaceId, draft.id);
    },
    onSuccess: done,
    onError,
  });
  const bill = useMutation({ mutationFn: (body: TBillInput) => createBill(workspaceId, body), onSuccess: done, onError });
  const busy = saveDraft.isPending || publish.isPending || bill.isPending;
  const submit = (action: (body: TInvoiceInput & TBillInput) => void) =>
    form.handleSubmit((body) => action(body as TInvoiceInput & TBillInput), toastInvoiceErrors);

  const pickCounterparty = (party: TParty) => {
    panel.popTo(panel.depth);
    const { party: chosen, problem } = chooseCounterparty(workspaceId, party);
    if (problem) notifyBilling(problem);
    // The logs on the invoice belong to the previous counterparty.
    if (chosen?.id !== form.getValues('counterparty')?.id) form.setValue('items', []);
    form.setValue('counterparty', chosen ?? null, { shouldValidate: form.formState.isSubmitted });
  };
  const openContacts = () =>
    panel.push({
      title: t('contacts.add'),
      content: (
        <ContactPicker workspaceId={workspaceId} side={kind === 'invoice' ? 'INVOICE' : 'BILL'} onPick={pickCounterparty} />
      ),
    });
  const openPicker = () => {
    const problem = pickerProblem(kind, counterparty?.id);
    if (problem || !counterparty) return notifyBilling(problem ?? 'selectPayer');
    panel.push({
      title: t('picker.title'),
      content: (
        <ServicesPicker
          workspaceId={workspaceId}
          payeeId={kind === 'invoice' ? workspaceId : counterparty.id}
          payerId={kind === 'invoice' ? counterparty.id : workspaceId}
          invoiceId={draft?.id}
          selectedIds={form.getValues('items').map((i) => i.id)}
          onAdd={(chosen, offered) => {
            panel.popTo(panel.depth);
            const offeredIds = new Set(offered.map((l) => l.id));
            const kept = form.getValues('items').filter((i) => !offeredIds.has(i.id));
            const next = [...kept, ...chosen].sort((a, b) => a.date.localeCompare(b.date));
            form.setValue('items', next, { shouldValidate: form.formState.isSubmitted });
          }}
        />
      ),
    });
  };

  const counterpartyCard = (
    <PartyCard
      party={counterparty}
      action={
        <Button variant="light" size="compact-sm" onClick={openContacts}>
          {t('contacts.add')}
        </Button>
      }
    />
  );
  const ownCard = <PartyCard party={own} />;
  const counterpartyError = fieldError(errors.counterparty as never);

  // The current workspace is the payee of an invoice and the payer of a bill.
  const [ownSide, otherSide] = kind === 'invoice' ? (['payee', 'payer'] as const) : (['payer', 'payee'] as const);
  return (
    <form noValidate onSubmit={(e) => e.preventDefault()}>
      <Stack gap="lg">
        <Section title={t(`panel.${ownSide}`)} testId={`panel-${ownSide}`}>
          {ownCard}
        </Section>
        <Section title={t(`panel.${otherSide}`)} testId={`panel-${otherSide}`}>
          {counterpartyCard}
          {counterpartyError ? (
            <Text c="red" size="xs" role="alert">
              {counterpartyError}
            </Text>
          ) : null}
        </Section>

        <Section title={t('panel.service')} testId="panel-services">
          {items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('panel.noServices')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table data-testid="panel-items">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('columns.service')}</Table.Th>
                    <Table.Th>{t('columns.date')}</Table.Th>
                    <Table.Th ta="right">{t('columns.quantity')}</Table.Th>
                    <Table.Th ta="right">{t('columns.total')}</Table.Th>
                    <Table.Th w={40}>
                      <VisuallyHidden>{t('remove')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((l) => (
                    <Table.Tr key={l.id}>
                      <Table.Td>{l.title}</Table.Td>
                      <Table.Td>{formatDate(l.date, 'MM.DD.YYYY')}</Table.Td>
                      <Table.Td ta="right">{l.quantity}</Table.Td>
                      <Table.Td ta="right">{formatCents(l.totalCents)}</Table.Td>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('panel.removeService', { title: l.title })}
                          onClick={() =>
                            form.setValue(
                              'items',
                              form.getValues('items').filter((i) => i.id !== l.id),
                            )
                          }
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Button variant="light" w="fit-content" onClick={openPicker}>
            {t('panel.chooseServices')}
          </Button>
        </Section>

        <Section title={t('panel.details')} testId="panel-details">
          <Group align="flex-end" gap="lg">
            <TextInput
              type="date"
              label={t('panel.invoiceDate')}
              withAsterisk
              {...form.register('invoiceDate')}
              error={fieldError(errors.invoiceDate)}
            />
            <div>
              <Text size="sm" fw={500} mb={4} id={dueDaysLabel}>
                {t('panel.dueDays')}
              </Text>
              <Controller
                control={form.control}
                name="dueDays"
                render={({ field }) => (
                  <SegmentedControl
                    aria-labelledby={dueDaysLabel}
                    value={String(field.value)}
                    onChange={(v) => field.onChange(Number(v) as TDueDays)}
                    data={DUE_DAYS.map((d) => ({ value: String(d), label: t('panel.days', { count: d }) }))}
                  />
                )}
              />
            </div>
          </Group>
        </Section>

        <PanelFooter>
          <Group justify="space-between">
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('panel.total')}
              </Text>
              <Text fw={700} size="lg" data-testid="panel-total">
                {formatCents(totalOf(items))}
              </Text>
            </Group>
            <Group gap="sm">
              {kind === 'invoice' ? (
                <>
                  <Button
                    variant="default"
                    loading={saveDraft.isPending}
                    disabled={busy}
                    onClick={submit((b) => saveDraft.mutate(b))}
                  >
                    {t('panel.saveDraft')}
                  </Button>
                  <Button loading={publish.isPending} disabled={busy} onClick={submit((b) => publish.mutate(b))}>
                    {t('panel.createInvoice')}
                  </Button>
                </>
              ) : (
                <Button loading={bill.isPending} disabled={busy} onClick={submit((b) => bill.mutate(b))}>
                  {t('panel.createBill')}
                </Button>
              )}
            </Group>
          </Group>
        </PanelFooter>
      </Stack>
    </form>
  );
}

/** 'New invoice', 'Draft' (continue a draft) and 'New Bill' (spec 001 §2). */
export function InvoicePanel({
  opened,
  onClose,
  workspaceId,
  kind,
  draft,
}: {
  opened: boolean;
  onClose: () => void;
  workspaceId: string;
  kind: 'invoice' | 'bill';
  draft?: TInvoice;
}) {
  const { t } = useTranslation('billing');
  const title = kind === 'bill' ? t('panel.newBill') : draft ? t('panel.draft') : t('panel.newInvoice');
  return (
    <SlideOver opened={opened} onClose={onClose} title={title} testId={kind === 'bill' ? 'bill-panel' : 'invoice-panel'}>
      <InvoiceForm key={draft?.id ?? 'new'} workspaceId={workspaceId} kind={kind} draft={draft} onDone={onClose} />
    </SlideOver>
  );
}
