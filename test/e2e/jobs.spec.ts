import { expect, test } from '@playwright/test';
import { apiLogin, expectNoSeriousViolations, openLoginAndSignIn, PERSONAS } from './helpers.js';

/**
 * The staff admin view of the scheduled jobs (docs/decisions/0030-scheduled-jobs.md), in English and
 * Russian: leave accrual with its schedule and a recorded run (status, counts, no missed warning
 * after a success), and an administrator's "Run now".
 */
const L = {
  en: {
    title: 'Scheduled jobs', job: 'Leave accrual', runNow: 'Run now', ended: 'The run ended',
    status: { SUCCEEDED: 'Succeeded', PARTIAL: 'Partly failed', FAILED: 'Failed', RUNNING: 'Running', SKIPPED: 'Skipped' },
    counts: /\d+ processed, \d+ changed, \d+ failures/,
  },
  ru: {
    title: 'Задания по расписанию', job: 'Начисление отпусков', runNow: 'Запустить сейчас', ended: 'Запуск завершён',
    status: { SUCCEEDED: 'Успешно', PARTIAL: 'Частично с ошибками', FAILED: 'Ошибка', RUNNING: 'Выполняется', SKIPPED: 'Пропущено' },
    counts: /обработано: \d+, изменено: \d+, ошибок: \d+/,
  },
} as const;

type TStatus = keyof (typeof L)['en']['status'];

for (const lang of ['en', 'ru'] as const) {
  test(`the admin sees the scheduled jobs with a recorded run and runs one now (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const l = L[lang];
    // A run recorded through the admin route: locally it runs in-process and answers with its record.
    const auth = await apiLogin(request, PERSONAS.admin);
    const res = await request.post('/api/admin/jobs/leave-accrual/run', { headers: auth });
    expect(res.status(), await res.text()).toBe(202);
    const { run } = (await res.json()) as { run: { status: TStatus; processed: number; failureCount: number } };

    await openLoginAndSignIn(page, PERSONAS.admin);
    if (lang === 'ru') {
      await page.getByTestId('language-toggle').getByText('RU').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    }
    await page.goto('/admin/jobs');
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    const card = page.locator('[data-testid="job-card"][data-job="leave-accrual"]');
    await expect(card.getByRole('heading', { name: l.job })).toBeVisible();
    await expect(card).toContainText('cron(15 2 * * ? *)');
    await expect(card.getByTestId('job-status')).toHaveText(l.status[run.status]);
    await expect(card.getByTestId('job-counts')).toHaveText(l.counts);
    if (run.status === 'SUCCEEDED') await expect(card.getByTestId('job-missed')).toHaveCount(0);
    else await expect(card.getByTestId('job-failures')).toBeVisible();
    await expectNoSeriousViolations(page, `jobs ${lang}`);

    await card.getByRole('button', { name: l.runNow }).click();
    await expect(page.locator('.mantine-Notification-root').filter({ hasText: l.ended }).first()).toBeVisible();
    await expect(card.getByTestId('job-status')).not.toHaveText(l.status.RUNNING);
    await expectNoSeriousViolations(page, `jobs after a run ${lang}`);
  });
}
