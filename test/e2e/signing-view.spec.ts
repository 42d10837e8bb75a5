import { expect, test, type APIRequestContext } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { apiLogin, drawSignature, expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, unique } from './helpers.js';

/** The signer: Acme's employee, who opens the emailed link without signing in. */
const JOHN = { id: 'john', name: 'John Doe', email: 'john.doe@example.com' };

/** A real PDF of `pages` Letter pages (made here: no fixture file), each saying its number (Latin text: the standard font is WinAnsi). */
async function makePdf(title: string, pages = 2): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i += 1) doc.addPage([612, 792]).drawText(`${title}: page ${i}`, { x: 72, y: 700, size: 18, font });
  return Buffer.from(await doc.save());
}

type TSent = { id: string; path: string; owner: Record<string, string> };

/**
 * As Acme's owner, through the API: upload a PDF, make it a signable document with one signer, a
 * REQUIRED signature on page 2 and an OPTIONAL name on page 1, send it, and read John's link from
 * the outbox (as the admin). The title is unique, so a parallel run's mail is never taken.
 */
async function sendForSigning(request: APIRequestContext, title: string): Promise<TSent> {
  const auth = await apiLogin(request, PERSONAS.owner);
  const workspaces = (await (await request.get('/api/workspaces', { headers: auth })).json()) as { data: { id: string; type: string }[] };
  const owner = { ...auth, 'x-workspace-id': workspaces.data.find((w) => w.type === 'COMPANY')!.id };
  const bytes = await makePdf(`Letter ${unique()}`);

  const started = await request.post('/api/files', { headers: owner, data: { fileName: 'letter.pdf', contentType: 'application/pdf', size: bytes.length } });
  expect(started.status(), await started.text()).toBe(201);
  const upload = (await started.json()) as { file: { id: string }; uploadUrl: string; headers: Record<string, string> };
  const put = await request.put(upload.uploadUrl, { headers: upload.headers, data: bytes });
  expect(put.ok(), await put.text()).toBeTruthy();
  const completed = await request.post(`/api/files/${upload.file.id}/complete`, { headers: owner });
  expect(completed.ok(), await completed.text()).toBeTruthy();

  const created = await request.post('/api/documents/signable', { headers: owner, data: { title, fileId: upload.file.id } });
  expect(created.status(), await created.text()).toBe(201);
  const doc = (await created.json()) as { id: string; version: number };
  const labels = [
    { id: 'sig', type: 'SIGNATURE', requirement: 'REQUIRED', pageNumber: 2, relativePosX: 0.1, relativePosY: 0.7, relativeHeight: 0.06, signerId: JOHN.id },
    { id: 'name', type: 'NAME', requirement: 'OPTIONAL', pageNumber: 1, relativePosX: 0.5, relativePosY: 0.7, relativeHeight: 0.04, signerId: JOHN.id },
  ];
  const saved = await request.put(`/api/documents/signable/${doc.id}`, {
    headers: owner,
    data: { version: doc.version, title, linkDays: 30, signers: [JOHN], labels },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const sent = await request.post(`/api/documents/signable/${doc.id}/send`, { headers: owner });
  expect(sent.status(), await sent.text()).toBe(200);

  const admin = await apiLogin(request, PERSONAS.admin);
  let link = '';
  await expect(async () => {
    const mail = (await (await request.get('/api/admin/mail', { headers: admin })).json()) as {
      data: { to: string; subject: string; text: string; link?: string; createdAt: string }[];
    };
    const mine = mail.data
      .filter((m) => m.to === JOHN.email && m.link?.includes('/sign/') && `${m.subject}\n${m.text}`.includes(title))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(mine.length).toBeGreaterThan(0);
    link = mine[0]!.link!;
  }).toPass({ timeout: 15_000 });
  return { id: doc.id, path: new URL(link).pathname, owner };
}


test('a signer opens the emailed link, agrees, is refused while the required box is empty, signs and finishes', async ({ page, request }) => {
  test.setTimeout(120_000);
  const title = `Engagement letter ${unique()}`;
  const sent = await sendForSigning(request, title);

  await page.goto(sent.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { name: 'Consent to use electronic records and signatures' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'signing consent');
  await expect(page.getByRole('button', { name: 'I agree' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I have read the disclosure above' }).check();
  const consent = page.waitForRequest((r) => r.url().endsWith('/consent') && r.method() === 'POST');
  await page.getByRole('button', { name: 'I agree' }).click();
  expect((await consent).postDataJSON()).toMatchObject({ language: 'EN', agree: true });

  // The pages are images; the signer's boxes sit on them (the NAME on page 1, the SIGNATURE on page 2).
  await expect(page.getByRole('img', { name: 'Page 1 of 2' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Page 2 of 2' })).toBeVisible();
  const signatureBox = page.getByRole('button', { name: /^Your signature, page 2/ });
  await expect(signatureBox).toContainText('Your signature');
  await expect(page.getByRole('button', { name: /^Your name, page 1/ })).toContainText('Your name');

  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByTestId('signing-problem')).toHaveText("Fill in 'Your signature' on page 2");

  await signatureBox.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Required • Sign here');
  await signatureBox.click();
  const dialog = page.getByRole('dialog', { name: 'Please sign here' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await expectNoSeriousViolations(page, 'signature pad');
  await drawSignature(page);
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Clear' }).click();
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await drawSignature(page);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();

  await expect(signatureBox).toHaveAttribute('data-filled', 'true');
  await expect(signatureBox.locator('svg polyline').first()).toBeAttached();
  await signatureBox.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Required • Signed ✓');

  const sign = page.waitForRequest((r) => r.url().endsWith('/sign') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Finish' }).click();
  const body = (await sign).postDataJSON() as { values: { labelId: string; kind: string; strokes: number[][] }[] };
  expect(body.values).toHaveLength(1);
  expect(body.values[0]).toMatchObject({ labelId: 'sig', kind: 'SIGNATURE' });
  expect(body.values[0]!.strokes.flat().every((n) => n >= 0 && n <= 1 && Number(n.toFixed(4)) === n)).toBe(true);
  await expect(page.getByTestId('signing-done')).toContainText('Thank you! You have signed the document');

  const after = (await (await request.get(`/api/documents/signable/${sent.id}`, { headers: sent.owner })).json()) as {
    status: string;
    signers: { status: string }[];
  };
  expect(after.signers[0]!.status).toBe('SIGNED');
  expect(after.status).toBe('SIGNED');

  // The link again: a completed document's link tells nothing of it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invalid link');
  await expect(page.getByText(title)).toHaveCount(0);

  // The completed PDF, checked on the public verification page, names its signer.
  const download = await request.get(`/api/documents/signable/${sent.id}/download`, { headers: sent.owner });
  expect(download.status(), await download.text()).toBe(200);
  const signedPdf = await (await request.get(((await download.json()) as { url: string }).url)).body();
  await page.goto('/verify');
  await page.locator('input[type="file"]').setInputFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: signedPdf });
  const result = page.getByTestId('verify-result');
  await expect(result).toContainText('This document was completed here and has not been changed');
  await expect(result).toContainText('John Doe');
});

test('the signing view in Russian: consent, refusal naming the box, the pad, the name, done', async ({ page, request }) => {
  test.setTimeout(120_000);
  const title = `Договор ${unique()}`;
  const sent = await sendForSigning(request, title);

  await page.goto(sent.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByTestId('language-toggle').getByText('RU').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { name: 'Согласие на использование электронных документов и подписей' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Я прочитал(а) сведения выше' }).check();
  const consent = page.waitForRequest((r) => r.url().endsWith('/consent') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Я согласен' }).click();
  expect((await consent).postDataJSON()).toMatchObject({ language: 'RU', agree: true });

  await expect(page.getByRole('img', { name: 'Страница 2 из 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Завершить' }).click();
  await expect(page.getByTestId('signing-problem')).toHaveText('Заполните поле «Ваша подпись» на странице 2');

  const signatureBox = page.getByRole('button', { name: /^Ваша подпись, страница 2/ });
  await signatureBox.click();
  const pad = page.getByRole('dialog', { name: 'Пожалуйста, распишитесь здесь' });
  await expect(pad.getByRole('button', { name: 'Подтвердить' })).toBeDisabled();
  await drawSignature(page);
  await pad.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(pad).toBeHidden();
  await signatureBox.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Обязательно • Подписано ✓');

  // The optional name: typed, not drawn.
  await page.getByRole('button', { name: /^Ваше имя, страница 1/ }).click();
  const nameDialog = page.getByRole('dialog', { name: 'Напишите своё имя' });
  await expect(nameDialog.getByRole('button', { name: 'Подтвердить' })).toBeDisabled();
  await nameDialog.getByRole('textbox', { name: 'Ваше полное имя' }).fill('Джон Доу');
  await nameDialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByRole('button', { name: /^Ваше имя, страница 1/ })).toContainText('Джон Доу');

  await page.getByRole('button', { name: 'Завершить' }).click();
  await expect(page.getByTestId('signing-done')).toContainText('Спасибо! Вы подписали документ');
});

test('a signer declines with a reason: the document is DECLINED', async ({ page, request }) => {
  const title = `Declined letter ${unique()}`;
  const sent = await sendForSigning(request, title);
  await page.goto(sent.path);
  await page.getByRole('checkbox', { name: 'I have read the disclosure above' }).check();
  await page.getByRole('button', { name: 'I agree' }).click();
  await page.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline to sign' });
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog.getByText('Please give a reason')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The fee is wrong');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByTestId('signing-done')).toContainText('You declined to sign the document');
  const after = (await (await request.get(`/api/documents/signable/${sent.id}`, { headers: sent.owner })).json()) as {
    status: string;
    signers: { status: string; declineReason?: string }[];
  };
  expect(after.status).toBe('DECLINED');
  expect(after.signers[0]).toMatchObject({ status: 'DECLINED', declineReason: 'The fee is wrong' });
});

test('signed in, the signer opens the same view from the archive (own)', async ({ page, request }) => {
  test.setTimeout(90_000);
  const title = `Own letter ${unique()}`;
  const sent = await sendForSigning(request, title);
  const john = await apiLogin(request, PERSONAS.employee);
  const workspaces = (await (await request.get('/api/workspaces', { headers: john })).json()) as { data: { id: string; type: string }[] };
  const person = workspaces.data.find((w) => w.type === 'PERSON')!.id;

  await openLoginAndSignIn(page, PERSONAS.employee);
  await page.goto(`/archive/p/${person}/signable/own/${sent.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByRole('checkbox', { name: 'I have read the disclosure above' }).check();
  await page.getByRole('button', { name: 'I agree' }).click();
  await page.getByRole('button', { name: /^Your signature, page 2/ }).click();
  await drawSignature(page);
  await page.getByRole('dialog', { name: 'Please sign here' }).getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByTestId('signing-done')).toContainText('Thank you! You have signed the document');
  const after = (await (await request.get(`/api/documents/signable/${sent.id}`, { headers: sent.owner })).json()) as {
    signers: { status: string; via?: string }[];
  };
  expect(after.signers[0]).toMatchObject({ status: 'SIGNED', via: 'ACCOUNT' });
});

test('a cancelled document: its link says Invalid link and shows nothing of the document', async ({ page, request }) => {
  const title = `Cancelled letter ${unique()}`;
  const sent = await sendForSigning(request, title);
  const cancelled = await request.post(`/api/documents/signable/${sent.id}/cancel`, { headers: sent.owner });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await page.goto(sent.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invalid link');
  await expect(page.getByText(title)).toHaveCount(0);
  await expect(page.getByTestId('pdf-pages')).toHaveCount(0);

  // A link that cannot be one at all is refused without asking the server.
  await page.goto('/sign/not-a-link');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invalid link');
});

test('verify: a PDF never completed here does not match', async ({ page }) => {
  await page.goto('/verify');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify a signed document');
  const bytes = await makePdf(`Not signed here ${unique()}`, 1);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/documents/verify'));
  await page.locator('input[type="file"]').setInputFiles({ name: 'random.pdf', mimeType: 'application/pdf', buffer: bytes });
  expect((await answer).status()).toBe(200);
  await expect(page.getByTestId('verify-result')).toContainText('This file does not match any document completed here');
  await expectNoSeriousViolations(page, 'verify');
});
