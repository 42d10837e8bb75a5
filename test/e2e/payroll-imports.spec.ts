import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO_IDS } from '../../scripts/local/demo.js';
import { WORKSPACE_HEADER } from '../../shared/core/workspace.js';
import { IMPORT_COLUMNS } from '../../shared/payroll/imports.schema.js';
import { addDays } from '../../shared/timesheet/timesheet.schema.js';
import { apiLogin, expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, switchWorkspace } from './helpers.js';

/**
 * Payroll imports in the browser (issue 18; spec 001 §2 Payroll import screen, §3 Invoice (import
 * side), §4, §5; spec 000 Import payroll dialog), in English and in Russian, with an axe scan of the
 * page and of its dialogs.
 *
 * Paul (PAYROLL_MANAGER) opens Admin → Payroll imports, tries Import without a company ('Company is
 * mandatory field!'), picks Acme Corp and a CSV built here of five rows for Acme's John Doe and
 * Maria Garcia in 2021 (clear of the demo's payrolls, the demo import's 2022 included, so no row is
 * held against an earlier pay): two that load, one whose net pay is negative (held), one whose net
 * pay does not add up and one of an unknown employment (both rejected). The import's progress is
 * followed in place (no reload; it is pushed over the live connection) until it completes; its
 * counts, records (with the employment filter), rejected rows (their reasons in the page's language),
 * file and paystub downloads are read; the held record is released after a confirmation; John's
 * second week is voided (it stays, Voided) and Maria's record deleted (it goes), each after a
 * confirmation; and the same file imported again, now with generate-invoices on, is refused until
 * the re-import is confirmed, which replaces the earlier import.
 *
 * The replacing import invoices what it loaded by itself (John's and Maria's week: $4.00 a paystub,
 * $25.00 a pay date), leaving out the held record; voiding a record on that invoice is refused with
 * the reason. Generate Invoices for the rest offers nothing until the held record is released, then
 * it alone, preselected; none selected disables Generate with 'Please select at least one payroll
 * record'; the second invoice shows in the import. Acme's owner finds the firm's first bill from
 * Sublime Accounting LLC in Acme's bills.
 *
 * Each language imports its own weeks (so the files' SHA-256 differ); a retry takes earlier weeks
 * still, so no row finds an earlier paystub of its employee to be held against, and no period is paid twice.
 */

const L = {
  en: {
    admin: 'Admin panel', title: 'Payroll imports', dialog: 'Import payroll', companyRequired: 'Company is mandatory field!',
    fileRequired: 'Please choose a file', completed: 'Completed', replaced: 'Replaced', records: (n: number) => `Records: ${n}`,
    counts: (w: number, h: number, v = 0, d = 0) => `Rows: 5 · written ${w} · held ${h} · rejected 2 · voided ${v} · deleted ${d}`,
    held: 'Held', loaded: 'Loaded', release: 'Release', releaseTitle: 'Release the record',
    released: 'The record of John Doe has been released', employments: 'Employments', reimport: 'This file was already imported', again: 'Import again',
    started: 'has started', gross: 'Gross $1,800.00 · YTD $1,800.00', size: 'Page size', active: 'Active: 1', reset: 'Reset',
    day: (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`,
    generate: 'Generate Invoices', selectAll: 'Select all records', selectOne: 'Please select at least one payroll record',
    selected: (n: number, of: number) => `Selected: ${n} of ${of}`, generating: 'Invoice generation has started', pending: 'Pending payment',
    voidTitle: 'Void the record', voided: 'The record of John Doe has been voided', voidedBadge: 'Voided', deleteTitle: 'Delete the record',
    delete: 'Delete', deleted: 'The record of Maria Garcia has been deleted', onInvoice: 'The record is on an invoice; void the invoice first',
    generateToggle: 'Generate invoices', invoiced: 'Invoiced', nothing: 'No record of this import can be invoiced',
    netMismatch: "The net pay does not add up: gross less paid tips and the employee's taxes, plus reimbursement, is $1,712.88",
    noEmployee: 'No employee of the company matches', negative: 'The net pay is negative',
  },
  ru: {
    admin: 'Панель администратора', title: 'Импорт зарплаты', dialog: 'Импорт зарплаты', companyRequired: 'Компания — обязательное поле!',
    fileRequired: 'Выберите файл', completed: 'Завершён', replaced: 'Заменён', records: (n: number) => `Записей: ${n}`,
    counts: (w: number, h: number, v = 0, d = 0) => `Строк: 5 · записано ${w} · задержано ${h} · отклонено 2 · аннулировано ${v} · удалено ${d}`,
    held: 'Задержана', loaded: 'Загружена', release: 'Подтвердить',
    releaseTitle: 'Подтверждение записи', released: 'Запись John Doe подтверждена', employments: 'Сотрудники', reimport: 'Этот файл уже импортирован',
    again: 'Импортировать снова', started: 'начат', gross: 'Начислено $1,800.00 · с начала года $1,800.00', size: 'Размер страницы', active: 'Активных: 1', reset: 'Сбросить',
    day: (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`,
    generate: 'Выставить счета', selectAll: 'Выбрать все записи', selectOne: 'Выберите хотя бы одну запись о зарплате',
    selected: (n: number, of: number) => `Выбрано: ${n} из ${of}`, generating: 'Выставление счёта начато', pending: 'Ожидает оплаты',
    voidTitle: 'Аннулирование записи', voided: 'Запись John Doe аннулирована', voidedBadge: 'Аннулирована', deleteTitle: 'Удаление записи',
    delete: 'Удалить', deleted: 'Запись Maria Garcia удалена', onInvoice: 'Запись включена в счёт; сначала аннулируйте счёт',
    generateToggle: 'Выставить счета', invoiced: 'В счёте', nothing: 'Ни одну запись этого импорта нельзя включить в счёт',
    netMismatch: 'Сумма к выплате не сходится: начислено минус выплаченные чаевые и налоги сотрудника плюс возмещение расходов — это $1,712.88',
    noEmployee: 'Среди сотрудников компании такого нет', negative: 'Сумма к выплате отрицательная',
  },
} as const;
type TLang = keyof typeof L;

const HEADER =
  'employment_id,ssn_last4,employee_name,pay_period_start,pay_period_end,pay_date,regular_hours,regular_pay,federal_income_tax,social_security_employee,medicare_employee,social_security_employer,medicare_employer,net_pay';

/** A weekly period `n` weeks after Monday 2021-01-04: start, end and the Friday after as the pay date. */
function week(n: number) {
  const start = addDays('2021-01-04', 7 * n);
  return { start, end: addDays(start, 6), pay: addDays(start, 11) };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** A row of `hours` at `rateCents`: federal tax 10 %, FICA 7.65 % each side; `netDelta` breaks the sum. */
function row(employmentId: string, n: number, hours: number, rateCents: number, netDelta = 0) {
  const w = week(n);
  const gross = hours * rateCents;
  const [fit, ss, med] = [Math.round(gross * 0.1), Math.round(gross * 0.062), Math.round(gross * 0.0145)];
  return [employmentId, '', '', w.start, w.end, w.pay, hours, dollars(gross), dollars(fit), dollars(ss), dollars(med), dollars(ss), dollars(med), dollars(gross - fit - ss - med + netDelta)].join(',');
}

/**
 * The file: John and Maria paid for week `n` (rows 2, 3); John's negative net for week n + 1 (row 4:
 * $10.00 of pay, $20.00 of federal tax, held); Maria's net a cent off (row 5) and an unknown
 * employment (row 6), both rejected.
 */
function payrollCsv(n: number, maria: string) {
  const w = week(n + 1);
  const negative = [DEMO_IDS.johnEmployment, '', '', w.start, w.end, w.pay, 1, '10.00', '20.00', '0', '0', '0', '0', '-10.00'].join(',');
  const lines = [row(DEMO_IDS.johnEmployment, n, 40, 4500), row(maria, n, 40, 5200), negative, row(maria, n + 1, 40, 5200, 1), row('NO-SUCH-EMPLOYMENT', n + 2, 40, 4500)];
  return `${HEADER}\n${lines.join('\n')}\n`;
}

type TProgress = { type: string; importId?: string; status?: string };

/** The frames the page's live connection receives, parsed (the imports' progress among them). */
function liveFrames(page: Page): TProgress[] {
  const frames: TProgress[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string') frames.push(JSON.parse(payload) as TProgress);
    }),
  );
  return frames;
}

async function signIn(browser: Browser, lang: TLang): Promise<{ page: Page; frames: TProgress[] }> {
  const page = await (await browser.newContext()).newPage();
  const frames = liveFrames(page);
  await openLoginAndSignIn(page, PERSONAS.payroll);
  if (lang === 'ru') {
    await page.getByTestId('language-toggle').getByText('RU').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  }
  return { page, frames };
}

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

/** Opens the Import dialog and fills it in: Acme Corp and the file. */
async function fillDialog(page: Page, lang: TLang, file: { name: string; mimeType: string; buffer: Buffer }): Promise<Locator> {
  const l = L[lang];
  await page.getByTestId('open-import').click();
  const dialog = page.getByRole('dialog', { name: l.dialog });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('import-company').fill('Acme');
  await page.getByTestId('directory-suggestion').filter({ hasText: 'Acme Corp' }).first().click();
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await expect(dialog.getByTestId('import-file')).toContainText(file.name);
  return dialog;
}

/**
 * Records in the page every state an import's item shows (its status and whether its progress bar
 * is there), so a load that finishes between two polls of the test is still seen to have been followed.
 */
async function watchImports(page: Page) {
  // Page code is passed as text: this file is type-checked without the DOM library.
  await page.evaluate(`(() => {
    window.__noReload = true;
    window.__importStates = {};
    const record = () => {
      for (const item of document.querySelectorAll('[data-testid="import-item"]')) {
        const id = item.getAttribute('data-import') || '';
        const state = item.getAttribute('data-status') + (item.querySelector('[role="progressbar"]') ? ':progress' : '');
        const seen = (window.__importStates[id] = window.__importStates[id] || []);
        if (seen[seen.length - 1] !== state) seen.push(state);
      }
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status', 'aria-valuenow'] });
  })()`);
}

const seenStates = (page: Page, id: string) => page.evaluate(`window.__importStates[${JSON.stringify(id)}] || []`) as Promise<string[]>;
const notReloaded = (page: Page) => page.evaluate('window.__noReload === true') as Promise<boolean>;

/** Clicks Import and answers the started import's id (the start's 202). */
async function startImport(page: Page, dialog: Locator) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/admin/imports/payroll'),
    dialog.getByTestId('import-submit').click(),
  ]);
  return response;
}

for (const lang of ['en', 'ru'] as const) {
  test(`staff import a payroll file, follow it live, read it, release, void and delete records, re-import it with invoices generated and invoice the rest (${lang})`, async ({ browser, request }, testInfo) => {
    test.setTimeout(240_000);
    const l = L[lang];
    const n = (lang === 'en' ? 30 : 10) - 4 * testInfo.retry;
    const headers = { ...(await apiLogin(request, PERSONAS.payroll)), [WORKSPACE_HEADER]: DEMO_IDS.acme };
    const employments = await request.get('/api/payroll/employments', { headers });
    expect(employments.ok(), await employments.text()).toBeTruthy();
    const maria = ((await employments.json()) as { data: { employmentId: string; name: string }[] }).data.find((e) => e.name === 'Maria Garcia')!.employmentId;
    const file = { name: `payroll-${lang}-${n}.csv`, mimeType: 'text/csv', buffer: Buffer.from(payrollCsv(n, maria)) };

    const { page, frames } = await signIn(browser, lang);
    await page.getByRole('banner').getByRole('link', { name: l.admin }).click();
    await page.locator('[data-tile="adminPayrollImports"]').click();
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    await expectNoSeriousViolations(page, `payroll imports ${lang}`);

    // A page size other than 10 is an active filter; Reset brings the default back.
    await page.getByRole('combobox', { name: l.size }).click();
    await page.getByRole('option', { name: '25', exact: true }).click();
    await expect(page.getByTestId('filter-active')).toHaveText(l.active);
    await page.getByRole('button', { name: l.reset }).click();
    await expect(page.getByTestId('filter-active')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: l.size })).toHaveValue('10');

    // The dialog: nothing chosen is refused with the spec's text.
    await page.getByTestId('open-import').click();
    let dialog = page.getByRole('dialog', { name: l.dialog });
    await dialog.getByTestId('import-submit').click();
    await expect(dialog.getByText(l.companyRequired)).toBeVisible();
    await expect(dialog.getByText(l.fileRequired)).toBeVisible();
    // The template: the layout's header and an example row.
    const [template] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('import-template').click()]);
    expect(template.suggestedFilename()).toBe('payroll-import-template.csv');
    const templateLines = (await readFile((await template.path())!, 'utf8')).replace(/^\uFEFF/u, '').trim().split(/\r?\n/u);
    expect(templateLines).toHaveLength(2);
    expect(templateLines[0]).toBe(IMPORT_COLUMNS.join(','));
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    dialog = await fillDialog(page, lang, file);
    await expect(dialog.getByText(l.companyRequired)).toHaveCount(0);
    await expectNoSeriousViolations(page, `import dialog ${lang}`);

    // Import: the dialog closes, the import shows at once and loads in place, without a reload.
    await watchImports(page);
    const started = await startImport(page, dialog);
    expect(started.status(), await started.text()).toBe(202);
    const imp = (await started.json()) as { id: string; company: { id: string } };
    expect(imp.company.id).toBe(DEMO_IDS.acme);
    await expect(dialog).toHaveCount(0);
    await expect(toast(page, l.started)).toBeVisible();
    const item = page.locator(`[data-testid="import-item"][data-import="${imp.id}"]`);
    await expect(item.getByTestId('import-status')).toHaveText(l.completed, { timeout: 60_000 });
    await expect(item.getByTestId('import-progress')).toHaveCount(0);
    const states = await seenStates(page, imp.id);
    expect(states[0], states.join(' → ')).toMatch(/^(QUEUED|RUNNING):progress$/u);
    expect(states.at(-1)).toBe('COMPLETED');
    expect(await notReloaded(page)).toBe(true);
    // The progress came over the live connection (polling is only its fallback).
    const pushed = frames.filter((f) => f.type === 'IMPORT_PROGRESS' && f.importId === imp.id).map((f) => f.status);
    expect(pushed, pushed.join(' → ')).toContain('COMPLETED');
    await expect(item.getByTestId('import-counts')).toHaveText(l.counts(2, 1));
    await expect(item.getByTestId('import-record-count')).toHaveText(l.records(3));

    // The file downloads as it was imported.
    const [original] = await Promise.all([page.waitForEvent('download'), item.getByTestId('import-file-link').click()]);
    expect(original.suggestedFilename()).toBe(file.name);
    expect(await readFile((await original.path())!, 'utf8')).toBe(file.buffer.toString());

    // Opened: the rejected rows with their column and reason, and the records.
    await item.getByRole('button', { name: /Acme Corp/u }).click();
    const rejected = item.getByTestId('rejected-row');
    await expect(rejected).toHaveCount(2);
    await expect(rejected.nth(0)).toContainText('5');
    await expect(rejected.nth(0)).toContainText('net_pay');
    await expect(rejected.nth(0)).toContainText(l.netMismatch);
    await expect(rejected.nth(1)).toContainText('6');
    await expect(rejected.nth(1)).toContainText('employment_id');
    await expect(rejected.nth(1)).toContainText(l.noEmployee);

    const records = item.getByTestId('import-record');
    await expect(records).toHaveCount(3);
    const [john, mariaRow, held] = [records.nth(0), records.nth(1), records.nth(2)];
    await expect(john).toHaveAttribute('data-row', '2');
    await expect(john).toContainText('John Doe');
    await expect(john).toContainText(`${l.day(week(n).start)} – ${l.day(week(n).end)}`);
    await expect(john).toContainText(l.day(week(n).pay));
    await expect(john.getByTestId('record-net')).toHaveText('$1,482.30');
    await expect(john.getByTestId('record-gross')).toHaveText(l.gross);
    await expect(mariaRow).toContainText('Maria Garcia');
    await expect(mariaRow.getByTestId('record-net')).toHaveText('$1,712.88');
    await expect(held).toHaveAttribute('data-held', 'true');
    await expect(held.getByTestId('record-held')).toHaveText(l.held);
    await expect(held.getByTestId('record-hold-reason')).toHaveText(l.negative);
    await expect(held.getByTestId('record-net')).toHaveText('-$10.00');
    await expectNoSeriousViolations(page, `payroll import opened ${lang}`);

    // The employment filter: Maria's records only, then all again.
    await item.getByRole('combobox', { name: l.employments }).click();
    await page.getByRole('option', { name: 'Maria Garcia', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(records).toHaveCount(1);
    await expect(records.first()).toContainText('Maria Garcia');
    await item.getByRole('combobox', { name: l.employments }).press('Backspace');
    await expect(records).toHaveCount(3);

    // A paystub's PDF.
    const [pdf] = await Promise.all([page.waitForEvent('download'), john.getByRole('button', { name: /^PDF/u }).click()]);
    expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

    // Release the held record, asked first: it loads, and the counts follow.
    await held.getByTestId('record-release').click();
    const confirm = page.getByRole('dialog', { name: l.releaseTitle });
    await confirm.getByRole('button', { name: l.release, exact: true }).click();
    await expect(toast(page, l.released)).toBeVisible();
    await expect(held.getByTestId('record-held')).toHaveCount(0);
    await expect(held).toContainText(l.loaded);
    await expect(item.getByTestId('import-counts')).toHaveText(l.counts(3, 0));

    // Void John's second week (row 4) and delete Maria's record (row 3), each asked first.
    await voidAndDelete(page, item, lang);

    // The same file again, now with invoices generated: refused until the re-import is confirmed,
    // which replaces the earlier import (its voided record goes with its negating entry).
    dialog = await fillDialog(page, lang, file);
    await dialog.getByRole('switch', { name: l.generateToggle }).check();
    await expect(dialog.getByTestId('import-invoice-date')).toBeVisible();
    const refused = await startImport(page, dialog);
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { systemCode: number }).systemCode).toBe(40052);
    await expect(dialog.getByTestId('import-duplicate')).toContainText(l.reimport);
    await expectNoSeriousViolations(page, `import dialog, re-import ${lang}`);
    const [again] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/admin/imports/payroll'),
      dialog.getByRole('button', { name: l.again }).click(),
    ]);
    expect(again.status(), await again.text()).toBe(202);
    const replacement = (await again.json()) as { id: string; replaces?: string; generateInvoices: boolean };
    expect(replacement).toMatchObject({ replaces: imp.id, generateInvoices: true });
    await expect(dialog).toHaveCount(0);
    const newer = page.locator(`[data-testid="import-item"][data-import="${replacement.id}"]`);
    await expect(newer.getByTestId('import-status')).toHaveText(l.completed, { timeout: 60_000 });
    await expect(newer.getByTestId('import-counts')).toHaveText(l.counts(2, 1));
    await expect(item.getByTestId('import-status')).toHaveText(l.replaced);
    expect(await notReloaded(page)).toBe(true);
    await expectNoSeriousViolations(page, `payroll imports after a re-import ${lang}`);

    // The replacing import invoiced what it loaded by itself: John's and Maria's week n (rows 2, 3),
    // one pay date, at the firm's prices ($4.00 a paystub, $25.00 a pay date); the held row 4 is not billed.
    await newer.getByRole('button', { name: /Acme Corp/u }).click();
    await expect(newer.getByTestId('import-record')).toHaveCount(3);
    const invoices = newer.getByTestId('import-invoice');
    await expect(invoices).toHaveCount(1, { timeout: 30_000 });
    const first = invoices.first();
    const total = 2 * PER_PAYSTUB_CENTS + 1 * PER_PAY_DATE_CENTS;
    await expect(first.getByTestId('invoice-total')).toHaveText(usd(total));
    await expect(first.getByTestId('invoice-status')).toHaveText(l.pending);
    const number = Number(((await first.getByTestId('invoice-number').textContent()) ?? '').replace(/\D/gu, ''));
    expect(number).toBeGreaterThan(0);
    const [pdfInvoice] = await Promise.all([page.waitForEvent('download'), first.getByTestId('invoice-document').click()]);
    expect(pdfInvoice.suggestedFilename()).toBe(`Invoice-${number}.pdf`);
    expect((await readFile((await pdfInvoice.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    const newRow = (r: number) => newer.locator(`[data-testid="import-record"][data-row="${r}"]`);
    await expect(newRow(2).getByTestId('record-state')).toHaveText(l.invoiced);
    await expect(newRow(3).getByTestId('record-state')).toHaveText(l.invoiced);
    await expect(newRow(4).getByTestId('record-held')).toHaveText(l.held);

    // A record on the invoice is not voided: refused with the reason.
    await newRow(2).getByTestId('record-void').click();
    const voidDialog = page.getByRole('dialog', { name: l.voidTitle });
    await voidDialog.getByTestId('void-confirm').click();
    await expect(toast(page, l.onInvoice)).toBeVisible();
    await expect(voidDialog).toHaveCount(0);
    await expect(newRow(2).getByTestId('record-voided')).toHaveCount(0);

    // Generate invoices for the rest: the held record released, it alone is offered and invoiced.
    const rest = await generateForTheRest(page, newer, lang);
    await expect(rest.getByTestId('invoice-total')).toHaveText(usd(PER_PAYSTUB_CENTS + PER_PAY_DATE_CENTS));
    await expect(newRow(4).getByTestId('record-state')).toHaveText(l.invoiced);
    await page.context().close();

    // Acme's owner has the firm's bill, pending, in the Company workspace's bills.
    const owner = await (await browser.newContext()).newPage();
    await openLoginAndSignIn(owner, PERSONAS.owner);
    await switchWorkspace(owner, /Company/u);
    await expect(owner.getByTestId('workspace-switcher')).toContainText('Acme Corp');
    await owner.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Bills' }).click();
    await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Bills');
    const bill = owner.getByTestId('invoice-row').filter({ hasText: 'Sublime Accounting LLC' }).filter({ hasText: new RegExp(`Invoice #${number}(?!\\d)`, 'u') });
    await expect(bill).toHaveCount(1);
    await expect(bill.locator('[data-status="PENDING_PAYMENT"]')).toBeVisible();
    await expect(bill.getByTestId('row-total')).toHaveText(usd(total));
    await owner.context().close();
  });
}

/** The firm's catalogue in the demo (scripts/local/demo-provider.ts). */
const PER_PAYSTUB_CENTS = 400;
const PER_PAY_DATE_CENTS = 2500;
const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/**
 * Generate Invoices for the rest, on the replacing import: with its loaded records on the invoice it
 * made by itself and row 4 held, nothing can be invoiced; row 4 released (asked first), it alone is
 * offered, preselected; none selected disables Generate and says why; Generate bills it, and the
 * second invoice shows in the import once the workflow has issued it. Answers that invoice's row.
 */
async function generateForTheRest(page: Page, imp: Locator, lang: TLang): Promise<Locator> {
  const l = L[lang];
  await imp.getByTestId('open-generate').click();
  let dialog = page.getByRole('dialog', { name: l.generate });
  await expect(dialog.getByTestId('generate-nothing')).toHaveText(l.nothing);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  const held = imp.locator('[data-testid="import-record"][data-row="4"]');
  await held.getByTestId('record-release').click();
  await page.getByRole('dialog', { name: l.releaseTitle }).getByRole('button', { name: l.release, exact: true }).click();
  await expect(toast(page, l.released)).toBeVisible();
  await expect(held.getByTestId('record-state')).toHaveText(l.loaded);

  await imp.getByTestId('open-generate').click();
  dialog = page.getByRole('dialog', { name: l.generate });
  const offered = dialog.getByTestId('generate-record');
  await expect(offered).toHaveCount(1);
  await expect(offered.first()).toContainText('John Doe');
  const all = dialog.getByRole('checkbox', { name: l.selectAll });
  await expect(all).toBeChecked();
  await expect(offered.first().getByRole('checkbox')).toBeChecked();
  await expect(dialog.getByTestId('generate-selected')).toHaveText(l.selected(1, 1));
  await expect(dialog.getByTestId('generate-none')).toHaveCount(0);
  await expectNoSeriousViolations(page, `generate invoices dialog ${lang}`);

  await all.uncheck();
  await expect(dialog.getByTestId('generate-submit')).toBeDisabled();
  await expect(dialog.getByTestId('generate-none')).toHaveText(l.selectOne);
  await all.check();
  await expect(dialog.getByTestId('generate-submit')).toBeEnabled();
  await expect(dialog.getByTestId('generate-none')).toHaveCount(0);

  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/admin\/imports\/payroll\/[^/]+\/invoices$/u.test(new URL(r.url()).pathname)),
    dialog.getByTestId('generate-submit').click(),
  ]);
  expect(answer.status(), await answer.text()).toBe(202);
  const sent = answer.request().postDataJSON() as { payrollIds: string[]; invoiceDate?: string };
  expect(sent.payrollIds).toHaveLength(1);
  expect(sent.invoiceDate).toBeUndefined();
  await expect(dialog).toHaveCount(0);
  await expect(toast(page, l.generating)).toBeVisible();
  const invoices = imp.getByTestId('import-invoice');
  await expect(invoices).toHaveCount(2, { timeout: 30_000 });
  const second = invoices.filter({ has: page.getByTestId('invoice-total').getByText(usd(PER_PAYSTUB_CENTS + PER_PAY_DATE_CENTS), { exact: true }) });
  await expect(second).toHaveCount(1);
  await expect(second.getByTestId('invoice-status')).toHaveText(l.pending);
  return second;
}

/**
 * On the first import, with its three records loaded: void John's second week (row 4): it stays,
 * Voided; delete Maria's (row 3): it goes; each asked first, and the counts follow.
 */
async function voidAndDelete(page: Page, imp: Locator, lang: TLang) {
  const l = L[lang];
  const row = (n: number) => imp.locator(`[data-testid="import-record"][data-row="${n}"]`);
  await row(4).getByTestId('record-void').click();
  const voidDialog = page.getByRole('dialog', { name: l.voidTitle });
  await voidDialog.getByTestId('void-reason').fill('Entered twice');
  await expectNoSeriousViolations(page, `void dialog ${lang}`);
  await voidDialog.getByTestId('void-confirm').click();
  await expect(toast(page, l.voided)).toBeVisible();
  await expect(row(4).getByTestId('record-voided')).toHaveText(l.voidedBadge);
  await expect(row(4).getByTestId('record-void')).toHaveCount(0);

  await row(3).getByTestId('record-delete').click();
  await page.getByRole('dialog', { name: l.deleteTitle }).getByRole('button', { name: l.delete, exact: true }).click();
  await expect(toast(page, l.deleted)).toBeVisible();
  await expect(row(3)).toHaveCount(0);
  await expect(imp.getByTestId('import-record')).toHaveCount(2);
  await expect(imp.getByTestId('import-counts')).toHaveText(l.counts(1, 0, 1, 1));
  await expect(imp.getByTestId('import-record-count')).toHaveText(l.records(2));
}
