import { expect, test, type Page } from '@playwright/test';
import { drawSignature, expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, switchWorkspace } from './helpers.js';

/**
 * New York's IT-2104 through a link (spec 000 §2 Archive `it2104`, public /forms/it2104/{publicId}):
 * Acme's owner asks John Doe, picked among the staff employments, for an IT-2104 and copies the
 * link; John, with no session, opens it and switches to Russian, fills it in (married, a New York
 * City resident, 2 and 2 allowances, $15.00 of New York City withholding per pay period), is told in
 * Russian that nobody lives in both New York City and Yonkers, reviews, agrees to e-signing and
 * signs; the owner sees the row Signed. The demo already holds a signed IT-2104 of John's
 * (scripts/local/seed-documents.ts): the new row is found by the id the request answered with.
 */

// The Copy button writes to the clipboard; the test reads it back.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Side menu' });

test('a company requests an IT-2104 for an employee, who fills it in Russian and signs', async ({ page, browser }) => {
  test.setTimeout(240_000);

  // The owner opens the archive's IT-2104 section, beside the W-4's tile.
  await openLoginAndSignIn(page, PERSONAS.owner);
  await switchWorkspace(page, /Acme Corp/);
  await sideMenu(page).getByRole('link', { name: 'Archive' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
  await expect(page.locator('[data-tile="archiveW4"]')).toBeVisible();
  await page.locator('[data-tile="archiveIt2104"]').click();
  await expect(page).toHaveURL(/\/archive\/c\/[^/]+\/it2104$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Form IT-2104' })).toBeVisible();
  const table = page.getByTestId('it2104-table');
  await expect(table.getByRole('columnheader', { name: 'Employee' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'SSN' })).toBeVisible();
  await expectNoSeriousViolations(page, 'it2104 archive');

  // Request: John picked among the staff employments.
  await page.getByRole('button', { name: 'Request an IT-2104' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request an IT-2104' });
  await dialog.getByRole('button', { name: 'Create the link' }).click();
  await expect(dialog.getByText('This field is required').first()).toBeVisible();
  const picker = dialog.getByRole('combobox', { name: 'Employee' });
  await picker.click();
  await picker.fill('John');
  await page.getByRole('option', { name: /John Doe/ }).click();
  await expect(picker).toHaveValue('John Doe');
  await expect(dialog.getByRole('textbox', { name: 'Employee’s name' })).toHaveValue('John Doe');
  const email = dialog.getByRole('textbox', { name: 'Email' });
  if ((await email.inputValue()) === '') await email.fill(PERSONAS.employee);
  await expectNoSeriousViolations(page, 'it2104 request modal');
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/forms' && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Create the link' }).click();
  const response = await answered;
  expect(response.status()).toBe(201);
  const created = (await response.json()) as { form: { id: string; kind: string; employmentId?: string }; url: string };
  expect(response.request().postDataJSON()).toMatchObject({ kind: 'IT2104', variant: 'PERSON', name: 'John Doe', employmentId: expect.any(String) });
  expect(created.form.kind).toBe('IT2104');
  const url = dialog.getByTestId('it2104-url');
  await expect(url).toHaveValue(/\/forms\/it2104\/[A-Za-z0-9_-]{22,64}$/);
  expect(await url.inputValue()).toBe(created.url);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByText('Copied to clipboard')).toBeVisible();
  // Page code as text: this file is type-checked without the DOM library.
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(created.url);
  await expectNoSeriousViolations(page, 'it2104 link modal');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator(`[data-testid="it2104-row"][data-form-id="${created.form.id}"]`);
  await expect(row.locator('[data-status]')).toHaveText('Requested');

  // John: a fresh browser, no session; the form in English first, then in Russian.
  const context = await browser.newContext();
  const filler = await context.newPage();
  await filler.goto(new URL(created.url).pathname);
  await expect(filler.getByRole('heading', { level: 1, name: 'Form IT-2104' })).toBeVisible();
  await expect(filler.getByTestId('it2104-intro')).toContainText('Acme Corp asks you for Form IT-2104');
  await expect(filler.getByRole('heading', { name: 'Personal information and filing status' })).toBeVisible();
  await expectNoSeriousViolations(filler, 'it2104 public form (en)');
  await filler.getByTestId('language-toggle').getByText('RU').click();
  await expect(filler.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(filler.getByRole('heading', { level: 1, name: 'Форма IT-2104' })).toBeVisible();
  const form = filler.getByRole('form', { name: 'Форма IT-2104' });
  const next = form.getByRole('button', { name: 'Далее' });

  // Step 1: the name from the request; Next checks the step first.
  await expect(form.getByRole('heading', { name: 'Личные данные и семейный статус' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Имя', exact: true })).toHaveValue('John');
  await expect(form.getByRole('textbox', { name: 'Фамилия' })).toHaveValue('Doe');
  await next.click();
  await expect(form.getByText('SSN или ITIN должен быть в формате 000-00-0000')).toBeVisible();
  await expect(form.getByText('Обязательное поле').first()).toBeVisible();
  await expectNoSeriousViolations(filler, 'it2104 public form, step 1 (ru)');
  await form.getByRole('textbox', { name: 'Ваш номер социального страхования' }).pressSequentially('078051120');
  await form.getByRole('textbox', { name: /^Постоянный домашний адрес/ }).fill('120 Court Street');
  await form.getByRole('textbox', { name: 'Номер квартиры' }).fill('4B');
  await form.getByRole('textbox', { name: 'Город, посёлок или почтовое отделение' }).fill('Brooklyn');
  await form.getByRole('combobox', { name: 'Штат' }).fill('NY');
  await filler.getByRole('option', { name: 'NY', exact: true }).click();
  await form.getByRole('textbox', { name: 'Почтовый индекс (ZIP)' }).pressSequentially('11201');
  await form.getByRole('radio', { name: 'Состою в браке', exact: true }).check();
  await expect(form.getByText('Обязательное поле')).toHaveCount(0);
  await next.click();

  // Step 2: both residences are refused, in Russian; New York City alone passes.
  await expect(form.getByRole('heading', { name: 'Место жительства' })).toBeVisible();
  const nyc = form.getByRole('radiogroup', { name: /^Вы живёте в городе Нью-Йорк/ });
  const yonkers = form.getByRole('radiogroup', { name: /^Вы живёте в Йонкерсе/ });
  await nyc.getByRole('radio', { name: 'Да' }).check();
  await yonkers.getByRole('radio', { name: 'Да' }).check();
  await next.click();
  await expect(form.getByText('Житель города Нью-Йорк не может быть жителем Йонкерса')).toBeVisible();
  await expectNoSeriousViolations(filler, 'it2104 public form, residence (ru)');
  await yonkers.getByRole('radio', { name: 'Нет' }).check();
  await expect(form.getByText('Житель города Нью-Йорк не может быть жителем Йонкерса')).toHaveCount(0);
  await next.click();

  // Step 3: lines 1 and 2 (line 2 because John lives in New York City).
  await expect(form.getByRole('heading', { name: 'Налоговые льготы (allowances, строки 1 и 2)' })).toBeVisible();
  await expect(form.getByText(/IT-2104-I/)).toBeVisible();
  await form.getByRole('textbox', { name: /^1\. Общее число льгот/ }).fill('2');
  await form.getByRole('textbox', { name: '2. Общее число льгот для города Нью-Йорк' }).fill('2');
  await next.click();

  // Step 4: the New York City amount; Yonkers' line is not asked of a non-resident.
  await expect(form.getByRole('heading', { name: 'Дополнительное удержание за расчётный период (строки 3–5)' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: '5. Сумма для Йонкерса' })).toHaveCount(0);
  const nycAmount = form.getByRole('textbox', { name: '4. Сумма для города Нью-Йорк' });
  await nycAmount.fill('15');
  await nycAmount.blur();
  await expect(nycAmount).toHaveValue('15.00');
  await next.click();

  // The review, the certification, then the signature.
  await expect(form.getByRole('heading', { name: 'Проверьте ответы' })).toBeVisible();
  const review = form.getByTestId('it2104-review');
  await expect(review.locator('[data-answer="filingStatus"]')).toHaveText('Состою в браке');
  await expect(review.locator('[data-answer="nycResident"]')).toHaveText('Да');
  await expect(review.locator('[data-answer="nycAdditional"]')).toHaveText('$15.00');
  await expect(form.getByTestId('it2104-certify')).toHaveText('Я подтверждаю, что имею право на число налоговых льгот, заявленное в этом сертификате.');
  await expectNoSeriousViolations(filler, 'it2104 public form, review (ru)');
  const submitted = filler.waitForRequest((r) => r.url().includes('/api/public/forms/') && r.method() === 'POST');
  await form.getByRole('button', { name: 'Перейти к подписи' }).click();
  const sent = await submitted;
  expect(new URL(sent.url()).pathname).toMatch(/\/it2104$/);
  expect(sent.postDataJSON()).toEqual({
    answers: {
      firstName: 'John', middleInitial: '', lastName: 'Doe', ssn: '078-05-1120', address: '120 Court Street', apartment: '4B', city: 'Brooklyn', state: 'NY',
      zipCode: '11201', filingStatus: 'MARRIED', nycResident: true, yonkersResident: false, nysAllowances: 2, nycAllowances: 2,
      nysAdditionalCents: 0, nycAdditionalCents: 1500, yonkersAdditionalCents: 0,
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
  await context.close();

  // The owner sees it signed, with the masked SSN and the signed PDF to download.
  await page.reload();
  await expect(row.locator('[data-status]')).toHaveText('Signed', { timeout: 20_000 });
  await expect(row).toContainText('***-**-1120');
  await expect(row.getByRole('button', { name: 'Download the signed IT-2104 of John Doe' })).toBeVisible();
});
