import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, unique } from './helpers.js';

/**
 * The profile pages in the browser (issue 5): person details, the address editor (US and Foreign)
 * and bank accounts clicked as people do, with the spec's messages in English and Russian and an
 * axe scan of each page. Each test signs in as a new person of its own, so the demo personas' names
 * and numbers stay as seeded.
 */

/** A new confirmed person and their person workspace id. */
async function newPerson(request: APIRequestContext) {
  const email = `profile.${unique()}@example.com`;
  const password = 'Start#2026pass';
  const admin = await apiLogin(request, PERSONAS.admin);
  const sent = await request.post('/api/auth/invitations', { headers: admin, data: { email, firstName: 'Prof', lastName: 'Ile' } });
  expect(sent.status(), await sent.text()).toBe(201);
  const mail = (await (await request.get('/api/admin/mail', { headers: admin })).json()) as { data: { to: string; kind: string; link: string }[] };
  const code = mail.data.find((m) => m.to === email && m.kind === 'INVITATION')!.link.split('/').pop()!;
  const accepted = await request.post(`/api/auth/invitations/${code}/accept`, { data: { password, confirmPassword: password } });
  expect(accepted.status(), await accepted.text()).toBe(201);
  const headers = await apiLogin(request, email, password);
  const ws = (await (await request.get('/api/workspaces', { headers })).json()) as { data: { id: string; type: string }[] };
  return { email, password, ws: ws.data.find((w) => w.type === 'PERSON')!.id };
}

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
  for (const tile of ['Person details', 'Address', 'Marital status', 'Bank accounts', 'Green card', 'US passport']) {
    await expect(page.getByRole('link', { name: tile, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Company details' })).toHaveCount(0);

  // --- Person details ----------------------------------------------------------------------------
  await page.getByRole('link', { name: 'Person details', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Person details', level: 2 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Prof');
  await page.getByRole('textbox', { name: 'Last name' }).fill(`Tester${unique().slice(0, 4)}`);
  await pick(page, 'Taxpayer number', 'SSN');
  // The SSN is required once chosen: the catalogue's message (4007).
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('SSN is not filled')).toBeVisible();
  const ssn = page.getByRole('textbox', { name: 'SSN' });
  await ssn.fill('12345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Use the format 000-00-0000')).toBeVisible();
  const digits = String(Math.floor(100_000_000 + Math.random() * 800_000_000));
  await ssn.fill(digits);
  await expect(ssn).toHaveValue(`${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`);
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await phone.fill('2125550100x');
  await expect(phone).toHaveValue('(212) 555-01-00');
  await pick(page, 'Sex', 'Female');
  await page.getByRole('textbox', { name: 'Occupation' }).fill('Bookkeeper');
  await expectNoSeriousViolations(page, 'person details');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes was saved!');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'SSN' })).toHaveValue(`${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`);
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
  test.setTimeout(120_000);
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
  for (const tile of ['Company details', 'Headquarter', 'Shareholders', 'Bank accounts']) await expect(page.getByRole('link', { name: tile, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Person details' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Company details', exact: true }).click();
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

  await page.goto(`/userprofile/c/${companyId}/shareholders`);
  await expect(page.getByText('No shareholders yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add shareholder' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Prof Ile');
  await page.getByRole('textbox', { name: 'Share, %' }).fill('100');
  await expectNoSeriousViolations(page, 'shareholders');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes was saved!');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Prof Ile');
});

test('marital status with a spouse found by email, and a green card with its scan', async ({ page, request }) => {
  test.setTimeout(90_000);
  const [me, spouse] = [await newPerson(request), await newPerson(request)];
  await openLoginAndSignIn(page, me.email, me.password);

  await page.goto(`/userprofile/p/${me.ws}/marital`);
  await pick(page, 'Marital status', 'Married');
  await page.getByRole('textbox', { name: "Spouse's email" }).fill('nobody.at.all@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Spouse not found');
  await page.getByRole('textbox', { name: "Spouse's email" }).fill(me.email);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'You cannot be your own spouse');
  await page.getByRole('textbox', { name: "Spouse's email" }).fill(spouse.email);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes was saved!');
  await expect(page.getByText(`Prof Ile · ${spouse.email}`)).toBeVisible();
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
});
