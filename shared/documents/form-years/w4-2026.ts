/**
 * Form W-4 (2026), Employee's Withholding Certificate: the amounts printed on the form itself,
 * versioned by the form's year. Source: Internal Revenue Service, Form W-4 (2026), Step 3 "Claim
 * Dependent and Other Credits" (https://www.irs.gov/pub/irs-pdf/fw4.pdf), which reflects the child
 * tax credit of $2,200 per qualifying child under Public Law 119-21 (2025) §70104, and the $500
 * credit for other dependents (26 U.S.C. §24(h)(4)).
 */
export const W4_2026 = {
  revision: '2026',
  /** Step 3: per qualifying child under age 17. */
  childCreditCents: 220_000,
  /** Step 3: per other dependent. */
  otherDependentCreditCents: 50_000,
  /** Step 3 applies when total income is this or less (married filing jointly: the second figure). */
  step3IncomeLimitCents: { other: 20_000_000, marriedJointly: 40_000_000 },
} as const;
