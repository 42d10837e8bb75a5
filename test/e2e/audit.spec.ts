import { expect, test } from '@playwright/test';
import { apiLogin, expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, unique } from './helpers.js';

/**
 * The audit log in the browser (issue 6 §5): admin@sublime.local filters seeded events, pages
 * through them (1-based on screen), opens an event's props and its parties' hover info.
 */
test('the admin filters, pages and expands audit events; the page passes axe', async ({ page, request }) => {
  // Seed: 22 services of the contractor, each one a SERVICE_CREATED event on her workspace's chain.
  const auth = await apiLogin(request, PERSONAS.contractor);
  const workspaces = (await (await request.get('/api/workspaces', { headers: auth })).json()) as { data: { id: string; type: string }[] };
  const jane = workspaces.data.find((w) => w.type === 'PERSON')!.id;
  const tag = unique();
  await openLoginAndSignIn(page, PERSONAS.admin);
  // The filter's start, one minute back, as the datetime-local field shows it (the browser's time).
  const from = await page.evaluate(() => {
    const d = new Date(Date.now() - 60_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  });
  for (let i = 0; i < 22; i += 1) {
    const res = await request.post('/api/billing/services', { headers: { ...auth, 'x-workspace-id': jane }, data: { name: `Audit e2e ${tag} ${i}`, priceCents: 1000 } });
    expect(res.status()).toBe(201);
  }

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit' })).toBeVisible();
  await expect(page.getByTestId('audit-table')).toBeVisible();
  await expectNoSeriousViolations(page, 'audit');

  await page.getByRole('combobox', { name: 'Events' }).click();
  // The filter and the table name the event (SERVICE_CREATED), not its id.
  await page.getByRole('option', { name: 'Service created', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel('Date-time from').fill(from);
  await page.getByRole('button', { name: 'Search' }).click();

  const rows = page.getByTestId('audit-table').locator('tbody > tr');
  await expect(rows).toHaveCount(20);
  await expect(page.getByTestId('audit-table').getByText('Service created', { exact: true })).toHaveCount(20);
  // Page 2 on screen is page 1 on the wire.
  const second = page.waitForRequest((r) => r.url().includes('/api/audit?') && r.url().includes('page=1'));
  await page.getByRole('button', { name: 'Page 2' }).click();
  await second;
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('data-active', 'true');
  await expect(rows.first()).toBeVisible();
  const onSecond = await rows.count();
  expect(onSecond).toBeGreaterThanOrEqual(2);

  // Props open under the row; the producer's hover card names the account type and email.
  await page.getByRole('button', { name: 'Page 1' }).click();
  await expect(rows).toHaveCount(20);
  await rows.first().getByRole('button', { name: 'Show props' }).click();
  await expect(page.getByTestId('audit-props')).toBeVisible();
  await expect(page.getByTestId('audit-props')).toContainText(/serviceId|name|id/);
  await rows.first().locator('td').nth(1).getByText(/.+/).first().hover();
  await expect(page.getByText('Account type: Person')).toBeVisible();
  await expect(page.getByText(`Email: ${PERSONAS.contractor}`)).toBeVisible();
  await page.mouse.move(0, 0);
  await expectNoSeriousViolations(page, 'audit expanded');

  // Reset clears the filters and shows everything again.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByLabel('Date-time from')).toHaveValue('');

  // In Russian: the heading, the table's columns and the empty state (the go-live day had no events).
  await page.getByTestId('language-toggle').getByText('RU').click();
  await expect(page.getByRole('heading', { name: 'Аудит' })).toBeVisible();
  for (const name of ['Инициатор', 'Событие', 'Получатель', 'Дата и время']) {
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  await page.getByLabel('Дата и время с').fill('2025-01-01T00:00');
  await page.getByLabel('Дата и время по').fill('2025-01-01T23:00');
  await page.getByRole('button', { name: 'Искать' }).click();
  await expect(page.getByText('Нет событий аудита')).toBeVisible();
  await expectNoSeriousViolations(page, 'audit in Russian');
  await page.getByTestId('language-toggle').getByText('EN').click();
});

test('other staff do not see the audit log', async ({ page }) => {
  await openLoginAndSignIn(page, PERSONAS.payroll);
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/$/);
});
