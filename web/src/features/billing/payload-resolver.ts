import type { FieldValues, Resolver } from 'react-hook-form';
import { SALES_RATE_DECIMALS, SALES_RATE_RANGE } from '@shared/billing/billing.schema.js';
import * as z from 'zod/mini';
// The zod error map and the shared schemas' messages, configured before any form validates.
import '../../app/validation';

type TIssue<V> = { field: keyof V & string; message: string };

/** The billing schema's own English messages as `billing:` keys, so the forms show them translated. */
const BILLING_MESSAGES: Record<string, string> = {
  [SALES_RATE_RANGE]: 'billing:messages.salesRateRange',
  [SALES_RATE_DECIMALS]: 'billing:messages.salesRateDecimals',
};

/**
 * A react-hook-form resolver for the billing forms, whose values are not the wire's (dollars
 * instead of cents, a percent instead of a fraction, local date-times): the values become the
 * request payload, the shared zod schema validates it, and each issue lands on the form field it
 * came from. `before` and `after` add the rules that need more than the schema (a chosen contact,
 * the shared `serviceLogIssues`). Messages are `validation:…` or `billing:…` keys.
 */
export function payloadResolver<V extends FieldValues, S extends z.core.$ZodType>(opts: {
  schema: S;
  toPayload: (values: V) => z.input<S>;
  /** The form field a payload path belongs to. */
  fieldOf: (path: readonly PropertyKey[]) => (keyof V & string) | undefined;
  before?: (values: V) => TIssue<V>[];
  after?: (values: V, payload: z.input<S>) => TIssue<V>[];
}): Resolver<V, unknown, z.output<S>> {
  return async (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    const add = (field: string, message: string) => {
      errors[field] ??= { type: 'validate', message };
    };
    for (const issue of opts.before?.(values) ?? []) add(issue.field, issue.message);
    const payload = opts.toPayload(values);
    const parsed = await z.safeParseAsync(opts.schema, payload);
    if (!parsed.success) {
      for (const iss of parsed.error.issues) add(opts.fieldOf(iss.path) ?? 'root', BILLING_MESSAGES[iss.message] ?? iss.message);
    }
    for (const issue of opts.after?.(values, payload) ?? []) add(issue.field, issue.message);
    if (!parsed.success || Object.keys(errors).length > 0) return { values: {}, errors: errors as never };
    return { values: parsed.data as z.output<S>, errors: {} };
  };
}
