import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { F8822B_MESSAGES as M, ZF8822bAnswersSchema, ZSubmitF8822bRequestSchema, type TF8822bAnswersInput } from '../../shared/documents/form-kinds/f8822b.schema.js';
import { ADDRESSES, BEFORE_YOU_BEGIN, CHECK, FIELDS, FOREIGN, PAGE, SIGN } from '../../functions/documents/services/forms/f8822b-layout.js';
import { renderF8822b, type TF8822bRendition } from '../../functions/documents/services/forms/f8822b-pdf.js';
import { pdfTextRuns, signatureBoxPoints, type TPdfTextRun } from '../support/pdf-text.js';

const LABEL_ASPECT = 3;

/** Everything changes: both mailing addresses, the location and the responsible party. */
const full: TF8822bAnswersInput = {
  taxExempt: true,
  businessReturns: true,
  businessLocation: true,
  businessName: 'Northwind Traders LLC',
  ein: '12-3456789',
  oldMailingAddress: { street: '100 Federal Street', suite: 'Suite 200', city: 'Boston', state: 'MA', zipCode: '02110' },
  newMailingAddress: { street: '1200 Market Street', suite: 'Suite 400', city: 'Philadelphia', state: 'PA', zipCode: '19107-1234' },
  newBusinessLocation: { street: '55 Water Street', city: 'New York', state: 'NY', zipCode: '10041' },
  newResponsiblePartyName: 'Jane Q. Owner',
  newResponsiblePartyTin: '123-45-6789',
  daytimePhone: '(555) 555-0100',
  signerName: 'John Smith',
  signerTitle: 'Managing Member',
};

/** Only the responsible party changes. */
const partyOnly: TF8822bAnswersInput = {
  businessReturns: true,
  businessName: 'Contoso Inc.',
  ein: '98-7654321',
  newResponsiblePartyName: 'Ana Lopez',
  newResponsiblePartyTin: '987-65-4321',
  signerName: 'Ana Lopez',
  signerTitle: 'President',
};

/** The issues a parse reports, as "path: message". */
function issues(input: unknown): string[] {
  const result = ZF8822bAnswersSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('ZF8822bAnswersSchema', () => {
  it('accepts a full change and a change of responsible party alone, with defaults', () => {
    expect(issues(full)).toEqual([]);
    const a = ZF8822bAnswersSchema.parse(partyOnly);
    expect(a).toMatchObject({ taxExempt: false, employeePlanReturns: false, businessLocation: false, daytimePhone: '' });
    expect(a.oldMailingAddress).toBeUndefined();
    expect(ZF8822bAnswersSchema.parse({ ...full, newBusinessLocation: { ...full.newBusinessLocation!, suite: undefined } }).newBusinessLocation?.suite).toBe('');
    expect(ZSubmitF8822bRequestSchema.safeParse({ answers: full }).success).toBe(true);
    expect(ZSubmitF8822bRequestSchema.safeParse({ answers: { ...full, ein: '1' } }).success).toBe(false);
  });

  it('accepts an EIN as the new responsible party’s number, and trims the answers', () => {
    expect(issues({ ...partyOnly, newResponsiblePartyTin: '11-2233445' })).toEqual([]);
    expect(ZF8822bAnswersSchema.parse({ ...partyOnly, businessName: '  Contoso Inc.  ' }).businessName).toBe('Contoso Inc.');
  });

  it('refuses each rule with its message', () => {
    const { oldMailingAddress, newMailingAddress } = full;
    expect(issues({ ...partyOnly, businessReturns: false })).toEqual([`businessReturns: ${M.noBox}`]);
    expect(issues({ ...partyOnly, ein: '123456789' })).toEqual([`ein: ${M.ein}`]);
    expect(M.ein).toBe('Invalid EIN format');
    expect(issues({ ...partyOnly, oldMailingAddress })).toEqual([`newMailingAddress: ${M.newMailing}`]);
    expect(issues({ ...partyOnly, newMailingAddress })).toEqual([`oldMailingAddress: ${M.oldMailing}`]);
    // The same address, written differently (case, punctuation, ZIP+4), is no change.
    const same = { ...oldMailingAddress!, street: '100 FEDERAL STREET.', zipCode: '02110-0001' };
    expect(issues({ ...partyOnly, oldMailingAddress, newMailingAddress: same })).toEqual([`newMailingAddress: ${M.sameMailing}`]);
    expect(issues({ ...partyOnly, businessLocation: true })).toEqual([`newBusinessLocation: ${M.location}`]);
    expect(issues({ ...partyOnly, newBusinessLocation: full.newBusinessLocation })).toEqual([`businessLocation: ${M.locationBox}`]);
    expect(issues({ ...partyOnly, newResponsiblePartyTin: '' })).toEqual([`newResponsiblePartyTin: ${M.partyTin}`]);
    expect(issues({ ...partyOnly, newResponsiblePartyName: ' ' })).toEqual([`newResponsiblePartyName: ${M.partyName}`]);
    expect(issues({ ...partyOnly, newResponsiblePartyTin: '987654321' })).toEqual([`newResponsiblePartyTin: ${M.tin}`]);
    expect(issues({ ...partyOnly, newResponsiblePartyTin: partyOnly.ein })).toEqual([`newResponsiblePartyTin: ${M.partyIsBusiness}`]);
    expect(issues({ ...partyOnly, newResponsiblePartyName: '', newResponsiblePartyTin: '' })).toEqual([`newMailingAddress: ${M.nothing}`]);
    expect(issues({ ...partyOnly, daytimePhone: '555-0100' })).toEqual([`daytimePhone: ${M.phone}`]);
    expect(issues({ ...partyOnly, daytimePhone: 'call me' })).toEqual([`daytimePhone: ${M.phone}`]);
    expect(issues({ ...partyOnly, daytimePhone: '+1 (555) 555-0100' })).toEqual([]);
    expect(issues({ ...partyOnly, signerName: '', signerTitle: ' ' })).toEqual(['signerName: Required', 'signerTitle: Required']);
  });

  it('takes US addresses only, with a clear message for a foreign one', () => {
    const bad = (patch: object) => issues({ ...full, newMailingAddress: { ...full.newMailingAddress!, ...patch } });
    expect(bad({ state: 'ON' })).toEqual([`newMailingAddress.state: ${M.state}`]);
    expect(bad({ zipCode: 'M5V 2T6' })).toEqual([`newMailingAddress.zipCode: ${M.zip}`]);
    expect(bad({ street: '' })).toEqual(['newMailingAddress.street: Required']);
    expect(bad({ city: '' })).toEqual(['newMailingAddress.city: Required']);
  });
});

type TItem = TPdfTextRun;
const find = (items: TItem[], str: string) => {
  const item = items.find((i) => i.str === str);
  expect(item, `"${str}" on page 1`).toBeDefined();
  return item!;
};
/** The runs whose baseline lies inside a box (top-down points). */
const inside = (items: TItem[], top: number, bottom: number, left = 0, right: number = PAGE.width) =>
  items.filter((i) => PAGE.height - i.y > top && PAGE.height - i.y < bottom && i.x >= left && i.x < right);
/** The "X" marks drawn on a baseline. */
const marked = (items: TItem[], baseline: number) => items.some((i) => i.str === 'X' && Math.abs(PAGE.height - i.y - baseline) < 2);

describe('renderF8822b', () => {
  let a: TF8822bRendition;
  let b: TF8822bRendition;
  let aText: TItem[];
  let bText: TItem[];
  beforeAll(async () => {
    const opts = { timeZone: 'America/New_York' };
    [a, b] = await Promise.all([renderF8822b(ZF8822bAnswersSchema.parse(full), opts), renderF8822b(ZF8822bAnswersSchema.parse(partyOnly), opts)]);
    const [aPages, bPages] = await Promise.all([pdfTextRuns(a.bytes), pdfTextRuns(b.bytes)]);
    [aText, bText] = [aPages[0]!, bPages[0]!];
  }, 60_000);

  it('writes one US Letter page with the revision in its metadata', async () => {
    const doc = await PDFDocument.load(a.bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    expect(doc.getTitle()).toBe('Form 8822-B (Rev. December 2019)');
    expect(doc.getAuthor()).toBe('John Smith, Managing Member');
  });

  it('prints the official header, captions, line numbers and footer', () => {
    const strings = aText.map((i) => i.str);
    for (const s of ['Form', '8822-B', '(Rev. December 2019)', 'OMB No. 1545-1163', 'Department of the Treasury', 'Internal Revenue Service']) expect(strings).toContain(s);
    for (const s of ['Change of Address or Responsible Party — Business', 'Check all boxes this change affects:', 'Business name', 'Employer identification number']) expect(strings).toContain(s);
    for (const s of ['New responsible party’s name', 'New responsible party’s SSN, ITIN, or EIN', 'Foreign country name', 'Foreign province/county', 'Foreign postal code']) expect(strings).toContain(s);
    for (const s of ['Sign', 'Here', 'Signature of owner, officer,', 'or representative', 'Date', 'Title', 'Cat. No. 57465B', 'Form 8822-B (Rev. 12-2019)']) expect(strings).toContain(s);
    for (const row of CHECK.rows) expect(strings).toContain(row.label);
    for (const no of ['1', '2', '3', '4a', '4b', '5', '6', '7', '8', '9', '10']) expect(strings, `line ${no}`).toContain(no);
    const text = strings.join(' ');
    expect(text).toContain('Go to www.irs.gov/Form8822B for the latest information.');
    expect(text).toContain('If you are also changing your home address, use Form 8822 to report that change.');
    expect(text).toContain('If you are a tax-exempt organization (see instructions), check here');
    expect(text).toContain('Daytime telephone number of person to contact (optional)');
    expect(strings.some((s) => s.startsWith('Old mailing address (no., street, room or suite no.'))).toBe(true);
    expect(strings.some((s) => s.startsWith('New mailing address (no., street'))).toBe(true);
    expect(strings.some((s) => s.startsWith('New business location (no., street'))).toBe(true);
  });

  it('prints each answer inside its box', () => {
    const { businessName, ein, partyName, partyTin } = FIELDS;
    expect(inside(aText, businessName.top + 10, businessName.bottom, businessName.left, businessName.right).map((i) => i.str)).toContain('Northwind Traders LLC');
    expect(inside(aText, ein.top + 10, ein.bottom, ein.left, ein.right).map((i) => i.str)).toContain('12-3456789');
    const values = (f: { top: number; bottom: number }) => inside(aText, f.top + 20, f.bottom, 50).map((i) => i.str);
    expect(values(ADDRESSES.oldMailingAddress)).toEqual(['100 Federal Street, Suite 200', 'Boston, MA 02110']);
    expect(values(ADDRESSES.newMailingAddress)).toEqual(['1200 Market Street, Suite 400', 'Philadelphia, PA 19107-1234']);
    expect(values(ADDRESSES.newBusinessLocation)).toEqual(['55 Water Street', 'New York, NY 10041']);
    expect(inside(aText, partyName.top + 10, partyName.bottom).map((i) => i.str)).toEqual(['Jane Q. Owner']);
    expect(inside(aText, partyTin.top + 10, partyTin.bottom).map((i) => i.str)).toEqual(['123-45-6789']);
    const row = (items: TItem[], label: string) => items.filter((i) => Math.abs(i.y - find(items, label).y) < 1).map((i) => i.str);
    expect(row(aText, 'Daytime telephone number of person to contact (optional)')).toContain('(555) 555-0100');
    expect(row(aText, 'Title')).toContain('Managing Member');
    expect(row(aText, 'Date').some((s) => /^\d{2}\/\d{2}\/\d{4}$/u.test(s))).toBe(true);
  });

  it('marks only the checked boxes and leaves unanswered lines blank', () => {
    const [line1, line2, line3] = CHECK.rows.map((r) => r.baseline);
    const exempt = BEFORE_YOU_BEGIN.taxExempt.baseline;
    expect([exempt, line1, line2, line3].map((y) => marked(aText, y!))).toEqual([true, true, false, true]);
    expect([exempt, line1, line2, line3].map((y) => marked(bText, y!))).toEqual([false, true, false, false]);
    const captions = new Set<string>(FOREIGN.map((c) => c.caption));
    for (const f of Object.values(ADDRESSES)) expect(inside(bText, f.top + 20, f.foreignBottom, 50).filter((i) => !captions.has(i.str))).toEqual([]);
    expect(inside(bText, FIELDS.partyName.top + 10, FIELDS.partyName.bottom).map((i) => i.str)).toEqual(['Ana Lopez']);
    expect(bText.map((i) => i.str)).not.toContain('(555) 555-0100');
  });

  it('places the signature box in the Sign Here row, right of its label and left of the date', () => {
    for (const [{ signature: s }, items] of [[a, aText], [b, bText]] as const) {
      expect(s.pageNumber).toBe(1);
      const box = signatureBoxPoints(s, PAGE, LABEL_ASPECT);
      expect(box.top).toBeGreaterThanOrEqual(SIGN.top);
      expect(box.bottom).toBeLessThanOrEqual(SIGN.signatureBottom);
      expect((box.top + box.bottom) / 2).toBeGreaterThan((SIGN.top + SIGN.signatureBottom) / 2);
      const label = find(items, 'or representative');
      const first = find(items, 'Signature of owner, officer,');
      const date = find(items, 'Date');
      expect(box.left).toBeGreaterThan(Math.max(label.x + label.width, first.x + first.width) + 4);
      expect(box.right).toBeLessThan(date.x);
      const labelBaseline = PAGE.height - label.y;
      expect(labelBaseline).toBeGreaterThan(box.top);
      expect(labelBaseline).toBeLessThanOrEqual(box.bottom);
    }
  });

  it('fits long values into their boxes', async () => {
    const long = ZF8822bAnswersSchema.parse({
      ...full,
      businessName: 'W'.repeat(120),
      newMailingAddress: { street: `${'1234 Extraordinarily Long Avenue Name '.repeat(3)}`.slice(0, 100), suite: 'Suite 1234567890', city: 'Lake '.repeat(12), state: 'CA', zipCode: '90210-1234' },
      signerTitle: 'Chief Executive Officer and Managing Member of the Board xx',
    });
    const items = (await pdfTextRuns((await renderF8822b(long, {})).bytes))[0]!;
    const name = inside(items, FIELDS.businessName.top + 10, FIELDS.businessName.bottom, 50, FIELDS.businessName.right)[0]!;
    expect(name.str.endsWith('…')).toBe(true);
    expect(name.x + name.width).toBeLessThanOrEqual(FIELDS.businessName.right);
    const f = ADDRESSES.newMailingAddress;
    const lines = inside(items, f.top + 20, f.bottom, 50);
    expect(lines.map((i) => i.str)).toEqual([`${long.newMailingAddress!.street}, Suite 1234567890`, `${long.newMailingAddress!.city}, CA 90210-1234`]);
    for (const l of lines) expect(l.x + l.width).toBeLessThanOrEqual(f.right);
    const title = items.find((i) => i.str === long.signerTitle)!;
    expect(title.x + title.width).toBeLessThanOrEqual(PAGE.width - 36);
  });
});
