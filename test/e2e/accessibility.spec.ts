import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openLoginAndSignIn, PERSONAS } from './helpers.js';

async function expectNoSeriousViolations(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  // Scan the resting state, not a hovered or pressed control.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(250);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`),
  ).toEqual([]);
}

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
