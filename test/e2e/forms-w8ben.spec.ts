import { expect, test, type Page } from '@playwright/test';
import { drawSignature, expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, switchWorkspace, unique } from './helpers.js';

/**
 * Form W-8BEN through a link (spec 000 §2 Archive `w8ben`, public /forms/w8ben/{publicId}): Acme's
 * owner asks a foreign contractor for a W-8BEN (a link of 14 days) and copies the link; opened with
 * her own session, the form starts from her profile and says so. The contractor, with no account,
 * opens it and switches to Russian, is told in Russian that a U.S. citizen gives a W-9 and that line
 * 3 takes no P.O. box, fills in Part I, claims no treaty, certifies the capacity to sign, reviews,
 * agrees to e-signing and signs; the owner sees the row Signed.
 */

// The Copy button writes to the clipboard; the test reads it back.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Side menu' });

test('a company requests a W-8BEN, the foreign contractor fills it in in Russian and signs, the company sees it signed', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const suffix = unique();
  const contractor = { name: `Hans Muller ${suffix}`, email: `hans.${suffix}@example.de` };

  // The owner opens the archive's W-8BEN section, beside the W-9's tile.
  await openLoginAndSignIn(page, PERSONAS.owner);
  await switchWorkspace(page, /Acme Corp/);
  await sideMenu(page).getByRole('link', { name: 'Archive' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
  await expect(page.locator('[data-tile="archiveW9"]')).toBeVisible();
  await page.locator('[data-tile="archiveW8ben"]').click();
  await expect(page).toHaveURL(/\/archive\/c\/[^/]+\/w8ben$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Form W-8BEN' })).toBeVisible();
  await expectNoSeriousViolations(page, 'w8ben archive');

  // Request: the modal checks its fields, then makes a link of 14 days and shows it once.
  await page.getByRole('button', { name: 'Request a W-8BEN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a W-8BEN' });
  await dialog.getByRole('textbox', { name: 'Contractor’s name' }).fill('');
  await dialog.getByRole('button', { name: 'Create the link' }).click();
  await expect(dialog.getByText('This field is required').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Contractor’s name' }).fill(contractor.name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(contractor.email);
  const days = dialog.getByRole('textbox', { name: 'The link works for, days' });
  await expect(days).toHaveValue('30');
  await days.fill('14');
  await expectNoSeriousViolations(page, 'w8ben request modal');
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/forms' && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Create the link' }).click();
  const response = await answered;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({ kind: 'W8BEN', variant: 'PERSON', name: contractor.name, email: contractor.email, linkDays: 14 });
  const created = (await response.json()) as { form: { id: string; kind: string; expiresAt: string; createdAt: string }; url: string };
  expect(created.form.kind).toBe('W8BEN');
  expect(Date.parse(created.form.expiresAt) - Date.parse(created.form.createdAt)).toBe(14 * 86_400_000);
  const url = dialog.getByTestId('w8ben-url');
  await expect(url).toHaveValue(/\/forms\/w8ben\/[A-Za-z0-9_-]{22,64}$/);
  expect(await url.inputValue()).toBe(created.url);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByText('Copied to clipboard')).toBeVisible();
  // Page code as text: this file is type-checked without the DOM library.
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(created.url);
  await expectNoSeriousViolations(page, 'w8ben link modal');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator(`[data-testid="w8ben-row"][data-form-id="${created.form.id}"]`);
  await expect(row.locator('[data-status]')).toHaveText('Requested');
  await expect(row).toContainText(contractor.email);
  await expect(row.getByRole('button', { name: `Cancel the W-8BEN request to ${contractor.name}` })).toBeVisible();
  const archiveUrl = page.url();

  // Signed in, the link's form starts from the owner's own profile (line 1), and says so; nothing is sent.
  const path = new URL(created.url).pathname;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Form W-8BEN' })).toBeVisible();
  await expect(page.getByTestId('w8ben-prefilled')).toHaveText('Filled in from your profile — check every line before you sign.');
  await expect(page.getByRole('textbox', { name: '1. Name of individual who is the beneficial owner' })).toHaveValue('Olivia Owner');
  await page.goto(archiveUrl);
  await expect(row.locator('[data-status]')).toHaveText('Requested');

  // The contractor: a fresh browser, no session; the form in English first, then in Russian.
  const context = await browser.newContext();
  const filler = await context.newPage();
  await filler.goto(path);
  await expect(filler.getByRole('heading', { level: 1, name: 'Form W-8BEN' })).toBeVisible();
  await expect(filler.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await expect(filler.getByTestId('w8ben-intro')).toContainText('Acme Corp asks you for Form W-8BEN');
  await expect(filler.getByTestId('w8ben-intro')).toContainText('Rev. October 2021');
  await expect(filler.getByRole('heading', { name: 'Identification of beneficial owner (lines 1–8)' })).toBeVisible();
  await expect(filler.getByTestId('w8ben-prefilled')).toHaveCount(0);
  await expectNoSeriousViolations(filler, 'w8ben public form (en)');
  await filler.getByTestId('language-toggle').getByText('RU').click();
  await expect(filler.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(filler.getByRole('heading', { level: 1, name: 'Форма W-8BEN' })).toBeVisible();
  await expect(filler.getByTestId('w8ben-intro')).toContainText('Acme Corp просит вас заполнить форму W-8BEN');
  const form = filler.getByRole('form', { name: 'Форма W-8BEN' });
  const next = form.getByRole('button', { name: 'Далее' });

  // Part I: line 1 from the request; Next checks the part first, in Russian.
  await expect(form.getByRole('heading', { name: 'Идентификация бенефициарного владельца (строки 1–8)' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: '1. Имя физического лица — бенефициарного владельца' })).toHaveValue(contractor.name);
  await next.click();
  await expect(form.getByText('Обязательное поле').first()).toBeVisible();
  await expect(form.getByText('Укажите иностранный ИНН (строка 6a), отметьте строку 6b или укажите ИНН США (строка 5)')).toBeVisible();
  await expectNoSeriousViolations(filler, 'w8ben public form, part I (ru)');

  // A U.S. citizenship and a P.O. box are refused, in Russian.
  const citizenship = form.getByRole('textbox', { name: '2. Страна гражданства' });
  const street = form.getByRole('textbox', { name: 'Улица, дом, квартира или офис, либо сельский маршрут' });
  await citizenship.fill('United States');
  await street.fill('P.O. Box 17');
  await form.getByRole('textbox', { name: 'Город, штат или провинция, почтовый индекс', exact: true }).fill('10115 Berlin');
  await form.getByRole('textbox', { name: 'Страна проживания' }).fill('Germany');
  await form.getByRole('textbox', { name: '6a. Иностранный идентификационный номер налогоплательщика' }).fill('12 345 678 901');
  await form.getByLabel('8. Дата рождения').fill('1990-04-12');
  await next.click();
  await expect(form.getByText('Гражданин или резидент США заполняет форму W-9, а не W-8BEN')).toBeVisible();
  const poBox = form.getByText('Укажите адрес с улицей: не используйте абонентский ящик (P.O. box) или адрес «для передачи» (in-care-of)');
  await expect(poBox).toBeVisible();
  await expect(form.getByRole('heading', { name: 'Идентификация бенефициарного владельца (строки 1–8)' })).toBeVisible();
  await citizenship.fill('Germany');
  await street.fill('Hauptstraße 5');
  await expect(form.getByText('Гражданин или резидент США заполняет форму W-9, а не W-8BEN')).toHaveCount(0);
  await expect(poBox).toHaveCount(0);
  await expect(form.getByText('Обязательное поле')).toHaveCount(0);
  await next.click();

  // Part II: no treaty claimed, so lines 9–10 are not asked.
  await expect(form.getByRole('heading', { name: 'Льготы по налоговому договору (строки 9–10, если применимо)' })).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'Я применяю льготы по налоговому договору' })).not.toBeChecked();
  await expect(form.getByRole('textbox', { name: '9. Страна резидентства по договору' })).toHaveCount(0);
  await next.click();

  // Part III: the capacity to sign is certified before the review.
  await expect(form.getByRole('heading', { name: 'Подтверждение', exact: true })).toBeVisible();
  await next.click();
  await expect(form.getByText('Подтвердите, что вы вправе подписывать форму за лицо из строки 1')).toBeVisible();
  await form.getByRole('checkbox', { name: 'Я подтверждаю, что вправе подписывать эту форму за лицо, указанное в строке 1.' }).check();
  await expect(form.getByText('Подтвердите, что вы вправе подписывать форму за лицо из строки 1')).toHaveCount(0);
  await expectNoSeriousViolations(filler, 'w8ben public form, part III (ru)');
  await next.click();

  // The review, then the signature.
  await expect(form.getByRole('heading', { name: 'Проверьте ответы' })).toBeVisible();
  const review = form.getByTestId('w8ben-review');
  await expect(review.locator('[data-answer="name"]')).toHaveText(contractor.name);
  await expect(review.locator('[data-answer="residence"]')).toHaveText('Hauptstraße 5, 10115 Berlin, Germany');
  await expect(review.locator('[data-answer="dateOfBirth"]')).toContainText('1990');
  await expect(review.locator('[data-answer="claimTreaty"]')).toHaveText('Не применяются');
  await expect(review.locator('[data-answer="capacityToSign"]')).toHaveText('Подтверждено');
  await expectNoSeriousViolations(filler, 'w8ben public form, review (ru)');
  const submitted = filler.waitForRequest((r) => r.url().includes('/api/public/forms/') && r.method() === 'POST');
  await form.getByRole('button', { name: 'Перейти к подписи' }).click();
  const sent = await submitted;
  expect(new URL(sent.url()).pathname).toMatch(/\/w8ben$/);
  expect(sent.postDataJSON()).toEqual({
    answers: {
      name: contractor.name, citizenshipCountry: 'Germany', residenceAddress: 'Hauptstraße 5', residenceCity: '10115 Berlin', residenceCountry: 'Germany',
      mailingAddress: '', mailingCity: '', mailingCountry: '', usTin: '', foreignTin: '12 345 678 901', foreignTinNotRequired: false, referenceNumbers: '',
      dateOfBirth: '1990-04-12', treatyCountry: '', treatyArticle: '', treatyRate: '', treatyIncomeType: '', treatyConditions: '', capacityToSign: true,
    },
  });

  await expect(filler).toHaveURL(/\/sign\/[A-Za-z0-9_-]+$/, { timeout: 30_000 });
  await filler.getByRole('checkbox', { name: 'Я прочитал(а) сведения выше' }).check();
  await filler.getByRole('button', { name: 'Я согласен' }).click();
  await filler.getByRole('button', { name: /^Ваша подпись, страница \d/ }).click();
  const pad = filler.getByRole('dialog', { name: 'Пожалуйста, распишитесь здесь' });
  await drawSignature(filler);
  await pad.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(pad).toBeHidden();
  await filler.getByRole('button', { name: 'Завершить' }).click();
  await expect(filler.getByTestId('signing-done')).toContainText('Спасибо! Вы подписали документ', { timeout: 30_000 });

  // Back on the form's link: answered and signed, nothing to fill in again.
  await filler.goto(path);
  await expect(filler.getByTestId('form-invalid').or(filler.getByTestId('w8ben-answered'))).toBeVisible();
  await context.close();

  // The owner sees it signed, with the signed PDF to download and nothing to cancel.
  await page.reload();
  await expect(row.locator('[data-status]')).toHaveText('Signed', { timeout: 20_000 });
  await expect(row.getByRole('button', { name: `Download the signed W-8BEN of ${contractor.name}` })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
});
