import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  I9_LIST_A,
  I9_LIST_B,
  I9_LIST_C,
  I9_MESSAGES,
  ZI9Section1EVerifySchema,
  ZI9Section1Schema,
  ZI9Section2Schema,
  type TI9Section1Input,
  type TI9Section2Input,
} from '../../shared/documents/form-kinds/i9.schema.js';
import type { TStoredSignable } from '../../functions/documents/data/documents.entities.js';
import { ATTESTATION, CERTIFICATION, DOCUMENTS, EMPLOYER, IDENTITY, PAGE, SIGN1, type TCell } from '../../functions/documents/services/forms/i9-layout.js';
import { renderI9Section1, renderI9Section2, type TI9Rendition } from '../../functions/documents/services/forms/i9-pdf.js';
import { buildSignedPdf } from '../../functions/documents/services/signed-pdf.js';
import { pdfTextRuns, signatureBoxPoints, type TPdfTextRun } from '../support/pdf-text.js';

const LABEL_ASPECT = 3;
const person = { lastName: 'Rivera-Santos', firstName: 'María', address: '42 Elm Street', city: 'Springfield', state: 'IL', zipCode: '62704', dateOfBirth: '1990-05-01' } as const;
const citizen: TI9Section1Input = { ...person, middleInitial: 'L', apartment: '3B', ssn: '123-45-6789', email: 'maria@example.com', phone: '(217) 555-0100', attestation: 'CITIZEN' };
const resident: TI9Section1Input = { ...person, attestation: 'PERMANENT_RESIDENT', aNumber: 'a-123 456 789' };
const authorized: TI9Section1Input = { ...person, attestation: 'AUTHORIZED_TO_WORK', authorizedUntil: '2027-08-31', i94Number: '12345678a12' };
const employer = {
  firstDayOfEmployment: '2026-01-05',
  employerLastName: 'Smith',
  employerFirstName: 'Ann',
  employerTitle: 'HR Manager',
  businessName: 'Sublime Accounting Group',
  businessAddress: '100 Federal Street',
  businessCity: 'Boston',
  businessState: 'MA',
  businessZipCode: '02110',
} as const;
const doc = (code: string, issuingAuthority: string, documentNumber = '', expirationDate = 'N/A') => ({ code, issuingAuthority, documentNumber, expirationDate });
const studentA: TI9Section2Input = {
  ...employer,
  listA: [doc('FOREIGN_PASSPORT_WITH_I94', 'Mexico', 'G12345678', '2030-01-01'), doc('FORM_I94', 'CBP', '12345678A12', '2027-08-31'), doc('FORM_I20', 'University of Illinois')],
  additionalInformation: 'STEM OPT extension',
  alternativeProcedure: true,
} as TI9Section2Input;
const listsBC: TI9Section2Input = { ...employer, listB: doc('DRIVERS_LICENSE_OR_STATE_ID', 'Illinois', 'D1234567', '2029-05-01'), listC: doc('SOCIAL_SECURITY_CARD', 'SSA', '123-45-6789') } as TI9Section2Input;

/** The issues of a refused parse, as [path, message]. */
const issuesOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => [i.path.join('.'), i.message]);

describe('Form I-9 Section 1 answers', () => {
  it('accepts each attestation with what its box asks for', () => {
    expect(ZI9Section1Schema.parse(citizen).attestation).toBe('CITIZEN');
    expect(ZI9Section1Schema.parse({ ...person, attestation: 'NONCITIZEN_NATIONAL' }).ssn).toBe('');
    expect(ZI9Section1Schema.parse(resident).aNumber).toBe('A123456789');
    expect(ZI9Section1Schema.parse(authorized).i94Number).toBe('12345678A12');
    expect(ZI9Section1Schema.safeParse({ ...person, attestation: 'AUTHORIZED_TO_WORK', authorizedUntil: 'N/A', aNumber: '1234567' }).success).toBe(true);
    expect(ZI9Section1Schema.safeParse({ ...person, attestation: 'AUTHORIZED_TO_WORK', authorizedUntil: 'N/A', passportNumber: 'x12 345', passportCountry: 'France' }).success).toBe(true);
  });

  it.each([
    [{ ...citizen, ssn: '123456789' }, 'ssn', I9_MESSAGES.ssn],
    [{ ...citizen, dateOfBirth: '2099-01-01' }, 'dateOfBirth', I9_MESSAGES.birthInPast],
    [{ ...resident, aNumber: '' }, 'aNumber', I9_MESSAGES.permanentResidentNumber],
    [{ ...resident, aNumber: 'A12345' }, 'aNumber', I9_MESSAGES.aNumber],
    [{ ...citizen, aNumber: '1234567' }, 'aNumber', I9_MESSAGES.onlyNoncitizens],
    [{ ...resident, i94Number: '12345678901' }, 'i94Number', I9_MESSAGES.onlyAuthorized],
    [{ ...citizen, authorizedUntil: 'N/A' }, 'authorizedUntil', I9_MESSAGES.onlyAuthorized],
    [{ ...authorized, authorizedUntil: undefined }, 'authorizedUntil', I9_MESSAGES.authorizedUntil],
    [{ ...authorized, i94Number: '' }, 'aNumber', I9_MESSAGES.oneOfThese],
    [{ ...authorized, aNumber: '1234567' }, 'i94Number', I9_MESSAGES.onlyOneOfThese],
    [{ ...authorized, i94Number: '1234' }, 'i94Number', I9_MESSAGES.i94],
    [{ ...authorized, i94Number: '', passportNumber: 'X1234567' }, 'passportCountry', I9_MESSAGES.passportCountry],
    [{ ...authorized, i94Number: '', passportCountry: 'France' }, 'passportNumber', I9_MESSAGES.passportNumber],
    [{ ...citizen, zipCode: '1234' }, 'zipCode', I9_MESSAGES.zip],
    [{ ...citizen, phone: 'call me' }, 'phone', I9_MESSAGES.phone],
  ])('refuses %# with its message', (input, path, message) => {
    expect(issuesOf(ZI9Section1Schema.safeParse(input))).toContainEqual([path, message]);
  });

  it('requires the Social Security number only of an E-Verify employer’s employee', () => {
    expect(issuesOf(ZI9Section1EVerifySchema.safeParse(resident))).toEqual([['ssn', I9_MESSAGES.ssnForEVerify]]);
    expect(ZI9Section1EVerifySchema.safeParse(citizen).success).toBe(true);
  });
});

describe('Form I-9 Section 2 answers and the lists', () => {
  it('holds the lists with stable codes and the form’s titles', () => {
    for (const list of [I9_LIST_A, I9_LIST_B, I9_LIST_C]) {
      const codes = list.map((d) => d.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const d of list) expect(d.code).toMatch(/^[A-Z0-9]+(_[A-Z0-9]+)*$/u);
    }
    expect(I9_LIST_A[0]!.title).toBe('U.S. Passport or U.S. Passport Card');
    expect(I9_LIST_B.find((d) => d.item === '1' && !d.receipt)!.title).toContain('date of birth, sex, height');
    expect(I9_LIST_C[0]!.title).toContain('unless the card includes one of the following restrictions');
  });

  it('accepts List A (one document or a combination) or one List B and one List C document', () => {
    expect(ZI9Section2Schema.parse(studentA).listA).toHaveLength(3);
    expect(ZI9Section2Schema.parse({ ...employer, listA: [doc('US_PASSPORT', 'U.S. Department of State', '123456789', '2031-02-03')] }).listA).toHaveLength(1);
    expect(ZI9Section2Schema.parse(listsBC).listC?.code).toBe('SOCIAL_SECURITY_CARD');
  });

  it.each([
    [{ ...studentA, listB: listsBC.listB }, 'listB', I9_MESSAGES.listsBoth],
    [{ ...employer }, 'listA', I9_MESSAGES.listsNone],
    [{ ...employer, listC: listsBC.listC }, 'listB', I9_MESSAGES.listBMissing],
    [{ ...employer, listB: listsBC.listB }, 'listC', I9_MESSAGES.listCMissing],
    [{ ...employer, listA: [doc('FORM_I94', 'CBP')] }, 'listA.0.code', I9_MESSAGES.listAFirst],
    [{ ...employer, listA: [doc('US_PASSPORT', 'DOS'), doc('FORM_I94', 'CBP')] }, 'listA.1', I9_MESSAGES.listAAlone],
    [{ ...employer, listA: [doc('FOREIGN_PASSPORT_WITH_I94', 'Mexico'), doc('MRIV', 'DOS')] }, 'listA.1.code', I9_MESSAGES.listAPart],
    [{ ...employer, listA: [doc('FSM_RMI_PASSPORT_WITH_I94', 'FSM')] }, 'listA.1', `${I9_MESSAGES.listAPartMissing}: Form I-94 or Form I-94A`],
    [{ ...employer, listB: doc('SOCIAL_SECURITY_CARD', 'SSA'), listC: listsBC.listC }, 'listB.code', 'Not a List B document'],
    [{ ...employer, listB: listsBC.listB, listC: doc('EMPLOYMENT_AUTHORIZATION_DOCUMENT', 'USCIS') }, 'listC.code', 'Not a List C document'],
    [{ ...studentA, listA: [...studentA.listA!, doc('FORM_DS2019', 'DOS')] }, 'listA', 'At most three List A documents'],
    [{ ...studentA, employerTitle: '' }, 'employerTitle', 'Required'],
  ])('refuses %# with its message', (input, path, message) => {
    expect(issuesOf(ZI9Section2Schema.safeParse(input))).toContainEqual([path, message]);
  });
});

/** Every content stream of a page, decoded. */
async function contentOf(bytes: Uint8Array, pageIndex: number): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const contents = pdf.getPage(pageIndex).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
  return streams.map((s) => (s instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(s).decode()).toString('latin1') : ''));
}

type TRect = Pick<TCell, 'left' | 'right' | 'top' | 'bottom'>;
/** The runs that lie in a rectangle (layout coordinates from the top; the runs' from the bottom). */
const runsIn = (items: TPdfTextRun[], c: TRect) =>
  items.filter((i) => i.x >= c.left && i.x + i.width <= c.right + 0.5 && i.y >= PAGE.height - c.bottom && i.y <= PAGE.height - c.top);
/** Whether a run with this text lies in a cell. */
const inCell = (items: TPdfTextRun[], str: string, c: TRect) => runsIn(items, c).some((i) => i.str === str);
const listCell = (list: 'A' | 'B' | 'C', row: number) => ({
  ...DOCUMENTS.columns[list],
  top: DOCUMENTS.headerBottom + row * DOCUMENTS.rowHeight,
  bottom: DOCUMENTS.headerBottom + (row + 1) * DOCUMENTS.rowHeight,
});
const US_DAY = /^\d{2}\/\d{2}\/\d{4}$/u;

describe('renderI9Section1 and renderI9Section2', () => {
  let stage1: TI9Rendition;
  let signed: Uint8Array;
  let stage2: TI9Rendition;
  let s1Runs: TPdfTextRun[][];
  let signedRuns: TPdfTextRun[][];
  let s2Runs: TPdfTextRun[][];
  beforeAll(async () => {
    stage1 = await renderI9Section1(ZI9Section1Schema.parse({ ...authorized, middleInitial: 'L', ssn: '123-45-6789' }), { timeZone: 'America/Chicago' });
    // The engine's signed file: the signature drawn in the employee's box, then the certificate page.
    const at = '2026-01-02T15:00:00.000Z';
    const label = { id: 'sig', type: 'SIGNATURE', requirement: 'REQUIRED', signerId: 'filler', ...stage1.signature };
    const signable = { id: 'doc1', title: 'Form I-9, Section 1', senderName: 'Sublime', originalSha256: 'x', pages: [{}, {}], labels: [label], signers: [] };
    const values = [{ labelId: 'sig', kind: 'SIGNATURE' as const, strokes: [[0.1, 0.6, 0.5, 0.2, 0.9, 0.7]] }];
    signed = (await buildSignedPdf({ original: stage1.bytes, doc: signable as unknown as TStoredSignable, values, completedAt: { at, ip: '', userAgent: '', timeZone: 'UTC' } })).bytes;
    stage2 = await renderI9Section2(signed, ZI9Section2Schema.parse(studentA), { timeZone: 'America/New_York' });
    [s1Runs, signedRuns, s2Runs] = await Promise.all([pdfTextRuns(stage1.bytes), pdfTextRuns(signed), pdfTextRuns(stage2.bytes)]);
  }, 60_000);

  it('writes page 1 and the lists page, US Letter', async () => {
    for (const bytes of [stage1.bytes, stage2.bytes]) {
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBe(2);
      for (const page of pdf.getPages()) expect(page.getSize()).toEqual({ width: 612, height: 792 });
      expect(pdf.getTitle()).toBe('Form I-9 (Edition 01/20/25)');
    }
    expect((await PDFDocument.load(signed)).getPageCount()).toBe(3);
  });

  it('prints the official header and Section 1’s answers in their cells, Section 2 empty', () => {
    const page1 = s1Runs[0]!;
    const text = page1.map((i) => i.str).join(' ');
    for (const s of ['Employment Eligibility Verification', 'OMB No. 1615-0047', 'Expires 05/31/2027', 'START HERE:', 'ANTI-DISCRIMINATION NOTICE:', 'Form I-9 Edition 01/20/25']) {
      expect(text).toContain(s);
    }
    expect(text).toContain('4. An alien authorized to work until (exp. date, if any)');
    expect(text).toContain('I am aware that federal law provides');
    expect(inCell(page1, 'Rivera-Santos', IDENTITY.lastName)).toBe(true);
    expect(inCell(page1, 'María', IDENTITY.firstName)).toBe(true);
    expect(inCell(page1, '05/01/1990', IDENTITY.dateOfBirth)).toBe(true);
    expect(inCell(page1, '123-45-6789', IDENTITY.ssn)).toBe(true);
    expect(inCell(page1, 'Springfield', IDENTITY.city)).toBe(true);
    // Box 4 checked (a typed X on its line), its date after the label, the I-94 number in its cell.
    const box4 = ATTESTATION.boxes[3];
    expect(page1.some((i) => i.str === 'X' && Math.abs(i.y - (PAGE.height - box4.baseline)) < 2)).toBe(true);
    expect(page1.filter((i) => i.str === 'X')).toHaveLength(1);
    expect(page1.some((i) => i.str === '08/31/2027' && Math.abs(i.y - (PAGE.height - box4.baseline)) < 1)).toBe(true);
    const i94 = ATTESTATION.numbers.cells[1];
    expect(inCell(page1, '12345678A12', { ...i94, top: ATTESTATION.numbers.top, bottom: ATTESTATION.numbers.bottom })).toBe(true);
    expect(page1.some((i) => US_DAY.test(i.str) && inCell(page1, i.str, SIGN1.date))).toBe(true);
    expect(inCell(page1, 'Rivera-Santos', IDENTITY.firstName)).toBe(false);
    // Section 2's entries are empty: nothing in the document table's columns or the employer's cells.
    expect(runsIn(page1, { ...DOCUMENTS.columns.A, top: DOCUMENTS.headerBottom, bottom: DOCUMENTS.headerBottom + 12 * DOCUMENTS.rowHeight })).toEqual([]);
    expect(runsIn(page1, { left: DOCUMENTS.columns.B.left, right: DOCUMENTS.columns.C.right, top: DOCUMENTS.headerBottom, bottom: DOCUMENTS.headerBottom + 4 * DOCUMENTS.rowHeight })).toEqual([]);
    for (const c of [EMPLOYER.name, EMPLOYER.sign.date, EMPLOYER.business, EMPLOYER.businessAddress]) expect(runsIn(page1, c).map((i) => i.str).join(' ')).toBe(c.caption);
  });

  it('prints the Lists of Acceptable Documents on page 2', () => {
    const text = s1Runs[1]!.map((i) => i.str).join(' ').replace(/\s+/gu, ' ');
    for (const s of ['LISTS OF ACCEPTABLE DOCUMENTS', 'LIST A', 'LIST B', 'LIST C', 'Acceptable Receipts', 'Form I-9 Edition 01/20/25']) expect(text).toContain(s);
    for (const d of [...I9_LIST_A, ...I9_LIST_B, ...I9_LIST_C]) expect(text).toContain(d.title);
  });

  it('keeps the employee’s signed pages as they were and adds Section 2’s answers', async () => {
    // Every run of the signed pages is still there, where it was; the certificate page is gone.
    for (const [n, runs] of signedRuns.slice(0, 2).entries()) {
      for (const run of runs) expect(s2Runs[n]).toContainEqual(run);
    }
    expect(s2Runs.flat().some((i) => i.str.includes('Certificate of completion'))).toBe(false);
    // The signed page's content (the signature's strokes too) is carried over byte for byte.
    const before = (await contentOf(signed, 0)).join('\n');
    const after = (await contentOf(stage2.bytes, 0)).join('\n');
    expect(before).toContain('0.05 0.1 0.35 RG');
    expect(after).toContain(before.trim());
    const page1 = s2Runs[0]!;
    expect(inCell(page1, 'Foreign Passport', listCell('A', 0))).toBe(true);
    expect(inCell(page1, 'Mexico', listCell('A', 1))).toBe(true);
    expect(inCell(page1, '01/01/2030', listCell('A', 3))).toBe(true);
    expect(inCell(page1, 'Form I-94/I-94A', listCell('A', 4))).toBe(true);
    expect(inCell(page1, 'N/A', listCell('A', 11))).toBe(true);
    expect(inCell(page1, '01/05/2026', CERTIFICATION.firstDay)).toBe(true);
    expect(inCell(page1, 'Smith, Ann, HR Manager', EMPLOYER.name)).toBe(true);
    expect(inCell(page1, 'Sublime Accounting Group', EMPLOYER.business)).toBe(true);
    expect(inCell(page1, '100 Federal Street, Boston, MA 02110', EMPLOYER.businessAddress)).toBe(true);
    expect(page1.some((i) => US_DAY.test(i.str) && inCell(page1, i.str, EMPLOYER.sign.date))).toBe(true);
    expect(page1.some((i) => i.str === 'STEM OPT extension')).toBe(true);
    expect(page1.filter((i) => i.str === 'X')).toHaveLength(2);
  });

  it('fills Lists B and C side by side, and the longest additional information in its box', async () => {
    const note = 'Receipt for a replacement List B document presented; the employee will present the driver’s license by March 1. '.repeat(4).slice(0, 400).trim();
    const page1 = (await pdfTextRuns((await renderI9Section2(signed, ZI9Section2Schema.parse({ ...listsBC, additionalInformation: note }), {})).bytes))[0]!;
    const box = { left: DOCUMENTS.columns.B.left, right: DOCUMENTS.columns.C.right, top: DOCUMENTS.headerBottom + 4 * DOCUMENTS.rowHeight, bottom: DOCUMENTS.headerBottom + 12 * DOCUMENTS.rowHeight };
    const inBox = runsIn(page1, box).map((i) => i.str);
    expect(inBox.slice(0, 2)).toEqual([DOCUMENTS.additional.caption, DOCUMENTS.alternative]);
    expect(inBox.slice(2).join(' ')).toBe(note);
    expect(inCell(page1, 'Driver’s license or State ID card', listCell('B', 0))).toBe(true);
    expect(inCell(page1, 'Illinois', listCell('B', 1))).toBe(true);
    expect(inCell(page1, 'Social Security card', listCell('C', 0))).toBe(true);
    expect(inCell(page1, 'SSA', listCell('C', 1))).toBe(true);
    expect(runsIn(page1, { ...DOCUMENTS.columns.A, top: DOCUMENTS.headerBottom, bottom: DOCUMENTS.headerBottom + 12 * DOCUMENTS.rowHeight })).toEqual([]);
  });

  it('puts each signature box in its row on page 1, below its caption and left of the date', () => {
    const rows = [
      [stage1, SIGN1, s1Runs[0]!, 'Signature of Employee'],
      [stage2, EMPLOYER.sign, s2Runs[0]!, 'Signature of Employer or Authorized Representative'],
    ] as const;
    for (const [{ signature: s }, row, runs, caption] of rows) {
      expect(s.pageNumber).toBe(1);
      const box = signatureBoxPoints(s, PAGE, LABEL_ASPECT);
      expect(box.left).toBeGreaterThanOrEqual(row.signature.left);
      expect(box.right).toBeLessThanOrEqual(row.date.left);
      expect(box.top).toBeGreaterThanOrEqual(row.top);
      expect(box.bottom).toBeLessThanOrEqual(row.bottom);
      const label = runs.find((i) => i.str === caption)!;
      expect(label, caption).toBeDefined();
      expect(box.top).toBeGreaterThan(PAGE.height - label.y);
      expect(s.relativeHeight).toBeGreaterThanOrEqual(0.01);
    }
    const employee = signatureBoxPoints(stage1.signature, PAGE, LABEL_ASPECT);
    const employerBox = signatureBoxPoints(stage2.signature, PAGE, LABEL_ASPECT);
    expect(employerBox.top).toBeGreaterThan(employee.bottom);
  });

  it('refuses a file that is not the signed form', async () => {
    const one = await PDFDocument.create();
    one.addPage([612, 792]);
    await expect(renderI9Section2(await one.save(), ZI9Section2Schema.parse(listsBC), {})).rejects.toThrow(/fewer pages/u);
  });
});
