import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import WebSocket from 'ws';
import { SUPPORT_INBOX } from '../../shared/realtime/channels.js';
import type { TServerFrame } from '../../shared/realtime/realtime.schema.js';
import { E2E_BASE_URL } from './chromium.js';
import { apiLogin, expectNoSeriousViolations, loginViaUi, PERSONAS, unique } from './helpers.js';

/**
 * The customer's support chat in the browser (issue 6) against a support agent on the other end
 * of the local gateway's /ws (the staff inbox screen is not built yet, so the agent is a `ws`
 * client with Alice's tokens): the pre-form, messages both ways, the unseen badge and receipts.
 */

/** A new confirmed person of the test's own, so their room does not exist yet. */
async function newClient(request: APIRequestContext) {
  const email = `chat.${unique()}@example.com`;
  const password = 'Start#2026pass';
  const admin = await apiLogin(request, PERSONAS.admin);
  const sent = await request.post('/api/auth/invitations', { headers: admin, data: { email, firstName: 'Chat', lastName: 'Tester' } });
  expect(sent.status(), await sent.text()).toBe(201);
  const mail = (await (await request.get('/api/admin/mail', { headers: admin })).json()) as { data: { to: string; kind: string; link: string }[] };
  const code = mail.data.find((m) => m.to === email && m.kind === 'INVITATION')!.link.split('/').pop()!;
  const accepted = await request.post(`/api/auth/invitations/${code}/accept`, { data: { password, confirmPassword: password } });
  expect(accepted.status(), await accepted.text()).toBe(201);
  return { email, password };
}

/** A support agent's live connection (Alice, ADMIN), subscribed to the inbox. */
async function agent(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: { email: PERSONAS.admin, password: 'Demo#2026pass' } });
  const tokens = (await res.json()) as { accessToken: string; secondaryToken: string };
  const url = new URL('/ws', E2E_BASE_URL.replace(/^http/, 'ws'));
  url.searchParams.set('token', tokens.accessToken);
  url.searchParams.set('permission', tokens.secondaryToken);
  const socket = new WebSocket(url, { headers: { origin: E2E_BASE_URL } });
  const frames: TServerFrame[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(data.toString()) as TServerFrame));
  await new Promise((done, fail) => {
    socket.once('open', done);
    socket.once('error', fail);
  });
  const next = async <T extends TServerFrame['type']>(type: T, match: (f: Extract<TServerFrame, { type: T }>) => boolean = () => true) => {
    let hit: Extract<TServerFrame, { type: T }> | undefined;
    await expect
      .poll(() => {
        hit = frames.find((f): f is Extract<TServerFrame, { type: T }> => f.type === type && match(f as never));
        return Boolean(hit);
      }, { timeout: 15_000 })
      .toBe(true);
    return hit!;
  };
  const send = (frame: unknown) => socket.send(JSON.stringify(frame));
  send({ type: 'SUBSCRIBE', channel: SUPPORT_INBOX });
  await expect.poll(() => frames.some((f) => f.type === 'SUBSCRIBED' && f.channel === SUPPORT_INBOX)).toBe(true);
  return { next, send, close: () => socket.close() };
}

const chatButton = (page: Page) => page.getByRole('button', { name: /^Open the support chat/ });
const widget = (page: Page) => page.getByRole('dialog', { name: 'Support chat' });

test('a client chats with support live: pre-form, messages both ways, unseen badge and receipts', async ({ page, request }) => {
  test.setTimeout(120_000);
  const client = await newClient(request);
  const staff = await agent(request);
  try {
    await page.goto('/login');
    await loginViaUi(page, client.email, client.password);
    await expect(chatButton(page)).toHaveAccessibleName('Open the support chat');

    // No room yet: the pre-form, with its rules (name min 3, email optional but valid).
    await chatButton(page).click();
    const name = widget(page).getByRole('textbox', { name: 'Your name' });
    const email = widget(page).getByRole('textbox', { name: 'Email (optional)' });
    await name.fill('Al');
    await email.fill('not-an-email');
    await widget(page).getByRole('button', { name: 'Start the chat' }).click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await name.fill('Chat Tester');
    await email.fill('');
    await widget(page).getByRole('button', { name: 'Start the chat' }).click();
    await expect(widget(page).getByText('No messages yet. Write to us!')).toBeVisible();
    await expectNoSeriousViolations(page, 'chat widget open');

    // Client → support, live; the agent's receipt shows as Seen.
    const hello = `Hello from the browser ${unique()}`;
    await widget(page).getByRole('textbox', { name: 'Message' }).fill(hello);
    await widget(page).getByRole('button', { name: 'Send' }).click();
    const arrived = await staff.next('MESSAGE', (f) => f.message.content === hello);
    expect(arrived.message).toMatchObject({ side: 'CUSTOMER', username: 'Chat Tester', seen: false });
    const mine = widget(page).getByTestId('chat-messages').locator('li', { hasText: hello });
    await expect(mine).toContainText('Sent');
    staff.send({ type: 'DELIVERED', chatId: arrived.message.chatId, messageIds: [arrived.message._id] });
    await expect(mine).toContainText('Seen');

    // Support → client while the widget is closed: the badge rises without a reload.
    await widget(page).getByRole('button', { name: 'Close the chat' }).click();
    const answer = `Sure, how can we help? ${unique()}`;
    staff.send({ type: 'SEND', destination: SUPPORT_INBOX, message: { chatId: arrived.message.chatId, uuid: `e2e-${unique()}`, content: answer } });
    const staffAck = await staff.next('ACK', (f) => f.message.content === answer);
    await expect(chatButton(page)).toHaveAccessibleName('Open the support chat, 1 unseen');
    await expect(page.getByTestId('chat-badge')).toContainText('1');

    // Opening shows it, answers with a DELIVERED receipt, and resets the badge.
    await chatButton(page).click();
    await expect(widget(page).getByText(answer)).toBeVisible();
    const receipt = await staff.next('DELIVERED', (f) => f.messageIds.includes(staffAck.message._id));
    expect(receipt.chatId).toBe(arrived.message.chatId);
    await widget(page).getByRole('button', { name: 'Close the chat' }).click();
    await expect(chatButton(page)).toHaveAccessibleName('Open the support chat');

    // Stored: after a reload the conversation is there, and nothing is unseen.
    await page.reload();
    await expect(chatButton(page)).toHaveAccessibleName('Open the support chat');
    await chatButton(page).click();
    await expect(widget(page).getByText(hello)).toBeVisible();
    await expect(widget(page).getByText(answer)).toBeVisible();
  } finally {
    staff.close();
  }
});
