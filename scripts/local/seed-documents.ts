/**
 * Demo signable documents (issue 14): an engagement letter from Acme Corp waiting for its owner's
 * signature, and a W-9 Jane Contractor answered and signed through Acme's link. Written through the
 * files and documents services, as a sender and a filler would; each is skipped when Acme already
 * has it, so a re-run changes nothing.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { TAuditScope } from '../../functions/core/audit.js';
import { contextWithAudit, type TRequestContext } from '../../functions/core/http.js';
import { SignableEntity } from '../../functions/documents/data/documents.entities.js';
import { DEMO_ACCOUNTS, DEMO_IDS } from './demo.js';

const TITLE = 'Engagement letter';

function acmeContext(event: string, producer: TAuditScope['producer'] = { type: 'SUBLIME_EMPLOYEE', email: 'seed@sublime.local' }): TRequestContext {
  const audit: TAuditScope = {
    event,
    route: 'seed',
    correlationId: 'seed',
    producer,
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

/** Asks `who` for a form, answers it as they would, and signs it through the engine. */
async function signedForm(
  request: { kind: 'W9' | 'W4' | 'IT2104'; name: string; email: string; employmentId?: string },
  answered: import('../../functions/documents/services/form-submit.js').TAnswered,
): Promise<void> {
  const forms = await import('../../functions/documents/services/forms.js');
  const submit = await import('../../functions/documents/services/form-submit.js');
  const signing = await import('../../functions/documents/services/signing.js');
  const { CURRENT_CONSENT_VERSION } = await import('../../shared/documents/esign-consent.js');
  const existing = await forms.listForms({ kind: request.kind, size: 50 }, acmeContext('SEED'));
  if (existing.data.some((f) => f.email === request.email)) return;
  const asked = await forms.createForm({ ...request, variant: 'PERSON' }, acmeContext('FORM_REQUESTED'));
  const filler = { type: 'PERSON' as const, email: request.email };
  const { signPublicId } = await submit.submitForm(asked.url.split('/').pop()!, answered, acmeContext('FORM_FILLED', filler));
  const ref = { via: 'LINK' as const, publicId: signPublicId };
  const view = await signing.openSigning(ref, acmeContext('SIGNABLE_OPENED', filler));
  await signing.consentToSign(ref, { version: CURRENT_CONSENT_VERSION, language: 'EN', agree: true }, acmeContext('SIGNABLE_CONSENTED', filler));
  const strokes = [[0.08, 0.6, 0.2, 0.3, 0.32, 0.7, 0.45, 0.35, 0.6, 0.65, 0.75, 0.4, 0.9, 0.55]];
  await signing.signDocument(ref, { values: view.labels.map((l) => ({ labelId: l.id, kind: 'SIGNATURE' as const, strokes })) }, acmeContext('SIGNABLE_SIGNED', filler));
}

/**
 * Acme's signed tax forms: Jane's W-9 (an individual; the SSN is the well-known specimen
 * 219-09-9999) and John's W-4 and IT-2104 for his employment (the SSN his profile holds; he lives in
 * Brooklyn, so New York City's lines apply).
 */
export async function seedTaxForms(): Promise<void> {
  const jane = DEMO_ACCOUNTS.find((a) => a.firstName === 'Jane')!;
  const john = DEMO_ACCOUNTS.find((a) => a.firstName === 'John')!;
  await signedForm({ kind: 'W9', name: `${jane.firstName} ${jane.lastName}`, email: jane.email }, {
    kind: 'W9',
    answers: {
      name: `${jane.firstName} ${jane.lastName}`, businessName: '', classification: 'INDIVIDUAL', otherClassification: '', foreignPartners: false,
      address: '45 Court Street', city: 'Brooklyn', state: 'NY', zipCode: '11201', accountNumbers: '', tinType: 'SSN', tin: '219-09-9999',
      subjectToBackupWithholding: false,
    },
  });
  await signedForm({ kind: 'W4', name: `${john.firstName} ${john.lastName}`, email: john.email, employmentId: DEMO_IDS.johnEmployment }, {
    kind: 'W4',
    answers: {
      firstName: john.firstName, middleInitial: '', lastName: john.lastName, address: '120 Court Street, Apt 4B', city: 'Brooklyn', state: 'NY', zipCode: '11201',
      ssn: '078-05-1120', filingStatus: 'SINGLE', multipleJobs: false, qualifyingChildren: 0, otherDependents: 0, creditsCents: 0,
      otherIncomeCents: 0, deductionsCents: 0, extraWithholdingCents: 0, exempt: false,
    },
  });
  await signedForm({ kind: 'IT2104', name: `${john.firstName} ${john.lastName}`, email: john.email, employmentId: DEMO_IDS.johnEmployment }, {
    kind: 'IT2104',
    answers: {
      firstName: john.firstName, middleInitial: '', lastName: john.lastName, ssn: '078-05-1120', address: '120 Court Street', apartment: '4B', city: 'Brooklyn',
      state: 'NY', zipCode: '11201', filingStatus: 'SINGLE_OR_HEAD', nycResident: true, yonkersResident: false, nysAllowances: 1, nycAllowances: 1,
      nysAdditionalCents: 0, nycAdditionalCents: 0, yonkersAdditionalCents: 0,
    },
  });
}
