import { expect, type Page, test } from '@playwright/test';
import { DEMO_IDS } from '../../scripts/local/demo.js';
import { DEMO_PASSWORD, expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, unique } from './helpers.js';

/**
 * The admin lists, autocompletes and provider staff in the browser (issue 5): admin@sublime.local
 * searches individuals and companies with suggestions, pages (1-based on screen, 0-based on the
 * wire), opens Acme Corp's workspace (audited, then the app switches to it) and edits a provider
 * employee's office data, in English and Russian; every screen passes axe.
 */

const suggestions = (page: Page) => page.getByTestId('directory-suggestion');

test('individuals: suggestions, filter and paging', async ({ page, request }) => {
  // 21 people sharing a surname: 8 suggestions, and two pages of 20 in the list.
  const surname = `Pager${unique().replace(/\d/g, '')}`.slice(0, 40);
  for (let i = 0; i < 21; i += 1) {
    const res = await request.post('/api/auth/register', {
      data: { email: `pager.${unique()}${i}@example.com`, firstName: `Person${String.fromCharCode(97 + i)}`, lastName: surname, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, preferredLanguage: 'EN', termsAccepted: true },
    });
    expect(res.status()).toBe(201);
  }
  await openLoginAndSignIn(page, PERSONAS.admin);
  await page.goto('/admin');
  await page.getByRole('link', { name: /Individuals/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Individuals' })).toBeVisible();
  await expect(page.getByTestId('individuals-table')).toBeVisible();
  await expectNoSeriousViolations(page, 'individuals');

  const search = page.getByTestId('person-autocomplete');
  const listed = page.waitForRequest((r) => r.url().includes('/api/directory/people?') && r.url().includes(`fullNameFilter=${surname}`) && r.url().includes('pageSize=20'));
  await search.fill(surname);
  await expect(suggestions(page)).toHaveCount(8);
  await expect(suggestions(page).first()).toContainText(surname);
  await expect(suggestions(page).first()).toContainText('@example.com');
  await listed;
  await page.keyboard.press('Escape');

  const rows = page.getByTestId('individuals-table').locator('tbody > tr');
  await expect(rows).toHaveCount(20);
  const second = page.waitForRequest((r) => r.url().includes('/api/directory/people?') && r.url().includes('pageNumber=1'));
  await page.getByRole('button', { name: 'Page 2' }).click();
  await second;
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('data-active', 'true');

  // Choosing a suggestion narrows the list to that person.
  await search.fill(`Persona ${surname}`);
  await expect(suggestions(page)).toHaveCount(1);
  await suggestions(page).first().click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Persona ${surname}`);
});

test("companies: the suggestion shows name, EIN and email; opening Acme's workspace switches to it", async ({ page }) => {
  await openLoginAndSignIn(page, PERSONAS.admin);
  await page.goto('/admin/companies');
  await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();
  const search = page.getByPlaceholder('Type company name, ein or email');
  await search.fill('12-345');
  const acme = suggestions(page).filter({ hasText: 'Acme Corp' });
  await expect(acme).toBeVisible();
  await expect(acme).toContainText('12-3456789');
  await expect(acme).toContainText('owner@acme.example');
  await expectNoSeriousViolations(page, 'companies with suggestions');
  await acme.click();
  const rows = page.getByTestId('companies-table').locator('tbody > tr');
  await expect(rows).toHaveCount(1);

  const opened = page.waitForResponse((r) => r.url().endsWith(`/api/workspaces/${DEMO_IDS.acme}/open`) && r.request().method() === 'POST');
  await rows.first().getByRole('button', { name: 'Open the workspace of Acme Corp' }).click();
  expect((await opened).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/userprofile/c/${DEMO_IDS.acme}`));
  const stored = await page.evaluate(() => (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem('sublime.workspace'));
  expect(stored).toContain(DEMO_IDS.acme);
  await expect(page.getByTestId('workspace-switcher').locator('[data-icon="company"]')).toBeVisible();
});

test("provider employees: the office-data form validates and saves, in English and Russian", async ({ page }) => {
  await openLoginAndSignIn(page, PERSONAS.admin);
  await page.goto('/admin/employments');
  await expect(page.getByRole('heading', { name: 'Provider employees' })).toBeVisible();
  await page.getByTestId('employee-autocomplete').fill('paul');
  const paul = suggestions(page).filter({ hasText: 'Paul Payroll' });
  await expect(paul).toContainText('Sublime — Manhattan office');
  await expectNoSeriousViolations(page, 'employees');
  await paul.click();

  await expect(page.getByRole('heading', { name: 'Paul Payroll' })).toBeVisible();
  const form = page.getByTestId('office-data-form');
  await form.getByLabel('First name').fill('Pa');
  await form.getByRole('button', { name: 'Update office data' }).click();
  await expect(form.getByText('Minimum length is 3 characters')).toBeVisible();
  await expectNoSeriousViolations(page, 'employee with an error');

  await form.getByLabel('First name').fill('Paul');
  await form.getByLabel('Position').fill(`Payroll lead ${unique()}`);
  const saved = page.waitForResponse((r) => r.url().includes('/api/provider/employees/') && r.request().method() === 'PUT');
  await form.getByRole('button', { name: 'Update office data' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Office data updated')).toBeVisible();

  await page.getByTestId('language-toggle').getByText('RU').click();
  const ru = page.getByTestId('office-data-form');
  await expect(ru.getByRole('button', { name: 'Обновить служебные данные' })).toBeVisible();
  await ru.getByLabel('Фамилия').fill('Pa');
  await ru.getByRole('button', { name: 'Обновить служебные данные' }).click();
  await expect(ru.getByText('Минимальная длина: 3 символов')).toBeVisible();
  await expectNoSeriousViolations(page, 'employee in Russian');

  await page.goto('/admin/companies');
  await expect(page.getByRole('heading', { name: 'Компании' })).toBeVisible();
  await page.getByPlaceholder('Введите название компании, EIN или email').fill('acme');
  await expect(suggestions(page).filter({ hasText: 'Acme Corp' })).toBeVisible();
  await expectNoSeriousViolations(page, 'companies in Russian');
  await page.getByTestId('language-toggle').getByText('EN').click();
});

test('the company suggestions open upward when the space below the field is short', async ({ page }) => {
  await openLoginAndSignIn(page, PERSONAS.admin);
  await page.goto('/admin/companies');
  const search = page.getByPlaceholder('Type company name, ein or email');
  await expect(search).toBeVisible();
  // Leave about 40 px under the field: the dropdown (an option of two lines) no longer fits below.
  const box = (await search.boundingBox())!;
  await page.setViewportSize({ width: 1280, height: Math.ceil(box.y + box.height + 40) });
  await search.fill('acme');
  const dropdown = page.getByTestId('company-autocomplete-dropdown');
  await expect(dropdown.getByTestId('directory-suggestion').first()).toBeVisible();
  const field = (await search.boundingBox())!;
  const list = (await dropdown.boundingBox())!;
  expect(list.y + list.height).toBeLessThanOrEqual(field.y + 1);
});

test("the audit page picks a producer by name from the directory and filters by the person's user id", async ({ page }) => {
  await openLoginAndSignIn(page, PERSONAS.admin);
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit' })).toBeVisible();
  const producer = page.getByRole('combobox', { name: 'Producer', exact: true });
  await producer.fill('paul pay');
  const option = page.getByRole('option', { name: /Paul Payroll \(payroll@sublime\.local\)/ });
  await expect(option).toBeVisible();
  await option.click();
  const filtered = page.waitForRequest((r) => /\/api\/audit\?.*producerId=[0-9a-f-]{36}/.test(r.url()));
  await page.getByRole('button', { name: 'Search' }).click();
  await filtered;
  await expectNoSeriousViolations(page, 'audit with a producer');
});
