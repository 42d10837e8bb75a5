/**
 * The arithmetic behind shared/core/bounds.ts (docs/decisions/0017-input-bounds.md): every bound is
 * derived so the sums the server makes stay exact integers, and the text rule of every input.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lineAmounts, ZServiceInputSchema } from '../../shared/billing/billing.schema.js';
import {
  isDateInRange,
  MAX_AMOUNT_CENTS,
  MAX_BALANCE_CENTS,
  MAX_INVOICE_LINES,
  MAX_INVOICE_TOTAL_CENTS,
  MAX_LINE_TOTAL_CENTS,
  MAX_PAID_PER_DAY_CENTS,
  MAX_QUANTITY,
  PAID_WINDOW_DAYS,
  ZBoundedDateTimeSchema,
} from '../../shared/core/bounds.js';
import { unsafeTextPath } from '../../shared/core/text.js';
import { storable } from '../../functions/core/audit.js';

describe('bounds', () => {
  it('keeps every intermediate and every sum within Number.MAX_SAFE_INTEGER', () => {
    const SAFE = Number.MAX_SAFE_INTEGER;
    // price x quantity in hundredths, the product lineAmounts rounds.
    expect(MAX_AMOUNT_CENTS * MAX_QUANTITY * 100).toBeLessThanOrEqual(SAFE);
    expect(MAX_INVOICE_TOTAL_CENTS).toBe(MAX_LINE_TOTAL_CENTS * MAX_INVOICE_LINES);
    expect(MAX_INVOICE_TOTAL_CENTS).toBeLessThanOrEqual(MAX_PAID_PER_DAY_CENTS);
    // A stored balance never passes its cap (the ADD is conditioned), and any one invoice fits an empty one.
    expect(MAX_BALANCE_CENTS).toBeLessThanOrEqual(SAFE);
    expect(MAX_INVOICE_TOTAL_CENTS).toBeLessThanOrEqual(MAX_BALANCE_CENTS);
    expect(PAID_WINDOW_DAYS * MAX_PAID_PER_DAY_CENTS).toBeLessThanOrEqual(SAFE);
  });

  it('computes the largest line exactly, where gross x basis points passes 2^53', () => {
    const line = lineAmounts({ priceCents: MAX_AMOUNT_CENTS, quantity: MAX_QUANTITY, salable: true, salesRate: 0.9999 });
    const gross = BigInt(MAX_AMOUNT_CENTS) * BigInt(MAX_QUANTITY);
    expect(BigInt(line.grossCents)).toBe(gross);
    expect(BigInt(line.taxCents)).toBe((gross * 9999n + 5000n) / 10000n);
    expect(line.totalCents).toBeLessThanOrEqual(MAX_LINE_TOTAL_CENTS);
    // Half-up rounding as before: 1 cent x 50 % is 1 cent of tax.
    expect(lineAmounts({ priceCents: 1, quantity: 1, salable: true, salesRate: 0.5 }).taxCents).toBe(1);
  });

  it('refuses amounts past the bound with a message the forms translate', () => {
    const over = z.safeParse(ZServiceInputSchema, { name: 'x', priceCents: MAX_AMOUNT_CENTS + 1 });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toBe('The amount is more than $1,000,000.00');
    expect(z.safeParse(ZServiceInputSchema, { name: 'x', priceCents: MAX_AMOUNT_CENTS }).success).toBe(true);
  });

  it('accepts real dates from 1900-01-01 to 2099-12-31 only', () => {
    expect(['1900-01-01', '2024-02-29', '2099-12-31'].every(isDateInRange)).toBe(true);
    expect(['1899-12-31', '2100-01-01', '9999-12-31', '2026-02-30', '2026-13-01', '+10000-01-01'].some(isDateInRange)).toBe(false);
    expect(z.safeParse(ZBoundedDateTimeSchema, '2099-12-31T23:00:00-05:00').success).toBe(false);
    expect(z.safeParse(ZBoundedDateTimeSchema, '2026-11-25T09:00:00Z').success).toBe(true);
  });

  it('agrees with the calendar on every day of the range edges and of the leap-year cases', () => {
    const viaDate = (v: string) => v >= '1900-01-01' && v <= '2099-12-31' && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
    for (const year of [1899, 1900, 2000, 2024, 2026, 2099, 2100]) {
      for (let month = 1; month <= 12; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const v = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const real = day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
          expect(isDateInRange(v), v).toBe(real && viaDate(v));
        }
      }
    }
    expect(z.safeParse(ZBoundedDateTimeSchema, '1900-01-01T00:30:00+01:00').success).toBe(false);
    expect(z.safeParse(ZBoundedDateTimeSchema, '1900-01-01T00:30:00-01:00').success).toBe(true);
    expect(z.safeParse(ZBoundedDateTimeSchema, '2050-06-15T12:00:00.123+03:00').success).toBe(true);
  });
});

describe('unsafe text', () => {
  it('finds C0/C1 controls and bidi controls in values and keys, and keeps tab and line breaks', () => {
    expect(unsafeTextPath({ a: 'ok\t\r\n', b: ['x', { fileName: '\u202egpj.exe.pdf' }] }, '')).toBe('b.1.fileName');
    expect(unsafeTextPath({ ['k\u0000']: 1 }, '')).toBe('k\u0000');
    expect(unsafeTextPath('\u001b[31m', '')).toBe('');
    for (const c of ['\u0000', '\u0008', '\u000b', '\u001f', '\u007f', '\u0085', '\u009f', '\u202a', '\u202e', '\u2066', '\u2069']) {
      expect(unsafeTextPath({ s: `a${c}b` }, ''), JSON.stringify(c)).toBe('s');
    }
    // Right-to-left text itself, and the marks that do not override, are fine.
    expect(unsafeTextPath({ s: 'שלום \u200f عربى Привет' }, '')).toBeUndefined();
  });
});

describe('audit props', () => {
  it('keeps numbers DynamoDB cannot store as their text, so the event is written', () => {
    expect(storable({ total: 9_999_500_000_000_000, ok: 12, f: 0.5, nan: Number.NaN, list: [2n ** 64n], deep: { inf: Infinity } })).toEqual({
      total: '9999500000000000', ok: 12, f: 0.5, nan: 'NaN', list: ['18446744073709551616'], deep: { inf: 'Infinity' },
    });
  });
});
