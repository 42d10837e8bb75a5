import {
  type DUE_DAYS,
  type TBillInput,
  type TInvoiceInput,
  type TParty,
  type TServiceLog,
  ZBillInputSchema,
  ZInvoiceInputSchema,
} from '@shared/billing/billing.schema.js';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { payloadResolver } from '../payload-resolver';
import { invoiceProblem, partyIds, type TBillingMessage, type TPartySide } from '../rules';
import { notifyBilling } from './ui';

export type TDueDays = (typeof DUE_DAYS)[number];

export interface TInvoiceFormValues {
  /** Where the workspace's own profile stands: the payee of an invoice, the payer of a bill (spec 001 §4). */
  ownSide: TPartySide;
  /** The profile on the other side. */
  counterparty: TParty | null;
  items: TServiceLog[];
  invoiceDate: string;
  dueDays: TDueDays;
}

const MESSAGE_KEY = (m: TBillingMessage) => `billing:messages.${m}`;

const fieldOf = ([first]: readonly PropertyKey[]) =>
  first === 'payerId' || first === 'payeeId'
    ? ('counterparty' as const)
    : first === 'serviceLogIds'
      ? ('items' as const)
      : first === 'invoiceDate' || first === 'dueDays'
        ? first
        : undefined;

/**
 * The invoice and bill form's resolver: the spec's rules in its order (payer, payee, differ,
 * services), then the shared request schema of what the sides make: an invoice when the own
 * profile is the payee, a bill when it is the payer. Both payloads name both sides.
 */
export function invoiceResolver(ownId: string): Resolver<TInvoiceFormValues, unknown, TInvoiceInput | TBillInput> {
  const before = (v: TInvoiceFormValues) => {
    const problem = invoiceProblem({ ...partyIds(ownId, v), serviceLogIds: v.items.map((i) => i.id) });
    if (!problem) return [];
    return [{ field: problem === 'selectServices' ? ('items' as const) : ('counterparty' as const), message: MESSAGE_KEY(problem) }];
  };
  const payload = (v: TInvoiceFormValues) => ({
    serviceLogIds: v.items.map((i) => i.id),
    invoiceDate: v.invoiceDate,
    dueDays: v.dueDays,
  });
  const invoice = payloadResolver<TInvoiceFormValues, typeof ZInvoiceInputSchema>({
    schema: ZInvoiceInputSchema,
    toPayload: (v): TInvoiceInput => ({ payeeId: ownId, payerId: v.counterparty?.id ?? '', ...payload(v) }),
    fieldOf,
    before,
  });
  const bill = payloadResolver<TInvoiceFormValues, typeof ZBillInputSchema>({
    schema: ZBillInputSchema,
    toPayload: (v): TBillInput => ({ payerId: ownId, payeeId: v.counterparty?.id ?? '', ...payload(v) }),
    fieldOf,
    before,
  });
  return (values, context, options) => (values.ownSide === 'payee' ? invoice : bill)(values, context, options);
}

/** The spec's toast for a refused invoice or bill (spec 001 §5, §8). */
export function toastInvoiceErrors(errors: FieldErrors<TInvoiceFormValues>) {
  const message = (errors.counterparty ?? errors.items)?.message;
  if (message?.startsWith('billing:messages.')) notifyBilling(message.slice('billing:messages.'.length) as TBillingMessage);
}
