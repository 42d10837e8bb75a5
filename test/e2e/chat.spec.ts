import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import WebSocket from 'ws';
import { SUPPORT_INBOX } from '../../shared/realtime/channels.js';
import type { TServerFrame } from '../../shared/realtime/realtime.schema.js';
import { E2E_BASE_URL } from './chromium.js';
import { apiLogin, expectNoSeriousViolations, loginViaUi, PERSONAS, unique } from './helpers.js';

/**
 * The support chat in the browser (issue 6): the customer's widget against a support agent on the
 * other end of the local gateway's /ws (a `ws` client with Alice's tokens), and the staff inbox
 * screen against the widget in a second browser context, both live over the local gateway.
 */

/** A new confirmed person of the test's own, so their room does not exist yet. */
/** A new client account; its support room is named after it ("Chat <lastName>"). */
async function newClient(request: APIRequestContext, lastName = 'Tester') {
  const email = `chat.${unique()}@example.com`;
  const password = 'Start#2026pass';
  const admin = await apiLogin(request, PERSONAS.admin);
  const sent = await request.post('/api/auth/invitations', { headers: admin, data: { email, firstName: 'Chat', lastName } });
  expect(sent.status(), await sent.text()).toBe(201);
  const mail = (await (await request.get('/api/admin/mail', { headers: admin })).json()) as { data: { to: string; kind: string; link: string }[] };
  const code = mail.data.find((m) => m.to === email && m.kind === 'INVITATION')!.link.split('/').pop()!;
  const accepted = await request.post(`/api/auth/invitations/${code}/accept`, { data: { password, confirmPassword: password } });
  expect(accepted.status(), await accepted.text()).toBe(201);
  return { email, password };
}

/** A unique tag in letters only (a name). */
const letters = (tag: string) => `T${tag.replace(/[^a-z]/gi, '').toLowerCase()}${tag.replace(/\D/g, '').replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

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

    // No room yet: a start button. The room is named after the account, so there is nothing to type.
    await chatButton(page).click();
    await expect(widget(page).getByRole('textbox')).toHaveCount(0);
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

/** A signed-in page of its own browser context (its own storage, so its own session). */
async function signedInPage(browser: Browser, email: string, password?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await loginViaUi(page, email, password);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  return { page, close: () => context.close() };
}

/** A customer's room made through the API, and a live connection writing in it (bulk history). */
async function customerSocket(request: APIRequestContext, email: string, password: string, name: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  const tokens = (await res.json()) as { accessToken: string; secondaryToken: string };
  const headers = { authorization: `Bearer ${tokens.accessToken}`, 'x-permission-token': tokens.secondaryToken };
  const created = await request.post('/api/chats', { headers, data: { name } });
  expect(created.status(), await created.text()).toBe(200);
  const url = new URL('/ws', E2E_BASE_URL.replace(/^http/, 'ws'));
  url.searchParams.set('token', tokens.accessToken);
  url.searchParams.set('permission', tokens.secondaryToken);
  const socket = new WebSocket(url, { headers: { origin: E2E_BASE_URL } });
  const acks: string[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as TServerFrame;
    if (frame.type === 'ACK') acks.push(frame.uuid);
  });
  await new Promise((done, fail) => {
    socket.once('open', done);
    socket.once('error', fail);
  });
  /** Sends one message after another (each waits for its ACK), so they are numbered in order. */
  const sendAll = async (contents: string[]) => {
    for (const content of contents) {
      const uuid = `bulk-${unique()}`;
      socket.send(JSON.stringify({ type: 'SEND', destination: SUPPORT_INBOX, message: { uuid, content } }));
      await expect.poll(() => acks.includes(uuid), { timeout: 10_000 }).toBe(true);
    }
  };
  return { sendAll, close: () => socket.close() };
}

const inboxRoom = (page: Page, name: string) => page.getByTestId('support-rooms').locator('li', { hasText: name });
const staffThread = (page: Page) => page.getByTestId('support-room');

test('staff answer a client live in the support inbox: unread counts, replies, files, the badge and receipts both ways', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const last = letters(unique());
  const client = await newClient(request, last);
  const roomName = `Chat ${last}`;
  const staff = await signedInPage(browser, PERSONAS.admin);
  const customer = await signedInPage(browser, client.email, client.password);
  try {
    // The inbox is an admin page, listed with the others.
    await staff.page.getByRole('banner').getByRole('link', { name: 'Admin panel' }).click();
    await staff.page.locator('[data-tile="adminSupport"]').click();
    await expect(staff.page.getByRole('heading', { level: 1 })).toHaveText('Support inbox');
    await expect(staff.page.getByText('Choose a room to read and answer its messages.')).toBeVisible();

    // The client starts a chat and writes; the new room appears in the inbox live, unread.
    const c = customer.page;
    await chatButton(c).click();
    await widget(c).getByRole('button', { name: 'Start the chat' }).click();
    const hello = `Where is my W-2? ${unique()}`;
    await widget(c).getByRole('textbox', { name: 'Message' }).fill(hello);
    await widget(c).getByRole('button', { name: 'Send' }).click();
    const mine = widget(c).getByTestId('chat-messages').locator('li', { hasText: hello });
    await expect(mine).toContainText('Sent');

    const room = inboxRoom(staff.page, roomName);
    await expect(room).toContainText(hello);
    await expect(room.getByTestId('room-unread')).toHaveText('1');
    await expect(room.getByTestId('room-unread')).toHaveAccessibleName('Unread messages: 1');
    await expect(room).toContainText('Created');

    // A second message while the room is closed raises the count live.
    const second = `Also my 1099 ${unique()}`;
    await widget(c).getByRole('textbox', { name: 'Message' }).fill(second);
    await widget(c).getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(room.getByTestId('room-unread')).toHaveText('2');
    await expect(room).toContainText(second);

    // Staff open the room: the history shows, the receipts go out (the client sees Seen), unread is 0.
    await room.getByRole('button').click();
    await expect(staffThread(staff.page).getByRole('heading', { name: roomName })).toBeVisible();
    await expect(staffThread(staff.page).getByText(hello)).toBeVisible();
    await expect(mine).toContainText('Seen');
    await expect(room.getByTestId('room-unread')).toHaveCount(0);

    // The client closes the widget; staff answer with a reply quoting the first message, and a file.
    await widget(c).getByRole('button', { name: 'Close the chat' }).click();
    await expect(chatButton(c)).toHaveAccessibleName('Open the support chat');
    const incoming = staffThread(staff.page).getByTestId('chat-messages').locator('li', { hasText: hello });
    await incoming.getByRole('button', { name: `Reply to ${roomName}` }).click();
    await expect(staffThread(staff.page).getByTestId('chat-reply-preview')).toContainText(hello);
    await staffThread(staff.page).locator('input[type="file"]').setInputFiles({ name: 'w2-copy.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 chat e2e\n') });
    await expect(staffThread(staff.page).getByTestId('chat-attachments')).toContainText('w2-copy.pdf');
    const answer = `Your W-2 is attached ${unique()}`;
    await staffThread(staff.page).getByRole('textbox', { name: 'Message' }).fill(answer);
    await staffThread(staff.page).getByRole('button', { name: 'Send' }).click();
    const sent = staffThread(staff.page).getByTestId('chat-messages').locator('li', { hasText: answer });
    await expect(sent).toContainText('Sent');
    await expect(sent.getByTestId('chat-quote')).toContainText(hello);
    await expect(room).toContainText(`You: ${answer}`);

    // The client's closed widget shows the unseen badge; opening shows the reply and resets it.
    await expect(chatButton(c)).toHaveAccessibleName('Open the support chat, 1 unseen');
    await expect(c.getByTestId('chat-badge')).toContainText('1');
    await chatButton(c).click();
    const received = widget(c).getByTestId('chat-messages').locator('li', { hasText: answer });
    await expect(received.getByTestId('chat-quote')).toContainText(hello);
    await expect(received).toContainText('w2-copy.pdf');
    // Staff see the receipt: their answer is Seen.
    await expect(sent).toContainText('Seen');
    await widget(c).getByRole('button', { name: 'Close the chat' }).click();
    await expect(chatButton(c)).toHaveAccessibleName('Open the support chat');

    // The client downloads the file staff sent (the files API, the room's workspace).
    await chatButton(c).click();
    const download = c.waitForEvent('download');
    await received.getByRole('button', { name: 'w2-copy.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('w2-copy.pdf');

    // With the room open, a new client message appears live and is answered with a receipt at once.
    const third = `Thanks! ${unique()}`;
    await widget(c).getByRole('textbox', { name: 'Message' }).fill(third);
    await widget(c).getByRole('button', { name: 'Send' }).click();
    await expect(staffThread(staff.page).getByText(third)).toBeVisible();
    await expect(widget(c).getByTestId('chat-messages').locator('li', { hasText: third })).toContainText('Seen');
    await expect(room.getByTestId('room-unread')).toHaveCount(0);

    // Stored: after a reload the inbox shows the room with its last message and nothing unread.
    await staff.page.reload();
    await expect(inboxRoom(staff.page, roomName)).toContainText(third);
    await expect(inboxRoom(staff.page, roomName).getByTestId('room-unread')).toHaveCount(0);
    await expect(staffThread(staff.page).getByText(answer)).toBeVisible();
    await expectNoSeriousViolations(staff.page, 'support inbox');
  } finally {
    await staff.close();
    await customer.close();
  }
});

test('history pages beyond 50 messages, in the widget and the inbox', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const last = letters(unique());
  const client = await newClient(request, last);
  const roomName = `Chat ${last}`;
  const writer = await customerSocket(request, client.email, client.password, roomName);
  await writer.sendAll(Array.from({ length: 55 }, (_, i) => `Bulk message ${String(i + 1).padStart(2, '0')}`));
  writer.close();
  const customer = await signedInPage(browser, client.email, client.password);
  const staff = await signedInPage(browser, PERSONAS.admin);
  try {
    const c = customer.page;
    await chatButton(c).click();
    await expect(widget(c).getByText('Bulk message 55')).toBeVisible();
    await expect(widget(c).getByTestId('chat-message')).toHaveCount(50);
    await expect(widget(c).getByText('Bulk message 05', { exact: true })).toHaveCount(0);
    await widget(c).getByRole('button', { name: 'Load earlier messages' }).click();
    await expect(widget(c).getByText('Bulk message 01', { exact: true })).toBeVisible();
    await expect(widget(c).getByTestId('chat-message')).toHaveCount(55);
    await expect(widget(c).getByRole('button', { name: 'Load earlier messages' })).toHaveCount(0);

    await staff.page.goto('/admin/support');
    await inboxRoom(staff.page, roomName).getByRole('button').click();
    const thread = staffThread(staff.page);
    await expect(thread.getByText('Bulk message 55')).toBeVisible();
    await expect(thread.getByTestId('chat-message')).toHaveCount(50);
    await expect(thread.getByRole('button', { name: 'Load earlier messages' })).toBeAttached();
    // Scrolling up to the oldest loaded message (the top) loads the older page, without the button.
    await thread.getByText('Bulk message 06', { exact: true }).scrollIntoViewIfNeeded();
    await expect(thread.getByText('Bulk message 01', { exact: true })).toBeVisible();
    await expect(thread.getByTestId('chat-message')).toHaveCount(55);
  } finally {
    await staff.close();
    await customer.close();
  }
});

test('the inbox retries a failed room list after 3 s; the inbox and the widget speak Russian', async ({ browser, request }) => {
  test.setTimeout(120_000);
  // A room of the test's own, so the list has one whatever ran before.
  const listed = await newClient(request);
  const writer = await customerSocket(request, listed.email, listed.password, `Retry Tester ${unique()}`);
  await writer.sendAll(['Is anyone there?']);
  writer.close();
  const staff = await signedInPage(browser, PERSONAS.admin);
  try {
    const p = staff.page;
    const calls: number[] = [];
    await p.route(/\/api\/chats\?/, async (route) => {
      calls.push(Date.now());
      if (calls.length === 1) await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ systemCode: 'internal_error', message: 'boom' }) });
      else await route.continue();
    });
    await p.goto('/admin/support');
    await expect(p.getByText('The rooms could not be loaded. Trying again in 3 seconds.')).toBeVisible();
    await expect(p.getByTestId('support-rooms')).toBeVisible({ timeout: 15_000 });
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(2_900);
    await p.unroute(/\/api\/chats\?/);

    await p.getByTestId('language-toggle').getByText('RU').click();
    await expect(p.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(p.getByRole('heading', { level: 1 })).toHaveText('Входящие поддержки');
    await expect(p.getByRole('heading', { name: 'Комнаты' })).toBeVisible();
    await expect(p.getByText('Выберите комнату, чтобы читать сообщения и отвечать на них.')).toBeVisible();
    await p.getByTestId('support-rooms').locator('li').first().getByRole('button').click();
    await expect(p.getByTestId('support-room').getByRole('button', { name: 'Прикрепить файл' })).toBeVisible();
    await expect(p.getByTestId('support-room').getByRole('textbox', { name: 'Сообщение' })).toBeVisible();
    await expectNoSeriousViolations(p, 'support inbox (ru)');
  } finally {
    await staff.close();
  }

  const client = await newClient(request);
  const customer = await signedInPage(browser, client.email, client.password);
  try {
    const c = customer.page;
    await c.getByTestId('language-toggle').getByText('RU').click();
    await expect(c.locator('html')).toHaveAttribute('lang', 'ru');
    await c.getByRole('button', { name: 'Открыть чат поддержки' }).click();
    const dialog = c.getByRole('dialog', { name: 'Чат поддержки' });
    await expect(dialog.getByText('Здесь отвечает наша служба поддержки. Она видит имя и email вашей учётной записи.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Начать чат' }).click();
    await expect(dialog.getByText('Сообщений пока нет. Напишите нам!')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Прикрепить файл' })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Сообщение' }).fill('Здравствуйте');
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await expect(dialog.getByTestId('chat-messages').locator('li', { hasText: 'Здравствуйте' })).toContainText('Отправлено');
    // The room, and so the sender's name, is the account's.
    await dialog.getByRole('button', { name: 'Ответить Chat Tester' }).click();
    await expect(dialog.getByTestId('chat-reply-preview')).toContainText('Ответ для Chat Tester');
  } finally {
    await customer.close();
  }
});

test('an ERROR frame from the server shows its catalogue message, and the refused send is dropped', async ({ browser, request }) => {
  const client = await newClient(request);
  const customer = await signedInPage(browser, client.email, client.password);
  try {
    const c = customer.page;
    // Browser-side interception of the socket: a SEND goes out naming a message that is not in the room.
    await c.routeWebSocket(/\/ws/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((data) => {
        const frame = JSON.parse(String(data)) as { type: string; message?: Record<string, unknown> };
        if (frame.type === 'SEND' && frame.message) frame.message.replyMessageId = 'no-such-message';
        server.send(JSON.stringify(frame));
      });
    });
    await c.reload();
    await chatButton(c).click();
    await widget(c).getByRole('button', { name: 'Start the chat' }).click();
    const text = `Refused ${unique()}`;
    await widget(c).getByRole('textbox', { name: 'Message' }).fill(text);
    await widget(c).getByRole('button', { name: 'Send' }).click();
    await expect(c.getByTestId('error-toasts').getByText('The request is invalid')).toBeVisible();
    await expect(widget(c).getByText(text)).toHaveCount(0);
  } finally {
    await customer.close();
  }
});

test('a signed-out visitor on /support is offered sign-in for the chat, and comes back to it', async ({ page }) => {
  await page.goto('/support');
  await expect(page.getByRole('heading', { name: 'Chat with us' })).toBeVisible();
  await page.getByRole('button', { name: 'Open the support chat' }).click();
  const dialog = widget(page);
  await expect(dialog).toContainText('The support chat is for signed-in clients');
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await expectNoSeriousViolations(page, '/support chat (signed out)');
  await dialog.getByRole('button', { name: 'Sign in to chat' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsupport/);
  await loginViaUi(page, PERSONAS.owner);
  await expect(page).toHaveURL(/\/support$/);
  await page.getByRole('main').getByRole('button', { name: 'Open the support chat' }).click();
  await expect(widget(page)).toBeVisible();
});
