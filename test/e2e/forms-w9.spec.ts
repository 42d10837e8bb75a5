import { expect, test, type Page } from '@playwright/test';
import { drawSignature, expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, switchWorkspace, unique } from './helpers.js';

/**
 * Form W-9 through a link (spec 000 §2 Archive `w9`, public /forms/w9/person/{publicId}): Acme's
 * owner asks a contractor for a W-9 and copies the link; the contractor, with no account and in
 * Russian, fills the form in as an individual with an SSN, agrees to e-signing and signs on the
 * signing page; the owner sees the row SIGNED.
 */

// The Copy button writes to the clipboard; the test reads it back.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Side menu' });


test('a company requests a W-9, the contractor fills it in in Russian and signs, the company sees it signed', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const suffix = unique();
  const contractor = { name: `Ivan Contractor ${suffix}`, email: `ivan.${suffix}@example.com` };

  // The owner opens the archive's W-9 section in the company workspace.
  await openLoginAndSignIn(page, PERSONAS.owner);
  await switchWorkspace(page, /Acme Corp/);
  await sideMenu(page).getByRole('link', { name: 'Archive' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
  await page.locator('[data-tile="archiveW9"]').click();
  await expect(page).toHaveURL(/\/archive\/c\/[^/]+\/w9$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Form W-9' })).toBeVisible();
  await expectNoSeriousViolations(page, 'w9 archive');

  // Request: the modal checks its fields, then makes the link and shows it once.
  await page.getByRole('button', { name: 'Request a W-9' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a W-9' });
  await dialog.getByRole('button', { name: 'Create the link' }).click();
  await expect(dialog.getByText('This field is required').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(contractor.name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(contractor.email);
  await expect(dialog.getByRole('radio', { name: /A person/ })).toBeChecked();
  await expectNoSeriousViolations(page, 'w9 request modal');
  await dialog.getByRole('button', { name: 'Create the link' }).click();
  const url = dialog.getByTestId('w9-url');
  await expect(url).toHaveValue(/\/forms\/w9\/person\/[A-Za-z0-9_-]{22,64}$/);
  const link = await url.inputValue();
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByText('Copied to clipboard')).toBeVisible();
  // Page code as text: this file is type-checked without the DOM library.
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(link);
  await expectNoSeriousViolations(page, 'w9 link modal');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('w9-row').filter({ hasText: contractor.email });
  await expect(row.locator('[data-status]')).toHaveText('Requested');
  await expect(row.getByRole('button', { name: `Cancel the W-9 request to ${contractor.name}` })).toBeVisible();

  // The contractor: a fresh browser, no session, the link's path on this stack.
  const context = await browser.newContext();
  const filler = await context.newPage();
  await filler.goto(new URL(link).pathname);
  await expect(filler.getByRole('heading', { level: 1, name: 'Form W-9' })).toBeVisible();
  await expect(filler.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await filler.getByTestId('language-toggle').getByText('RU').click();
  await expect(filler.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(filler.getByRole('heading', { level: 1, name: 'Форма W-9' })).toBeVisible();
  await expect(filler.getByTestId('w9-intro')).toContainText('Acme Corp просит вас заполнить форму W-9');

  // The person variant starts as an individual with an SSN, line 1 from the request.
  const form = filler.getByRole('form', { name: 'Форма W-9' });
  await expect(form.getByRole('textbox', { name: /^1\. Имя/ })).toHaveValue(contractor.name);
  await expect(form.getByRole('radio', { name: 'Физическое лицо / индивидуальный предприниматель' })).toBeChecked();
  await expect(form.getByRole('radio', { name: /^Номер социального страхования \(SSN или ITIN\)/ })).toBeChecked();
  await expect(form.getByText('4. Освобождения')).toHaveCount(0);

  // Sent empty: every missing line says so, in Russian, and nothing reaches the server.
  await form.getByRole('button', { name: 'Перейти к подписи' }).click();
  await expect(form.getByText('Обязательное поле').first()).toBeVisible();
  await expect(form.getByText('SSN или ITIN должен быть в формате 000-00-0000')).toBeVisible();
  await expectNoSeriousViolations(filler, 'w9 public form (ru)');

  await form.getByRole('textbox', { name: /^5\. Адрес/ }).fill('12 Main St, Apt 4');
  await form.getByRole('textbox', { name: '6. Город' }).fill('Brooklyn');
  await form.getByRole('combobox', { name: 'Штат' }).fill('NY');
  await filler.getByRole('option', { name: 'NY', exact: true }).click();
  await form.getByRole('textbox', { name: 'Почтовый индекс (ZIP)' }).pressSequentially('11201');
  const ssn = form.getByRole('textbox', { name: 'Номер социального страхования' });
  await ssn.pressSequentially('123456789');
  await expect(ssn).toHaveValue('123-45-6789');
  await expect(form.getByText('Обязательное поле')).toHaveCount(0);

  const submitted = filler.waitForRequest((r) => r.url().includes('/api/public/forms/') && r.method() === 'POST');
  await form.getByRole('button', { name: 'Перейти к подписи' }).click();
  expect((await submitted).postDataJSON()).toMatchObject({
    answers: { name: contractor.name, classification: 'INDIVIDUAL', state: 'NY', zipCode: '11201', tinType: 'SSN', tin: '123-45-6789' },
  });

  // The signing page: consent, the pad, done.
  await expect(filler).toHaveURL(/\/sign\/[A-Za-z0-9_-]+$/, { timeout: 30_000 });
  await expect(filler.getByRole('heading', { name: 'Согласие на использование электронных документов и подписей' })).toBeVisible();
  await filler.getByRole('checkbox', { name: 'Я прочитал(а) сведения выше' }).check();
  await filler.getByRole('button', { name: 'Я согласен' }).click();
  const signatureBox = filler.getByRole('button', { name: /^Ваша подпись, страница \d/ });
  await signatureBox.click();
  const pad = filler.getByRole('dialog', { name: 'Пожалуйста, распишитесь здесь' });
  await drawSignature(filler);
  await pad.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(pad).toBeHidden();
  await filler.getByRole('button', { name: 'Завершить' }).click();
  await expect(filler.getByTestId('signing-done')).toContainText('Спасибо! Вы подписали документ', { timeout: 30_000 });

  // Back on the form's link: answered and signed, nothing to fill in again.
  await filler.goto(new URL(link).pathname);
  await expect(filler.getByTestId('form-invalid').or(filler.getByTestId('w9-answered'))).toBeVisible();
  await context.close();

  // The owner sees it signed, with the masked TIN and the signed PDF to download.
  await page.reload();
  await expect(row.locator('[data-status]')).toHaveText('Signed', { timeout: 20_000 });
  await expect(row).toContainText('6789');
  await expect(row.getByRole('button', { name: `Download the signed W-9 of ${contractor.name}` })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
});
