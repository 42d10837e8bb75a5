/**
 * The New York Paid Sick Leave tiers (spec 000 §5 "Sick leave policy create"; NY Labor Law §196-b;
 * docs/decisions/0029-leave-policies.md): how much of a company's yearly sick leave must be paid and
 * how much may be unpaid, by its size and, for the smallest, its net income. Pure and free of zod:
 * the web's form and the server's create and update read the same table.
 *
 * | tier        | employees | net income       | pay min | not-pay min            | auto pay | auto not-pay |
 * |-------------|-----------|------------------|---------|------------------------|----------|--------------|
 * | MICRO_LOW   | 1–4       | under $1 million | 0       | 40, 0 once pay ≥ 40    | 0        | 40           |
 * | MICRO_HIGH  | 1–4       | $1 million or more | 40    | 0                      | 40       | 0            |
 * | MEDIUM      | 5–99      | any              | 40      | 0                      | 40       | 0            |
 * | LARGE       | 100+      | any              | 56      | 0                      | 56       | 0            |
 */

/** The company size choice: 1-4, 5-99, 100 and more employees. */
export const COMPANY_SIZES = ['MICRO', 'MEDIUM', 'LARGE'] as const;
export type TCompanySize = (typeof COMPANY_SIZES)[number];

/** The annual revenue choice, asked of 1-4 employee companies only: less than a million, a million and more. */
export const ANNUAL_REVENUES = ['UNDER_1M', 'ONE_MILLION_OR_MORE'] as const;
export type TAnnualRevenue = (typeof ANNUAL_REVENUES)[number];

export const SICK_TIERS = ['MICRO_LOW', 'MICRO_HIGH', 'MEDIUM', 'LARGE'] as const;
export type TSickTier = (typeof SICK_TIERS)[number];

/** §196-b(1)(a): employers of 4 or fewer with net income of $1 million or less may give the 40 hours unpaid. */
const HOURS_40 = 40;
/** §196-b(1)(c): employers of 100 or more give up to 56 hours, paid. */
const HOURS_56 = 56;

interface TTierRule {
  /** The least paid sick leave a year. */
  payMin: number;
  /** The least unpaid sick leave a year while the paid hours are under 40. */
  notPayMinBelow40: number;
  /** What choosing the tier sets the form's intervals to. */
  auto: { payInterval: number; notPayInterval: number };
}

export const SICK_TIER_RULES: Record<TSickTier, TTierRule> = {
  MICRO_LOW: { payMin: 0, notPayMinBelow40: HOURS_40, auto: { payInterval: 0, notPayInterval: HOURS_40 } },
  MICRO_HIGH: { payMin: HOURS_40, notPayMinBelow40: 0, auto: { payInterval: HOURS_40, notPayInterval: 0 } },
  MEDIUM: { payMin: HOURS_40, notPayMinBelow40: 0, auto: { payInterval: HOURS_40, notPayInterval: 0 } },
  LARGE: { payMin: HOURS_56, notPayMinBelow40: 0, auto: { payInterval: HOURS_56, notPayInterval: 0 } },
};

/** The tier of a size and revenue choice; undefined while a 1-4 company has not chosen its revenue. */
export function sickTierOf(size: TCompanySize | undefined, revenue?: TAnnualRevenue): TSickTier | undefined {
  if (size === 'MEDIUM' || size === 'LARGE') return size;
  if (size === 'MICRO' && revenue) return revenue === 'UNDER_1M' ? 'MICRO_LOW' : 'MICRO_HIGH';
  return undefined;
}

/** The least paid interval of a tier (hours a year). */
export const payMinimum = (tier: TSickTier) => SICK_TIER_RULES[tier].payMin;

/** The least unpaid interval of a tier given the paid one: 0 once the paid hours reach 40. */
export const notPayMinimum = (tier: TSickTier, payInterval: number) => (payInterval >= HOURS_40 ? 0 : SICK_TIER_RULES[tier].notPayMinBelow40);

/** What choosing a tier sets the intervals to. */
export const autoIntervals = (tier: TSickTier) => ({ ...SICK_TIER_RULES[tier].auto });

/** The interval a value breaks, with the least it may be; none when the pair meets the tier. */
export function intervalIssues(tier: TSickTier, payInterval: number, notPayInterval: number): { field: 'payInterval' | 'notPayInterval'; min: number }[] {
  const issues: { field: 'payInterval' | 'notPayInterval'; min: number }[] = [];
  const payMin = payMinimum(tier);
  if (payInterval < payMin) issues.push({ field: 'payInterval', min: payMin });
  const notPayMin = notPayMinimum(tier, payInterval);
  if (notPayInterval < notPayMin) issues.push({ field: 'notPayInterval', min: notPayMin });
  return issues;
}
