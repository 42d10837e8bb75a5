import { expect } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { CURRENT_CONSENT_VERSION } from '../../shared/documents/esign-consent.js';
import { call, latestMail } from './api.js';
import { act, type TActor } from './billing.js';

/** A real PDF of `pages` Letter pages, each saying its number (made here, no fixture file). */
export async function makePdf(pages = 2, title = 'Engagement letter'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i += 1) {
    const page = doc.addPage([612, 792]);
    page.drawText(`${title}: page ${i}`, { x: 72, y: 700, size: 18, font });
  }
  return Buffer.from(await doc.save());
}

/** Uploads bytes through the files API (presigned PUT to the real s3rver) and returns the file id. */
export async function uploadFile(a: TActor, bytes: Buffer, fileName = 'letter.pdf', contentType = 'application/pdf'): Promise<string> {
  const started = await act(a, 'POST', '/api/files', { fileName, contentType, size: bytes.length });
  expect(started.status, started.text).toBe(201);
  const put = await fetch(started.body.uploadUrl, { method: 'PUT', headers: started.body.headers, body: bytes });
  expect(put.status).toBe(200);
  const done = await act(a, 'POST', `/api/files/${started.body.file.id}/complete`);
  expect(done.status, done.text).toBe(200);
  return started.body.file.id as string;
}

export interface TSignerSpec {
  id: string;
  name: string;
  email: string;
}

/** A sent document: uploaded, one REQUIRED signature and one OPTIONAL name per signer, sent. */
export async function sentDocument(a: TActor, signers: TSignerSpec[], title = 'Engagement letter') {
  const fileId = await uploadFile(a, await makePdf(2, title));
  const created = await act(a, 'POST', '/api/documents/signable', { title, fileId });
  expect(created.status, created.text).toBe(201);
  const labels = signers.flatMap((s, i) => [
    { id: `sig-${s.id}`, type: 'SIGNATURE', requirement: 'REQUIRED', pageNumber: 1, relativePosX: 0.1, relativePosY: 0.6 + i * 0.1, relativeHeight: 0.05, signerId: s.id },
    { id: `name-${s.id}`, type: 'NAME', requirement: 'OPTIONAL', pageNumber: 2, relativePosX: 0.5, relativePosY: 0.6 + i * 0.1, relativeHeight: 0.04, signerId: s.id },
  ]);
  const saved = await act(a, 'PUT', `/api/documents/signable/${created.body.id}`, { version: 0, title, linkDays: 30, signers, labels });
  expect(saved.status, saved.text).toBe(200);
  const sent = await act(a, 'POST', `/api/documents/signable/${created.body.id}/send`);
  expect(sent.status, sent.text).toBe(200);
  return sent.body as { id: string; status: string; version: number; signers: { id: string; status: string }[]; originalSha256: string };
}

/** The public id in the newest signing request mailed to an address. */
export async function signingLink(email: string): Promise<string> {
  return (await latestMail(email, 'SIGN_REQUEST')).code;
}

export const signature = { kind: 'SIGNATURE' as const, strokes: [[0.1, 0.5, 0.3, 0.2, 0.5, 0.8, 0.9, 0.4]] };

export const consentBody = { version: CURRENT_CONSENT_VERSION, language: 'EN', agree: true };

/** Consents and signs through the public link: the REQUIRED signature, and the NAME when asked. */
export async function signByLink(publicId: string, signerId: string, withName = true) {
  const opened = await call('GET', `/api/sign/${publicId}`);
  expect(opened.status, opened.text).toBe(200);
  const consent = await call('POST', `/api/sign/${publicId}/consent`, { body: consentBody });
  expect(consent.status, consent.text).toBe(200);
  const values = [{ labelId: `sig-${signerId}`, ...signature }, ...(withName ? [{ labelId: `name-${signerId}`, kind: 'NAME', text: 'Signed Name' }] : [])];
  return call('POST', `/api/sign/${publicId}/sign`, { body: { values } });
}
