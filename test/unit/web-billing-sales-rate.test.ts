import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lineAmounts, MAX_SALES_RATE, ZSalesRateSchema } from '../../shared/billing/billing.schema.js';
import { MAX_AMOUNT_CENTS, MAX_LINE_TOTAL_CENTS, MAX_QUANTITY } from '../../shared/core/bounds.js';
import {
  completePercent,
  formatRate,
  MAX_PERCENT,
  maskPercent,
  percentText,
  percentToRate,
} from '../../web/src/features/billing/rules.js';

/** Each keystroke as the field sees it: the masked text so far plus the new character. */
const typed = (keys: string, from = '') => [...keys].reduce((text, key) => maskPercent(text + key), from);

describe('the sales tax rate mask 00.00 (spec 001 §5, §9)', () => {
  it('puts the point after two digits by itself: 8875 typed reads 88.75', () => {
    expect(typed('8875')).toBe('88.75');
    expect([...'8875'].map((_, i) => typed('8875'.slice(0, i + 1)))).toEqual(['8', '88', '88.7', '88.75']);
    expect(typed('725')).toBe('72.5');
    expect(typed('0888')).toBe('08.88');
    expect(typed('1005')).toBe('10.05');
    expect(typed('1000')).toBe('10.00');
  });

  it('keeps a point typed earlier, takes a comma as the point and cuts a third decimal', () => {
    expect(typed('8.88')).toBe('8.88');
    expect(typed('7.5')).toBe('7.5');
    expect(typed('7,25')).toBe('7.25');
    expect(typed('.5')).toBe('0.5');
    expect(typed('8.875')).toBe('8.87');
    expect(typed('88.755')).toBe('88.75');
    expect(typed('8..8')).toBe('8.8');
  });

  it('drops what is not a digit: no minus, no percent sign, no letters (the rate is never negative)', () => {
    expect(maskPercent('-5')).toBe('5');
    expect(maskPercent('88.75%')).toBe('88.75');
    expect(maskPercent('8e2')).toBe('82');
    expect(maskPercent(' 6 . 2 5 ')).toBe('6.25');
    expect(maskPercent('')).toBe('');
  });

  it('bounds the rate to 0–100 %: 100 is the only value with three digits, its decimals only zeros', () => {
    expect(typed('100')).toBe('100');
    expect(typed('100.00')).toBe('100.00');
    expect(typed('100.5')).toBe('100.0');
    expect(maskPercent('100.99')).toBe('100.00');
    expect(maskPercent('100.001')).toBe('100.00');
    // Past 100 the digits fall into the 00.00 places: a paste of 150 or 123.45 is never over 100.
    expect(maskPercent('150')).toBe('15.0');
    expect(maskPercent('123.45')).toBe('12.34');
    expect(maskPercent('99999')).toBe('99.99');
    for (const raw of ['150', '999', '123.45', '100.5', '1000', '-1', '99999', '200.00']) {
      const percent = Number(maskPercent(raw));
      expect(percent, raw).toBeGreaterThanOrEqual(0);
      expect(percent, raw).toBeLessThanOrEqual(MAX_PERCENT);
    }
    expect(MAX_PERCENT / 100).toBe(MAX_SALES_RATE);
  });

  it('completes two decimals when the field is left', () => {
    expect(completePercent('88.75')).toBe('88.75');
    expect(completePercent('8.5')).toBe('8.50');
    expect(completePercent('8.')).toBe('8.00');
    expect(completePercent('08.88')).toBe('8.88');
    expect(completePercent('100')).toBe('100.00');
    expect(completePercent('0')).toBe('0.00');
    expect(completePercent('')).toBe('');
  });
});

describe('the typed rate on the wire: the fraction the API keeps, and the tax computed from it', () => {
  it('sends 88.75 typed as 0.8875 (not 0.88), which the server schema accepts; 100 as 1', () => {
    expect(percentToRate(typed('8875'))).toBe(0.8875);
    expect(percentToRate('88.75')).toBe(0.8875);
    expect(percentToRate(completePercent(typed('8875')))).toBe(0.8875);
    expect(percentToRate('100')).toBe(1);
    expect(percentToRate('8.88')).toBe(0.0888);
    expect(percentToRate('')).toBeUndefined();
    for (const text of ['88.75', '100', '0', '0.01', '99.99']) {
      expect(ZSalesRateSchema.safeParse(percentToRate(text)).success, text).toBe(true);
    }
  });

  it('shows a stored fraction back in the field and in the lists', () => {
    expect(percentText(0.8875)).toBe('88.75');
    expect(percentText(1)).toBe('100.00');
    expect(percentText(0.04)).toBe('4.00');
    expect(percentText(undefined)).toBe('');
    expect(maskPercent(percentText(0.8875))).toBe('88.75');
    expect(maskPercent(percentText(1))).toBe('100.00');
    expect(formatRate(0.8875)).toBe('88.75 %');
  });

  it('taxes $123.45 at 8875 typed as 10,956 cents: 12,345 x 8,875 / 10,000 half up', () => {
    const rate = percentToRate(typed('8875'));
    const expectedTax = Math.floor((12_345 * 8_875 + 5_000) / 10_000);
    expect(expectedTax).toBe(10_956);
    expect(lineAmounts({ priceCents: 12_345, quantity: 1, salable: true, salesRate: rate })).toEqual({
      grossCents: 12_345,
      taxCents: expectedTax,
      totalCents: 12_345 + expectedTax,
    });
  });
});

describe('the top of the range keeps the sums exact (docs/decisions/0017-input-bounds.md)', () => {
  it('taxes the largest line at 100 % exactly, and its total stays within MAX_LINE_TOTAL_CENTS', () => {
    const line = lineAmounts({ priceCents: MAX_AMOUNT_CENTS, quantity: MAX_QUANTITY, salable: true, salesRate: MAX_SALES_RATE });
    expect(line.taxCents).toBe(line.grossCents);
    expect(line.totalCents).toBe(MAX_LINE_TOTAL_CENTS);
    expect(Number.isSafeInteger(line.totalCents)).toBe(true);
  });
});

describe('the draft actions, worded as each spec document puts them', () => {
  const texts = (lang: 'en' | 'ru') =>
    JSON.parse(readFileSync(join(import.meta.dirname, `../../web/src/locales/${lang}/billing.json`), 'utf8')) as {
      invoices: Record<string, string>;
      messages: Record<string, string>;
    };

  it("reads 'Continue create invoice' on the draft row (spec 000 §2) and 'Continue filling out invoice' for the draft (spec 001 §4)", () => {
    expect(texts('en').invoices.continueDraft).toBe('Continue create invoice');
    expect(texts('en').invoices.continueFilling).toBe('Continue filling out invoice');
    expect(texts('ru').invoices.continueDraft).toBe('Продолжить создание счёта');
    expect(texts('ru').invoices.continueFilling).toBe('Продолжить заполнение счёта');
  });

  it('words the rate bounds in both languages', () => {
    expect(texts('en').messages.salesRateRange).toBe('The sales tax rate must be from 0% to 100%');
    expect(texts('ru').messages.salesRateRange).toMatch(/0%.*100%/);
  });
});
