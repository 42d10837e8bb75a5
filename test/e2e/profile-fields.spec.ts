import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, unique } from './helpers.js';

/**
 * The Person fields of spec 000 §3 and the bank statements page (issue 19, item 4;
 * docs/decisions/0040), entered and seen as a person does, in English and then Russian, with an axe
 * scan in each. A new person of the test's own, so the demo personas stay as seeded. The rules
 * (staff-only flags, masking, upload types) are the integration tests' (profile-fields.test.ts).
 */

async function newPerson(request: APIRequestContext) {
  const email = `fields.${unique()}@example.com`;
  const password = 'Start#2026pass';
  const admin = await apiLogin(request, PERSONAS.admin);
  const sent = await request.post('/api/auth/invitations', { headers: admin, data: { email, firstName: 'Fay', lastName: 'Fields' } });
  expect(sent.status(), await sent.text()).toBe(201);
  const mail = (await (await request.get('/api/admin/mail', { headers: admin })).json()) as { data: { to: string; kind: string; link: string }[] };
  const code = mail.data.find((m) => m.to === email && m.kind === 'INVITATION')!.link.split('/').pop()!;
  const accepted = await request.post(`/api/auth/invitations/${code}/accept`, { data: { password, confirmPassword: password } });
  expect(accepted.status(), await accepted.text()).toBe(201);
  const headers = await apiLogin(request, email, password);
  const ws = (await (await request.get('/api/workspaces', { headers })).json()) as { data: { id: string; type: string }[] };
  const id = ws.data.find((w) => w.type === 'PERSON')!.id;
  // A bank account to file statements for (the bank-account page is profile.spec's).
  const account = await request.post('/api/profile/bank-accounts', {
    headers: { ...headers, 'x-workspace-id': id },
    data: { bankName: 'Hudson Bank', accountType: 'checking', holderType: 'individual', routingNumber: '021000021', accountNumber: '123456784321' },
  });
  expect(account.status(), await account.text()).toBe(201);
  return { email, password, ws: id };
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
