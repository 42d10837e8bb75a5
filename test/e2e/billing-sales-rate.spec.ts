import { expect, test, type Page } from '@playwright/test';
import { apiLogin, expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, unique } from './helpers.js';

/**
 * The sales tax rate's 00.00 mask and the draft actions (issue 19, item 7), in English and in
 * Russian: '8875' typed reads 88.75 (it read 88 and was saved as 0.88), is kept as 0.8875, and the
 * invoice taxes 88.75 % of the gross in exact cents; the draft row reads 'Continue create invoice'
 * (spec 000 §2) and the expanded draft 'Continue filling out invoice' (spec 001 §4).
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (cents: number) => usd.format(cents / 100);
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

const TEXTS = {
  en: {
    provide: 'Provide service',
    addContact: 'Add a contact',
    searchContact: 'Search by name or email',
    addService: 'Add service',
    newService: 'New service',
    name: 'Name',
    price: 'Price',
    salable: 'Salable (sales tax applies)',
    rate: 'Sales tax rate (%)',
    save: 'Save',
    saved: 'Changes was saved!',
    tax: 'Sales tax',
    start: 'Start create a new invoice',
    newInvoice: 'New invoice',
    addServices: 'Add services',
    picker: 'Provided services',
    addSelected: 'Add selected services',
    saveDraft: 'Save draft',
    drafts: 'Draft invoices',
    draft: 'Draft',
    continueRow: 'Continue create invoice',
    continueFilling: 'Continue filling out invoice',
    deleteDraft: 'Delete draft',
    confirm: 'Please confirm',
    yes: 'Yes, continue',
    deleted: 'Record has been deleted!',
  },
  ru: {
    provide: 'Оказать услугу',
    addContact: 'Добавить контакт',
    searchContact: 'Поиск по имени или эл. почте',
    addService: 'Добавить услугу',
    newService: 'Новая услуга',
    name: 'Название',
    price: 'Цена',
    salable: 'Облагается налогом с продаж',
    rate: 'Ставка налога с продаж (%)',
    save: 'Сохранить',
    saved: 'Изменения сохранены!',
    tax: 'Налог с продаж',
    start: 'Создать новый счёт',
    newInvoice: 'Новый счёт',
    addServices: 'Добавить услуги',
    picker: 'Оказанные услуги',
    addSelected: 'Добавить выбранные услуги',
    saveDraft: 'Сохранить черновик',
    drafts: 'Черновики счетов',
    draft: 'Черновик',
    continueRow: 'Продолжить создание счёта',
    continueFilling: 'Продолжить заполнение счёта',
    deleteDraft: 'Удалить черновик',
    confirm: 'Подтвердите действие',
    yes: 'Да, продолжить',
    deleted: 'Запись удалена!',
  },
} as const;

/** A toast with this text: checked, then closed (error toasts stay 30 s). */
async function expectToast(page: Page, text: string) {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
  await expect(toast).toBeVisible();
  await toast.getByRole('button').click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: text })).toHaveCount(0);
}

for (const lang of ['en', 'ru'] as const) {
  test(`the sales tax rate typed as 8875 reads 88.75 % and the invoice taxes it to the cent (${lang})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const T = TEXTS[lang];
    // $123.45 x 1 at 88.75 %: 12,345 x 8,875 / 10,000 = 10,956.1875 cents, half up 10,956.
    const priceCents = 12_345;
    const basisPoints = 8875;
    const taxCents = Math.round((priceCents * basisPoints) / 10_000);
    const totalCents = priceCents + taxCents;
    expect(taxCents).toBe(10_956);
    // The old mask read '8875' as 88 %: 10,864 cents of tax. The figure below must not be that.
    expect(taxCents).not.toBe(Math.round((priceCents * 8800) / 10_000));

    // A contact of the test's own, so its draft is the only one for that payer.
    const auth = await apiLogin(request, PERSONAS.contractor);
    const workspaces = (await (await request.get('/api/workspaces', { headers: auth })).json()) as { data: { id: string; type: string }[] };
    const jane = workspaces.data.find((w) => w.type === 'PERSON')!.id;
    const headers = { ...auth, 'x-workspace-id': jane };
    const tag = unique();
    const clientName = `Rate Client ${tag}`;
    const serviceName = `Rate service ${tag}`;
    const contact = await request.post('/api/billing/contacts', { headers, data: { name: clientName, email: `rate-${tag}@example.com` } });
    expect(contact.status(), await contact.text()).toBe(201);
    const clientId = ((await contact.json()) as { ref: { id: string } }).ref.id;

    await openLoginAndSignIn(page, PERSONAS.contractor);
    if (lang === 'ru') {
      await page.getByTestId('language-toggle').getByText('RU').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    }

    // --- the rate typed in 'New service' and in the log form ----------------------------------------
    await page.goto(`/contractor/service_logs/p/${jane}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.getByRole('button', { name: T.provide }).click();
    const provide = dialog(page, T.provide);
    await provide.getByRole('button', { name: T.addContact }).click();
    const contacts = dialog(page, T.addContact);
    await contacts.getByRole('textbox', { name: T.searchContact }).fill(clientName);
    await contacts.getByRole('button', { name: new RegExp(clientName) }).first().click();
    await expect(provide.getByTestId('log-contact-value')).toHaveText(clientName);

    await provide.getByRole('button', { name: T.addService }).click();
    await dialog(page, T.addService).getByRole('button', { name: T.newService }).click();
    const newService = dialog(page, T.newService);
    await newService.getByRole('textbox', { name: T.name, exact: true }).fill(serviceName);
    await newService.getByRole('textbox', { name: T.price }).fill('123.45');
    await newService.getByRole('checkbox', { name: T.salable }).check();
    const serviceRate = newService.getByRole('textbox', { name: T.rate });
    await serviceRate.pressSequentially('8875');
    await expect(serviceRate).toHaveValue('88.75');
    await expect(newService.getByText('%', { exact: true })).toBeVisible();
    await newService.getByRole('button', { name: T.save }).click();
    await expectToast(page, T.saved);

    // The service was saved at 0.8875 and comes back as 88.75 in the log form.
    await expect(provide.getByTestId('log-service-value')).toHaveText(serviceName);
    const rate = provide.getByRole('textbox', { name: T.rate });
    await expect(rate).toHaveValue('88.75');
    // Typed again, keystroke by keystroke: the point comes by itself after two digits.
    await rate.fill('');
    await rate.pressSequentially('88');
    await expect(rate).toHaveValue('88');
    await rate.pressSequentially('75');
    await expect(rate).toHaveValue('88.75');
    await expect(provide.getByText('%', { exact: true })).toBeVisible();
    // A third decimal and a fifth digit are not taken: the mask is 00.00, the rate at most 100 %.
    await rate.pressSequentially('9');
    await expect(rate).toHaveValue('88.75');
    await expect(provide.getByTestId('log-line-total')).toContainText(`${T.tax} ${money(taxCents)}`);
    await expect(provide.getByTestId('log-line-total')).toContainText(money(totalCents));
    await expectNoSeriousViolations(page, `the log form with the rate typed (${lang})`);
    await provide.getByRole('button', { name: T.provide }).click();
    await expectToast(page, T.saved);
    await expect(provide).toBeHidden();

    // On the wire: the fraction 0.8875 and the tax in cents.
    const logs = await request.get(`/api/billing/service-logs?side=CONTRACTOR&counterpartyId=${clientId}`, { headers });
    expect(logs.status()).toBe(200);
    const stored = ((await logs.json()) as { data: { title: string; salesRate?: number; taxCents: number; totalCents: number }[] }).data;
    expect(stored).toEqual([expect.objectContaining({ title: serviceName, salesRate: 0.8875, taxCents, totalCents })]);

    // --- the invoice: a draft whose tax is 88.75 % of the gross ------------------------------------
    await page.goto(`/invoices/p/${jane}`);
    await page.getByRole('button', { name: T.start }).click();
    const newInvoice = dialog(page, T.newInvoice);
    await newInvoice.getByRole('button', { name: T.addContact }).click();
    await dialog(page, T.addContact).getByRole('textbox', { name: T.searchContact }).fill(clientName);
    await dialog(page, T.addContact).getByRole('button', { name: new RegExp(clientName) }).first().click();
    await expect(newInvoice.getByTestId('panel-payer')).toContainText(clientName);
    await newInvoice.getByRole('button', { name: T.addServices }).click();
    const picker = dialog(page, T.picker);
    await picker.getByRole('row').filter({ hasText: serviceName }).getByRole('checkbox').check();
    await expect(picker.getByTestId('picker-total')).toHaveText(money(totalCents));
    await picker.getByRole('button', { name: T.addSelected }).click();
    await expect(newInvoice.getByTestId('panel-total')).toHaveText(money(totalCents));
    await newInvoice.getByRole('button', { name: T.saveDraft }).click();
    await expectToast(page, T.saved);
    await expect(newInvoice).toBeHidden();

    const drafts = page.getByTestId('drafts');
    await expect(drafts.getByRole('heading', { name: T.drafts })).toBeVisible();
    const draftRow = drafts.getByTestId('invoice-row').filter({ hasText: clientName });
    await expect(draftRow).toHaveCount(1);
    await expect(draftRow.getByTestId('row-total')).toHaveText(money(totalCents));
    // The row's buttons: 'Delete draft' and 'Continue create invoice' (spec 000 §2, 001 §2).
    await expect(draftRow.getByRole('button', { name: T.continueRow, exact: true })).toBeVisible();
    await expect(draftRow.getByRole('button', { name: T.deleteDraft, exact: true })).toBeVisible();
    await expect(draftRow.getByRole('button', { name: T.continueFilling, exact: true })).toBeHidden();

    // Expanded: the tax line is 88.75 % of the gross, and the draft's own action (spec 001 §4).
    await draftRow.getByRole('button', { name: new RegExp(clientName) }).click();
    await expect(draftRow.getByText(`${T.tax}: ${money(taxCents)}`, { exact: true })).toBeVisible();
    await expect(draftRow.getByTestId('invoice-total')).toContainText(money(totalCents));
    const continueFilling = draftRow.getByRole('button', { name: T.continueFilling, exact: true });
    await expect(continueFilling).toBeVisible();
    await expectNoSeriousViolations(page, `a draft with 88.75 % tax, expanded (${lang})`);

    const invoices = await request.get('/api/billing/invoices?status=DRAFT&size=100', { headers });
    const draft = ((await invoices.json()) as { data: { id: string; payer: { id: string }; subtotalCents: number; taxCents: number; totalCents: number }[] }).data.find(
      (d) => d.payer.id === clientId,
    );
    expect(draft).toMatchObject({ subtotalCents: priceCents, taxCents, totalCents });

    // Both actions continue the same draft.
    await continueFilling.click();
    const draftPanel = dialog(page, T.draft);
    await expect(draftPanel.getByTestId('panel-payer')).toContainText(clientName);
    await expect(draftPanel.getByTestId('panel-total')).toHaveText(money(totalCents));
    await page.keyboard.press('Escape');
    await expect(draftPanel).toBeHidden();
    await draftRow.getByRole('button', { name: T.continueRow, exact: true }).click();
    await expect(draftPanel.getByTestId('panel-total')).toHaveText(money(totalCents));
    await page.keyboard.press('Escape');
    await expect(draftPanel).toBeHidden();

    // Tidy up: the draft goes, its service can be invoiced again.
    await draftRow.getByRole('button', { name: T.deleteDraft, exact: true }).click();
    await dialog(page, T.confirm).getByRole('button', { name: T.yes }).click();
    await expectToast(page, T.deleted);
    await expect(drafts.getByTestId('invoice-row').filter({ hasText: clientName })).toHaveCount(0);
  });
}
