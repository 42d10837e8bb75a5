import { expect, test, type Locator, type Page } from '@playwright/test';
import { addDays } from '../../shared/timesheet/timesheet.schema.js';
import { expectNoSeriousViolations, openLoginAndSignIn, PERSONAS } from './helpers.js';

/**
 * The employee's timesheet in the browser (spec 000 §2 Timesheet, docs/decisions/0027-timesheet.md):
 * John opens /timesheet, starts the timer, sees it tick, reloads and sees the same running time,
 * stops it; adds a period by hand, meets the overlap message, edits and deletes the period; moves to
 * the week view and to a closed day. Once in English, once in Russian, each on a day of its own
 * (the browser runs in America/New_York, as the demo's periods do), with axe scans.
 *
 * The demo seeds John's weekdays of the four weeks before the current one (09:00–12:30, 13:00–17:30),
 * the first three closed. English adds on the previous week's Saturday (no periods), Russian on its
 * Friday (seeded periods to overlap); each deletes its period again, so a re-run finds the same days.
 */

const L = {
  en: {
    title: 'Timesheet', today: 'Today', start: 'Start', stop: 'Stop', add: 'Add new period manually', startTime: 'Start time', endTime: 'End time',
    create: 'Create', save: 'Save', close: 'Close', created: 'The period has been added', updated: 'The period has been saved', required: 'This field is required',
    newPeriod: /^New period/, editPeriod: /^Edit period/, edit: (r: string) => `Edit the period ${r}`, del: (r: string) => `Delete the period ${r}`,
    deleteConfirm: 'Delete', deleted: 'The period has been deleted', none: 'No periods on this day', date: 'Date', week: 'Week', day: 'Day',
    closed: 'Closed', worked: 'Worked this week', overtime: 'Overtime', timer: 'Recorded by the timer', manual: 'Added manually',
    overlap: 'The new period is inside another one', previousDay: 'Previous day',
  },
  ru: {
    title: 'Табель', today: 'Сегодня', start: 'Старт', stop: 'Стоп', add: 'Добавить период вручную', startTime: 'Время начала', endTime: 'Время окончания',
    create: 'Создать', save: 'Сохранить', close: 'Закрыть', created: 'Период добавлен', updated: 'Период сохранён', required: 'Обязательное поле',
    newPeriod: /^Новый период/, editPeriod: /^Изменение периода/, edit: (r: string) => `Изменить период ${r}`, del: (r: string) => `Удалить период ${r}`,
    deleteConfirm: 'Удалить', deleted: 'Период удалён', none: 'В этот день нет периодов', date: 'Дата', week: 'Неделя', day: 'День',
    closed: 'Закрыт', worked: 'Отработано за неделю', overtime: 'Сверхурочные', timer: 'Записан таймером', manual: 'Добавлен вручную',
    overlap: 'Предыдущий период заканчивается после начала текущего', previousDay: 'Предыдущий день',
  },
} as const;

/** Today in New York (the browser's zone in these tests) and the demo's weeks (Sunday to Saturday). */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
const thisWeek = addDays(today, -new Date(`${today}T00:00:00Z`).getUTCDay());

/** Seconds of an H:mm:ss. */
const seconds = (text: string) => {
  const [h, m, s] = text.trim().split(':').map(Number);
  return h! * 3600 + m! * 60 + s!;
};

async function expectToast(page: Page, text: string) {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
  await expect(toast).toBeVisible();
  await toast.getByRole('button').click();
}

async function openDay(page: Page, lang: 'en' | 'ru', date: string) {
  await page.getByRole('textbox', { name: L[lang].date }).fill(date);
  await expect(page).toHaveURL(new RegExp(`date=${date}`));
  await expect(page.getByTestId('day-view')).toBeVisible();
}

async function addPeriod(page: Page, lang: 'en' | 'ru', start: string, end: string): Promise<Locator> {
  const l = L[lang];
  await page.getByRole('button', { name: l.add }).click();
  const dialog = page.getByRole('dialog', { name: l.newPeriod });
  await dialog.getByLabel(l.startTime).fill(start);
  await dialog.getByLabel(l.endTime).fill(end);
  await dialog.getByRole('button', { name: l.create }).click();
  return dialog;
}

for (const lang of ['en', 'ru'] as const) {
  test(`John keeps his timesheet: timer, a period by hand, overlap, edit, delete, week view (${lang})`, async ({ page }) => {
    test.setTimeout(150_000);
    const l = L[lang];
    await openLoginAndSignIn(page, PERSONAS.employee);
    if (lang === 'ru') {
      await page.getByTestId('language-toggle').getByText('RU').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    }
    await page.goto('/timesheet');
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    await expect(page.getByTestId('today-flag')).toHaveText(l.today);
    await expectNoSeriousViolations(page, `timesheet day ${lang}`);

    // The timer: Start, it ticks, a reload shows the same running time from the server's start, Stop.
    await page.getByRole('button', { name: l.start, exact: true }).click();
    const timer = page.getByTestId('timer-value');
    await expect(timer).toBeVisible();
    const first = seconds(await timer.innerText());
    await page.waitForTimeout(2200);
    const ticked = seconds(await timer.innerText());
    expect(ticked).toBeGreaterThan(first);
    const before = { shown: seconds(await timer.innerText()), at: Date.now() };
    await page.reload();
    await expect(timer).toBeVisible();
    const after = { shown: seconds(await timer.innerText()), at: Date.now() };
    expect(Math.abs(after.shown - before.shown - Math.round((after.at - before.at) / 1000))).toBeLessThanOrEqual(2);
    await expectNoSeriousViolations(page, `timesheet timer running ${lang}`);
    await page.getByRole('button', { name: l.stop, exact: true }).click();
    await expect(timer).toHaveCount(0);
    await expect(page.getByRole('button', { name: l.start, exact: true })).toBeVisible();
    const auto = page.getByTestId('period').filter({ has: page.getByRole('img', { name: l.timer }) }).last();
    await expect(auto.getByTestId('period-range')).toHaveText(/^\d{2}:\d{2}–\d{2}:\d{2}$/);

    // A past day: no Start there. English on the previous week's Saturday (empty), Russian on its Friday (seeded).
    const day = lang === 'en' ? addDays(thisWeek, -1) : addDays(thisWeek, -2);
    const [start, end, clash] = lang === 'en' ? ['09:00', '10:00', ['09:00', '10:00']] : ['18:00', '19:00', ['12:00', '13:30']];
    await openDay(page, lang, day);
    await expect(page.getByTestId('today-flag')).toHaveCount(0);
    await expect(page.getByRole('button', { name: l.start, exact: true })).toHaveCount(0);
    if (lang === 'ru') await expect(page.getByTestId('week-worked')).toHaveText('40:00');

    // Create checks Start time first, then adds the period.
    await page.getByRole('button', { name: l.add }).click();
    const empty = page.getByRole('dialog', { name: l.newPeriod });
    await empty.getByRole('button', { name: l.create }).click();
    await expect(empty.getByText(l.required)).toBeVisible();
    await empty.getByRole('button', { name: l.close, exact: true }).click();
    await expect(empty).toHaveCount(0);
    const added = await addPeriod(page, lang, start, end);
    await expect(added).toHaveCount(0);
    await expectToast(page, l.created);
    const range = `${start}–${end}`;
    const row = page.getByTestId('period').filter({ hasText: range });
    await expect(row).toBeVisible();
    await expect(row.getByRole('img', { name: l.manual })).toBeVisible();
    if (lang === 'en') await expect(page.getByTestId('day-work-time')).toHaveText('1:00:00');
    else {
      await expect(page.getByTestId('week-worked')).toHaveText('41:00');
      await expect(page.getByTestId('week-overtime')).toHaveText('1:00');
    }

    // The same time again (English) or across the seeded morning's end (Russian): the overlap message.
    const clashing = await addPeriod(page, lang, clash[0]!, clash[1]!);
    await expect(clashing.getByTestId('period-error')).toHaveText(l.overlap);
    await expectNoSeriousViolations(page, `period overlap ${lang}`);
    await clashing.getByRole('button', { name: l.close, exact: true }).click();

    // Edit: the end moves 30 minutes later.
    const later = `${end.slice(0, 2)}:30`;
    await page.getByRole('button', { name: l.edit(range) }).click();
    const editing = page.getByRole('dialog', { name: l.editPeriod });
    await expect(editing.getByLabel(l.startTime)).toHaveValue(start);
    await editing.getByLabel(l.endTime).fill(later);
    await editing.getByRole('button', { name: l.save }).click();
    await expect(editing).toHaveCount(0);
    await expectToast(page, l.updated);
    const edited = `${start}–${later}`;
    await expect(page.getByTestId('period').filter({ hasText: edited })).toBeVisible();

    // Delete, after the confirmation: the day is as it was.
    await page.getByRole('button', { name: l.del(edited) }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: edited });
    // Scanned once its opening transition is over (a half-faded button reads as low contrast).
    await expect(confirm.getByRole('button', { name: l.deleteConfirm, exact: true })).toBeVisible();
    await expect(confirm).toHaveCSS('opacity', '1');
    await expectNoSeriousViolations(page, `delete confirmation ${lang}`);
    await confirm.getByRole('button', { name: l.deleteConfirm, exact: true }).click();
    await expectToast(page, l.deleted);
    await expect(page.getByTestId('period').filter({ hasText: edited })).toHaveCount(0);
    if (lang === 'en') await expect(page.getByTestId('no-periods')).toHaveText(l.none);
    else await expect(page.getByTestId('week-worked')).toHaveText('40:00');

    // The week view lists the seven days; a day opens in the day view.
    await page.getByText(l.week, { exact: true }).click();
    await expect(page.getByTestId('week-day')).toHaveCount(7);
    await expectNoSeriousViolations(page, `timesheet week ${lang}`);
    await page.getByTestId('week-day').first().getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`date=${addDays(thisWeek, -7)}`));
    await expect(page.getByTestId('day-view')).toBeVisible();

    // A day of the demo's closed pay period: 'Closed', and nothing to add, edit or delete.
    await openDay(page, lang, addDays(thisWeek, -27));
    await expect(page.getByTestId('day-closed')).toHaveText(l.closed);
    await expect(page.getByTestId('period')).toHaveCount(2);
    await expect(page.getByRole('button', { name: l.add })).toHaveCount(0);
    await expect(page.getByRole('button', { name: l.edit('09:00–12:30') })).toHaveCount(0);
  });
}

test('a person with no employment sees No contracts (a provider employee acting for Jane), in English and Russian', async ({ page }) => {
  // Jane is Acme's contractor: a timesheet is kept for employees (STAFF) only. She holds no TIMESHEET
  // grant, so /timesheet sends her home (navigation-back-domains.spec.ts); staff bypass domain access
  // and open it in her workspace.
  await openLoginAndSignIn(page, PERSONAS.admin);
  await page.goto('/admin/individuals');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(PERSONAS.contractor);
  await page.getByRole('button', { name: 'Open the workspace of Jane Contractor' }).first().click();
  await expect(page).toHaveURL(/\/userprofile\/p\/p_[^/]+$/);
  const entry = page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: L.en.title, exact: true });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(/\/timesheet(\?.*)?$/);
  await expect(page.getByTestId('no-contracts')).toContainText('No contracts');
  await expect(page.getByRole('button', { name: L.en.start, exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'timesheet no contracts');
  await page.getByTestId('language-toggle').getByText('RU').click();
  await expect(page.getByTestId('no-contracts')).toContainText('Нет контрактов');
  await expect(page.getByRole('heading', { level: 1, name: L.ru.title })).toBeVisible();
});
