import { expect, test, type Page } from '@playwright/test';
import { drawSignature, expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, switchWorkspace, unique } from './helpers.js';

/**
 * Form 8822-B, Change of Address or Responsible Party — Business (spec 000 §2 Archive `f8822`,
 * public /forms/f8822/{publicId}): Acme's owner opens the archive's 8822-B section and fills the
 * form in now herself; the link opens with 4a, 4b and line 5 from Acme's profile (the demo seed,
 * scripts/local/seed.ts: Acme Corp, EIN 12-3456789, head office 350 Fifth Avenue, Suite 4100, New
 * York, NY 10118); in Russian she is refused, in Russian, a form with no box of lines 1–3 checked and
 * a new mailing address the same as the old, types the new one, reviews and signs; the archive shows
 * the row Signed. Then she asks an officer with no account for one through a link, which opens in a
 * fresh browser empty, nothing filled in from anyone's profile.
 */

// The Copy button writes to the clipboard; the test reads it back.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Side menu' });
const isCreate = (url: string, method: string) => new URL(url).pathname === '/api/forms' && method === 'POST';

/** Picks a US state in an address group's state box. */
async function pickState(page: Page, group: ReturnType<Page['getByRole']>, label: string, state: string) {
  await group.getByRole('combobox', { name: label }).fill(state);
  await page.getByRole('option', { name: state, exact: true }).click();
}

test('the owner fills in Acme’s 8822-B from its profile in Russian and signs; an officer’s link opens empty', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const suffix = unique();
  const officer = { name: `Pat Officer ${suffix}`, email: `pat.${suffix}@example.com` };

  // The owner opens the archive's 8822-B section in Acme's workspace.
  await openLoginAndSignIn(page, PERSONAS.owner);
  await switchWorkspace(page, /Acme Corp/);
  await sideMenu(page).getByRole('link', { name: 'Archive' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
  await expect(page.locator('[data-tile="archiveW9"]')).toBeVisible();
  await page.locator('[data-tile="archiveF8822"]').click();
  await expect(page).toHaveURL(/\/archive\/c\/[^/]+\/f8822$/);
  const archiveUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'Form 8822-B' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request 8822-B' })).toBeVisible();
  await expectNoSeriousViolations(page, 'f8822b archive (en)');

  // Fill in now: a form asked of herself, in the company's name, and straight on to its link.
  const asked = page.waitForResponse((r) => isCreate(r.url(), r.request().method()));
  await page.getByRole('button', { name: 'Fill in now' }).click();
  const own = await asked;
  expect(own.status()).toBe(201);
  expect(own.request().postDataJSON()).toEqual({ kind: 'F8822B', variant: 'COMPANY', name: 'Acme Corp', email: PERSONAS.owner });
  const ownForm = ((await own.json()) as { form: { id: string }; url: string });
  expect(ownForm.url).toMatch(/\/forms\/f8822\/[A-Za-z0-9_-]{22,64}$/);
  await expect(page).toHaveURL(new RegExp(`${new URL(ownForm.url).pathname}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Form 8822-B' })).toBeVisible();
  await expect(page.getByTestId('f8822b-intro')).toContainText('Acme Corp asks you for Form 8822-B');
  await expect(page.getByTestId('f8822b-prefilled')).toHaveText('Filled in from your profile — check every line before you sign.');
  let form = page.getByRole('form', { name: 'Form 8822-B' });
  await expect(form.getByRole('textbox', { name: '4a. Business name' })).toHaveValue('Acme Corp');
  await expect(form.getByRole('textbox', { name: '4b. Employer identification number' })).toHaveValue('12-3456789');
  await expectNoSeriousViolations(page, 'f8822b public form (en, prefilled)');

  // In Russian: the note, then Next with no box of lines 1–3 checked is refused in Russian.
  await page.getByTestId('language-toggle').getByText('RU').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1, name: 'Форма 8822-B' })).toBeVisible();
  await expect(page.getByTestId('f8822b-prefilled')).toHaveText('Заполнено из вашего профиля — проверьте каждую строку перед подписанием.');
  form = page.getByRole('form', { name: 'Форма 8822-B' });
  const next = form.getByRole('button', { name: 'Далее' });
  await expect(form.getByRole('heading', { name: 'Бизнес и чего касается изменение (строки 1–4)' })).toBeVisible();
  await next.click();
  const noBox = form.getByText('Отметьте хотя бы одну клетку в строках 1–3');
  await expect(noBox).toBeVisible();
  await expectNoSeriousViolations(page, 'f8822b public form, step 1 refused (ru)');
  await form.getByRole('checkbox', { name: /^1\. Декларации по найму/ }).check();
  await expect(noBox).toHaveCount(0);
  await next.click();

  // Step 2: line 5 from the profile; a new mailing address the same as the old one is refused.
  await expect(form.getByRole('heading', { name: 'Адреса (строки 5–7)' })).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'Меняется почтовый адрес (строки 5 и 6)' })).toBeChecked();
  const oldAddress = form.getByRole('group', { name: '5. Прежний почтовый адрес' });
  await expect(oldAddress.getByRole('textbox', { name: 'Дом и улица' })).toHaveValue('350 Fifth Avenue');
  await expect(oldAddress.getByRole('textbox', { name: 'Офис или помещение' })).toHaveValue('Suite 4100');
  await expect(oldAddress.getByRole('textbox', { name: 'Город' })).toHaveValue('New York');
  await expect(oldAddress.getByRole('combobox', { name: 'Штат' })).toHaveValue('NY');
  await expect(oldAddress.getByRole('textbox', { name: 'Почтовый индекс (ZIP)' })).toHaveValue('10118');
  await expect(form.getByTestId('f8822b-no-location')).toBeVisible();
  const newAddress = form.getByRole('group', { name: '6. Новый почтовый адрес' });
  const street = newAddress.getByRole('textbox', { name: 'Дом и улица' });
  await street.fill('350 FIFTH AVENUE');
  await newAddress.getByRole('textbox', { name: 'Офис или помещение' }).fill('suite 4100');
  await newAddress.getByRole('textbox', { name: 'Город' }).fill('New York');
  await pickState(page, newAddress, 'Штат', 'NY');
  const zip = newAddress.getByRole('textbox', { name: 'Почтовый индекс (ZIP)' });
  await zip.pressSequentially('10118');
  await next.click();
  const same = newAddress.getByText('Новый почтовый адрес совпадает с прежним');
  await expect(same).toBeVisible();
  await expect(street).toBeFocused();
  await expectNoSeriousViolations(page, 'f8822b public form, same address refused (ru)');
  await street.fill('1 Main Street');
  await expect(same).toHaveCount(0);
  await newAddress.getByRole('textbox', { name: 'Офис или помещение' }).fill('Floor 2');
  await newAddress.getByRole('textbox', { name: 'Город' }).fill('Albany');
  await zip.fill('');
  await zip.pressSequentially('12207');
  await next.click();

  // Step 3: the responsible party does not change; step 4: line 10.
  await expect(form.getByRole('heading', { name: 'Новое ответственное лицо (строки 8 и 9)' })).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'Меняется ответственное лицо (строки 8 и 9)' })).not.toBeChecked();
  await next.click();
  await expect(form.getByRole('heading', { name: 'Контакт и подписант (строка 10)' })).toBeVisible();
  await next.click();
  await expect(form.getByText('Обязательное поле').first()).toBeVisible();
  await form.getByRole('textbox', { name: /^10\. Дневной телефон/ }).fill('(212) 555-0100');
  await form.getByRole('textbox', { name: /^Имя владельца, руководителя/ }).fill('Olivia Owner');
  await form.getByRole('textbox', { name: 'Должность' }).fill('President');
  await next.click();

  // The review, then the answers go and the signing page opens.
  await expect(form.getByRole('heading', { name: 'Проверьте ответы' })).toBeVisible();
  const review = form.getByTestId('f8822b-review');
  await expect(review.locator('[data-answer="boxes"]')).toHaveText('1');
  await expect(review.locator('[data-answer="businessName"]')).toHaveText('Acme Corp');
  await expect(review.locator('[data-answer="oldMailingAddress"]')).toHaveText('350 Fifth Avenue, Suite 4100, New York, NY 10118');
  await expect(review.locator('[data-answer="newMailingAddress"]')).toHaveText('1 Main Street, Floor 2, Albany, NY 12207');
  await expect(review.locator('[data-answer="newResponsibleParty"]')).toHaveText('Без изменений');
  await expectNoSeriousViolations(page, 'f8822b public form, review (ru)');
  const submitted = page.waitForRequest((r) => r.url().includes('/api/public/forms/') && r.method() === 'POST');
  await form.getByRole('button', { name: 'Перейти к подписи' }).click();
  const sent = await submitted;
  expect(new URL(sent.url()).pathname).toMatch(/\/f8822b$/);
  expect(sent.postDataJSON()).toEqual({
    answers: {
      taxExempt: false, businessReturns: true, employeePlanReturns: false, businessLocation: false, businessName: 'Acme Corp', ein: '12-3456789',
      oldMailingAddress: { street: '350 Fifth Avenue', suite: 'Suite 4100', city: 'New York', state: 'NY', zipCode: '10118' },
      newMailingAddress: { street: '1 Main Street', suite: 'Floor 2', city: 'Albany', state: 'NY', zipCode: '12207' },
      newResponsiblePartyName: '', newResponsiblePartyTin: '', daytimePhone: '(212) 555-0100', signerName: 'Olivia Owner', signerTitle: 'President',
    },
  });

  await expect(page).toHaveURL(/\/sign\/[A-Za-z0-9_-]+$/, { timeout: 30_000 });
  await page.getByRole('checkbox', { name: 'Я прочитал(а) сведения выше' }).check();
  await page.getByRole('button', { name: 'Я согласен' }).click();
  await page.getByRole('button', { name: /^Ваша подпись, страница \d/ }).click();
  const pad = page.getByRole('dialog', { name: 'Пожалуйста, распишитесь здесь' });
  await drawSignature(page);
  await pad.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(pad).toBeHidden();
  await page.getByRole('button', { name: 'Завершить' }).click();
  await expect(page.getByTestId('signing-done')).toContainText('Спасибо! Вы подписали документ', { timeout: 30_000 });

  // Back in the archive: the row is signed (in Russian, then in English).
  await page.goto(archiveUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Форма 8822-B' })).toBeVisible();
  const ownRow = page.locator(`[data-testid="f8822b-row"][data-form-id="${ownForm.form.id}"]`);
  await expect(ownRow.locator('[data-status]')).toHaveText('Подписана', { timeout: 20_000 });
  await expect(page.getByTestId('f8822b-table').getByRole('columnheader', { name: 'EIN' })).toBeVisible();
  await expectNoSeriousViolations(page, 'f8822b archive (ru)');
  await page.getByTestId('language-toggle').getByText('EN').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(ownRow.locator('[data-status]')).toHaveText('Signed');
  await expect(ownRow).toContainText('Acme Corp');
  await expect(ownRow).toContainText(PERSONAS.owner);
  await expect(ownRow).toContainText(String(new Date().getFullYear()));
  await expect(ownRow.getByRole('button', { name: 'Download the signed 8822-B of Acme Corp' })).toBeVisible();

  // A link for an officer with no account: whom, and how many days the link works.
  await page.getByRole('button', { name: 'Request 8822-B' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Form 8822-B' });
  await dialog.getByRole('button', { name: 'Create the link' }).click();
  await expect(dialog.getByText('This field is required').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Who fills in and signs it for the business' }).fill(officer.name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(officer.email);
  const days = dialog.getByRole('textbox', { name: 'The link works for (days)' });
  await expect(days).toHaveValue('30');
  await days.fill('10');
  await expectNoSeriousViolations(page, 'f8822b request modal');
  const requested = page.waitForResponse((r) => isCreate(r.url(), r.request().method()));
  await dialog.getByRole('button', { name: 'Create the link' }).click();
  const response = await requested;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({ kind: 'F8822B', variant: 'COMPANY', name: officer.name, email: officer.email, linkDays: 10 });
  const created = (await response.json()) as { form: { id: string }; url: string };
  const url = dialog.getByTestId('f8822b-url');
  await expect(url).toHaveValue(/\/forms\/f8822\/[A-Za-z0-9_-]{22,64}$/);
  expect(await url.inputValue()).toBe(created.url);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByText('Copied to clipboard')).toBeVisible();
  // Page code as text: this file is type-checked without the DOM library.
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(created.url);
  await expectNoSeriousViolations(page, 'f8822b link modal');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator(`[data-testid="f8822b-row"][data-form-id="${created.form.id}"]`);
  await expect(row.locator('[data-status]')).toHaveText('Requested');

  // The officer: a fresh browser, no session, the form empty (nothing from anyone's profile).
  const context = await browser.newContext();
  const filler = await context.newPage();
  await filler.goto(new URL(created.url).pathname);
  await expect(filler.getByRole('heading', { level: 1, name: 'Form 8822-B' })).toBeVisible();
  await expect(filler.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  const blank = filler.getByRole('form', { name: 'Form 8822-B' });
  await expect(blank.getByRole('textbox', { name: '4a. Business name' })).toHaveValue('');
  await expect(filler.getByTestId('f8822b-prefilled')).toHaveCount(0);
  await expect(blank.getByRole('textbox', { name: '4b. Employer identification number' })).toHaveValue('');
  await expectNoSeriousViolations(filler, 'f8822b public form (en, empty)');
  await blank.getByRole('checkbox', { name: '3. Business location' }).check();
  await blank.getByRole('button', { name: 'Next' }).click();
  await expect(blank.getByText('This field is required').first()).toBeVisible();
  await blank.getByRole('textbox', { name: '4a. Business name' }).fill('Acme Corp');
  await blank.getByRole('textbox', { name: '4b. Employer identification number' }).pressSequentially('123456789');
  await blank.getByRole('button', { name: 'Next' }).click();
  await expect(blank.getByRole('heading', { name: 'Addresses (lines 5–7)' })).toBeVisible();
  await expect(blank.getByRole('group', { name: '5. Old mailing address' }).getByRole('textbox', { name: 'Number and street' })).toHaveValue('');
  await expect(blank.getByRole('group', { name: '7. New business location' })).toBeVisible();
  await expectNoSeriousViolations(filler, 'f8822b public form, addresses (en)');

  // With no link at all, the page says how the form is reached, and offers the login.
  await filler.goto('/forms/f8822');
  await expect(filler.getByTestId('f8822b-start')).toContainText('through the link the business sends you');
  await expect(filler.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', /^\/login\?redirect=/);
  await context.close();
});
