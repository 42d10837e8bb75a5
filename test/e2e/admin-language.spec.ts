import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { DEMO_IDS } from '../../scripts/local/demo.js';
import { apiLogin, expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, unique } from './helpers.js';

/**
 * The admin screens in the chosen language (issue 19, item 9), in English and Russian, each screen
 * scanned by axe: the leads list shows each lead's promo code; the audit log names its events
 * (LOGIN is 'Sign in', 'Вход в систему'), not their ids; the support inbox dates its rooms in the
 * chosen language; and staff's own workspace offers no 'Add bank account' it could not do.
 */

const toRussian = async (page: Page) => {
  await page.getByTestId('language-toggle').getByText('RU').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
};
const toEnglish = async (page: Page) => {
  await page.getByTestId('language-toggle').getByText('EN').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
};

/** A tag in letters only, for names the forms take (no digits). */
const letters = (tag: string) => tag.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!).replace(/[^a-z]/gi, '');

test('the leads list shows the promo code of each lead, in English and Russian', async ({ page, request }) => {
  const tag = unique();
  const promoCode = `SPRING-${tag.toUpperCase()}`;
  const name = `Lead ${letters(tag)}`;
  const sent = await request.post('/api/feedback', {
    data: { name, email: `lead.${tag}@example.com`, phoneCode: '+1', phone: '', promoCode, message: 'Payroll for 12 people', preferredLanguage: 'RU' },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);

  await openLoginAndSignIn(page, PERSONAS.admin);
  await page.goto('/admin/leads');
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();
  const table = page.getByTestId('leads-table');
  await expect(table.getByRole('columnheader', { name: 'Promo code', exact: true })).toBeVisible();
  const row = table.locator('tbody > tr', { hasText: name });
  await expect(row).toHaveCount(1);
  // The promo code sits in the column so named.
  const column = await table.getByRole('columnheader').allInnerTexts();
  await expect(row.locator('td').nth(column.indexOf('Promo code'))).toHaveText(promoCode);
  await expectNoSeriousViolations(page, 'leads');

  // Narrow enough that the table scrolls sideways: its scroll region takes keyboard focus (axe's
  // 'scrollable-region-focusable'), whichever language widens it.
  await page.setViewportSize({ width: 1000, height: 900 });
  await toRussian(page);
  await expect(page.getByRole('heading', { name: 'Заявки' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Промокод', exact: true })).toBeVisible();
  const ru = await table.getByRole('columnheader').allInnerTexts();
  await expect(row.locator('td').nth(ru.indexOf('Промокод'))).toHaveText(promoCode);
  await expectNoSeriousViolations(page, 'leads in Russian');
  await expect(page.locator('.mantine-ScrollArea-viewport', { has: table })).toHaveAttribute('tabindex', '0');
  await toEnglish(page);
});

test('the audit log names its events in the chosen language, not by their ids', async ({ page }) => {
  // Signing in writes a LOGIN event: the one the filter looks for.
  await openLoginAndSignIn(page, PERSONAS.admin);
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Events' }).click();
  await page.getByRole('option', { name: 'Sign in', exact: true }).click();
  await page.keyboard.press('Escape');
  const searched = page.waitForRequest((r) => r.url().includes('/api/audit?') && r.url().includes('events=LOGIN'));
  await page.getByRole('button', { name: 'Search' }).click();
  await searched;

  const table = page.getByTestId('audit-table');
  const events = table.locator('tbody > tr > td:nth-child(3)');
  await expect(events.first()).toHaveText('Sign in');
  await expect(table.getByText('LOGIN', { exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'audit with event names');

  await toRussian(page);
  await expect(page.getByRole('heading', { name: 'Аудит' })).toBeVisible();
  await expect(events.first()).toHaveText('Вход в систему');
  await expect(table.getByText('Sign in', { exact: true })).toHaveCount(0);
  await expect(table.getByText('LOGIN', { exact: true })).toHaveCount(0);
  // The events filter offers the names too.
  await page.getByRole('combobox', { name: 'События' }).click();
  await expect(page.getByRole('option', { name: 'Вход в систему', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoSeriousViolations(page, 'audit with event names in Russian');
  await toEnglish(page);
});

/** A new client (invited by staff, invitation accepted) with a support room of their own. */
async function clientWithRoom(request: APIRequestContext) {
  const tag = unique();
  const lastName = `Dates${letters(tag)}`;
  const email = `dates.${tag}@example.com`;
  const password = 'Start#2026pass';
  const admin = await apiLogin(request, PERSONAS.admin);
  const sent = await request.post('/api/auth/invitations', { headers: admin, data: { email, firstName: 'Room', lastName } });
  expect(sent.status(), await sent.text()).toBe(201);
  const mail = (await (await request.get('/api/admin/mail', { headers: admin })).json()) as { data: { to: string; kind: string; link: string }[] };
  const code = mail.data.find((m) => m.to === email && m.kind === 'INVITATION')!.link.split('/').pop()!;
  const accepted = await request.post(`/api/auth/invitations/${code}/accept`, { data: { password, confirmPassword: password } });
  expect(accepted.status(), await accepted.text()).toBe(201);
  const room = await request.post('/api/chats', { headers: await apiLogin(request, email, password), data: { name: `Room ${lastName}`, email } });
  expect(room.status(), await room.text()).toBeLessThan(300);
  return `Room ${lastName}`;
}

test("the support inbox dates its rooms in the chosen language ('Создана 25 нояб. 2026 г.', not 'Создана Nov 25, 2026')", async ({ page, request }) => {
  const roomName = await clientWithRoom(request);
  await openLoginAndSignIn(page, PERSONAS.admin);
  await page.goto('/admin/support');
  const room = page.getByTestId('support-rooms').locator('li', { hasText: roomName });
  await expect(room).toContainText(/Created [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M/u);
  await expectNoSeriousViolations(page, 'support inbox');

  await toRussian(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Входящие поддержки');
  await expect(room).toContainText(/Создана \d{1,2} (янв|февр|мар|апр|мая|июн|июл|авг|сент|окт|нояб|дек)\.? \d{4} г\., \d{2}:\d{2}/u);
  await expect(room).not.toContainText(/Создана [A-Z]/u);
  await expect(room).not.toContainText(/\b[AP]M\b/u);
  await expectNoSeriousViolations(page, 'support inbox in Russian');
  await toEnglish(page);
});

test("staff's own workspace offers no 'Add bank account'; a client's workspace does", async ({ page, request }) => {
  const auth = await apiLogin(request, PERSONAS.admin);
  const workspaces = (await (await request.get('/api/workspaces', { headers: auth })).json()) as { data: { id: string; type: string }[] };
  const own = workspaces.data.find((w) => w.type === 'SUBLIME_EMPLOYEE')!.id;
  await openLoginAndSignIn(page, PERSONAS.admin);

  await page.goto(`/userprofile/e/${own}/bank_accounts`);
  await expect(page.getByRole('heading', { name: 'Bank accounts' }).first()).toBeVisible();
  // Settled: the list was asked for and refused (a provider employee's workspace holds no accounts).
  await expect(page.getByRole('alert').filter({ hasText: 'Prohibited' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add bank account' })).toHaveCount(0);
  await expectNoSeriousViolations(page, "staff's own bank accounts");

  await toRussian(page);
  await expect(page.getByRole('heading', { name: 'Банковские счета' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Добавить банковский счёт' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add bank account' })).toHaveCount(0);
  await expectNoSeriousViolations(page, "staff's own bank accounts in Russian");

  // The same screen in a client's workspace, which staff may act in, does offer it.
  await page.goto(`/userprofile/c/${DEMO_IDS.acme}/bank_accounts`);
  await expect(page.getByRole('button', { name: 'Добавить банковский счёт' })).toBeVisible();
  await toEnglish(page);
  await expect(page.getByRole('button', { name: 'Add bank account' })).toBeVisible();
});
