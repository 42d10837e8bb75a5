import { describe, expect, it } from 'vitest';
import {
  lineAmounts,
  SALES_RATE_DECIMALS,
  SALES_RATE_RANGE,
  serviceLogIssues,
  ZInvoiceInputSchema,
  ZQuantitySchema,
  ZSalesRateSchema,
  ZServiceLogInputSchema,
} from '../../shared/billing/billing.schema.js';

/** The pure billing rules the form and the server share (spec 001 §5, §9). */
describe('lineAmounts', () => {
  it('multiplies quantity by price in integer cents, rounding half up', () => {
    expect(lineAmounts({ priceCents: 4500, quantity: 1, salable: false })).toEqual({ grossCents: 4500, taxCents: 0, totalCents: 4500 });
    expect(lineAmounts({ priceCents: 4500, quantity: 1.5, salable: false }).grossCents).toBe(6750);
    expect(lineAmounts({ priceCents: 333, quantity: 0.5, salable: false }).grossCents).toBe(167);
    expect(lineAmounts({ priceCents: 1999, quantity: 0.33, salable: false }).grossCents).toBe(660);
    expect(lineAmounts({ priceCents: 4500, quantity: 0, salable: false }).totalCents).toBe(0);
  });

  it('adds sales tax only on salable services that are not tax exempt', () => {
    expect(lineAmounts({ priceCents: 4500, quantity: 1.5, salable: true, salesRate: 0.0888 })).toEqual({ grossCents: 6750, taxCents: 599, totalCents: 7349 });
    expect(lineAmounts({ priceCents: 4500, quantity: 1.5, salable: false, salesRate: 0.0888 }).taxCents).toBe(0);
    expect(lineAmounts({ priceCents: 4500, quantity: 1.5, salable: true, salesRate: 0.0888, taxExempt: true }).taxCents).toBe(0);
    expect(lineAmounts({ priceCents: 4500, quantity: 1, salable: true }).taxCents).toBe(0);
    // Binary fractions do not leak into cents: 0.07 x 100 is 7.000000000000001 in floating point.
    expect(lineAmounts({ priceCents: 10_000, quantity: 1, salable: true, salesRate: 0.07 }).taxCents).toBe(700);
  });

  it('taxes at the whole rate the 00.00 mask gives: 88.75 % of $123.45 is $109.56, 100 % doubles the line', () => {
    // 12,345 x 8,875 / 10,000 = 10,956.1875 cents, half up 10,956 (not 88 % = 10,864, the old mask's 8875 → 88).
    expect(lineAmounts({ priceCents: 12_345, quantity: 1, salable: true, salesRate: 0.8875 })).toEqual({ grossCents: 12_345, taxCents: 10_956, totalCents: 23_301 });
    expect(lineAmounts({ priceCents: 12_345, quantity: 2.5, salable: true, salesRate: 0.8875 })).toEqual({ grossCents: 30_863, taxCents: 27_391, totalCents: 58_254 });
    expect(lineAmounts({ priceCents: 12_345, quantity: 1, salable: true, salesRate: 1 })).toEqual({ grossCents: 12_345, taxCents: 12_345, totalCents: 24_690 });
  });
});

describe('serviceLogIssues', () => {
  const plain = { scheduled: false, salable: false };

  it('needs start and end when the service is scheduled or the quantity is above 1', () => {
    expect(serviceLogIssues({ quantity: 1 }, plain)).toEqual([]);
    expect(serviceLogIssues({ quantity: 1 }, { ...plain, scheduled: true }).map((i) => i.path)).toEqual(['startAt', 'endAt']);
    expect(serviceLogIssues({ quantity: 2, startAt: '2026-01-01T10:00:00Z' }, plain)).toEqual([{ path: 'endAt', code: 'required' }]);
  });

  it('needs the end after the start', () => {
    const at = (h: number) => `2026-01-01T${String(h).padStart(2, '0')}:00:00Z`;
    expect(serviceLogIssues({ quantity: 1, startAt: at(10), endAt: at(9) }, plain)).toEqual([{ path: 'endAt', code: 'end_before_start' }]);
    expect(serviceLogIssues({ quantity: 1, startAt: at(10), endAt: at(10) }, plain)).toEqual([{ path: 'endAt', code: 'end_before_start' }]);
    expect(serviceLogIssues({ quantity: 1, startAt: at(10), endAt: at(11) }, plain)).toEqual([]);
  });

  it('needs a sales rate for a salable service unless a location is chosen or it is tax exempt', () => {
    const salable = { scheduled: false, salable: true };
    expect(serviceLogIssues({ quantity: 1 }, salable)).toEqual([{ path: 'salesRate', code: 'required' }]);
    expect(serviceLogIssues({ quantity: 1, salesRate: 0 }, salable)).toEqual([]);
    expect(serviceLogIssues({ quantity: 1, location: { kind: 'BRANCH', id: 'b1' } }, salable)).toEqual([]);
    expect(serviceLogIssues({ quantity: 1 }, { ...salable, taxExempt: true })).toEqual([]);
  });
});

describe('billing schemas', () => {
  it('holds a sales rate as a fraction from 0 to 1 (0–100 %) with at most two decimals in percent (mask 00.00)', () => {
    expect(ZSalesRateSchema.safeParse(0.0888).success).toBe(true);
    expect(ZSalesRateSchema.safeParse(0.8875).success).toBe(true);
    expect(ZSalesRateSchema.safeParse(0).success).toBe(true);
    expect(ZSalesRateSchema.safeParse(1).success).toBe(true);
    expect(ZSalesRateSchema.safeParse(0.08875).success).toBe(false);
    expect(ZSalesRateSchema.safeParse(0.08875).error?.issues[0]?.message).toBe(SALES_RATE_DECIMALS);
    for (const outside of [1.0001, 1.01, 88.75, -0.0001, -0.01]) {
      const parsed = ZSalesRateSchema.safeParse(outside);
      expect(parsed.success, String(outside)).toBe(false);
      expect(parsed.error?.issues[0]?.message, String(outside)).toBe(SALES_RATE_RANGE);
    }
  });

  it('takes a quantity of at least 0 with at most two decimals', () => {
    expect(ZQuantitySchema.safeParse(0).success).toBe(true);
    expect(ZQuantitySchema.safeParse(1.25).success).toBe(true);
    expect(ZQuantitySchema.safeParse(-1).success).toBe(false);
    expect(ZQuantitySchema.safeParse(1.255).success).toBe(false);
  });

  it('defaults the due days to 7 and allows only 7, 14 or 30, with at least one service', () => {
    const base = { payerId: 'c_01KAZZACME0000000000000001', serviceLogIds: ['l1'], invoiceDate: '2026-04-10' };
    expect(ZInvoiceInputSchema.parse(base).dueDays).toBe(7);
    expect(ZInvoiceInputSchema.safeParse({ ...base, dueDays: 14 }).success).toBe(true);
    expect(ZInvoiceInputSchema.safeParse({ ...base, dueDays: 10 }).success).toBe(false);
    const none = ZInvoiceInputSchema.safeParse({ ...base, serviceLogIds: [] });
    expect(none.error?.issues[0]?.message).toBe('Please select services');
  });

  it('refuses a log without a date or price, or with a malformed workspace id', () => {
    const base = {
      executorId: 'p_01KAZZACME0000000000000001',
      recipientId: 'c_01KAZZACME0000000000000001',
      serviceId: 's1',
      priceCents: 100,
      quantity: 1,
      date: '2026-04-10',
    };
    expect(ZServiceLogInputSchema.safeParse(base).success).toBe(true);
    for (const broken of [{ date: undefined }, { priceCents: undefined }, { executorId: 'p_nope' }, { priceCents: 1.5 }]) {
      expect(ZServiceLogInputSchema.safeParse({ ...base, ...broken }).success, JSON.stringify(broken)).toBe(false);
    }
  });
});
