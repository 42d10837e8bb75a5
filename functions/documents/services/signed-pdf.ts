import { createHash } from 'node:crypto';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { LABEL_ASPECT, MAX_PAGES, type TLabel, type TLabelValue, type TPage } from '../../../shared/documents/documents.schema.js';
import { AppError } from '../../core/errors.js';
import { pdfToolkit, printable } from '../../core/pdf-toolkit.js';
import type { TStep, TStoredSignable, TStoredSigner } from '../data/documents.entities.js';

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The pages of an uploaded PDF (count and sizes in points) and its SHA-256. A file pdf-lib cannot
 * parse, an encrypted one (its signed copy could not be written), or one of more than MAX_PAGES
 * pages is refused as pdf_unreadable.
 */
export async function inspectPdf(bytes: Uint8Array): Promise<{ pages: TPage[]; sha256: string }> {
  const { pdf } = await pdfToolkit();
  let pages: TPage[];
  try {
    // A broken file may load and only fail when its page tree is read, so both are inside.
    const doc = await pdf.PDFDocument.load(bytes, { updateMetadata: false });
    pages = doc.getPages().map((p, i) => {
      const { width, height } = p.getSize();
      return { pageNumber: i + 1, width: Math.round(width * 100) / 100, height: Math.round(height * 100) / 100 };
    });
  } catch {
    throw new AppError('pdf_unreadable', { param: 'fileId' });
  }
  if (pages.length < 1 || pages.length > MAX_PAGES || pages.some((p) => !(p.width > 0 && p.height > 0))) {
    throw new AppError('pdf_unreadable', { param: 'fileId' });
  }
  return { pages, sha256: sha256(bytes) };
}

/** The box of a label in PDF coordinates (origin bottom-left), from its fractions of the page. */
export function boxOf(label: Pick<TLabel, 'relativePosX' | 'relativePosY' | 'relativeHeight'>, page: { width: number; height: number }) {
  const height = label.relativeHeight * page.height;
  const width = height * LABEL_ASPECT;
  const x = label.relativePosX * page.width;
  const top = label.relativePosY * page.height;
  return { x, y: page.height - top - height, width, height };
}

/** A drawn signature, fitted into its box keeping the pad's proportions (the pad is LABEL_ASPECT wide). */
function drawStrokes(page: PDFPage, strokes: number[][], box: ReturnType<typeof boxOf>, rgb: (r: number, g: number, b: number) => unknown) {
  const thickness = Math.max(0.6, box.height / 40);
  for (const stroke of strokes) {
    const points: { x: number; y: number }[] = [];
    for (let i = 0; i + 1 < stroke.length; i += 2) {
      points.push({ x: box.x + stroke[i]! * box.width, y: box.y + box.height - stroke[i + 1]! * box.height });
    }
    if (points.length === 1) points.push({ x: points[0]!.x + thickness, y: points[0]!.y });
    for (let i = 1; i < points.length; i += 1) {
      page.drawLine({ start: points[i - 1]!, end: points[i]!, thickness, color: rgb(0.05, 0.1, 0.35) as never });
    }
  }
}

function drawName(page: PDFPage, text: string, font: PDFFont, box: ReturnType<typeof boxOf>) {
  const size = Math.min(box.height * 0.6, 18);
  let shown = printable(text, font);
  while (shown.length > 1 && font.widthOfTextAtSize(shown, size) > box.width) shown = shown.slice(0, -1);
  page.drawText(shown, { x: box.x + 2, y: box.y + (box.height - size) / 2 + size * 0.2, size, font });
}

/** An instant in the signer's own time zone, labelled with it: "2026-11-25 09:14:03 (America/New_York)". */
export function zoned(step: TStep | undefined): string {
  if (!step) return '—';
  let zone = step.timeZone;
  let text: string;
  try {
    text = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, dateStyle: 'short', timeStyle: 'medium' }).format(new Date(step.at));
  } catch {
    zone = 'UTC';
    text = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, dateStyle: 'short', timeStyle: 'medium' }).format(new Date(step.at));
  }
  return `${text} (${zone})`;
}

const CERT = { width: 612, height: 792, margin: 48 };

/** The completion certificate: the document, its hashes, and each signer's trail. */
function drawCertificate(
  page: PDFPage,
  fonts: { regular: PDFFont; bold: PDFFont },
  args: { doc: TStoredSignable; contentSha256: string; completedAt: TStep },
) {
  let y = CERT.height - CERT.margin;
  const line = (text: string, opts: { bold?: boolean; size?: number; indent?: number } = {}) => {
    const size = opts.size ?? 9;
    const font = opts.bold ? fonts.bold : fonts.regular;
    // Long values (hashes, browsers) wrap at the margin.
    const maxWidth = CERT.width - 2 * CERT.margin - (opts.indent ?? 0);
    let rest = printable(text, font);
    while (rest.length) {
      let cut = rest.length;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > maxWidth) cut -= 1;
      page.drawText(rest.slice(0, cut), { x: CERT.margin + (opts.indent ?? 0), y, size, font });
      rest = rest.slice(cut);
      y -= size + 4;
    }
  };
  line('Certificate of completion', { bold: true, size: 16 });
  y -= 6;
  line(`Document: ${args.doc.title}`, { bold: true, size: 11 });
  line(`Document id: ${args.doc.id}`);
  line(`Sent by: ${args.doc.senderName}`);
  line(`Pages: ${args.doc.pages.length} (this certificate is an added last page)`);
  line(`Original file SHA-256: ${args.doc.originalSha256}`);
  line(`Signed file SHA-256 (the pages before this certificate): ${args.contentSha256}`);
  line(`Completed: ${zoned(args.completedAt)}`);
  y -= 8;
  for (const [i, s] of args.doc.signers.entries()) {
    if (y < CERT.margin + 120) break;
    signerBlock(s, i, line);
    y -= 6;
  }
  line('Every step above is an event of the sender workspace\'s audit chain. The completed file can be checked at /verify.', { size: 8 });
}

function signerBlock(s: TStoredSigner, i: number, line: (text: string, opts?: { bold?: boolean; size?: number; indent?: number }) => void) {
  const step = s.finished ?? s.consented ?? s.opened;
  line(`Signer ${i + 1}: ${s.name} <${s.email}>`, { bold: true, size: 10 });
  const indent = 12;
  line(`Reached by: ${s.via === 'ACCOUNT' ? 'signed in to the portal account' : 'emailed link'}`, { indent });
  line(`IP address: ${step?.ip ?? '—'}`, { indent });
  line(`Browser: ${step?.userAgent ?? '—'}`, { indent });
  line(`Sent: ${s.sentAt ? zoned({ at: s.sentAt, ip: '', userAgent: '', timeZone: step?.timeZone ?? 'UTC' }) : '—'}`, { indent });
  line(`Opened: ${zoned(s.opened)}`, { indent });
  line(`Consented to electronic records and signatures: ${zoned(s.consented)} (disclosure version ${s.consentVersion ?? '—'}, ${s.consentLanguage ?? '—'})`, { indent });
  line(`${s.status === 'DECLINED' ? 'Declined' : 'Signed'}: ${zoned(s.finished)}`, { indent });
}

/**
 * The signed file: the original with every filled box drawn at its place, then the certificate
 * page. The certificate cannot carry the hash of the file it is part of, so it prints the hash of
 * the signed pages (before it was appended); the final file's hash is what verification and the
 * audit chain record (docs/decisions/0024-signable-documents.md).
 */
export async function buildSignedPdf(args: {
  original: Uint8Array;
  doc: TStoredSignable;
  values: TLabelValue[];
  completedAt: TStep;
}): Promise<{ bytes: Uint8Array; contentSha256: string; sha256: string }> {
  const { pdf, fontkit, regular, bold } = await pdfToolkit();
  const doc = await pdf.PDFDocument.load(args.original, { updateMetadata: false });
  doc.registerFontkit(fontkit);
  const [font, strong] = await Promise.all([doc.embedFont(regular, { subset: true }), doc.embedFont(bold, { subset: true })]);
  const labels = new Map(args.doc.labels.map((l) => [l.id, l]));
  const pages = doc.getPages();
  for (const value of args.values) {
    const label = labels.get(value.labelId);
    const page = label && pages[label.pageNumber - 1];
    if (!label || !page) continue;
    const box = boxOf(label, page.getSize());
    if (value.kind === 'SIGNATURE') drawStrokes(page, value.strokes, box, pdf.rgb);
    else drawName(page, value.text, font, box);
  }
  // Fixed dates keep the file a function of its content, so the same signing builds the same bytes.
  const fixed = new Date(args.completedAt.at);
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  const content = await doc.save({ useObjectStreams: false });
  const contentSha256 = sha256(content);
  const certificate = doc.addPage([CERT.width, CERT.height]);
  drawCertificate(certificate, { regular: font, bold: strong }, { doc: args.doc, contentSha256, completedAt: args.completedAt });
  const bytes = await doc.save({ useObjectStreams: false });
  return { bytes, contentSha256, sha256: sha256(bytes) };
}
