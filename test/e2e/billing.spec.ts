import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { lineAmounts } from '../../shared/billing/billing.schema.js';
import { apiLogin, expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, switchWorkspace, unique } from './helpers.js';

/**
 * Billing in the browser (issue 4): the provider-to-customer loop clicked as people do, on the
 * real local stack, and the spec's validation messages in English and Russian.
 */

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Side menu' });
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (cents: number) => usd.format(cents / 100);

/** '$2,723.09' → 272309. */
async function centsIn(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  return Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);
}

/** A toast (Mantine notification) with this text; error toasts stay 30 s, so tests close them. */
function toast(page: Page, text: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

async function expectToast(page: Page, text: string) {
  const t = toast(page, text).first();
  await expect(t).toBeVisible();
  await t.getByRole('button').click();
  await expect(toast(page, text)).toHaveCount(0);
}

async function summary(page: Page) {
  await expect(page.getByTestId('summary-unpaid')).toBeVisible();
  return { unpaid: await centsIn(page.getByTestId('summary-unpaid')), paid: await centsIn(page.getByTestId('summary-paid')) };
}

/** 'Add a contact' in the open panel: search, then choose the contact whose name matches. */
async function chooseContact(page: Page, panel: string, search: string, name: RegExp) {
  await dialog(page, panel).getByRole('button', { name: 'Add a contact' }).click();
  const picker = dialog(page, 'Add a contact');
  await picker.getByRole('textbox', { name: 'Search by name or email' }).fill(search);
  await picker.getByRole('button', { name }).first().click();
  await expect(dialog(page, panel)).toBeVisible();
}

test('provider to customer: Jane provides, invoices, publishes; Acme pays the bill; both summaries change', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const serviceName = `Bookkeeping ${unique()}`;
  const comment = 'Monthly close of the books for October, with the bank reconciliation';
  const line = lineAmounts({ priceCents: 125050, quantity: 2, salable: true, salesRate: 0.0888 });

  // --- Jane (Individual) provides a service to Acme Corp -----------------------------------------
  await openLoginAndSignIn(page, PERSONAS.contractor);
  await expect(page.getByTestId('workspace-switcher')).toContainText('Individual');
  await sideMenu(page).getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invoices');
  await expect(page.getByText('ALL UNPAID INVOICES')).toBeVisible();
  await expect(page.getByText('PAID IN LAST 30 DAYS')).toBeVisible();
  const janeBefore = await summary(page);

  await page.getByRole('tab', { name: 'Service logs' }).click();
  await expect(page).toHaveURL(/\/contractor\/service_logs\/p\/p_[0-9A-Z]{26}$/);
  await page.getByRole('button', { name: 'Provide service' }).click();
  const provide = dialog(page, 'Provide service');
  await expect(provide).toBeVisible();

  // Acme is found through 'Add a contact': the server offers employment counterparties as contacts.
  await chooseContact(page, 'Provide service', 'Acme', /Acme Corp/);
  await expect(provide.getByTestId('log-contact-value')).toHaveText('Acme Corp');

  // A new salable service with a price in dollars (sent as cents) and a sales tax rate.
  await provide.getByRole('button', { name: 'Add service' }).click();
  await dialog(page, 'Add service').getByRole('button', { name: 'New service' }).click();
  const newService = dialog(page, 'New service');
  await newService.getByRole('textbox', { name: 'Name' }).fill(serviceName);
  await newService.getByRole('textbox', { name: 'Price' }).fill('1250.5');
  await newService.getByRole('checkbox', { name: 'Salable (sales tax applies)' }).check();
  await newService.getByRole('textbox', { name: 'Sales tax rate (%)' }).fill('8.88');
  await newService.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes was saved!');
  await expect(provide.getByTestId('log-service-value')).toHaveText(serviceName);
  await expect(provide.getByRole('textbox', { name: 'Price' })).toHaveValue('$1,250.50');
  await expect(provide.getByRole('textbox', { name: 'Sales tax rate (%)' })).toHaveValue('8.88');

  // Two hours: start and end become required, and the end must come after the start.
  await provide.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await provide.getByLabel('Start').fill('2026-11-20T13:00');
  await provide.getByLabel('End').fill('2026-11-20T09:00');
  await provide.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await provide.getByRole('button', { name: 'Provide service' }).click();
  await expectToast(page, 'End date must be after start date');
  await provide.getByLabel('End').fill('2026-11-20T15:00');
  await expect(provide.getByTestId('log-line-total')).toContainText(money(line.totalCents));
  await provide.getByRole('button', { name: 'Provide service' }).click();
  await expectToast(page, 'Changes was saved!');
  await expect(provide).toBeHidden();

  const logRow = page.getByTestId('service-logs').getByRole('row').filter({ hasText: serviceName });
  await expect(logRow).toContainText('Acme Corp');
  await expect(logRow).toContainText('$1,250.50');
  // The comment is cut at 30 characters, the whole text on hover.
  const cut = logRow.getByText(`${comment.slice(0, 30)}…`);
  await expect(cut).toBeVisible();
  await cut.hover();
  await expect(page.getByRole('tooltip')).toHaveText(comment);
  await expect(logRow.getByText('None')).toBeVisible();
  await expectNoSeriousViolations(page, 'service logs with a log');

  // --- a draft invoice -----------------------------------------------------------------------------
  await page.getByRole('tab', { name: 'Your invoices' }).click();
  await expect(page).toHaveURL(/\/invoices\/p\/p_[0-9A-Z]{26}$/);
  await page.getByRole('button', { name: 'Start create a new invoice' }).click();
  const newInvoice = dialog(page, 'New invoice');
  await expect(newInvoice.getByTestId('panel-payee')).toContainText('Jane Contractor');
  await chooseContact(page, 'New invoice', 'acme', /Acme Corp/);
  await expect(newInvoice.getByTestId('panel-payer')).toContainText('Acme Corp');
  await newInvoice.getByRole('button', { name: 'Add services' }).click();
  const picker = dialog(page, 'Provided services');
  const ours = picker.getByRole('row').filter({ hasText: serviceName });
  await expect(ours).toHaveCount(1);
  await expect(picker.getByTestId('picker-found')).toHaveText(/^\d+ services found$/);
  await ours.getByRole('checkbox').check();
  await expect(picker.getByTestId('picker-total')).toHaveText(money(line.totalCents));
  await picker.getByRole('button', { name: 'Add selected services' }).click();
  await expect(newInvoice.getByTestId('panel-items')).toContainText(serviceName);
  await expect(newInvoice.getByTestId('panel-total')).toHaveText(money(line.totalCents));
  await expect(newInvoice.getByRole('radio', { name: '7 days' })).toBeChecked();
  await newInvoice.getByRole('button', { name: 'Save draft' }).click();
  await expectToast(page, 'Changes was saved!');
  await expect(newInvoice).toBeHidden();

  const drafts = page.getByTestId('drafts');
  await expect(drafts.getByRole('heading', { name: 'Draft invoices' })).toBeVisible();
  const draftRow = drafts
    .getByTestId('invoice-row')
    .filter({ hasText: money(line.totalCents) })
    .first();
  await expect(draftRow).toContainText('Acme Corp');
  await expect(draftRow.locator('[data-status="DRAFT"]')).toHaveText('Draft');

  // --- continue the draft and publish it ---------------------------------------------------------
  await expectNoSeriousViolations(page, 'draft invoices');
  await draftRow.getByRole('button', { name: 'Continue create invoice' }).click();
  const draft = dialog(page, 'Draft');
  await expect(draft.getByTestId('panel-payer')).toContainText('Acme Corp');
  await expect(draft.getByTestId('panel-items')).toContainText(serviceName);
  await expect(draft.getByTestId('panel-total')).toHaveText(money(line.totalCents));
  await draft.getByText('14 days', { exact: true }).click();
  await expect(draft.getByRole('radio', { name: '14 days' })).toBeChecked();
  await draft.getByRole('button', { name: 'Create invoice' }).click();
  await expectToast(page, 'Changes was saved!');
  await expect(draft).toBeHidden();

  const issued = page.getByTestId('issued-invoices');
  await expect(issued.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  const invoiceRow = issued.getByTestId('invoice-row').first();
  await expect(invoiceRow).toContainText('Acme Corp');
  await expect(invoiceRow.locator('[data-status="PENDING_PAYMENT"]')).toHaveText('Pending payment');
  await expect(invoiceRow.getByTestId('row-number')).toHaveText(/^Invoice #\d+$/);
  const number = (await invoiceRow.getByTestId('row-number').textContent())!;
  await expect(invoiceRow.getByTestId('row-date')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
  await expect(invoiceRow.getByTestId('row-total')).toHaveText(money(line.totalCents));

  // Expanded: the items, the document and the total.
  await invoiceRow.getByRole('button', { name: /Acme Corp/ }).click();
  const items = invoiceRow.getByTestId('invoice-items');
  await expect(items.getByRole('columnheader')).toHaveText([
    'Service',
    'Quantity',
    'Price',
    'Assignee',
    'Date',
    'Location',
    'Comment',
  ]);
  await expect(items).toContainText(serviceName);
  await expect(items).toContainText('Jane Contractor');
  await expect(invoiceRow.getByTestId('invoice-total')).toHaveText(`Total: ${money(line.totalCents)}`);
  await expectNoSeriousViolations(page, 'an issued invoice, expanded');
  const documentButton = invoiceRow.getByTestId('invoice-document');
  await expect(documentButton).toHaveText(/\.pdf$/);
  const [download] = await Promise.all([page.waitForEvent('download'), documentButton.click()]);
  expect(download.suggestedFilename()).toBe(await documentButton.textContent());
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  // An issued invoice's log opens read-only.
  await items.getByRole('button', { name: `Open ${serviceName}` }).click();
  const provided = dialog(page, 'Provided service');
  await expect(provided.getByTestId('log-view')).toContainText(comment);
  await provided.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(provided).toBeHidden();

  const janeIssued = await summary(page);
  expect(janeIssued.unpaid).toBe(janeBefore.unpaid + line.totalCents);

  // --- Acme (the owner, Company workspace) pays the bill -----------------------------------------
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await openLoginAndSignIn(owner, PERSONAS.owner);
  await switchWorkspace(owner, /Company/);
  await expect(owner.getByTestId('workspace-switcher')).toContainText('Acme Corp');
  await sideMenu(owner).getByRole('link', { name: 'Bills' }).click();
  await expect(owner).toHaveURL(/\/bills\/c\/c_[0-9A-Z]{26}$/);
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Bills');
  await expect(owner.getByText('ALL UNPAID BILLS')).toBeVisible();
  await expect(owner.getByRole('tab', { name: 'Your Bills' })).toHaveAttribute('aria-selected', 'true');
  const bill = owner.getByTestId('invoice-row').filter({ hasText: 'Jane Contractor' }).filter({ hasText: number });
  await expect(bill).toHaveCount(1);
  await expect(bill.locator('[data-status="PENDING_PAYMENT"]')).toBeVisible();
  await expect(bill.getByTestId('row-total')).toHaveText(money(line.totalCents));
  const acmeBefore = await summary(owner);
  await bill.getByRole('button', { name: /Jane Contractor/ }).click();
  await expect(bill.getByTestId('invoice-items')).toContainText(serviceName);
  await expectNoSeriousViolations(owner, 'a pending bill, expanded');
  expect(acmeBefore.unpaid).toBeGreaterThanOrEqual(line.totalCents);

  await bill.getByRole('button', { name: 'Paid', exact: true }).click();
  const confirm = owner.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Mark this bill as paid?');
  await confirm.getByRole('button', { name: 'Yes, continue' }).click();
  await expectToast(owner, 'Changes was saved!');
  await expect(bill.locator('[data-status="COMPLETED"]')).toHaveText('Paid');
  await expect(bill.getByRole('button', { name: 'Paid', exact: true })).toHaveCount(0);
  await expect(bill.getByRole('button', { name: 'Voided', exact: true })).toHaveCount(0);
  await expect(owner.getByTestId('summary-unpaid')).toHaveText(money(acmeBefore.unpaid - line.totalCents));
  await expect(owner.getByTestId('summary-paid')).toHaveText(money(acmeBefore.paid + line.totalCents));

  // The contractor's work on the employer side lists the log, read-only to the employer.
  await owner.getByRole('tab', { name: 'Contractor Work' }).click();
  await expect(owner).toHaveURL(/\/employer\/service_logs\/c\//);
  const work = owner.getByTestId('service-logs').getByRole('row').filter({ hasText: serviceName });
  await expect(work).toContainText('Jane Contractor');
  await work.getByRole('button', { name: serviceName }).click();
  await expect(owner.getByRole('dialog', { name: 'Provided service' })).toBeVisible();
  await ownerContext.close();

  // --- Jane's summary moved from unpaid to paid ----------------------------------------------------
  await page.reload();
  await expect(page.getByTestId('summary-paid')).toHaveText(money(janeBefore.paid + line.totalCents));
  await expect(page.getByTestId('summary-unpaid')).toHaveText(money(janeBefore.unpaid));
  await expect(
    page
      .getByTestId('issued-invoices')
      .getByTestId('invoice-row')
      .filter({ hasText: number })
      .locator('[data-status="COMPLETED"]'),
  ).toHaveText('Paid');
});

test('the billing validation messages, in English and in Russian', async ({ page }) => {
  test.setTimeout(120_000);
  await openLoginAndSignIn(page, PERSONAS.contractor);
  await sideMenu(page).getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invoices');

  // New invoice: the picker needs a payer; so do saving and creating.
  await page.getByRole('button', { name: 'Start create a new invoice' }).click();
  const invoice = dialog(page, 'New invoice');
  await invoice.getByRole('button', { name: 'Add services' }).click();
  await expectToast(page, 'Please select a payer');
  await expect(dialog(page, 'Provided services')).toHaveCount(0);
  await invoice.getByRole('button', { name: 'Save draft' }).click();
  await expectToast(page, 'Please select a payer');
  await invoice.getByRole('button', { name: 'Create invoice' }).click();
  await expectToast(page, 'Please select a payer');
  // With a payer, a draft needs services.
  await chooseContact(page, 'New invoice', 'Acme', /Acme Corp/);
  await invoice.getByRole('button', { name: 'Save draft' }).click();
  await expectToast(page, 'Please select services');
  // The picker refuses an empty pick and a period that ends before it starts.
  await invoice.getByRole('button', { name: 'Add services' }).click();
  const picker = dialog(page, 'Provided services');
  await picker.getByRole('button', { name: 'Filters' }).click();
  await picker.getByLabel('Start date').fill('2026-11-10');
  await picker.getByLabel('End date').fill('2026-11-01');
  await picker.getByRole('button', { name: 'Apply filter' }).click();
  await expectToast(page, 'End date must be after start date');
  // A period with nothing in it: nothing found, and nothing to add.
  await picker.getByLabel('Start date').fill('2001-01-01');
  await picker.getByLabel('End date').fill('2001-01-31');
  await picker.getByRole('button', { name: 'Apply filter' }).click();
  await expect(picker.getByTestId('picker-found')).toHaveText('0 services found');
  await expect(picker.getByText('Please create or search through the filter for services rendered')).toBeVisible();
  await picker.getByRole('button', { name: 'Add selected services' }).click();
  await expectToast(page, 'Please create or search through the filter for services rendered');
  await picker.getByRole('button', { name: 'Reset filter' }).click();
  await expect(picker.getByLabel('Start date')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();

  // Provide service: a contact, then a service.
  await page.getByRole('tab', { name: 'Service logs' }).click();
  await page.getByRole('button', { name: 'Provide service' }).click();
  const provide = dialog(page, 'Provide service');
  await provide.getByRole('button', { name: 'Provide service' }).click();
  await expectToast(page, 'Please select a contact');
  await expect(provide.getByTestId('log-contact')).toContainText('Please select a contact');
  // 'Create new contact': name and email required (min 3), email valid.
  await provide.getByRole('button', { name: 'Add a contact' }).click();
  await dialog(page, 'Add a contact').getByRole('button', { name: 'Create new contact' }).click();
  const contact = dialog(page, 'Create new contact');
  await contact.getByRole('button', { name: 'Create new contact' }).click();
  await expect(contact.getByText('This field is required').filter({ visible: true })).toHaveCount(2);
  await contact.getByRole('textbox', { name: 'Name' }).fill('Al');
  await contact.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await contact.getByRole('button', { name: 'Create new contact' }).click();
  await expect(contact.getByText('Minimum length is 3 characters')).toBeVisible();
  await expect(contact.getByText('Invalid email')).toBeVisible();
  await contact.getByRole('button', { name: 'Back' }).click();
  await dialog(page, 'Add a contact').getByRole('textbox', { name: 'Search by name or email' }).fill('Acme');
  await dialog(page, 'Add a contact')
    .getByRole('button', { name: /Acme Corp/ })
    .click();
  await provide.getByRole('button', { name: 'Provide service' }).click();
  await expectToast(page, 'Please select a service');
  // 'Create location': address1, city and ZIP required; the ZIP mask.
  await provide.getByRole('button', { name: 'Add location' }).click();
  await dialog(page, 'Add location').getByRole('button', { name: 'Create location' }).click();
  const location = dialog(page, 'Create location');
  const zip = location.getByRole('textbox', { name: 'ZIP code' });
  await zip.fill('1220a71234');
  await expect(zip).toHaveValue('12207-1234');
  await zip.fill('12');
  await location.getByRole('button', { name: 'Create location' }).click();
  await expect(location.getByText('This field is required').filter({ visible: true })).toHaveCount(2);
  await expect(location.getByText('ZIP code must be 00000 or 00000-0000')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(location).toBeHidden();

  // Bills: the picker needs a payee.
  await sideMenu(page).getByRole('link', { name: 'Bills' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bills');
  await page.getByRole('button', { name: 'Start create a new bill' }).click();
  const bill = dialog(page, 'New Bill');
  await bill.getByRole('button', { name: 'Add services' }).click();
  await expectToast(page, 'Please select a payee');
  await bill.getByRole('button', { name: 'Create bill' }).click();
  await expectToast(page, 'Please select a payee');
  await page.keyboard.press('Escape');

  // --- the same in Russian -------------------------------------------------------------------------
  await page.getByTestId('language-toggle').getByText('RU').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Входящие счета');
  await expect(page.getByText('ВСЕ НЕОПЛАЧЕННЫЕ ВХОДЯЩИЕ СЧЕТА')).toBeVisible();
  await page.getByRole('button', { name: 'Создать новый входящий счёт' }).click();
  const billRu = dialog(page, 'Новый входящий счёт');
  await billRu.getByRole('button', { name: 'Добавить услуги' }).click();
  await expectToast(page, 'Пожалуйста, выберите получателя платежа');
  await page.keyboard.press('Escape');

  await page.getByRole('navigation', { name: 'Боковое меню' }).getByRole('link', { name: 'Счета', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Счета');
  await expect(page.getByText('ВСЕ НЕОПЛАЧЕННЫЕ СЧЕТА', { exact: true })).toBeVisible();
  await expect(page.getByText('ОПЛАЧЕНО ЗА ПОСЛЕДНИЕ 30 ДНЕЙ')).toBeVisible();
  await page.getByRole('button', { name: 'Создать новый счёт' }).click();
  const invoiceRu = dialog(page, 'Новый счёт');
  await invoiceRu.getByRole('button', { name: 'Добавить услуги' }).click();
  await expectToast(page, 'Пожалуйста, выберите плательщика');
  await invoiceRu.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expectToast(page, 'Пожалуйста, выберите плательщика');
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Журнал услуг' }).click();
  await page.getByRole('button', { name: 'Оказать услугу' }).click();
  const provideRu = dialog(page, 'Оказать услугу');
  await provideRu.getByRole('button', { name: 'Оказать услугу' }).click();
  await expectToast(page, 'Пожалуйста, выберите контакт');
  await expect(provideRu.getByTestId('log-contact')).toContainText('Пожалуйста, выберите контакт');
  await provideRu.getByRole('button', { name: 'Добавить контакт' }).click();
  const contactRu = dialog(page, 'Добавить контакт');
  await contactRu.getByRole('textbox', { name: 'Поиск по имени или эл. почте' }).fill('Acme');
  await contactRu.getByRole('button', { name: /Acme Corp/ }).click();
  await provideRu.getByRole('button', { name: 'Оказать услугу' }).click();
  await expectToast(page, 'Пожалуйста, выберите услугу');
});

test('service logs come 20 a page: page links on desktop, Load more under 992 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  // 21 logs for a contact of their own, made through the API (the UI path is covered above).
  const auth = await apiLogin(request, PERSONAS.contractor);
  const workspaces = (await (await request.get('/api/workspaces', { headers: auth })).json()) as {
    data: { id: string; type: string }[];
  };
  const jane = workspaces.data.find((w) => w.type === 'PERSON')!.id;
  const headers = { ...auth, 'x-workspace-id': jane };
  const tag = unique();
  const post = async (path: string, data: unknown) => {
    const res = await request.post(path, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: string; ref?: { id: string } };
  };
  const client = await post('/api/billing/contacts', { name: `Pager Client ${tag}`, email: `pager-${tag}@example.com` });
  const service = await post('/api/billing/services', { name: `Pager service ${tag}`, priceCents: 1000 });
  for (let i = 1; i <= 21; i++) {
    await post('/api/billing/service-logs', {
      executorId: jane,
      recipientId: client.ref!.id,
      serviceId: service.id,
      priceCents: 1000,
      quantity: 1,
      date: '2026-11-02',
      description: `Pager log ${i}`,
    });
  }

  await openLoginAndSignIn(page, PERSONAS.contractor);
  await page.goto(`/contractor/service_logs/p/${jane}`);
  const rows = page.getByTestId('service-logs').locator('tbody tr');
  await expect(rows).toHaveCount(20);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  const first = await rows.first().textContent();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(rows.first()).not.toHaveText(first!);
  await expect(page.getByRole('button', { name: 'Page 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Page 1' }).click();
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toHaveText(first!);

  // A phone: one list that grows.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(rows).toHaveCount(20);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => rows.count()).toBeGreaterThan(20);
  await expect(rows.first()).toHaveText(first!);
});

test('the employer assigns work to its contractor, bills itself for it and voids the bill', async ({ page }) => {
  test.setTimeout(180_000);
  const comment = `Assigned ${unique()}`;
  await openLoginAndSignIn(page, PERSONAS.owner);
  await switchWorkspace(page, /Company/);
  await sideMenu(page).getByRole('link', { name: 'Bills' }).click();
  await page.getByRole('tab', { name: 'Contractor Work' }).click();
  await expect(page).toHaveURL(/\/employer\/service_logs\/c\//);

  // 'Provide service' on the employer side opens 'Assign service': the executor is a contractor.
  await page.getByRole('button', { name: 'Provide service' }).click();
  const assign = dialog(page, 'Assign service');
  await expect(assign.getByTestId('log-contact')).toContainText('Contractor');
  await chooseContact(page, 'Assign service', 'jane', /Jane Contractor/);
  await assign.getByRole('button', { name: 'Add service' }).click();
  const services = dialog(page, 'Add service');
  await services
    .getByRole('button', { name: /Website maintenance/ })
    .first()
    .click();
  await expect(assign.getByTestId('log-service-value')).toHaveText('Website maintenance');
  // The catalogue's price is the default.
  await expect(assign.getByRole('textbox', { name: 'Price' })).toHaveValue('$80.00');
  await assign.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await assign.getByRole('button', { name: 'Assign service' }).click();
  await expectToast(page, 'Changes was saved!');
  const work = page.getByTestId('service-logs').getByRole('row').filter({ hasText: comment });
  await expect(work).toContainText('Jane Contractor');
  // The employer did not provide it: the log opens read-only.
  await work.getByRole('button').first().click();
  await expect(dialog(page, 'Provided service').getByTestId('log-view')).toContainText(comment);
  await page.keyboard.press('Escape');

  // 'New Bill': the payee is the contractor; the bill is issued at once.
  await page.getByRole('tab', { name: 'Your Bills' }).click();
  const before = await summary(page);
  await page.getByRole('button', { name: 'Start create a new bill' }).click();
  const newBill = dialog(page, 'New Bill');
  await expect(newBill.getByTestId('panel-payer')).toContainText('Acme Corp');
  await chooseContact(page, 'New Bill', 'jane', /Jane Contractor/);
  await newBill.getByRole('button', { name: 'Add services' }).click();
  const picker = dialog(page, 'Provided services');
  const ours = picker.getByRole('row').filter({ hasText: 'Website maintenance' }).first();
  await expect(ours).toBeVisible();
  await picker.getByRole('button', { name: 'Add selected services' }).click();
  await expectToast(page, 'Please select services');
  await ours.getByRole('checkbox').check();
  const total = await centsIn(picker.getByTestId('picker-total'));
  expect(total).toBeGreaterThanOrEqual(8000);
  await picker.getByRole('button', { name: 'Add selected services' }).click();
  await expect(newBill.getByTestId('panel-total')).toHaveText(money(total));
  await newBill.getByRole('button', { name: 'Create bill' }).click();
  await expectToast(page, 'Changes was saved!');
  await expect(page.getByTestId('summary-unpaid')).toHaveText(money(before.unpaid + total));

  const bill = page
    .getByTestId('invoice-row')
    .filter({ hasText: 'Jane Contractor' })
    .filter({ hasText: money(total) })
    .first();
  await expect(bill.locator('[data-status="PENDING_PAYMENT"]')).toBeVisible();
  await bill.getByRole('button', { name: 'Voided', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Void this bill?');
  // Cancelling changes nothing.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(bill.locator('[data-status="PENDING_PAYMENT"]')).toBeVisible();
  await bill.getByRole('button', { name: 'Voided', exact: true }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Yes, continue' }).click();
  await expectToast(page, 'Changes was saved!');
  await expect(page.getByTestId('invoice-row').locator('[data-status="VOIDED"]').first()).toHaveText('Voided');
  await expect(page.getByTestId('summary-unpaid')).toHaveText(money(before.unpaid));
  await expect(page.getByTestId('summary-paid')).toHaveText(money(before.paid));
});

test('the executor edits a log, then disables it (marked D, read-only after)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const auth = await apiLogin(request, PERSONAS.contractor);
  const workspaces = (await (await request.get('/api/workspaces', { headers: auth })).json()) as {
    data: { id: string; type: string }[];
  };
  const jane = workspaces.data.find((w) => w.type === 'PERSON')!.id;
  const headers = { ...auth, 'x-workspace-id': jane };
  const tag = unique();
  const client = (await (
    await request.post('/api/billing/contacts', {
      headers,
      data: { name: `Edit Client ${tag}`, email: `edit-${tag}@example.com` },
    })
  ).json()) as { ref: { id: string } };
  const service = (await (
    await request.post('/api/billing/services', { headers, data: { name: `Edited service ${tag}`, priceCents: 5000 } })
  ).json()) as { id: string };
  const created = await request.post('/api/billing/service-logs', {
    headers,
    data: {
      executorId: jane,
      recipientId: client.ref.id,
      serviceId: service.id,
      priceCents: 5000,
      quantity: 1,
      date: '2026-11-03',
    },
  });
  expect(created.status()).toBe(201);

  await openLoginAndSignIn(page, PERSONAS.contractor);
  await page.goto(`/contractor/service_logs/p/${jane}`);
  const row = page
    .getByTestId('service-logs')
    .getByRole('row')
    .filter({ hasText: `Edited service ${tag}` });
  await expect(row).toContainText('11.03.2026');
  await row.getByRole('button', { name: `Edited service ${tag}` }).click();
  const edit = dialog(page, 'Edit provided service');
  await expect(edit.getByTestId('log-contact-value')).toHaveText(`Edit Client ${tag}`);
  // Above 1 the start and end times become required (spec 001 §5).
  await edit.getByRole('textbox', { name: 'Quantity' }).fill('1.5');
  await expect(edit.getByTestId('log-line-total')).toContainText('$75.00');
  await edit.getByRole('button', { name: 'Update service log' }).click();
  await expect(edit.getByText('This field is required')).toHaveCount(2);
  // A new address as the location: 'Add location', 'Create location'.
  await edit.getByRole('button', { name: 'Add location' }).click();
  await dialog(page, 'Add location').getByRole('button', { name: 'Create location' }).click();
  const location = dialog(page, 'Create location');
  await location.getByRole('textbox', { name: 'Address line 1' }).fill('1200 Corporate Center Parkway, Suite 400');
  await location.getByRole('textbox', { name: 'City' }).fill('Albany');
  // The state is searchable.
  await location.getByLabel('State').fill('NJ');
  await page.getByRole('option', { name: 'NJ', exact: true }).click();
  await location.getByRole('textbox', { name: 'ZIP code' }).fill('122071234');
  await location.getByRole('button', { name: 'Create location' }).click();
  await expectToast(page, 'Changes was saved!');
  await expect(edit.getByTestId('log-location-value')).toContainText('Albany, NJ 12207-1234');
  await edit.getByRole('textbox', { name: 'Quantity' }).fill('0.5');
  await expect(edit.getByTestId('log-line-total')).toContainText('$25.00');
  await edit.getByRole('button', { name: 'Update service log' }).click();
  await expectToast(page, 'Changes was saved!');
  await expect(row.getByRole('cell').nth(1)).toHaveText('0.5');
  await expect(row.getByRole('cell').nth(5)).toHaveText(/^.{30}…$/);

  await row.getByRole('button', { name: `Edited service ${tag}` }).click();
  await dialog(page, 'Edit provided service').getByRole('button', { name: 'Disable' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Yes, continue' }).click();
  await expectToast(page, 'Changes was saved!');
  await expect(row.locator('[data-disabled-mark]')).toContainText('D');
  await row.getByRole('button', { name: `Edited service ${tag}` }).click();
  const view = dialog(page, 'Provided service');
  await expect(view).toContainText('Disabled');
  await expect(view.getByRole('button', { name: 'Update service log' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // A draft of another log: its payee deletes it after confirming.
  const log = (await (
    await request.post('/api/billing/service-logs', {
      headers,
      data: {
        executorId: jane,
        recipientId: client.ref.id,
        serviceId: service.id,
        priceCents: 4321,
        quantity: 1,
        date: '2026-11-04',
      },
    })
  ).json()) as { id: string };
  const draft = await request.post('/api/billing/invoices/drafts', {
    headers,
    data: { payerId: client.ref.id, serviceLogIds: [log.id], invoiceDate: '2026-11-04', dueDays: 30 },
  });
  expect(draft.status()).toBe(201);
  await page.getByRole('tab', { name: 'Your invoices' }).click();
  const draftRow = page
    .getByTestId('drafts')
    .getByTestId('invoice-row')
    .filter({ hasText: `Edit Client ${tag}` });
  await expect(draftRow).toContainText('04.11.2026');
  await expect(draftRow.getByTestId('row-total')).toHaveText('$43.21');
  // Its log is still editable by its executor.
  await draftRow.getByRole('button', { name: new RegExp(`Edit Client ${tag}`) }).click();
  await draftRow.getByRole('button', { name: `Open Edited service ${tag}` }).click();
  await expect(dialog(page, 'Edit provided service')).toBeVisible();
  await page.keyboard.press('Escape');
  await draftRow.getByRole('button', { name: 'Delete draft' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Yes, continue' }).click();
  await expectToast(page, 'Record has been deleted!');
  await expect(draftRow).toHaveCount(0);
});
