import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DATE_OUT_OF_RANGE } from '../../shared/core/bounds.js';
import { INVALID_SSN, SSN_FORMAT } from '../../shared/documents/forms.schema.js';
import { isPoBoxOrInCareOf, isUnitedStates, US_TIN_FORMAT, W8BEN_MESSAGES as M } from '../../shared/documents/form-kinds/w8ben.schema.js';
import { ZSubmitW8benRequestSchema, ZW8benAnswersSchema, type TW8benAnswersInput } from '../../shared/documents/form-kinds/w8ben.schema.js';
import { usDate } from '../../functions/documents/services/forms/pdf-draw.js';
import { CERTIFICATION, DO_NOT_USE, EDGE, FIELDS, FOOTER, HEADER, LINE6B, PAGE, SIGN, TREATY, type TField } from '../../functions/documents/services/forms/w8ben-layout.js';
import { formDate, renderW8ben, type TW8benRendition } from '../../functions/documents/services/forms/w8ben-pdf.js';
import { pdfTextRuns, signatureBoxPoints, type TPdfTextRun } from '../support/pdf-text.js';

const LABEL_ASPECT = 3;
const OPTS = { requesterName: 'Sublime Accounting Group', timeZone: 'Europe/Berlin' };

/** A German contractor claiming the treaty's business-profits article with a foreign TIN. */
const german: TW8benAnswersInput = {
  name: '  Hans Müller ',
  citizenshipCountry: 'Germany',
  residenceAddress: 'Hauptstraße 5, Wohnung 3',
  residenceCity: '10115 Berlin',
  residenceCountry: 'Germany',
  foreignTin: '12 345 678 901',
  referenceNumbers: 'VENDOR-2291',
  dateOfBirth: '1985-07-14',
  treatyCountry: 'Germany',
  treatyArticle: 'Article 7(1)',
  treatyRate: '0',
  treatyIncomeType: 'Business profits (services)',
  treatyConditions: 'No permanent establishment in the United States.',
  capacityToSign: true,
};
/** No treaty claim, no FTIN issued (6b), a U.S. mailing address and an ITIN. */
const plain: TW8benAnswersInput = {
  name: 'Ana Souza',
  citizenshipCountry: 'Brazil',
  residenceAddress: 'Rua das Flores 120, apto 31',
  residenceCity: 'São Paulo, SP 01001-000',
  residenceCountry: 'Brazil',
  mailingAddress: '100 Federal Street',
  mailingCity: 'Boston, MA 02110',
  mailingCountry: 'United States',
  usTin: '912-70-1234',
  foreignTinNotRequired: true,
  dateOfBirth: '1990-01-31',
  capacityToSign: true,
};
/** Every text line at its maximum length, in ordinary (not all-capital) words. */
const words = (n: number, seed: string) => `${seed} Konstantinopoulou-Vanderbilt Fernández-Santamaría Wittgenstein `.repeat(9).slice(0, n - 1).trimEnd().padEnd(n - 1, 'x') + 'Z';
const longest: TW8benAnswersInput = {
  ...german,
  name: words(120, 'Maximiliana'),
  citizenshipCountry: words(60, 'Saint Vincent'),
  residenceAddress: words(100, 'Apartment'),
  residenceCity: words(100, 'Ciudad'),
  residenceCountry: words(60, 'Argentina'),
  mailingAddress: words(100, 'Calle'),
  mailingCity: words(100, 'Montevideo'),
  mailingCountry: words(60, 'Uruguay'),
  usTin: '912-70-1234',
  foreignTin: words(40, 'AB'),
  referenceNumbers: words(60, 'REF'),
  treatyCountry: words(60, 'United Kingdom'),
  treatyArticle: words(40, 'Article'),
  treatyRate: '12.5',
  treatyIncomeType: words(60, 'Royalties'),
  treatyConditions: words(240, 'The beneficial owner'),
};

/** The messages of a refused input, by path. */
function refusals(input: Partial<TW8benAnswersInput> & Record<string, unknown>): Record<string, string[]> {
  const result = z.safeParse(ZW8benAnswersSchema, input);
  expect(result.success, 'refused').toBe(false);
  const out: Record<string, string[]> = {};
  for (const i of result.error!.issues) (out[i.path.join('.')] ??= []).push(i.message);
  return out;
}

describe('ZW8benAnswersSchema', () => {
  it('accepts the examples, trims text and defaults the optional lines', () => {
    const a = ZW8benAnswersSchema.parse(german);
    expect(a.name).toBe('Hans Müller');
    expect(a).toMatchObject({ usTin: '', mailingAddress: '', foreignTinNotRequired: false });
    expect(ZW8benAnswersSchema.parse(plain).treatyCountry).toBe('');
    expect(z.safeParse(ZW8benAnswersSchema, longest).success).toBe(true);
    expect(ZSubmitW8benRequestSchema.parse({ answers: german }).answers.foreignTin).toBe('12 345 678 901');
  });

  it('repeats the SSN/ITIN format and message of forms.schema.ts', () => {
    expect(US_TIN_FORMAT.source).toBe(SSN_FORMAT.source);
    expect(M.invalidSsn).toBe(INVALID_SSN);
    expect(refusals({ ...plain, usTin: '912701234' })).toEqual({ usTin: [INVALID_SSN] });
  });

  it('refuses a U.S. citizen or resident (lines 2 and 3) and a U.S. treaty country (line 9)', () => {
    for (const us of ['United States', 'USA', 'U.S.A.', 'US', 'u.s.', 'the United States of America']) expect(isUnitedStates(us), us).toBe(true);
    for (const other of ['Russia', 'Australia', 'United Kingdom', 'Mexico']) expect(isUnitedStates(other), other).toBe(false);
    expect(refusals({ ...german, citizenshipCountry: 'USA' })).toEqual({ citizenshipCountry: [M.usPerson] });
    expect(refusals({ ...german, residenceCountry: 'United States' })).toEqual({ residenceCountry: [M.usPerson] });
    expect(refusals({ ...german, treatyCountry: 'U.S.' })).toEqual({ treatyCountry: [M.usTreatyCountry] });
  });

  it('refuses a P.O. box or in-care-of permanent residence address, but not on line 4', () => {
    for (const box of ['P.O. Box 12', 'PO BOX 5', 'Post Office Box 9', 'c/o Jane Roe, 5 High St', 'In care of Jane Roe', 'Postfach 1234', 'Caixa Postal 77']) {
      expect(isPoBoxOrInCareOf(box), box).toBe(true);
    }
    for (const street of ['Boxhagener Straße 5', 'Rural Route 2, Box 14', 'Pocket Lane 3', 'Postal Road 1', 'Coco Street 2']) expect(isPoBoxOrInCareOf(street), street).toBe(false);
    expect(refusals({ ...german, residenceAddress: 'P.O. Box 12' })).toEqual({ residenceAddress: [M.poBox] });
    expect(refusals({ ...german, residenceCity: 'c/o Hotel Adlon, 10117 Berlin' })).toEqual({ residenceCity: [M.poBox] });
    expect(z.safeParse(ZW8benAnswersSchema, { ...plain, mailingAddress: 'P.O. Box 12' }).success).toBe(true);
  });

  it('asks for the whole mailing address or none of it', () => {
    expect(refusals({ ...german, mailingCity: 'Vienna 1010' })).toEqual({ mailingAddress: [M.mailingIncomplete], mailingCountry: [M.mailingIncomplete] });
  });

  it('asks for a foreign TIN or line 6b unless a U.S. TIN is given, and not both 6a and 6b', () => {
    const none = { ...plain, usTin: '', foreignTinNotRequired: false };
    expect(refusals(none)).toEqual({ foreignTin: [M.tinMissing] });
    expect(z.safeParse(ZW8benAnswersSchema, { ...none, usTin: '912-70-1234' }).success).toBe(true);
    expect(z.safeParse(ZW8benAnswersSchema, { ...none, foreignTinNotRequired: true }).success).toBe(true);
    expect(refusals({ ...german, foreignTinNotRequired: true })).toEqual({ foreignTinNotRequired: [M.tinContradiction] });
    // A treaty claim needs a number: 6b alone does not do.
    expect(refusals({ ...german, foreignTin: '', foreignTinNotRequired: true })).toEqual({ foreignTin: [M.treatyTin] });
  });

  it('takes a real birth date in the past, within the bounds', () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(refusals({ ...german, dateOfBirth: tomorrow })).toEqual({ dateOfBirth: [M.dateOfBirthFuture] });
    expect(refusals({ ...german, dateOfBirth: '1899-12-31' })).toEqual({ dateOfBirth: [DATE_OUT_OF_RANGE] });
    expect(Object.keys(refusals({ ...german, dateOfBirth: '1985-02-30' }))).toEqual(['dateOfBirth']);
    expect(Object.keys(refusals({ ...german, dateOfBirth: '07-14-1985' }))).toEqual(['dateOfBirth']);
  });

  it('ties line 10 to line 9 and asks for its three entries together', () => {
    const noTreaty = { ...plain };
    expect(refusals({ ...noTreaty, treatyRate: '10' })).toEqual({
      treatyCountry: [M.treatyCountryMissing],
      treatyArticle: [M.treatyIncomplete],
      treatyIncomeType: [M.treatyIncomplete],
    });
    expect(refusals({ ...german, treatyIncomeType: '' })).toEqual({ treatyIncomeType: [M.treatyIncomplete] });
    // Line 9 alone is a claim of its own.
    const line9Only = { ...german, treatyArticle: '', treatyRate: '', treatyIncomeType: '', treatyConditions: '' };
    expect(z.safeParse(ZW8benAnswersSchema, line9Only).success).toBe(true);
  });

  it('takes a treaty rate from 0 to below 30 percent with at most two decimals', () => {
    for (const rate of ['0', '5', '12.5', '15.00', '29.99']) expect(z.safeParse(ZW8benAnswersSchema, { ...german, treatyRate: rate }).success, rate).toBe(true);
    for (const rate of ['30', '45', '12.345', '-1', 'ten', '1e1', '.5']) expect(refusals({ ...german, treatyRate: rate }), rate).toEqual({ treatyRate: [M.treatyRate] });
  });

  it('requires the Part III capacity box, line 1 and the bounds of every line', () => {
    expect(refusals({ ...german, capacityToSign: false })).toEqual({ capacityToSign: [M.capacity] });
    expect(refusals({ ...german, name: '   ' })).toEqual({ name: [M.required] });
    expect(Object.keys(refusals({ ...german, name: 'x'.repeat(121), citizenshipCountry: 'x'.repeat(61), treatyConditions: 'x'.repeat(241) }))).toEqual([
      'name',
      'citizenshipCountry',
      'treatyConditions',
    ]);
  });
});

type TItem = TPdfTextRun;
const joined = (items: TItem[]) => items.map((i) => i.str).join(' ').replace(/\s+/gu, ' ');
/** The runs printed in an entry's box below its caption (the value's one or two lines), in order. */
const inBox = (items: TItem[], f: { left: number; right: number; top: number; bottom: number }) =>
  items.filter((i) => i.x >= f.left && i.x < f.right && PAGE.height - i.y > f.top + 9 && PAGE.height - i.y <= f.bottom);
const find = (items: TItem[], str: string) => {
  const item = items.find((i) => i.str === str);
  expect(item, `"${str}" on page 1`).toBeDefined();
  return item!;
};

describe('renderW8ben', () => {
  const renditions: Record<'german' | 'plain' | 'longest', { r: TW8benRendition; items: TItem[]; today: string[] }> = {} as never;
  beforeAll(async () => {
    for (const [key, input] of Object.entries({ german, plain, longest })) {
      const before = usDate(new Date(), OPTS.timeZone).replaceAll('/', '-');
      const r = await renderW8ben(ZW8benAnswersSchema.parse(input), OPTS);
      const today = [before, usDate(new Date(), OPTS.timeZone).replaceAll('/', '-')];
      renditions[key as keyof typeof renditions] = { r, items: (await pdfTextRuns(r.bytes))[0]!, today };
    }
  }, 60_000);

  it('writes one US Letter page titled as the revision, the withholding agent in the keywords', async () => {
    for (const { r } of Object.values(renditions)) {
      const doc = await PDFDocument.load(r.bytes);
      expect(doc.getPageCount()).toBe(1);
      expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
      expect(doc.getTitle()).toBe('Form W-8BEN (Rev. October 2021)');
      expect(doc.getKeywords()).toContain('Withholding agent: Sublime Accounting Group');
    }
    expect(formDate('1985-07-14')).toBe('07-14-1985');
  });

  it('prints the header, the Do NOT use table, every caption, Part III and the footer', () => {
    const text = joined(renditions.german.items);
    const texts = [
      HEADER.formNumber, HEADER.revision, ...HEADER.agency, ...HEADER.title, ...HEADER.directions, HEADER.omb,
      DO_NOT_USE.heading, DO_NOT_USE.instead, ...DO_NOT_USE.rows.flatMap((r) => [r.text, r.form]),
      ...Object.values(FIELDS).map((f: TField) => f.caption.map((c) => c.text).join('').trim()), LINE6B.text,
      ...[...TREATY.line9.items, ...TREATY.line10.items].flatMap((i) => ('text' in i ? [i.text.trim()] : [])), TREATY.explain,
      CERTIFICATION.intro, ...CERTIFICATION.bullets, ...CERTIFICATION.relatesTo, CERTIFICATION.furthermore.map((r) => r.text).join('').trim(),
      SIGN.capacity.text, SIGN.signature.label, SIGN.date.label, SIGN.printName.label, FOOTER.notice, FOOTER.catalogue, FOOTER.form,
    ];
    for (const t of texts) expect(text, t).toContain(t);
  });

  it('prints each answer in its line’s box, dates as MM-DD-YYYY', () => {
    const { items } = renditions.german;
    const value = (f: TField) => joined(inBox(items, f));
    expect(value(FIELDS.name)).toBe('Hans Müller');
    expect(value(FIELDS.citizenshipCountry)).toBe('Germany');
    expect(value(FIELDS.residenceAddress)).toBe('Hauptstraße 5, Wohnung 3');
    expect(value(FIELDS.residenceCity)).toBe('10115 Berlin');
    expect(value(FIELDS.residenceCountry)).toBe('Germany');
    expect(value(FIELDS.foreignTin)).toBe('12 345 678 901');
    expect(value(FIELDS.referenceNumbers)).toBe('VENDOR-2291');
    expect(value(FIELDS.dateOfBirth)).toBe('07-14-1985');
    expect(value(FIELDS.usTin)).toBe('');
    const strs = items.map((i) => i.str);
    for (const v of ['Article 7(1)', '0', 'Business profits (services)', 'No permanent establishment in the United States.']) expect(strs).toContain(v);
    // The date signed, beside the signature, and the printed name of the signer.
    const date = items.find((i) => /^\d{2}-\d{2}-\d{4}$/u.test(i.str) && i.x >= SIGN.date.left)!;
    expect(renditions.german.today).toContain(date.str);
    expect(PAGE.height - date.y).toBeLessThanOrEqual(SIGN.signature.rule);
    expect(items.filter((i) => i.str === 'Hans Müller' && PAGE.height - i.y > SIGN.signature.rule)).toHaveLength(1);

    const other = renditions.plain.items;
    expect(joined(inBox(other, FIELDS.usTin))).toBe('912-70-1234');
    expect(joined(inBox(other, FIELDS.mailingCity))).toBe('Boston, MA 02110');
    expect(joined(inBox(other, FIELDS.mailingCountry))).toBe('United States');
  });

  it('marks line 6b and the capacity box only when answered', () => {
    const marks = (items: TItem[]) => items.filter((i) => i.str === 'X');
    const sixB = (items: TItem[]) => marks(items).filter((i) => i.x > LINE6B.right - 14 && PAGE.height - i.y > LINE6B.top && PAGE.height - i.y < LINE6B.bottom);
    expect(sixB(renditions.plain.items)).toHaveLength(1);
    expect(sixB(renditions.german.items)).toHaveLength(0);
    const capacity = (items: TItem[]) => marks(items).filter((i) => Math.abs(PAGE.height - i.y - SIGN.capacity.baseline) < 2);
    expect(capacity(renditions.german.items)).toHaveLength(1);
  });

  it('places the signature box in the Sign Here row, on the signature line, clear of the date and the labels', () => {
    for (const { r, items } of Object.values(renditions)) {
      expect(r.signature.pageNumber).toBe(1);
      const box = signatureBoxPoints(r.signature, PAGE, LABEL_ASPECT);
      expect(box.top).toBeGreaterThanOrEqual(SIGN.top);
      expect(box.bottom).toBeLessThanOrEqual(SIGN.bottom);
      expect(box.top).toBeGreaterThan(SIGN.capacity.baseline);
      expect(box.bottom).toBeLessThanOrEqual(SIGN.signature.rule);
      expect(r.signature.relativeHeight).toBeGreaterThanOrEqual(0.04);
      const here = find(items, 'Here');
      expect(box.left).toBeGreaterThan(here.x + here.width);
      expect(box.right).toBeLessThan(find(items, SIGN.date.label).x);
      expect(box.right).toBeLessThan(SIGN.signature.right);
      expect(PAGE.height - find(items, SIGN.signature.label).y).toBeGreaterThan(box.bottom);
      // Part III's last line ends above the row.
      const bold = items.find((i) => i.str.includes('submit a new form within 30 days'))!;
      expect(PAGE.height - bold.y).toBeLessThan(SIGN.top - 2);
    }
  });

  it('fits the longest answers in their boxes, whole, without running past the edges', () => {
    const { items } = renditions.longest;
    const input = ZW8benAnswersSchema.parse(longest);
    for (const i of items) {
      expect(i.x, i.str).toBeGreaterThanOrEqual(EDGE.left - 0.5);
      expect(i.x + i.width, i.str).toBeLessThanOrEqual(EDGE.right + 0.5);
    }
    expect(joined(items)).not.toContain('…');
    for (const key of ['name', 'citizenshipCountry', 'residenceAddress', 'residenceCity', 'residenceCountry', 'mailingAddress', 'mailingCity', 'mailingCountry', 'foreignTin', 'referenceNumbers'] as const) {
      const runs = inBox(items, FIELDS[key]);
      expect(joined(runs), key).toBe(input[key]);
      for (const run of runs) expect(run.x + run.width, key).toBeLessThanOrEqual(FIELDS[key].right);
    }
    for (const key of ['treatyCountry', 'treatyArticle', 'treatyIncomeType'] as const) expect(items.map((i) => i.str), key).toContain(input[key]);
    expect(joined(items)).toContain(input.treatyConditions);
  });
});
