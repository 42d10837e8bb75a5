import {
  Badge,
  Button,
  Center,
  Loader,
  NumberInput,
  type NumberInputProps,
  Text,
  TextInput,
  type TextInputProps,
  Tooltip,
} from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { TInvoiceStatus } from '@shared/billing/billing.schema.js';
import { forwardRef } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '../../../app/validation-messages';
import { Paginator } from '../../../components/Paginator';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { notifyError } from '../../../components/notify';
import { i18n } from '../../../app/i18n';
import { completePercent, cutText, maskPercent, type TBillingMessage } from '../rules';

/** Shows one of the spec's billing messages as an error toast (spec 001 §5, §8). */
export function notifyBilling(message: TBillingMessage) {
  notifyError(i18n.t(`billing:messages.${message}`));
}

/**
 * Translates a form error: the billing forms' own messages are `billing:…` keys, the rest come
 * from the shared schemas through the app's validation messages.
 */
export function useBillingFieldError() {
  const { t } = useTranslation('billing');
  return (error: FieldError | undefined) => {
    const message = error?.message;
    if (message?.startsWith('billing:')) return t(message as 'billing:none');
    return translateValidation(t, message);
  };
}

/** Dollars with a thousands separator and two decimals (spec 001 §5: the price mask). */
export const MoneyInput = forwardRef<HTMLInputElement, NumberInputProps>(function MoneyInput(props, ref) {
  return (
    <NumberInput
      ref={ref}
      prefix="$"
      thousandSeparator=","
      decimalScale={2}
      fixedDecimalScale
      allowNegative={false}
      min={0}
      hideControls
      inputMode="decimal"
      {...props}
    />
  );
});

/**
 * The sales tax rate in percent with the 00.00 mask (spec 001 §5, §9): '8875' typed reads 88.75,
 * bounded to 0–100 % (`maskPercent`); leaving the field completes two decimals. The value is the
 * field's text ('' when empty); the form turns it into the fraction the API keeps (`percentToRate`).
 */
export const PercentInput = forwardRef<
  HTMLInputElement,
  Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onChange: (value: string) => void }
>(function PercentInput({ value, onChange, onBlur, ...props }, ref) {
  return (
    <TextInput
      ref={ref}
      inputMode="decimal"
      autoComplete="off"
      rightSection={<span aria-hidden>%</span>}
      rightSectionPointerEvents="none"
      value={value}
      onChange={(e) => onChange(maskPercent(e.currentTarget.value))}
      onBlur={(e) => {
        const complete = completePercent(value);
        if (complete !== value) onChange(complete);
        onBlur?.(e);
      }}
      {...props}
    />
  );
});

/** A location or comment cut at 30 characters with the full text on hover or focus; 'None' when empty. */
export function CutText({ text }: { text: string | undefined }) {
  const { t } = useTranslation('billing');
  const cut = cutText(text);
  if (!cut.text) {
    return (
      <Text span size="sm" c="dimmed">
        {t('none')}
      </Text>
    );
  }
  if (!cut.cut)
    return (
      <Text span size="sm">
        {cut.text}
      </Text>
    );
  return (
    <Tooltip label={text} multiline w={320} events={{ hover: true, focus: true, touch: true }} withinPortal>
      <Text span size="sm" tabIndex={0} style={{ cursor: 'help' }}>
        {cut.text}
      </Text>
    </Tooltip>
  );
}

/** Status colours (spec 001 §2, §4): DRAFT grey, PENDING_PAYMENT green-grey, COMPLETED green (shown as paid), VOIDED red. */
const STATUS_COLOR: Record<TInvoiceStatus, string> = {
  DRAFT: '#495057',
  PENDING_PAYMENT: '#4f6b5e',
  COMPLETED: '#237032',
  VOIDED: '#c92a2a',
};

export function StatusBadge({ status }: { status: TInvoiceStatus }) {
  const { t } = useTranslation('billing');
  return (
    <Badge color={STATUS_COLOR[status]} variant="filled" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/**
 * Page links on desktop, a window of 5 (spec 000 §5); 'Load more' under 992 px (spec 001 §2).
 * `page` is 1-based; `total` is the list's `countOfPages`.
 */
export function Pager({
  mobile,
  page,
  total,
  hasMore,
  loading,
  onPage,
  onMore,
}: {
  mobile: boolean;
  page: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onPage: (page: number) => void;
  onMore: () => void;
}) {
  const { t } = useTranslation('billing');
  if (!mobile) return <Paginator page={page} total={total} onChange={onPage} />;
  if (!hasMore) return null;
  return (
    <Center mt="md">
      <Button variant="subtle" onClick={onMore} loading={loading}>
        {t('loadMore')}
      </Button>
    </Center>
  );
}

/** The search box, the create button and the load error that head the contact and service pickers. */
export function PickerSearch(props: {
  label: string;
  query: string;
  onQuery: (query: string) => void;
  fetching: boolean;
  createLabel: string;
  onCreate: () => void;
  error: unknown;
}) {
  const { t } = useTranslation('billing');
  return (
    <>
      <TextInput
        label={props.label}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={props.fetching ? <Loader size="xs" aria-label={t('loading')} /> : null}
        value={props.query}
        onChange={(e) => props.onQuery(e.currentTarget.value)}
        data-autofocus
      />
      <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} w="fit-content" onClick={props.onCreate}>
        {props.createLabel}
      </Button>
      <ServerErrorAlert error={props.error} />
    </>
  );
}
