import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { makeFillablePdf, TEMPLATE_FIELDS, TEMPLATE_SIGNATURE } from '../support/form-template.js';
import { apiLogin, expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, unique } from './helpers.js';

/**
 * The staff administrators' screen of the form templates (docs/decisions/0026-form-templates.md):
 * admin@sublime.local opens it from the admin area, uploads a small fillable PDF the test makes for
 * Form 8822-B (its fields read in the browser, mapped to the 8822-B's values), sees it listed, reads
 * the screen in Russian and removes the template. Staff without ADMIN neither see it nor open it.
 * The 8822-B, not the W-8BEN the PDF imitates: other browser tests submit W-8BENs meanwhile, and a
 * template would change what they sign. No template is left behind, even on failure.
 */

/** The fields of the test's PDF this test maps, and the 8822-B's values they take. */
const MAPPING = [
  [TEMPLATE_FIELDS.name, 'businessName'],
  [TEMPLATE_FIELDS['usTin.1'], 'ein.1'],
  [TEMPLATE_FIELDS['usTin.2'], 'ein.2'],
  [TEMPLATE_FIELDS.today, 'today'],
] as const;

let dir: string | undefined;

test.afterEach(async ({ request }) => {
  const auth = await apiLogin(request, PERSONAS.admin);
  const res = await request.delete('/api/form-templates/F8822B', { headers: auth });
  expect([200, 404]).toContain(res.status());
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

test('an administrator uploads a form template, reads the screen in Russian and removes it; axe passes', async ({ page }) => {
  // Four axe scans and two readings of the PDF by pdf.js, on a busy machine.
  test.setTimeout(120_000);
  dir = mkdtempSync(join(tmpdir(), 'form-template-'));
  const fileName = `f8822b-template-${unique()}.pdf`;
  const path = join(dir, fileName);
  writeFileSync(path, await makeFillablePdf());

  await openLoginAndSignIn(page, PERSONAS.admin);
  await page.goto('/admin');
  await expect(page.locator('[data-tile="adminFormTemplates"]')).toContainText('Form templates');
  await page.locator('[data-tile="adminFormTemplates"]').click();
  await expect(page).toHaveURL(/\/admin\/form-templates$/);
  await expect(page.getByRole('heading', { name: 'Form templates' })).toBeVisible();
  // The five kinds, each with its current revision; the 8822-B on its built-in rendition.
  const table = page.getByTestId('templates-table');
  for (const form of ['W-9', 'W-4', 'IT-2104', 'W-8BEN', '8822-B']) await expect(table.getByRole('rowheader', { name: `Form ${form}`, exact: true })).toBeVisible();
  const row = page.getByTestId('template-row-f8822b');
  await expect(row).toContainText('Rev. December 2019');
  await expect(row.getByTestId('template-file')).toHaveText('Built-in rendition');
  await expectNoSeriousViolations(page, 'form templates');

  await row.getByRole('button', { name: 'Upload template of Form 8822-B' }).click();
  const dialog = page.getByRole('dialog', { name: 'Template of Form 8822-B (Rev. December 2019)' });
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles(path);
  // Read in the browser: every text field and box of the PDF (the signature's text field too).
  const mapping = dialog.getByTestId('template-mapping');
  await expect(mapping.locator('tbody > tr')).toHaveCount(10);
  await expect(mapping.locator(`tr[data-pdf-field="${TEMPLATE_FIELDS.foreignTinNotRequired}"]`)).toContainText('Box');
  await expect(dialog.getByText('Fields in the PDF: 10; text fields and boxes to fill: 10')).toBeVisible();
  // The signature field is guessed from its name.
  await expect(dialog.getByRole('combobox', { name: /^Signature field/ })).toHaveValue(TEMPLATE_SIGNATURE);
  await expectNoSeriousViolations(page, 'template dialog');

  const choose = async (field: string, key: string) => {
    await dialog.getByRole('combobox', { name: `Value of ${field}`, exact: true }).fill(key);
    await page.getByRole('option', { name: key, exact: true }).click();
  };
  // One value goes into one field: a second field with the same value is refused before sending.
  await choose(TEMPLATE_FIELDS['usTin.3'], 'ein.1');
  for (const [field, key] of MAPPING) await choose(field, key);
  await dialog.getByRole('button', { name: 'Save template' }).click();
  await expect(dialog.getByText('This value already goes into another field')).toBeVisible();
  // Choosing the value again leaves the field empty.
  const third = dialog.getByRole('combobox', { name: `Value of ${TEMPLATE_FIELDS['usTin.3']}`, exact: true });
  await third.click();
  await page.getByRole('option', { name: 'ein.1', exact: true }).click();
  await expect(third).toHaveValue('');

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/form-templates/F8822B') && r.request().method() === 'PUT');
  await dialog.getByRole('button', { name: 'Save template' }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  const sent = response.request().postDataJSON() as { fileName: string; fields: Record<string, string>; signatureField: string };
  expect(sent.fileName).toBe(fileName);
  expect(sent.fields).toEqual(Object.fromEntries(MAPPING.map(([field, key]) => [key, field])));
  expect(sent.signatureField).toBe(TEMPLATE_SIGNATURE);
  await expect(page.getByText('The template of Form 8822-B has been saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('template-file')).toHaveText(fileName);
  await expect(row.getByTestId('template-fields')).toHaveText('4');
  await expect(row).toHaveAttribute('data-template', 'uploaded');

  // In Russian: the screen, and the Replace dialog, where the current mapping comes back for the same fields.
  await page.getByTestId('language-toggle').getByText('RU').click();
  await expect(page.getByRole('heading', { name: 'Шаблоны форм' })).toBeVisible();
  for (const name of ['Форма', 'Редакция', 'Шаблон', 'Загружен', 'Сопоставлено полей', 'Действия']) {
    await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  await expect(table.getByRole('rowheader', { name: 'Форма 8822-B', exact: true })).toBeVisible();
  await expect(row.getByTestId('template-file')).toHaveText(fileName);
  await expect(page.getByTestId('template-row-w9').getByTestId('template-file')).toHaveText('Встроенный макет');
  await expectNoSeriousViolations(page, 'form templates in Russian');

  await row.getByRole('button', { name: 'Заменить шаблон формы 8822-B' }).click();
  const ru = page.getByRole('dialog', { name: 'Шаблон формы 8822-B (Rev. December 2019)' });
  await expect(ru).toBeVisible();
  await ru.locator('input[type="file"]').setInputFiles(path);
  await expect(ru.getByTestId('template-mapping').locator('tbody > tr')).toHaveCount(10);
  await expect(ru.getByRole('combobox', { name: `Значение поля ${TEMPLATE_FIELDS.name}`, exact: true })).toHaveValue('businessName');
  await expect(ru.getByRole('combobox', { name: `Значение поля ${TEMPLATE_FIELDS.today}`, exact: true })).toHaveValue('today');
  await expect(ru.getByRole('columnheader', { name: 'Значение формы', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'template dialog in Russian');
  await ru.getByRole('button', { name: 'Отмена' }).click();
  await expect(ru).toBeHidden();

  // Remove, asked first: the built-in rendition again.
  await row.getByRole('button', { name: 'Удалить шаблон формы 8822-B' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удаление шаблона' });
  await expect(confirm).toContainText(fileName);
  await confirm.getByRole('button', { name: 'Удалить', exact: true }).click();
  await expect(page.getByText('Шаблон формы 8822-B удалён')).toBeVisible();
  await expect(row.getByTestId('template-file')).toHaveText('Встроенный макет');
  await expect(row).toHaveAttribute('data-template', 'built-in');
  await page.getByTestId('language-toggle').getByText('EN').click();
});

test('staff without ADMIN neither see nor open the form templates', async ({ page, request }) => {
  await openLoginAndSignIn(page, PERSONAS.payroll);
  await page.goto('/admin');
  await expect(page.locator('[data-tile="adminLeads"]')).toBeVisible();
  await expect(page.locator('[data-tile="adminFormTemplates"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Form templates/ })).toHaveCount(0);
  await page.goto('/admin/form-templates');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Form templates' })).toHaveCount(0);
  // The API refuses them too.
  const auth = await apiLogin(request, PERSONAS.payroll);
  expect((await request.get('/api/form-templates', { headers: auth })).status()).toBe(403);
});
