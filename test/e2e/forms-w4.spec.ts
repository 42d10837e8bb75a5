import { expect, test, type Locator, type Page } from '@playwright/test';
import { drawSignature, expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, switchWorkspace, unique } from './helpers.js';

/**
 * Form W-4 through a link (spec 000 §2 Archive `w4`, public /forms/w4/{publicId}): Acme's
 * owner asks John Doe, picked among the staff employments, for a W-4 and copies the link; John,
 * with no session and in English, goes through Steps 1–4 (married filing jointly, two children: the
 * total follows to $4,400), reviews, agrees to e-signing and signs; the owner sees the row SIGNED.
 * Then, in Russian, a second request for a hire not entered yet: the steps' titles and the checks
 * in Russian (Step 1's required fields, Step 3's total below the dependents' credits), the
 * exemption skipping Steps 2–4; the owner cancels that request.
 * The demo already holds John's signed W-4 (scripts/local/seed-documents.ts): rows are found by the
 * id the request answered with, never by John's name or email.
 */

// The Copy button writes to the clipboard; the test reads it back.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Side menu' });


/** Creates the link in the open request dialog: the new form's id (from the API's answer) and the link. */
async function createLink(page: Page, dialog: Locator, submit: string) {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/forms' && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: submit }).click();
  const response = await answered;
  expect(response.status()).toBe(201);
  const created = (await response.json()) as { form: { id: string; kind: string; employmentId?: string }; url: string };
  const url = dialog.getByTestId('w4-url');
  await expect(url).toHaveValue(/\/forms\/w4\/[A-Za-z0-9_-]{22,64}$/);
  expect(await url.inputValue()).toBe(created.url);
  return { request: response.request().postDataJSON() as Record<string, unknown>, form: created.form, link: created.url };
}

test('a company requests a W-4 for an employee, who fills the steps in and signs; in Russian the steps check and skip', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const suffix = unique();

  // The owner opens the archive's W-4 section in the company workspace: John's seeded W-4 is there.
  await openLoginAndSignIn(page, PERSONAS.owner);
  await switchWorkspace(page, /Acme Corp/);
  await sideMenu(page).getByRole('link', { name: 'Archive' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
  await expect(page.locator('[data-tile="archiveW9"]')).toBeVisible();
  await page.locator('[data-tile="archiveW4"]').click();
  await expect(page).toHaveURL(/\/archive\/c\/[^/]+\/w4$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Form W-4' })).toBeVisible();
  const table = page.getByTestId('w4-table');
  await expect(table.getByRole('columnheader', { name: 'Employee' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'SSN' })).toBeVisible();
  await expect(page.getByTestId('w4-row').filter({ hasText: PERSONAS.employee }).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'w4 archive');

  // Request: John picked among the staff employments fills in his name (and his email, when the employment has one).
  await page.getByRole('button', { name: 'Request a W-4' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a W-4' });
  await dialog.getByRole('button', { name: 'Create the link' }).click();
  await expect(dialog.getByText('This field is required').first()).toBeVisible();
  const picker = dialog.getByRole('combobox', { name: 'Employee' });
  await picker.click();
  await picker.fill('John');
  await page.getByRole('option', { name: /John Doe/ }).click();
  await expect(picker).toHaveValue('John Doe');
  await expect(dialog.getByRole('textbox', { name: 'Employee’s name' })).toHaveValue('John Doe');
  // The demo's employment of John holds no email (the seed gives it none): it is typed.
  const email = dialog.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue('');
  await email.fill(PERSONAS.employee);
  await expect(dialog.getByText('This field is required')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'w4 request modal');
  const first = await createLink(page, dialog, 'Create the link');
  expect(first.request).toMatchObject({ kind: 'W4', variant: 'PERSON', name: 'John Doe', email: PERSONAS.employee });
  expect(first.request.employmentId).toEqual(expect.any(String));
  expect(first.form.employmentId).toBe(first.request.employmentId);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByText('Copied to clipboard')).toBeVisible();
  // Page code as text: this file is type-checked without the DOM library.
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(first.link);
  await expectNoSeriousViolations(page, 'w4 link modal');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator(`[data-testid="w4-row"][data-form-id="${first.form.id}"]`);
  await expect(row.locator('[data-status]')).toHaveText('Requested');
  await expect(row.getByRole('button', { name: 'Cancel the W-4 request to John Doe' })).toBeVisible();

  // John: a fresh browser, no session, the link's path on this stack, in English.
  const context = await browser.newContext();
  const filler = await context.newPage();
  await filler.goto(new URL(first.link).pathname);
  await expect(filler.getByRole('heading', { level: 1, name: 'Form W-4' })).toBeVisible();
  await expect(filler.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await expect(filler.getByTestId('w4-intro')).toContainText('Acme Corp asks you for Form W-4');
  const form = filler.getByRole('form', { name: 'Form W-4' });
  const next = form.getByRole('button', { name: 'Next' });

  // Step 1: the name from the request; Next checks the step first.
  await expect(form.getByRole('heading', { name: 'Step 1: Enter personal information' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: '(a) First name' })).toHaveValue('John');
  await expect(form.getByRole('textbox', { name: 'Last name' })).toHaveValue('Doe');
  await next.click();
  await expect(form.getByText('SSN or ITIN must be 000-00-0000')).toBeVisible();
  await expect(form.getByRole('heading', { name: 'Step 1: Enter personal information' })).toBeVisible();
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('120 Court Street, Apt 4B');
  await form.getByRole('textbox', { name: 'City or town' }).fill('Brooklyn');
  await form.getByRole('combobox', { name: 'State' }).fill('NY');
  await filler.getByRole('option', { name: 'NY', exact: true }).click();
  await form.getByRole('textbox', { name: 'ZIP code' }).pressSequentially('11201');
  const ssn = form.getByRole('textbox', { name: '(b) Social security number' });
  await ssn.pressSequentially('078051120');
  await expect(ssn).toHaveValue('078-05-1120');
  await form.getByRole('radio', { name: 'Married filing jointly or Qualifying surviving spouse' }).check();
  await expectNoSeriousViolations(filler, 'w4 public form, step 1 (en)');
  await next.click();

  // Step 2: the official explanation, and the two-jobs box.
  await expect(form.getByRole('heading', { name: 'Step 2: Multiple jobs or spouse works' })).toBeVisible();
  await expect(form.getByText('Do only one of the following.')).toBeVisible();
  await form.getByRole('checkbox', { name: '2(c): There are only two jobs in total' }).check();
  await next.click();

  // Step 3: two children; the total follows their credits.
  await expect(form.getByRole('heading', { name: 'Step 3: Claim dependent and other credits' })).toBeVisible();
  await expect(form.getByText('If your total income will be $200,000 or less ($400,000 or less if married filing jointly):')).toBeVisible();
  await form.getByRole('textbox', { name: '(a) Number of qualifying children under age 17' }).fill('2');
  await expect(form.getByTestId('w4-qualifyingChildren-amount')).toHaveText('3(a): $4,400.00');
  await expect(form.getByTestId('w4-dependents-sum')).toHaveText('3(a) + 3(b): $4,400.00');
  await expect(form.getByRole('textbox', { name: 'Total for Step 3' })).toHaveValue('4,400.00');
  await expectNoSeriousViolations(filler, 'w4 public form, step 3 (en)');
  await next.click();

  // Step 4: dollars with cents.
  await expect(form.getByRole('heading', { name: 'Step 4: Other adjustments' })).toBeVisible();
  await form.getByRole('textbox', { name: '(a) Other income (not from jobs)' }).fill('1,234.56');
  const extra = form.getByRole('textbox', { name: '(c) Extra withholding' });
  await extra.fill('25.5');
  await extra.blur();
  await expect(extra).toHaveValue('25.50');
  await next.click();

  // The review, then the signature.
  await expect(form.getByRole('heading', { name: 'Review your answers' })).toBeVisible();
  const review = form.getByTestId('w4-review');
  await expect(review.locator('[data-answer="filingStatus"]')).toHaveText('Married filing jointly or Qualifying surviving spouse');
  await expect(review.locator('[data-answer="credits"]')).toHaveText('$4,400.00');
  await expect(review.locator('[data-answer="otherIncome"]')).toHaveText('$1,234.56');
  await expect(review.locator('[data-answer="extraWithholding"]')).toHaveText('$25.50');
  await expectNoSeriousViolations(filler, 'w4 public form, review (en)');
  const submitted = filler.waitForRequest((r) => r.url().includes('/api/public/forms/') && r.method() === 'POST');
  await form.getByRole('button', { name: 'Continue to signature' }).click();
  expect((await submitted).postDataJSON()).toEqual({
    answers: {
      firstName: 'John', middleInitial: '', lastName: 'Doe', address: '120 Court Street, Apt 4B', city: 'Brooklyn', state: 'NY', zipCode: '11201',
      ssn: '078-05-1120', filingStatus: 'MARRIED_JOINTLY', multipleJobs: true, qualifyingChildren: 2, otherDependents: 0, creditsCents: 440000,
      otherIncomeCents: 123456, deductionsCents: 0, extraWithholdingCents: 2550, exempt: false,
    },
  });

  await expect(filler).toHaveURL(/\/sign\/[A-Za-z0-9_-]+$/, { timeout: 30_000 });
  await filler.getByRole('checkbox', { name: 'I have read the disclosure above' }).check();
  await filler.getByRole('button', { name: 'I agree' }).click();
  await filler.getByRole('button', { name: /^Your signature, page \d/ }).click();
  const pad = filler.getByRole('dialog', { name: 'Please sign here' });
  await drawSignature(filler);
  await pad.getByRole('button', { name: 'Confirm' }).click();
  await expect(pad).toBeHidden();
  await filler.getByRole('button', { name: 'Finish' }).click();
  await expect(filler.getByTestId('signing-done')).toContainText('Thank you! You have signed the document', { timeout: 30_000 });
  await filler.goto(new URL(first.link).pathname);
  await expect(filler.getByTestId('form-invalid').or(filler.getByTestId('w4-answered'))).toBeVisible();
  await context.close();

  // The owner sees it signed, with the masked SSN and the signed PDF to download.
  await page.reload();
  await expect(row.locator('[data-status]')).toHaveText('Signed', { timeout: 20_000 });
  await expect(row).toContainText('***-**-1120');
  await expect(row.getByRole('button', { name: 'Download the signed W-4 of John Doe' })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);

  // In Russian: a W-4 for a hire not entered yet (no employment picked).
  const hire = { name: `Petr Novak ${suffix}`, email: `petr.${suffix}@example.com` };
  await page.getByTestId('language-toggle').getByText('RU').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1, name: 'Форма W-4' })).toBeVisible();
  await expectNoSeriousViolations(page, 'w4 archive (ru)');
  await page.getByRole('button', { name: 'Запросить W-4' }).click();
  const ruDialog = page.getByRole('dialog', { name: 'Запрос формы W-4' });
  await ruDialog.getByRole('textbox', { name: 'Имя сотрудника' }).fill(hire.name);
  await ruDialog.getByRole('textbox', { name: 'Email' }).fill(hire.email);
  await expectNoSeriousViolations(page, 'w4 request modal (ru)');
  const second = await createLink(page, ruDialog, 'Создать ссылку');
  expect(second.request.employmentId).toBeUndefined();
  await ruDialog.getByRole('button', { name: 'Готово' }).click();
  const ruRow = page.locator(`[data-testid="w4-row"][data-form-id="${second.form.id}"]`);
  await expect(ruRow.locator('[data-status]')).toHaveText('Запрошена');

  const ruContext = await browser.newContext();
  const ru = await ruContext.newPage();
  await ru.goto(new URL(second.link).pathname);
  await ru.getByTestId('language-toggle').getByText('RU').click();
  await expect(ru.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(ru.getByRole('heading', { level: 1, name: 'Форма W-4' })).toBeVisible();
  const ruForm = ru.getByRole('form', { name: 'Форма W-4' });
  for (const [step, title] of [['Шаг 1', 'Личные данные'], ['Шаг 2', 'Несколько работ или работающий супруг'], ['Шаг 3', 'Иждивенцы и другие кредиты'], ['Шаг 4', 'Другие корректировки'], ['Проверка', 'Проверьте ответы']]) {
    await expect(ruForm.getByRole('button', { name: `${step}: ${title}`, exact: true })).toBeVisible();
  }
  await expect(ruForm.getByRole('heading', { name: 'Шаг 1. Личные данные' })).toBeVisible();
  await expect(ruForm.getByRole('textbox', { name: '(a) Имя' })).toHaveValue('Petr Novak');
  await expect(ruForm.getByRole('textbox', { name: 'Фамилия' })).toHaveValue(suffix);
  const ruNext = ruForm.getByRole('button', { name: 'Далее' });
  await ruNext.click();
  await expect(ruForm.getByText('Обязательное поле').first()).toBeVisible();
  await expect(ruForm.getByText('SSN или ITIN должен быть в формате 000-00-0000')).toBeVisible();
  await expectNoSeriousViolations(ru, 'w4 public form, step 1 (ru)');

  await ruForm.getByRole('textbox', { name: 'Адрес', exact: true }).fill('1 Main Street');
  await ruForm.getByRole('textbox', { name: 'Город' }).fill('Albany');
  await ruForm.getByRole('combobox', { name: 'Штат' }).fill('NY');
  await ru.getByRole('option', { name: 'NY', exact: true }).click();
  await ruForm.getByRole('textbox', { name: 'Почтовый индекс (ZIP)' }).pressSequentially('12207');
  await ruForm.getByRole('textbox', { name: '(b) Номер социального страхования' }).pressSequentially('123456789');
  await ruForm.getByRole('radio', { name: 'Не состою в браке или состою в браке и подаю декларацию отдельно' }).check();
  await expect(ruForm.getByText('Обязательное поле')).toHaveCount(0);
  await ruNext.click();
  await expect(ruForm.getByRole('heading', { name: 'Шаг 2. Несколько работ или работающий супруг' })).toBeVisible();
  await ruNext.click();

  // Step 3 in Russian: a total below the child's credit is refused, in Russian; the sum puts it right.
  await expect(ruForm.getByRole('heading', { name: 'Шаг 3. Налоговые кредиты на иждивенцев и другие кредиты' })).toBeVisible();
  await ruForm.getByRole('textbox', { name: '(a) Число детей младше 17 лет, дающих право на кредит' }).fill('1');
  const total = ruForm.getByRole('textbox', { name: 'Итого по шагу 3' });
  await expect(total).toHaveValue('2,200.00');
  await total.fill('100');
  await ruNext.click();
  await expect(ruForm.getByText('Итог шага 3 меньше суммы кредитов на иждивенцев')).toBeVisible();
  await expectNoSeriousViolations(ru, 'w4 public form, step 3 (ru)');
  await ruForm.getByRole('button', { name: 'Подставить сумму $2,200.00' }).click();
  await expect(total).toHaveValue('2,200.00');
  await ruNext.click();
  await expect(ruForm.getByRole('heading', { name: 'Шаг 4. Другие корректировки' })).toBeVisible();

  // Claiming exemption skips Steps 2–4: from Step 1 straight to the review.
  await ruForm.getByRole('button', { name: 'Шаг 1: Личные данные', exact: true }).click();
  await ruForm.getByRole('checkbox', { name: /^Я заявляю об освобождении от удержания налога/ }).check();
  await expect(ruForm.getByRole('button', { name: 'Шаг 2: Пропущен (заявлено освобождение)', exact: true })).toBeDisabled();
  await ruNext.click();
  await expect(ruForm.getByRole('heading', { name: 'Проверьте ответы' })).toBeVisible();
  await expect(ruForm.getByTestId('w4-review').locator('[data-answer="credits"]')).toHaveText('$0.00');
  await expectNoSeriousViolations(ru, 'w4 public form, review (ru)');
  await ruContext.close();

  // The owner withdraws the second request.
  await ruRow.getByRole('button', { name: `Отменить запрос W-4: ${hire.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Отменить запрос' }).click();
  await expect(ruRow.locator('[data-status]')).toHaveText('Отменена');
});
