/**
 * Issue 13, findings 10, 11 and 13 (finding 9 is in profile.test.ts): contacts answer only what the
 * caller typed, the support room's identity is the account's and a message carries only the
 * sender's own files, and refusals go on the caller's trail, never on the chain they aimed at.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { SUPPORT_INBOX } from '../../shared/realtime/channels.js';
import { ACME_ID, as, call, type TSession } from '../support/api.js';
import { auditEvents, table } from '../support/aws.js';
import { act, addContact, createService, newCompany, newPerson, publishedInvoice, TODAY } from '../support/billing.js';
import { connect } from '../support/live.js';

const userIdOf = (session: TSession): string => JSON.parse(Buffer.from(session.secondaryToken.split('.')[1]!, 'base64url').toString('utf8')).sub;

async function chainHead(chain: string): Promise<number> {
  const { client, name } = table();
  const out = await client.send(new GetCommand({ TableName: name, Key: { PK: `AUDITHEAD#${chain}`, SK: 'HEAD' }, ConsistentRead: true }));
  return (out.Item?.seq as number | undefined) ?? 0;
}

/** Registers, PUTs the bytes to the presigned URL (real s3rver), and completes: a file of the workspace. */
async function upload(session: TSession, workspaceId: string, fileName = 'scan.pdf') {
  const bytes = Buffer.from('%PDF-1.4 a scan\n%%EOF\n');
  const started = await call('POST', '/api/files', { session, workspaceId, body: { fileName, contentType: 'application/pdf', size: bytes.length } });
  expect(started.status, started.text).toBe(201);
  const put = await fetch(started.body.uploadUrl, { method: 'PUT', headers: started.body.headers, body: bytes });
  expect(put.status).toBe(200);
  const done = await call('POST', `/api/files/${started.body.file.id}/complete`, { session, workspaceId });
  expect(done.status, done.text).toBe(200);
  return done.body as { id: string; fileName: string; size: number };
}

let counter = 0;
const uuid = () => `d-${Date.now().toString(36)}-${(counter += 1)}`;

describe('contacts disclose no account (finding 10)', () => {
  it("answers a user's email with only what the caller typed: no real name, the same shape as an unknown email", async () => {
    const tom = await newPerson('Tom', 'Prober');
    const jane = await newPerson('Janet', 'Realname');
    const known = await addContact(tom, jane.email, 'Whoever');
    expect(known).toMatchObject({ name: 'Whoever', ref: { type: 'PERSON', name: 'Whoever', email: jane.email } });
    const unknown = await addContact(tom, `nobody.${Date.now().toString(36)}@example.com`, 'Someone Else');
    expect(Object.keys(unknown).sort()).toEqual(Object.keys(known).sort());
    expect(Object.keys(unknown.ref).sort()).toEqual(Object.keys(known.ref).sort());
    // Nothing of the account: not its name, in the answer nor in a search by it.
    const search = await act(tom, 'GET', '/api/billing/contacts?query=Realname');
    expect(search.body).toEqual({ data: [], empty: true });
    const all = await act(tom, 'GET', '/api/billing/contacts?query=whoever');
    expect(JSON.stringify(all.body)).not.toContain('Realname');
    expect(JSON.stringify(known)).not.toContain('Realname');
  });

  it("links nothing to the account whose email a contact names: Tom's company cannot bill in Jane's name (finding 4 by the contacts door)", async () => {
    const tom = await newCompany('Tom Contacts LLC', 'Tom');
    const jane = await newPerson('Janet', 'Contactee');
    const service = await createService(tom, { name: 'Consulting', priceCents: 1_004_400 });

    // The contact answer for her email is a private record, alike to an unknown email's.
    const known = await act(tom, 'POST', '/api/billing/contacts', { name: 'Jane Typed', email: jane.email });
    const unknown = await act(tom, 'POST', '/api/billing/contacts', { name: 'Nobody Typed', email: `nobody.${Date.now().toString(36)}@example.com` });
    expect([known.status, unknown.status]).toEqual([201, 201]);
    expect(Object.keys(known.body).sort()).toEqual(Object.keys(unknown.body).sort());
    expect(Object.keys(known.body.ref).sort()).toEqual(Object.keys(unknown.body.ref).sort());
    expect(known.body.id).toMatch(/^p_/);
    expect(known.body.id).not.toBe(jane.ws);
    expect(known.text).not.toContain(jane.ws);
    expect((await act(tom, 'GET', '/api/billing/contacts?size=100')).text).not.toContain(jane.ws);

    // Her workspace id learnt elsewhere: no log with her as executor or recipient, no bill or invoice naming her.
    const refused = async (res: { status: number; body: { systemCode?: string }; text: string }) => {
      expect(res.status, res.text).toBe(404);
      expect(res.body.systemCode).toBe('no_record');
    };
    const log = (executorId: string, recipientId: string) =>
      act(tom, 'POST', '/api/billing/service-logs', { executorId, recipientId, serviceId: service.id, priceCents: 1_004_400, quantity: 1, date: TODAY });
    await refused(await log(jane.ws, tom.ws));
    await refused(await log(tom.ws, jane.ws));
    // The private profile is no contractor of the company either: nobody is made to work for it.
    await refused(await log(known.body.id, tom.ws));
    await refused(await act(tom, 'POST', '/api/billing/bills', { payeeId: jane.ws, serviceLogIds: ['01HZZZZZZZZZZZZZZZZZZZZZZZ'], invoiceDate: TODAY }));
    await refused(await act(tom, 'POST', '/api/billing/invoices', { payerId: jane.ws, serviceLogIds: ['01HZZZZZZZZZZZZZZZZZZZZZZZ'], invoiceDate: TODAY }));
    await refused(await act(tom, 'GET', `/api/billing/locations?executorId=${tom.ws}&contactId=${jane.ws}`));

    // A contact stored before the fix that refers to her workspace links nothing either.
    const { client, name } = table();
    const now = new Date().toISOString();
    await client.send(
      new PutCommand({
        TableName: name,
        Item: { PK: `WS#${tom.ws}`, SK: `CONTACT#${jane.ws}`, id: jane.ws, name: 'Jane Old', email: jane.email, ref: { id: jane.ws, type: 'PERSON', name: 'Janet Contactee', email: jane.email }, createdBy: tom.ws, source: 'CONTACT', createdAt: now },
      }),
    );
    await refused(await log(tom.ws, jane.ws));
    await refused(await log(jane.ws, tom.ws));
    await refused(await act(tom, 'POST', '/api/billing/bills', { payeeId: jane.ws, serviceLogIds: ['01HZZZZZZZZZZZZZZZZZZZZZZZ'], invoiceDate: TODAY }));

    // Nothing was written in her name: no log received, no bill, nothing unpaid, no notification.
    expect((await act(jane, 'GET', '/api/billing/service-logs')).body.data ?? []).toEqual([]);
    expect((await act(jane, 'GET', '/api/billing/bills')).body.data ?? []).toEqual([]);
    expect((await act(jane, 'GET', '/api/billing/invoices/summary')).body.unpaidCents).toBe(0);
    expect((await act(jane, 'GET', '/api/billing/bills/summary')).body.unpaidCents).toBe(0);
    expect((await act(jane, 'GET', '/api/notifications')).body.data).toEqual([]);
    // Her invoice numbering is untouched: her own first invoice is number 1.
    const client2 = await addContact(jane, `client.${Date.now().toString(36)}@example.com`, 'Her Client');
    const own = await createService(jane, { name: 'Design', priceCents: 5000 });
    expect((await publishedInvoice(jane, client2.id, own.id)).invoiceNumber).toBe(1);
  });

  it('answers a staff email as any other (no distinct message), with a profile of the caller\'s own', async () => {
    const tom = await newPerson('Tom', 'Staffprobe');
    const staff = await act(tom, 'POST', '/api/billing/contacts', { name: 'Paul Maybe', email: 'payroll@sublime.local' });
    expect(staff.status, staff.text).toBe(201);
    expect(staff.body).toMatchObject({ name: 'Paul Maybe', email: 'payroll@sublime.local', ref: { type: 'PERSON', name: 'Paul Maybe' } });
    const again = await act(tom, 'POST', '/api/billing/contacts', { name: 'Paul again', email: 'payroll@sublime.local' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ systemCode: 'not_unique', param: 'email' });
  });

  it('makes no shared ownerless profile: another tenant adding the same unknown email gets its own, under its own name', async () => {
    const [first, second] = await Promise.all([newPerson('First', 'Tenant'), newPerson('Second', 'Tenant')]);
    const email = `unclaimed.${Date.now().toString(36)}@example.com`;
    const a = await addContact(first, email, 'Chosen By First');
    const b = await addContact(second, email.toUpperCase(), 'Chosen By Second');
    expect(b.ref.id).not.toBe(a.ref.id);
    expect(b.ref.name).toBe('Chosen By Second');
    expect(JSON.stringify(b)).not.toContain('Chosen By First');
    // Neither profile is claimed by the email for everyone.
    const { client, name } = table();
    const claim = await client.send(new GetCommand({ TableName: name, Key: { PK: `EMAIL#${email}`, SK: 'CONTACTPROFILE' } }));
    expect(claim.Item).toBeUndefined();
  });
});

describe('the support inbox cannot be spoofed (finding 11)', () => {
  it("names the room after the caller's account, whatever name and email the client sends", async () => {
    const spoofer = await newPerson('Sly', 'Spoofer');
    const room = await call('POST', '/api/chats', { session: spoofer.session, body: { name: 'Olivia Owner', email: 'owner@acme.example' } });
    expect(room.status, room.text).toBe(200);
    expect(room.body).toMatchObject({ roomName: 'Sly Spoofer', email: spoofer.email });
    const inbox = await call('GET', '/api/chats?size=100', { session: await as('admin') });
    const listed = inbox.body.data.find((r: { roomId: string }) => r.roomId === room.body.roomId);
    expect(listed).toMatchObject({ roomName: 'Sly Spoofer', email: spoofer.email });
  });

  it("refuses a file of another workspace, and keeps only the file record's own name and no client url", async () => {
    const sender = await newPerson('File', 'Sender');
    const victim = await newPerson('File', 'Victim');
    const theirs = await upload(victim.session, victim.ws, 'victim-tax-return.pdf');
    const mine = await upload(sender.session, sender.ws, 'my-w2.pdf');
    const roomId = userIdOf(sender.session);
    expect((await call('POST', '/api/chats', { session: sender.session, body: {} })).status).toBe(200);
    const live = await connect(sender.session);
    try {
      const stolen = uuid();
      live.send({
        type: 'SEND', destination: SUPPORT_INBOX,
        message: { uuid: stolen, content: 'see attached', files: [{ fileMetaId: theirs.id, name: 'invoice.pdf', size: 1, type: 'application/pdf', workspaceId: victim.ws, url: 'javascript:alert(1)' }] },
      });
      expect(await live.next('ERROR', (f) => f.ref === stolen)).toMatchObject({ systemCode: 'no_record' });
      // The victim's file named under the sender's own workspace is not found either.
      const relabelled = uuid();
      live.send({ type: 'SEND', destination: SUPPORT_INBOX, message: { uuid: relabelled, files: [{ fileMetaId: theirs.id, name: 'x.pdf', size: 1, type: 'application/pdf', workspaceId: sender.ws }] } });
      expect(await live.next('ERROR', (f) => f.ref === relabelled)).toMatchObject({ systemCode: 'no_record' });

      const own = uuid();
      live.send({
        type: 'SEND', destination: SUPPORT_INBOX,
        message: { uuid: own, content: 'my W-2', files: [{ fileMetaId: mine.id, name: 'renamed.exe', size: 999, type: 'text/html', workspaceId: sender.ws, url: 'javascript:alert(1)', preview: 'javascript:alert(2)' }] },
      });
      const ack = await live.next('ACK', (f) => f.uuid === own);
      expect(ack.message.files).toEqual([{ fileMetaId: mine.id, name: 'my-w2.pdf', size: mine.size, type: 'application/pdf', extension: 'pdf', workspaceId: sender.ws }]);
    } finally {
      await live.close();
    }
    const history = await call('GET', `/api/chats/admin/${roomId}/messages?size=50`, { session: await as('admin') });
    expect(history.status, history.text).toBe(200);
    expect(history.body.data).toHaveLength(1);
    expect(history.text).not.toContain('javascript:');
    expect(history.text).not.toContain(theirs.id);
  });
});

describe('refusals stay on the caller\'s trail (finding 13)', () => {
  it("records a write refused in another tenant's workspace on the caller's chain, leaving the target's chain untouched", async () => {
    const tom = await newPerson('Tom', 'Flooder');
    const tomUser = userIdOf(tom.session);
    const before = await chainHead(ACME_ID);
    const refused = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', '/api/billing/services', { session: tom.session, workspaceId: ACME_ID, body: { name: 'Flood', priceCents: 100 } })),
    );
    expect(refused.map((r) => r.status)).toEqual(Array(10).fill(403));
    expect(await chainHead(ACME_ID)).toBe(before);
    const own = (await auditEvents(`USER#${tomUser}`, 100)).filter((e) => e.event === 'SERVICE_CREATED');
    expect(own).toHaveLength(10);
    expect(own.every((e) => !e.success && e.props.aimedAt === ACME_ID && e.props.systemCode === 40011)).toBe(true);
    expect(own[0]!.consumer).toMatchObject({ userId: tomUser });

    // Staff still see them on the audit page (by producer).
    const page = await call('GET', `/api/audit?producerId=${tomUser}&events=SERVICE_CREATED&size=100`, { session: await as('admin') });
    expect(page.status, page.text).toBe(200);
    expect(page.body.data.filter((e: { props?: { aimedAt?: string } }) => e.props?.aimedAt === ACME_ID)).toHaveLength(10);
    // The owner's own writes still go on Acme's chain.
    const owner = await as('owner');
    expect((await call('POST', '/api/billing/services', { session: owner, workspaceId: ACME_ID, body: { name: `Owner write ${Date.now()}`, priceCents: 100 } })).status).toBe(201);
    expect(await chainHead(ACME_ID)).toBe(before + 1);
  });
});
