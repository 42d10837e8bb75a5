import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZW4AnswersSchema } from '../../shared/documents/forms.schema.js';
import { CHECKBOX_SIDE } from '../../functions/documents/services/forms/pdf-draw.js';
import { AMOUNT_LINES, EXEMPT, PAGE, STEP1, STEP2, STEP4, STEP5, STEP_RIGHT, type TAmountLine } from '../../functions/documents/services/forms/w4-layout.js';
import { formAmount, renderW4, type TW4Options, type TW4Rendition } from '../../functions/documents/services/forms/w4-pdf.js';
import { pdfTextRuns, signatureBoxPoints } from '../support/pdf-text.js';

const LABEL_ASPECT = 3;

const person = { address: '42 Elm Street, Apt. 3', city: 'Springfield', state: 'IL', zipCode: '62704' };
/** (a) Single, no dependents, $25.00 extra each pay period. */
const single = { ...person, firstName: 'Jane', middleInitial: 'Q', lastName: 'Employee', ssn: '123-45-6789', filingStatus: 'SINGLE', extraWithholdingCents: 2_500 };
/** (b) Married filing jointly, two jobs, 2 children and 1 other dependent ($2,200 × 2 + $500 on the 2026 form). */
const family = {
  ...person,
  firstName: 'Maria',
  lastName: 'Delacroix',
  ssn: '987-65-4321',
  filingStatus: 'MARRIED_JOINTLY',
  multipleJobs: true,
  qualifyingChildren: 2,
  otherDependents: 1,
  creditsCents: 490_000,
  otherIncomeCents: 100_000,
  deductionsCents: 300_000,
};
/** (c) Claims exemption: Steps 1 and 5 only. */
const exempt = { ...person, firstName: 'Sam', lastName: 'Student', ssn: '555-12-3456', filingStatus: 'HEAD_OF_HOUSEHOLD', exempt: true };

const EMPLOYER: TW4Options = {
  employerName: 'Sublime Accounting Group',
  employerAddress: '100 Federal Street\nBoston, MA 02110',
  employerEin: '12-3456789',
  firstDateOfEmployment: '2026-03-02',
  timeZone: 'America/New_York',
};

/** A text run on page 1, with `top` measured from the top of the page as the layout is. */
type TItem = { str: string; x: number; top: number; width: number };

/** Page 1's text runs with their positions, read by pdf.js as a viewer would. */
async function textOf(bytes: Uint8Array): Promise<TItem[]> {
  return (await pdfTextRuns(bytes))[0]!.map((i) => ({ str: i.str.trim(), x: i.x, top: PAGE.height - i.y, width: i.width }));
}

const wording = (items: TItem[]) => items.map((i) => i.str).join(' ').replace(/\s+/gu, ' ');

/** The typed X marks inside a box drawn at `x` whose baseline lies between `from` and `to`. */
const marksIn = (items: TItem[], x: number, from: number, to: number) =>
  items.filter((i) => i.str === 'X' && i.x >= x && i.x + i.width <= x + CHECKBOX_SIDE + 0.5 && i.top > from && i.top <= to);

/** Which filing-status boxes hold an X, by the box's baseline. */
const filingMarks = (items: TItem[]) =>
  STEP1.filing.options.filter((o) => marksIn(items, STEP1.filing.boxX, o.baseline - CHECKBOX_SIDE, o.baseline + 0.5).length > 0).map((o) => o.value);

/** What prints in an amount's cell, right of its "$". */
const amountIn = (items: TItem[], line: TAmountLine) =>
  items
    .filter((i) => i.x > line.column.boxLeft + 8 && i.x < line.column.right && i.top > line.top && i.top <= line.bottom)
    .map((i) => i.str)
    .join(' ');
const amounts = (items: TItem[]) => Object.fromEntries(Object.entries(AMOUNT_LINES).map(([no, line]) => [no, amountIn(items, line)]));

describe('renderW4', () => {
  const cases = { single, family, exempt };
  const rendered = {} as Record<keyof typeof cases, { r: TW4Rendition; items: TItem[] }>;
  beforeAll(async () => {
    await Promise.all(
      Object.entries(cases).map(async ([key, answers]) => {
        const r = await renderW4(ZW4AnswersSchema.parse(answers), key === 'single' ? { employerName: EMPLOYER.employerName } : EMPLOYER);
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
      expect(doc.getTitle()).toBe('Form W-4 (2026)');
    }
  });

  it('places the signature box on page 1 inside Step 5, on the signature line and left of the date', () => {
    for (const { r, items } of Object.values(rendered)) {
      const s = r.signature;
      expect(s.pageNumber).toBe(1);
      expect(s.relativeHeight).toBeGreaterThanOrEqual(0.01);
      const box = signatureBoxPoints(s, PAGE, LABEL_ASPECT);
      expect(box.top).toBeGreaterThanOrEqual(STEP5.top);
      expect(box.bottom).toBeLessThanOrEqual(STEP5.bottom);
      expect(box.left).toBeGreaterThan(STEP_RIGHT);
      const penalties = items.find((i) => i.str.startsWith('Under penalties of perjury'))!;
      const caption = items.find((i) => i.str === 'Employee’s signature')!;
      const date = items.find((i) => i.str === 'Date' && i.top > STEP5.top && i.top < STEP5.bottom)!;
      // Below the declaration, just above its caption, and clear of the date.
      expect(box.top).toBeGreaterThan(penalties.top);
      expect(caption.top).toBeGreaterThan(box.bottom);
      expect(caption.top - box.bottom).toBeLessThan(12);
      expect(box.right).toBeLessThan(date.x);
    }
  });

  it('prints the official header, steps, footer and the 2026 Step 3 figures', () => {
    for (const { items } of Object.values(rendered)) {
      const text = wording(items);
      expect(text).toContain('Form W-4');
      // The form's typographic apostrophe (U+2019), as the official PDF has it.
      expect(items.map((i) => i.str)).toContain('Employee’s Withholding Certificate');
      expect(text).not.toContain("Employee's");
      expect(items.map((i) => i.str)).toContain('2026');
      expect(text).toContain('OMB No. 1545-0074');
      expect(text).toContain('Give Form W-4 to your employer.');
      for (const step of ['Step 1:', 'Step 2:', 'Step 3:', 'Step 4:', 'Step 5:', 'Exempt from', 'Employers']) expect(text).toContain(step);
      expect(text).toContain('If your total income will be $200,000 or less ($400,000 or less if married filing jointly):');
      expect(text).toContain('Multiply the number of qualifying children under age 17 by $2,200');
      expect(text).toContain('Multiply the number of other dependents by $500');
      expect(text).toContain('I claim exemption from withholding for 2026');
      expect(text).toContain('Employee’s signature (This form is not valid unless you sign it.)');
      expect(text).toContain('For Privacy Act and Paperwork Reduction Act Notice, see page 4.');
      expect(text).toContain('Cat. No. 10220Q');
      expect(text).toMatch(/\b\d{2}\/\d{2}\/\d{4}\b/u);
    }
  });

  it('prints Step 1: the name, the SSN, the address and an X in the chosen filing status box', () => {
    const a = rendered.single.items;
    const b = rendered.family.items;
    expect(a.map((i) => i.str)).toEqual(expect.arrayContaining(['Jane Q', 'Employee', '123-45-6789', '42 Elm Street, Apt. 3', 'Springfield, IL 62704']));
    expect(b.map((i) => i.str)).toEqual(expect.arrayContaining(['Maria', 'Delacroix', '987-65-4321']));
    expect(filingMarks(a)).toEqual(['SINGLE']);
    expect(filingMarks(b)).toEqual(['MARRIED_JOINTLY']);
    expect(filingMarks(rendered.exempt.items)).toEqual(['HEAD_OF_HOUSEHOLD']);
  });

  it('prints Steps 2–4 as answered, in whole dollars, blank where nothing is entered', () => {
    const twoJobs = (items: TItem[]) => marksIn(items, STEP2.twoJobs.boxX, STEP2.top, STEP2.bottom).length;
    expect(twoJobs(rendered.single.items)).toBe(0);
    expect(amounts(rendered.single.items)).toEqual({ '3a': '', '3b': '', '3': '', '4a': '', '4b': '', '4c': '25' });
    expect(twoJobs(rendered.family.items)).toBe(1);
    expect(amounts(rendered.family.items)).toEqual({ '3a': '4,400', '3b': '500', '3': '4,900', '4a': '1,000', '4b': '3,000', '4c': '' });
  });

  it('claims exemption with the 2026 box and leaves Steps 2–4 empty', () => {
    const exemptBox = (items: TItem[]) => marksIn(items, EXEMPT.boxX, EXEMPT.top, EXEMPT.bottom).length;
    const { items } = rendered.exempt;
    expect(exemptBox(items)).toBe(1);
    expect(exemptBox(rendered.single.items)).toBe(0);
    expect(exemptBox(rendered.family.items)).toBe(0);
    expect(amounts(items)).toEqual({ '3a': '', '3b': '', '3': '', '4a': '', '4b': '', '4c': '' });
    // No mark and no figure anywhere from Step 2 to the end of Step 4 (the form's own captions aside).
    const steps2to4 = items.filter((i) => i.top > STEP2.top && i.top <= STEP4.bottom);
    expect(steps2to4.filter((i) => i.str === 'X')).toEqual([]);
    const lineNumbers = new Set(Object.values(AMOUNT_LINES).map((l) => l.no));
    expect(steps2to4.filter((i) => /^[\d,.]+$/u.test(i.str) && !lineNumbers.has(i.str))).toEqual([]);
  });

  it('fills the employer’s block from the options', () => {
    const text = wording(rendered.family.items);
    for (const value of ['Sublime Accounting Group', '100 Federal Street', 'Boston, MA 02110', '03/02/2026', '12-3456789']) expect(text).toContain(value);
    const nameOnly = wording(rendered.single.items);
    expect(nameOnly).toContain('Sublime Accounting Group');
    expect(nameOnly).not.toContain('12-3456789');
  });

  it('writes amounts as the form does', () => {
    expect(formAmount(440_000)).toBe('4,400');
    expect(formAmount(2_500)).toBe('25');
    expect(formAmount(2_550)).toBe('25.50');
  });
});
