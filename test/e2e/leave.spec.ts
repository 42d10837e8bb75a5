import { expect, test, type Browser, type Page } from '@playwright/test';
import { addDays } from '../../shared/timesheet/timesheet.schema.js';
import { expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, switchWorkspace } from './helpers.js';

/**
 * Vacation and sick leave in the browser (issue 16; spec 000 §2 "Vacation and sick leave"), once in
 * English and once in Russian, with an axe scan of each screen: John requests a vacation three weeks
 * ahead and sees his PTO balance projected to its start; Olivia, Acme's owner, opens it from the
 * company's vacation list and approves it; John's timesheet shows the day as vacation, locked; John
 * sees his sick-leave balance and the demo's pending request, creates a sick leave record, opens its
 * Options and deletes it after the confirmation. Each language uses days of its own (40049).
 *
 * Demo data relied on (scripts/local/demo-leave.ts, demo-policies.ts): Acme's signed PTO and Sick
 * Leave Policies signed by John, his balances with their history, one sick-leave request pending.
 */

const L = {
  en: {
    side: 'Side menu', vacations: 'Vacations', sick: 'Sick leave', request: 'Request vacation', start: 'Start date', end: 'End date', paid: 'Paid',
    comment: 'Employee comment', send: 'Send request', requested: 'Requested', approved: 'Approved', reviewTitle: 'Vacation request',
    assigneeComment: 'Assignee comment', approve: 'Approve', today: 'Balance today', projected: 'Projected balance on', date: 'Date',
    addPeriod: 'Add new period manually', vacationDay: 'Vacation', employer: 'Employer', records: 'Records', balance: 'Balance', requests: 'Requests',
    createRecord: 'Create sick leave record', isPaid: 'Is this sick leave paid?', create: 'Create', options: 'Options', del: 'Delete', cancel: 'Cancel',
    sure: 'Are your sure want to delete', undone: "This action can't be undone.", deleted: 'The sick leave record has been deleted',
    changelog: 'Balance changelog', noRecords: 'No sick leave records', recordTitle: (p: string) => `Sick Leave (${p})`,
    day: (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`,
  },
  ru: {
    side: 'Боковое меню', vacations: 'Отпуска', sick: 'Больничные', request: 'Запросить отпуск', start: 'Дата начала', end: 'Дата окончания',
    paid: 'Оплачиваемый', comment: 'Комментарий сотрудника', send: 'Отправить заявку', requested: 'Запрошен', approved: 'Одобрен',
    reviewTitle: 'Заявка на отпуск', assigneeComment: 'Комментарий ответственного', approve: 'Одобрить', today: 'Баланс сегодня',
    projected: 'Прогноз баланса на', date: 'Дата', addPeriod: 'Добавить период вручную', vacationDay: 'Отпуск', employer: 'Работодатель',
    records: 'Записи', balance: 'Баланс', requests: 'Заявки', createRecord: 'Создать запись о больничном', isPaid: 'Больничный оплачивается?',
    create: 'Создать', options: 'Действия', del: 'Удалить', cancel: 'Отмена', sure: 'Вы уверены, что хотите удалить', undone: 'Это действие нельзя отменить.',
    deleted: 'Запись о больничном удалена', changelog: 'История изменений баланса', noRecords: 'Нет записей о больничных',
    recordTitle: (p: string) => `Больничный (${p})`, day: (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`,
  },
} as const;

/** Today in New York (the browser's zone in these tests). */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
/** The first Monday at least `days` days ahead. */
function mondayAfter(days: number): string {
  let d = addDays(today, days);
  while (new Date(`${d}T00:00:00Z`).getUTCDay() !== 1) d = addDays(d, 1);
  return d;
}

async function signIn(browser: Browser, email: string, lang: 'en' | 'ru'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openLoginAndSignIn(page, email);
  if (lang === 'ru') {
    await page.getByTestId('language-toggle').getByText('RU').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  }
  return page;
}

const menu = (page: Page, lang: 'en' | 'ru', name: string) => page.getByRole('navigation', { name: L[lang].side }).getByRole('link', { name, exact: true });

for (const [lang, week] of [['en', 3], ['ru', 4]] as const) {
  test(`vacation request, approval, timesheet lock and a sick leave record (${lang})`, async ({ browser }) => {
    test.setTimeout(240_000);
    const l = L[lang];
    // A Wednesday three (English) or four (Russian) weeks ahead: after the demo's approved vacation, before nothing else.
    const day = addDays(mondayAfter(7 * week), 2);

    // John requests the day off and sees his balance today and projected to the day.
    const john = await signIn(browser, PERSONAS.employee, lang);
    await menu(john, lang, l.vacations).click();
    await expect(john.getByRole('heading', { level: 1, name: l.vacations })).toBeVisible();
    await expect(john.getByTestId('vacation-row').first()).toBeVisible();
    await expectNoSeriousViolations(john, `vacations ${lang}`);
    await john.getByRole('button', { name: l.request }).click();
    const dialog = john.getByRole('dialog', { name: l.request });
    await dialog.getByLabel(l.start).fill(day);
    await dialog.getByLabel(l.end).fill(day);
    await expect(dialog.getByTestId('balance-today')).toContainText(l.today);
    await expect(dialog.getByTestId('balance-projected')).toContainText(`${l.projected} ${l.day(day)}`);
    // Unpaid, so the approval below never depends on how much the demo's year has accrued.
    await dialog.getByRole('switch', { name: l.paid }).uncheck({ force: true });
    await dialog.getByLabel(l.comment).fill(`e2e ${lang}`);
    await expectNoSeriousViolations(john, `vacation request dialog ${lang}`);
    await dialog.getByRole('button', { name: l.send }).click();
    await expect(dialog).toHaveCount(0);
    const mine = john.locator(`[data-testid="vacation-row"][data-start="${day}"]`);
    await expect(mine.getByTestId('status-badge')).toHaveText(l.requested);
    await expect(mine.getByTestId('status-badge')).toHaveAttribute('data-tone', 'yellow');

    // Olivia opens it from Acme's vacation list and approves it.
    const olivia = await signIn(browser, PERSONAS.owner, lang);
    await switchWorkspace(olivia, /Acme Corp/);
    await menu(olivia, lang, l.vacations).click();
    const row = olivia.locator(`[data-testid="vacation-row"][data-start="${day}"]`);
    await expect(row).toBeVisible();
    await expectNoSeriousViolations(olivia, `company vacations ${lang}`);
    await row.getByRole('link').click();
    await expect(olivia.getByRole('heading', { level: 1, name: l.reviewTitle })).toBeVisible();
    await expect(olivia.getByTestId('balance-alert')).toBeVisible();
    await expectNoSeriousViolations(olivia, `vacation review ${lang}`);
    await olivia.getByLabel(l.assigneeComment).fill('Enjoy');
    await olivia.getByRole('button', { name: l.approve }).click();
    await expect(olivia.getByTestId('vacation-details').getByTestId('status-badge')).toHaveText(l.approved);
    await expect(olivia.getByTestId('vacation-details').getByTestId('status-badge')).toHaveAttribute('data-tone', 'green');
    await expect(olivia.getByRole('button', { name: l.approve })).toHaveCount(0);
    await olivia.context().close();

    // John's timesheet: the day is vacation, and nothing can be added to it.
    await john.goto('/timesheet');
    await john.getByRole('textbox', { name: l.date }).fill(day);
    await expect(john).toHaveURL(new RegExp(`date=${day}`));
    await expect(john.getByTestId('day-leave')).toHaveText(l.vacationDay);
    await expect(john.getByRole('button', { name: l.addPeriod })).toHaveCount(0);

    // Sick leave: the employer by radio, the balance with its history, the demo's pending request.
    await menu(john, lang, l.sick).click();
    await expect(john.getByRole('heading', { level: 1, name: l.sick })).toBeVisible();
    await expect(john.getByRole('radiogroup', { name: l.employer }).getByRole('radio', { name: /Acme/ })).toBeChecked();
    await expectNoSeriousViolations(john, `sick leave records ${lang}`);
    await john.getByRole('tab', { name: l.balance }).click();
    await expect(john.getByTestId('balance-total')).toBeVisible();
    await expect(john.getByRole('heading', { name: l.changelog })).toBeVisible();
    await expect(john.getByTestId('changelog-entry').first()).toBeVisible();
    await expectNoSeriousViolations(john, `sick leave balance ${lang}`);
    await john.getByRole('tab', { name: l.requests }).click();
    await expect(john.getByTestId('sick-request-row').first()).toBeVisible();
    await expectNoSeriousViolations(john, `sick leave requests ${lang}`);

    // A sick leave record two weeks after the vacation: create, Options, Delete, confirm.
    const sickDay = addDays(day, 15);
    await john.getByRole('tab', { name: l.records }).click();
    await john.getByRole('button', { name: l.createRecord }).click();
    const create = john.getByRole('dialog', { name: l.createRecord });
    await expect(create.getByRole('switch', { name: l.isPaid })).not.toBeChecked();
    await create.getByLabel(l.start).fill(sickDay);
    await create.getByLabel(l.end).fill(sickDay);
    await expectNoSeriousViolations(john, `sick leave record dialog ${lang}`);
    await create.getByRole('button', { name: l.create, exact: true }).click();
    await expect(create).toHaveCount(0);
    const record = john.locator(`[data-testid="sick-record"][data-start="${sickDay}"]`);
    await expect(record).toBeVisible();
    await record.getByRole('button', { name: new RegExp(`^${l.options}`) }).click();
    const title = l.recordTitle(`${l.day(sickDay)} - ${l.day(sickDay)}`);
    const options = john.getByRole('dialog', { name: title });
    await expect(options).toBeVisible();
    await expectNoSeriousViolations(john, `sick leave options ${lang}`);
    await options.getByRole('button', { name: l.del }).click();
    const confirm = john.getByRole('dialog', { name: `${l.sure} ${title}?` });
    await expect(confirm.getByText(l.undone)).toBeVisible();
    await expect(confirm.getByRole('button', { name: l.cancel, exact: true })).toBeVisible();
    await expectNoSeriousViolations(john, `sick leave delete confirmation ${lang}`);
    await confirm.getByRole('button', { name: l.del, exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(john.locator('.mantine-Notification-root').filter({ hasText: l.deleted }).first()).toBeVisible();
    await expect(record).toHaveCount(0);
    await john.context().close();
  });
}
