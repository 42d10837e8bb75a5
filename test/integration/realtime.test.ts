/**
 * The live connection (issue 6) against the local gateway's /ws with a real `ws` client: who may
 * connect and subscribe, the support chat both ways with DELIVERED receipts, and notifications
 * stored and pushed as things happen.
 */
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { channels, SUPPORT_INBOX } from '../../shared/realtime/channels.js';
import { as, call, stackEnv, stackUrl, type TResponse, type TSession } from '../support/api.js';
import { auditEvents } from '../support/aws.js';
import { contractingCompany, createService, hireContractor, newCompany, newPerson, publishedInvoice } from '../support/billing.js';
import { connect, refusal } from '../support/live.js';

function claimsOf(session: TSession): Record<string, unknown> & { sub: string } {
  return JSON.parse(Buffer.from(session.secondaryToken.split('.')[1]!, 'base64url').toString('utf8'));
}
const userIdOf = (session: TSession) => claimsOf(session).sub;

/** A permission token of the session's user that expired a minute ago, signed with the real key. */
async function expiredPermissionToken(session: TSession): Promise<string> {
  const { sub, iat: _iat, exp: _exp, iss: _iss, aud: _aud, ...claims } = claimsOf(session);
  const past = Math.floor(Date.now() / 1000) - 600;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuer('sublime-portal')
    .setAudience('sublime-api')
    .setIssuedAt(past)
    .setExpirationTime(past + 60)
    .sign(new TextEncoder().encode(stackEnv().PERMISSION_TOKEN_SECRET));
}

/** Polls until the answer satisfies the check (work that follows an acknowledgment), at most 5 s. */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((done) => setTimeout(done, 100));
  }
}

let uuidCounter = 0;
const uuid = () => `u-${Date.now().toString(36)}-${(uuidCounter += 1)}`;

describe('connecting', () => {
  it('accepts a signed-in user from the app origin, and answers PING', async () => {
    const live = await connect(await as('john'));
    live.send({ type: 'PING' });
    await live.next('PONG');
    await live.close();
  });

  it('refuses a foreign Origin, and a missing one', async () => {
    const john = await as('john');
    expect(await refusal(john, { origin: 'https://evil.example' })).toBe(403);
    expect(await refusal(john, { origin: stackUrl().replace('localhost', 'localhost.evil.example') })).toBe(403);
  });

  it('refuses no token, a forged token, an expired permission token and another user\'s permission token', async () => {
    const john = await as('john');
    const owner = await as('owner');
    expect(await refusal(undefined)).toBe(401);
    expect(await refusal(john, { accessToken: `${john.accessToken.slice(0, -4)}AAAA` })).toBe(401);
    expect(await refusal(john, { permissionToken: await expiredPermissionToken(john) })).toBe(401);
    expect(await refusal(john, { permissionToken: owner.secondaryToken })).toBe(401);
  });

  it("keeps a user to their own channels: another customer's, the inbox without the support role, unknown names", async () => {
    const john = await as('john');
    const owner = await as('owner');
    const live = await connect(john);
    for (const channel of [channels.chat(userIdOf(owner)), channels.notification(userIdOf(owner)), channels.support(userIdOf(owner)), SUPPORT_INBOX, '/topic/anything']) {
      live.send({ type: 'SUBSCRIBE', channel });
      const error = await live.next('ERROR', (f) => f.ref === channel);
      expect(error.systemCode).toBe(40011);
    }
    await live.subscribe(channels.chat(userIdOf(john)));
    await live.close();

    // A provider employee without SUPPORT_MANAGER (Paul, payroll) is no support agent either.
    const paul = await connect(await as('payroll'));
    paul.send({ type: 'SUBSCRIBE', channel: SUPPORT_INBOX });
    expect((await paul.next('ERROR', (f) => f.ref === SUPPORT_INBOX)).systemCode).toBe(40011);
    paul.send({ type: 'SUBSCRIBE', channel: channels.support(userIdOf(john)) });
    expect((await paul.next('ERROR')).systemCode).toBe(40011);
    await paul.close();
  });

  it('refuses a malformed frame with an ERROR and keeps the connection', async () => {
    const live = await connect(await as('john'));
    live.socket.send('not json');
    expect((await live.next('ERROR')).systemCode).toBe('invalid_request');
    live.send({ type: 'NOPE' });
    expect((await live.next('ERROR')).systemCode).toBe('invalid_request');
    live.send({ type: 'PING' });
    await live.next('PONG');
    await live.close();
  });
});

describe('support chat', () => {
  it('validates the body and gets or creates one room per user, named after the account', async () => {
    const client = await newPerson('Chat', 'Prefs');
    const id = userIdOf(client.session);
    expect((await call('GET', `/api/chats/${id}`, { session: client.session })).body).toEqual({ room: null });
    const badEmail = await call('POST', '/api/chats', { session: client.session, body: { name: 'Alice', email: 'not-an-email' } });
    expect(badEmail.status).toBe(400);
    const [a, b] = await Promise.all([
      call('POST', '/api/chats', { session: client.session, body: { name: 'Chat Prefs', email: client.email } }),
      call('POST', '/api/chats', { session: client.session, body: { name: 'Chat Prefs' } }),
    ]);
    expect(a.status, a.text).toBe(200);
    expect(b.body.roomId).toBe(a.body.roomId);
    expect(a.body).toMatchObject({ roomId: id, roomName: 'Chat Prefs', unreadCount: 0, customerUnreadCount: 0 });
    expect((await call('GET', `/api/chats/${id}`, { session: client.session })).body.room.roomId).toBe(id);
    // Someone else's room is not found, by the room or its messages.
    const john = await as('john');
    expect((await call('GET', `/api/chats/${id}`, { session: john })).status).toBe(404);
    expect((await call('GET', `/api/chats/${id}/messages`, { session: john })).status).toBe(404);
  });

  it('a client and staff chat both ways in real time, with DELIVERED receipts and unread counts', async () => {
    const client = await newPerson('Cora', 'Client');
    const roomId = userIdOf(client.session);
    expect((await call('POST', '/api/chats', { session: client.session, body: { name: 'Cora Client' } })).status).toBe(200);
    const admin = await as('admin');

    const customer = await connect(client.session);
    await customer.subscribe(channels.chat(roomId));
    const staff = await connect(admin);
    await staff.subscribe(SUPPORT_INBOX);
    await staff.subscribe(channels.support(roomId));

    // Client → staff.
    const first = uuid();
    customer.send({ type: 'SEND', destination: SUPPORT_INBOX, message: { uuid: first, content: 'Hello, I need help with my invoice' } });
    const ack = await customer.next('ACK', (f) => f.uuid === first);
    expect(ack.message).toMatchObject({ content: 'Hello, I need help with my invoice', side: 'CUSTOMER', saved: true, seen: false, event: 'RECEIVED', indexId: 1, username: 'Cora Client' });
    const arrived = await staff.next('MESSAGE', (f) => f.message.uuid === first);
    expect(arrived.message).toMatchObject({ _id: ack.message._id, chatId: roomId, event: 'RECEIVED', seen: false, distributed: false });
    // Once per connection, though staff listen on both the inbox and the room.
    expect(await staff.none('MESSAGE', (f) => f.message.uuid === first)).toBe(true);

    let rooms = await call('GET', '/api/chats?size=100', { session: admin });
    expect(rooms.status).toBe(200);
    let room = rooms.body.data.find((r: { roomId: string }) => r.roomId === roomId);
    expect(room).toMatchObject({ roomName: 'Cora Client', unreadCount: 1, lastMessage: { _id: ack.message._id, seen: false } });
    // Newest activity first (other tests' rooms may be newer still): a room's activity is its last
    // message's time, else its creation.
    const activity = rooms.body.data.map((r: { createDateTime: string; lastMessage?: { createDateTime: string } }) => r.lastMessage?.createDateTime ?? r.createDateTime);
    expect(activity).toEqual([...activity].sort().reverse());

    // Staff show it: DELIVERED goes back to the customer, the message is seen and distributed.
    staff.send({ type: 'DELIVERED', chatId: roomId, messageIds: [ack.message._id] });
    const receipt = await customer.next('DELIVERED');
    await staff.next('DELIVERED', (f) => f.messageIds[0] === ack.message._id);
    expect(receipt).toMatchObject({ chatId: roomId, messageIds: [ack.message._id], channel: channels.chat(roomId) });
    const history = await call('GET', `/api/chats/admin/${roomId}/messages`, { session: admin });
    expect(history.body.data[0]).toMatchObject({ _id: ack.message._id, seen: true, distributed: true, event: 'DELIVERED' });
    rooms = await call('GET', '/api/chats?size=100', { session: admin });
    room = rooms.body.data.find((r: { roomId: string }) => r.roomId === roomId);
    expect(room).toMatchObject({ unreadCount: 0, lastMessage: { seen: true, distributed: true } });
    // A second receipt for the same message changes nothing.
    staff.send({ type: 'DELIVERED', chatId: roomId, messageIds: [ack.message._id] });
    expect(await customer.none('DELIVERED')).toBe(true);
    expect(await staff.none('DELIVERED')).toBe(true);

    // Staff → client, as a reply.
    const answer = uuid();
    staff.send({ type: 'SEND', destination: SUPPORT_INBOX, message: { chatId: roomId, uuid: answer, content: 'Sure, which one?', replyMessageId: ack.message._id } });
    const staffAck = await staff.next('ACK', (f) => f.uuid === answer);
    const incoming = await customer.next('MESSAGE', (f) => f.message.uuid === answer);
    expect(incoming.message).toMatchObject({
      side: 'SUPPORT',
      username: 'Alice Admin',
      indexId: 2,
      event: 'RECEIVED',
      replyMessage: { _id: ack.message._id, content: 'Hello, I need help with my invoice' },
    });
    expect((await call('GET', `/api/chats/${roomId}`, { session: client.session })).body.room.customerUnreadCount).toBe(1);
    customer.send({ type: 'DELIVERED', messageIds: [staffAck.message._id] });
    expect((await staff.next('DELIVERED')).messageIds).toEqual([staffAck.message._id]);
    const mine = await call('GET', `/api/chats/${roomId}/messages`, { session: client.session });
    expect(mine.body.data.map((m: { uuid: string; seen: boolean }) => [m.uuid, m.seen])).toEqual([
      [answer, true],
      [first, true],
    ]);
    expect((await call('GET', `/api/chats/${roomId}`, { session: client.session })).body.room.customerUnreadCount).toBe(0);

    // A resent message (same uuid) is acknowledged again but stored and delivered once.
    customer.send({ type: 'SEND', destination: SUPPORT_INBOX, message: { uuid: first, content: 'Hello, I need help with my invoice' } });
    expect((await customer.next('ACK', (f) => f.uuid === first)).message._id).toBe(ack.message._id);
    expect(await staff.none('MESSAGE')).toBe(true);
    expect((await call('GET', `/api/chats/${roomId}/messages`, { session: client.session })).body.data).toHaveLength(2);

    // Each send and each receipt is audited on the customer's trail, with who acted.
    const trail = await auditEvents(`USER#${roomId}`);
    const sent = trail.filter((e) => e.event === 'CHAT_MESSAGE_SENT');
    expect(sent.map((e) => e.props.messageId).sort()).toEqual([ack.message._id, staffAck.message._id].sort());
    expect(sent.find((e) => e.props.messageId === staffAck.message._id)?.producer).toMatchObject({ type: 'SUBLIME_EMPLOYEE', userId: userIdOf(admin) });
    expect(trail.filter((e) => e.event === 'CHAT_MESSAGES_SEEN').map((e) => e.props.messageIds)).toEqual(
      expect.arrayContaining([[ack.message._id], [staffAck.message._id]]),
    );

    // A customer cannot write into another's room, nor mark its messages.
    customer.send({ type: 'SEND', destination: SUPPORT_INBOX, message: { chatId: userIdOf(admin), uuid: uuid(), content: 'x' } });
    expect((await customer.next('ERROR')).systemCode).toBe('no_record');

    await Promise.all([customer.close(), staff.close()]);
  });

  it('notifies the customer of a staff answer while they are away, and staff who answered of a customer message while no agent is live', async () => {
    const client = await newPerson('Away', 'Client');
    const roomId = userIdOf(client.session);
    await call('POST', '/api/chats', { session: client.session, body: { name: 'Away Client' } });
    const admin = await as('admin');
    const staff = await connect(admin);
    staff.send({ type: 'SEND', destination: SUPPORT_INBOX, message: { chatId: roomId, uuid: uuid(), content: 'We have a question about your return' } });
    await staff.next('ACK');
    await staff.close();
    // The ACK goes out before the message is delivered or notified: wait for the notice.
    const list = await eventually(() => call('GET', '/api/notifications', { session: client.session }), (r) => r.body.data.length > 0);
    expect(list.body.data[0]).toMatchObject({ kind: 'CHAT_MESSAGE', params: { from: 'Alice Admin' } });
    expect(list.body.unseen).toBe(1);

    const chatNotices = (r: TResponse) => r.body.data.filter((n: { kind: string; params: { roomId?: string } }) => n.kind === 'CHAT_MESSAGE' && n.params.roomId === roomId);
    // The admin's list holds many other tests' notices (a page is at most 100): count this room's only.
    expect(chatNotices(await call('GET', '/api/notifications?size=100', { session: admin }))).toHaveLength(0);
    const customer = await connect(client.session);
    customer.send({ type: 'SEND', destination: SUPPORT_INBOX, message: { uuid: uuid(), content: 'Here is my answer' } });
    await customer.next('ACK');
    await customer.close();
    const adminList = await eventually(() => call('GET', '/api/notifications?size=100', { session: admin }), (r) => chatNotices(r).length > 0);
    // Other tests may notify the admin meanwhile (an accepted invitation): this room's notice is there once.
    const notices = chatNotices(adminList);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'CHAT_MESSAGE', params: { from: 'Away Client', roomId } });
  });
});

describe('support chat files', () => {
  /** A file put through the files API (register, presigned PUT, confirm) in a workspace. */
  async function uploaded(session: TSession, workspaceId: string, fileName: string) {
    const bytes = Buffer.from(`%PDF-1.4 ${fileName}\n`);
    const started = await call('POST', '/api/files', { session, workspaceId, body: { fileName, contentType: 'application/pdf', size: bytes.length } });
    expect(started.status, started.text).toBe(201);
    const put = await fetch(started.body.uploadUrl, { method: 'PUT', headers: started.body.headers, body: bytes });
    expect(put.status).toBe(200);
    const done = await call('POST', `/api/files/${started.body.file.id}/complete`, { session, workspaceId });
    expect(done.status, done.text).toBe(200);
    return { fileMetaId: done.body.id as string, name: fileName, size: bytes.length, type: 'application/pdf', extension: 'pdf', workspaceId };
  }

  it("keeps a room's files in the customer's own workspace: each side downloads the other's, another client neither", async () => {
    const client = await newPerson('Fay', 'Files');
    const roomId = userIdOf(client.session);
    const created = await call('POST', '/api/chats', { session: client.session, body: { name: 'Fay Files' } });
    const own = client.session.workspaces.find((w) => w.type === 'PERSON')!.id;
    expect(created.body).toMatchObject({ roomId, workspaceId: own });
    const admin = await as('admin');
    const listed = (await call('GET', '/api/chats?size=100', { session: admin })).body.data.find((r: { roomId: string }) => r.roomId === roomId);
    expect(listed.workspaceId).toBe(own);

    const customer = await connect(client.session);
    const staff = await connect(admin);
    await staff.subscribe(channels.support(roomId));
    const theirs = await uploaded(client.session, own, 'receipt.pdf');
    const sent = uuid();
    customer.send({ type: 'SEND', destination: SUPPORT_INBOX, message: { uuid: sent, content: '', files: [theirs] } });
    const arrived = await staff.next('MESSAGE', (f) => f.message.uuid === sent);
    expect(arrived.message.files).toEqual([theirs]);
    // Staff read it in the room's workspace, and answer with a file uploaded there.
    expect((await call('GET', `/api/files/${theirs.fileMetaId}/download`, { session: admin, workspaceId: own })).status).toBe(200);
    const ours = await uploaded(admin, own, 'w2.pdf');
    const answer = uuid();
    staff.send({ type: 'SEND', destination: SUPPORT_INBOX, message: { chatId: roomId, uuid: answer, content: 'Here it is', files: [ours], replyMessageId: arrived.message._id } });
    await customer.subscribe(channels.chat(roomId));
    const ack = await staff.next('ACK', (f) => f.uuid === answer);
    expect(ack.message).toMatchObject({ files: [ours], replyMessage: { _id: arrived.message._id } });
    const history = await call('GET', `/api/chats/${roomId}/messages`, { session: client.session });
    expect(history.body.data[0]).toMatchObject({ files: [ours], replyMessage: { _id: arrived.message._id } });
    expect((await call('GET', `/api/files/${ours.fileMetaId}/download`, { session: client.session, workspaceId: own })).status).toBe(200);
    // Another client cannot read the room's files, even knowing their ids and workspace.
    const john = await as('john');
    expect([403, 404]).toContain((await call('GET', `/api/files/${ours.fileMetaId}/download`, { session: john, workspaceId: own })).status);
    await Promise.all([customer.close(), staff.close()]);
  });
});

describe('notifications', () => {
  it('an invoice published reaches the payer live, is stored, and is still listed after reconnecting', async () => {
    const payee = await newPerson('Nina', 'Payee');
    const payer = await contractingCompany(payee, 'Noel Payer LLC');
    // The employment that links them told each side (invitation, acceptance): opened, so counts start at 0.
    for (const who of [payee, payer]) expect((await call('POST', '/api/notifications/seen', { session: who.session })).status).toBe(200);
    const billing = (data: { kind: string }[]) => data.filter((n) => !n.kind.startsWith('EMPLOYMENT_'));
    const service = await createService(payee, { name: 'Bookkeeping', priceCents: 25_000 });
    const payerId = userIdOf(payer.session);

    const live = await connect(payer.session);
    await live.subscribe(channels.notification(payerId));
    const invoice = await publishedInvoice(payee, payer.ws, service.id);
    const pushed = await live.next('NOTIFICATION');
    expect(pushed).toMatchObject({
      channel: channels.notification(payerId),
      unseen: 1,
      notification: { kind: 'INVOICE_PUBLISHED', params: { invoiceNumber: invoice.invoiceNumber, counterparty: invoice.payee.name, totalCents: invoice.totalCents } },
    });
    await live.close();
    // The payee, who acted, is not told of their own invoice.
    expect(billing((await call('GET', '/api/notifications', { session: payee.session })).body.data)).toEqual([]);

    const again = await connect(payer.session);
    await again.subscribe(channels.notification(payerId));
    const list = await call('GET', '/api/notifications', { session: payer.session });
    expect(list.status).toBe(200);
    expect(list.body.unseen).toBe(1);
    expect(billing(list.body.data)).toMatchObject([{ id: pushed.notification.id, kind: 'INVOICE_PUBLISHED' }]);

    // The payer pays: the payee is told, live when connected.
    const payeeLive = await connect(payee.session);
    await payeeLive.subscribe(channels.notification(userIdOf(payee.session)));
    const paid = await call('PUT', `/api/billing/bills/${invoice.id}/complete`, { session: payer.session, workspaceId: payer.ws });
    expect(paid.status, paid.text).toBe(200);
    expect((await payeeLive.next('NOTIFICATION')).notification).toMatchObject({ kind: 'BILL_PAID', params: { invoiceNumber: invoice.invoiceNumber } });

    // Opening the bell resets the count; the list stays, newest first.
    expect((await call('POST', '/api/notifications/seen', { session: payer.session })).status).toBe(200);
    const seen = await call('GET', '/api/notifications', { session: payer.session });
    expect(seen.body.unseen).toBe(0);
    expect(billing(seen.body.data)).toHaveLength(1);
    await Promise.all([again.close(), payeeLive.close()]);
  });

  it('respects the notification setting, and tells the inviter when an invitation is accepted', async () => {
    const payee = await newPerson('Quiet', 'Payee');
    const payer = await newCompany('Quiet Payer LLC');
    const off = await call('PUT', '/api/users/me/notification-setting', { session: payer.session, body: { notificationEnable: false } });
    expect(off.status).toBe(200);
    await hireContractor(payer, payee);
    const service = await createService(payee, { name: 'Payroll' });
    await publishedInvoice(payee, payer.ws, service.id);
    expect((await call('GET', '/api/notifications', { session: payer.session })).body).toMatchObject({ data: [], unseen: 0 });

    // newPerson is invited by the admin, who hears of each acceptance.
    const admin = await as('admin');
    const invited = (await call('GET', '/api/notifications?size=100', { session: admin })).body.data.filter(
      (n: { kind: string; params: { email?: string } }) => n.kind === 'INVITATION_ACCEPTED' && n.params.email === payer.email,
    );
    expect(invited).toHaveLength(1);
  });
});
