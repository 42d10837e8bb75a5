import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_IDS } from '../../scripts/local/demo.js';
import { WORKSPACE_HEADER } from '../../shared/core/workspace.js';
import { addDays } from '../../shared/timesheet/timesheet.schema.js';
import { pdfTextRuns } from '../support/pdf-text.js';
import { apiLogin, expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, switchWorkspace } from './helpers.js';

/**
 * Payroll in the browser (issue 17; spec 000 §2 Payroll, §3 Payroll line; spec 001 §3 Paystub
 * report, §8), each scenario in English and in Russian, with an axe scan of each screen:
 *
 * (a) Acme's owner runs a new payroll for the timesheet's second and third weeks (the third has
 *     overtime): the period's validation, the employees preselected with their timesheet hours,
 *     Continue, the preview's figures, its CSV, Save and 'The New Payroll has been successfully
 *     created!'; the same period again is refused with 40052's catalogue text; the payroll's page
 *     voids it (asked first), which frees the period for the other language's run.
 * (b) John opens his paystubs and downloads the demo's latest one; the PDF's figures are read.
 * (c) The owner's payroll details: masked pay rates, a refused EIN, a saved next pay date.
 *
 * Demo data relied on (scripts/local/seed-timesheet.ts, demo-payroll.ts): John ($45/h) and Maria
 * ($52/h) work weekdays 09:00–12:30 and 13:00–17:30 (Maria 08:30–12:00, 12:30–17:00) in the four
 * weeks before the current one, Acme's workweek starting on Sunday, and until 19:00 (18:00) in the
 * third, with the default overtime multiplier 1.5; Acme's details are saved (biweekly, EIN
 * 12-3456789), and two biweekly payrolls of 80 regular hours paid the fortnights before those weeks.
 */

const L = {
  en: {
    side: 'Side menu', run: 'Run payroll', paystubs: 'Paystubs', details: 'Payroll details', runTitle: 'Run a New Payroll', payrollTitle: 'Payroll',
    start: 'Pay period start', end: 'Pay period end', payDate: 'Pay date', required: 'Required', continue: 'Continue', save: 'Save', download: 'Download',
    pay: 'Pay', overtime: 'Overtime, h', regular: 'Regular, h', alreadyPaid: 'Already paid for this period', created: 'The New Payroll has been successfully created!',
    notUnique: 'The record is not unique', hours: '172.50', active: 'Active', voided: 'Voided', void: 'Void', voidTitle: 'Void the payroll',
    voidDone: 'The payroll has been voided', noW4: 'No signed W-4: withheld as Single with no adjustments', review: 'Review the payroll',
    year: 'Year', search: 'Search', reset: 'Reset', paid: 'Paid', showRates: 'Show pay rates', ein: 'Federal account ID (EIN)', einError: 'Enter the EIN as 00-0000000',
    nextPayDate: 'Next pay date', payFrequency: 'Pay frequency', saved: 'Changes was saved!', frequency: 'Biweekly', detailsSave: 'Save', payrolls: 'Payrolls',
  },
  ru: {
    side: 'Боковое меню', run: 'Расчёт зарплаты', paystubs: 'Расчётные листки', details: 'Параметры зарплаты', runTitle: 'Новый расчёт зарплаты',
    payrollTitle: 'Зарплатная ведомость', start: 'Начало расчётного периода', end: 'Конец расчётного периода', payDate: 'Дата выплаты',
    required: 'Обязательное поле', continue: 'Продолжить', save: 'Сохранить', download: 'Скачать', pay: 'Выплатить:', overtime: 'Сверхурочные, ч',
    regular: 'Обычные, ч', alreadyPaid: 'Уже оплачено за этот период', created: 'Новая зарплатная ведомость успешно создана!', notUnique: 'Запись не уникальна',
    hours: '172,50', active: 'Действует', voided: 'Аннулирована', void: 'Аннулировать', voidTitle: 'Аннулирование ведомости', voidDone: 'Ведомость аннулирована',
    noW4: 'Нет подписанной W-4: удержание как для Single без корректировок', review: 'Проверка расчёта', year: 'Год', search: 'Найти', reset: 'Сбросить',
    paid: 'Выплачено', showRates: 'Показать ставки', ein: 'Федеральный номер работодателя (EIN)', einError: 'Введите EIN в формате 00-0000000',
    nextPayDate: 'Следующая дата выплаты', payFrequency: 'Периодичность выплат', saved: 'Изменения сохранены!', frequency: 'Раз в две недели', detailsSave: 'Сохранить', payrolls: 'Зарплатные ведомости',
  },
} as const;
type TLang = keyof typeof L;

/** Today in New York (the browser's zone in these tests) and the Sunday its workweek starts on. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
const thisWeek = addDays(today, -new Date(`${today}T00:00:00Z`).getUTCDay());
/**
 * The run's period: the timesheet's second and third weeks (Sunday to Saturday; the third has the
 * overtime). Its fourth week is left alone: the employee's timesheet test keeps periods in it.
 */
const PERIOD = { start: addDays(thisWeek, -21), end: addDays(thisWeek, -8), payDate: addDays(thisWeek, -2) };
/** The demo's latest saved payroll's pay date (demoPayPeriods in scripts/local/demo-payroll.ts). */
const DEMO_PAY_DATE = addDays(thisWeek, -28 + 5);

/** Integer cents of a shown amount: "$8,656.25" → 865625. */
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/gu, '')) * 100);

async function signIn(browser: Browser, email: string, lang: TLang): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openLoginAndSignIn(page, email);
  if (lang === 'ru') {
    await page.getByTestId('language-toggle').getByText('RU').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  }
  return page;
}

const menu = (page: Page, lang: TLang, name: string) => page.getByRole('navigation', { name: L[lang].side }).getByRole('link', { name, exact: true });
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
const line = (page: Page, name: string) => page.getByTestId('run-line').filter({ hasText: name });

/** A run of this period left active by an interrupted attempt is voided first, so each run starts from the same year to date. */
async function voidLeftovers(request: APIRequestContext) {
  const headers = { ...(await apiLogin(request, PERSONAS.owner)), [WORKSPACE_HEADER]: DEMO_IDS.acme };
  const res = await request.get('/api/payroll/runs?size=100', { headers });
  expect(res.ok()).toBeTruthy();
  const { data } = (await res.json()) as { data: { id: string; payPeriodStart: string; status: string }[] };
  for (const p of data.filter((r) => r.payPeriodStart === PERIOD.start && r.status === 'ACTIVE')) {
    expect((await request.post(`/api/payroll/runs/${p.id}/void`, { headers, data: {} })).ok()).toBeTruthy();
  }
}

/** The filter's period: the lines load as soon as the dates are valid. */
async function enterPeriod(page: Page, lang: TLang, payDate = true) {
  const l = L[lang];
  await page.getByLabel(l.start).fill(PERIOD.start);
  await page.getByLabel(l.end).fill(PERIOD.end);
  if (payDate) await page.getByLabel(l.payDate).fill(PERIOD.payDate);
  await expect(line(page, 'John Doe')).toBeVisible();
}

for (const lang of ['en', 'ru'] as const) {
  test(`the owner runs a payroll from the timesheet, previews, saves, is refused a second one and voids it (${lang})`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const l = L[lang];
    await voidLeftovers(request);
    const page = await signIn(browser, PERSONAS.owner, lang);
    await switchWorkspace(page, /Acme Corp/);
    await menu(page, lang, l.run).click();
    await expect(page.getByRole('heading', { level: 1, name: l.runTitle })).toBeVisible();
    await expectNoSeriousViolations(page, `run payroll ${lang}`);

    // The period without a pay date: the lines load, Continue asks for the pay date.
    await enterPeriod(page, lang, false);
    await page.getByRole('button', { name: l.continue }).click();
    await expect(page.getByText(l.required)).toBeVisible();
    await page.getByLabel(l.payDate).fill(PERIOD.payDate);

    // John and Maria preselected, with the third week's overtime from the timesheet.
    const john = line(page, 'John Doe');
    const maria = line(page, 'Maria Garcia');
    for (const [row, name, overtime] of [[john, 'John Doe', '7.50'], [maria, 'Maria Garcia', '5.00']] as const) {
      await expect(row.getByRole('checkbox', { name: `${l.pay} ${name}` })).toBeChecked();
      await expect(row.getByLabel(`${l.regular}: ${name}`)).toHaveValue('80.00');
      await expect(row.getByLabel(`${l.overtime}: ${name}`)).toHaveValue(overtime);
    }
    await expectNoSeriousViolations(page, `run payroll lines ${lang}`);
    const selected = await page.locator('[data-testid="run-line"][data-selected="true"]').count();

    // Continue: the preview's totals first, then each employee's details.
    await page.getByRole('button', { name: l.continue }).click();
    const preview = page.getByTestId('payroll-preview');
    await expect(preview.getByRole('heading', { name: l.review })).toBeVisible();
    // John: 80 h × $45 + 7.5 h × $67.50 = $4,106.25; Maria: 80 h × $52 + 5 h × $78 = $4,550.00; anyone else worked no hours.
    await expect(preview.getByTestId('total-gross')).toHaveText('$8,656.25');
    await expect(preview.getByTestId('total-totalHours')).toHaveText(l.hours);
    await expect(preview.getByTestId('total-employees')).toHaveText(String(selected));
    const total = async (key: string) => cents((await preview.getByTestId(`total-${key}`).textContent()) ?? '');
    expect(await total('employeeTaxes')).toBeGreaterThan(0);
    expect(await total('netPay')).toBe(865625 - (await total('employeeTaxes')) + (await total('expenseReimburse')));
    expect(await total('companyCost')).toBe(865625 + (await total('employerTaxes')));
    const johnResult = preview.getByTestId('payroll-result').filter({ has: page.getByRole('heading', { name: 'John Doe' }) });
    await expect(johnResult.getByTestId('result-earnings').locator('tr[data-kind="OVERTIME"] [data-testid="current"]')).toHaveText('$506.25');
    await expect(johnResult.getByTestId('result-gross')).toHaveText('$4,106.25');
    const johnTaxes = cents((await johnResult.getByTestId('result-employee-taxes').getByTestId('tax-total').textContent()) ?? '');
    await expect(johnResult.getByTestId('result-net-pay')).toContainText(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format((410625 - johnTaxes) / 100));
    if ((await johnResult.getByTestId('flag-NO_W4').count()) > 0) await expect(johnResult.getByTestId('flag-NO_W4')).toHaveText(l.noW4);
    await expectNoSeriousViolations(page, `payroll preview ${lang}`);

    // Download: the preview as CSV.
    const [csv] = await Promise.all([page.waitForEvent('download'), preview.getByRole('button', { name: l.download }).click()]);
    expect(csv.suggestedFilename()).toBe(`payroll-${PERIOD.start}-${PERIOD.end}.csv`);
    const csvText = await readFile((await csv.path())!, 'utf8');
    expect(csvText).toContain('John Doe');
    expect(csvText).toContain('4106.25');

    // Save: the payroll and its paystubs; its page shows it active.
    await preview.getByRole('button', { name: l.save }).click();
    await expect(toast(page, l.created)).toBeVisible();
    await expect(page).toHaveURL(/\/payroll\/c\/[^/]+\/payroll_details\/[^/]+$/u);
    const payrollUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: l.payrollTitle })).toBeVisible();
    await expect(page.getByTestId('payroll-status')).toHaveText(l.active);
    await expect(page.getByTestId('total-gross')).toHaveText('$8,656.25');
    await expectNoSeriousViolations(page, `payroll details ${lang}`);

    // The same period again: everyone is already paid; paying John anyway is refused (40052).
    await menu(page, lang, l.run).click();
    await enterPeriod(page, lang);
    await expect(john.getByTestId('already-paid')).toHaveText(l.alreadyPaid);
    await expect(john.getByRole('checkbox', { name: `${l.pay} John Doe` })).not.toBeChecked();
    await john.getByRole('checkbox', { name: `${l.pay} John Doe` }).check();
    await page.getByRole('button', { name: l.continue }).click();
    await preview.getByRole('button', { name: l.save }).click();
    await expect(page.getByTestId('run-save-error')).toHaveText(l.notUnique);

    // The payrolls list leads to it; Void asks first, then the payroll is void.
    await menu(page, lang, l.paystubs).click();
    await expect(page.getByRole('heading', { name: l.payrolls })).toBeVisible();
    await page.getByTestId('payroll-row').locator(`a[href="${new URL(payrollUrl).pathname}"]`).click();
    await expect(page.getByTestId('payroll-status')).toHaveText(l.active);
    await page.getByRole('button', { name: l.void }).click();
    const confirm = page.getByRole('dialog', { name: l.voidTitle });
    await expect(confirm).toBeVisible();
    await expectNoSeriousViolations(page, `void confirmation ${lang}`);
    await confirm.getByRole('button', { name: l.void }).click();
    await expect(toast(page, l.voidDone)).toBeVisible();
    await expect(page.getByTestId('payroll-status')).toHaveText(l.voided);
    await expect(page.getByRole('button', { name: l.void })).toHaveCount(0);
    await page.context().close();
  });

  test(`John downloads his paystub and the PDF shows its figures (${lang})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const l = L[lang];
    const page = await signIn(browser, PERSONAS.employee, lang);
    await menu(page, lang, l.paystubs).click();
    await expect(page.getByRole('heading', { level: 1, name: l.paystubs })).toBeVisible();
    // The person's own paystubs: no employee filter, no payrolls, no new run.
    await expect(page.getByTestId('run-new-payroll')).toHaveCount(0);
    await expect(page.getByTestId('payrolls')).toHaveCount(0);
    const row = page.locator(`[data-testid="paystub-row"][data-pay-date="${DEMO_PAY_DATE}"]`).filter({ has: page.getByTestId('paystub-status').getByText(l.paid, { exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('paystub-gross')).toHaveText('$3,600.00');
    const net = (await row.getByTestId('paystub-net').textContent())!;
    await expectNoSeriousViolations(page, `paystubs ${lang}`);

    // The year filter keeps it; Reset brings the whole list back.
    await page.getByRole('combobox', { name: l.year }).click();
    await page.getByRole('option', { name: DEMO_PAY_DATE.slice(0, 4), exact: true }).click();
    await page.getByRole('button', { name: l.search }).click();
    await expect(row).toHaveCount(1);
    await page.getByRole('button', { name: l.reset }).click();
    await expect(row).toHaveCount(1);

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: new RegExp(`^${l.download}`, 'u') }).click()]);
    const bytes = new Uint8Array(await readFile((await download.path())!));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = (await pdfTextRuns(bytes)).map((runs) => runs.map((r) => r.str).join(' ')).join('\n');
    expect(text).toContain(`Pay date ${DEMO_PAY_DATE.slice(5, 7)}/${DEMO_PAY_DATE.slice(8, 10)}/${DEMO_PAY_DATE.slice(0, 4)}`);
    expect(text).toContain('John Doe');
    expect(text).toMatch(/Regular\s+80\.00\s+\$45\.00\s+\$3,600\.00/u);
    expect(text).toMatch(/Gross earnings\s+\$3,600\.00/u);
    expect(text).toMatch(new RegExp(`Net pay\\s+${net.replace(/[$.]/gu, '\\$&')}`, 'u'));
    await page.context().close();
  });

  test(`the owner's payroll details: masked rates, a refused EIN, a saved next pay date (${lang})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const l = L[lang];
    const page = await signIn(browser, PERSONAS.owner, lang);
    await switchWorkspace(page, /Acme Corp/);
    await menu(page, lang, l.details).click();
    await expect(page.getByRole('heading', { level: 1, name: l.details })).toBeVisible();
    const form = page.getByTestId('payroll-details-form');
    await expect(form.getByRole('textbox', { name: l.ein })).toHaveValue('12-3456789');
    await expect(form.getByRole('combobox', { name: l.payFrequency })).toHaveValue(l.frequency);

    // The employments: rates hidden until asked, the SSN's last four only.
    const john = page.getByTestId('payroll-employment').filter({ hasText: 'John Doe' });
    await expect(john.getByTestId('employment-rate')).toHaveText('••••');
    await page.getByRole('switch', { name: l.showRates }).check({ force: true });
    await expect(john.getByTestId('employment-rate')).toHaveText(lang === 'en' ? '$45.00/h' : '$45.00/ч');
    await expect(john.getByTestId('w4-badge')).toBeVisible();
    await expectNoSeriousViolations(page, `payroll details form ${lang}`);

    // A malformed EIN is refused before it is sent; a next pay date is saved and kept.
    await form.getByRole('textbox', { name: l.ein }).fill('12-34');
    await form.getByRole('button', { name: l.detailsSave }).click();
    await expect(form.getByText(l.einError)).toBeVisible();
    await expectNoSeriousViolations(page, `payroll details error ${lang}`);
    await form.getByRole('textbox', { name: l.ein }).fill('123456789');
    await expect(form.getByRole('textbox', { name: l.ein })).toHaveValue('12-3456789');
    const next = addDays(today, lang === 'en' ? 14 : 15);
    await form.getByLabel(l.nextPayDate).fill(next);
    await form.getByRole('button', { name: l.detailsSave }).click();
    await expect(toast(page, l.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('payroll-details-form').getByLabel(l.nextPayDate)).toHaveValue(next);
    await page.context().close();
  });
}
