import { expect, test, type Page } from '@playwright/test';
import { apiLogin, loginViaUi, openLoginAndSignIn, PERSONAS, switchWorkspace, unique } from './helpers.js';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Side menu' });
const header = (page: Page) => page.getByRole('banner');

test('staff (admin) see the admin panel link, the crown, and the mail outbox', async ({ page }) => {
  await openLoginAndSignIn(page, PERSONAS.admin);
  await expect(header(page).getByRole('link', { name: 'Admin panel' })).toBeVisible();
  const switcher = page.getByTestId('workspace-switcher');
  await expect(switcher).toContainText('Sublime Employee');
  await expect(switcher.locator('[data-icon="sublime_employee"]')).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: 'Admin panel' })).toBeVisible();

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
    const switcher = page.getByTestId('workspace-switcher');
    await expect(switcher).toContainText('Individual');
    await expect(switcher.locator('[data-icon="person"]')).toBeVisible();
    // Staff-only pages send others home.
    await page.goto('/admin/mail');
    await expect(page).toHaveURL(/\/$/);
  });
}

test('a payroll manager has no mail outbox: the tile is hidden and the page sends home', async ({ page }) => {
  await openLoginAndSignIn(page, PERSONAS.payroll);
  await header(page).getByRole('link', { name: 'Admin panel' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator('[data-tile="adminLeads"]')).toBeVisible();
  await expect(page.locator('[data-tile="adminMail"]')).toHaveCount(0);
  await page.goto('/admin/mail');
  await expect(page).toHaveURL(/\/$/);
});

test('the workspace switcher says it is loading until the workspaces arrive, then opens', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/api/workspaces', async (route) => {
    await held;
    await route.continue();
  });
  await openLoginAndSignIn(page, PERSONAS.owner);
  const switcher = page.getByTestId('workspace-switcher');
  await expect(switcher).toHaveAttribute('aria-busy', 'true');
  await expect(switcher).toHaveAccessibleName('Loading your workspaces');
  release();
  await expect(switcher).not.toHaveAttribute('aria-busy', 'true');
  await switcher.click();
  await expect(page.getByRole('menuitem', { name: /Company/ })).toBeVisible();
});

test('changing the password ends the old sessions, and the web carries on with a new one', async ({ page, request }) => {
  const email = `pw.${unique()}@example.com`;
  const password = 'Start#2026pass';
  const admin = await apiLogin(request, PERSONAS.admin);
  expect((await request.post('/api/auth/invitations', { headers: admin, data: { email, firstName: 'Pass', lastName: 'Word' } })).status()).toBe(201);
  const mail = (await (await request.get('/api/admin/mail', { headers: admin })).json()) as { data: { to: string; link: string }[] };
  const code = mail.data.find((m) => m.to === email)!.link.split('/').pop()!;
  expect((await request.post(`/api/auth/invitations/${code}/accept`, { data: { password, confirmPassword: password } })).status()).toBe(201);
  const elsewhere = (await (await request.post('/api/auth/login', { data: { email, password } })).json()) as { refreshToken: string };

  await openLoginAndSignIn(page, email, password);
  await sideMenu(page).getByRole('link', { name: 'Profile' }).click();
  await page.locator('[data-tile="account"]').click();
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('textbox', { name: 'New password' }).fill('Changed#2026pw');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Changed#2026pw');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Saved' }).first()).toBeVisible();

  // The session started elsewhere is over; the page's own session is a new one that refreshes.
  expect((await request.post('/api/auth/refresh', { data: { refreshToken: elsewhere.refreshToken } })).status()).toBe(401);
  const stored = JSON.parse((await page.evaluate<string | null>("localStorage.getItem('sublime.session')")) ?? '{}') as { refreshToken?: string };
  expect((await request.post('/api/auth/refresh', { data: { refreshToken: stored.refreshToken } })).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('the company owner switches Individual to Company and stays on the same route', async ({ page }) => {
  await openLoginAndSignIn(page, PERSONAS.owner);
  await expect(page.getByTestId('workspace-switcher')).toContainText('Individual');
  await sideMenu(page).getByRole('link', { name: 'Profile' }).click();
  await page.locator('[data-tile="account"]').click();
  await expect(page).toHaveURL(/\/userprofile\/p\/p_[0-9A-Z]{26}\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account');

  await switchWorkspace(page, /Company/);
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

test('the Services dropdown leads to the tax fees on /prices and to the payroll service', async ({ page }) => {
  // Staff in their employee workspace with the payroll role: every service is open.
  await openLoginAndSignIn(page, PERSONAS.payroll);
  await expect(page).toHaveURL(/\/$/);
  const tileHref = await page.locator('[data-tile="payroll"]').getAttribute('href');
  await header(page).getByRole('button', { name: 'Services' }).click();
  // The same external link as the home page's payroll tile, in a new tab.
  const payroll = page.getByRole('menuitem', { name: 'Payroll' });
  await expect(payroll).toHaveAttribute('href', tileHref ?? 'missing');
  await expect(payroll).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('menuitem', { name: 'Business tax return' })).toHaveAttribute('href', '/prices#fees-business');
  await page.getByRole('menuitem', { name: 'Personal tax return' }).click();
  await expect(page).toHaveURL(/\/prices#fees-individual$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax Preparation Fees');
  await expect(page.locator('#fees-individual')).toBeInViewport();
  // The side menu's entries lead to the same places; the former placeholder pages are gone.
  await expect(sideMenu(page).getByRole('link', { name: 'Business tax return' })).toHaveAttribute('href', '/prices#fees-business');
  for (const gone of ['/taxation/individual', '/taxation/business', '/payroll', '/postal_register']) {
    await page.goto(gone);
    await expect(page.getByTestId('not-found')).toBeVisible();
  }
});

test('the reconnect overlay shows while the API answers 502 and the call succeeds once it is back', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  let failures = 2;
  let served = 0;
  await page.route('**/api/offices', async (route) => {
    if (failures > 0) {
      failures -= 1;
      await route.fulfill({ status: 502, contentType: 'application/json', body: '{"message":"Bad gateway"}' });
      return;
    }
    served += 1;
    await route.continue();
  });
  await sideMenu(page).getByRole('link', { name: 'Locations' }).click();
  const overlay = page.getByRole('alertdialog', { name: 'Connection lost' });
  await expect(overlay).toBeVisible();
  await expect(page.getByTestId('reconnect-message')).toHaveText('Reconnecting to the server…');
  // Retries every 3 s: the third attempt reaches the server, the overlay goes and the page shows.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our offices', { timeout: 20_000 });
  await expect(overlay).toBeHidden();
  await expect(page.locator('[data-office]')).not.toHaveCount(0);
  expect(failures).toBe(0);
  expect(served).toBe(1);
});
