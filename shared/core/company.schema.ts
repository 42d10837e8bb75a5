import * as z from 'zod/mini';

/**
 * The company facts more than one domain validates (workforce, profile, uploads). Kept apart from
 * the workforce schemas so a domain that needs only these does not construct all of those on its
 * function's cold start (docs/decisions/0006-handler-bundles.md).
 */
export const COMPANY_TYPES = ['LLC', 'S_CORP', 'C_CORP', 'SOLE_PROPRIETOR', 'PARTNERSHIP', 'TRUST_ESTATE', 'NONPROFIT'] as const;

/** EIN: two digits, dash, seven digits (spec 000 §5, mask 00-0000000). */
export const ZEinSchema = z.string().check(z.regex(/^\d{2}-\d{7}$/u, 'Invalid EIN format'));
