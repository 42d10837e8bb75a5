import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lineAmounts } from '../../shared/billing/billing.schema.js';
import {
  addSelectedProblem,
  centsToDollars,
  chooseParty,
  cutText,
  dollarsToCents,
  formatDate,
  formatRate,
  invoiceProblem,
  partyIds,
  maskZip,
  percentToRate,
  periodProblem,
  pickerProblem,
  rateToPercent,
  totalOf,
} from '../../web/src/features/billing/rules.js';

const jane = 'p_01KAZZJANE0000000000000001';
const acme = 'c_01KAZZACME0000000000000001';

describe('billing web rules: money and percent (spec 001 §9)', () => {
  it('sends a typed price as integer cents and shows cents as dollars', () => {
    expect(dollarsToCents(1234.56)).toBe(123456);
    expect(dollarsToCents('0.1')).toBe(10);
    // Floating point never leaks a fraction of a cent.
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents('')).toBeUndefined();
    expect(dollarsToCents(undefined)).toBeUndefined();
    expect(centsToDollars(123456)).toBe(1234.56);
  });

  it('keeps the sales rate as a fraction and shows it x100 with two decimals', () => {
    expect(percentToRate(8.88)).toBe(0.0888);
    expect(percentToRate(99.99)).toBe(0.9999);
    expect(percentToRate('')).toBeUndefined();
    expect(rateToPercent(0.08875)).toBe(8.88);
    expect(rateToPercent(0.0888)).toBe(8.88);
    expect(formatRate(0.04)).toBe('4.00 %');
    expect(formatRate(undefined)).toBe('');
  });

  it('matches the server: a line is quantity x price plus tax when salable', () => {
    const line = lineAmounts({ priceCents: dollarsToCents(120)!, quantity: 2.5, salable: true, salesRate: percentToRate(8.88) });
    expect(line).toEqual({ grossCents: 30000, taxCents: 2664, totalCents: 32664 });
    expect(totalOf([{ totalCents: 32664 }, { totalCents: 1000 }])).toBe(33664);
  });
});

describe('billing web rules: texts and masks', () => {
  it('cuts location and comment at 30 characters', () => {
    expect(cutText('Short')).toEqual({ text: 'Short', cut: false });
    const long = '1234 Very Long Street Name, Suite 500';
    expect(cutText(long)).toEqual({ text: `${long.slice(0, 30)}…`, cut: true });
    expect(cutText(undefined)).toEqual({ text: '', cut: false });
  });

  it('formats invoice dates DD.MM.yyyy and list dates MM.DD.YYYY', () => {
    expect(formatDate('2026-11-05', 'DD.MM.YYYY')).toBe('05.11.2026');
    expect(formatDate('2026-11-05', 'MM.DD.YYYY')).toBe('11.05.2026');
    expect(formatDate(undefined, 'MM.DD.YYYY')).toBe('');
  });

  it('masks ZIP codes as 00000-0000', () => {
    expect(maskZip('1220')).toBe('1220');
    expect(maskZip('12207')).toBe('12207');
    expect(maskZip('122071234')).toBe('12207-1234');
    expect(maskZip('12a20-71x234567')).toBe('12207-1234');
  });
});

describe('billing web rules: the spec messages (001 §5, §8)', () => {
  it('checks an invoice in the spec order: payer, payee, differ, services', () => {
    expect(invoiceProblem({ payerId: undefined, payeeId: jane, serviceLogIds: [] })).toBe('selectPayer');
    expect(invoiceProblem({ payerId: acme, payeeId: undefined, serviceLogIds: [] })).toBe('selectPayee');
    expect(invoiceProblem({ payerId: jane, payeeId: jane, serviceLogIds: ['l1'] })).toBe('samePayeePayer');
    expect(invoiceProblem({ payerId: acme, payeeId: jane, serviceLogIds: [] })).toBe('selectServices');
    expect(invoiceProblem({ payerId: acme, payeeId: jane, serviceLogIds: ['l1'] })).toBeUndefined();
  });

  it('keeps the own profile on one side: choosing it moves it, and the counterparty moves to the other side (spec 001 §4)', () => {
    const client = { id: acme };
    const ownJane = { id: jane };
    // A new invoice: Jane is the payee; choosing a payer puts it on the payer side.
    let sides = chooseParty(jane, { ownSide: 'payee', counterparty: null }, 'payer', client).sides;
    expect(sides).toEqual({ ownSide: 'payee', counterparty: client });
    expect(partyIds(jane, sides)).toEqual({ payeeId: jane, payerId: acme });
    // Jane chosen as payer: she moves there and the client becomes the payee, so they never match.
    sides = chooseParty(jane, sides, 'payer', ownJane).sides;
    expect(sides).toEqual({ ownSide: 'payer', counterparty: client });
    expect(partyIds(jane, sides)).toEqual({ payeeId: acme, payerId: jane });
    // From a new bill (Jane the payer, no payee yet): Jane chosen as payee clears the payer side.
    const fromBill = chooseParty(jane, { ownSide: 'payer', counterparty: null }, 'payee', ownJane).sides;
    expect(fromBill).toEqual({ ownSide: 'payee', counterparty: null });
    expect(partyIds(jane, fromBill)).toEqual({ payeeId: jane, payerId: undefined });
    // A contact chosen on the own profile's side takes it; the own profile moves to the other side.
    expect(chooseParty(jane, { ownSide: 'payee', counterparty: null }, 'payee', client).sides).toEqual({ ownSide: 'payer', counterparty: client });
  });

  it('keeps a draft its payee\'s: moving the own profile off the payee side is refused', () => {
    const current = { ownSide: 'payee' as const, counterparty: { id: acme } };
    expect(chooseParty(jane, current, 'payer', { id: jane }, true)).toEqual({ sides: current, problem: 'samePayeePayer' });
    expect(chooseParty(jane, current, 'payer', { id: 'c_other' }, true).problem).toBeUndefined();
  });

  it('opens the services picker only with a payer (invoice) or a payee (bill)', () => {
    expect(pickerProblem('invoice', undefined)).toBe('selectPayer');
    expect(pickerProblem('bill', undefined)).toBe('selectPayee');
    expect(pickerProblem('invoice', acme)).toBeUndefined();
  });

  it('refuses an empty pick and a period that ends before it starts', () => {
    expect(addSelectedProblem(0, 0)).toBe('createOrSearch');
    expect(addSelectedProblem(3, 0)).toBe('selectServices');
    expect(addSelectedProblem(3, 1)).toBeUndefined();
    expect(periodProblem('2026-11-10', '2026-11-01')).toBe('endAfterStart');
    expect(periodProblem('2026-11-01', '2026-11-01')).toBeUndefined();
    expect(periodProblem(undefined, '2026-11-01')).toBeUndefined();
  });
});

describe('billing texts: the spec wording in English (spec 001 §2, §5, §8)', () => {
  const en = JSON.parse(readFileSync(join(import.meta.dirname, '../../web/src/locales/en/billing.json'), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  const text = (path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], en);

  it.each([
    ['invoices.title', 'Invoices'],
    ['invoices.unpaid', 'ALL UNPAID INVOICES'],
    ['invoices.paid', 'PAID IN LAST 30 DAYS'],
    ['invoices.tabInvoices', 'Your invoices'],
    ['invoices.tabLogs', 'Service logs'],
    ['invoices.start', 'Start create a new invoice'],
    ['invoices.empty', 'No invoices'],
    ['invoices.drafts', 'Draft invoices'],
    ['invoices.deleteDraft', 'Delete draft'],
    ['invoices.continueDraft', 'Continue create invoice'],
    ['bills.title', 'Bills'],
    ['bills.unpaid', 'ALL UNPAID BILLS'],
    ['bills.tabBills', 'Your Bills'],
    ['bills.tabWork', 'Contractor Work'],
    ['bills.start', 'Start create a new bill'],
    ['bills.empty', 'No bills'],
    ['bills.markPaid', 'Paid'],
    ['bills.markVoided', 'Voided'],
    ['logs.provide', 'Provide service'],
    ['logs.assign', 'Assign service'],
    ['logs.empty', 'Service log list is empty'],
    ['logs.edit', 'Edit provided service'],
    ['logs.update', 'Update service log'],
    ['logs.disable', 'Disable'],
    ['logs.view', 'Provided service'],
    ['close', 'Close'],
    ['none', 'None'],
    ['disabledMark', 'D'],
    ['loadMore', 'Load more'],
    ['panel.newInvoice', 'New invoice'],
    ['panel.newBill', 'New Bill'],
    ['panel.draft', 'Draft'],
    ['panel.saveDraft', 'Save draft'],
    ['panel.createInvoice', 'Create invoice'],
    ['panel.createBill', 'Create bill'],
    ['contacts.add', 'Add a contact'],
    ['contacts.create', 'Create new contact'],
    ['services.add', 'Add service'],
    ['services.new', 'New service'],
    ['locations.add', 'Add location'],
    ['locations.create', 'Create location'],
    ['picker.title', 'Provided services'],
    ['picker.filters', 'Filters'],
    ['picker.startDate', 'Start date'],
    ['picker.endDate', 'End date'],
    ['picker.reset', 'Reset filter'],
    ['picker.apply', 'Apply filter'],
    ['picker.found', '{{count}} services found'],
    ['picker.selectAll', 'Select all'],
    ['picker.addSelected', 'Add selected services'],
    ['messages.selectContact', 'Please select a contact'],
    ['messages.selectService', 'Please select a service'],
    ['messages.endAfterStart', 'End date must be after start date'],
    ['messages.selectPayer', 'Please select a payer'],
    ['messages.selectPayee', 'Please select a payee'],
    ['messages.selectServices', 'Please select services'],
    ['messages.samePayeePayer', 'Payee and Payer cannot be the same'],
    ['messages.createOrSearch', 'Please create or search through the filter for services rendered'],
  ])('%s is “%s”', (path, expected) => {
    expect(text(path)).toBe(expected);
  });
});
