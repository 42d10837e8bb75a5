import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, drawSignature, expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, switchWorkspace, unique } from './helpers.js';

/**
 * The Sick Leave Policy in the browser (docs/decisions/0029-leave-policies.md), in English and in
 * Russian, each in a new company that employs John Doe: the owner opens Policies → Sick Leave, sees
 * 'No Sick Leave Policies', opens the create form, finds Create disabled until the company size is
 * chosen, chooses 5-99 and sees the auto-set intervals (pay 40, not pay 0), creates it, and signs it
 * as the officer (Sign → the signing page); staff attach it to John's employment; John opens his
 * per-employment view, sees 'The policy has not yet been signed!', signs it (Sign → the signing
 * page) and then sees its file. Each screen gets an axe scan.
 */

const L = {
  en: {
    menu: 'Policies', tab: 'Sick Leave', title: 'Sick Leave Policies', empty: 'No Sick Leave Policies', create: 'Create Sick Leave Policy',
    dialog: 'Create a Sick Leave Policy', medium: '5-99', micro: '1-4', under: 'Less than a million', createButton: 'Create', created: 'The policy has been created!',
    pay: 'Pay interval, hours', notPay: 'Not-pay interval, hours', sign: 'Sign', notSigned: 'The policy has not yet been signed!', ptoNone: 'No PTO Policy',
    read: 'I have read the disclosure above', agree: 'I agree', sigBox: /^Your signature, page \d/, nameBox: /^Your name, page \d/, pad: 'Please sign here',
    namePad: 'Write your name', nameLabel: 'Your full name', confirm: 'Confirm', finish: 'Finish', done: 'Thank you! You have signed the document', signedBadge: 'Signed',
  },
  ru: {
    menu: 'Политики', tab: 'Больничные', title: 'Политики больничных', empty: 'Нет политик больничных', create: 'Создать политику больничных',
    dialog: 'Создание политики больничных', medium: '5-99', micro: '1-4', under: 'Меньше миллиона', createButton: 'Создать', created: 'Политика создана!',
    pay: 'Оплачиваемый период, часов', notPay: 'Неоплачиваемый период, часов', sign: 'Подписать', notSigned: 'Политика ещё не подписана!', ptoNone: 'Нет политики PTO',
    read: 'Я прочитал(а) сведения выше', agree: 'Я согласен', sigBox: /^Ваша подпись, страница \d/, nameBox: /^Ваше имя, страница \d/, pad: 'Пожалуйста, распишитесь здесь',
    namePad: 'Напишите своё имя', nameLabel: 'Ваше полное имя', confirm: 'Подтвердить', finish: 'Завершить', done: 'Спасибо! Вы подписали документ', signedBadge: 'Подписана',
  },
} as const;
type TWords = (typeof L)[keyof typeof L];

const sideMenu = (page: Page, lang: 'en' | 'ru') => page.getByRole('navigation', { name: lang === 'en' ? 'Side menu' : 'Боковое меню' });

/** A new person who owns a new company that employs John Doe (John accepted). */
async function companyWithJohn(request: APIRequestContext) {
  const email = `leave.${unique()}@example.com`;
  const password = 'Start#2026pass';
  const admin = await apiLogin(request, PERSONAS.admin);
  expect((await request.post('/api/auth/invitations', { headers: admin, data: { email, firstName: 'Lena', lastName: 'Owner' } })).status()).toBe(201);
  const mail = (await (await request.get('/api/admin/mail', { headers: admin })).json()) as { data: { to: string; kind: string; link: string }[] };
  const code = mail.data.find((m) => m.to === email && m.kind === 'INVITATION')!.link.split('/').pop()!;
  expect((await request.post(`/api/auth/invitations/${code}/accept`, { data: { password, confirmPassword: password } })).status()).toBe(201);
  const owner = await apiLogin(request, email, password);
  const name = `Leave Test ${unique()} LLC`;
  const ein = `9${Math.floor(Math.random() * 10)}-${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`;
  const made = await request.post('/api/workforce/companies', {
    headers: owner,
    data: { legalName: name, ein, companyType: 'LLC', headquarter: { address1: '1 Leave Plaza', city: 'Albany', state: 'NY', zipCode: '12207' } },
  });
  expect(made.status(), await made.text()).toBe(201);
  const companyId = (await made.json()).id as string;
  const inCompany = { ...(await apiLogin(request, email, password)), 'x-workspace-id': companyId };
  const hired = await request.post('/api/workforce/employments', {
    headers: inCompany,
    data: { type: 'STAFF', details: { name: 'John Doe', email: PERSONAS.employee }, employmentStart: '2025-03-01', payType: 'HOUR_RATE', rateCents: 4500 },
  });
  expect(hired.status(), await hired.text()).toBe(201);
  const employmentId = (await hired.json()).id as string;
  const john = await apiLogin(request, PERSONAS.employee);
  const me = (await (await request.get('/api/users/me', { headers: john })).json()) as { personId: string };
  expect((await request.post(`/api/workforce/employment-invitations/${employmentId}/accept`, { headers: { ...john, 'x-workspace-id': me.personId } })).status()).toBe(200);
  return { email, password, name, companyId, employmentId, johnPerson: me.personId };
}

/** The signing page: consent, the signature and name boxes, Finish. */
async function signOnPage(page: Page, w: TWords) {
  await expect(page).toHaveURL(/\/sign\/[A-Za-z0-9_-]+$/, { timeout: 30_000 });
  await page.getByRole('checkbox', { name: w.read }).check();
  await page.getByRole('button', { name: w.agree }).click();
  await page.getByRole('button', { name: w.sigBox }).click();
  const pad = page.getByRole('dialog', { name: w.pad });
  await drawSignature(page);
  await pad.getByRole('button', { name: w.confirm }).click();
  await expect(pad).toBeHidden();
  await page.getByRole('button', { name: w.nameBox }).click();
  const namePad = page.getByRole('dialog', { name: w.namePad });
  await namePad.getByRole('textbox', { name: w.nameLabel }).fill('Signed Name');
  await namePad.getByRole('button', { name: w.confirm }).click();
  await expect(namePad).toBeHidden();
  await page.getByRole('button', { name: w.finish }).click();
  await expect(page.getByTestId('signing-done')).toContainText(w.done, { timeout: 30_000 });
}

for (const lang of ['en', 'ru'] as const) {
  test(`the owner creates a Sick Leave Policy, staff attach it, and John signs it (${lang})`, async ({ page, request, browser }) => {
    test.setTimeout(240_000);
    const w = L[lang];
    const company = await companyWithJohn(request);
    await openLoginAndSignIn(page, company.email, company.password);
    if (lang === 'ru') await page.getByTestId('language-toggle').getByText('RU').click();
    await switchWorkspace(page, new RegExp(company.name));
    await sideMenu(page, lang).getByRole('link', { name: w.menu }).click();
    await page.getByRole('tab', { name: w.tab }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByText(w.empty, { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, `slp empty ${lang}`);

    await page.getByRole('button', { name: w.create }).click();
    const dialog = page.getByRole('dialog', { name: w.dialog });
    const create = dialog.getByRole('button', { name: w.createButton, exact: true });
    // Create stays disabled until the size is chosen; for 1-4 employees, until the revenue is chosen too.
    await expect(create).toBeDisabled();
    await dialog.getByRole('radio', { name: w.micro, exact: true }).check();
    await expect(create).toBeDisabled();
    await dialog.getByRole('radio', { name: w.under }).check();
    await expect(create).toBeEnabled();
    await expect(dialog.getByRole('textbox', { name: w.pay, exact: true })).toHaveValue('0');
    await expect(dialog.getByRole('textbox', { name: w.notPay, exact: true })).toHaveValue('40');
    await dialog.getByRole('radio', { name: w.medium, exact: true }).check();
    await expect(dialog.getByRole('textbox', { name: w.pay, exact: true })).toHaveValue('40');
    await expect(dialog.getByRole('textbox', { name: w.notPay, exact: true })).toHaveValue('0');
    await expectNoSeriousViolations(page, `slp create ${lang}`);
    await create.click();
    await expect(page.locator('.mantine-Notification-root').filter({ hasText: w.created }).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('slp-row')).toHaveCount(1);

    // The owner is the officer: Sign → the signing page.
    await page.getByTestId('policy-sign').click();
    await signOnPage(page, w);

    // Staff attach it to John's employment (the attach dialog is staff's; its API is enough here).
    const admin = { ...(await apiLogin(request, PERSONAS.admin)), 'x-workspace-id': company.johnPerson };
    const candidates = await (await request.get(`/api/policies/employments/${company.employmentId}/candidates?kind=SICK`, { headers: admin })).json();
    expect(candidates.data).toHaveLength(1);
    const attached = await request.post(`/api/policies/employments/${company.employmentId}/attach`, { headers: admin, data: { kind: 'SICK', policyId: candidates.data[0].id } });
    expect(attached.status(), await attached.text()).toBe(200);

    // John: Policies → his employment at the company → the sick-leave tab.
    const johnContext = await browser.newContext();
    page = await johnContext.newPage();
    await openLoginAndSignIn(page, PERSONAS.employee);
    if (lang === 'ru') await page.getByTestId('language-toggle').getByText('RU').click();
    await sideMenu(page, lang).getByRole('link', { name: w.menu }).click();
    const item = page.getByTestId('employment-policies').locator('.mantine-Accordion-item').filter({ hasText: company.name });
    if (!(await item.getByRole('tab', { name: w.tab }).isVisible())) await item.getByRole('button', { name: new RegExp(company.name) }).click();
    await expect(item.getByTestId('employment-pto')).toContainText(w.ptoNone);
    await item.getByRole('tab', { name: w.tab }).click();
    await expect(item.getByTestId('employment-slp')).toContainText(w.notSigned);
    await expectNoSeriousViolations(page, `slp employee unsigned ${lang}`);
    await item.getByTestId('employment-sign').click();
    await signOnPage(page, w);

    await page.goBack();
    await page.reload();
    const again = page.getByTestId('employment-policies').locator('.mantine-Accordion-item').filter({ hasText: company.name });
    if (!(await again.getByRole('tab', { name: w.tab }).isVisible())) await again.getByRole('button', { name: new RegExp(company.name) }).click();
    await again.getByRole('tab', { name: w.tab }).click();
    await expect(again.getByTestId('policy-file')).toBeVisible();
    await expectNoSeriousViolations(page, `slp employee signed ${lang}`);
  });
}
