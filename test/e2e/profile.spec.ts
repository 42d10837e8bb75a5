import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_IDS } from '../../scripts/local/demo.js';
import { apiLogin, expectNoSeriousViolations, invitedPerson, openLoginAndSignIn, PERSONAS, unique } from './helpers.js';

/**
 * The profile pages in the browser (issue 5): person details, the address editor (US and Foreign)
 * and bank accounts clicked as people do, with the spec's messages in English and Russian and an
 * axe scan of each page. Each test signs in as a new person of its own, so the demo personas' names
 * and numbers stay as seeded.
 */

/** A new confirmed person and their person workspace id. */
const newPerson = (request: APIRequestContext) => invitedPerson(request, 'profile', 'Prof', 'Ile');

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

async function expectToast(page: Page, text: string) {
  const t = toast(page, text).first();
  await expect(t).toBeVisible();
  await t.getByRole('button').click();
  await expect(toast(page, text)).toHaveCount(0);
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('person details, address editor (US and Foreign) and bank accounts, in English', async ({ page, request }) => {
  test.setTimeout(120_000);
  const me = await newPerson(request);
  await openLoginAndSignIn(page, me.email, me.password);

  // The profile landing page offers the person's children.
  await page.goto(`/userprofile/p/${me.ws}`);
  const tiles = {
    person_details: 'Person details', address: 'Address', marital: 'Marital status', bank_accounts: 'Bank accounts', greencard: 'Green card', uspassport: 'US passport',
  };
  for (const [page_, text] of Object.entries(tiles)) await expect(page.locator(`[data-tile="profile_${page_}"]`)).toContainText(text);
  await expect(page.locator('[data-tile="profile_company_details"]')).toHaveCount(0);
  // A person has no insurance settings.
  await expect(page.locator('[data-insurance]')).toHaveCount(0);

  // --- Person details ----------------------------------------------------------------------------
  await page.locator('[data-tile="profile_person_details"]').click();
  await expect(page.getByRole('heading', { name: 'Person details', level: 2 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Prof');
  await page.getByRole('textbox', { name: 'Last name' }).fill(`Tester${unique().slice(0, 4)}`);
  await pick(page, 'Taxpayer number', 'SSN');
  // The SSN is required once chosen: the catalogue's message (4007).
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('SSN is not filled')).toBeVisible();
  const ssn = page.getByRole('textbox', { name: 'SSN', exact: true });
  await ssn.fill('12345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Use the format 000-00-0000')).toBeVisible();
  const digits = String(Math.floor(100_000_000 + Math.random() * 800_000_000));
  await ssn.fill(digits);
  await expect(ssn).toHaveValue(`${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`);
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await phone.fill('212a555b0100');
  await expect(phone).toHaveValue('(212) 555-01-00');
  await pick(page, 'Sex', 'Female');
  await page.getByRole('textbox', { name: 'Occupation' }).fill('Bookkeeper');
  await expectNoSeriousViolations(page, 'person details');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes was saved!');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'SSN', exact: true })).toHaveValue(`${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`);
  await expect(page.getByRole('textbox', { name: 'Occupation' })).toHaveValue('Bookkeeper');

  // --- Address: US tab, then Foreign tab ---------------------------------------------------------
  await page.goto(`/userprofile/p/${me.ws}/address`);
  await expect(page.getByText('No address yet')).toBeVisible();
  // Provider employees alone see the verified flag.
  await expect(page.getByRole('checkbox', { name: 'Verified' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Residential address' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('NY');
  await page.getByRole('textbox', { name: 'Address line 1' }).fill('1200 Corporate Center Parkway');
  await page.getByRole('textbox', { name: 'City' }).fill('Albany');
  const zip = page.getByRole('textbox', { name: 'ZIP code' });
  await zip.fill('1220');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('ZIP code must be 00000 or 00000-0000')).toBeVisible();
  await zip.fill('122071234');
  await expect(zip).toHaveValue('12207-1234');
  await page.getByRole('combobox', { name: 'State' }).fill('NJ');
  await page.getByRole('option', { name: 'NJ', exact: true }).click();
  await expectNoSeriousViolations(page, 'address (US)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes was saved!');
  await expect(page.getByText('No address yet')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Foreign' }).click();
  await page.getByRole('textbox', { name: 'Foreign address' }).fill('221B Baker Street, London');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('NW1 6.X/A-B5');
  await expect(page.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('16./-5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Country' }).fill('United Kingdom');
  await page.getByRole('checkbox', { name: 'Residential address' }).uncheck();
  await expectNoSeriousViolations(page, 'address (Foreign)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes was saved!');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Foreign' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Country' })).toHaveValue('United Kingdom');
  await expect(page.getByRole('checkbox', { name: 'Residential address' })).not.toBeChecked();

  // --- Bank accounts -----------------------------------------------------------------------------
  await page.goto(`/userprofile/p/${me.ws}/bank_accounts`);
  await expect(page.getByText('No bank accounts yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add bank account' }).click();
  const form = page.getByRole('form', { name: 'Add bank account' });
  await form.getByRole('textbox', { name: 'Bank name' }).fill('Chase');
  await form.getByRole('textbox', { name: 'Account number' }).fill('12345');
  await form.getByRole('textbox', { name: 'Routing number' }).fill('0210-abc');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Account number must be 9 to 14 characters')).toBeVisible();
  await expect(form.getByText('Routing number must be 9 digits')).toBeVisible();
  const account = `${Date.now()}`.slice(-12);
  await form.getByRole('textbox', { name: 'Account number' }).fill(account);
  await form.getByRole('textbox', { name: 'Routing number' }).fill('021000021');
  await expectNoSeriousViolations(page, 'bank account form');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes was saved!');
  await expect(page.getByRole('cell', { name: account })).toBeVisible();
  // The same account again: the server refuses it (40030), shown at the field and as a toast.
  await page.getByRole('button', { name: 'Add bank account' }).click();
  await form.getByRole('textbox', { name: 'Bank name' }).fill('Chase again');
  await form.getByRole('textbox', { name: 'Account number' }).fill(account);
  await form.getByRole('textbox', { name: 'Routing number' }).fill('021000021');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This account number already exists')).toBeVisible();
  await expectToast(page, 'This account number already exists');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expectNoSeriousViolations(page, 'bank accounts list');

  // Edit, then delete after confirming.
  await page.getByRole('link', { name: 'Chase', exact: true }).click();
  await pick(page, 'Account type', 'Savings');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes was saved!');
  await expect(page.getByRole('cell', { name: 'Savings' })).toBeVisible();
  await page.getByRole('link', { name: 'Chase', exact: true }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Record has been deleted!');
  await expect(page.getByText('No bank accounts yet')).toBeVisible();
});

test('the same pages in Russian: labels, the address tabs and the catalogue messages', async ({ page, request }) => {
  test.setTimeout(90_000);
  const me = await newPerson(request);
  await openLoginAndSignIn(page, me.email, me.password);
  await page.getByTestId('language-toggle').getByText('RU').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  await page.goto(`/userprofile/p/${me.ws}/person_details`);
  await expect(page.getByRole('heading', { name: 'Личные данные', level: 2 })).toBeVisible();
  await pick(page, 'Налоговый номер', 'ITIN');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('ITIN не заполнен')).toBeVisible();
  await expectNoSeriousViolations(page, 'person details (ru)');

  await page.goto(`/userprofile/p/${me.ws}/address`);
  await expect(page.getByRole('tab', { name: 'США' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('textbox', { name: 'Адрес, строка 1' }).fill('5 Broad Street');
  await page.getByRole('textbox', { name: 'Город' }).fill('New York');
  await page.getByRole('textbox', { name: 'Почтовый индекс' }).fill('100');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Индекс должен быть в формате 00000 или 00000-0000')).toBeVisible();
  await page.getByRole('tab', { name: 'Иностранный' }).click();
  await expect(page.getByRole('textbox', { name: 'Страна' })).toBeVisible();
  await expectNoSeriousViolations(page, 'address (ru)');

  await page.goto(`/userprofile/p/${me.ws}/bank_accounts`);
  await page.getByRole('button', { name: 'Добавить банковский счёт' }).click();
  const form = page.getByRole('form', { name: 'Добавить банковский счёт' });
  await form.getByRole('textbox', { name: 'Название банка' }).fill('Сбер');
  await form.getByRole('textbox', { name: 'Номер счёта' }).fill('123');
  await form.getByRole('textbox', { name: 'Маршрутный номер' }).fill('1');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByText('Номер счёта должен содержать от 9 до 14 символов')).toBeVisible();
  await expect(form.getByText('Номер маршрута (routing number) должен состоять из 9 цифр')).toBeVisible();
  await expectNoSeriousViolations(page, 'bank accounts (ru)');
});

test('company details, headquarter with the address editor, a branch and shareholders', async ({ page, request }) => {
  // Five pages with an accessibility scan each: about 2 minutes on a loaded 2-core machine.
  test.setTimeout(180_000);
  const me = await newPerson(request);
  const headers = await apiLogin(request, me.email, me.password);
  const ein = `${Date.now()}`.slice(-9);
  const created = await request.post('/api/workforce/companies', {
    headers: { ...headers, 'x-workspace-id': me.ws },
    data: { legalName: `Profile Works ${unique()} LLC`, ein: `${ein.slice(0, 2)}-${ein.slice(2)}`, companyType: 'LLC', headquarter: { address1: '1 Main Street', city: 'Albany', state: 'NY', zipCode: '12207' } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const companyId = ((await created.json()) as { id: string }).id;
  await openLoginAndSignIn(page, me.email, me.password);

  await page.goto(`/userprofile/c/${companyId}`);
  for (const tile of ['company_details', 'headquarter', 'shareholders', 'bank_accounts']) await expect(page.locator(`[data-tile="profile_${tile}"]`)).toBeVisible();
  await expect(page.locator('[data-tile="profile_person_details"]')).toHaveCount(0);
  // The four insurance tiles: each type is required until set otherwise, and none is on file yet.
  await expect(page.locator('[data-insurance]')).toHaveCount(4);
  await expect(page.locator('[data-insurance="DISABILITY"]')).toContainText('Missing');
  await expectNoSeriousViolations(page, 'company profile landing');

  await page.locator('[data-tile="profile_company_details"]').click();
  const einBox = page.getByRole('textbox', { name: 'EIN' });
  await expect(einBox).toHaveValue(`${ein.slice(0, 2)}-${ein.slice(2)}`);
  await einBox.fill('123');
  await expect(einBox).toHaveValue('12-3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invalid EIN format')).toBeVisible();
  await einBox.fill(ein);
  await page.getByRole('textbox', { name: 'DBA' }).fill('Works');
  await page.getByRole('switch', { name: 'Disability insurance required' }).click({ force: true });
  await expectNoSeriousViolations(page, 'company details');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes was saved!');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'DBA' })).toHaveValue('Works');
  await expect(page.getByRole('switch', { name: 'Disability insurance required' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'General liability insurance required' })).toBeChecked();
  await page.goto(`/userprofile/c/${companyId}`);
  // A type that is not required has no tile (spec 000 §2).
  await expect(page.locator('[data-insurance]')).toHaveCount(3);
  await expect(page.locator('[data-insurance="DISABILITY"]')).toHaveCount(0);

  await page.goto(`/userprofile/c/${companyId}/headquarter`);
  await page.getByRole('textbox', { name: 'Title' }).fill('Main office');
  await page.getByRole('textbox', { name: 'Address line 1' }).fill('5 Broad Street');
  await page.getByRole('textbox', { name: 'City' }).fill('New York');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('10004');
  await expectNoSeriousViolations(page, 'headquarter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes was saved!');

  await page.getByRole('link', { name: 'Add branch' }).click();
  await expect(page.getByRole('heading', { name: 'New branch', level: 2 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill('Queens branch');
  await page.getByRole('textbox', { name: 'Address line 1' }).fill('30 Queens Blvd');
  await page.getByRole('textbox', { name: 'City' }).fill('Queens');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('11375');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes was saved!');
  await expect(page.getByRole('heading', { name: 'Queens branch', level: 2 })).toBeVisible();
  await page.goto(`/userprofile/c/${companyId}/headquarter`);
  await expect(page.getByRole('link', { name: 'Queens branch' })).toBeVisible();

  // A branch no employment names is deleted after a confirmation.
  await page.getByRole('link', { name: 'Queens branch' }).click();
  await page.getByRole('button', { name: 'Delete branch' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Delete the branch “Queens branch”?');
  await expectNoSeriousViolations(page, 'delete branch');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Record has been deleted!');
  await expect(page).toHaveURL(new RegExp(`/userprofile/c/${companyId}/headquarter$`));
  await expect(page.getByText('No branches yet')).toBeVisible();

  await page.goto(`/userprofile/c/${companyId}/shareholders`);
  await expect(page.getByText('No shareholders yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add shareholder' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Prof Ile');
  await page.getByRole('textbox', { name: 'Share, %' }).fill('100');
  // A client names the shareholder by email (no directory search): kept as typed and pending, so
  // the answer is the same whether or not the email is someone's account.
  const linkEmail = page.getByRole('textbox', { name: "Email of the shareholder's account" });
  await linkEmail.fill(me.email.toUpperCase());
  await expectNoSeriousViolations(page, 'shareholders');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes was saved!');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Prof Ile');
  await expect(page.getByRole('textbox', { name: "Email of the shareholder's account" })).toHaveValue(me.email);
  await expect(page.getByText('Not confirmed yet: only what you typed is kept until your provider links the person')).toBeVisible();
});

test('marital status with a spouse found by email, and a green card with its scan', async ({ page, request }) => {
  test.setTimeout(90_000);
  const [me, spouse] = [await newPerson(request), await newPerson(request)];
  await openLoginAndSignIn(page, me.email, me.password);

  await page.goto(`/userprofile/p/${me.ws}/marital`);
  await pick(page, 'Marital status', 'Married');
  // A client may not search the firm's directory: the spouse is named by email, kept as typed and
  // pending; nothing of that person's account (their name) is shown.
  await expect(page.getByTestId('spouse-search')).toHaveCount(0);
  await page.getByRole('textbox', { name: "Spouse's email" }).fill(me.email);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'You cannot be your own spouse');
  await page.getByRole('textbox', { name: "Spouse's email" }).fill(spouse.email);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes was saved!');
  await expect(page.getByText(`${spouse.email} · not confirmed yet`)).toBeVisible();
  await expect(page.getByText(`Prof Ile · ${spouse.email}`)).toHaveCount(0);
  await expectNoSeriousViolations(page, 'marital');

  await page.goto(`/userprofile/p/${me.ws}/greencard`);
  await expect(page.getByText('No document saved yet')).toBeVisible();
  await page.getByRole('textbox', { name: 'Document number' }).fill('IOE0123456789');
  await page.getByRole('textbox', { name: 'Issue date' }).fill('2020-01-15');
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('2019-01-15');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('End date must be after start date')).toBeVisible();
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('2030-01-15');
  await page.locator('input[type="file"]').setInputFiles({ name: 'greencard.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 green card') });
  await expectNoSeriousViolations(page, 'green card');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes was saved!');
  await expect(page.getByText('Current file: greencard.pdf')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Document number' })).toHaveValue('IOE0123456789');

  // The documents page lists every kind: the green card with its number, expiry and scan, the rest empty.
  await page.goto(`/userprofile/p/${me.ws}/documents`);
  const documents = page.getByTestId('documents-table');
  const greencard = documents.locator('tr[data-kind="greencard"]');
  await expect(greencard).toContainText('IOE0123456789');
  await expect(greencard).toContainText('greencard.pdf');
  await expect(greencard).not.toContainText('Expired');
  await expect(documents.locator('tr[data-kind="uspassport"]')).toContainText('No document saved yet');
  await expectNoSeriousViolations(page, 'documents');
  await greencard.getByRole('link', { name: 'Green card' }).click();
  await expect(page).toHaveURL(new RegExp(`/userprofile/p/${me.ws}/greencard$`));
});

test('staff finds Acme Corp by EIN, opens its workspace and marks its headquarter address verified; the owner cannot set it', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  await openLoginAndSignIn(page, PERSONAS.admin);
  await page.goto('/admin/companies');
  await page.getByPlaceholder('Type company name, ein or email').fill('12-3456789');
  const acme = page.getByTestId('directory-suggestion').filter({ hasText: 'Acme Corp' });
  await expect(acme).toContainText('12-3456789');
  await acme.click();
  const row = page.getByTestId('companies-table').locator('tbody > tr').filter({ hasText: 'Acme Corp' });
  await row.getByRole('button', { name: 'Open the workspace of Acme Corp' }).click();
  await expect(page).toHaveURL(new RegExp(`/userprofile/c/${DEMO_IDS.acme}$`));
  // The company's landing page: its pages and its four insurance settings.
  await expect(page.locator('[data-insurance]')).toHaveCount(4);
  await page.locator('[data-tile="profile_headquarter"]').click();
  await expect(page.getByRole('heading', { name: 'Headquarter', level: 2 })).toBeVisible();

  const actual = page.locator('.mantine-Accordion-item').filter({ hasText: 'Actual address' });
  await expect(actual.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('350 Fifth Avenue');
  const verified = actual.getByRole('checkbox', { name: 'Verified', exact: true });
  await expectNoSeriousViolations(page, 'headquarter (staff)');
  // Other tests may save Acme's headquarter at the same time: a refused save (someone else saved
  // first) is reloaded and made again, as a person would.
  await expect(async () => {
    const conflict = page.getByTestId('version-conflict');
    if (await conflict.isVisible()) await conflict.getByRole('button', { name: 'Reload' }).click();
    await verified.check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Changes was saved!' }).first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(actual.getByText('Verified address')).toBeVisible();
  await page.reload();
  await expect(page.locator('.mantine-Accordion-item').filter({ hasText: 'Actual address' }).getByRole('checkbox', { name: 'Verified', exact: true })).toBeChecked();
  await expectNoSeriousViolations(page, 'headquarter verified (staff)');
  // In Russian too.
  await page.getByTestId('language-toggle').getByText('RU').click();
  await expect(page.locator('.mantine-Accordion-item').filter({ hasText: 'Фактический адрес' }).getByText('Адрес проверен')).toBeVisible();
  await page.getByTestId('language-toggle').getByText('EN').click();

  // The owner's page: the flag is the provider's (spec 000 §6: staff alone see the verified marker),
  // so the owner has no control to set or clear it, and the stored flag stays as staff set it.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await openLoginAndSignIn(ownerPage, PERSONAS.owner);
  await ownerPage.goto(`/userprofile/c/${DEMO_IDS.acme}/headquarter`);
  const ownerActual = ownerPage.locator('.mantine-Accordion-item').filter({ hasText: 'Actual address' });
  await expect(ownerActual.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('350 Fifth Avenue');
  await expect(ownerPage.getByRole('checkbox', { name: 'Verified', exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(ownerPage, 'headquarter (owner)');
  await ownerContext.close();
  const owner = await apiLogin(request, PERSONAS.owner);
  const hq = await request.get('/api/profile/headquarter', { headers: { ...owner, 'x-workspace-id': DEMO_IDS.acme } });
  expect(((await hq.json()) as { office: { actualAddress: { verified: boolean } } }).office.actualAddress.verified).toBe(true);
});

test('staff pick the spouse from the directory autocomplete instead of typing an email', async ({ page, request }) => {
  test.setTimeout(90_000);
  // Letters only: names are searched by word prefixes.
  const tag = unique().replace(/\d/g, 'x').slice(0, 8);
  const register = async (firstName: string, lastName: string) => {
    const email = `${firstName.toLowerCase()}.${unique()}@example.com`;
    const res = await request.post('/api/auth/register', {
      data: { email, firstName, lastName, password: 'Start#2026pass', confirmPassword: 'Start#2026pass', preferredLanguage: 'EN', termsAccepted: true },
    });
    expect(res.status(), await res.text()).toBe(201);
    return email;
  };
  const [husband, wife] = [`Husband${tag}`, `Wife${tag}`];
  await register('Harry', husband);
  const wifeEmail = await register('Wendy', wife);

  await openLoginAndSignIn(page, PERSONAS.admin);
  await page.goto('/admin/individuals');
  await page.getByTestId('person-autocomplete').fill(`Harry ${husband}`);
  await page.getByTestId('directory-suggestion').filter({ hasText: `Harry ${husband}` }).click();
  await page.getByRole('button', { name: `Open the workspace of Harry ${husband}` }).click();
  await expect(page).toHaveURL(/\/userprofile\/p\/p_[0-9A-Z]{26}$/);
  await page.locator('[data-tile="profile_marital"]').click();
  await pick(page, 'Marital status', 'Married');
  await expect(page.getByRole('textbox', { name: "Spouse's email" })).toHaveCount(0);
  await page.getByTestId('spouse-search').fill(wife);
  // The field then holds the picked name, which it searches once more: scan after that search.
  const settled = page.waitForResponse((r) => r.url().includes('/api/directory/people?') && r.url().includes('fullNameFilter=Wendy'));
  await page.getByTestId('directory-suggestion').filter({ hasText: `Wendy ${wife}` }).click();
  await expect(page.getByText(`Wendy ${wife} · ${wifeEmail}`)).toBeVisible();
  await settled;
  await page.keyboard.press('Escape');
  await expectNoSeriousViolations(page, 'marital (staff)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes was saved!');
  await page.reload();
  await expect(page.getByText(`Wendy ${wife} · ${wifeEmail}`)).toBeVisible();
});

test('a save made on a stale read is refused with the conflict message, and Reload shows the other save', async ({ page, request }) => {
  test.setTimeout(60_000);
  const me = await newPerson(request);
  await openLoginAndSignIn(page, me.email, me.password);
  await page.goto(`/userprofile/p/${me.ws}/marital`);
  await pick(page, 'Marital status', 'Married');
  // Meanwhile the same page is saved elsewhere, on the version this page read.
  const headers = { ...(await apiLogin(request, me.email, me.password)), 'x-workspace-id': me.ws };
  const other = await request.put('/api/profile/marital', { headers, data: { maritalStatus: 'WIDOWED', version: 0 } });
  expect(other.status(), await other.text()).toBe(200);

  await page.getByRole('button', { name: 'Save' }).click();
  const conflict = page.getByTestId('version-conflict');
  await expect(conflict).toContainText('The record was changed by someone else. Reload it and try again');
  await expectNoSeriousViolations(page, 'marital conflict');
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('combobox', { name: 'Marital status', exact: true })).toHaveValue('Widowed');
  await expect(conflict).toHaveCount(0);
  // Saved again on the version now shown, it goes through.
  await pick(page, 'Marital status', 'Married');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes was saved!');

  await page.getByTestId('language-toggle').getByText('RU').click();
  expect((await request.put('/api/profile/marital', { headers, data: { maritalStatus: 'SINGLE', version: 2 } })).status()).toBe(200);
  await pick(page, 'Семейное положение', 'Вдовец / вдова');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByTestId('version-conflict')).toContainText('Запись изменил кто-то другой');
  await expect(page.getByTestId('version-conflict').getByRole('button', { name: 'Обновить' })).toBeVisible();
});
