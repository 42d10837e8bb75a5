import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_IDS } from '../../scripts/local/demo.js';
import { apiLogin, expectNoSeriousViolations, openLoginAndSignIn, PERSONAS, unique } from './helpers.js';

/**
 * The live connection in the browser (issue 6): Jane publishes an invoice to Acme through the
 * API while Acme's owner has the portal open in another context; the owner's bell shows it at
 * once, without a reload, and again after one (it is stored).
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Jane (Individual) invoices Acme Corp for one new service log and publishes it. */
async function janePublishesToAcme(request: APIRequestContext, priceCents: number) {
  const auth = await apiLogin(request, PERSONAS.contractor);
  const workspaces = (await (await request.get('/api/workspaces', { headers: auth })).json()) as { data: { id: string; type: string }[] };
  const jane = workspaces.data.find((w) => w.type === 'PERSON')!.id;
  const headers = { ...auth, 'x-workspace-id': jane };
  const post = async (path: string, data: unknown) => {
    const res = await request.post(path, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: string; invoiceNumber?: number; totalCents: number; payee: { name: string } };
  };
  const service = await post('/api/billing/services', { name: `Live service ${unique()}`, priceCents });
  const log = await post('/api/billing/service-logs', {
    executorId: jane,
    recipientId: DEMO_IDS.acme,
    serviceId: service.id,
    priceCents,
    quantity: 1,
    date: new Date().toISOString().slice(0, 10),
  });
  return post('/api/billing/invoices', { payerId: DEMO_IDS.acme, serviceLogIds: [log.id], invoiceDate: new Date().toISOString().slice(0, 10) });
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const bellPanel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

async function expectNewestFirst(page: Page) {
  const times = await Promise.all((await bellPanel(page).locator('li time').all()).map(async (time) => (await time.getAttribute('datetime')) ?? ''));
  expect(times.length).toBeGreaterThan(0);
  expect(times).toEqual([...times].sort().reverse());
}

test('an invoice published to Acme appears live on the owner\'s bell, and after a reload', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const subscribed = new Promise<void>((done) => {
    owner.on('websocket', (ws) => {
      ws.on('framereceived', ({ payload }) => {
        const frame = JSON.parse(String(payload)) as { type: string; channel?: string };
        if (frame.type === 'SUBSCRIBED' && frame.channel?.endsWith('/notification')) done();
      });
    });
  });
  try {
    await openLoginAndSignIn(owner, PERSONAS.owner);
    await expect(bell(owner)).toBeVisible();
    // Start from a seen bell, so the count below is this test's.
    await bell(owner).click();
    await expect(bellPanel(owner)).toBeVisible();
    await bell(owner).click();
    await expect(bellPanel(owner)).toBeHidden();

    // Publish once the bell's live connection has confirmed its subscription.
    await subscribed;
    const cents = 1000 + Math.floor(Math.random() * 90000);
    const invoice = await janePublishesToAcme(request, cents);
    const text = `Invoice ${invoice.invoiceNumber} from ${invoice.payee.name} for ${usd.format(invoice.totalCents / 100)} was published`;

    // Live: the unseen count rises without a reload (other tests running alongside may bill
    // Acme too, so at least 1).
    await expect(bell(owner)).toHaveAccessibleName(/^Notifications, [1-9]\d* unseen$/, { timeout: 15_000 });
    await expect(owner.getByTestId('notification-badge')).toContainText(/[1-9]/);
    await bell(owner).click();
    await expect(bellPanel(owner).getByText(text)).toBeVisible();
    // Opening resets the count; the list is newest first.
    await expect(bell(owner)).toHaveAccessibleName('Notifications');
    await expectNewestFirst(owner);
    await expectNoSeriousViolations(owner, 'notification bell open');

    // Stored: still listed after a reload, and seen.
    // (Other tests running alongside may notify Acme's owner meanwhile, so the count is not asserted here.)
    await owner.reload();
    await bell(owner).click();
    await expect(bellPanel(owner).getByText(text)).toBeVisible();
    await expectNewestFirst(owner);
    await bell(owner).click();

    // In Russian: the bell, its panel and the stored notification's text.
    await owner.getByTestId('language-toggle').getByText('RU').click();
    const bellRu = owner.getByRole('button', { name: /^Уведомления/ });
    await expect(bellRu).toHaveAccessibleName(/^Уведомления(, непросмотренных: \d+)?$/);
    await bellRu.click();
    const panelRu = owner.getByRole('dialog', { name: 'Уведомления' });
    await expect(panelRu.getByText(new RegExp(`^Выставлен счёт ${invoice.invoiceNumber} от ${invoice.payee.name} на сумму`))).toBeVisible();
    await expectNoSeriousViolations(owner, 'notification bell in Russian');
  } finally {
    await ownerContext.close();
  }
});
