import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORT_REASONS, importReason } from '../../shared/payroll/import-reasons.js';
import type { TPayrollImport } from '../../shared/payroll/imports.schema.js';
import { FALLBACK_POLL_MS, importPollMs, INVOICE_POLL_MS, reasonText, SAFETY_POLL_MS, type TProgressFrame, withProgress } from '../../web/src/features/payroll-imports/rules.js';

/** The imports screen's live state and wording (issue 18), without a browser. */

const LOCALES = join(import.meta.dirname, '../../web/src/locales');
const reasonsOf = (lang: string) => (JSON.parse(readFileSync(join(LOCALES, lang, 'payroll-imports.json'), 'utf8')) as { reasons: Record<string, string> }).reasons;

const imp = (over: Partial<TPayrollImport> = {}): TPayrollImport => ({
  id: 'i1', company: { id: 'c1', name: 'Acme Corp' }, date: '2026-11-27T10:00:00.000Z',
  createdBy: { id: 'u1', firstName: 'Paul', lastName: 'Payroll' }, importedFile: { id: 'f1', fileName: 'payroll.csv' },
  status: 'RUNNING', counts: { input: 1000, written: 400, held: 1, rejected: 2, voided: 0, deleted: 0 }, chunks: { total: 2, done: 1 },
  notify: false, generateInvoices: true, ...over,
});
const frame = (over: Partial<TProgressFrame> = {}): TProgressFrame => ({
  type: 'IMPORT_PROGRESS', channel: '/app/imports/payroll', importId: 'i1', status: 'RUNNING',
  counts: { input: 1000, written: 500, held: 1, rejected: 3 }, chunks: { total: 2, done: 1 }, ...over,
});

describe('live progress frames', () => {
  it('moves a running import on: status, counts, chunks', () => {
    expect(withProgress(imp(), frame({ status: 'COMPLETED', counts: { input: 1000, written: 993, held: 0, rejected: 7 }, chunks: { total: 2, done: 2 } }))).toMatchObject({
      status: 'COMPLETED', counts: { written: 993, rejected: 7 }, chunks: { done: 2 },
    });
  });

  it('never takes the chunks done back when two frames arrive out of order', () => {
    const later = withProgress(imp({ chunks: { total: 4, done: 3 } }), frame({ chunks: { total: 4, done: 2 } }));
    expect(later.chunks).toEqual({ total: 4, done: 3 });
  });

  it('leaves an import that has ended to the reads, and ignores a status it does not know', () => {
    const ended = imp({ status: 'COMPLETED', chunks: { total: 2, done: 2 } });
    expect(withProgress(ended, frame({ status: 'RUNNING' }))).toBe(ended);
    const running = imp();
    expect(withProgress(running, frame({ status: 'PAUSED' }))).toBe(running);
  });

  it('carries a failure with its code', () => {
    const failed = withProgress(imp({ status: 'QUEUED' }), frame({ status: 'FAILED', failure: 'The file is empty', failureCode: 'FILE_EMPTY', chunks: { total: 0, done: 0 } }));
    expect(failed).toMatchObject({ status: 'FAILED', failure: 'The file is empty', failureCode: 'FILE_EMPTY' });
  });
});

describe('when the screen reads an import again', () => {
  it('polls slowly with a live subscription, faster without one, and not at all once it ended', () => {
    expect(importPollMs(imp(), true, undefined)).toBe(SAFETY_POLL_MS);
    expect(importPollMs(imp(), false, undefined)).toBe(FALLBACK_POLL_MS);
    expect(importPollMs(imp({ status: 'COMPLETED' }), false, undefined)).toBe(false);
  });

  it('after Generate Invoices, polls until a new invoice shows or the wait ends', () => {
    const done = imp({ status: 'COMPLETED', invoices: [] });
    expect(importPollMs(done, true, { count: 0, until: 2_000 }, 1_000)).toBe(INVOICE_POLL_MS);
    expect(importPollMs(done, true, { count: 0, until: 2_000 }, 2_000)).toBe(false);
    const billed = imp({ status: 'COMPLETED', invoices: [{ id: 'v1', reference: 'R', invoiceNumber: 1, total: 100, status: 'PENDING_PAYMENT' }] });
    expect(importPollMs(billed, true, { count: 0, until: 2_000 }, 1_000)).toBe(false);
  });
});

describe('reasons in the chosen language', () => {
  it('has every server reason in English, word for word, and in Russian with the same placeholders', () => {
    const en = reasonsOf('en');
    const ru = reasonsOf('ru');
    expect(en).toEqual({ ...IMPORT_REASONS });
    const holes = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/gu)].map((m) => m[1]).sort();
    for (const code of Object.keys(IMPORT_REASONS)) expect(holes(ru[code]!), code).toEqual(holes(en[code]!));
  });

  it('words a code with its params, money as dollars, and keeps the English of a code it does not know', () => {
    const ru = reasonsOf('ru');
    // A t() that reads the Russian texts and interpolates, as i18next does.
    const t = ((key: string, vars: Record<string, unknown>) => ru[key.replace('reasons.', '')]!.replace(/\{\{(\w+)\}\}/gu, (_, n: string) => String(vars[n]))) as never;
    const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    expect(reasonText(t, money, importReason('GROSS_OFF_MEDIAN', { count: 6, medianCents: 120_000, share: 40 }))).toBe(
      'Начисленная сумма отличается от медианы последних 6 ($1200.00) больше чем на 40%',
    );
    expect(importReason('NET_MISMATCH', { expectedCents: 209_615 }).reason).toMatch(/is 2096\.15$/u);
    expect(reasonText(t, money, { code: 'SOMETHING_NEW', reason: 'A newer reason' })).toBe('A newer reason');
    expect(reasonText(t, money, { reason: 'An old row' })).toBe('An old row');
  });
});
