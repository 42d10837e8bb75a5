import { expect, test } from '@playwright/test';
import { apiLogin, loginViaUi, openLoginAndSignIn, PERSONAS, unique } from './helpers.js';

const NEW_PASSWORD = 'Fresh#2026pass';

/** Opens the newest outbox link of a kind for an address, as staff. */
async function followOutboxLink(page: import('@playwright/test').Page, to: string, kind: string) {
  await openLoginAndSignIn(page, PERSONAS.admin);
  await page.getByRole('banner').getByRole('link', { name: 'Admin panel' }).click();
  await page.locator('[data-tile="adminMail"]').click();
  const row = page.locator(`tr[data-mail-to="${to}"][data-mail-kind="${kind}"]`).first();
  await expect(row).toBeVisible();
  const href = await row.getByTestId('mail-link').getAttribute('href');
  expect(href).toBeTruthy();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(href!);
}

test('registering sends a confirmation link that confirms the email', async ({ page }) => {
  const email = `e2e.${unique()}@example.com`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Register' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Nina');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Petrova');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'New password' }).fill('short');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('other');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(/^Password should have minimum eight characters/).first()).toBeVisible();
  await expect(page.getByText('The password confirmation does not match')).toBeVisible();
  await page.getByRole('textbox', { name: 'New password' }).fill('Start#2026pass');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Start#2026pass');
  await page.getByRole('checkbox', { name: 'I accept the terms of service' }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');

  await followOutboxLink(page, email, 'CONFIRM_EMAIL');
  await expect(page.getByText('Your email is confirmed. You can sign in now.')).toBeVisible();
});

test('an invitation is completed, then the password is reset, through the outbox links', async ({ page, request }) => {
  const email = `invitee.${unique()}@example.com`;
  const headers = await apiLogin(request, PERSONAS.admin);
  const invite = await request.post('/api/auth/invitations', {
    headers,
    data: { email, firstName: 'Ivan', lastName: 'Sidorov', preferredLanguage: 'EN' },
  });
  expect(invite.status()).toBe(201);

  await followOutboxLink(page, email, 'INVITATION');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accept the invitation');
  await expect(page.getByText(`Welcome, Ivan Sidorov! Choose a password for ${email}.`)).toBeVisible();
  await page.getByRole('textbox', { name: 'New password' }).fill('Start#2026pass');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Start#2026pass');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginViaUi(page, email, 'Start#2026pass');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByTestId('workspace-switcher')).toContainText('Individual');
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();

  // Forgot the password: the login screen's reset mode, then the emailed link.
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('login-notice')).toHaveText('We have sent a password reset link to your email.');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await followOutboxLink(page, email, 'RESET_PASSWORD');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a new password');
  await page.getByRole('textbox', { name: 'New password' }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginViaUi(page, email, 'Start#2026pass');
  await expect(page.getByTestId('login-error')).toHaveText('Bad credentials');
  await loginViaUi(page, email, NEW_PASSWORD);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});
