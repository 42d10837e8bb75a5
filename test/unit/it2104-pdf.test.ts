import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { FORM_REVISIONS, ZIt2104AnswersSchema } from '../../shared/documents/forms.schema.js';
import { CHECKBOX_SIDE } from '../../functions/documents/services/forms/pdf-draw.js';
import { ANSWER, COLUMN, EMPLOYER, FILING, LINES, PAGE, RESIDENCY, SIGN, type TLine } from '../../functions/documents/services/forms/it2104-layout.js';
import { dollarsAndCents, renderIt2104, type TIt2104Options, type TIt2104Rendition } from '../../functions/documents/services/forms/it2104-pdf.js';
import { pdfTextRuns, signatureBoxPoints } from '../support/pdf-text.js';

const LABEL_ASPECT = 3;

const home = { address: '250 West 57th Street', apartment: '12B', city: 'New York', state: 'NY', zipCode: '10107' };
/** (a) Single, not in New York City or Yonkers, 1 allowance, $10.00 more for New York State. */
const single = {
  ...home,
  city: 'Albany',
  zipCode: '12207',
  firstName: 'Jane',
  middleInitial: 'Q',
  lastName: 'Employee',
  ssn: '123-45-6789',
  filingStatus: 'SINGLE_OR_HEAD',
  nycResident: false,
  yonkersResident: false,
  nysAllowances: 1,
  nysAdditionalCents: 1_000,
};
/** (b) Married, a New York City resident: 3 and 3 allowances, $20.00 more for the City; a new hire. */
const cityHire = {
  ...home,
  firstName: 'Maria',
  lastName: 'Delacroix',
  ssn: '987-65-4321',
  filingStatus: 'MARRIED',
  nycResident: true,
  yonkersResident: false,
  nysAllowances: 3,
  nycAllowances: 3,
  nycAdditionalCents: 2_000,
};
/** (c) Married at the higher single rate in Yonkers: 15 allowances (box A), $5.50 more for Yonkers. */
const yonkers = {
  ...home,
  city: 'Yonkers',
  zipCode: '10701',
  firstName: 'Sam',
  lastName: 'Rivera',
  ssn: '555-12-3456',
  filingStatus: 'MARRIED_HIGHER_SINGLE',
  nycResident: false,
  yonkersResident: true,
  nysAllowances: 15,
  yonkersAdditionalCents: 550,
};

const EMPLOYER_DATA: TIt2104Options = {
  employerName: 'Sublime Accounting Group',
  employerAddress: '100 Park Avenue\nNew York, NY 10017',
  employerEin: '12-3456789',
  newHire: { firstDateOfEmployment: '2026-03-02' },
  timeZone: 'America/New_York',
};

/** A text run on page 1, with `top` measured from the top of the page as the layout is. */
type TItem = { str: string; x: number; top: number; width: number };

async function textOf(bytes: Uint8Array): Promise<TItem[]> {
  return (await pdfTextRuns(bytes))[0]!.map((i) => ({ str: i.str.trim(), x: i.x, top: PAGE.height - i.y, width: i.width }));
}

const wording = (items: TItem[]) => items.map((i) => i.str).join(' ').replace(/\s+/gu, ' ');

/** Whether the box drawn at `x` on `baseline` holds a typed X. */
const marked = (items: TItem[], x: number, baseline: number) =>
  items.some((i) => i.str === 'X' && i.x >= x && i.x + i.width <= x + CHECKBOX_SIDE + 0.5 && i.top > baseline - CHECKBOX_SIDE && i.top <= baseline + 0.5);

const filingMarks = (items: TItem[]) => FILING.options.filter((o) => marked(items, o.x, o.baseline)).map((o) => o.value);
/** 'Yes', 'No', both or neither, as the boxes of a question read. */
const answerOf = (items: TItem[], baseline: number) =>
  [marked(items, ANSWER.yes.boxX, baseline) ? 'Yes' : '', marked(items, ANSWER.no.boxX, baseline) ? 'No' : ''].filter(Boolean).join('+');

/** What prints in a line's entry box, right of its number. */
const entryOf = (items: TItem[], row: TLine) =>
  items
    .filter((i) => i.x > COLUMN.boxLeft && i.x < COLUMN.right && i.top > row.top && i.top <= row.bottom)
    .map((i) => i.str)
    .join(' ');
const lines = (items: TItem[]) => Object.fromEntries(Object.entries(LINES.rows).map(([no, row]) => [no, entryOf(items, row)]));

describe('renderIt2104', () => {
  const cases = { single, cityHire, yonkers };
  const rendered = {} as Record<keyof typeof cases, { r: TIt2104Rendition; items: TItem[] }>;
  beforeAll(async () => {
    await Promise.all(
      Object.entries(cases).map(async ([key, answers]) => {
        const opts = key === 'cityHire' ? EMPLOYER_DATA : { employerName: EMPLOYER_DATA.employerName, timeZone: 'America/New_York' };
        const r = await renderIt2104(ZIt2104AnswersSchema.parse(answers), opts);
        rendered[key as keyof typeof cases] = { r, items: await textOf(r.bytes) };
      }),
    );
    // The first render loads pdf-lib, fontkit and the fonts, and the first read pdf.js.
  }, 60_000);

  it('writes one US Letter page', async () => {
    for (const { r } of Object.values(rendered)) {
      const doc = await PDFDocument.load(r.bytes);
      expect(doc.getPageCount()).toBe(1);
      expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
      expect(doc.getTitle()).toBe(`Form IT-2104 (${FORM_REVISIONS.IT2104})`);
    }
  });

  it('places the signature box on page 1 in the signature row, under its caption and left of the date', () => {
    for (const { r, items } of Object.values(rendered)) {
      const s = r.signature;
      expect(s.pageNumber).toBe(1);
      expect(s.relativeHeight).toBeGreaterThanOrEqual(0.01);
      const box = signatureBoxPoints(s, PAGE, LABEL_ASPECT);
      expect(box.top).toBeGreaterThanOrEqual(SIGN.top);
      expect(box.bottom).toBeLessThanOrEqual(SIGN.bottom);
      const caption = items.find((i) => i.str === 'Employee’s signature')!;
      const date = items.find((i) => i.str === 'Date' && i.top > SIGN.top && i.top < SIGN.bottom)!;
      const penalty = items.find((i) => i.str.startsWith('Penalty'))!;
      expect(box.top).toBeGreaterThan(penalty.top);
      expect(box.top).toBeGreaterThan(caption.top);
      expect(box.left).toBeGreaterThanOrEqual(caption.x);
      expect(box.right).toBeLessThan(date.x);
    }
  });

  it('prints the official header, questions, lines and employer section', () => {
    for (const { items } of Object.values(rendered)) {
      const text = wording(items);
      const runs = items.map((i) => i.str);
      expect(runs).toContain('Employee’s Withholding Allowance Certificate');
      expect(runs).toContain('IT-2104');
      expect(text).not.toContain("Employee's");
      expect(text).toContain('Department of Taxation and Finance');
      expect(text).toContain('New York State • New York City • Yonkers');
      expect(text).toContain('Are you a resident of New York City (this includes the Bronx, Brooklyn, Manhattan, Queens, and Staten Island)?');
      expect(text).toContain('(from line 19, if using worksheet)');
      expect(text).toContain('Total number of allowances for New York City (from line 31, if using worksheet)');
      expect(text).toContain('Use lines 3, 4, and 5 below to have additional withholding per pay period under special agreement with your employer.');
      expect(text).toContain('I certify that I am entitled to the number of withholding allowances claimed on this certificate.');
      expect(text).toContain('A penalty of $500 may be imposed for any false statement');
      expect(text).toContain('Employer: Keep this certificate with your records.');
      expect(text).toContain('Employee claimed more than 14 exemption allowances for NYS');
      expect(text).toContain('Are dependent health insurance benefits available for this employee?');
      expect(text).toContain(`IT-2104 (${FORM_REVISIONS.IT2104})`);
      expect(text).toMatch(/\b\d{2}\/\d{2}\/\d{4}\b/u);
    }
  });

  it('prints the name, the SSN, the address and an X in the chosen filing status box', () => {
    const a = rendered.single.items.map((i) => i.str);
    expect(a).toEqual(expect.arrayContaining(['Jane Q', 'Employee', '123-45-6789', '250 West 57th Street', '12B', 'Albany', 'NY', '12207']));
    expect(rendered.cityHire.items.map((i) => i.str)).toEqual(expect.arrayContaining(['Maria', 'Delacroix', '987-65-4321']));
    expect(filingMarks(rendered.single.items)).toEqual(['SINGLE_OR_HEAD']);
    expect(filingMarks(rendered.cityHire.items)).toEqual(['MARRIED']);
    expect(filingMarks(rendered.yonkers.items)).toEqual(['MARRIED_HIGHER_SINGLE']);
  });

  it('marks Yes or No for New York City and Yonkers', () => {
    const residence = (items: TItem[]) => [answerOf(items, RESIDENCY.nyc.baseline), answerOf(items, RESIDENCY.yonkers.baseline)];
    expect(residence(rendered.single.items)).toEqual(['No', 'No']);
    expect(residence(rendered.cityHire.items)).toEqual(['Yes', 'No']);
    expect(residence(rendered.yonkers.items)).toEqual(['No', 'Yes']);
  });

  it('prints lines 1–5 in their boxes: allowances as numbers, amounts in dollars and cents, blank when 0', () => {
    expect(lines(rendered.single.items)).toEqual({ '1': '1', '2': '0', '3': '10.00', '4': '', '5': '' });
    expect(lines(rendered.cityHire.items)).toEqual({ '1': '3', '2': '3', '3': '', '4': '20.00', '5': '' });
    expect(lines(rendered.yonkers.items)).toEqual({ '1': '15', '2': '0', '3': '', '4': '', '5': '5.50' });
  });

  it('marks box A over 14 allowances and box B with its date for a new hire, and fills the employer', () => {
    const boxes = (items: TItem[]) => [EMPLOYER.boxA, EMPLOYER.boxB].filter((b) => marked(items, EMPLOYER.boxX, b.baseline)).map((b) => b.letter);
    expect(boxes(rendered.single.items)).toEqual([]);
    expect(boxes(rendered.cityHire.items)).toEqual(['B']);
    expect(boxes(rendered.yonkers.items)).toEqual(['A']);
    // The portal does not know of dependent health insurance: neither box is marked.
    for (const { items } of Object.values(rendered)) expect(answerOf(items, EMPLOYER.health.baseline)).toBe('');
    const hire = wording(rendered.cityHire.items);
    for (const value of ['03-02-2026', 'Sublime Accounting Group', '100 Park Avenue', 'New York, NY 10017', '12-3456789']) expect(hire).toContain(value);
    const nameOnly = wording(rendered.single.items);
    expect(nameOnly).toContain('Sublime Accounting Group');
    expect(nameOnly).not.toContain('12-3456789');
    expect(nameOnly).not.toContain('03-02-2026');
  });

  it('writes amounts in dollars and cents', () => {
    expect(dollarsAndCents(1_000)).toBe('10.00');
    expect(dollarsAndCents(550)).toBe('5.50');
    expect(dollarsAndCents(123_456)).toBe('1,234.56');
  });
});
