/**
 * Demo signable documents (issue 14): an engagement letter from Acme Corp waiting for its owner's
 * signature. Written through the files and documents services, as a sender would; skipped when
 * Acme already has it, so a re-run changes nothing.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { TAuditScope } from '../../functions/core/audit.js';
import { contextWithAudit, type TRequestContext } from '../../functions/core/http.js';
import { SignableEntity } from '../../functions/documents/data/documents.entities.js';
import { DEMO_ACCOUNTS, DEMO_IDS } from './demo.js';

const TITLE = 'Engagement letter';

function acmeContext(event: string): TRequestContext {
  const audit: TAuditScope = {
    event,
    route: 'seed',
    correlationId: 'seed',
    producer: { type: 'SUBLIME_EMPLOYEE', email: 'seed@sublime.local' },
    consumer: { type: 'COMPANY', workspaceId: DEMO_IDS.acme },
    props: { source: 'local demo seed' },
    recorded: false,
  };
  return contextWithAudit({ workspaceId: DEMO_IDS.acme, timeZone: 'America/New_York', correlationId: 'seed', sourceIp: 'local', actingForClient: false }, audit);
}

/** A one-page letter, made here rather than shipped as a fixture. */
async function letter(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([612, 792]);
  page.drawText('Sublime Accounting — Engagement letter', { x: 72, y: 700, size: 18, font: bold });
  const lines = [
    'This letter confirms that Sublime Accounting will provide Acme Corp with bookkeeping,',
    'payroll processing and the preparation of federal and New York tax returns for 2026.',
    'Fees are billed monthly through the client portal. Either party may end this engagement',
    'with 30 days written notice.',
  ];
  lines.forEach((text, i) => page.drawText(text, { x: 72, y: 650 - i * 18, size: 11, font }));
  page.drawText('Signature of the client:', { x: 72, y: 300, size: 11, font });
  page.drawText('Name:', { x: 72, y: 240, size: 11, font });
  return doc.save();
}

export async function seedSignableDocuments(): Promise<void> {
  const existing = await SignableEntity.query({ index: 'GSI1', pk: `WS#${DEMO_IDS.acme}`, skBeginsWith: 'SIGNDOC#', limit: 50 });
  if (existing.data.some((d) => d.title === TITLE)) return;
  const files = await import('../../functions/files/services/files.js');
  const signable = await import('../../functions/documents/services/signable.js');
  const bytes = await letter();
  const upload = await files.createUpload({ fileName: 'engagement-letter.pdf', contentType: 'application/pdf', size: bytes.length }, acmeContext('FILE_UPLOAD_STARTED'));
  const put = await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: bytes });
  if (!put.ok) throw new Error(`seed: the engagement letter upload answered ${put.status}`);
  await files.completeUpload({ id: upload.file.id }, acmeContext('FILE_UPLOADED'));
  const doc = await signable.createSignable({ title: TITLE, fileId: upload.file.id }, acmeContext('SIGNABLE_CREATED'));
  const owner = DEMO_ACCOUNTS.find((a) => a.firstName === 'Olivia')!;
  await signable.updateSignable(
    {
      id: doc.id,
      version: doc.version,
      title: TITLE,
      linkDays: 30,
      signers: [{ id: 'owner', name: `${owner.firstName} ${owner.lastName}`, email: owner.email }],
      labels: [
        { id: 'owner-signature', type: 'SIGNATURE', requirement: 'REQUIRED', pageNumber: 1, relativePosX: 0.35, relativePosY: 0.58, relativeHeight: 0.05, signerId: 'owner' },
        { id: 'owner-name', type: 'NAME', requirement: 'REQUIRED', pageNumber: 1, relativePosX: 0.2, relativePosY: 0.67, relativeHeight: 0.04, signerId: 'owner' },
      ],
    },
    acmeContext('SIGNABLE_UPDATED'),
  );
  await signable.sendSignable({ id: doc.id }, acmeContext('SIGNABLE_SENT'));
}
