import { expect, test, type Page } from '@playwright/test';
import { drawSignature, expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, switchWorkspace } from './helpers.js';

/**
 * Form I-9 through a link (archive `i9`, public /forms/i9/{publicId}): Acme's owner asks John Doe,
 * picked among the staff employments, for an I-9 and copies the link; signed in, John would start
 * from his own profile (the note and the values are checked, nothing sent); with no session and in
 * Russian, is refused in Russian as a permanent resident with no A-Number and as an alien
 * authorized to work with neither date nor number, then fills Section 1 as a U.S. citizen, reviews
 * and signs; the owner sees the row waiting for the employer, opens Section 2 (the business and
 * its representative filled in), is refused for List A together with List B, enters a driver's
 * license (List B) and a Social Security card (List C), signs, and sees the row Signed. Rows are
 * found by the id the request answered with: the demo may hold other I-9s.
 */

// The Copy button writes to the clipboard; the test reads it back.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Side menu' });

/** The signing page, as any signer goes through it: consent, the signature box, the pad, Finish. */
async function sign(page: Page, words: { read: string; agree: string; box: RegExp; pad: string; confirm: string; finish: string; done: string }) {
  await expect(page).toHaveURL(/\/sign\/[A-Za-z0-9_-]+$/, { timeout: 30_000 });
  await page.getByRole('checkbox', { name: words.read }).check();
  await page.getByRole('button', { name: words.agree }).click();
  await page.getByRole('button', { name: words.box }).click();
  const pad = page.getByRole('dialog', { name: words.pad });
  await drawSignature(page);
  await pad.getByRole('button', { name: words.confirm }).click();
  await expect(pad).toBeHidden();
  await page.getByRole('button', { name: words.finish }).click();
  await expect(page.getByTestId('signing-done')).toContainText(words.done, { timeout: 30_000 });
}

test('a company requests an I-9, the new hire signs Section 1 in Russian, the company completes and signs Section 2', async ({ page, browser }) => {
  test.setTimeout(300_000);

  // The owner opens the archive's I-9 section, beside the W-4's and IT-2104's tiles.
  await openLoginAndSignIn(page, PERSONAS.owner);
  await switchWorkspace(page, /Acme Corp/);
  await sideMenu(page).getByRole('link', { name: 'Archive' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
  await expect(page.locator('[data-tile="archiveW4"]')).toBeVisible();
  await expect(page.locator('[data-tile="archiveIt2104"]')).toBeVisible();
  await page.locator('[data-tile="archiveI9"]').click();
  await expect(page).toHaveURL(/\/archive\/c\/[^/]+\/i9$/);
  const archiveUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Form I-9' })).toBeVisible();
  await expectNoSeriousViolations(page, 'i9 archive');

  // Request: John picked among the staff employments; the link is copied.
  await page.getByRole('button', { name: 'Request an I-9' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request an I-9' });
  const picker = dialog.getByRole('combobox', { name: 'Employee' });
  await picker.click();
  await picker.fill('John');
  await page.getByRole('option', { name: /John Doe/ }).click();
  await expect(dialog.getByRole('textbox', { name: 'Employee’s name' })).toHaveValue('John Doe');
  const email = dialog.getByRole('textbox', { name: 'Email' });
  if ((await email.inputValue()) === '') await email.fill(PERSONAS.employee);
  await expectNoSeriousViolations(page, 'i9 request modal');
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/forms' && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Create the link' }).click();
  const response = await answered;
  expect(response.status()).toBe(201);
  const created = (await response.json()) as { form: { id: string; kind: string; employmentId?: string }; url: string };
  expect(response.request().postDataJSON()).toMatchObject({ kind: 'I9', variant: 'PERSON', name: 'John Doe', employmentId: expect.any(String) });
  expect(created.form.kind).toBe('I9');
  const url = dialog.getByTestId('i9-url');
  await expect(url).toHaveValue(/\/forms\/i9\/[A-Za-z0-9_-]{22,64}$/);
  expect(await url.inputValue()).toBe(created.url);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByText('Copied to clipboard')).toBeVisible();
  // Page code as text: this file is type-checked without the DOM library.
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(created.url);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator(`[data-testid="i9-row"][data-form-id="${created.form.id}"]`);
  await expect(row.locator('[data-status]')).toHaveText('Requested');
  await expectNoSeriousViolations(page, 'i9 archive with the request');
  await page.getByTestId('language-toggle').getByText('RU').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Форма I-9' })).toBeVisible();
  await expect(row.locator('[data-status]')).toHaveText('Запрошена');
  await expectNoSeriousViolations(page, 'i9 archive (ru)');
  await page.getByTestId('language-toggle').getByText('EN').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Form I-9' })).toBeVisible();

  // John signed in: Section 1 starts from his own profile, and says so.
  const johnContext = await browser.newContext();
  const john = await johnContext.newPage();
  await openLoginAndSignIn(john, PERSONAS.employee);
  await john.goto(new URL(created.url).pathname);
  await expect(john.getByTestId('i9-prefilled')).toHaveText('Filled in from your profile — check every line before you sign.');
  const johnForm = john.getByRole('form', { name: 'Form I-9' });
  await expect(johnForm.getByRole('textbox', { name: 'Last Name (Family Name)' })).toHaveValue('Doe');
  await expect(johnForm.getByLabel('Date of Birth')).toHaveValue('1988-05-14');
  await expect(johnForm.getByRole('textbox', { name: 'U.S. Social Security Number' })).toHaveValue('078-05-1120');
  await johnContext.close();

  // John: a fresh browser, no session (nothing prefilled); the intro names the edition.
  const context = await browser.newContext();
  const filler = await context.newPage();
  await filler.goto(new URL(created.url).pathname);
  await expect(filler.getByRole('heading', { level: 1, name: 'Form I-9' })).toBeVisible();
  await expect(filler.getByTestId('i9-intro')).toContainText('Acme Corp asks you for Form I-9, Employment Eligibility Verification (Edition 01/20/25)');
  await expect(filler.getByTestId('i9-prefilled')).toHaveCount(0);
  await expectNoSeriousViolations(filler, 'i9 public form (en)');
  await filler.getByTestId('language-toggle').getByText('RU').click();
  await expect(filler.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(filler.getByRole('heading', { level: 1, name: 'Форма I-9' })).toBeVisible();
  await expect(filler.getByTestId('i9-intro')).toContainText('(Edition 01/20/25)');
  const form = filler.getByRole('form', { name: 'Форма I-9' });
  const next = form.getByRole('button', { name: 'Далее' });

  // Step 1: the name from the request; Next checks the step first.
  await expect(form.getByRole('heading', { name: 'Сведения о работнике' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Фамилия (Last Name)' })).toHaveValue('Doe');
  await expect(form.getByRole('textbox', { name: 'Имя (First Name)' })).toHaveValue('John');
  const ssn = form.getByRole('textbox', { name: /^Номер социального страхования США/ });
  await ssn.pressSequentially('07805');
  await next.click();
  await expect(form.getByText('Обязательное поле')).toBeVisible();
  await expect(form.getByText('Номер социального страхования должен быть в формате 000-00-0000')).toBeVisible();
  await expectNoSeriousViolations(filler, 'i9 public form, step 1 (ru)');
  await form.getByLabel('Дата рождения').fill('1990-05-12');
  await ssn.clear();
  await ssn.pressSequentially('078051120');
  await expect(ssn).toHaveValue('078-05-1120');
  await expect(form.getByText('Обязательное поле')).toHaveCount(0);
  await next.click();

  // Step 2: the address.
  await expect(form.getByRole('heading', { name: 'Ваш адрес' })).toBeVisible();
  await form.getByRole('textbox', { name: 'Адрес (номер дома и улица)' }).fill('120 Court Street');
  await form.getByRole('textbox', { name: 'Номер квартиры (если есть)' }).fill('4B');
  await form.getByRole('textbox', { name: 'Город' }).fill('Brooklyn');
  await form.getByRole('combobox', { name: 'Штат' }).fill('NY');
  await filler.getByRole('option', { name: 'NY', exact: true }).click();
  await form.getByRole('textbox', { name: 'Почтовый индекс (ZIP)' }).pressSequentially('11201');
  await next.click();

  // Step 3: the refusals of boxes 3 and 4 in Russian, then box 1.
  await expect(form.getByRole('heading', { name: 'Гражданство или иммиграционный статус' })).toBeVisible();
  await form.getByRole('radio', { name: '3. Законный постоянный резидент' }).check();
  await expect(form.getByRole('textbox', { name: 'Номер USCIS или A-Number' })).toBeVisible();
  await next.click();
  await expect(form.getByText('Укажите номер USCIS или A-Number')).toBeVisible();
  await expectNoSeriousViolations(filler, 'i9 public form, attestation (ru)');
  await form.getByRole('radio', { name: '4. Иностранец, имеющий разрешение на работу' }).check();
  await next.click();
  await expect(form.getByText('Укажите дату окончания разрешения на работу или N/A, если срок не ограничен')).toBeVisible();
  await expect(form.getByText(/^Укажите одно из следующего: USCIS A-Number/)).toBeVisible();
  await expectNoSeriousViolations(filler, 'i9 public form, box 4 (ru)');
  await form.getByRole('radio', { name: '1. Гражданин США' }).check();
  await expect(form.getByText(/^Укажите/)).toHaveCount(0);
  await next.click();

  // The review, the attestation, then the signature.
  await expect(form.getByRole('heading', { name: 'Проверьте ответы' })).toBeVisible();
  const review = form.getByTestId('i9-review');
  await expect(review.locator('[data-answer="attestation"]')).toHaveText('1. Гражданин США');
  await expect(review.locator('[data-answer="dateOfBirth"]')).toHaveText('05/12/1990');
  await expect(review.locator('[data-answer="address"]')).toHaveText('120 Court Street, 4B, Brooklyn, NY 11201');
  await expect(review.locator('[data-answer="aNumber"]')).toHaveCount(0);
  await expect(form.getByTestId('i9-perjury')).toContainText('Под страхом наказания за лжесвидетельство');
  await expectNoSeriousViolations(filler, 'i9 public form, review (ru)');
  const submitted = filler.waitForRequest((r) => r.url().includes('/api/public/forms/') && r.method() === 'POST');
  await form.getByRole('button', { name: 'Перейти к подписи' }).click();
  const sent = await submitted;
  expect(new URL(sent.url()).pathname).toMatch(/\/i9$/);
  expect(sent.postDataJSON()).toEqual({
    answers: {
      lastName: 'Doe', firstName: 'John', middleInitial: '', otherLastNames: '', address: '120 Court Street', apartment: '4B', city: 'Brooklyn', state: 'NY',
      zipCode: '11201', dateOfBirth: '1990-05-12', ssn: '078-05-1120', email: '', phone: '', attestation: 'CITIZEN', aNumber: '', i94Number: '',
      passportNumber: '', passportCountry: '',
    },
  });
  await sign(filler, {
    read: 'Я прочитал(а) сведения выше', agree: 'Я согласен', box: /^Ваша подпись, страница \d/, pad: 'Пожалуйста, распишитесь здесь', confirm: 'Подтвердить',
    finish: 'Завершить', done: 'Спасибо! Вы подписали документ',
  });
  await context.close();

  // The owner: the row waits for the employer; Section 2 opens from it.
  await page.reload();
  await expect(row.locator('[data-status]')).toHaveText('Waiting for the employer', { timeout: 20_000 });
  await expect(row).toContainText('***-**-1120');
  await row.getByRole('link', { name: /^Complete Section 2/ }).click();
  await expect(page).toHaveURL(new RegExp(`/archive/c/[^/]+/i9/${created.form.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Form I-9, Section 2' })).toBeVisible();
  await expect(page.getByTestId('i9-section2-employee')).toHaveText('Employee: John Doe');
  const section2 = page.getByRole('form', { name: 'Form I-9, Section 2' });
  // The business is the workspace; its representative the owner, as the workspaces name her.
  await expect(section2.getByRole('textbox', { name: 'Employer’s Business or Organization Name' })).toHaveValue('Acme Corp');
  await expect(section2.getByRole('textbox', { name: 'First Name', exact: true })).toHaveValue('Olivia');
  await expect(section2.getByRole('textbox', { name: 'Last Name', exact: true })).toHaveValue('Owner');
  await expectNoSeriousViolations(page, 'i9 section 2');
  await page.getByTestId('language-toggle').getByText('RU').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Форма I-9, раздел 2' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Список A' })).toBeVisible();
  await expectNoSeriousViolations(page, 'i9 section 2 (ru)');
  await page.getByTestId('language-toggle').getByText('EN').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Form I-9, Section 2' })).toBeVisible();

  const listA = section2.getByRole('group', { name: 'List A' });
  const listB = section2.getByRole('group', { name: 'List B' });
  const listC = section2.getByRole('group', { name: 'List C' });
  const choose = async (group: typeof listA, label: string, typed: string, option: RegExp) => {
    const select = group.getByRole('combobox', { name: label });
    await select.click();
    await select.fill(typed);
    await page.getByRole('option', { name: option }).click();
  };
  await choose(listA, 'Document Title 1', 'U.S. Passport', /^U\.S\. Passport or U\.S\. Passport Card$/);
  await listA.getByRole('textbox', { name: 'Issuing Authority' }).fill('U.S. Department of State');
  await choose(listB, 'Document Title', 'Driver', /^Driver’s license or ID card issued by a State/);
  await listB.getByRole('textbox', { name: 'Issuing Authority' }).fill('New York State DMV');
  await listB.getByRole('textbox', { name: 'Document Number (if any)' }).fill('D1234567');
  await listB.getByLabel('Expiration Date (if any)').fill('2030-05-12');
  await section2.getByLabel('First Day of Employment').fill('2026-01-05');
  await section2.getByRole('textbox', { name: 'Title', exact: true }).fill('Owner');
  await section2.getByRole('textbox', { name: 'Employer’s Business or Organization Address' }).fill('350 Fifth Avenue, Suite 4100');
  await section2.getByRole('textbox', { name: 'City or Town' }).fill('New York');
  const state = section2.getByRole('combobox', { name: 'State', exact: true });
  if ((await state.inputValue()) !== 'NY') {
    await state.fill('NY');
    await page.getByRole('option', { name: 'NY', exact: true }).click();
  }
  const zip = section2.getByRole('textbox', { name: 'ZIP code' });
  await zip.fill('');
  await zip.pressSequentially('10118');

  // List A together with List B is refused, at List B, before anything is sent.
  await section2.getByRole('button', { name: 'Continue to signature' }).click();
  await expect(listB.getByText('Enter List A documents, or List B and List C documents, not both')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/i9/${created.form.id}$`));
  await expectNoSeriousViolations(page, 'i9 section 2, refused');

  // List A cleared, the Social Security card as List C: sent, then signed by the owner.
  await listA.getByRole('button', { name: 'Clear List A' }).click();
  await choose(listC, 'Document Title', 'Social Security', /^A Social Security Account Number card/);
  await listC.getByRole('textbox', { name: 'Issuing Authority' }).fill('Social Security Administration');
  await listC.getByRole('textbox', { name: 'Document Number (if any)' }).fill('078-05-1120');
  await expect(listB.getByText('Enter List A documents, or List B and List C documents, not both')).toHaveCount(0);
  const employerSent = page.waitForRequest((r) => new URL(r.url()).pathname === `/api/forms/${created.form.id}/i9-section2` && r.method() === 'POST');
  await section2.getByRole('button', { name: 'Continue to signature' }).click();
  expect((await employerSent).postDataJSON()).toEqual({
    answers: {
      listA: [],
      listB: { code: 'DRIVERS_LICENSE_OR_STATE_ID', issuingAuthority: 'New York State DMV', documentNumber: 'D1234567', expirationDate: '2030-05-12' },
      listC: { code: 'SOCIAL_SECURITY_CARD', issuingAuthority: 'Social Security Administration', documentNumber: '078-05-1120', expirationDate: 'N/A' },
      firstDayOfEmployment: '2026-01-05', employerLastName: 'Owner', employerFirstName: 'Olivia', employerTitle: 'Owner', businessName: 'Acme Corp',
      businessAddress: '350 Fifth Avenue, Suite 4100', businessCity: 'New York', businessState: 'NY', businessZipCode: '10118', additionalInformation: '',
      alternativeProcedure: false,
    },
  });
  await sign(page, {
    read: 'I have read the disclosure above', agree: 'I agree', box: /^Your signature, page \d/, pad: 'Please sign here', confirm: 'Confirm', finish: 'Finish',
    done: 'Thank you! You have signed the document',
  });

  // Back in the archive: the I-9 is signed, its PDF to download.
  await page.goto(new URL(archiveUrl).pathname);
  await expect(row.locator('[data-status]')).toHaveText('Signed', { timeout: 20_000 });
  await expect(row.getByRole('button', { name: 'Download the signed I-9 of John Doe' })).toBeVisible();
  await expect(row.getByRole('link', { name: /^Complete Section 2/ })).toHaveCount(0);
});
