import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import {
  DEFAULT_DUE_DAYS,
  DUE_DAYS,
  type TBillInput,
  type TInvoice,
  type TInvoiceInput,
  type TParty,
} from '@shared/billing/billing.schema.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { formatCents } from '../../../app/money';
import { notifyError, notifySuccess } from '../../../components/notify';
import { invalidateBilling } from '../api/billing-keys';
import { createBill, createDraft, createInvoice, publishDraft, updateDraft } from '../api/invoices';
import { useOwnParty } from '../hooks/use-billing-context';
import { chooseParty, partyIds, pickerProblem, type TPartySide, todayIso, totalOf } from '../rules';
import { ContactPicker } from './ContactPicker';
import { InvoiceItems } from './InvoiceItems';
import { invoiceResolver, type TDueDays, type TInvoiceFormValues, toastInvoiceErrors } from './invoice-form';
import { PartyCard, Section } from './PartySection';
import { ServicesPicker } from './ServicesPicker';
import { PanelFooter, SlideOver, useSlideOver } from './SlideOver';
import { notifyBilling, useBillingFieldError } from './ui';

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
    resolver: invoiceResolver(workspaceId),
    defaultValues: {
      // A new invoice starts with the own profile as payee, a new bill with it as payer (spec 001 §4).
      ownSide: draft || kind === 'invoice' ? 'payee' : 'payer',
      counterparty: draft?.payer ?? null,
      items: draft?.items ?? [],
      invoiceDate: draft?.invoiceDate ?? todayIso(),
      dueDays: ((DUE_DAYS as readonly number[]).includes(draft?.dueDays ?? 0) ? draft!.dueDays : DEFAULT_DUE_DAYS) as TDueDays,
    },
  });
  const [ownSide, counterparty, items] = form.watch(['ownSide', 'counterparty', 'items']);
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

  const pickParty = (side: TPartySide, party: TParty) => {
    panel.popTo(panel.depth);
    const current = { ownSide: form.getValues('ownSide'), counterparty: form.getValues('counterparty') };
    // A draft is its payee's: the own profile stays the payee.
    const { sides, problem } = chooseParty(workspaceId, current, side, party, Boolean(draft));
    if (problem) return notifyBilling(problem);
    // The logs on the invoice belong to the previous pair.
    if (sides.ownSide !== current.ownSide || sides.counterparty?.id !== current.counterparty?.id) form.setValue('items', []);
    form.setValue('ownSide', sides.ownSide);
    form.setValue('counterparty', sides.counterparty, { shouldValidate: form.formState.isSubmitted });
  };
  const openContacts = (side: TPartySide) =>
    panel.push({
      title: t('contacts.add'),
      content: (
        <ContactPicker
          workspaceId={workspaceId}
          // Recent payers for the payer side, recent payees for the payee side.
          side={side === 'payer' ? 'INVOICE' : 'BILL'}
          // A draft is its payee's: the own profile is not offered for its payer.
          own={draft ? undefined : own}
          onPick={(party) => pickParty(side, party)}
        />
      ),
    });
  const openPicker = () => {
    const problem = pickerProblem(ownSide === 'payee' ? 'invoice' : 'bill', counterparty?.id);
    if (problem || !counterparty) return notifyBilling(problem ?? 'selectPayer');
    const { payeeId, payerId } = partyIds(workspaceId, { ownSide, counterparty });
    panel.push({
      title: t('picker.title'),
      content: (
        <ServicesPicker
          workspaceId={workspaceId}
          payeeId={payeeId!}
          payerId={payerId!}
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

  const counterpartyError = fieldError(errors.counterparty as never);
  /**
   * A side of the panel: the own profile, or the counterparty with 'Add a contact'. The picker
   * offers the own profile too: choosing it there moves it to that side (spec 001 §4).
   */
  const sideSection = (side: TPartySide) => {
    const isOwn = ownSide === side;
    return (
      <Section title={t(`panel.${side}`)} testId={`panel-${side}`}>
        <PartyCard
          party={isOwn ? own : counterparty}
          own={isOwn}
          action={
            isOwn ? null : (
              <Button variant="light" size="compact-sm" onClick={() => openContacts(side)}>
                {t('contacts.add')}
              </Button>
            )
          }
        />
        {!isOwn && counterpartyError ? (
          <Text c="red" size="xs" role="alert">
            {counterpartyError}
          </Text>
        ) : null}
      </Section>
    );
  };
  // 'New invoice' lists Payee then Payer, 'New Bill' Payer then Payee (spec 001 §2).
  const order: TPartySide[] = kind === 'invoice' ? ['payee', 'payer'] : ['payer', 'payee'];

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()}>
      <Stack gap="lg">
        {order.map((side) => (
          <div key={side}>{sideSection(side)}</div>
        ))}

        <Section title={t('panel.service')} testId="panel-services">
          <InvoiceItems
            items={items}
            onRemove={(id) => form.setValue('items', form.getValues('items').filter((i) => i.id !== id))}
          />
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
              {ownSide === 'payee' ? (
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
