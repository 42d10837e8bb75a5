import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_IDS } from '../../scripts/local/demo.js';
import { addDays } from '../../shared/timesheet/timesheet.schema.js';
import { expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, switchWorkspace } from './helpers.js';

/**
 * The company's timesheets in the browser (docs/decisions/0027-timesheet.md): Acme's owner opens the
 * view, filters the demo's overtime week (the second before the current one: John 09:00–12:30 and
 * 13:00–19:00 on weekdays, 47:30 worked), sees 40:00 regular and 7:30 overtime and the lock of its
 * closed days (the demo closes it with the two weeks before, for payroll), exports CSV and XLSX,
 * keeps a period on John's behalf in the previous week's Monday drawer, and closes that week's
 * Sunday as a pay period. In Russian the overtime week's days are closed, closing it again says so,
 * a period that is not over is refused, and the previous week's Monday closes. Nothing later
 * closes, so the employee's test (the previous week's Friday and Saturday) is untouched.
 */

const L = {
  en: {
    title: 'Timesheets', startDate: 'Start date', endDate: 'End date', search: 'Search', reset: 'Reset', csv: 'Export CSV', xlsx: 'Export XLSX',
    close: 'Close pay period', confirm: 'Close pay period', closed: /^The pay period .* has been closed$/, list: /^Closed pay periods: \d+$/,
    add: 'Add new period manually', startTime: 'Start time', endTime: 'End time', create: 'Create', newPeriod: /^New period/, added: 'The period has been added',
    del: (r: string) => `Delete the period ${r}`, deleteConfirm: 'Delete', deleted: 'The period has been deleted', closedFlag: 'Closed', employee: 'Employee',
    already: /^The days through .* are closed already$/, notOver: 'Only days that are over can be closed', closeDialog: 'Close the dialog',
  },
  ru: {
    title: 'Табели', startDate: 'Дата начала', endDate: 'Дата окончания', search: 'Найти', reset: 'Сбросить', csv: 'Экспорт CSV', xlsx: 'Экспорт XLSX',
    close: 'Закрыть расчётный период', confirm: 'Закрыть период', closed: /^Расчётный период .* закрыт$/, list: /^Закрытые расчётные периоды: \d+$/,
    add: 'Добавить период вручную', startTime: 'Время начала', endTime: 'Время окончания', create: 'Создать', newPeriod: /^Новый период/, added: 'Период добавлен',
    del: (r: string) => `Удалить период ${r}`, deleteConfirm: 'Удалить', deleted: 'Период удалён', closedFlag: 'Закрыт', employee: 'Сотрудник',
    already: /^Дни по .* уже закрыты$/, notOver: 'Закрыть можно только прошедшие дни', closeDialog: 'Закрыть окно',
  },
} as const;

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
const thisWeek = addDays(today, -new Date(`${today}T00:00:00Z`).getUTCDay());
/** The demo's overtime week (Sunday to Saturday) and its Monday. */
const overtimeWeek = { start: addDays(thisWeek, -14), end: addDays(thisWeek, -8) };
const monday = addDays(overtimeWeek.start, 1);
/** The week before the current one, open but for what these tests close, and its Monday. */
const lastWeek = { start: addDays(thisWeek, -7), end: addDays(thisWeek, -1) };
const openMonday = addDays(lastWeek.start, 1);

async function expectToast(page: Page, text: string | RegExp) {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
  await expect(toast).toBeVisible();
  await toast.getByRole('button').click();
}

const row = (page: Page, name: string) => page.locator(`[data-testid="employee-row"][data-name="${name}"]`);

async function filterWeek(page: Page, lang: 'en' | 'ru', start: string, end: string) {
  const l = L[lang];
  const filter = page.getByRole('form');
  await filter.getByLabel(l.startDate).fill(start);
  await filter.getByLabel(l.endDate).fill(end);
  await filter.getByRole('button', { name: l.search }).click();
  await expect(page.locator(`th[data-date="${end}"]`)).toBeVisible();
}

for (const lang of ['en', 'ru'] as const) {
  test(`Acme's owner reads the overtime week, keeps a period for John, exports and closes a pay period (${lang})`, async ({ page }) => {
    test.setTimeout(150_000);
    const l = L[lang];
    await openLoginAndSignIn(page, PERSONAS.owner);
    if (lang === 'ru') {
      await page.getByTestId('language-toggle').getByText('RU').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    }
    await switchWorkspace(page, /Acme Corp/);
    await page.goto(`/payroll/c/${DEMO_IDS.acme}/timesheets`);
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    // The current workweek by default, Sunday to Saturday under Acme's policy.
    await expect(page.locator(`th[data-date="${thisWeek}"]`)).toBeVisible();
    await expect(page.locator(`th[data-date="${addDays(thisWeek, 6)}"]`)).toBeVisible();
    await expect(row(page, 'John Doe')).toBeVisible();
    await expectNoSeriousViolations(page, `company timesheets ${lang}`);

    // The overtime week: 9:30 a weekday, 47:30 worked = 40:00 regular + 7:30 overtime.
    await filterWeek(page, lang, overtimeWeek.start, overtimeWeek.end);
    const john = row(page, 'John Doe');
    await expect(john.locator(`td[data-date="${monday}"]`)).toContainText('9:30');
    await expect(john.getByTestId('total-regular')).toHaveText('40:00');
    await expect(john.getByTestId('total-overtime')).toHaveText('7:30');
    await expect(john.getByTestId('total')).toHaveText('47:30');
    await expect(row(page, 'Maria Garcia').getByTestId('total-overtime')).toHaveText('5:00');

    if (lang === 'en') {
      // The demo closed the overtime week with the two before it: its days carry the lock.
      await expect(john.locator(`td[data-date="${monday}"] [data-flag="closed"]`)).toBeVisible();

      // The exports: the table as shown.
      const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: l.csv }).click()]);
      expect(csv.suggestedFilename()).toBe(`timesheets-${overtimeWeek.start}-${overtimeWeek.end}.csv`);
      const text = readFileSync((await csv.path())!, 'utf8').replace(/^\uFEFF/, '');
      const lines = text.split(/\r?\n/);
      expect(lines[0]).toMatch(/^Employee,.*,Regular,Overtime,Holiday,Total$/);
      expect(lines.find((x) => x.startsWith('John Doe,'))).toBe('John Doe,0:00,9:30,9:30,9:30,9:30,9:30,0:00,40:00,7:30,0:00,47:30');
      const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: l.xlsx }).click()]);
      expect(xlsx.suggestedFilename()).toBe(`timesheets-${overtimeWeek.start}-${overtimeWeek.end}.xlsx`);
      expect(readFileSync((await xlsx.path())!).subarray(0, 2).toString()).toBe('PK');

      // The previous week is open: John's Monday in the drawer, where the owner adds a period on his
      // behalf and deletes it again.
      await filterWeek(page, lang, lastWeek.start, lastWeek.end);
      const cell = john.locator(`td[data-date="${openMonday}"]`);
      await expect(cell).toContainText('8:00');
      await cell.locator('button').click();
      const drawer = page.getByRole('dialog', { name: /^John Doe · / });
      await expect(drawer.getByTestId('period')).toHaveCount(2);
      await expectNoSeriousViolations(page, 'employee day drawer');
      await drawer.getByRole('button', { name: l.add }).click();
      const form = page.getByRole('dialog', { name: l.newPeriod });
      await form.getByLabel(l.startTime).fill('19:30');
      await form.getByLabel(l.endTime).fill('20:00');
      await form.getByRole('button', { name: l.create }).click();
      await expectToast(page, l.added);
      await expect(drawer.getByTestId('period')).toHaveCount(3);
      await expect(cell).toContainText('8:30');
      await drawer.getByRole('button', { name: l.del('19:30–20:00') }).click();
      await page.getByRole('dialog').filter({ hasText: '19:30–20:00' }).getByRole('button', { name: l.deleteConfirm, exact: true }).click();
      await expectToast(page, l.deleted);
      await expect(cell).toContainText('8:00');
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);

      // Close a pay period: the dialog offers the filter's range; the week's Sunday (no periods, right
      // after the closed weeks) closes.
      await page.getByRole('button', { name: l.close }).click();
      const dialog = page.getByRole('dialog', { name: l.close });
      await expect(dialog.getByLabel(l.startDate)).toHaveValue(lastWeek.start);
      await expect(dialog.getByLabel(l.endDate)).toHaveValue(lastWeek.end);
      await expect(dialog).toHaveCSS('opacity', '1');
      await expectNoSeriousViolations(page, 'close pay period');
      await dialog.getByLabel(l.endDate).fill(lastWeek.start);
      await dialog.getByRole('button', { name: l.confirm }).click();
      await expectToast(page, l.closed);
    } else {
      // Closed in English: the days carry the lock, and the drawer offers no change.
      await expect(john.locator(`td[data-date="${monday}"] [data-flag="closed"]`)).toBeVisible();
      await john.locator(`td[data-date="${monday}"] button`).click();
      const drawer = page.getByRole('dialog', { name: /^John Doe · / });
      await expect(drawer.getByTestId('day-closed')).toHaveText(l.closedFlag);
      await expect(drawer.getByRole('button', { name: l.add })).toHaveCount(0);
      await page.keyboard.press('Escape');

      // Closing it again says it is closed already; a period that is not over is refused before it is sent.
      await page.getByRole('button', { name: l.close }).click();
      const dialog = page.getByRole('dialog', { name: /Закрытие расчётного периода/ });
      await dialog.getByRole('button', { name: l.confirm }).click();
      await expect(dialog.getByTestId('pay-period-error')).toHaveText(l.already);
      await expectNoSeriousViolations(page, 'close pay period error (ru)');
      await dialog.getByLabel(l.endDate).fill(today);
      await dialog.getByRole('button', { name: l.confirm }).click();
      await expect(dialog.getByText(l.notOver)).toBeVisible();
      // The previous week's Monday, right after the days closed in English.
      await dialog.getByLabel(l.startDate).fill(openMonday);
      await dialog.getByLabel(l.endDate).fill(openMonday);
      await dialog.getByRole('button', { name: l.confirm }).click();
      await expectToast(page, l.closed);
    }

    // The closed pay periods, in the collapsible.
    await page.getByRole('button', { name: l.list }).click();
    await expect(page.getByTestId('pay-period').first()).toBeVisible();
    await expect(page.getByTestId('pay-period')).toHaveCount(lang === 'en' ? 2 : 3);
    await expectNoSeriousViolations(page, `pay periods ${lang}`);
  });
}
