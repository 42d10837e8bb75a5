import { expect, test } from '@playwright/test';
import { apiLogin, expectNoSeriousViolations, openLoginAndSignIn } from './helpers.js';

/**
 * Issue 13 finding 4 in the browser (docs/decisions/0019-employment-consent.md): a company names a
 * person in an employment; the person sees it pending on their profile's Employers page, with the
 * notification that led there, and accepts it, in English and in Russian, with an axe scan of the
 * page before and after. The employer is Globex (owned by the demo's Carlos), the person the demo's
 * Maria, so no other browser test's figures move.
 */
const MARIA = 'maria.garcia@example.com';
const CARLOS = 'carlos.rivera@example.com';

const L = {
  en: {
    type: 'CONTRACTOR', title: 'Employers', pending: 'Awaiting acceptance', accepted: 'Accepted', accept: 'Accept the employment at Globex Consulting LLC',
    done: 'You accepted the employment at Globex Consulting LLC.', typeLabel: 'Contractor',
  },
  ru: {
    type: 'FOREIGN_CONTRACTOR', title: 'Работодатели', pending: 'Ожидает согласия', accepted: 'Принято', accept: 'Принять трудоустройство в Globex Consulting LLC',
    done: 'Вы приняли трудоустройство в Globex Consulting LLC.', typeLabel: 'Иностранный подрядчик',
  },
} as const;

for (const lang of ['en', 'ru'] as const) {
  test(`a person sees a pending employment and accepts it (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const l = L[lang];
    // Globex names Maria (who has an account): the employment waits for her.
    const carlos = await apiLogin(request, CARLOS);
    const workspaces = (await (await request.get('/api/workspaces', { headers: carlos })).json()) as { data: { id: string; name: string }[] };
    const globex = workspaces.data.find((w) => w.name === 'Globex Consulting LLC')!.id;
    const made = await request.post('/api/workforce/employments', {
      headers: { ...carlos, 'x-workspace-id': globex },
      data: { type: l.type, details: { name: 'Maria G.', email: MARIA }, employmentStart: '2025-09-01', payType: 'HOUR_RATE', rateCents: 6000 },
    });
    expect(made.status(), await made.text()).toBe(201);
    const employment = (await made.json()) as { id: string; consent: string; detailsId?: string };
    expect(employment.consent).toBe('PENDING');
    expect(employment.detailsId).toBeUndefined();

    await openLoginAndSignIn(page, MARIA);
    if (lang === 'ru') await page.getByTestId('language-toggle').getByText('RU').click();
    const maria = await apiLogin(request, MARIA);
    const mine = (await (await request.get('/api/workspaces', { headers: maria })).json()) as { data: { id: string; type: string }[] };
    const personWs = mine.data.find((w) => w.type === 'PERSON')!.id;
    await page.goto(`/userprofile/p/${personWs}/employers`);
    await expect(page.getByRole('heading', { level: 2, name: l.title })).toBeVisible();
    const row = page.locator(`tr[data-employment="${employment.id}"]`);
    await expect(row).toContainText('Globex Consulting LLC');
    await expect(row).toContainText(l.typeLabel);
    await expect(row).toContainText(l.pending);
    await expectNoSeriousViolations(page, `employers pending ${lang}`);

    await row.getByRole('button', { name: l.accept }).click();
    await expect(page.locator('.mantine-Notification-root').filter({ hasText: l.done }).first()).toBeVisible();
    await expect(row).toContainText(l.accepted);
    await expect(row.getByRole('button', { name: l.accept })).toHaveCount(0);
    await expectNoSeriousViolations(page, `employers accepted ${lang}`);

    // The employer now sees her as accepted.
    const after = await request.get(`/api/workforce/employments/${employment.id}`, { headers: { ...carlos, 'x-workspace-id': globex } });
    expect(((await after.json()) as { consent: string }).consent).toBe('ACCEPTED');
  });
}
