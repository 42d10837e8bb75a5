/**
 * Form I-9 (Edition 01/20/25) in two stages, each signed through the signing engine by its own
 * signer: the employee's Section 1 (page 1 with Section 2 empty, and page 2, the lists), then the
 * employer's Section 2, drawn onto the employee's signed pages so that what the employee signed is
 * carried over untouched.
 */
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import type { TI9DocumentEntry, TI9Section1, TI9Section2 } from '../../../../shared/documents/form-kinds/i9.schema.js';
import { pdfToolkit } from '../../../core/pdf-toolkit.js';
import { additionalBox, alternativeBaseline, drawListsPage, drawPage1, i9Draw, type TI9Draw } from './i9-draw.js';
import { ATTESTATION, CERTIFICATION, DOCUMENTS, EMPLOYER, FORM_PAGES, IDENTITY, PAGE, SIGN1, SIZE, TITLE, type TCell, type TSignRow } from './i9-layout.js';
import { SECTION2_TITLES } from './i9-lists-layout.js';
import { usDate } from './pdf-draw.js';

export type TI9Rendition = {
  bytes: Uint8Array;
  /** The signer's signature box on page 1, as fractions of the page (top-left corner, height); width is 3× height in the engine (LABEL_ASPECT). */
  signature: { pageNumber: number; relativePosX: number; relativePosY: number; relativeHeight: number };
};

const DOC_TITLE = 'Form I-9 (Edition 01/20/25)';

/** YYYY-MM-DD as the form writes dates (mm/dd/yyyy); "N/A" and anything else as given. */
const formDay = (value: string) => {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(value);
  return iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : value;
};

const boxOf = (row: TSignRow): TI9Rendition['signature'] => ({
  pageNumber: 1,
  relativePosX: row.box.left / PAGE.width,
  relativePosY: row.box.top / PAGE.height,
  relativeHeight: row.box.height / PAGE.height,
});

async function facesOf(doc: PDFDocument) {
  const { pdf, fontkit, regular, bold } = await pdfToolkit();
  doc.registerFontkit(fontkit);
  const [r, b] = await Promise.all([doc.embedFont(regular, { subset: true }), doc.embedFont(bold, { subset: true })]);
  return { pdf, faces: { regular: r, bold: b } as { regular: PDFFont; bold: PDFFont } };
}

/** Section 1's answers on page 1, and the employee's date beside the signature. */
function drawSection1(g: TI9Draw, s: TI9Section1, timeZone: string) {
  const values: [TCell, string][] = [
    [IDENTITY.lastName, s.lastName],
    [IDENTITY.firstName, s.firstName],
    [IDENTITY.middleInitial, s.middleInitial],
    [IDENTITY.otherLastNames, s.otherLastNames],
    [IDENTITY.address, s.address],
    [IDENTITY.apartment, s.apartment],
    [IDENTITY.city, s.city],
    [IDENTITY.state, s.state],
    [IDENTITY.zipCode, s.zipCode],
    [IDENTITY.dateOfBirth, formDay(s.dateOfBirth)],
    [IDENTITY.ssn, s.ssn],
    [IDENTITY.email, s.email],
    [IDENTITY.phone, s.phone],
  ];
  for (const [cell, v] of values) g.value(cell, v);
  const a = ATTESTATION;
  for (const b of a.boxes) {
    if (b.value !== s.attestation) continue;
    g.checkbox(a.boxX, b.baseline, true, { letter: true });
    // Boxes 3 and 4 carry their entry after the label: the A-Number, or the expiration date.
    const entry = b.value === 'PERMANENT_RESIDENT' ? s.aNumber : b.value === 'AUTHORIZED_TO_WORK' ? formDay(s.authorizedUntil ?? '') : '';
    const left = a.boxX + 10 + g.widthOf(b.label, SIZE.body) + 6;
    if (entry) {
      g.hRule(left - 2, a.entryRight, b.baseline + 1.5, 0.4);
      g.text(entry, left, b.baseline, SIZE.cell, { width: a.entryRight - left });
    }
  }
  if (s.attestation === 'AUTHORIZED_TO_WORK') {
    const passport = [s.passportNumber, s.passportCountry].filter(Boolean).join(', ');
    const numbers: Record<string, string> = { aNumber: s.aNumber, i94Number: s.i94Number, passport };
    for (const c of a.numbers.cells) g.value({ ...c, bottom: a.numbers.bottom }, numbers[c.key] ?? '', SIZE.cell);
  }
  g.value(SIGN1.date, usDate(new Date(), timeZone));
}

/** One document's four rows (title, issuing authority, number, expiration) in a column of the table. */
function drawDocument(g: TI9Draw, column: { left: number; right: number }, firstRow: number, title: string, e: TI9DocumentEntry) {
  [title, e.issuingAuthority, e.documentNumber, formDay(e.expirationDate)].forEach((v, i) => {
    g.value({ ...column, bottom: DOCUMENTS.headerBottom + (firstRow + i + 1) * DOCUMENTS.rowHeight + 1 }, v, SIZE.body);
  });
}

/** Section 2's answers on page 1, and the employer's date beside the signature. */
function drawSection2(g: TI9Draw, s: TI9Section2, timeZone: string) {
  const { A, B, C } = DOCUMENTS.columns;
  s.listA.forEach((e, i) => drawDocument(g, A, i * 4, SECTION2_TITLES.A[e.code], e));
  if (s.listB) drawDocument(g, B, 0, SECTION2_TITLES.B[s.listB.code], s.listB);
  if (s.listC) drawDocument(g, C, 0, SECTION2_TITLES.C[s.listC.code], s.listC);
  const box = additionalBox();
  const size = SIZE.body;
  const room = Math.floor((alternativeBaseline() - 9 - (box.top + 10)) / (size * 1.25));
  const width = box.right - box.left - 8;
  const lines = g.wrap([{ text: s.additionalInformation.replace(/\s+/gu, ' ') }], width, size);
  lines.slice(0, room).forEach((l, i) => {
    // What does not fit the box ends in an ellipsis on its last line.
    const more = i === room - 1 && lines.length > room ? ' …' : '';
    g.text(l.runs.map((r) => r.text).join('') + more, box.left + 4, box.top + 10 + size + i * size * 1.25, size, { width });
  });
  if (s.alternativeProcedure) g.checkbox(box.left + 3, alternativeBaseline(), true, { letter: true });
  g.value(CERTIFICATION.firstDay, formDay(s.firstDayOfEmployment));
  g.value(EMPLOYER.name, `${s.employerLastName}, ${s.employerFirstName}, ${s.employerTitle}`);
  g.value(EMPLOYER.sign.date, usDate(new Date(), timeZone));
  g.value(EMPLOYER.business, s.businessName);
  g.value(EMPLOYER.businessAddress, `${s.businessAddress}, ${s.businessCity}, ${s.businessState} ${s.businessZipCode}`);
}

/**
 * Stage 1: the employee's answers as page 1 of the official form (Section 2 drawn empty) and page 2,
 * the Lists of Acceptable Documents, with the box of the "Signature of Employee". `timeZone` is the
 * employee's, for "Today's Date".
 */
export async function renderI9Section1(s1: TI9Section1, opts: { timeZone?: string }): Promise<TI9Rendition> {
  const { pdf } = await pdfToolkit();
  const doc = await pdf.PDFDocument.create();
  const { faces } = await facesOf(doc);
  doc.setTitle(DOC_TITLE);
  doc.setSubject(TITLE);
  doc.setAuthor([s1.firstName, s1.middleInitial, s1.lastName].filter(Boolean).join(' '));
  const page1: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  const g = i9Draw(page1, pdf, faces);
  drawPage1(g);
  drawSection1(g, s1, opts.timeZone ?? 'UTC');
  drawListsPage(i9Draw(doc.addPage([PAGE.width, PAGE.height]), pdf, faces));
  return { bytes: await doc.save(), signature: boxOf(SIGN1) };
}

/**
 * Stage 2: the employee's signed Section 1 (the engine's file: the form's pages with the signature
 * drawn on page 1, then its completion certificate) keeps only the form's pages, copied unchanged
 * into a new file; the employer's answers are drawn onto page 1 over them, with the box of the
 * "Signature of Employer or Authorized Representative". `timeZone` is the employer's.
 */
export async function renderI9Section2(section1Signed: Uint8Array, s2: TI9Section2, opts: { timeZone?: string }): Promise<TI9Rendition> {
  const { pdf } = await pdfToolkit();
  const signed = await pdf.PDFDocument.load(section1Signed, { updateMetadata: false });
  if (signed.getPageCount() < FORM_PAGES) throw new Error('The signed Section 1 has fewer pages than Form I-9');
  const doc = await pdf.PDFDocument.create();
  const pages = await doc.copyPages(signed, [...Array(FORM_PAGES).keys()]);
  for (const p of pages) doc.addPage(p);
  const { faces } = await facesOf(doc);
  doc.setTitle(DOC_TITLE);
  doc.setSubject(TITLE);
  const author = signed.getAuthor();
  if (author) doc.setAuthor(author);
  drawSection2(i9Draw(pages[0]!, pdf, faces), s2, opts.timeZone ?? 'UTC');
  return { bytes: await doc.save(), signature: boxOf(EMPLOYER.sign) };
}
