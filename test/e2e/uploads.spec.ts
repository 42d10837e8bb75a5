import { expect, type Page, test } from '@playwright/test';
import writeXlsxFile from 'write-excel-file/node';
import { DEMO_IDS } from '../../scripts/local/demo.js';
import { apiLogin, expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, unique } from './helpers.js';

/**
 * Bulk uploads in the browser (issue 5): the admin opens the upload pages from the admin panel,
 * downloads the template, uploads an employments file for Acme Corp (EIN 12-3456789) with a bad row
 * — that row is reported with its message and the others are created (checked through the API) —
 * uploads it again without duplicates, in English (CSV) and Russian (XLSX), and uploads companies;
 * every screen passes axe. Start dates lie in 2020, so Acme's lists (newest start first) keep the
 * demo people on their first page for the HR tests.
 */

const ACME_EIN = '12-3456789';
const HEADER = ['employerEin', 'type', 'name', 'email', 'employmentStart', 'payType', 'rate', 'remote'];

const L = {
  en: {
    title: 'Upload employments', preview: '3 rows read: 3 ready to upload, 0 with errors', upload: 'Upload', file: 'File',
    created: 'Created', exists: 'Already exists', error: 'Error', done: 'Upload finished',
    totalsFirst: ['Created: 2', 'Already exist: 0', 'Errors: 1'], totalsAgain: ['Created: 0', 'Already exist: 2', 'Errors: 1'],
    badMessage: 'employerEin: Company not found', existsMessage: 'Already in the portal; skipped',
  },
  ru: {
    title: 'Загрузка трудоустройств', preview: 'Прочитано строк: 3; готовы к загрузке: 2, с ошибками: 1', upload: 'Загрузить', file: 'Файл',
    created: 'Создано', exists: 'Уже есть', error: 'Ошибка', done: 'Загрузка завершена',
    totalsFirst: ['Создано: 2', 'Уже есть: 0', 'Ошибок: 1'], totalsAgain: ['Создано: 0', 'Уже есть: 2', 'Ошибок: 1'],
    badMessage: 'rate: Ставка указывается в долларах, не более двух знаков после точки', existsMessage: 'Уже есть на портале; пропущено',
  },
} as const;

const results = (page: Page) => page.getByTestId('upload-results');
const resultRow = (page: Page, row: number) => results(page).locator(`tr[data-row="${row}"]`);

/** Chooses a file in the page's file input, as the file dialog would. */
async function chooseFile(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
}

/** Acme's employments whose name has the run's id, read as staff acting for Acme. */
async function acmeEmployments(page: Page, id: string) {
  const headers = { ...(await apiLogin(page.request, PERSONAS.admin)), 'x-workspace-id': DEMO_IDS.acme };
  const res = await page.request.get(`/api/workforce/employments?name=${encodeURIComponent(id)}&pageSize=100`, { headers });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: { details: { name: string; email: string }; type: string; rateCents: number }[] }).data;
}

for (const lang of ['en', 'ru'] as const) {
  test(`an employments upload with a bad row creates the rest; the same file again creates nothing (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const l = L[lang];
    const id = unique();
    const rows = [
      [ACME_EIN, 'STAFF', `Ulla Upload ${id}`, `ulla.${id}@example.com`, '2020-01-02', 'HOUR_RATE', '45.50', 'no'],
      // English: an EIN no company holds (the server finds it out); Russian: a rate that is not dollars
      // (the browser already sees it, so the preview counts it).
      lang === 'en'
        ? ['98-7654321', 'STAFF', `Nora Nowhere ${id}`, `nora.${id}@example.com`, '2020-01-02', 'HOUR_RATE', '30', 'yes']
        : [ACME_EIN, 'STAFF', `Nora Nowhere ${id}`, `nora.${id}@example.com`, '2020-01-02', 'HOUR_RATE', 'десять', 'yes'],
      [ACME_EIN, 'Contractor', `Cody Upload ${id}`, `cody.${id}@example.com`, '01/03/2020', 'FIX_RATE', '$1,200', ''],
    ];
    const file =
      lang === 'en'
        ? { name: `people-${id}.csv`, mimeType: 'text/csv', buffer: Buffer.from(`${[HEADER, ...rows].map((r) => r.map((c) => (c.includes(',') ? `"${c}"` : c)).join(',')).join('\r\n')}\r\n`) }
        : {
            name: `people-${id}.xlsx`,
            mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            buffer: await writeXlsxFile([HEADER, ...rows].map((r) => r.map((value) => ({ value })))).toBuffer(),
          };

    await openLoginAndSignIn(page, PERSONAS.admin);
    if (lang === 'ru') {
      await page.getByTestId('language-toggle').getByText('RU').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    }
    await page.goto('/admin');
    await page.getByRole('link', { name: new RegExp(l.title) }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    await expect(page.getByTestId('upload-columns')).toContainText('employerEin*');
    await expectNoSeriousViolations(page, `employments upload ${lang}`);

    // The template is a CSV made on the spot, whose header names the columns.
    const download = page.waitForEvent('download');
    await page.getByTestId('upload-template').click();
    const template = await download;
    expect(template.suggestedFilename()).toBe('employments-template.csv');
    const stream = await template.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toContain('employerEin,type,contractorType,name,email');

    await chooseFile(page, file.name, file.mimeType, file.buffer);
    await expect(page.getByTestId('upload-preview')).toContainText(l.preview);
    await page.getByRole('button', { name: l.upload }).click();
    await expect(page.getByText(l.done)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    for (const total of l.totalsFirst) await expect(page.getByTestId('upload-totals')).toContainText(total);
    await expect(resultRow(page, 2)).toContainText(l.created);
    await expect(resultRow(page, 3)).toContainText(l.error);
    await expect(resultRow(page, 3)).toContainText(l.badMessage);
    await expect(resultRow(page, 4)).toContainText(l.created);
    await expectNoSeriousViolations(page, `employments upload results ${lang}`);

    // The two good rows are Acme's employments now, as the file said; the bad one is not.
    const made = await acmeEmployments(page, id);
    expect(made.map((e) => e.details.name).sort()).toEqual([`Cody Upload ${id}`, `Ulla Upload ${id}`]);
    expect(made.find((e) => e.type === 'CONTRACTOR')?.rateCents).toBe(120000);

    // The same file again: both rows already exist, nothing new is made.
    await page.getByRole('button', { name: lang === 'en' ? 'Remove the file' : 'Убрать файл' }).click();
    await expect(page.getByTestId('upload-preview')).toBeHidden();
    await chooseFile(page, file.name, file.mimeType, file.buffer);
    await expect(page.getByTestId('upload-preview')).toContainText(l.preview);
    await page.getByRole('button', { name: l.upload }).click();
    for (const total of l.totalsAgain) await expect(page.getByTestId('upload-totals')).toContainText(total, { timeout: 30_000 });
    await expect(resultRow(page, 2)).toContainText(l.exists);
    await expect(resultRow(page, 2)).toContainText(l.existsMessage);
    await expect(resultRow(page, 4)).toContainText(l.exists);
    expect(await acmeEmployments(page, id)).toHaveLength(2);
  });
}

test('a companies upload: the valid company is created, the bad EIN reported, a re-upload skips it', async ({ page }) => {
  test.setTimeout(120_000);
  const id = unique();
  const ein = `7${Math.floor(Math.random() * 10)}-${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
  const csv = [
    'Legal Name,EIN,Company Type,Email,Address1,City,State,Zip Code',
    `Upload Works ${id} LLC,${ein},LLC,office.${id}@example.com,1 Upload Plaza,Albany,NY,12207`,
    `Broken EIN ${id} LLC,12-34,LLC,,2 Upload Plaza,Albany,NY,12207`,
  ].join('\n');
  await openLoginAndSignIn(page, PERSONAS.admin);
  await page.goto('/admin');
  await page.getByRole('link', { name: /Upload companies/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upload companies' })).toBeVisible();
  await expectNoSeriousViolations(page, 'companies upload');

  await chooseFile(page, `companies-${id}.csv`, 'text/csv', Buffer.from(csv));
  await expect(page.getByTestId('upload-preview')).toContainText('2 rows read: 1 ready to upload, 1 with errors');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByTestId('upload-totals')).toContainText('Created: 1', { timeout: 30_000 });
  await expect(resultRow(page, 2)).toContainText('Created');
  await expect(resultRow(page, 3)).toContainText('ein: Invalid EIN format');
  await expectNoSeriousViolations(page, 'companies upload results');

  // The company search lists it.
  await page.goto('/admin/companies');
  await page.getByRole('textbox', { name: 'EIN' }).fill(ein);
  await expect(page.getByTestId('companies-table')).toContainText(`Upload Works ${id} LLC`);

  // Again: it exists.
  await page.goto('/upload/companies');
  await chooseFile(page, `companies-${id}.csv`, 'text/csv', Buffer.from(csv));
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByTestId('upload-totals')).toContainText('Already exist: 1', { timeout: 30_000 });
  await expect(resultRow(page, 2)).toContainText('Already exists');
});

test('the upload pages are for staff with an upload role: a client goes home', async ({ page }) => {
  await openLoginAndSignIn(page, PERSONAS.owner);
  await page.goto('/upload/employments');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Upload employments' })).toBeHidden();
});
