/**
 * `npm run bench`, signing (issue 14, Performance): the time to complete a 10-page document with 4
 * signers — the last signer's sign request through the gateway, which reads the others' values,
 * builds the signed PDF with its certificate, stores it in S3 and commits — as a ratio to building
 * the same PDF with the PDF library alone (`buildSignedPdf` in process: no S3, no DynamoDB), and the
 * JavaScript the signing route loads. Called by scripts/bench.ts.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { CURRENT_CONSENT_VERSION } from '../shared/documents/esign-consent.js';
import type { TLabelValue } from '../shared/documents/documents.schema.js';
import { benchClient } from './local/bench-client.js';
import { DEMO_IDS } from './local/demo.js';

const DOCUMENTS = 7;
const SIGNERS = 4;
const PAGES = 10;

async function tenPages(run: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= PAGES; i += 1) {
    const page = doc.addPage([612, 792]);
    page.drawText(`Bench agreement ${run}: page ${i}`, { x: 72, y: 700, size: 18, font });
    for (let line = 0; line < 30; line += 1) page.drawText(`Clause ${i}.${line + 1}: the parties agree to the terms of this page.`, { x: 72, y: 660 - line * 18, size: 10, font });
  }
  return Buffer.from(await doc.save());
}

const strokes = [[0.08, 0.6, 0.2, 0.3, 0.32, 0.7, 0.45, 0.35, 0.6, 0.65, 0.75, 0.4, 0.9, 0.55]];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function benchSigning(stack: { url: string }, owner: Record<string, string>, admin: Record<string, string>) {
  const request = benchClient(stack.url);
  const api = async <T>(method: string, path: string, headers: Record<string, string> = {}, body?: unknown): Promise<T> => {
    const res = await request(method, path, headers, body);
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
    return JSON.parse(res.text) as T;
  };
  const asOwner = { ...owner, 'x-workspace-id': DEMO_IDS.acme };
  const { buildSignedPdf } = await import('../functions/documents/services/signed-pdf.js');
  const { SignableEntity } = await import('../functions/documents/data/documents.entities.js');
  const completion: number[] = [];
  const pdfOnly: number[] = [];
  let signLink = '';
  for (let run = 0; run < DOCUMENTS; run += 1) {
    const bytes = await tenPages(run);
    const upload = await api<{ file: { id: string }; uploadUrl: string; headers: Record<string, string> }>('POST', '/api/files', asOwner, { fileName: 'agreement.pdf', contentType: 'application/pdf', size: bytes.length });
    const put = await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: bytes });
    if (!put.ok) throw new Error(`upload: ${put.status}`);
    await api('POST', `/api/files/${upload.file.id}/complete`, asOwner);
    const created = await api<{ id: string }>('POST', '/api/documents/signable', asOwner, { title: `Bench agreement ${run}`, fileId: upload.file.id });
    const tag = `${Date.now().toString(36)}${run}`;
    const signers = Array.from({ length: SIGNERS }, (_, i) => ({ id: `s${i}`, name: `Bench Signer ${i + 1}`, email: `bench.signer${i}.${tag}@example.com` }));
    const labels = signers.flatMap((s, i) => [
      { id: `sig-${s.id}`, type: 'SIGNATURE', requirement: 'REQUIRED', pageNumber: PAGES, relativePosX: 0.1, relativePosY: 0.5 + i * 0.1, relativeHeight: 0.05, signerId: s.id },
      { id: `name-${s.id}`, type: 'NAME', requirement: 'REQUIRED', pageNumber: 1 + i * 2, relativePosX: 0.5, relativePosY: 0.85, relativeHeight: 0.04, signerId: s.id },
    ]);
    await api('PUT', `/api/documents/signable/${created.id}`, asOwner, { version: 0, title: `Bench agreement ${run}`, linkDays: 30, signers, labels });
    await api('POST', `/api/documents/signable/${created.id}/send`, asOwner);
    const mail = (await api<{ data: { to: string; kind: string; link: string }[] }>('GET', '/api/admin/mail', admin)).data;
    const links = signers.map((s) => mail.find((m) => m.to === s.email && m.kind === 'SIGN_REQUEST')!.link.split('/').pop()!);
    signLink ||= links[0]!;
    const valuesOf = (s: (typeof signers)[number]): TLabelValue[] => [
      { labelId: `sig-${s.id}`, kind: 'SIGNATURE', strokes },
      { labelId: `name-${s.id}`, kind: 'NAME', text: s.name },
    ];
    for (const [i, s] of signers.entries()) {
      await api('GET', `/api/sign/${links[i]}`);
      await api('POST', `/api/sign/${links[i]}/consent`, {}, { version: CURRENT_CONSENT_VERSION, language: 'EN', agree: true });
      const started = performance.now();
      const out = await api<{ status: string }>('POST', `/api/sign/${links[i]}/sign`, {}, { values: valuesOf(s) });
      if (i === SIGNERS - 1) {
        if (out.status !== 'SIGNED') throw new Error(`the last signature left the document ${out.status}`);
        completion.push(performance.now() - started);
      }
    }
    // The same PDF with the library alone: the completed document's boxes, values and steps.
    const doc = (await SignableEntity.get({ id: created.id }))!;
    const values = signers.flatMap(valuesOf);
    const lastStep = doc.signers.at(-1)!.finished!;
    const started = performance.now();
    await buildSignedPdf({ original: bytes, doc, values, completedAt: lastStep });
    pdfOnly.push(performance.now() - started);
  }
  const result = {
    documents: DOCUMENTS, pages: PAGES, signers: SIGNERS,
    completionP50: +median(completion).toFixed(1),
    pdfOnlyP50: +median(pdfOnly).toFixed(1),
    ratio: +(median(completion) / median(pdfOnly)).toFixed(2),
    signLink,
  };
  console.log(`\nSigning: completing a ${PAGES}-page document with ${SIGNERS} signers (the last signature, through the gateway) vs building the same PDF with pdf-lib alone (ms, median of ${DOCUMENTS})`);
  console.log(`completion p50 ${result.completionP50}  pdf-lib alone p50 ${result.pdfOnlyP50}  ratio ${result.ratio}`);
  return result;
}
