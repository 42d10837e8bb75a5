import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTRY_REASONS, SICK_STATUSES, VACATION_STATUSES } from '../../shared/leave/leave.schema.js';
import { formatDay, formatNumber, formatPeriod } from '../../web/src/features/leave/format.js';
import {
  entryReason, isVacationOpen, localToday, parseCarryover, sickActions, sickBalanceAlert, sickMode, sickTone, vacationTone,
} from '../../web/src/features/leave/rules.js';
import { parseSickSearch, parseVacationSearch } from '../../web/src/features/leave/search.js';

const locale = (lang: string) => JSON.parse(readFileSync(join('web/src/locales', lang, 'leave.json'), 'utf8')) as Record<string, unknown>;
const keysOf = (o: unknown, prefix = ''): string[] =>
  typeof o === 'object' && o !== null ? Object.entries(o).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k)) : [prefix];
const HOUR = 3600;

describe('leave status colours (spec 000 §4)', () => {
  it('vacations: approved and completed green, requested and in progress yellow, rejected red, cancelled grey', () => {
    expect(VACATION_STATUSES.map((s) => [s, vacationTone(s)])).toEqual([
      ['REQUESTED', 'yellow'], ['IN_PROGRESS', 'yellow'], ['APPROVED', 'green'], ['COMPLETED', 'green'], ['REJECTED', 'red'], ['CANCELLED', 'gray'],
    ]);
  });
  it('sick-leave requests: REQUESTED yellow, COMPLETED green, others grey', () => {
    expect(SICK_STATUSES.map((s) => [s, sickTone(s)])).toEqual([
      ['REQUESTED', 'yellow'], ['PENDING_SICK_LEAVE', 'gray'], ['PROCESSING_SICK_LEAVE', 'gray'], ['COMPLETED', 'green'], ['REJECTED', 'gray'], ['CANCELLED', 'gray'],
    ]);
  });
  it('approve, reject and cancel only while REQUESTED or IN_PROGRESS', () => {
    expect(VACATION_STATUSES.filter(isVacationOpen)).toEqual(['REQUESTED', 'IN_PROGRESS']);
  });
});

describe('changelog entry reasons', () => {
  it('accrual names its period, and the hours worked when present', () => {
    expect(entryReason({ reason: 'ACCRUED', periodStart: '2026-01-01', periodEnd: '2026-01-31' })).toEqual({ key: 'reason.accruedPeriod', values: { from: '2026-01-01', to: '2026-01-31' } });
    expect(entryReason({ reason: 'ACCRUED', periodStart: '2026-01-01', periodEnd: '2026-01-31', workedSeconds: 150.5 * HOUR })).toEqual({
      key: 'reason.accruedWorked', values: { from: '2026-01-01', to: '2026-01-31', hours: 150.5 },
    });
    expect(entryReason({ reason: 'ACCRUED', periodStart: '2026-01-01', periodEnd: '2026-01-31', workedSeconds: 0 }).key).toBe('reason.accruedWorked');
    expect(entryReason({ reason: 'ACCRUED' }).key).toBe('reason.ACCRUED');
  });
  it('year end names the year; the others their reason', () => {
    expect(entryReason({ reason: 'YEAR_END', periodStart: '2025-01-01', periodEnd: '2025-12-31' })).toEqual({ key: 'reason.yearEndOf', values: { year: '2025' } });
    for (const reason of ['USED', 'RESTORED', 'CARRYOVER', 'ADJUSTMENT'] as const) expect(entryReason({ reason })).toEqual({ key: `reason.${reason}`, values: {} });
  });
});

describe('carryover input (spec 000 §5: required, numeric, comma accepted)', () => {
  it('reads a comma or a dot as the decimal separator', () => {
    expect(parseCarryover('12,5')).toEqual({ hours: 12.5 });
    expect(parseCarryover(' 8.25 ')).toEqual({ hours: 8.25 });
    expect(parseCarryover('16')).toEqual({ hours: 16 });
  });
  it('refuses empty, non-numeric and out-of-range amounts', () => {
    expect(parseCarryover('')).toEqual({ problem: 'required' });
    expect(parseCarryover('   ')).toEqual({ problem: 'required' });
    expect(parseCarryover('abc')).toEqual({ problem: 'numeric' });
    expect(parseCarryover('1,2,3')).toEqual({ problem: 'numeric' });
    expect(parseCarryover('-4')).toEqual({ problem: 'numeric' });
    expect(parseCarryover('0')).toEqual({ problem: 'range' });
    expect(parseCarryover('1000,25')).toEqual({ problem: 'range' });
    expect(parseCarryover('1,1')).toEqual({ problem: 'range' });
    expect(parseCarryover('1000')).toEqual({ hours: 1000 });
  });
});

describe('sick-leave request page', () => {
  it('is in DECISION mode once the request has days', () => {
    expect(sickMode({ days: [] })).toBe('VIEW');
    expect(sickMode({ days: [{ date: '2026-06-01', paid: true }] })).toBe('DECISION');
  });
  it('offers each side its actions by status', () => {
    expect(sickActions({ status: 'REQUESTED' }, true)).toEqual({ decide: true, cancel: false, markEnd: false, toggles: false });
    expect(sickActions({ status: 'REQUESTED' }, false)).toEqual({ decide: false, cancel: true, markEnd: false, toggles: false });
    expect(sickActions({ status: 'PENDING_SICK_LEAVE' }, true)).toEqual({ decide: false, cancel: false, markEnd: true, toggles: false });
    expect(sickActions({ status: 'PROCESSING_SICK_LEAVE' }, true)).toEqual({ decide: false, cancel: false, markEnd: false, toggles: true });
    expect(sickActions({ status: 'PROCESSING_SICK_LEAVE' }, false)).toEqual({ decide: false, cancel: false, markEnd: false, toggles: false });
    expect(sickActions({ status: 'COMPLETED' }, true)).toEqual({ decide: false, cancel: false, markEnd: false, toggles: false });
  });
  it('the sick balance alert: sufficient or insufficient for the paid working days', () => {
    // 2026-06-01 is a Monday: Monday to Friday are 5 days, 40 hours.
    expect(sickBalanceAlert({ balanceSeconds: 40 * HOUR, paid: true, startDate: '2026-06-01', endDate: '2026-06-07' })).toBe('enough');
    expect(sickBalanceAlert({ balanceSeconds: 39 * HOUR, paid: true, startDate: '2026-06-01', endDate: '2026-06-05' })).toBe('notEnough');
    expect(sickBalanceAlert({ balanceSeconds: 8 * HOUR, paid: true, startDate: '2026-06-01' })).toBe('enough');
    expect(sickBalanceAlert({ balanceSeconds: 0, paid: false, startDate: '2026-06-01' })).toBeUndefined();
    expect(sickBalanceAlert({ balanceSeconds: 0, paid: true, startDate: '' })).toBeUndefined();
  });
});

describe('leave formats and addresses', () => {
  it('shows days as MM/DD/YYYY in English and DD.MM.YYYY in Russian', () => {
    expect(formatDay('2026-06-01', 'en')).toBe('06/01/2026');
    expect(formatDay('2026-06-01', 'ru')).toBe('01.06.2026');
    expect(formatPeriod('2026-06-01', '2026-06-03', 'en')).toBe('06/01/2026 - 06/03/2026');
    expect(formatPeriod('2026-06-01', '2026-06-01', 'en')).toBe('06/01/2026');
    expect(formatNumber(12.5, 'ru')).toBe('12,5');
  });
  it('keeps only known tabs', () => {
    expect(parseVacationSearch({ tab: 'balance_details' })).toEqual({ tab: 'balance_details' });
    expect(parseVacationSearch({ tab: 'x' })).toEqual({});
    expect(parseSickSearch({ tab: 'requests' })).toEqual({ tab: 'requests' });
    expect(parseSickSearch({})).toEqual({});
  });
  it('today is the device day', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('leave texts', () => {
  const en = locale('en');
  const ru = locale('ru');
  it('English and Russian have the same keys', () => {
    expect(keysOf(ru).sort()).toEqual(keysOf(en).sort());
  });
  it("every status and reason has words, and the spec's empty states are exact", () => {
    const keys = new Set(keysOf(en));
    for (const s of VACATION_STATUSES) expect(keys.has(`vacationStatus.${s}`)).toBe(true);
    for (const s of SICK_STATUSES) expect(keys.has(`sickStatus.${s}`)).toBe(true);
    for (const r of ENTRY_REASONS) expect(keys.has(`reason.${r}`)).toBe(true);
    const sick = en.sick as Record<string, string>;
    expect([sick.recordsEmpty, sick.requestsEmpty, (en.balance as Record<string, string>).empty, en.noContracts]).toEqual([
      'No sick leave records', 'No sick leave requests', 'The balance changelog is empty', 'No contracts',
    ]);
    expect([sick.createRecord, sick.isPaid, sick.deleteTitle, sick.deleteMessage]).toEqual([
      'Create sick leave record', 'Is this sick leave paid?', 'Are your sure want to delete {{target}}?', "This action can't be undone.",
    ]);
  });
});
