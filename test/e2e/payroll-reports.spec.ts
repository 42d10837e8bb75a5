import { expect, test, type Page } from '@playwright/test';
import { addDays } from '../../shared/timesheet/timesheet.schema.js';
import { expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, switchWorkspace } from './helpers.js';

/**
 * Payroll reports in the browser (issue 17 §5; docs/decisions/0034-payroll-reports.md), once in
 * English and once in Russian, with an axe scan of each screen: Acme's owner opens the reports from
 * the side menu, runs a General report of the demo payrolls' range and sees its blocks, opens the
 * federal, regional and close-pay-period pages, then the report builder: Preview without dates is
 * refused, with dates covering the demo payrolls and grouped by employment it shows a row per
 * employee and the totals, and Print prints and returns to the list.
 *
 * Demo data relied on (scripts/local/demo-payroll.ts demoPayPeriods): two biweekly payrolls for John
 * and Maria, the fortnights before the timesheet's four weeks (which start 28 days before this week).
 */

const L = {
  en: {
    side: 'Side menu', menu: 'Payroll reports', title: 'Payroll reports', builder: 'Report builder', builderTitle: 'Report builder', federal: 'Federal',
    federalTitle: 'Federal reports', regional: 'Regional', regionalTitle: 'Regional reports', close: 'Close pay period', start: 'Start date', end: 'End date',
    filterStart: 'Start', filterEnd: 'End', run: 'Run payroll report', general: 'General report', netPay: 'Net pay', groups: 'Groups', employment: 'Employment',
    preview: 'Preview', print: 'Print', total: 'Total', required: 'Start and end date are required', keys: 'Keys', form941: 'Form 941', nys45: 'Form NYS-45',
  },
  ru: {
    side: 'Боковое меню', menu: 'Отчёты по зарплате', title: 'Отчёты по зарплате', builder: 'Конструктор отчётов', builderTitle: 'Конструктор отчётов',
    federal: 'Федеральные', federalTitle: 'Федеральные отчёты', regional: 'Региональные', regionalTitle: 'Региональные отчёты', close: 'Закрыть расчётный период',
    start: 'Дата начала', end: 'Дата окончания', filterStart: 'Начало', filterEnd: 'Конец', run: 'Сформировать отчёт по зарплате', general: 'Общий отчёт',
    netPay: 'К выплате', groups: 'Группировки', employment: 'Сотрудник', preview: 'Просмотр', print: 'Печать', total: 'Итого',
    required: 'Укажите дату начала и дату окончания', keys: 'Реквизиты', form941: 'Форма 941', nys45: 'Форма NYS-45',
  },
} as const;

/** Today in New York (the browser's zone in these tests), its week's Sunday, and the demo payrolls' range. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
const thisWeek = addDays(today, -new Date(`${today}T00:00:00Z`).getUTCDay());
const first = addDays(thisWeek, -28);
/** From the first demo payroll's period start to the second one's pay date. */
const RANGE = { start: addDays(first, -28), end: addDays(first, 5) };

const menu = (page: Page, lang: 'en' | 'ru', name: string) => page.getByRole('navigation', { name: L[lang].side }).getByRole('link', { name, exact: true });

for (const lang of ['en', 'ru'] as const) {
  test(`Acme's owner reads the reports and previews, prints and leaves the report builder (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    const l = L[lang];
    // Print is the browser's dialog: counted instead.
    await page.addInitScript({ content: 'window.print = function () { window.__printed = (window.__printed || 0) + 1; };' });
    await openLoginAndSignIn(page, PERSONAS.owner);
    if (lang === 'ru') {
      await page.getByTestId('language-toggle').getByText('RU').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    }
    await switchWorkspace(page, /Acme Corp/);

    // The list, from the side menu.
    await menu(page, lang, l.menu).click();
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    await expect(page.getByTestId('report-row').first()).toBeVisible();
    await expectNoSeriousViolations(page, `reports ${lang}`);

    // Run payroll report: a General report of the demo payrolls' range.
    await page.getByLabel(l.filterStart, { exact: true }).fill(RANGE.start);
    await page.getByLabel(l.filterEnd, { exact: true }).fill(RANGE.end);
    await page.getByRole('button', { name: l.run }).click();
    await expect(page.getByRole('heading', { level: 1, name: l.general })).toBeVisible();
    await expect(page.getByRole('region', { name: l.keys })).toContainText('Acme');
    await expect(page.getByTestId('net-pay')).toContainText('$');
    await expect(page.getByTestId('net-pay')).not.toHaveText('$0.00');
    await expectNoSeriousViolations(page, `general report ${lang}`);

    // Federal, regional and close pay period.
    await page.getByRole('link', { name: l.federal, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: l.federalTitle })).toBeVisible();
    await expect(page.getByTestId('form-941')).toContainText(l.form941);
    await expectNoSeriousViolations(page, `federal ${lang}`);
    await page.getByRole('link', { name: l.regional, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: l.regionalTitle })).toBeVisible();
    await expect(page.getByText(l.nys45)).toBeVisible();
    await expectNoSeriousViolations(page, `regional ${lang}`);
    await page.getByRole('link', { name: l.close, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: l.close })).toBeVisible();
    await expectNoSeriousViolations(page, `close pay period ${lang}`);

    // The report builder: the dates are required.
    await page.getByRole('link', { name: l.builder, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: l.builderTitle })).toBeVisible();
    await page.getByRole('button', { name: l.preview, exact: true }).click();
    await expect(page.getByText(l.required).first()).toBeVisible();
    await expect(page.getByRole('button', { name: l.print, exact: true })).toBeDisabled();
    await page.getByLabel(l.start, { exact: false }).first().fill(RANGE.start);
    await page.getByLabel(l.end, { exact: false }).first().fill(RANGE.end);
    // The chosen Totals pill covers most of the input: the click goes to the input itself.
    await page.getByRole('combobox', { name: l.groups }).click({ force: true });
    await page.getByRole('option', { name: l.employment, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: l.preview, exact: true }).click();
    const table = page.getByTestId('builder-table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader', { name: /John Doe/ })).toBeVisible();
    await expect(table.locator('[data-mode="EMPLOYMENT"]')).toHaveCount(2);
    const total = page.getByTestId('builder-total');
    await expect(total.getByRole('rowheader')).toHaveText(l.total);
    await expect(total.locator('[data-col="paychecks"]')).not.toHaveText('0');
    await expect(total.locator('[data-col="netPay"]')).toContainText('$');
    await expectNoSeriousViolations(page, `report builder ${lang}`);

    // Print prints, and returns to the list.
    await page.getByRole('button', { name: l.print, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    await expect(page).toHaveURL(/\/payroll\/[^/]+\/[^/]+\/reports\/?$/);
    expect(await page.evaluate('window.__printed')).toBe(1);
  });
}
