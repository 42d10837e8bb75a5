/**
 * The W-8BEN, 8822-B and I-9 through links, and the firm's fillable templates, against the real
 * local services (docs/decisions/0025-tax-forms.md, 0026-form-templates.md). This file owns the
 * W-8BEN: the template test switches its rendition, so no other file submits one.
 */
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { as, call, stackEnv, uniqueEmail } from '../support/api.js';
import { auditEvents } from '../support/aws.js';
import { act, newCompany } from '../support/billing.js';
import { makeFillablePdf, TEMPLATE_FIELDS, TEMPLATE_SIGNATURE } from '../support/form-template.js';
import { I9_LIST_A_SAMPLE, I9_SECTION1, I9_SECTION2 } from '../support/forms.js';
import { pdfTextRuns } from '../support/pdf-text.js';
import { consentBody, signature } from '../support/signable.js';

type TCompany = Awaited<ReturnType<typeof newCompany>>;
type TCreated = { form: { id: string; status: string }; url: string };

const w8ben = {
  name: 'Иван Петров',
  citizenshipCountry: 'Germany',
  residenceAddress: 'Friedrichstraße 12',
  residenceCity: '10117 Berlin',
  residenceCountry: 'Germany',
  usTin: '912-70-1234',
  dateOfBirth: '1985-04-12',
  capacityToSign: true,
};

const f8822b = {
  businessReturns: true,
  businessName: 'Forms Moving LLC',
  ein: '12-3456789',
  oldMailingAddress: { street: '1 Old Road', city: 'Albany', state: 'NY', zipCode: '12207' },
  newMailingAddress: { street: '200 New Avenue', suite: 'Suite 5', city: 'Brooklyn', state: 'NY', zipCode: '11201' },
  signerName: 'Rob Owner',
  signerTitle: 'Managing member',
};

async function ask(company: TCompany, body: Record<string, unknown>) {
  const email = uniqueEmail('asked');
  const res = await act(company, 'POST', '/api/forms', { name: 'Someone Asked', email, ...body });
  expect(res.status, res.text).toBe(201);
  const created = res.body as TCreated;
  return { ...created, email, publicId: created.url.split('/').pop()! };
}

/** Consents and signs the one box of a form's signing link; answers the document's status. */
async function signLink(signPublicId: string): Promise<{ status: string; title: string }> {
  const view = await call('GET', `/api/sign/${signPublicId}`);
  expect(view.status, view.text).toBe(200);
  expect((await call('POST', `/api/sign/${signPublicId}/consent`, { body: consentBody })).status).toBe(200);
  const signed = await call('POST', `/api/sign/${signPublicId}/sign`, { body: { values: [{ labelId: view.body.labels[0].id, ...signature }] } });
  expect(signed.status, signed.text).toBe(200);
  return { status: signed.body.status, title: view.body.title };
}

async function formOf(company: TCompany, id: string) {
  const res = await act(company, 'GET', `/api/forms/${id}`);
  expect(res.status, res.text).toBe(200);
  return res.body as Record<string, unknown>;
}

/** The text of a form's document, original or signed, as a viewer reads it. */
async function documentText(company: TCompany, documentId: string, kind: 'original' | 'signed') {
  const res = await act(company, 'GET', `/api/documents/signable/${documentId}/download?kind=${kind}`);
  expect(res.status, res.text).toBe(200);
  const bytes = new Uint8Array(await (await fetch(res.body.url)).arrayBuffer());
  if (bytes[0] !== 0x25) throw new Error(`not a PDF: ${Buffer.from(bytes.slice(0, 300)).toString()}`);
  return { bytes, pages: (await pdfTextRuns(bytes)).map((runs) => runs.map((r) => r.str).join(' ')) };
}

describe('tax forms: a W-8BEN, an 8822-B', () => {
  it('takes a foreign person’s W-8BEN, refuses a U.S. person’s, and signs it', async () => {
    const company = await newCompany('Forms Foreign Payer LLC');
    const refusedVariant = await act(company, 'POST', '/api/forms', { kind: 'W8BEN', variant: 'COMPANY', name: 'X', email: uniqueEmail('x') });
    expect(refusedVariant.status).toBe(400);
    const asked = await ask(company, { kind: 'W8BEN', variant: 'PERSON' });
    expect(asked.url).toMatch(/\/forms\/w8ben\/[A-Za-z0-9_-]{32}$/u);
    const opened = await call('GET', `/api/public/forms/${asked.publicId}`);
    expect(opened.body).toMatchObject({ kind: 'W8BEN', revision: 'Rev. October 2021' });
    for (const wrong of [{ ...w8ben, citizenshipCountry: 'United States' }, { ...w8ben, residenceAddress: 'P.O. Box 12' }, { ...w8ben, capacityToSign: false }]) {
      const refused = await call('POST', `/api/public/forms/${asked.publicId}/w8ben`, { body: { answers: wrong } });
      expect(refused.status, refused.text).toBe(400);
    }
    expect(await formOf(company, asked.form.id)).toMatchObject({ status: 'REQUESTED' });
    const submitted = await call('POST', `/api/public/forms/${asked.publicId}/w8ben`, { body: { answers: w8ben } });
    expect(submitted.status, submitted.text).toBe(200);
    const done = await signLink(submitted.body.signPublicId);
    expect(done).toMatchObject({ status: 'SIGNED' });
    expect(done.title).toContain('Form W-8BEN (Rev. October 2021)');
    const form = await formOf(company, asked.form.id);
    expect(form).toMatchObject({ kind: 'W8BEN', status: 'SIGNED', tinMasked: '***-**-1234' });
    const { pages } = await documentText(company, form.documentId as string, 'signed');
    expect(pages[0]).toContain('W-8BEN');
    expect(pages[0]).toContain('Иван Петров');

    // What withholding and Form 1042-S read: the latest signed W-8BEN's answers.
    Object.assign(process.env, stackEnv());
    const { latestSignedW8ben } = await import('../../functions/documents/services/form-answers.js');
    expect(await latestSignedW8ben(company.ws, asked.email)).toMatchObject({ formId: asked.form.id, revision: 'Rev. October 2021', answers: { usTin: '912-70-1234', citizenshipCountry: 'Germany' } });
  });

  it('takes a business’s 8822-B through a company link, with the EIN masked', async () => {
    const company = await newCompany('Forms Moving LLC');
    expect((await act(company, 'POST', '/api/forms', { kind: 'F8822B', variant: 'PERSON', name: 'X', email: uniqueEmail('x') })).status).toBe(400);
    const asked = await ask(company, { kind: 'F8822B', variant: 'COMPANY' });
    expect(asked.url).toMatch(/\/forms\/f8822\/[A-Za-z0-9_-]{32}$/u);
    const same = await call('POST', `/api/public/forms/${asked.publicId}/f8822b`, { body: { answers: { ...f8822b, newMailingAddress: f8822b.oldMailingAddress } } });
    expect(same.status).toBe(400);
    expect(same.text).toContain('newMailingAddress');
    const submitted = await call('POST', `/api/public/forms/${asked.publicId}/f8822b`, { body: { answers: f8822b } });
    expect(submitted.status, submitted.text).toBe(200);
    expect((await signLink(submitted.body.signPublicId)).status).toBe('SIGNED');
    expect(await formOf(company, asked.form.id)).toMatchObject({ kind: 'F8822B', status: 'SIGNED', tinMasked: '**-***6789' });
  });
});

describe('tax forms: an I-9 in two sections', () => {
  it('takes Section 1 from the employee, then Section 2 from the employer, drawn on the employee’s signed pages', async () => {
    const company = await newCompany('Forms I-9 Employer LLC');
    const stranger = await newCompany('Forms I-9 Stranger LLC');
    const hired = await act(company, 'POST', '/api/workforce/employments', {
      type: 'STAFF', details: { name: 'Nina Newhire', email: uniqueEmail('nina') }, employmentStart: '2026-11-02', payType: 'HOUR_RATE', rateCents: 5000,
    });
    expect(hired.status, hired.text).toBe(201);
    const asked = await ask(company, { kind: 'I9', variant: 'PERSON', employmentId: hired.body.id });
    expect(asked.url).toMatch(/\/forms\/i9\/[A-Za-z0-9_-]{32}$/u);
    // Section 2 waits for the employee's signature.
    const early = await act(company, 'POST', `/api/forms/${asked.form.id}/i9-section2`, { answers: I9_SECTION2 });
    expect(early.status, early.text).toBe(409);

    const submitted = await call('POST', `/api/public/forms/${asked.publicId}/i9`, { body: { answers: I9_SECTION1 } });
    expect(submitted.status, submitted.text).toBe(200);
    const section1 = await signLink(submitted.body.signPublicId);
    expect(section1.status).toBe('SIGNED');
    const waiting = await formOf(company, asked.form.id);
    expect(waiting).toMatchObject({ status: 'AWAITING_EMPLOYER', section1DocumentId: expect.any(String) });

    // Another company cannot reach it; bad documents are refused and change nothing.
    expect((await act(stranger, 'POST', `/api/forms/${asked.form.id}/i9-section2`, { answers: I9_SECTION2 })).status).toBe(404);
    const both = await act(company, 'POST', `/api/forms/${asked.form.id}/i9-section2`, { answers: { ...I9_SECTION2, listA: I9_LIST_A_SAMPLE } });
    expect(both.status, both.text).toBe(400);
    expect(await formOf(company, asked.form.id)).toMatchObject({ status: 'AWAITING_EMPLOYER' });

    const employer = await act(company, 'POST', `/api/forms/${asked.form.id}/i9-section2`, { answers: I9_SECTION2 });
    expect(employer.status, employer.text).toBe(200);
    expect(employer.body.form).toMatchObject({ status: 'FILLED' });
    const again = await act(company, 'POST', `/api/forms/${asked.form.id}/i9-section2`, { answers: I9_SECTION2 });
    expect(again.status).toBe(409);
    const section2 = await signLink(employer.body.signPublicId);
    expect(section2.status).toBe('SIGNED');

    const form = await formOf(company, asked.form.id);
    expect(form).toMatchObject({ kind: 'I9', status: 'SIGNED', employmentId: hired.body.id });
    const { pages } = await documentText(company, form.documentId as string, 'signed');
    expect(pages[0]).toContain(I9_SECTION1.lastName);
    expect(pages[0]).toContain(I9_SECTION2.employerLastName);
    const events = (await auditEvents(company.ws)).map((e) => e.event);
    expect(events).toEqual(expect.arrayContaining(['FORM_REQUESTED', 'FORM_FILLED', 'FORM_I9_SECTION2_FILLED', 'SIGNABLE_SIGNED']));
  });
});

describe('the firm’s fillable template of a form', () => {
  it('is set by an administrator only, checked against the PDF’s fields, filled by name and flattened, and removed again', async () => {
    const admin = await as('admin');
    const payroll = await as('payroll');
    const pdf = (await makeFillablePdf()).toString('base64');
    const body = { fileName: 'fw8ben.pdf', contentBase64: pdf, fields: TEMPLATE_FIELDS, signatureField: TEMPLATE_SIGNATURE };

    expect((await call('PUT', '/api/form-templates/W8BEN', { session: payroll, body })).status).toBe(403);
    const unknownKey = await call('PUT', '/api/form-templates/W8BEN', { session: admin, body: { ...body, fields: { ...TEMPLATE_FIELDS, shoeSize: TEMPLATE_FIELDS.name } } });
    expect(unknownKey.status).toBe(400);
    expect(unknownKey.body.param).toBe('fields.shoeSize');
    const missingField = await call('PUT', '/api/form-templates/W8BEN', { session: admin, body: { ...body, fields: { name: 'nope' } } });
    expect(missingField.status).toBe(400);
    const notPdf = await call('PUT', '/api/form-templates/W8BEN', { session: admin, body: { ...body, contentBase64: Buffer.from('hello').toString('base64') } });
    expect(notPdf.status).toBe(400);
    expect((await call('GET', '/api/form-templates', { session: admin })).body.data.some((t: { kind: string }) => t.kind === 'W8BEN')).toBe(false);

    const set = await call('PUT', '/api/form-templates/W8BEN', { session: admin, body });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toMatchObject({ kind: 'W8BEN', revision: 'Rev. October 2021', signatureField: TEMPLATE_SIGNATURE });
    expect(set.body.pdfFields).toEqual(expect.arrayContaining([{ name: TEMPLATE_FIELDS.foreignTinNotRequired, type: 'checkbox' }]));
    try {
      const company = await newCompany('Forms Template Payer LLC');
      const asked = await ask(company, { kind: 'W8BEN', variant: 'PERSON' });
      const submitted = await call('POST', `/api/public/forms/${asked.publicId}/w8ben`, { body: { answers: { ...w8ben, usTin: '', foreignTinNotRequired: true } } });
      expect(submitted.status, submitted.text).toBe(200);
      const view = await call('GET', `/api/sign/${submitted.body.signPublicId}`);
      // The signature box is the template's signature field (x 100, y 190, 300 × 18 points on 612 × 792).
      const box = view.body.labels[0];
      expect(box.pageNumber).toBe(1);
      expect(box.relativeHeight).toBeCloseTo(18 / 792, 4);
      expect(box.relativePosY).toBeCloseTo((792 - 190 - 18) / 792, 4);
      const form = await formOf(company, asked.form.id);
      const original = await documentText(company, form.documentId as string, 'original');
      expect(original.pages[0]).toContain('Template W-8BEN (test)');
      expect(original.pages[0]).toContain('Иван Петров');
      expect(original.pages[0]).toContain('04/12/1985');
      expect((await PDFDocument.load(original.bytes)).getForm().getFields()).toHaveLength(0);
      expect((await signLink(submitted.body.signPublicId)).status).toBe('SIGNED');
    } finally {
      expect((await call('DELETE', '/api/form-templates/W8BEN', { session: admin })).status).toBe(200);
    }
    expect((await call('DELETE', '/api/form-templates/W8BEN', { session: admin })).status).toBe(404);
    // Back to the built-in rendition.
    const company = await newCompany('Forms Builtin Payer LLC');
    const asked = await ask(company, { kind: 'W8BEN', variant: 'PERSON' });
    const submitted = await call('POST', `/api/public/forms/${asked.publicId}/w8ben`, { body: { answers: w8ben } });
    const form = await formOf(company, asked.form.id);
    expect(submitted.status).toBe(200);
    expect((await documentText(company, form.documentId as string, 'original')).pages[0]).not.toContain('Template W-8BEN (test)');
  });
});
