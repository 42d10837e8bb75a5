/** One line of the fee list; amounts are integer cents, `max` makes a range. */
export interface TFee {
  id: string;
  min: number;
  max?: number;
  /** What the amount is charged per. */
  unit?: 'each' | 'perItem';
}

export interface TFeeGroup {
  id: string;
  fees: readonly TFee[];
}

/** Tax Preparation Fees (spec 001 §9). */
export const TAX_PREPARATION_FEES: readonly TFeeGroup[] = [
  {
    id: 'business',
    fees: [
      { id: 'federal1120', min: 32_500 },
      { id: 'stateForms', min: 18_500, unit: 'each' },
      { id: 'scheduleForms', min: 14_500 },
      { id: 'form5472', min: 7_500 },
    ],
  },
  {
    id: 'noActivity',
    fees: [
      { id: 'federal', min: 12_500 },
      { id: 'state', min: 7_500 },
      { id: 'city', min: 7_500 },
    ],
  },
  { id: 'individual', fees: [{ id: 'individualItems', min: 1_000, max: 7_500, unit: 'perItem' }] },
  {
    id: 'bookkeeping',
    fees: [
      { id: 'bankStatements', min: 7_500, max: 55_000 },
      { id: 'periodic', min: 45_000 },
      { id: 'semiAnnual', min: 60_000 },
    ],
  },
  {
    id: 'notices',
    fees: [
      { id: 'responseIndividual', min: 1_500 },
      { id: 'responseBusiness', min: 2_000 },
      { id: 'processingIndividual', min: 7_500 },
      { id: 'processingBusiness', min: 9_000 },
    ],
  },
  {
    id: 'other',
    fees: [
      { id: 'compliance', min: 800, max: 1_500, unit: 'perItem' },
      { id: 'forms', min: 1_800, max: 22_000 },
    ],
  },
];

/** Subscription bonus: 10% off annual tax filing. */
export const SUBSCRIPTION_DISCOUNT_PERCENT = 10;
