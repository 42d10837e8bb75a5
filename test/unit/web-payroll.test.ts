import { describe, expect, it } from 'vitest';
import { decide, type TPrincipal } from '../../shared/core/access.js';
import { PAYROLL_PERMISSION, PAYROLL_RUN_PERMISSION } from '../../shared/payroll/access.js';
import * as R from '../../shared/payroll/payroll.routes.js';
import { parseHundredths, type TPayrollResult } from '../../shared/payroll/payroll.schema.js';
import { csvField, previewCsv } from '../../web/src/features/payroll/csv.js';
import { formatDay, formatEinInput, formatHours, formatPeriod, hundredthsToInput, maskSsn } from '../../web/src/features/payroll/format.js';
import { draftOf, invalidFields, isValidLineValue, LINE_FIELDS, periodProblems, requestLines, togglePeriod, type TLineDraft } from '../../web/src/features/payroll/lines.js';

const zeroLine = Object.fromEntries(LINE_FIELDS.map((f) => [f, 0])) as Record<(typeof LINE_FIELDS)[number], number>;

describe('payroll figures as the screens show them', () => {
  it('shows integer hundredths as editable decimals: hours and cents alike, 0 as empty', () => {
    expect(hundredthsToInput(4025)).toBe('40.25');
    expect(hundredthsToInput(125000)).toBe('1250.00');
    expect(hundredthsToInput(750)).toBe('7.50');
    expect(hundredthsToInput(5)).toBe('0.05');
    expect(hundredthsToInput(8000)).toBe('80.00');
    expect(hundredthsToInput(0)).toBe('');
  });

  it('round-trips every shown value through the server parser', () => {
    for (const n of [1, 5, 99, 100, 4025, 125000, 74400]) expect(parseHundredths(hundredthsToInput(n), 10_000_000)).toBe(n);
  });

  it('formats hours in the language and days as MM/DD/YYYY or DD.MM.YYYY', () => {
    expect(formatHours(17250, 'en')).toBe('172.50');
    expect(formatHours(17250, 'ru')).toBe('172,50');
    expect(formatDay('2026-11-08', 'en')).toBe('11/08/2026');
    expect(formatDay('2026-11-08', 'ru')).toBe('08.11.2026');
    expect(formatDay('not a date', 'en')).toBe('not a date');
    expect(formatPeriod('2026-11-08', '2026-11-21', 'en')).toBe('11/08/2026 – 11/21/2026');
  });

  it('types the EIN as 00-0000000 and shows only the SSN’s last four digits', () => {
    expect(formatEinInput('123456789')).toBe('12-3456789');
    expect(formatEinInput('12-3456789999')).toBe('12-3456789');
    expect(formatEinInput('1')).toBe('1');
    expect(formatEinInput('12')).toBe('12');
    expect(formatEinInput('123')).toBe('12-3');
    expect(formatEinInput('ab12c3')).toBe('12-3');
    expect(maskSsn('6789')).toBe('•••-••-6789');
    expect(maskSsn(undefined)).toBe('—');
  });
});

describe('a run’s lines (spec 000 §3 Payroll line)', () => {
  it('preselects a line unless already paid, with the server’s integers as decimals', () => {
    const d = draftOf({ alreadyPaid: false, line: { ...zeroLine, regularHours: 8000, overtimeHours: 750, bonus: 125000 } });
    expect(d.selected).toBe(true);
    expect(d.values).toMatchObject({ regularHours: '80.00', overtimeHours: '7.50', bonus: '1250.00', paidTips: '' });
    expect(draftOf({ alreadyPaid: true, line: zeroLine }).selected).toBe(false);
  });

  it('puts every closed workweek in the row, and a week taken out or put back sets the week hours to the sums', () => {
    const periods = [
      { start: '2026-11-01', end: '2026-11-07', regularHours: 4000, overtimeHours: 0, holidayHours: 800, closed: true },
      { start: '2026-11-08', end: '2026-11-14', regularHours: 4000, overtimeHours: 750, holidayHours: 0, closed: true },
      { start: '2026-11-15', end: '2026-11-21', regularHours: 3000, overtimeHours: 0, holidayHours: 0, closed: false },
    ];
    const d = draftOf({ alreadyPaid: false, line: { ...zeroLine, regularHours: 8000, overtimeHours: 750, holidayHours: 800, bonus: 5000 }, periods });
    expect(d.periods).toEqual({ '2026-11-01': true, '2026-11-08': true });
    const out = togglePeriod(d, periods, '2026-11-08', false);
    expect(out.values).toMatchObject({ regularHours: '40.00', overtimeHours: '', holidayHours: '8.00', bonus: '50.00' });
    // An open week never adds hours, even when asked to.
    expect(togglePeriod(out, periods, '2026-11-15', true).values).toMatchObject({ regularHours: '40.00', overtimeHours: '' });
    expect(togglePeriod(out, periods, '2026-11-08', true).values).toMatchObject({ regularHours: '80.00', overtimeHours: '7.50', holidayHours: '8.00' });
  });

  it('accepts a comma as the decimal separator and empty as 0; refuses three decimals, text and values over the bound', () => {
    expect(isValidLineValue('overtimeHours', '7,5')).toBe(true);
    expect(isValidLineValue('overtimeHours', ' 7.25 ')).toBe(true);
    expect(isValidLineValue('bonus', '')).toBe(true);
    expect(isValidLineValue('bonus', '1250,50')).toBe(true);
    expect(isValidLineValue('bonus', '12.505')).toBe(false);
    expect(isValidLineValue('bonus', 'ten')).toBe(false);
    expect(isValidLineValue('bonus', '-5')).toBe(false);
    expect(isValidLineValue('regularHours', '744')).toBe(true);
    expect(isValidLineValue('regularHours', '744.01')).toBe(false);
    expect(isValidLineValue('bonus', '1000000')).toBe(true);
    expect(isValidLineValue('bonus', '1000000.01')).toBe(false);
  });

  it('checks only the rows that are paid', () => {
    const bad: TLineDraft = { selected: true, periods: {}, values: { ...draftOf({ alreadyPaid: false, line: zeroLine }).values, bonus: 'x', ptoHours: '1.234' } };
    expect(invalidFields(bad)).toEqual(['ptoHours', 'bonus']);
    expect(invalidFields({ ...bad, selected: false })).toEqual([]);
  });

  it('sends the selected rows in the list’s order, values trimmed and as typed', () => {
    const base = draftOf({ alreadyPaid: false, line: zeroLine });
    const drafts: Record<string, TLineDraft> = {
      b: { selected: true, periods: {}, values: { ...base.values, regularHours: ' 40,5 ' } },
      a: { selected: true, periods: {}, values: { ...base.values, bonus: '100' } },
      c: { selected: false, periods: {}, values: base.values },
    };
    const lines = requestLines(drafts, ['a', 'b', 'c']);
    expect(lines.map((l) => l.employmentId)).toEqual(['a', 'b']);
    expect(lines[0]).toMatchObject({ bonus: '100', regularHours: '' });
    expect(lines[1]).toMatchObject({ regularHours: '40,5' });
  });

  it('requires the pay period start, end and pay date, the end not before the start (spec 000 §5)', () => {
    expect(periodProblems({ payPeriodStart: '', payPeriodEnd: '', payDate: '' })).toEqual({ payPeriodStart: 'required', payPeriodEnd: 'required', payDate: 'required' });
    expect(periodProblems({ payPeriodStart: '2026-11-08', payPeriodEnd: '2026-11-01', payDate: '2026-11-27' })).toEqual({ payPeriodEnd: 'endBeforeStart' });
    expect(periodProblems({ payPeriodStart: '2026-11-08', payPeriodEnd: '2026-11-21', payDate: '2026-11-27' })).toEqual({});
  });
});

describe('the preview’s CSV download', () => {
  it('quotes fields that need it and neutralises formulas, keeping negative numbers', () => {
    expect(csvField('Doe, John')).toBe('"Doe, John"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField(3)).toBe('3');
  });

  it('lists the totals, then each employee’s earnings, taxes and net pay in dollars and hours', () => {
    const result: TPayrollResult = {
      employmentId: 'e1', name: 'Doe, John', payType: 'HOUR_RATE', rateCents: 4500,
      earnings: [
        { kind: 'REGULAR', hours: 8000, rateCents: 4500, amountCents: 360000, ytdCents: 1080000 },
        { kind: 'BONUS', hours: 0, rateCents: 0, amountCents: 5000, ytdCents: 5000 },
      ],
      hours: { regular: 8000, overtime: 0, doubleTime: 0, holiday: 0, pto: 0, sickLeave: 0 },
      totalHours: 8000, taxableTotal: 365000, total: 365000,
      employeeTaxes: [{ kind: 'FEDERAL_INCOME', wagesCents: 365000, amountCents: 40000, ytdCents: 120000 }], totalEmployeeTax: 40000,
      netPay: 325000,
      employerTaxes: [{ kind: 'FUTA', wagesCents: 365000, amountCents: 2190, ytdCents: 4200 }], totalEmployerTax: 2190,
      expenseReimburse: 0, grossYtd: 1085000, netPayYtd: 900000, flags: [],
    };
    const totals = { employees: 1, totalHours: 8000, taxableTotal: 365000, total: 365000, totalEmployeeTax: 40000, netPay: 325000, totalEmployerTax: 2190, expenseReimburse: 0, companyCost: 367190 };
    const csv = previewCsv({ payPeriodStart: '2026-11-08', payPeriodEnd: '2026-11-21', payDate: '2026-11-27', totals, results: [result] }, { text: (k) => `[${k}]` });
    const rows = csv.trimEnd().split('\r\n');
    expect(rows[0]).toBe('[fields.payPeriodStart],2026-11-08');
    expect(rows).toContain('[totals.gross],3650.00');
    expect(rows).toContain('[totals.companyCost],3671.90');
    expect(rows).toContain('"Doe, John",[result.earnings],[earning.REGULAR],80.00,45.00,3600.00,10800.00');
    expect(rows).toContain('"Doe, John",[result.earnings],[earning.BONUS],,,50.00,50.00');
    expect(rows).toContain('"Doe, John",[result.earnings],[result.gross],80.00,,3650.00,10850.00');
    expect(rows).toContain('"Doe, John",[result.employeeTaxes],[employeeTax.FEDERAL_INCOME],,,400.00,1200.00');
    expect(rows).toContain('"Doe, John",[result.employerTaxes],[employerTax.FUTA],,,21.90,42.00');
    expect(rows.at(-1)).toBe('"Doe, John",[result.netPay],[result.netPay],,,3250.00,9000.00');
  });
});

describe('who opens the payroll screens (spec 000 §6)', () => {
  const person = (over: Partial<TPrincipal> = {}): TPrincipal => ({ userId: 'u', email: 'u@example.com', staff: false, roles: [], grants: [], workspaces: [], ...over });
  const company = 'c_01KAZZACME0000000000000001';
  const own = 'p_01KAZZJ0HN0000000000000001';

  it('gates the menus and guards as the routes the screens call: paystubs for a person or company, the rest for the company', () => {
    for (const r of [R.listPaystubsRoute, R.paystubPdfRoute]) expect(r.permission, r.id).toEqual(PAYROLL_PERMISSION);
    const company = [R.getDetailsRoute, R.saveDetailsRoute, R.employmentsRoute, R.runLinesRoute, R.previewRunRoute, R.createRunRoute, R.listRunsRoute, R.getRunRoute, R.voidRunRoute];
    for (const r of company) expect(r.permission, r.id).toEqual(PAYROLL_RUN_PERMISSION);
  });

  it('opens the company’s screens to its owner and to staff with PAYROLL_MANAGER, paystubs to the employee in their own workspace', () => {
    const owner = person({ workspaces: [company, own] });
    const payrollStaff = person({ staff: true, roles: ['PAYROLL_MANAGER'] });
    const otherStaff = person({ staff: true, roles: ['SUPPORT_MANAGER'] });
    expect(decide(PAYROLL_RUN_PERMISSION, owner, company).allowed).toBe(true);
    expect(decide(PAYROLL_RUN_PERMISSION, payrollStaff, company).allowed).toBe(true);
    expect(decide(PAYROLL_RUN_PERMISSION, otherStaff, company).allowed).toBe(false);
    expect(decide(PAYROLL_RUN_PERMISSION, owner, own).allowed).toBe(false);
    expect(decide(PAYROLL_PERMISSION, person({ workspaces: [own] }), own).allowed).toBe(true);
  });
});
