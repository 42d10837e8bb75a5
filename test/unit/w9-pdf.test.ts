import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZW9AnswersSchema, type TW9AnswersInput } from '../../shared/documents/forms.schema.js';
import { LINE4, PAGE, SIGN, tinCells } from '../../functions/documents/services/forms/w9-layout.js';
import { renderW9, type TW9Rendition } from '../../functions/documents/services/forms/w9-pdf.js';
import { pdfTextRuns, type TPdfTextRun, signatureBoxPoints } from '../support/pdf-text.js';

const LABEL_ASPECT = 3;
const REQUESTER = { requesterName: 'Sublime Accounting Group', requesterAddress: '100 Federal Street\nBoston, MA 02110' };

const individual: TW9AnswersInput = {
  name: 'Jane Q. Contractor',
  classification: 'INDIVIDUAL',
  address: '42 Elm Street, Apt. 3',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
  tinType: 'SSN',
  tin: '123-45-6789',
};

const sCorpLlc: TW9AnswersInput = {
  name: 'Northwind Holdings LLC',
  businessName: 'Northwind Traders',
  classification: 'LLC',
  llcClassification: 'S',
  exemptPayeeCode: '5',
  fatcaCode: 'C',
  address: '1200 Market Street, Suite 400',
  city: 'Philadelphia',
  state: 'PA',
  zipCode: '19107-1234',
  accountNumbers: 'ACCT-7781',
  tinType: 'EIN',
  tin: '98-7654321',
  subjectToBackupWithholding: true,
};

type TItem = TPdfTextRun;

/** Page 1's text runs with their positions (PDF points, origin bottom-left), read by pdf.js as a viewer would. */
async function textOf(bytes: Uint8Array): Promise<TItem[]> {
  return (await pdfTextRuns(bytes))[0]!;
}

/** Horizontal strokes drawn on page 1 (pdf-lib writes `x y m x y l S` for each line). */
async function horizontalStrokes(bytes: Uint8Array): Promise<{ x1: number; x2: number; y: number }[]> {
  const doc = await PDFDocument.load(bytes);
  const contents = doc.getPage(0).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  const source = streams.map((s) => (s instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(s).decode()).toString('latin1') : '')).join('\n');
  return [...source.matchAll(/(-?[\d.]+) (-?[\d.]+) m\n(-?[\d.]+) (-?[\d.]+) l\nS/gu)]
    .map((m) => ({ x1: Number(m[1]), y1: Number(m[2]), x2: Number(m[3]), y2: Number(m[4]) }))
    .filter((l) => l.y1 === l.y2)
    .map((l) => ({ x1: l.x1, x2: l.x2, y: l.y1 }));
}

/** The digits drawn inside a TIN box's cells, left to right. */
function digitsIn(items: TItem[], kind: 'SSN' | 'EIN'): string {
  return tinCells(kind)
    .map((c) => items.find((i) => /^\d$/u.test(i.str) && i.x >= c.x && i.x < c.x + c.width && i.y > PAGE.height - c.top - c.height && i.y < PAGE.height - c.top)?.str ?? '')
    .join('');
}

const find = (items: TItem[], str: string) => {
  const item = items.find((i) => i.str === str);
  expect(item, `"${str}" on page 1`).toBeDefined();
  return item!;
};

describe('renderW9', () => {
  let a: TW9Rendition;
  let b: TW9Rendition;
  let aText: TItem[];
  let bText: TItem[];
  beforeAll(async () => {
    [a, b] = await Promise.all([renderW9(ZW9AnswersSchema.parse(individual), REQUESTER), renderW9(ZW9AnswersSchema.parse(sCorpLlc), REQUESTER)]);
    [aText, bText] = await Promise.all([textOf(a.bytes), textOf(b.bytes)]);
  }, 60_000);

  it('writes US Letter pages with drawn content', async () => {
    for (const { bytes } of [a, b]) {
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
      for (const page of doc.getPages()) expect(page.getSize()).toEqual({ width: 612, height: 792 });
      expect(doc.getTitle()).toBe('Form W-9 (Rev. March 2024)');
    }
  });

  it('places the signature box on page 1, inside the page, in the lower part of the Sign Here row', () => {
    for (const [{ signature: s }, items] of [[a, aText], [b, bText]] as const) {
      expect(s.pageNumber).toBe(1);
      const box = signatureBoxPoints(s, PAGE, LABEL_ASPECT);
      expect(box.left).toBeGreaterThan(0);
      expect(box.right).toBeLessThan(PAGE.width);
      expect(box.bottom).toBeLessThan(PAGE.height);
      expect(s.relativeHeight).toBeGreaterThanOrEqual(0.01);
      // Inside the row, and its middle below the row's middle.
      expect(box.top).toBeGreaterThanOrEqual(SIGN.top);
      expect(box.bottom).toBeLessThanOrEqual(SIGN.bottom);
      expect((box.top + box.bottom) / 2).toBeGreaterThan((SIGN.top + SIGN.bottom) / 2);
      // Right of "Signature of U.S. person ▶" and left of "Date", level with the label.
      const label = find(items, 'U.S. person');
      const date = find(items, 'Date');
      const labelTop = PAGE.height - label.y;
      expect(box.left).toBeGreaterThan(label.x + label.width);
      expect(box.right).toBeLessThan(date.x);
      expect(labelTop).toBeGreaterThan(box.top);
      expect(labelTop).toBeLessThanOrEqual(box.bottom);
      expect(find(items, 'Sign').y).toBeGreaterThan(PAGE.height - SIGN.bottom);
    }
  });

  it('prints the official header, Part II and the answers', () => {
    for (const [items, name] of [[aText, individual.name], [bText, sCorpLlc.name]] as const) {
      const text = items.map((i) => i.str).join(' ');
      expect(text).toContain('Form W-9');
      expect(text).toContain('Request for Taxpayer');
      expect(text).toContain('Under penalties of perjury');
      expect(text).toContain('Taxpayer Identification Number (TIN)');
      expect(text).toContain(name);
      expect(text).toContain(REQUESTER.requesterName);
      expect(text).toContain('Boston, MA 02110');
      expect(text).toMatch(/\b\d{2}\/\d{2}\/\d{4}\b/u);
    }
    const b1 = bText.map((i) => i.str);
    expect(b1).toContain('Northwind Traders');
    expect(b1).toContain('Philadelphia, PA 19107-1234');
  });

  it('fills only the chosen TIN box', () => {
    expect(digitsIn(aText, 'SSN')).toBe('123456789');
    expect(digitsIn(aText, 'EIN')).toBe('');
    expect(digitsIn(bText, 'EIN')).toBe('987654321');
    expect(digitsIn(bText, 'SSN')).toBe('');
  });

  it('prints the LLC code and the exemption codes beside their captions', () => {
    /** What prints right of a caption, on its baseline. */
    const after = (items: TItem[], caption: string) => {
      const at = find(items, caption);
      return items.filter((i) => Math.abs(i.y - at.y) < 1 && i.x > at.x + at.width).map((i) => i.str);
    };
    const llc = 'LLC. Enter the tax classification (C = C corporation, S = S corporation, P = Partnership)';
    expect(after(bText, llc)).toContain('S');
    expect(after(bText, 'Exempt payee code (if any)')).toEqual(['5']);
    const column = bText.filter((i) => i.x >= LINE4.entryLeft && i.y > PAGE.height - LINE4.bottom && i.y < PAGE.height - LINE4.top);
    expect(column.map((i) => i.str)).toEqual(['5', 'C']);
    // An individual has no codes: the entries stay blank.
    expect(after(aText, llc).filter((s) => /\w/u.test(s))).toEqual([]);
    expect(after(aText, 'Exempt payee code (if any)')).toEqual([]);
  });

  it('crosses out certification item 2 only when backup withholding applies', async () => {
    /** The baselines of item 2's lines, and the struck horizontal lines among them. */
    const item2 = async (rendition: TW9Rendition) => {
      const items = await textOf(rendition.bytes);
      const first = items.find((i) => i.str.startsWith('2. I am not subject to backup withholding'))!;
      const next = find(items, '3. I am a U.S. citizen or other U.S. person (defined below); and');
      const lines = new Set(items.filter((i) => i.y <= first.y && i.y > next.y && i.x < 40).map((i) => i.y));
      const struck = (await horizontalStrokes(rendition.bytes)).filter(
        (l) => l.x2 - l.x1 > 50 && [...lines].some((y) => l.y > y && l.y < y + 4),
      );
      return { lines: lines.size, struck: struck.length };
    };
    const crossed = await item2(b);
    expect(crossed.lines).toBeGreaterThanOrEqual(2);
    expect(crossed.struck).toBe(crossed.lines);
    expect((await item2(a)).struck).toBe(0);
    const notCrossed = await renderW9(ZW9AnswersSchema.parse({ ...sCorpLlc, subjectToBackupWithholding: false }), REQUESTER);
    expect((await item2(notCrossed)).struck).toBe(0);
  });
});
