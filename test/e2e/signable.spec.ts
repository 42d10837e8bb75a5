import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { apiLogin, expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, switchWorkspace, unique } from './helpers.js';
import { pdfTextRuns } from '../support/pdf-text.js';

/**
 * Signable documents in the browser (issue 14), the sender's side: Acme's owner uploads a PDF in
 * the Company workspace, confirms it, adds John Doe as a signer, places a required signature and a
 * name, saves and sends; the list shows the progress (also in Russian). John then signs through
 * his emailed link (API calls, as the signing page is tested on its own), and the owner downloads
 * the signed PDF, whose last page is the certificate.
 */

const JOHN = { name: 'John Doe', email: 'john.doe@example.com' };
const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Side menu' });

/** A one-page Letter PDF with a line of text, written to a temporary file. */
async function makePdf(title: string): Promise<string> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  page.drawText(title, { x: 72, y: 700, size: 18, font });
  page.drawText('Signature: ______________________      Name: ______________________', { x: 72, y: 200, size: 11, font });
  const dir = await mkdtemp(join(tmpdir(), 'signable-'));
  const file = join(dir, 'service-agreement.pdf');
  await writeFile(file, await pdf.save());
  return file;
}

async function expectToast(page: Page, text: string) {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
  await expect(toast).toBeVisible();
  await toast.getByRole('button').click();
}

/** The text of every page of a PDF, with pdf.js's Node build. */
async function pdfText(bytes: Uint8Array): Promise<string[]> {
  return (await pdfTextRuns(bytes)).map((runs) => runs.map((r) => r.str).join(' '));
}

/** John signs through the link emailed to him: open, agree, fill every box of his. */
async function signAsJohn(request: APIRequestContext, title: string) {
  const admin = await apiLogin(request, PERSONAS.admin);
  const mail = (await (await request.get('/api/admin/mail', { headers: admin })).json()) as {
    data: { to: string; kind: string; link?: string; subject: string; text: string }[];
  };
  const links = mail.data.filter((m) => m.kind === 'SIGN_REQUEST' && m.to === JOHN.email && m.link?.includes('/sign/'));
  // The outbox holds every run's requests: John's link is the one whose document has this title.
  for (const m of links) {
    const publicId = m.link!.split('/').pop()!;
    const res = await request.get(`/api/sign/${publicId}`);
    if (!res.ok()) continue;
    const view = (await res.json()) as { title: string; labels: { id: string; type: 'SIGNATURE' | 'NAME' }[] };
    if (view.title !== title) continue;
    expect((await request.post(`/api/sign/${publicId}/consent`, { data: { version: '2026-1', language: 'EN', agree: true } })).ok()).toBeTruthy();
    const values = view.labels.map((l) =>
      l.type === 'SIGNATURE' ? { labelId: l.id, kind: 'SIGNATURE', strokes: [[0.1, 0.6, 0.4, 0.3, 0.9, 0.5]] } : { labelId: l.id, kind: 'NAME', text: JOHN.name },
    );
    const signed = await request.post(`/api/sign/${publicId}/sign`, { data: { values } });
    expect(signed.status(), await signed.text()).toBe(200);
    return;
  }
  throw new Error(`No signing link for "${title}" in the outbox`);
}

test('the owner sends a PDF for signing, follows its progress and downloads the signed PDF', async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  const title = `Service agreement ${unique()}`;
  const file = await makePdf(title);

  await openLoginAndSignIn(page, PERSONAS.owner);
  await switchWorkspace(page, /Acme Corp/);
  await sideMenu(page).getByRole('link', { name: 'Archive' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
  await page.locator('[data-tile="archiveSignable"]').click();
  await expect(page).toHaveURL(/\/archive\/c\/[^/]+\/signable\/common$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Signable documents' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sent for signing' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousViolations(page, 'signable list');

  // Upload: pick the PDF, confirm it in the modal (name and size shown).
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Upload a document' }).click()]);
  await chooser.setFiles(file);
  const confirm = page.getByRole('dialog', { name: 'Confirm the document' });
  await expect(confirm.getByTestId('upload-file')).toContainText('service-agreement.pdf');
  await expect(confirm.getByTestId('upload-file')).toContainText(/^service-agreement\.pdf\d+(\.\d)? K?B$/);
  await confirm.getByRole('textbox', { name: 'Title' }).fill(title);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/signable\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const surface = page.getByTestId('page-surface-1');
  await expect(surface).toBeVisible({ timeout: 30_000 });

  // Send is explained until there is a signer with a required field.
  const send = page.getByTestId('send-document');
  await expect(send).toBeDisabled();
  await expect(page.getByText('the document has at least one signer')).toBeVisible();

  // The signer, typed (the directory is staff's).
  const signers = page.getByRole('form', { name: 'Add a signer' });
  await signers.getByRole('textbox', { name: 'Name' }).fill(JOHN.name);
  await signers.getByRole('textbox', { name: 'Email' }).fill(JOHN.email);
  await signers.getByRole('button', { name: 'Add signer' }).click();
  await expect(page.getByTestId('signers')).toContainText(JOHN.email);
  await expect(page.getByText(`${JOHN.name} has at least one required field`)).toBeVisible();

  // A required signature, then a name, placed by clicking on the page.
  const tool = page.getByRole('region', { name: 'New field' });
  await expect(tool.getByRole('radio', { name: 'Signature' })).toBeChecked();
  await expect(tool.getByRole('radio', { name: 'Required' })).toBeChecked();
  await surface.click({ position: { x: 80, y: 120 } });
  await tool.getByText('Name', { exact: true }).click();
  await expect(tool.getByRole('radio', { name: 'Name' })).toBeChecked();
  await surface.click({ position: { x: 320, y: 400 } });
  await expect(surface.locator('[data-label-type="SIGNATURE"][data-requirement="REQUIRED"]')).toHaveCount(1);
  await expect(surface.locator('[data-label-type="NAME"]')).toHaveCount(1);
  await expect(send).toBeEnabled();

  // The keyboard moves a selected field, and Delete removes one.
  const name = surface.locator('[data-label-type="NAME"]');
  await name.click();
  await expect(name).toHaveAttribute('aria-pressed', 'true');
  const before = await name.boundingBox();
  await name.press('ArrowRight');
  await expect.poll(async () => (await name.boundingBox())!.x).toBeGreaterThan(before!.x);
  await expectNoSeriousViolations(page, 'signable editor');

  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'The document has been saved');
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
  await send.click();
  await expectToast(page, 'The document has been sent');

  // The list: SENT and John's progress.
  await expect(page).toHaveURL(/\/signable\/common$/);
  const row = page.getByTestId('sent-document').filter({ hasText: title });
  await expect(row.locator('[data-status]')).toHaveText('Sent');
  await expect(row.getByTestId('signed-progress')).toHaveText('0 of 1 signed');
  await expect(row.locator('[data-signer-status="SENT"]')).toHaveText('Sent');
  await expect(row.getByRole('button', { name: `Remind: ${JOHN.name}` })).toBeVisible();

  // A sent document opens read-only: its dates and each signer's steps.
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const johnSteps = page.locator('[data-signer-id]').filter({ hasText: JOHN.name });
  await expect(johnSteps.getByRole('rowheader', { name: 'Sent' })).toBeVisible();
  await expect(page.getByText('Links expire')).toBeVisible();
  await expect(page.getByTestId('page-surface-1').locator('[data-label-type]')).toHaveCount(2);
  await expect(page.getByTestId('send-document')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'signable details');
  await page.getByTestId('back-link').click();
  await expect(page).toHaveURL(/\/signable\/common$/);

  // The same list in Russian.
  await page.getByTestId('language-toggle').getByText('RU').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Документы на подпись' })).toBeVisible();
  await expect(row.locator('[data-status]')).toHaveText('Отправлен');
  await expect(row.getByTestId('signed-progress')).toHaveText('Подписали 0 из 1');
  await expect(page.getByRole('tab', { name: 'Присланные мне' })).toBeVisible();
  await expectNoSeriousViolations(page, 'signable list (ru)');
  await page.getByTestId('language-toggle').getByText('EN').click();
  await expect(row.getByTestId('signed-progress')).toHaveText('0 of 1 signed');

  // John signs; the owner sees it completed and downloads the signed PDF with its certificate.
  await signAsJohn(request, title);
  await page.reload();
  await expect(row.locator('[data-status]')).toHaveText('Signed', { timeout: 20_000 });
  await expect(row.getByTestId('signed-progress')).toHaveText('1 of 1 signed');
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Download signed PDF: ${title}` }).click()]);
  const bytes = new Uint8Array(await readFile((await download.path())!));
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  const pages = await pdfText(bytes);
  const certificate = pages[pages.length - 1]!.replace(/\s+/g, ' ');
  expect(pages.length).toBeGreaterThan(1);
  for (const text of [title, 'SHA-256', JOHN.name, JOHN.email]) expect(certificate).toContain(text);

  // John finds it among the documents sent to him ('own'), in his person workspace, where nothing is sent from.
  const johnContext = await browser.newContext();
  const john = await johnContext.newPage();
  await openLoginAndSignIn(john, PERSONAS.employee);
  await sideMenu(john).getByRole('link', { name: 'Archive' }).click();
  await john.locator('[data-tile="archiveSignable"]').click();
  await expect(john).toHaveURL(/\/archive\/p\/[^/]+\/signable\/own$/);
  await expect(john.getByRole('tab', { name: 'Sent for signing' })).toHaveCount(0);
  const own = john.getByTestId('own-list').locator('[data-document-id]').filter({ hasText: title });
  await expect(own).toContainText('From Acme Corp');
  await expect(own.locator('[data-signer-status]')).toHaveText('Signed');
  await expect(own.getByRole('link', { name: title })).toHaveAttribute('href', /\/signable\/own\/[^/]+$/);
  await expectNoSeriousViolations(john, 'signable own list');
  await johnContext.close();
});
