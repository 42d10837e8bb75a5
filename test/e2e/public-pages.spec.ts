import { expect, test } from '@playwright/test';
import { apiLogin, PERSONAS, unique } from './helpers.js';

test.describe('home and contact form', () => {
  test('shows each validation message, then submits a lead that staff can see', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounting, tax, payroll and HR services');
    await expect(page.locator('[data-tile]')).toHaveCount(4);
    await expect(page.locator('[data-tile="taxPreparation"]')).toHaveAttribute('href', '/prices');

    const form = page.getByRole('region', { name: 'Contact us' });
    const name = form.getByRole('textbox', { name: 'Name' });
    const email = form.getByRole('textbox', { name: 'Email' });
    const phone = form.getByRole('textbox', { name: 'Phone' });
    const submit = form.getByRole('button', { name: 'Contact me' });

    await submit.click();
    await expect(form.getByText('This field is required')).toBeVisible();
    await expect(form.getByText('Required phone number or email')).toBeVisible();

    await name.fill('Jo');
    await submit.click();
    await expect(form.getByText('Minimum length is 3 characters')).toBeVisible();

    await name.fill('J0hn 42');
    await submit.click();
    await expect(form.getByText('Only letters are allowed')).toBeVisible();

    await email.fill('not-an-email@');
    await submit.click();
    await expect(form.getByText('Invalid email')).toBeVisible();

    await email.fill(`${'a'.repeat(45)}@example.com`);
    await submit.click();
    await expect(form.getByText('Maximum length is 50 characters')).toBeVisible();

    // The phone keeps digits and one leading plus only.
    await phone.fill('+1 (555) 12a3');
    await expect(phone).toHaveValue('+1555123');
    await expect(form.getByRole('combobox', { name: 'Country code' })).toHaveValue('+1');

    const leadName = `Lead ${unique().replace(/[^a-z]/g, '')}`;
    await name.fill(leadName);
    await email.fill('');
    await form.getByRole('textbox', { name: 'Promo code' }).fill('SPRING');
    await form.getByRole('textbox', { name: 'Message' }).fill('Please call me about payroll.');
    await form.getByRole('radio', { name: 'Russian' }).check();
    await submit.click();
    await expect(form.getByText('We will contact you shortly')).toBeVisible();

    const headers = await apiLogin(request, PERSONAS.admin);
    const leads = await request.get('/api/admin/leads', { headers });
    expect(leads.ok()).toBeTruthy();
    const body = (await leads.json()) as { data: { name: string; phone?: string; preferredLanguage: string }[] };
    const lead = body.data.find((l) => l.name === leadName);
    expect(lead).toMatchObject({ phone: '+1555123', preferredLanguage: 'RU' });
  });

  test('a server failure shows the call-us message with the phone number', async ({ page }) => {
    await page.route('**/api/feedback', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"systemCode":"internal_error","message":"x"}' }),
    );
    await page.goto('/');
    const form = page.getByRole('region', { name: 'Contact us' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Maria Smith');
    await form.getByRole('textbox', { name: 'Email' }).fill('maria@example.com');
    await form.getByRole('button', { name: 'Contact me' }).click();
    await expect(form.getByRole('alert')).toContainText('We are sorry, a server error occurred. Please call us');
    await expect(form.getByRole('alert').getByRole('link')).toHaveAttribute('href', /^tel:\+1/);
  });
});

test('the language toggle switches to Russian and survives a reload', async ({ page }) => {
  await page.goto('/prices');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax Preparation Fees');
  await expect(page.getByText('$325.00')).toBeVisible();
  await page.getByTestId('language-toggle').getByText('RU').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Стоимость подготовки налоговых деклараций');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Стоимость подготовки налоговых деклараций');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.getByTestId('language-toggle').getByText('EN').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('public pages: locations, support without the side menu, and not found', async ({ page }) => {
  await page.goto('/locations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our offices');
  // The offices come from GET /api/offices (the seed's Manhattan office).
  await expect(page.locator('[data-office]')).not.toHaveCount(0);
  await expect(page.locator('[data-office]').first()).toContainText('1 Liberty Plaza');
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support');
  await expect(page.getByRole('navigation', { name: 'Side menu' })).not.toBeInViewport();
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('footer')).toContainText(String(new Date().getFullYear()));
});

test('a failed login shows the server message in a red alert', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(PERSONAS.owner);
  await page.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const alert = page.getByTestId('login-error');
  await expect(alert).toHaveText('Bad credentials');
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(page).toHaveURL(/\/login/);
});

test('the burger menu replaces the header links under 992 px', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/');
  const burger = page.getByTestId('burger');
  await expect(burger).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Side menu' })).not.toBeInViewport();
  await burger.click();
  const menu = page.getByRole('navigation', { name: 'Side menu' });
  await expect(menu).toBeInViewport();
  await menu.getByRole('link', { name: 'Prices' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax Preparation Fees');
  await expect(menu).not.toBeInViewport();
});

test('locations shows an empty state when the API lists no offices', async ({ page }) => {
  await page.route('**/api/offices', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":[]}' }));
  await page.goto('/locations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our offices');
  await expect(page.getByTestId('offices-empty')).toBeVisible();
  await expect(page.locator('[data-office]')).toHaveCount(0);
});
