import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, switchWorkspace, unique } from './helpers.js';

/**
 * Workforce in the browser (issue 5): Acme's owner switches to the Company workspace, adds an
 * employee and a contractor, sees the lists, creates a project and adds a manager, in English and
 * in Russian, with an axe scan of each screen.
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
  },
  ru: {
    hr: 'Кадры', projects: 'Проекты', employees: 'Сотрудники', contractors: 'Подрядчики', addEmployee: 'Добавить сотрудника', addContractor: 'Добавить подрядчика',
    name: 'Имя', email: 'Email', rate: 'Ставка, $', create: 'Создать', createProject: 'Создать проект', title: 'Название', addManager: 'Добавить менеджера', save: 'Сохранить',
    created: 'Трудоустройство создано!', projectCreated: 'Проект успешно создан!', projectUpdated: 'Проект успешно обновлён!',
    details: 'Данные сотрудника', new: 'Новый', managers: 'Менеджеры',
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
    await addEmployee.getByRole('button', { name: l.create }).click();
    await expectToast(page, l.created);
    await expect(page.getByRole('link', { name: employee })).toBeVisible();

    // Its details page.
    await page.getByRole('link', { name: employee }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`${l.details}: ${employee}`) })).toBeVisible();
    await expect(page.getByText(l.new, { exact: true })).toBeVisible();
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
    await addContractor.getByRole('button', { name: l.create }).click();
    await expectToast(page, l.created);
    await expect(page.getByRole('link', { name: contractor })).toBeVisible();
    await expectNoSeriousViolations(page, `hr contractors ${lang}`);

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
    await card.getByRole('button', { name: l.save }).click();
    await expectToast(page, l.projectUpdated);
    await page.reload();
    const saved = page.locator('.mantine-Card-root').filter({ has: page.locator(`input[value="${project}"]`) });
    await expect(saved.getByRole('link', { name: employee })).toBeVisible();
    await expectNoSeriousViolations(page, `projects ${lang}`);
  });
}
