import { expect, test, type Page } from '@playwright/test';
import { loginViaUi, openLoginAndSignIn, PERSONAS } from './helpers.js';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Side menu' });
const header = (page: Page) => page.getByRole('banner');

test('staff (admin) see the admin panel link, the crown, and the mail outbox', async ({ page }) => {
  await openLoginAndSignIn(page, PERSONAS.admin);
  await expect(header(page).getByRole('link', { name: 'Admin panel' })).toBeVisible();
  const switcher = page.getByTestId('workspace-switcher');
  await expect(switcher).toContainText('Sublime Employee');
  await expect(switcher.locator('[data-icon="sublime_employee"]')).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: 'Admin panel' })).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: 'Postal register' })).toBeVisible();

  await header(page).getByRole('link', { name: 'Admin panel' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.locator('[data-tile="adminMail"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mail outbox');
  await page.getByTestId('back-link').click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('a payroll manager is staff with the payroll menu', async ({ page }) => {
  await openLoginAndSignIn(page, PERSONAS.payroll);
  await expect(header(page).getByRole('link', { name: 'Admin panel' })).toBeVisible();
  await expect(page.getByTestId('workspace-switcher')).toContainText('Sublime Employee');
  await expect(sideMenu(page).getByRole('link', { name: 'Payroll' })).toBeVisible();
});

for (const persona of [PERSONAS.employee, PERSONAS.contractor] as const) {
  test(`${persona} works as an individual without staff links`, async ({ page }) => {
    await openLoginAndSignIn(page, persona);
    await expect(header(page).getByRole('link', { name: 'Admin panel' })).toHaveCount(0);
    await expect(sideMenu(page).getByRole('link', { name: 'Admin panel' })).toHaveCount(0);
    await expect(sideMenu(page).getByRole('link', { name: 'Postal register' })).toHaveCount(0);
    const switcher = page.getByTestId('workspace-switcher');
    await expect(switcher).toContainText('Individual');
    await expect(switcher.locator('[data-icon="person"]')).toBeVisible();
    // Staff-only pages send others home.
    await page.goto('/admin/mail');
    await expect(page).toHaveURL(/\/$/);
  });
}

test('the company owner switches Individual to Company and stays on the same route', async ({ page }) => {
  await openLoginAndSignIn(page, PERSONAS.owner);
  await expect(page.getByTestId('workspace-switcher')).toContainText('Individual');
  await sideMenu(page).getByRole('link', { name: 'Profile' }).click();
  await page.locator('[data-tile="account"]').click();
  await expect(page).toHaveURL(/\/userprofile\/p\/p_[0-9A-Z]{26}\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account');

  await page.getByTestId('workspace-switcher').click();
  await page.getByRole('menuitem', { name: /Company/ }).click();
  await expect(page).toHaveURL(/\/userprofile\/c\/c_[0-9A-Z]{26}\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account');
  await expect(page.getByTestId('workspace-switcher')).toContainText('Acme Corp');
  await expect(sideMenu(page).getByRole('link', { name: 'Business tax return' })).toBeVisible();

  // The choice is kept locally and restored after a reload.
  await page.reload();
  await expect(page.getByTestId('workspace-switcher')).toContainText('Company');
  await expect(page).toHaveURL(/\/userprofile\/c\//);
});

test('a non-public route redirects to login and returns to it after login', async ({ page }) => {
  await page.goto('/admin/mail');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fmail/);
  await loginViaUi(page, PERSONAS.admin);
  await expect(page).toHaveURL(/\/admin\/mail$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mail outbox');
  // Logged in, /login goes home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  // Logout goes to /login and the guard applies again.
  await header(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin/mail');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('a rejected token signs out to /login; an expired one is refreshed and retried', async ({ page }) => {
  await openLoginAndSignIn(page, PERSONAS.owner);
  let expiredOnce = false;
  await page.route('**/api/users/me', async (route) => {
    if (!expiredOnce) {
      expiredOnce = true;
      return route.fulfill({ status: 401, contentType: 'application/json', body: '{"systemCode":"token_expired","message":"The token has expired"}' });
    }
    return route.continue();
  });
  const refreshed = page.waitForRequest('**/api/auth/refresh');
  await sideMenu(page).getByRole('link', { name: 'Profile' }).click();
  await page.locator('[data-tile="account"]').click();
  await refreshed;
  await expect(page.getByRole('switch', { name: 'Email notifications' })).toBeVisible();

  await page.unroute('**/api/users/me');
  await page.route('**/api/users/me', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"systemCode":"unauthorized","message":"x"}' }),
  );
  await page.reload();
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
