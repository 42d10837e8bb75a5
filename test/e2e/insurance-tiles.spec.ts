import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, unique } from './helpers.js';

/**
 * Issue 19 item 5 (spec 000 §2, docs/decisions/0041): the company's insurance tiles show each
 * required type's latest end date or 'Missing', and a type set to not required has no tile.
 * A company of the test's own, so the demo companies keep their settings.
 */

const toRussian = async (page: Page) => {
  await page.getByTestId('language-toggle').getByText('RU').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
};

/** A new confirmed person who owns a new company. */
async function newCompanyOwner(request: APIRequestContext) {
  const email = `insured.${unique()}@example.com`;
  const password = 'Start#2026pass';
  const admin = await apiLogin(request, PERSONAS.admin);
  expect((await request.post('/api/auth/invitations', { headers: admin, data: { email, firstName: 'Ines', lastName: 'Insured' } })).status()).toBe(201);
  const mail = (await (await request.get('/api/admin/mail', { headers: admin })).json()) as { data: { to: string; kind: string; link: string }[] };
  const code = mail.data.find((m) => m.to === email && m.kind === 'INVITATION')!.link.split('/').pop()!;
  expect((await request.post(`/api/auth/invitations/${code}/accept`, { data: { password, confirmPassword: password } })).status()).toBe(201);
  const headers = await apiLogin(request, email, password);
  const ws = (await (await request.get('/api/workspaces', { headers })).json()) as { data: { id: string; type: string }[] };
  const ein = `${Date.now()}`.slice(-9);
  const created = await request.post('/api/workforce/companies', {
    headers: { ...headers, 'x-workspace-id': ws.data.find((w) => w.type === 'PERSON')!.id },
    data: { legalName: `Insured ${unique()} LLC`, ein: `${ein.slice(0, 2)}-${ein.slice(2)}`, companyType: 'LLC', headquarter: { address1: '1 Main Street', city: 'Albany', state: 'NY', zipCode: '12207' } },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { email, password, companyId: ((await created.json()) as { id: string }).id };
}

test('the insurance tiles hide a type that is not required and show an end date or Missing, in English and Russian', async ({ page, request }) => {
  test.setTimeout(120_000);
  const owner = await newCompanyOwner(request);
  await openLoginAndSignIn(page, owner.email, owner.password);
  await page.goto(`/userprofile/c/${owner.companyId}/company_details`);
  await page.getByRole('switch', { name: 'Disability insurance required' }).click({ force: true });
  await page.getByLabel('General liability insurance: End date of the insurance on file').fill('2027-03-31');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Changes was saved!' }).first()).toBeVisible();

  await page.goto(`/userprofile/c/${owner.companyId}`);
  const tiles = page.locator('[data-insurance]');
  await expect(tiles).toHaveCount(3);
  await expect(page.locator('[data-insurance="DISABILITY"]')).toHaveCount(0);
  await expect(page.locator('[data-insurance="GENERAL_LIABILITY"]')).toContainText('Ends on Mar 31, 2027');
  await expect(page.locator('[data-insurance="PROFESSIONAL_LIABILITY"]')).toContainText('Missing');
  await expect(page.locator('[data-insurance="WORKERS_COMPENSATION"]')).toContainText('Missing');
  await expectNoSeriousViolations(page, 'insurance tiles');

  await toRussian(page);
  await expect(page.locator('[data-insurance="PROFESSIONAL_LIABILITY"]')).toContainText('Отсутствует');
  await expect(page.locator('[data-insurance="GENERAL_LIABILITY"]')).toContainText('Действует до 31 мар. 2027');
  await expect(tiles).toHaveCount(3);
  await expectNoSeriousViolations(page, 'insurance tiles (RU)');
});
