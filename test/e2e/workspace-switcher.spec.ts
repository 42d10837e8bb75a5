import { expect, test, type Page } from '@playwright/test';
import { DEMO_IDS } from '../../scripts/local/demo.js';
import { expectNoSeriousViolations, openLoginAndSignIn, PERSONAS } from './helpers.js';

/**
 * Staff move between workspaces through the switcher (issue 19, items 1 and 2; spec 000 §2, §4):
 * from their own workspace to Acme Corp and to John Doe by search, back to their own, and to Acme
 * again from the recently opened ones, staying on the same route each time; opening a client is
 * recorded (the open call, from the switcher). A workspace route without its params opens in the
 * current workspace. English, then Russian, with an axe scan in each.
 */

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Side menu' });
const switcher = (page: Page) => page.getByTestId('workspace-switcher');
const picker = (page: Page) => page.getByTestId('workspace-picker');
const WS = '[pce]_[0-9A-Z]{26}';

/** Opens the picker (once the switcher is a button) and waits for its search field. */
async function openPicker(page: Page) {
  await expect(async () => {
    await switcher(page).click();
    await expect(picker(page).getByRole('textbox')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** Searches the directory from the switcher and opens the first match, as the switcher records it. */
async function openBySearch(page: Page, text: string, name: RegExp) {
  await openPicker(page);
  await picker(page).getByRole('textbox').fill(text);
  const opened = page.waitForResponse((r) => /\/api\/workspaces\/[^/]+\/open\?via=SWITCHER$/.test(r.url()) && r.request().method() === 'POST');
  await picker(page).getByRole('option', { name }).first().click();
  expect((await opened).status()).toBe(200);
}

const toRussian = async (page: Page) => {
  await page.getByTestId('language-toggle').getByText('RU').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
};

test('staff switch between their own workspace, Acme Corp and John Doe, and routes open without params', async ({ page }) => {
  await openLoginAndSignIn(page, PERSONAS.admin);
  await expect(switcher(page)).toContainText('Sublime Employee');
  await sideMenu(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/userprofile/e/${WS}$`));
  const own = new URL(page.url()).pathname;

  // Search, then the client: the route stays, with the client's params, and the switcher names it.
  await openBySearch(page, 'Acme', /Acme Corp/);
  await expect(page).toHaveURL(new RegExp(`/userprofile/c/${DEMO_IDS.acme}$`));
  await expect(switcher(page)).toContainText('Acme Corp');
  await expect(switcher(page).locator('[data-icon="company"]')).toBeVisible();

  await openBySearch(page, 'John Doe', /John Doe/);
  await expect(page).toHaveURL(new RegExp(`/userprofile/p/${WS}$`));
  await expect(switcher(page)).toContainText('John Doe');
  const john = new URL(page.url()).pathname;

  // The picker lists their own workspace and the recently opened ones, newest first, each by name.
  await openPicker(page);
  const recent = picker(page).getByRole('option', { name: /Acme Corp/ });
  await expect(recent).toBeVisible();
  await expectNoSeriousViolations(page, 'workspace picker');
  await picker(page).getByRole('option', { name: /Sublime Employee/ }).click();
  await expect(page).toHaveURL(new RegExp(`${own}$`));
  await expect(switcher(page)).toContainText('Sublime Employee');

  // A workspace route without params opens in the current workspace (a bookmark, a link in an e-mail).
  await openPicker(page);
  await picker(page).getByRole('option', { name: /Acme Corp/ }).click();
  await expect(switcher(page)).toContainText('Acme Corp');
  await page.goto('/invoices');
  await expect(page).toHaveURL(new RegExp(`/invoices/c/${DEMO_IDS.acme}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invoices');
  await expect(switcher(page)).toContainText('Acme Corp');
  await expectNoSeriousViolations(page, 'invoices without params');

  await toRussian(page);
  // In John Doe's workspace, picked from the recently opened ones; then a param-less profile page.
  await openPicker(page);
  await expect(picker(page).getByText('Недавно открытые')).toBeVisible();
  await picker(page).getByRole('option', { name: /John Doe/ }).click();
  await expect(page).toHaveURL(new RegExp(`${john.replace('/userprofile', '/invoices')}$`));
  await expect(switcher(page)).toContainText('Физическое лицо');
  await expect(switcher(page)).toContainText('John Doe');
  await page.goto('/userprofile/account');
  await expect(page).toHaveURL(new RegExp(`${john}/account$`));
  await expectNoSeriousViolations(page, 'account without params in Russian');
  await openPicker(page);
  await expectNoSeriousViolations(page, 'workspace picker in Russian');
  await picker(page).getByRole('option', { name: /Сотрудник Sublime/ }).click();
  await expect(page).toHaveURL(new RegExp(`${own}/account$`));
  await expect(switcher(page)).toContainText('Сотрудник Sublime');
});
