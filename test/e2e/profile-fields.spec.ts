import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations, invitedPerson, openLoginAndSignIn, unique } from './helpers.js';

/**
 * The Person and Company fields of spec 000 §3 and the bank statements, business tax return and
 * other bank products pages (issue 19, item 4; docs/decisions/0040), entered and seen as a person
 * does, in English and then Russian, with an axe scan in each. A new person (and company) of each
 * test's own, so the demo personas stay as seeded. The rules
 * (staff-only flags, masking, upload types) are the integration tests' (profile-fields.test.ts).
 */

async function newPerson(request: APIRequestContext) {
  const { headers, ...me } = await invitedPerson(request, 'fields', 'Fay', 'Fields');
  const id = me.ws;
  // A bank account to file statements for (the bank-account page is profile.spec's).
  const account = await request.post('/api/profile/bank-accounts', {
    headers: { ...headers, 'x-workspace-id': id },
    data: { bankName: 'Hudson Bank', accountType: 'checking', holderType: 'individual', routingNumber: '021000021', accountNumber: '123456784321' },
  });
  expect(account.status(), await account.text()).toBe(201);
  return me;
}

async function saved(page: Page, text: string) {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
  await expect(toast).toBeVisible();
  await toast.getByRole('button').click();
}

test('the new person fields and the bank statements page, in English and Russian', async ({ page, request }) => {
  test.setTimeout(120_000);
  const me = await newPerson(request);
  await openLoginAndSignIn(page, me.email, me.password);

  await page.goto(`/userprofile/p/${me.ws}/person_details`);
  await expect(page.getByRole('heading', { name: 'Person details', level: 2 })).toBeVisible();
  // The e-mail input keeps only letters, digits, @, dot, underscore and hyphen while typing.
  const email = page.getByRole('textbox', { name: 'Email' });
  await email.fill('fay fields+tax@exa!mple.com');
  await expect(email).toHaveValue('fayfieldstax@example.com');
  await email.fill(me.email);
  await page.getByRole('textbox', { name: 'National TIN' }).fill('UA-1234567890');
  const declared = page.getByRole('textbox', { name: 'Declared SSN' });
  await declared.fill('123456789');
  await expect(declared).toHaveValue('123-45-6789');
  await page.getByRole('combobox', { name: 'SSN card type' }).click();
  await page.getByRole('option', { name: 'Unrestricted', exact: true }).click();
  // The card is uploaded as it is chosen (a Word file: every document type is taken).
  await page.locator('input[type="file"]').first().setInputFiles({
    name: 'ssn-card.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from('card'),
  });
  await expect(page.getByText('Current file: ssn-card.docx')).toBeVisible();
  // The SSN's verification is the provider's: a client sees it read-only.
  await expect(page.getByRole('textbox', { name: 'SSN verification date' })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('switch', { name: 'Client of the firm' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await saved(page, 'Changes was saved!');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'National TIN' })).toHaveValue('UA-1234567890');
  await expect(page.getByRole('textbox', { name: 'Declared SSN' })).toHaveValue('123-45-6789');
  await expect(page.getByText('Current file: ssn-card.docx')).toBeVisible();
  await expectNoSeriousViolations(page, 'person details with the §3 fields');

  // Bank statements: the profile's tile leads there; a statement of last month is uploaded.
  await page.goto(`/userprofile/p/${me.ws}`);
  await page.locator('[data-tile="profile_bank_statements"]').click();
  await expect(page.getByRole('heading', { name: 'Bank statements', level: 2 })).toBeVisible();
  await expect(page.getByText('No bank statements')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Account' })).toHaveValue('Hudson Bank •••• 4321');
  await page.locator('input[type="file"]').setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 statement') });
  await page.getByRole('button', { name: 'Upload statement' }).click();
  const row = page.locator('tbody tr', { hasText: 'statement.pdf' });
  await expect(row).toContainText('Hudson Bank •••• 4321');
  await expect(row).toContainText('Uploaded');
  await expectNoSeriousViolations(page, 'bank statements');

  await page.getByTestId('language-toggle').getByText('RU').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { name: 'Банковские выписки', level: 2 })).toBeVisible();
  await expect(row).toContainText('Загружена');
  await expectNoSeriousViolations(page, 'bank statements in Russian');
  await page.goto(`/userprofile/p/${me.ws}/person_details`);
  await expect(page.getByRole('textbox', { name: 'Национальный ИНН' })).toHaveValue('UA-1234567890');
  await expect(page.getByRole('textbox', { name: 'Заявленный SSN' })).toHaveValue('123-45-6789');
  await expect(page.getByRole('combobox', { name: 'Тип карты SSN' })).toHaveValue('Без ограничений');
  await expectNoSeriousViolations(page, 'person details in Russian');
  await page.getByTestId('language-toggle').getByText('EN').click();
});

/** A new company of a new person of the test's own (the demo companies stay as seeded), with the owner's sign-in. */
async function newCompany(request: APIRequestContext) {
  const { email, password, headers } = await invitedPerson(request, 'company', 'Cora', 'Fields');
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
  const created = await request.post('/api/workforce/companies', {
    headers,
    data: { legalName: `Fields ${unique()} LLC`, ein: `4${digits(1)}-${digits(7)}`, companyType: 'LLC', headquarter: { address1: '1 Main Street', city: 'Albany', state: 'NY', zipCode: '12207' } },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { email, password, ws: ((await created.json()) as { id: string }).id };
}

/** Chooses a file through the field's own file dialog, as a person does. */
async function choose(page: Page, label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: label, exact: true }).click();
  await (await chooser).setFiles(file);
}

test("a company's §3 fields, its business tax returns and other bank products, in English and Russian", async ({ page, request }) => {
  test.setTimeout(120_000);
  const me = await newCompany(request);
  await openLoginAndSignIn(page, me.email, me.password);

  await page.goto(`/userprofile/c/${me.ws}/company_details`);
  await expect(page.getByRole('heading', { name: 'Company details', level: 2 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await page.getByRole('textbox', { name: 'TIN', exact: true }).fill('12-3456789');
  await choose(page, 'Filing receipt', { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 receipt') });
  await expect(page.getByText('Current file: receipt.pdf')).toBeVisible();
  // The client flag is the firm's to set: its owner does not see it.
  await expect(page.getByRole('switch', { name: 'Client of the firm' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await saved(page, 'Changes was saved!');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
  await expect(page.getByText('Current file: receipt.pdf')).toBeVisible();
  await expectNoSeriousViolations(page, 'company details with the §3 fields');

  // The business tax return: a return filed for last year, as a file.
  const year = String(new Date().getFullYear() - 1);
  await page.goto(`/userprofile/c/${me.ws}/business_tax_return`);
  await expect(page.getByRole('heading', { name: 'Business tax return', level: 2 })).toBeVisible();
  await expect(page.getByText('No business tax returns')).toBeVisible();
  await page.getByRole('combobox', { name: 'Year' }).click();
  await page.getByRole('option', { name: year, exact: true }).click();
  await choose(page, 'File', { name: 'return.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 return') });
  await page.getByRole('button', { name: 'Add return' }).click();
  await expect(page.locator('tbody tr', { hasText: 'return.pdf' })).toContainText(year);
  await expectNoSeriousViolations(page, 'business tax return');

  // Other bank products: a card, known by its last four digits only.
  await page.goto(`/userprofile/c/${me.ws}/other_bank_products`);
  await expect(page.getByRole('heading', { name: 'Other bank products', level: 2 })).toBeVisible();
  await expect(page.getByText('No other bank products')).toBeVisible();
  await page.getByRole('textbox', { name: 'Bank name' }).fill('Hudson Bank');
  await page.getByRole('textbox', { name: 'Last four digits' }).fill('9012');
  await page.getByRole('button', { name: 'Add product' }).click();
  const card = page.locator('tbody tr', { hasText: 'Hudson Bank' });
  await expect(card).toContainText('Credit card');
  await expect(card).toContainText('9012');
  await expectNoSeriousViolations(page, 'other bank products');

  await page.getByTestId('language-toggle').getByText('RU').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { name: 'Другие банковские продукты', level: 2 })).toBeVisible();
  await expect(card).toContainText('Кредитная карта');
  await expectNoSeriousViolations(page, 'other bank products in Russian');
  await page.goto(`/userprofile/c/${me.ws}/business_tax_return`);
  await expect(page.getByRole('heading', { name: 'Налоговая декларация компании', level: 2 })).toBeVisible();
  await expect(page.locator('tbody tr', { hasText: 'return.pdf' })).toContainText(year);
  // Deleting a return, after its confirmation.
  await page.getByRole('button', { name: `Удалить декларацию за ${year} год` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Удалить декларацию за ${year} год из списка?` });
  await expect(confirm).toHaveCSS('opacity', '1');
  await expectNoSeriousViolations(page, 'delete a tax return in Russian');
  await confirm.getByRole('button', { name: 'Да, продолжить', exact: true }).click();
  await expect(page.getByText('Нет налоговых деклараций компании')).toBeVisible();
  await page.goto(`/userprofile/c/${me.ws}/company_details`);
  await expect(page.getByRole('combobox', { name: 'Статус' })).toHaveValue('Действующая');
  await expectNoSeriousViolations(page, 'company details in Russian');
  await page.getByTestId('language-toggle').getByText('EN').click();
});
