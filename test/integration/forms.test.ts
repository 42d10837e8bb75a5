/**
 * Tax forms through links against the real local services (docs/decisions/0025-tax-forms.md): a
 * company asks for a W-9, the contractor answers with no account and signs through the engine, the
 * company sees it signed with the TIN masked, and the payroll-facing service reads the answers.
 * Refusals (bad TIN, the wrong variant, a spent or cancelled link, another workspace) change nothing.
 */
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { call, stackEnv, uniqueEmail } from '../support/api.js';
import { auditEvents } from '../support/aws.js';
import { act, newCompany } from '../support/billing.js';
import { consentBody, signature } from '../support/signable.js';

const personAnswers = {
  name: 'Jane Q. Contractor',
  classification: 'INDIVIDUAL',
  address: '12 Main Street, Apt 3',
  city: 'Brooklyn',
  state: 'NY',
  zipCode: '11201',
  tinType: 'SSN',
  tin: '123-45-6789',
};

type TCreated = { form: { id: string; status: string }; url: string };

async function requestW9(company: Awaited<ReturnType<typeof newCompany>>, variant: 'PERSON' | 'COMPANY', email = uniqueEmail('w9')) {
  const res = await act(company, 'POST', '/api/forms', { kind: 'W9', variant, name: 'Jane Contractor', email });
  expect(res.status, res.text).toBe(201);
  const created = res.body as TCreated;
  const publicId = created.url.split('/').pop()!;
  expect(created.url).toContain(`/forms/w9/${variant.toLowerCase()}/`);
  expect(publicId.length).toBeGreaterThanOrEqual(32);
  return { ...created, publicId, email };
}

async function formOf(company: Awaited<ReturnType<typeof newCompany>>, id: string) {
  const res = await act(company, 'GET', `/api/forms/${id}`);
  expect(res.status, res.text).toBe(200);
  return res.body as Record<string, unknown>;
}

describe('tax forms: a W-9 through a link', () => {
  it('is answered with no account, rendered, signed through the engine, shown masked, and read by the payroll-facing service', async () => {
    const company = await newCompany('Forms Requester LLC');
    const asked = await requestW9(company, 'PERSON');

    const opened = await call('GET', `/api/public/forms/${asked.publicId}`);
    expect(opened.status, opened.text).toBe(200);
    expect(opened.body).toMatchObject({ kind: 'W9', variant: 'PERSON', revision: 'Rev. March 2024', status: 'REQUESTED', requesterName: 'Forms Requester LLC', email: asked.email });

    const submitted = await call('POST', `/api/public/forms/${asked.publicId}/w9`, { body: { answers: personAnswers } });
    expect(submitted.status, submitted.text).toBe(200);
    const signId = (submitted.body as { signPublicId: string }).signPublicId;
    expect(await formOf(company, asked.form.id)).toMatchObject({ status: 'FILLED', tinMasked: '***-**-6789', classification: 'INDIVIDUAL' });

    // The link is spent: a second answer is refused like any unknown link.
    const again = await call('POST', `/api/public/forms/${asked.publicId}/w9`, { body: { answers: personAnswers } });
    expect(again.status).toBe(400);
    expect(again.body.systemCode).toBe('invalid_public_link');

    // The filler signs the rendered form: one required signature box on its first page.
    const view = await call('GET', `/api/sign/${signId}`);
    expect(view.status, view.text).toBe(200);
    expect(view.body.title).toContain('Form W-9');
    expect(view.body.labels).toHaveLength(1);
    expect(view.body.labels[0]).toMatchObject({ type: 'SIGNATURE', requirement: 'REQUIRED', pageNumber: 1 });
    expect((await call('POST', `/api/sign/${signId}/consent`, { body: consentBody })).status).toBe(200);
    const signed = await call('POST', `/api/sign/${signId}/sign`, { body: { values: [{ labelId: view.body.labels[0].id, ...signature }] } });
    expect(signed.status, signed.text).toBe(200);
    expect(signed.body).toMatchObject({ status: 'SIGNED' });

    const form = await formOf(company, asked.form.id);
    expect(form).toMatchObject({ status: 'SIGNED', documentId: expect.any(String), year: new Date().getUTCFullYear() });
    expect(JSON.stringify(form)).not.toContain('123-45-6789');
    const list = await act(company, 'GET', '/api/forms?kind=W9');
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({ id: asked.form.id, status: 'SIGNED' });

    // The signed PDF is the company's signable document: the rendered form plus its certificate.
    const download = await act(company, 'GET', `/api/documents/signable/${form.documentId}/download?kind=signed`);
    expect(download.status, download.text).toBe(200);
    const pdf = await PDFDocument.load(Buffer.from(await (await fetch(download.body.url)).arrayBuffer()));
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 });

    // What payroll and 1099 preparation read: the latest signed W-9's answers, TIN in full.
    Object.assign(process.env, stackEnv());
    const { latestSignedW9 } = await import('../../functions/documents/services/form-answers.js');
    const read = await latestSignedW9(company.ws, asked.email);
    expect(read).toMatchObject({ formId: asked.form.id, revision: 'Rev. March 2024', answers: { tin: '123-45-6789', tinType: 'SSN', classification: 'INDIVIDUAL', name: 'Jane Q. Contractor' } });
    expect(await latestSignedW9(company.ws, uniqueEmail('nobody'))).toBeUndefined();

    // Every step on the company's chain.
    const events = (await auditEvents(company.ws)).map((e) => e.event);
    expect(events).toEqual(expect.arrayContaining(['FORM_REQUESTED', 'FORM_FILLED', 'SIGNABLE_CONSENTED', 'SIGNABLE_SIGNED']));
  });

  it('refuses answers that break the form’s rules or the link’s variant, and leaves the form open', async () => {
    const company = await newCompany('Forms Rules LLC');
    const person = await requestW9(company, 'PERSON');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...personAnswers, tin: '123456789' }, 'answers.tin'],
      [{ ...personAnswers, tinType: 'EIN', tin: '123-45-6789' }, 'answers.tin'],
      [{ ...personAnswers, classification: 'LLC' }, 'answers.llcClassification'],
      [{ ...personAnswers, exemptPayeeCode: '5' }, 'answers.exemptPayeeCode'],
      [{ ...personAnswers, zipCode: '1120' }, 'answers.zipCode'],
      [{ ...personAnswers, classification: 'C_CORPORATION', tinType: 'EIN', tin: '12-3456789' }, 'answers.classification'],
    ];
    for (const [answers, param] of cases) {
      const res = await call('POST', `/api/public/forms/${person.publicId}/w9`, { body: { answers } });
      expect(res.status, `${param}: ${res.text}`).toBe(400);
      expect(res.body.systemCode).toBeDefined();
      expect(JSON.stringify(res.body)).toContain(param.split('.').pop());
    }
    expect(await formOf(company, person.form.id)).toMatchObject({ status: 'REQUESTED' });

    const entity = await requestW9(company, 'COMPANY');
    const asCompany = { ...personAnswers, name: 'Contracting Co LLC', classification: 'LLC', llcClassification: 'S', tinType: 'EIN', tin: '12-3456789', exemptPayeeCode: '5', fatcaCode: 'A' };
    expect((await call('POST', `/api/public/forms/${entity.publicId}/w9`, { body: { answers: personAnswers } })).status).toBe(400);
    const ok = await call('POST', `/api/public/forms/${entity.publicId}/w9`, { body: { answers: asCompany } });
    expect(ok.status, ok.text).toBe(200);
    expect(await formOf(company, entity.form.id)).toMatchObject({ status: 'FILLED', tinMasked: '**-***6789', classification: 'LLC' });
  });

  it('keeps forms to their workspace, stops a cancelled link, and marks a declined form', async () => {
    const company = await newCompany('Forms Owner LLC');
    const other = await newCompany('Forms Stranger LLC');
    const asked = await requestW9(company, 'PERSON');
    const peek = await act(other, 'GET', `/api/forms/${asked.form.id}`);
    expect(peek.status).toBe(404);
    expect(peek.text).not.toContain(asked.email);
    expect((await act(other, 'POST', `/api/forms/${asked.form.id}/cancel`)).status).toBe(404);
    expect((await act(other, 'GET', '/api/forms?kind=W9')).body.data).toEqual([]);

    const cancelled = await act(company, 'POST', `/api/forms/${asked.form.id}/cancel`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.status).toBe('CANCELLED');
    const dead = await call('GET', `/api/public/forms/${asked.publicId}`);
    expect(dead.status).toBe(400);
    expect(dead.body.systemCode).toBe('invalid_public_link');
    expect(dead.text).not.toContain('Forms Owner');
    expect((await act(company, 'POST', `/api/forms/${asked.form.id}/cancel`)).status).toBe(409);

    const second = await requestW9(company, 'PERSON');
    const submitted = await call('POST', `/api/public/forms/${second.publicId}/w9`, { body: { answers: personAnswers } });
    const signId = (submitted.body as { signPublicId: string }).signPublicId;
    const declined = await call('POST', `/api/sign/${signId}/decline`, { body: { reason: 'Wrong company' } });
    expect(declined.status, declined.text).toBe(200);
    expect(await formOf(company, second.form.id)).toMatchObject({ status: 'DECLINED' });
    // A filled form cannot be withdrawn as if it were still a request.
    expect((await act(company, 'POST', `/api/forms/${second.form.id}/cancel`)).status).toBe(409);
  });
});

describe('tax forms: a W-4 for an employment', () => {
  const w4 = {
    firstName: 'Nina', lastName: 'Newhire', address: '7 Atlantic Avenue', city: 'Brooklyn', state: 'NY', zipCode: '11201', ssn: '123-45-6781',
    filingStatus: 'MARRIED_JOINTLY', multipleJobs: true, qualifyingChildren: 2, otherDependents: 1, creditsCents: 490_000,
    otherIncomeCents: 100_000, deductionsCents: 300_000, extraWithholdingCents: 2_500,
  };

  it('is asked for a staff employment, answered, signed, and read back by the payroll-facing service', async () => {
    const company = await newCompany('Forms Employer LLC');
    const hired = await act(company, 'POST', '/api/workforce/employments', {
      type: 'STAFF', details: { name: 'Nina Newhire', email: uniqueEmail('nina') }, employmentStart: '2026-11-02', payType: 'HOUR_RATE', rateCents: 4500,
    });
    expect(hired.status, hired.text).toBe(201);
    const employmentId = hired.body.id as string;
    const email = uniqueEmail('nina.w4');
    // A W-4 is the employee's own: not a company's, not for another company's employment.
    expect((await act(company, 'POST', '/api/forms', { kind: 'W4', variant: 'COMPANY', name: 'Nina Newhire', email })).status).toBe(400);
    const stranger = await newCompany('Forms Other Employer LLC');
    expect((await act(stranger, 'POST', '/api/forms', { kind: 'W4', variant: 'PERSON', name: 'Nina Newhire', email, employmentId })).status).toBe(404);

    const res = await act(company, 'POST', '/api/forms', { kind: 'W4', variant: 'PERSON', name: 'Nina Newhire', email, employmentId });
    expect(res.status, res.text).toBe(201);
    const { form, url } = res.body as TCreated;
    expect(url).toContain('/forms/w4/');
    const publicId = url.split('/').pop()!;
    // Step 3 may not claim less than the dependents' credits; exemption takes Steps 1 and 5 only.
    expect((await call('POST', `/api/public/forms/${publicId}/w4`, { body: { answers: { ...w4, creditsCents: 100_000 } } })).status).toBe(400);
    expect((await call('POST', `/api/public/forms/${publicId}/w4`, { body: { answers: { ...w4, exempt: true } } })).status).toBe(400);
    // A W-4 link takes no W-9.
    expect((await call('POST', `/api/public/forms/${publicId}/w9`, { body: { answers: personAnswers } })).status).toBe(400);

    const submitted = await call('POST', `/api/public/forms/${publicId}/w4`, { body: { answers: w4 } });
    expect(submitted.status, submitted.text).toBe(200);
    const signId = (submitted.body as { signPublicId: string }).signPublicId;
    const view = await call('GET', `/api/sign/${signId}`);
    expect(view.body.title).toContain('Form W-4 (2026)');
    expect((await call('POST', `/api/sign/${signId}/consent`, { body: consentBody })).status).toBe(200);
    const signed = await call('POST', `/api/sign/${signId}/sign`, { body: { values: [{ labelId: view.body.labels[0].id, ...signature }] } });
    expect(signed.status, signed.text).toBe(200);
    expect(await formOf(company, form.id)).toMatchObject({ kind: 'W4', status: 'SIGNED', employmentId, tinMasked: '***-**-6781' });

    Object.assign(process.env, stackEnv());
    const { latestSignedW4 } = await import('../../functions/documents/services/form-answers.js');
    const read = await latestSignedW4(company.ws, employmentId);
    expect(read).toMatchObject({ formId: form.id, revision: '2026', answers: { filingStatus: 'MARRIED_JOINTLY', multipleJobs: true, creditsCents: 490_000, extraWithholdingCents: 2_500, exempt: false } });
    expect(await latestSignedW4(stranger.ws, employmentId)).toBeUndefined();
  });
});


describe('tax forms: an IT-2104 for an employment', () => {
  const it2104 = {
    firstName: 'Omar', lastName: 'Onboard', ssn: '123-45-6782', address: '9 Smith Street', apartment: '2F', city: 'Brooklyn', state: 'NY', zipCode: '11201',
    filingStatus: 'MARRIED', nycResident: true, yonkersResident: false, nysAllowances: 3, nycAllowances: 3, nysAdditionalCents: 0, nycAdditionalCents: 2_000,
  };

  it('keeps New York City and Yonkers lines to their residents, and gives payroll the signed settings', async () => {
    const company = await newCompany('Forms NY Employer LLC');
    const hired = await act(company, 'POST', '/api/workforce/employments', {
      type: 'STAFF', details: { name: 'Omar Onboard', email: uniqueEmail('omar') }, employmentStart: '2026-11-02', payType: 'HOUR_RATE', rateCents: 5000,
    });
    expect(hired.status, hired.text).toBe(201);
    const employmentId = hired.body.id as string;
    const res = await act(company, 'POST', '/api/forms', { kind: 'IT2104', variant: 'PERSON', name: 'Omar Onboard', email: uniqueEmail('omar.it'), employmentId });
    expect(res.status, res.text).toBe(201);
    const { form, url } = res.body as TCreated;
    expect(url).toContain('/forms/it2104/');
    const publicId = url.split('/').pop()!;
    for (const wrong of [
      { ...it2104, yonkersResident: true },
      { ...it2104, nycResident: false },
      { ...it2104, nycResident: false, nycAllowances: 0, yonkersAdditionalCents: 500 },
      { ...it2104, nysAllowances: 100 },
    ]) {
      const refused = await call('POST', `/api/public/forms/${publicId}/it2104`, { body: { answers: wrong } });
      expect(refused.status, refused.text).toBe(400);
    }
    const submitted = await call('POST', `/api/public/forms/${publicId}/it2104`, { body: { answers: it2104 } });
    expect(submitted.status, submitted.text).toBe(200);
    const signId = (submitted.body as { signPublicId: string }).signPublicId;
    const view = await call('GET', `/api/sign/${signId}`);
    expect(view.body.title).toContain('Form IT-2104');
    expect((await call('POST', `/api/sign/${signId}/consent`, { body: consentBody })).status).toBe(200);
    expect((await call('POST', `/api/sign/${signId}/sign`, { body: { values: [{ labelId: view.body.labels[0].id, ...signature }] } })).status).toBe(200);
    expect(await formOf(company, form.id)).toMatchObject({ kind: 'IT2104', status: 'SIGNED', employmentId, tinMasked: '***-**-6782' });

    Object.assign(process.env, stackEnv());
    const { latestSignedIt2104, latestSignedW4 } = await import('../../functions/documents/services/form-answers.js');
    expect(await latestSignedIt2104(company.ws, employmentId)).toMatchObject({
      formId: form.id, answers: { filingStatus: 'MARRIED', nycResident: true, nysAllowances: 3, nycAllowances: 3, nycAdditionalCents: 2_000 },
    });
    // Each form is its own: no W-4 was signed for this employment.
    expect(await latestSignedW4(company.ws, employmentId)).toBeUndefined();
  });
});
