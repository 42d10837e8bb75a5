import { expect, test, type Page } from '@playwright/test';
import { DEMO_IDS } from '../../scripts/local/demo.js';
import { expectNoSeriousViolations, openLoginAndSignIn, PERSONAS } from './helpers.js';

/**
 * The app shell's Back breadcrumb and domain gating (spec 000 §2 App shell, §6; issue 19 items 3
 * and 10), in English and Russian with axe scans:
 * - Back leads to the parent route and names it: a branch to the headquarter page listing the
 *   branches, an office to the offices, a provider employee to the employees (no longer 'Home');
 * - the Timesheet entry and /timesheet need the TIMESHEET domain: Jane (a contractor, no grant)
 *   has no entry and is sent home from the URL; John (Acme granted his employment TIMESHEET_OPERATE
 *   in the demo) has it. A provider employee gets in without a grant: timesheet.spec.ts, acting for Jane.
 */

const L = {
  en: {
    back: (to: string) => `Back to ${to}`, headquarter: 'Headquarter', offices: 'Offices', employees: 'Employees',
    timesheet: 'Timesheet', profile: 'Profile', sideMenu: 'Side menu',
  },
  ru: {
    back: (to: string) => `Назад: ${to}`, headquarter: 'Головной офис', offices: 'Офисы', employees: 'Сотрудники',
    timesheet: 'Табель', profile: 'Профиль', sideMenu: 'Боковое меню',
  },
} as const;
type TLang = keyof typeof L;

const sideMenu = (page: Page, lang: TLang) => page.getByRole('navigation', { name: L[lang].sideMenu });
const backLink = (page: Page) => page.getByTestId('back-link');

async function toRussian(page: Page) {
  await page.getByTestId('language-toggle').getByText('RU').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
}

for (const lang of ['en', 'ru'] as const) {
  test(`Back from a branch leads to the headquarter page that lists the branches (${lang})`, async ({ page }) => {
    const l = L[lang];
    await openLoginAndSignIn(page, PERSONAS.owner);
    if (lang === 'ru') await toRussian(page);
    const headquarter = `/userprofile/c/${DEMO_IDS.acme}/headquarter`;
    await page.goto(headquarter);
    await page.getByRole('link', { name: 'Brooklyn branch' }).click();
    await expect(page).toHaveURL(new RegExp(`/userprofile/c/${DEMO_IDS.acme}/branches/${DEMO_IDS.acmeBranch}$`));
    await expect(page.getByRole('heading', { name: 'Brooklyn branch', level: 2 })).toBeVisible();

    await expect(backLink(page)).toHaveText(l.back(l.headquarter));
    await expect(backLink(page)).toHaveAttribute('href', headquarter);
    await expectNoSeriousViolations(page, `branch ${lang}`);
    await backLink(page).click();
    await expect(page).toHaveURL(new RegExp(`${headquarter}$`));
    await expect(page.getByRole('link', { name: 'Brooklyn branch' })).toBeVisible();
    // The headquarter page is the profile's: Back from it leads to the profile.
    await expect(backLink(page)).toHaveText(l.back(l.profile));
  });

  test(`Back from an office and a provider employee leads to their lists (${lang})`, async ({ page }) => {
    const l = L[lang];
    await openLoginAndSignIn(page, PERSONAS.admin);
    if (lang === 'ru') await toRussian(page);
    await page.goto(`/admin/offices/${DEMO_IDS.office}`);
    await expect(page.getByRole('heading', { name: 'Sublime — Manhattan office' }).first()).toBeVisible();
    await expect(backLink(page)).toHaveText(l.back(l.offices));
    await expect(backLink(page)).toHaveAttribute('href', '/admin/offices');
    await expectNoSeriousViolations(page, `office ${lang}`);
    await backLink(page).click();
    await expect(page).toHaveURL(/\/admin\/offices$/);

    await page.goto('/admin/employments');
    await page.getByTestId('employee-autocomplete').fill('paul');
    await page.getByTestId('directory-suggestion').filter({ hasText: 'Paul Payroll' }).click();
    await expect(page.getByRole('heading', { name: 'Paul Payroll' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/employments\/[^/]+$/);
    await expect(backLink(page)).toHaveText(l.back(l.employees));
    await expect(backLink(page)).toHaveAttribute('href', '/admin/employments');
    await backLink(page).click();
    await expect(page).toHaveURL(/\/admin\/employments$/);
  });

  test(`the Timesheet needs the TIMESHEET domain: Jane has no entry and is sent home, John has it (${lang})`, async ({ browser }) => {
    const l = L[lang];
    const janeContext = await browser.newContext();
    const jane = await janeContext.newPage();
    await openLoginAndSignIn(jane, PERSONAS.contractor);
    if (lang === 'ru') await toRussian(jane);
    // The menu has loaded (her profile is there), and it has no Timesheet.
    await expect(sideMenu(jane, lang).getByRole('link', { name: l.profile, exact: true })).toBeVisible();
    await expect(sideMenu(jane, lang).getByRole('link', { name: l.timesheet, exact: true })).toHaveCount(0);
    await expectNoSeriousViolations(jane, `menu without the timesheet ${lang}`);
    await jane.goto('/timesheet');
    await expect(jane).toHaveURL(/\/$/);
    await expect(jane.getByRole('heading', { level: 1, name: l.timesheet })).toHaveCount(0);
    await janeContext.close();

    const johnContext = await browser.newContext();
    const john = await johnContext.newPage();
    await openLoginAndSignIn(john, PERSONAS.employee);
    if (lang === 'ru') await toRussian(john);
    const entry = sideMenu(john, lang).getByRole('link', { name: l.timesheet, exact: true });
    await expect(entry).toBeVisible();
    await entry.click();
    await expect(john).toHaveURL(/\/timesheet(\?.*)?$/);
    await expect(john.getByRole('heading', { level: 1, name: l.timesheet })).toBeVisible();
    await expectNoSeriousViolations(john, `timesheet through the menu ${lang}`);
    await johnContext.close();
  });
}
