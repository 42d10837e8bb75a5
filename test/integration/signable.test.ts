/**
 * Signable documents against the real local services: every state transition and its refusals,
 * two signers racing to complete, a cancelled link, verification of the signed file and of a
 * tampered one, and the steps on the sender workspace's audit chain.
 */
import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { as, call, login, uniqueEmail } from '../support/api.js';
import { auditEvents } from '../support/aws.js';
import { act, newCompany, newPerson } from '../support/billing.js';
import { consentBody, makePdf, sentDocument, signature, signByLink, signingLink, uploadFile } from '../support/signable.js';

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

async function signedFile(company: Awaited<ReturnType<typeof newCompany>>, id: string): Promise<Buffer> {
  const res = await act(company, 'GET', `/api/documents/signable/${id}/download?kind=signed`);
  expect(res.status, res.text).toBe(200);
  return Buffer.from(await (await fetch(res.body.url)).arrayBuffer());
}

describe('signable documents: the sender', () => {
  it('records the pages and SHA-256 of an uploaded PDF, and refuses what is not a readable PDF of the workspace', async () => {
    const company = await newCompany('Signing Pages LLC');
    const bytes = await makePdf(3);
    const fileId = await uploadFile(company, bytes);
    const created = await act(company, 'POST', '/api/documents/signable', { title: 'Three pages', fileId });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ status: 'CREATED', originalSha256: sha(bytes), linkDays: 30, version: 0 });
    expect(created.body.pages).toEqual([1, 2, 3].map((pageNumber) => ({ pageNumber, width: 612, height: 792 })));

    const image = await uploadFile(company, Buffer.from('not really a png'), 'x.png', 'image/png');
    const notPdf = await act(company, 'POST', '/api/documents/signable', { title: 'Image', fileId: image });
    expect(notPdf.status).toBe(400);
    expect(notPdf.body.systemCode).toBe('file_type_not_allowed');
    const broken = await uploadFile(company, Buffer.from('%PDF-1.7 but nothing else'));
    const unreadable = await act(company, 'POST', '/api/documents/signable', { title: 'Broken', fileId: broken });
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.systemCode).toBe('pdf_unreadable');

    const other = await newCompany('Other Signer Co');
    const foreign = await act(other, 'POST', '/api/documents/signable', { title: 'Not mine', fileId });
    expect(foreign.status).toBe(404);
    const peek = await act(other, 'GET', `/api/documents/signable/${created.body.id}`);
    expect(peek.status).toBe(404);
    expect(peek.text).not.toContain('Three pages');
  });

  it('saves the draft by version, checks its boxes, and sends only when every signer has a required box', async () => {
    const company = await newCompany('Signing Draft LLC');
    const fileId = await uploadFile(company, await makePdf(1));
    const { body: doc } = await act(company, 'POST', '/api/documents/signable', { title: 'Draft', fileId });
    const signers = [{ id: 's1', name: 'Ann Lee', email: uniqueEmail('ann') }];
    const box = { id: 'b1', type: 'SIGNATURE', requirement: 'OPTIONAL', pageNumber: 1, relativePosX: 0.1, relativePosY: 0.1, relativeHeight: 0.05, signerId: 's1' };

    const noSigner = await act(company, 'PUT', `/api/documents/signable/${doc.id}`, { version: 0, title: 'Draft', linkDays: 10, signers, labels: [{ ...box, signerId: 'nobody' }] });
    expect(noSigner.status).toBe(400);
    const noPage = await act(company, 'PUT', `/api/documents/signable/${doc.id}`, { version: 0, title: 'Draft', linkDays: 10, signers, labels: [{ ...box, pageNumber: 2 }] });
    expect(noPage.status).toBe(400);
    const saved = await act(company, 'PUT', `/api/documents/signable/${doc.id}`, { version: 0, title: 'Draft', linkDays: 10, signers, labels: [box] });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.version).toBe(1);
    const stale = await act(company, 'PUT', `/api/documents/signable/${doc.id}`, { version: 0, title: 'Stale', linkDays: 10, signers, labels: [box] });
    expect(stale.status).toBe(409);
    expect(stale.body.systemCode).toBe('version_conflict');

    const optionalOnly = await act(company, 'POST', `/api/documents/signable/${doc.id}/send`);
    expect(optionalOnly.status).toBe(400);
    expect(optionalOnly.body.systemCode).toBe('signers_incomplete');
    await act(company, 'PUT', `/api/documents/signable/${doc.id}`, { version: 1, title: 'Draft', linkDays: 10, signers, labels: [{ ...box, requirement: 'REQUIRED' }] });
    const sent = await act(company, 'POST', `/api/documents/signable/${doc.id}/send`);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.status).toBe('SENT');
    expect(sent.body.signers[0].status).toBe('SENT');
    expect(Date.parse(sent.body.expiresAt) - Date.parse(sent.body.sentAt)).toBe(10 * 86_400_000);
    expect((await act(company, 'POST', `/api/documents/signable/${doc.id}/send`)).body.systemCode).toBe('invalid_state');
    const edit = await act(company, 'PUT', `/api/documents/signable/${doc.id}`, { version: 2, title: 'Late edit', linkDays: 10, signers, labels: [] });
    expect(edit.body.systemCode).toBe('invalid_state');

    const listed = await act(company, 'GET', '/api/documents/signable');
    expect(listed.body.data[0]).toMatchObject({ id: doc.id, status: 'SENT', signers: [{ id: 's1', status: 'SENT' }] });
  });
});

describe('signable documents: the signer', () => {
  it('opens, consents and signs through the link, sees only their own boxes, and completes with a certificate that verifies', async () => {
    const company = await newCompany('Signing Flow LLC');
    const ann = { id: 'ann', name: 'Ann Lee', email: uniqueEmail('ann') };
    const bob = { id: 'bob', name: 'Bob Stone', email: uniqueEmail('bob') };
    const doc = await sentDocument(company, [ann, bob]);
    const annLink = await signingLink(ann.email);
    expect(annLink.length).toBeGreaterThanOrEqual(32);

    const view = await call('GET', `/api/sign/${annLink}`, { headers: { 'user-agent': 'SignTest/1.0' } });
    expect(view.status, view.text).toBe(200);
    expect(view.body.labels.map((l: { id: string }) => l.id).sort()).toEqual(['name-ann', 'sig-ann']);
    expect(view.text).not.toContain(bob.email);
    expect(view.body.signer).toMatchObject({ name: 'Ann Lee', status: 'OPENED' });
    expect((await fetch(view.body.originalUrl)).status).toBe(200);

    const early = await call('POST', `/api/sign/${annLink}/sign`, { body: { values: [{ labelId: 'sig-ann', ...signature }] } });
    expect(early.status).toBe(409);
    await call('POST', `/api/sign/${annLink}/consent`, { body: consentBody });
    const notMine = await call('POST', `/api/sign/${annLink}/sign`, { body: { values: [{ labelId: 'sig-ann', ...signature }, { labelId: 'sig-bob', ...signature }] } });
    expect(notMine.status).toBe(400);
    const missing = await call('POST', `/api/sign/${annLink}/sign`, { body: { values: [{ labelId: 'name-ann', kind: 'NAME', text: 'Ann' }] } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ systemCode: 'required_field_empty', param: 'sig-ann' });
    const signed = await call('POST', `/api/sign/${annLink}/sign`, { body: { values: [{ labelId: 'sig-ann', ...signature }] } });
    expect(signed.body).toEqual({ status: 'PARTIALLY_SIGNED', signerStatus: 'SIGNED' });
    expect((await call('GET', `/api/sign/${annLink}`)).status).toBe(200);
    expect((await call('POST', `/api/sign/${annLink}/sign`, { body: { values: [{ labelId: 'sig-ann', ...signature }] } })).status).toBe(409);

    const last = await signByLink(await signingLink(bob.email), 'bob');
    expect(last.body).toEqual({ status: 'SIGNED', signerStatus: 'SIGNED' });
    const done = await act(company, 'GET', `/api/documents/signable/${doc.id}`);
    expect(done.body).toMatchObject({ status: 'SIGNED', signers: [{ status: 'SIGNED' }, { status: 'SIGNED' }] });
    // A completed document answers its links with the neutral 40035-style refusal.
    const closed = await call('GET', `/api/sign/${annLink}`);
    expect(closed.status).toBe(400);
    expect(closed.body.systemCode).toBe('invalid_public_link');
    expect(closed.text).not.toContain('Engagement');

    const file = await signedFile(company, doc.id);
    expect(sha(file)).toBe(done.body.signedSha256);
    const pdf = await PDFDocument.load(file);
    expect(pdf.getPageCount()).toBe(3);
    const verified = await call('POST', '/api/documents/verify', { body: { sha256: sha(file) } });
    expect(verified.body).toMatchObject({ verified: true, signers: [{ name: 'Ann Lee' }, { name: 'Bob Stone' }] });
    expect(verified.text).not.toContain(ann.email);
    expect(verified.text).not.toContain('Engagement');
    const tampered = Buffer.from(file);
    tampered.writeUInt8(tampered.readUInt8(tampered.length - 20) ^ 1, tampered.length - 20);
    expect((await call('POST', '/api/documents/verify', { body: { sha256: sha(tampered) } })).body).toEqual({ verified: false });

    const chain = await auditEvents(company.ws, 40);
    const steps = chain.filter((e) => e.props.documentId === doc.id).map((e) => e.event);
    for (const step of ['SIGNABLE_CREATED', 'SIGNABLE_SENT', 'SIGNABLE_OPENED', 'SIGNABLE_CONSENTED', 'SIGNABLE_SIGNED', 'SIGNABLE_COMPLETED']) expect(steps).toContain(step);
    const completed = chain.find((e) => e.event === 'SIGNABLE_COMPLETED' && e.props.documentId === doc.id)!;
    expect(completed.props).toMatchObject({ originalSha256: doc.originalSha256, signedSha256: sha(file) });
  });

  it('completes once when two signers race to finish: one signed PDF', async () => {
    const company = await newCompany('Signing Race LLC');
    const signers = ['r1', 'r2', 'r3'].map((id) => ({ id, name: `Racer ${id}`, email: uniqueEmail(id) }));
    const doc = await sentDocument(company, signers);
    const links = await Promise.all(signers.map((s) => signingLink(s.email)));
    expect((await signByLink(links[0]!, 'r1')).status).toBe(200);
    for (const [i, link] of links.entries()) {
      if (i === 0) continue;
      await call('GET', `/api/sign/${link}`);
      await call('POST', `/api/sign/${link}/consent`, { body: consentBody });
    }
    const [a, b] = await Promise.all(
      [1, 2].map((i) => call('POST', `/api/sign/${links[i]}/sign`, { body: { values: [{ labelId: `sig-r${i + 1}`, ...signature }] } })),
    );
    expect([a!.status, b!.status]).toEqual([200, 200]);
    expect([a!.body.status, b!.body.status].sort()).toEqual(['PARTIALLY_SIGNED', 'SIGNED']);
    const done = await act(company, 'GET', `/api/documents/signable/${doc.id}`);
    expect(done.body.status).toBe('SIGNED');
    const completions = (await auditEvents(company.ws, 60)).filter((e) => e.event === 'SIGNABLE_COMPLETED' && e.props.documentId === doc.id);
    expect(completions).toHaveLength(1);
    expect(sha(await signedFile(company, doc.id))).toBe(done.body.signedSha256);
  });

  it('a cancelled, declined or replaced link shows nothing; a reminder mints a new one', async () => {
    const company = await newCompany('Signing Cancel LLC');
    const ann = { id: 'ann', name: 'Ann Lee', email: uniqueEmail('ann') };
    const doc = await sentDocument(company, [ann]);
    const first = await signingLink(ann.email);
    const reminded = await act(company, 'POST', `/api/documents/signable/${doc.id}/signers/ann/remind`);
    expect(reminded.status, reminded.text).toBe(200);
    const again = await act(company, 'POST', `/api/documents/signable/${doc.id}/signers/ann/remind`);
    expect(again.body.systemCode).toBe('too_many_attempts');
    const second = await signingLink(ann.email);
    expect(second).not.toBe(first);
    expect((await call('GET', `/api/sign/${first}`)).body.systemCode).toBe('invalid_public_link');
    expect((await call('GET', `/api/sign/${second}`)).status).toBe(200);

    const cancelled = await act(company, 'POST', `/api/documents/signable/${doc.id}/cancel`);
    expect(cancelled.body.status).toBe('CANCELLED');
    const gone = await call('GET', `/api/sign/${second}`);
    expect(gone.status).toBe(400);
    expect(gone.body.systemCode).toBe('invalid_public_link');
    expect(gone.text).not.toContain('Engagement');
    expect((await act(company, 'POST', `/api/documents/signable/${doc.id}/cancel`)).body.systemCode).toBe('invalid_state');
    expect((await act(company, 'GET', `/api/documents/signable/${doc.id}/download?kind=signed`)).body.systemCode).toBe('invalid_state');

    const [deeSpec, eveSpec] = [{ id: 'dee', name: 'Dee Clark', email: uniqueEmail('dee') }, { id: 'eve', name: 'Eve Park', email: uniqueEmail('eve') }];
    const other = await sentDocument(company, [deeSpec, eveSpec]);
    const dee = await signingLink(deeSpec.email);
    const declined = await call('POST', `/api/sign/${dee}/decline`, { body: { reason: 'Wrong amount' } });
    expect(declined.body).toEqual({ status: 'DECLINED', signerStatus: 'DECLINED' });
    const after = await act(company, 'GET', `/api/documents/signable/${other.id}`);
    expect(after.body.signers[0]).toMatchObject({ status: 'DECLINED', declineReason: 'Wrong amount' });
    expect((await call('GET', `/api/sign/${await signingLink(eveSpec.email)}`)).body.systemCode).toBe('invalid_public_link');
    expect((await call('GET', '/api/sign/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).body.systemCode).toBe('invalid_public_link');
  });

  it('a signer with an account signs in the portal: own list, via ACCOUNT; others are refused', async () => {
    const company = await newCompany('Signing Account LLC');
    const person = await newPerson('Sam', 'Signer');
    const doc = await sentDocument(company, [{ id: 'sam', name: 'Sam Signer', email: person.email }]);
    const own = await call('GET', '/api/documents/own', { session: person.session });
    expect(own.body.data[0]).toMatchObject({ id: doc.id, title: 'Engagement letter', signerStatus: 'SENT', status: 'SENT', senderName: 'Signing Account LLC' });
    const stranger = await as('jane');
    expect((await call('GET', `/api/documents/own/${doc.id}`, { session: stranger })).body.systemCode).toBe('invalid_public_link');
    expect((await call('GET', '/api/documents/own', { session: stranger })).text).not.toContain(doc.id);

    const view = await call('GET', `/api/documents/own/${doc.id}`, { session: person.session });
    expect(view.status, view.text).toBe(200);
    await call('POST', `/api/documents/own/${doc.id}/consent`, { session: person.session, body: { ...consentBody, language: 'RU' } });
    const signed = await call('POST', `/api/documents/own/${doc.id}/sign`, { session: person.session, body: { values: [{ labelId: 'sig-sam', ...signature }] } });
    expect(signed.body.status).toBe('SIGNED');
    const chain = await auditEvents(company.ws, 30);
    expect(chain.find((e) => e.event === 'SIGNABLE_SIGNED' && e.props.documentId === doc.id)?.props.via).toBe('ACCOUNT');
    const again = await login(person.email, 'Start#2026pass');
    expect((await call('GET', '/api/documents/own', { session: again })).body.data[0]).toMatchObject({ status: 'SIGNED', signerStatus: 'SIGNED' });
  });

  it('the demo data has an engagement letter from Acme Corp waiting for its owner', async () => {
    // Every page of the owner's list (other tests send the owner documents too: a policy's officer copy).
    const session = await as('owner');
    const all: { title: string; senderName: string }[] = [];
    let cursor: string | undefined;
    do {
      const page = await call('GET', `/api/documents/own?size=100${cursor ? `&cursor=${cursor}` : ''}`, { session });
      expect(page.status, page.text).toBe(200);
      all.push(...page.body.data);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(all).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'Engagement letter', senderName: 'Acme Corp' })]));
  });
});
