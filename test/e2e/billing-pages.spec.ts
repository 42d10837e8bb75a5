import { expect, test, type Page } from '@playwright/test';
import { apiLogin, expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, unique } from './helpers.js';

/**
 * Issue 19 item 7 in the browser: a list of 8 pages shows a window of 5 page links (spec 000 §5),
 * 'Create new contact' takes an address (spec 001 §3), and the own profile may stand on either
 * side of an invoice, moving the other party, so an invoice in the own name can start from the
 * Bills page too (spec 001 §4). English, then Russian, with an axe scan in each.
 */

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const pageLinks = (page: Page, label: 'Page' | 'Страница') =>
  page.getByTestId('pager').getByRole('button', { name: new RegExp(`^${label} \\d+$`) });
const linkNumbers = async (page: Page, label: 'Page' | 'Страница') =>
  (await pageLinks(page, label).allInnerTexts()).map((n) => Number(n.trim()));

const LOG_PAGE = 20;
const PAGES = 8;

test('a list of 8 pages shows 5 page links; the own profile moves between payer and payee; a contact keeps its address', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = unique();
  const auth = await apiLogin(request, PERSONAS.contractor);
  const workspaces = (await (await request.get('/api/workspaces', { headers: auth })).json()) as { data: { id: string; type: string }[] };
  const jane = workspaces.data.find((w) => w.type === 'PERSON')!.id;
  const headers = { ...auth, 'x-workspace-id': jane };
  const post = async (path: string, data: unknown) => {
    const res = await request.post(path, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: string; ref?: { id: string } };
  };
  // Jane's service logs filled to 8 pages of 20 through the API: logs for a contact of her own.
  const clientName = `Pager Client ${tag}`;
  const client = await post('/api/billing/contacts', { name: clientName, email: `pages-${tag}@example.com` });
  const service = await post('/api/billing/services', { name: `Paged service ${tag}`, priceCents: 1000 });
  const listed = async (pageNo: number) =>
    (await (await request.get(`/api/billing/service-logs?side=CONTRACTOR&size=${LOG_PAGE}&page=${pageNo}`, { headers })).json()) as {
      data: unknown[];
      countOfPages: number;
    };
  const first = await listed(0);
  const have = first.countOfPages === 0 ? 0 : (first.countOfPages - 1) * LOG_PAGE + (await listed(first.countOfPages - 1)).data.length;
  const missing = Math.max(0, (PAGES - 1) * LOG_PAGE + 1 - have);
  for (let i = 0; i < missing; i += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, missing - i) }, (_, j) =>
        post('/api/billing/service-logs', {
          executorId: jane,
          recipientId: client.ref!.id,
          serviceId: service.id,
          priceCents: 1000,
          quantity: 1,
          date: '2026-11-03',
          description: `Paged log ${i + j}`,
        }),
      ),
    );
  }
  const total = (await listed(0)).countOfPages;
  expect(total).toBeGreaterThanOrEqual(PAGES);

  // --- English: the pager's window of 5 ---------------------------------------------------------
  await openLoginAndSignIn(page, PERSONAS.contractor);
  await page.goto(`/contractor/service_logs/p/${jane}`);
  await expect(page.getByTestId('service-logs').locator('tbody tr')).toHaveCount(LOG_PAGE);
  await expect(pageLinks(page, 'Page')).toHaveCount(5);
  expect(await linkNumbers(page, 'Page')).toEqual([1, 2, 3, 4, 5]);
  await expect(page.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Page 5', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Page 5', exact: true })).toHaveAttribute('aria-current', 'page');
  expect(await linkNumbers(page, 'Page')).toEqual([3, 4, 5, 6, 7]);
  await page.getByRole('button', { name: 'Last page' }).click();
  await expect(page.getByRole('button', { name: `Page ${total}`, exact: true })).toHaveAttribute('aria-current', 'page');
  expect(await linkNumbers(page, 'Page')).toEqual([total - 4, total - 3, total - 2, total - 1, total]);
  await expectNoSeriousViolations(page, 'service logs, last page');

  // --- English: 'Create new contact' with an address, and the own profile on either side ---------
  await page.goto(`/invoices/p/${jane}`);
  await page.getByRole('button', { name: 'Start create a new invoice' }).click();
  const invoice = dialog(page, 'New invoice');
  await expect(invoice.getByTestId('panel-payee')).toContainText('Jane Contractor');
  await expect(invoice.getByTestId('panel-payee')).toContainText('Own profile');
  await invoice.getByRole('button', { name: 'Add a contact' }).click();
  await dialog(page, 'Add a contact').getByRole('button', { name: 'Create new contact' }).click();
  const contact = dialog(page, 'Create new contact');
  const harbor = `Harbor Supply ${tag}`;
  await contact.getByRole('textbox', { name: 'Name' }).fill(harbor);
  await contact.getByRole('textbox', { name: 'Email' }).fill(`harbor-${tag}@example.com`);
  await expect(contact.getByRole('group', { name: 'Address' })).toBeVisible();
  await contact.getByRole('textbox', { name: 'Address line 1' }).fill('12 Harbor Road');
  // An address begun must be whole: the city is missing.
  await contact.getByRole('button', { name: 'Create new contact' }).click();
  await expect(contact.getByRole('textbox', { name: 'City' })).toHaveAttribute('aria-invalid', 'true');
  await contact.getByRole('textbox', { name: 'City' }).fill('Albany');
  await contact.getByRole('combobox', { name: 'State' }).fill('NY');
  await page.getByRole('option', { name: 'NY', exact: true }).click();
  await contact.getByRole('textbox', { name: 'ZIP code' }).fill('122071234');
  await expect(contact.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('12207-1234');
  await expectNoSeriousViolations(page, 'create new contact with an address');
  await contact.getByRole('button', { name: 'Create new contact' }).click();
  await expect(invoice.getByTestId('panel-payer')).toContainText(harbor);
  await expect(invoice.getByRole('button', { name: 'Save draft' })).toBeVisible();

  // The picker offers the own profile; choosing it as payer moves the contact to payee.
  await invoice.getByRole('button', { name: 'Add a contact' }).click();
  const picker = dialog(page, 'Add a contact');
  await picker.getByRole('textbox', { name: 'Search by name or email' }).fill(harbor);
  await expect(picker.getByRole('button', { name: new RegExp(harbor) })).toContainText('12 Harbor Road, Albany, NY 12207-1234');
  await picker.getByRole('textbox', { name: 'Search by name or email' }).fill('');
  await expect(picker.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await expectNoSeriousViolations(page, 'contact picker with the own profile');
  await picker.getByTestId('own-profile').click();
  await expect(invoice.getByTestId('panel-payer')).toContainText('Jane Contractor');
  await expect(invoice.getByTestId('panel-payee')).toContainText(harbor);
  // Jane pays: the panel makes a bill.
  await expect(invoice.getByRole('button', { name: 'Create bill' })).toBeVisible();
  await expect(invoice.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  // Choosing her as payee again moves the contact back to payer.
  await invoice.getByRole('button', { name: 'Add a contact' }).click();
  await dialog(page, 'Add a contact').getByTestId('own-profile').click();
  await expect(invoice.getByTestId('panel-payee')).toContainText('Jane Contractor');
  await expect(invoice.getByTestId('panel-payer')).toContainText(harbor);
  await expect(invoice.getByRole('button', { name: 'Create invoice' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(invoice).toBeHidden();

  // --- Russian: the pager, and an invoice in her own name started on the Bills page -------------
  await page.getByTestId('language-toggle').getByText('RU').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.goto(`/contractor/service_logs/p/${jane}`);
  await expect(pageLinks(page, 'Страница')).toHaveCount(5);
  await page.getByRole('button', { name: 'Страница 4', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Страница 4', exact: true })).toHaveAttribute('aria-current', 'page');
  expect(await linkNumbers(page, 'Страница')).toEqual([2, 3, 4, 5, 6]);
  await expectNoSeriousViolations(page, 'service logs in Russian');

  await page.goto(`/bills/p/${jane}`);
  await page.getByRole('button', { name: 'Создать новый входящий счёт' }).click();
  const bill = dialog(page, 'Новый входящий счёт');
  await expect(bill.getByTestId('panel-payer')).toContainText('Свой профиль');
  await bill.getByRole('button', { name: 'Добавить контакт' }).click();
  await dialog(page, 'Добавить контакт').getByTestId('own-profile').click();
  // Her own profile as payee leaves the payer side empty, to be chosen: an invoice in her name.
  await expect(bill.getByTestId('panel-payee')).toContainText('Jane Contractor');
  await expect(bill.getByTestId('panel-payer')).toContainText('Нет');
  await bill.getByRole('button', { name: 'Добавить контакт' }).click();
  const pickerRu = dialog(page, 'Добавить контакт');
  await pickerRu.getByRole('textbox', { name: 'Поиск по имени или эл. почте' }).fill(clientName);
  await pickerRu.getByRole('button', { name: new RegExp(clientName) }).first().click();
  await expect(bill.getByTestId('panel-payer')).toContainText(clientName);
  await expectNoSeriousViolations(page, 'new bill turned invoice in Russian');
  await bill.getByRole('button', { name: 'Добавить услуги' }).click();
  const services = dialog(page, 'Оказанные услуги');
  await services.getByTestId('picker-table').getByRole('checkbox').first().check();
  await services.getByRole('button', { name: 'Добавить выбранные услуги' }).click();
  await bill.getByRole('button', { name: 'Создать счёт', exact: true }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Изменения сохранены!' }).first()).toBeVisible();
  await expect(bill).toBeHidden();
  const created = await request.get(`/api/billing/invoices?excludeStatus=DRAFT&size=10&page=0`, { headers });
  const newest = ((await created.json()) as { data: { payee: { id: string }; payer: { name: string } }[] }).data[0]!;
  expect(newest.payee.id).toBe(jane);
  expect(newest.payer.name).toBe(clientName);
  await page.getByTestId('language-toggle').getByText('EN').click();
});
