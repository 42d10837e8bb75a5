import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, openLoginAndSignIn, PERSONAS } from './helpers.js';

const PUBLIC = ['/', '/prices', '/login', '/register', '/postreg', '/locations', '/support', '/no-such-page'];

for (const path of PUBLIC) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, path);
  });
}

test('axe: code pages (confirm, reset, invitation) with an invalid code', async ({ page }) => {
  for (const path of ['/confirmemail/invalid-code-000000000', '/resetpassword/invalid-code-000000000', '/invitation/invalid-code-000000000']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
});

test('axe: signed-in pages', async ({ page }) => {
  await openLoginAndSignIn(page, PERSONAS.admin);
  await expectNoSeriousViolations(page, '/ (staff)');
  for (const tile of ['adminMail', 'adminLeads']) {
    await page.getByRole('banner').getByRole('link', { name: 'Admin panel' }).click();
    await expectNoSeriousViolations(page, '/admin');
    await page.locator(`[data-tile="${tile}"]`).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, tile);
  }
  await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Profile' }).click();
  await expectNoSeriousViolations(page, 'profile');
  await page.locator('[data-tile="account"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account');
  await expectNoSeriousViolations(page, 'account');
  // Services lead to the fees on /prices (no placeholder pages).
  await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Personal tax return' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax Preparation Fees');
  await expectNoSeriousViolations(page, '/prices (signed in)');
});

test('axe: Russian interface', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('language-toggle').getByText('RU').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expectNoSeriousViolations(page, '/ (ru)');
});

test('axe: billing screens and panels', async ({ page }) => {
  test.setTimeout(120_000);
  await openLoginAndSignIn(page, PERSONAS.contractor);
  const menu = page.getByRole('navigation', { name: 'Side menu' });
  await menu.getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invoices');
  await expectNoSeriousViolations(page, '/invoices');

  await page.getByRole('button', { name: 'Start create a new invoice' }).click();
  await expect(page.getByRole('dialog', { name: 'New invoice' })).toBeVisible();
  await expectNoSeriousViolations(page, 'New invoice');
  await page.getByRole('dialog', { name: 'New invoice' }).getByRole('button', { name: 'Add a contact' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a contact' })).toBeVisible();
  await expectNoSeriousViolations(page, 'Add a contact');
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Service logs' }).click();
  await expect(page).toHaveURL(/\/contractor\/service_logs\//);
  await expectNoSeriousViolations(page, '/contractor/service_logs');
  await page.getByRole('button', { name: 'Provide service' }).click();
  const provide = page.getByRole('dialog', { name: 'Provide service' });
  await expect(provide).toBeVisible();
  await provide.getByRole('button', { name: 'Provide service' }).click();
  await expect(provide.getByTestId('log-contact')).toContainText('Please select a contact');
  await expectNoSeriousViolations(page, 'Provide service (with errors)');
  await provide.getByRole('button', { name: 'Add service' }).click();
  await page.getByRole('dialog', { name: 'Add service' }).getByRole('button', { name: 'New service' }).click();
  await expect(page.getByRole('dialog', { name: 'New service' })).toBeVisible();
  await expectNoSeriousViolations(page, 'New service');
  await page.keyboard.press('Escape');

  await menu.getByRole('link', { name: 'Bills' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bills');
  await expectNoSeriousViolations(page, '/bills');
  await page.getByRole('button', { name: 'Start create a new bill' }).click();
  await expect(page.getByRole('dialog', { name: 'New Bill' })).toBeVisible();
  await expectNoSeriousViolations(page, 'New Bill');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Contractor Work' }).click();
  await expect(page).toHaveURL(/\/employer\/service_logs\//);
  await expectNoSeriousViolations(page, '/employer/service_logs');
  await page.getByRole('button', { name: 'Provide service' }).click();
  await expect(page.getByRole('dialog', { name: 'Assign service' })).toBeVisible();
  await expectNoSeriousViolations(page, 'Assign service');
});
