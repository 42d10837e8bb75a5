import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, switchWorkspace, unique } from './helpers.js';

/**
 * The Holiday and Overtime Policy in the browser (docs/decisions/0028-holiday-overtime-policy.md): a
 * company's owner opens Policies, sees 'No Holiday and Overtime Policies', opens the create form,
 * finds §5's defaults prefilled and marked required, picks a few of the year's federal and New York
 * holidays, creates the policy and sees it in the list, in English and in Russian, with an axe scan
 * of each screen. Each language works in a new company of its own (so the empty state is always
 * there and Acme's rules, which the timesheet reads, stay as seeded); Acme's owner then sees the
 * demo's policy signed by its employees.
 */

const L = {
  en: {
    menu: 'Policies', title: 'Holiday and Overtime Policies', empty: 'No Holiday and Overtime Policies', create: 'Create policy',
    dialog: 'Create a Holiday and Overtime Policy', titleLabel: 'Title', start: 'Start weekday', end: 'End weekday', rate: 'Overtime rate',
    limit: 'Overtime limit, hours per week', tech: 'Technical overtime, hours per week', notice: 'Notification period, hours',
    minPaid: 'Minimum paid holiday time, hours', sunday: 'Sunday', saturday: 'Saturday', paid: 'Paid holidays', unpaid: 'Unpaid holidays',
    createButton: 'Create', created: 'The policy has been created!', active: 'Active', signatures: "Employees' signatures", noEmployees: 'No employees',
    defaultTitle: 'Holiday and Overtime Policy', rateShown: '× 1.5', tab: 'Holiday and Overtime',
  },
  ru: {
    menu: 'Политики', title: 'Политики праздников и сверхурочной работы', empty: 'Нет политик праздников и сверхурочной работы', create: 'Создать политику',
    dialog: 'Новая политика праздников и сверхурочной работы', titleLabel: 'Название', start: 'Первый день недели', end: 'Последний день недели',
    rate: 'Ставка сверхурочных', limit: 'Лимит сверхурочных, часов в неделю', tech: 'Техническая переработка, часов в неделю',
    notice: 'Срок уведомления, часов', minPaid: 'Минимум оплачиваемого праздничного времени, часов', sunday: 'Воскресенье', saturday: 'Суббота',
    paid: 'Оплачиваемые праздники', unpaid: 'Неоплачиваемые праздники', createButton: 'Создать', created: 'Политика создана!', active: 'Действует',
    signatures: 'Подписи сотрудников', noEmployees: 'Нет сотрудников', defaultTitle: 'Holiday and Overtime Policy', rateShown: '× 1,5', tab: 'Праздники и сверхурочные',
  },
} as const;

const sideMenu = (page: Page, lang: 'en' | 'ru') => page.getByRole('navigation', { name: lang === 'en' ? 'Side menu' : 'Боковое меню' });

/** A new person (invited by the demo admin, so confirmed) who owns a new company. */
async function newOwner(request: APIRequestContext) {
  const email = `policy.${unique()}@example.com`;
  const password = 'Start#2026pass';
  const admin = await apiLogin(request, PERSONAS.admin);
  expect((await request.post('/api/auth/invitations', { headers: admin, data: { email, firstName: 'Polly', lastName: 'Owner' } })).status()).toBe(201);
  const mail = (await (await request.get('/api/admin/mail', { headers: admin })).json()) as { data: { to: string; kind: string; link: string }[] };
  const code = mail.data.find((m) => m.to === email && m.kind === 'INVITATION')!.link.split('/').pop()!;
  expect((await request.post(`/api/auth/invitations/${code}/accept`, { data: { password, confirmPassword: password } })).status()).toBe(201);
  const headers = await apiLogin(request, email, password);
  const name = `Policy Test ${unique()} LLC`;
  const ein = `9${Math.floor(Math.random() * 10)}-${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`;
  const made = await request.post('/api/workforce/companies', {
    headers,
    data: { legalName: name, ein, companyType: 'LLC', headquarter: { address1: '1 Policy Plaza', city: 'Albany', state: 'NY', zipCode: '12207' } },
  });
  expect(made.status(), await made.text()).toBe(201);
  return { email, password, name };
}

for (const lang of ['en', 'ru'] as const) {
  test(`the owner creates a Holiday and Overtime Policy with the defaults (${lang})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const l = L[lang];
    const owner = await newOwner(request);
    await openLoginAndSignIn(page, owner.email, owner.password);
    if (lang === 'ru') await page.getByTestId('language-toggle').getByText('RU').click();
    await switchWorkspace(page, new RegExp(owner.name));
    await sideMenu(page, lang).getByRole('link', { name: l.menu }).click();
    // The Policies page opens on the PTO tab; the Holiday and Overtime Policies have a tab of their own.
    await page.getByRole('tab', { name: l.tab }).click();
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    await expect(page.getByText(l.empty, { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, `policies empty ${lang}`);

    await page.getByRole('button', { name: l.create }).click();
    const dialog = page.getByRole('dialog', { name: l.dialog });
    await expect(dialog).toBeVisible();
    // §5's defaults, prefilled.
    await expect(dialog.getByRole('textbox', { name: l.titleLabel, exact: true })).toHaveValue(l.defaultTitle);
    await expect(dialog.getByRole('combobox', { name: l.start, exact: true })).toHaveValue(l.sunday);
    await expect(dialog.getByRole('combobox', { name: l.end, exact: true })).toHaveValue(l.saturday);
    await expect(dialog.getByRole('textbox', { name: l.rate, exact: true })).toHaveValue('1.5');
    await expect(dialog.getByRole('textbox', { name: l.limit, exact: true })).toHaveValue('20');
    await expect(dialog.getByRole('textbox', { name: l.tech, exact: true })).toHaveValue('1');
    await expect(dialog.getByRole('textbox', { name: l.notice, exact: true })).toHaveValue('24');
    await expect(dialog.getByRole('textbox', { name: l.minPaid, exact: true })).toHaveValue('4');
    // §5's required fields are marked: title, both weekdays, rate, limit, technical overtime, notice, minimum paid time (and the contract type and year).
    expect(await dialog.locator('.mantine-InputWrapper-required').count()).toBeGreaterThanOrEqual(8);

    // A few of the year's holidays: two paid (a federal one and New York's own), one unpaid.
    const paid = dialog.getByRole('group', { name: l.paid, exact: true });
    const unpaid = dialog.getByRole('group', { name: l.unpaid, exact: true });
    await paid.getByRole('checkbox', { name: /^Independence Day,/ }).check();
    await paid.getByRole('checkbox', { name: /^Lincoln's Birthday,/ }).check();
    await unpaid.getByRole('checkbox', { name: /^Columbus Day,/ }).check();
    // Chosen as paid, a holiday is not offered as unpaid.
    await expect(unpaid.getByRole('checkbox', { name: /^Independence Day,/ })).toBeDisabled();
    await expectNoSeriousViolations(page, `policy create form ${lang}`);

    await dialog.getByRole('button', { name: l.createButton, exact: true }).click();
    await expect(page.locator('.mantine-Notification-root').filter({ hasText: l.created }).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    const item = page.getByTestId('haop-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(l.defaultTitle);
    await expect(item).toContainText(l.active);
    await expect(item).toContainText(`${l.sunday} – ${l.saturday}`);
    await expect(item).toContainText(l.rateShown);
    await expect(page.getByText(l.empty, { exact: true })).toHaveCount(0);
    // The new policy opens: its holidays and its (employee-less) signatures.
    await expect(item).toContainText('Independence Day');
    await expect(item).toContainText('Columbus Day');
    await expect(item.getByRole('heading', { name: l.signatures })).toBeVisible();
    await expect(item.getByText(l.noEmployees)).toBeVisible();
    await expectNoSeriousViolations(page, `policies list ${lang}`);
  });
}

test("Acme's owner sees the demo policy signed by its employees", async ({ page }) => {
  test.setTimeout(120_000);
  await openLoginAndSignIn(page, PERSONAS.owner);
  await switchWorkspace(page, /Acme Corp/);
  await sideMenu(page, 'en').getByRole('link', { name: L.en.menu }).click();
  await page.getByRole('tab', { name: L.en.tab }).click();
  const item = page.getByTestId('haop-item').filter({ hasText: L.en.defaultTitle }).last();
  await item.getByRole('button', { name: new RegExp(L.en.defaultTitle) }).click();
  const john = item.getByTestId('haop-signature').filter({ hasText: 'John Doe' });
  await expect(john.locator('[data-state="SIGNED"]')).toBeVisible();
  await expectNoSeriousViolations(page, 'policies demo signatures en');
});
