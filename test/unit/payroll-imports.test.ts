import { describe, expect, it } from 'vitest';
import { columnOf, headerProblem, holdReason, IMPORT_COLUMNS, median, readImportRow } from '../../shared/payroll/imports.schema.js';

const base = {
  employment_id: 'e1', pay_period_start: '2026-03-02', pay_period_end: '2026-03-15', pay_date: '2026-03-20',
  regular_hours: '80', regular_pay: '2400,00', overtime_hours: '2,5', overtime_pay: '112.50', paid_tips: '50',
  expense_reimbursement: '25', federal_income_tax: '250', social_security_employee: '155.08', medicare_employee: '36.27',
  social_security_employer: '155.08', medicare_employer: '36.27', futa: '6', net_pay: '2096.15',
};

describe('the import layout', () => {
  it('reads a header whatever its case, spaces and dashes, and names what is missing or unknown', () => {
    expect(columnOf(' Pay Period-Start ')).toBe('pay_period_start');
    expect(headerProblem(IMPORT_COLUMNS)).toBeUndefined();
    expect(headerProblem(['Employment ID', 'Pay Period Start', 'pay-period-end', 'PAY DATE', 'Net Pay'])).toBeUndefined();
    expect(headerProblem(['employee', 'amount'])?.reason).toBe('The header lacks employment_id (or ssn_last4 and employee_name), pay_period_start, pay_period_end, pay_date, net_pay');
    expect(headerProblem([...IMPORT_COLUMNS, 'salary'])).toEqual({ code: 'HEADER_UNKNOWN', params: { columns: 'salary' }, reason: 'Unknown columns: salary' });
    expect(headerProblem([...IMPORT_COLUMNS, 'Net pay'])).toEqual({ code: 'HEADER_TWICE', reason: 'A column appears twice' });
  });

  it('reads a row to integer cents and hundredths, with comma decimals, and checks that the paystub adds up', () => {
    const read = readImportRow(7, base);
    if (!('row' in read)) throw new Error(JSON.stringify(read));
    const r = read.row;
    expect(r.earnings).toEqual([
      { kind: 'REGULAR', hours: 8000, amountCents: 240_000 },
      { kind: 'OVERTIME', hours: 250, amountCents: 11_250 },
      { kind: 'PAID_TIPS', hours: 0, amountCents: 5_000 },
    ]);
    // gross 2562.50 − paid tips 50 − taxes 441.35 + reimbursement 25 = 2096.15
    expect(r).toMatchObject({ gross: 256_250, totalEmployeeTax: 44_135, totalEmployerTax: 19_735, expenseReimburse: 2_500, netPay: 209_615 });
  });

  it('rejects a row with the column and a reason staff can act on', () => {
    const reject = (cells: Record<string, string>) => ('rejection' in readImportRow(3, cells) ? (readImportRow(3, cells) as { rejection: { column?: string; reason: string } }).rejection : undefined);
    expect(reject({ ...base, net_pay: '2096.16' })).toEqual({
      rowNumber: 3, column: 'net_pay', code: 'NET_MISMATCH', params: { expectedCents: 209_615 },
      reason: "The net pay does not add up: gross less paid tips and the employee's taxes, plus reimbursement, is 2096.15",
    });
    expect(reject({ ...base, pay_date: '2026-02-30' })).toMatchObject({ column: 'pay_date' });
    expect(reject({ ...base, pay_period_end: '2026-03-01' })).toMatchObject({ column: 'pay_period_end', code: 'END_BEFORE_START', reason: 'End date must be after start date' });
    expect(reject({ ...base, pay_date: '2026-03-01' })).toMatchObject({ column: 'pay_date' });
    expect(reject({ ...base, bonus: '1e5' })).toMatchObject({ column: 'bonus' });
    expect(reject({ ...base, regular_hours: '745' })).toMatchObject({ column: 'regular_hours' });
    expect(reject({ ...base, employment_id: '' })).toMatchObject({ column: 'ssn_last4' });
    expect(reject({ ...base, employment_id: '', ssn_last4: '1234' })).toMatchObject({ column: 'employee_name' });
    expect(reject({ ...base, pay_type: 'SALARY' })).toMatchObject({ column: 'pay_type' });
    expect(reject({ ...base, gross_ytd: '100' })).toMatchObject({ column: 'gross_ytd' });
  });

  it('accepts a negative net that adds up (it is held, not rejected)', () => {
    const cells = { employment_id: 'e1', pay_period_start: '2026-03-02', pay_period_end: '2026-03-15', pay_date: '2026-03-20', regular_pay: '10', federal_income_tax: '20', net_pay: '-10' };
    const read = readImportRow(2, cells);
    expect('row' in read && read.row.netPay).toBe(-1_000);
  });
});

describe('the anomaly hold', () => {
  const h = (gross: number, netPay: number) => ({ gross, netPay });
  it('takes the median of the last six, and holds past the share either way', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(3); // (2 + 3) / 2 rounded half up
    const history = [h(1000, 800), h(1000, 800), h(1100, 880), h(900, 720), h(1000, 800), h(1000, 800), h(99_999, 1)];
    expect(holdReason(h(1400, 1120), history, 40)).toBeUndefined();
    expect(holdReason(h(1401, 1120), history, 40)).toEqual({
      code: 'GROSS_OFF_MEDIAN', params: { count: 6, medianCents: 1000, share: 40 }, reason: 'The gross differs from the median of the last 6 (10.00) by more than 40%',
    });
    expect(holdReason(h(599, 800), history, 40)?.code).toBe('GROSS_OFF_MEDIAN');
    expect(holdReason(h(1000, 1200), history, 40)?.reason).toMatch(/^The net pay differs/u);
    expect(holdReason(h(1000, -1), [], 40)).toEqual({ code: 'NET_NEGATIVE', reason: 'The net pay is negative' });
    expect(holdReason(h(1_000_000, 900_000), [], 40)).toBeUndefined();
  });
});
