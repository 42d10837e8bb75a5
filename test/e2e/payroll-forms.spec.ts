import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_IDS } from '../../scripts/local/demo.js';
import { apiLogin, expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, switchWorkspace } from './helpers.js';

/**
 * Payroll year-end forms in the browser (issue 17 §6; docs/decisions/0035-year-end-forms.md), once in
 * English and once in Russian, with an axe scan of each screen: John opens his W-2s for 2026 (the
 * demo's two saved 2026 payrolls, scripts/local/demo-payroll.ts) and downloads the PDF; Olivia,
 * Acme's owner, opens the 1099 page: Jane's 1099-NEC (her demo W-9, a bill Acme paid) and Carlos
 * blocking it without a W-9 (a bill Acme paid him, no W-9 asked); Paul, the firm's payroll manager,
 * uploads a 1042-S for Ingrid (Acme's foreign contractor) in Acme's workspace and deletes it again
 * after the confirmation.
 */

const L = {
  en: {
    side: 'Side menu', w2: 'Forms W-2', nec: 'Forms 1099', year: 'Tax year', download: 'Download the W-2 of Acme Corp for 2026', blocking: 'No signed W-9: the 1099-NEC cannot be prepared',
    f1042: 'Forms 1042-S', upload: 'Upload form', dialog: 'Upload a Form 1042-S', contractor: 'Contractor', submit: 'Upload', uploaded: 'The form has been uploaded',
    remove: 'Delete the Form 1042-S of Ingrid Larsen for 2026', confirm: 'Delete', deleted: 'The form has been deleted',
  },
  ru: {
    side: 'Боковое меню', w2: 'Формы W-2', nec: 'Формы 1099', year: 'Налоговый год', download: 'Скачать W-2 для Acme Corp за 2026', blocking: 'Нет подписанной формы W-9: форму 1099-NEC подготовить нельзя',
    f1042: 'Формы 1042-S', upload: 'Загрузить форму', dialog: 'Загрузка формы 1042-S', contractor: 'Подрядчик', submit: 'Загрузить', uploaded: 'Форма загружена',
    remove: 'Удалить документ «Форма 1042-S» для Ingrid Larsen за 2026', confirm: 'Удалить', deleted: 'Форма удалена',
  },
} as const;
const YEAR = '2026';
const CARLOS = 'carlos.rivera@example.com';
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

async function signIn(browser: Browser, email: string, lang: 'en' | 'ru'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openLoginAndSignIn(page, email);
  if (lang === 'ru') {
    await page.getByTestId('language-toggle').getByText('RU').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  }
  return page;
}

const menu = (page: Page, lang: 'en' | 'ru', name: string) => page.getByRole('navigation', { name: L[lang].side }).getByRole('link', { name, exact: true });

/** Picks the tax year in the page's year picker. */
async function pickYear(page: Page, lang: 'en' | 'ru') {
  await page.getByRole('combobox', { name: L[lang].year }).click();
  await page.getByRole('option', { name: YEAR, exact: true }).click();
  await expect(page.getByRole('combobox', { name: L[lang].year })).toHaveValue(YEAR);
}

/** A contractor bills Acme `cents` for a service of their own catalogue, and Acme's owner pays the bill. */
async function paidBill(request: APIRequestContext, email: string, cents: number, serviceId?: string) {
  const auth = await apiLogin(request, email);
  const workspaces = (await (await request.get('/api/workspaces', { headers: auth })).json()) as { data: { id: string; type: string }[] };
  const own = workspaces.data.find((w) => w.type === 'PERSON')!.id;
  const headers = { ...auth, 'x-workspace-id': own };
  const post = async (path: string, data: unknown) => {
    const res = await request.post(path, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: string };
  };
  const service = serviceId ?? (await post('/api/billing/services', { name: 'Year-end consulting', priceCents: cents })).id;
  const log = await post('/api/billing/service-logs', { executorId: own, recipientId: DEMO_IDS.acme, serviceId: service, priceCents: cents, quantity: 1, date: today });
  const invoice = await post('/api/billing/invoices', { payerId: DEMO_IDS.acme, serviceLogIds: [log.id], invoiceDate: today });
  const owner = await apiLogin(request, PERSONAS.owner);
  const paid = await request.put(`/api/billing/bills/${invoice.id}/complete`, { headers: { ...owner, 'x-workspace-id': DEMO_IDS.acme } });
  expect(paid.status(), await paid.text()).toBe(200);
}

for (const lang of ['en', 'ru'] as const) {
  test(`John downloads his 2026 W-2; Acme's owner sees the 1099-NECs and the one blocked without a W-9 (${lang})`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const l = L[lang];

    // John's W-2 from the demo's 2026 payrolls, and its PDF.
    const john = await signIn(browser, PERSONAS.employee, lang);
    await menu(john, lang, l.w2).click();
    await expect(john.getByRole('heading', { level: 1, name: l.w2 })).toBeVisible();
    await pickYear(john, lang);
    const row = john.locator(`[data-testid="w2-row"][data-employment="${DEMO_IDS.johnEmployment}"]`);
    await expect(row).toBeVisible();
    await expect(john.getByTestId('w2-row')).toHaveCount(1);
    await expect(row.getByTestId('w2-box1')).toContainText('$');
    await expect(row).toContainText('Acme Corp');
    await expectNoSeriousViolations(john, `W-2 ${lang}`);
    const [download] = await Promise.all([john.waitForEvent('download'), row.getByRole('button', { name: l.download }).click()]);
    expect(download.suggestedFilename()).toMatch(/^W-2 2026 .+\.pdf$/u);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

    // Acme paid Jane (signed W-9 in the demo) and Carlos (none) over 2026's $2,000 threshold.
    await paidBill(request, PERSONAS.contractor, 250_000, DEMO_IDS.janeBookkeeping);
    await paidBill(request, CARLOS, 210_000);
    const owner = await signIn(browser, PERSONAS.owner, lang);
    await switchWorkspace(owner, /Acme Corp/);
    await menu(owner, lang, l.nec).click();
    await expect(owner.getByRole('heading', { level: 1, name: l.nec })).toBeVisible();
    await pickYear(owner, lang);
    const jane = owner.locator(`[data-testid="nec-row"][data-contractor="${DEMO_IDS.janeEmployment}"]`);
    await expect(jane).toBeVisible();
    await expect(jane).toContainText('***-**-9999');
    await expect(jane.getByTestId('nec-box1')).toContainText('$');
    const blocking = owner.getByTestId('nec-blocking');
    await expect(blocking).toContainText('Carlos Rivera');
    await expect(blocking).toContainText(l.blocking);
    await expectNoSeriousViolations(owner, `1099 ${lang}`);
  });
}

for (const lang of ['en', 'ru'] as const) {
  test(`staff upload a 1042-S for Acme's foreign contractor and delete it after the confirmation (${lang})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const l = L[lang];
    const paul = await signIn(browser, PERSONAS.payroll, lang);
    await paul.goto(`/payroll/c/${DEMO_IDS.acme}/forms/1042s`);
    await expect(paul.getByRole('heading', { level: 1, name: l.f1042 })).toBeVisible();
    await pickYear(paul, lang);
    await expectNoSeriousViolations(paul, `1042-S ${lang}`);

    await paul.getByRole('button', { name: l.upload }).click();
    const dialog = paul.getByRole('dialog', { name: l.dialog });
    await expect(dialog).toBeVisible();
    await dialog.locator('input[type="file"]').setInputFiles({ name: `1042s-${lang}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 1042-S') });
    await dialog.getByRole('combobox', { name: l.contractor }).click();
    await paul.getByRole('option', { name: 'Ingrid Larsen', exact: true }).click();
    await expectNoSeriousViolations(paul, `1042-S upload dialog ${lang}`);
    await dialog.getByRole('button', { name: l.submit, exact: true }).click();
    await expect(paul.getByText(l.uploaded).first()).toBeVisible();
    const row = paul.getByTestId('upload-row').filter({ hasText: `1042s-${lang}.pdf` });
    await expect(row).toContainText('Ingrid Larsen');

    await row.getByRole('button', { name: l.remove }).click();
    await paul.getByRole('dialog').getByRole('button', { name: l.confirm, exact: true }).click();
    await expect(paul.getByText(l.deleted).first()).toBeVisible();
    await expect(row).toHaveCount(0);
  });
}
