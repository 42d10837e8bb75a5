import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, switchWorkspace, unique } from './helpers.js';

/**
 * Workforce in the browser (issue 5): Acme's owner switches to the Company workspace, adds an
 * employee (with an address) and a contractor, sees the lists, creates a project, adds a manager
 * and an executor and removes the executor again, in English and in Russian, with an axe scan of
 * each screen.
 */

const sideMenu = (page: Page, lang: 'en' | 'ru') => page.getByRole('navigation', { name: lang === 'en' ? 'Side menu' : 'Боковое меню' });

async function expectToast(page: Page, text: string) {
  const t = page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
  await expect(t).toBeVisible();
  await t.getByRole('button').click();
}

const L = {
  en: {
    hr: 'HR', projects: 'Projects', employees: 'Employees', contractors: 'Contractors', addEmployee: 'Add employee', addContractor: 'Add contractor',
    name: 'Name', email: 'Email', rate: 'Rate, $', create: 'Create', createProject: 'Create project', title: 'Title', addManager: 'Add manager', save: 'Save',
    created: 'The employment has been created!', projectCreated: 'The project has been successfully created!', projectUpdated: 'The project has been successfully updated!',
    details: 'Employee details', new: 'New', managers: 'Managers',
    address1: 'Address line 1', city: 'City', zip: 'ZIP code', address: 'Address', addExecutor: 'Add executor', removeExecutor: 'Remove executor',
    contractorType: 'Contractor type', company: 'Company', companyEin: 'Company EIN', findCompany: 'Find company', changeCompany: 'Change company',
    companyNotFound: 'Company not found', cancel: 'Cancel', providesServices: 'Provides services to the client', buysGoods: 'Buys goods from the client', yes: 'Yes', no: 'No',
  },
  ru: {
    hr: 'Кадры', projects: 'Проекты', employees: 'Сотрудники', contractors: 'Подрядчики', addEmployee: 'Добавить сотрудника', addContractor: 'Добавить подрядчика',
    name: 'Имя', email: 'Email', rate: 'Ставка, $', create: 'Создать', createProject: 'Создать проект', title: 'Название', addManager: 'Добавить менеджера', save: 'Сохранить',
    created: 'Трудоустройство создано!', projectCreated: 'Проект успешно создан!', projectUpdated: 'Проект успешно обновлён!',
    details: 'Данные сотрудника', new: 'Новый', managers: 'Менеджеры',
    address1: 'Адрес, строка 1', city: 'Город', zip: 'Почтовый индекс', address: 'Адрес', addExecutor: 'Добавить исполнителя', removeExecutor: 'Убрать исполнителя',
    contractorType: 'Тип подрядчика', company: 'Компания', companyEin: 'EIN компании', findCompany: 'Найти компанию', changeCompany: 'Сменить компанию',
    companyNotFound: 'Компания не найдена', cancel: 'Отмена', providesServices: 'Оказывает услуги клиенту', buysGoods: 'Покупает товары у клиента', yes: 'Да', no: 'Нет',
  },
} as const;

for (const lang of ['en', 'ru'] as const) {
  test(`the owner adds an employee and a contractor, then a project with a manager (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    const l = L[lang];
    const id = unique();
    await openLoginAndSignIn(page, PERSONAS.owner);
    if (lang === 'ru') await page.getByTestId('language-toggle').getByText('RU').click();
    await switchWorkspace(page, /Acme Corp/);
    await sideMenu(page, lang).getByRole('link', { name: l.hr }).click();
    await expect(page.getByRole('heading', { level: 1, name: l.hr })).toBeVisible();
    // The demo employee is listed.
    await expect(page.getByRole('link', { name: 'John Doe' })).toBeVisible();
    await expectNoSeriousViolations(page, `hr employees ${lang}`);

    // Add an employee.
    const employee = `Emma Staff ${id}`;
    await page.getByRole('button', { name: l.addEmployee }).click();
    const addEmployee = page.getByRole('dialog', { name: l.addEmployee });
    await addEmployee.getByRole('textbox', { name: l.name }).fill(employee);
    await addEmployee.getByRole('textbox', { name: l.email }).fill(`emma.${id}@example.com`);
    await addEmployee.getByRole('textbox', { name: l.rate }).fill('45');
    // The employee's address, in the profile's address editor (US tab; the state defaults to NY).
    await addEmployee.getByRole('textbox', { name: l.address1 }).fill('12 Test Street');
    await addEmployee.getByRole('textbox', { name: l.city, exact: true }).fill('Albany');
    await addEmployee.getByRole('textbox', { name: l.zip }).fill('12207');
    await expect(addEmployee.getByRole('textbox', { name: l.zip })).toHaveValue('12207');
    await expectNoSeriousViolations(page, `employment form with address ${lang}`);
    await addEmployee.getByRole('button', { name: l.create }).click();
    await expectToast(page, l.created);
    await expect(page.getByRole('link', { name: employee })).toBeVisible();

    // Its details page.
    await page.getByRole('link', { name: employee }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`${l.details}: ${employee}`) })).toBeVisible();
    await expect(page.getByText(l.new, { exact: true })).toBeVisible();
    await expect(page.getByText('12 Test Street, Albany, NY 12207')).toBeVisible();
    await expectNoSeriousViolations(page, `employee details ${lang}`);

    // Add a contractor.
    await page.getByRole('tab', { name: l.contractors, exact: true }).click();
    await expect(page.getByRole('link', { name: 'Jane Contractor' })).toBeVisible();
    const contractor = `Carl Contractor ${id}`;
    await page.getByRole('button', { name: l.addContractor }).click();
    const addContractor = page.getByRole('dialog', { name: l.addContractor });
    await addContractor.getByRole('textbox', { name: l.name }).fill(contractor);
    await addContractor.getByRole('textbox', { name: l.email }).fill(`carl.${id}@example.com`);
    await addContractor.getByRole('textbox', { name: l.rate }).fill('80');
    // The contractor's relation to the client (spec 000 §3 Contractor).
    await addContractor.getByRole('checkbox', { name: l.providesServices }).check();
    await expect(addContractor.getByRole('checkbox', { name: l.buysGoods })).not.toBeChecked();
    await addContractor.getByRole('button', { name: l.create }).click();
    await expectToast(page, l.created);
    await expect(page.getByRole('link', { name: contractor })).toBeVisible();
    await expectNoSeriousViolations(page, `hr contractors ${lang}`);
    await page.getByRole('link', { name: contractor }).click();
    await expect(page.getByText(l.providesServices).locator('xpath=..')).toContainText(l.yes);
    await expect(page.getByText(l.buysGoods).locator('xpath=..')).toContainText(l.no);
    await page.goBack();
    await expect(page.getByRole('button', { name: l.addContractor })).toBeVisible();

    // A company contractor is a company of the directory: the owner (not staff) names it by its exact EIN.
    await expect(page.getByRole('link', { name: 'Globex Consulting LLC' })).toBeVisible();
    await page.getByRole('button', { name: l.addContractor }).click();
    const byCompany = page.getByRole('dialog', { name: l.addContractor });
    await byCompany.getByRole('combobox', { name: l.contractorType, exact: true }).click();
    await page.getByRole('option', { name: l.company, exact: true }).click();
    await byCompany.getByRole('textbox', { name: l.companyEin }).fill('001234567');
    await expect(byCompany.getByRole('textbox', { name: l.companyEin })).toHaveValue('00-1234567');
    await byCompany.getByRole('button', { name: l.findCompany }).click();
    await expect(byCompany.getByText(l.companyNotFound)).toBeVisible();
    await byCompany.getByRole('textbox', { name: l.companyEin }).fill('47-1234567');
    await byCompany.getByRole('button', { name: l.findCompany }).click();
    const picked = byCompany.getByTestId('contractor-company');
    await expect(picked).toContainText('Globex Consulting LLC');
    await expect(picked).toContainText('47-1234567');
    await expect(byCompany.getByRole('textbox', { name: l.name })).toHaveValue('Globex Consulting LLC');
    await expectNoSeriousViolations(page, `company contractor picker ${lang}`);
    await picked.getByRole('button', { name: l.changeCompany }).click();
    await expect(byCompany.getByRole('textbox', { name: l.companyEin })).toBeVisible();
    await byCompany.getByRole('button', { name: l.cancel }).click();
    await expect(byCompany).toHaveCount(0);

    // Create a project and add the new employee as its manager.
    const project = `Project ${id}`;
    await sideMenu(page, lang).getByRole('link', { name: l.projects }).click();
    await page.getByRole('button', { name: l.createProject }).click();
    const create = page.getByRole('dialog', { name: l.createProject });
    await create.getByRole('button', { name: l.create }).click();
    await expect(create.getByRole('textbox', { name: l.title })).toHaveAttribute('aria-invalid', 'true');
    await create.getByRole('textbox', { name: l.title }).fill(project);
    await create.getByRole('button', { name: l.create }).click();
    await expectToast(page, l.projectCreated);
    const card = page.locator('.mantine-Card-root').filter({ has: page.locator(`input[value="${project}"]`) });
    await expect(card).toBeVisible();
    await card.getByLabel(l.addManager).fill(employee.slice(0, 10));
    await page.getByRole('option', { name: employee }).click();
    await expect(card.getByRole('link', { name: employee })).toBeVisible();
    // And the new contractor as an executor.
    await card.getByLabel(l.addExecutor).fill(contractor.slice(0, 10));
    await page.getByRole('option', { name: contractor }).click();
    await expect(card.getByRole('button', { name: `${l.removeExecutor} ${contractor}` })).toBeVisible();
    await card.getByRole('button', { name: l.save }).click();
    await expectToast(page, l.projectUpdated);
    await page.reload();
    const saved = page.locator('.mantine-Card-root').filter({ has: page.locator(`input[value="${project}"]`) });
    await expect(saved.getByRole('link', { name: employee })).toBeVisible();
    // The executor links to the contractor's page (by employment type).
    await expect(saved.getByRole('link', { name: contractor })).toHaveAttribute('href', /\/hr\/.+\/contractors\//);
    await expectNoSeriousViolations(page, `projects ${lang}`);

    // Removing the executor takes the project off the contractor.
    await saved.getByRole('button', { name: `${l.removeExecutor} ${contractor}` }).click();
    await saved.getByRole('button', { name: l.save }).click();
    await expectToast(page, l.projectUpdated);
    await page.reload();
    const after = page.locator('.mantine-Card-root').filter({ has: page.locator(`input[value="${project}"]`) });
    await expect(after.getByRole('link', { name: employee })).toBeVisible();
    await expect(after.getByRole('link', { name: contractor })).toHaveCount(0);
  });
}
