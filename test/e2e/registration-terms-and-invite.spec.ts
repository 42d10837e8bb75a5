import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, unique } from './helpers.js';

/**
 * Issue 19 item 8 (docs/decisions/0041): registration needs the terms accepted (4004; the server
 * rule is tested in test/integration/identity.test.ts), and staff invite a person from the admin
 * individuals list, the invitation reaching the outbox. English, then Russian, with axe in each.
 */

const toRussian = async (page: Page) => {
  await page.getByTestId('language-toggle').getByText('RU').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
};

test('registration shows the terms checkbox with a link to the terms and refuses without it, in English and Russian', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'First name' }).fill('Terry');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Terms');
  await page.getByRole('textbox', { name: 'Email' }).fill(`terms.${unique()}@example.com`);
  await page.getByRole('textbox', { name: 'New password' }).fill('Start#2026pass');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Start#2026pass');
  const terms = page.getByRole('checkbox', { name: 'I accept the terms of service' });
  await expect(terms).not.toBeChecked();
  await expect(page.getByRole('link', { name: 'terms of service' })).toHaveAttribute('href', '/terms');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Terms are not accepted')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await expectNoSeriousViolations(page, 'registration refused without terms');

  await toRussian(page);
  await expect(page.getByText('Условия не приняты')).toBeVisible();
  const termsRu = page.getByRole('checkbox', { name: 'Я принимаю условия обслуживания' });
  await expectNoSeriousViolations(page, 'registration refused without terms (RU)');
  await termsRu.check();
  await expect(page.getByText('Условия не приняты')).toHaveCount(0);
  // The terms open beside the form, which keeps what was typed.
  const [termsPage] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'условия обслуживания' }).click()]);
  await expect(termsPage.getByRole('heading', { level: 1 })).toHaveText('Условия обслуживания');
  await expect(page.getByRole('textbox', { name: 'Имя' })).toHaveValue('Terry');
});

test('staff invite a person from the admin individuals list and the invitation is in the outbox, in English and Russian', async ({ page }) => {
  test.setTimeout(120_000);
  const invite = async (first: string, last: string, email: string, labels: { open: string; first: string; last: string; email: string; send: string; sent: string }) => {
    await page.getByRole('button', { name: labels.open }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: labels.first }).fill(first);
    await dialog.getByRole('textbox', { name: labels.last }).fill(last);
    await dialog.getByRole('textbox', { name: labels.email }).fill(email);
    return async () => {
      await dialog.getByRole('button', { name: labels.send }).click();
      await expect(page.locator('.mantine-Notification-root').filter({ hasText: `${labels.sent} ${email}` })).toBeVisible();
      await expect(dialog).toHaveCount(0);
    };
  };
  const outboxRow = (email: string) => page.locator(`tr[data-mail-to="${email}"][data-mail-kind="INVITATION"]`);

  await openLoginAndSignIn(page, PERSONAS.admin);
  await page.getByRole('banner').getByRole('link', { name: 'Admin panel' }).click();
  await page.locator('[data-tile="adminIndividuals"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Individuals');
  const en = `invited.${unique()}@example.com`;
  const sendEn = await invite('Irene', 'Invited', en, {
    open: 'Invite person', first: 'First name', last: 'Last name', email: 'Email', send: 'Send invitation', sent: 'The invitation has been sent to',
  });
  await expectNoSeriousViolations(page, 'invite a person');
  await sendEn();
  await page.goto('/admin/mail');
  await expect(outboxRow(en)).toBeVisible();
  await expect(outboxRow(en).getByTestId('mail-link')).toHaveAttribute('href', /^\/invitation\//);

  await toRussian(page);
  await page.goto('/admin/individuals');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Individuals');
  const ru = `invited.ru.${unique()}@example.com`;
  const sendRu = await invite('Ирина', 'Приглашённая', ru, {
    open: 'Пригласить человека', first: 'Имя', last: 'Фамилия', email: 'Электронная почта', send: 'Отправить приглашение', sent: 'Приглашение отправлено на',
  });
  await expect(page.getByRole('dialog').getByRole('radio', { name: 'Русский' })).toBeChecked();
  await expectNoSeriousViolations(page, 'invite a person (RU)');
  await sendRu();
  await page.goto('/admin/mail');
  await expect(outboxRow(ru)).toBeVisible();
});
