import { describe, expect, it } from 'vitest';
import type { TServerFrame } from '../../shared/realtime/realtime.schema.js';
import { createLiveClient, LIVE_RECONNECT_MS, onReconnect, type TSocket } from '../../web/src/features/live/live-client.js';

class FakeSocket implements TSocket {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  accept() {
    this.readyState = 1;
    this.onopen?.({});
  }
  fail() {
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({});
  }
  receive(frame: TServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

function harness(urls: (string | undefined)[] = ['ws://x/ws?token=a&permission=b']) {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  let call = 0;
  const client = createLiveClient({
    url: async () => urls[Math.min(call++, urls.length - 1)],
    open: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    setTimer: (run, ms) => {
      const t = { run, ms, cleared: false };
      timers.push(t);
      return t;
    },
    clearTimer: (t) => void ((t as { cleared: boolean }).cleared = true),
  });
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { client, sockets, timers, settle };
}

describe('web live client', () => {
  it('connects with the URL it is given and buffers subscriptions and sends until open', async () => {
    const { client, sockets, settle } = harness();
    const got: TServerFrame[] = [];
    client.subscribe('/portal/customer/u1/notification', (f) => got.push(f));
    client.send({ type: 'PING' });
    await settle();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toBe('ws://x/ws?token=a&permission=b');
    expect(sockets[0]!.sent).toEqual([]);
    sockets[0]!.accept();
    expect(client.status()).toBe('open');
    expect(sockets[0]!.sent).toEqual([{ type: 'SUBSCRIBE', channel: '/portal/customer/u1/notification' }, { type: 'PING' }]);
    sockets[0]!.receive({ type: 'SUBSCRIBED', channel: '/portal/customer/u1/notification' });
    sockets[0]!.receive({ type: 'SUBSCRIBED', channel: '/portal/customer/u2/chat' });
    expect(got).toEqual([{ type: 'SUBSCRIBED', channel: '/portal/customer/u1/notification' }]);
  });

  it('subscribes at once when already open, once per channel, and unsubscribes after the last listener', async () => {
    const { client, sockets, settle } = harness();
    await settle();
    sockets[0]!.accept();
    const a = client.subscribe('/c', () => undefined);
    const b = client.subscribe('/c', () => undefined);
    expect(sockets[0]!.sent).toEqual([{ type: 'SUBSCRIBE', channel: '/c' }]);
    a();
    expect(sockets[0]!.sent).toHaveLength(1);
    b();
    expect(sockets[0]!.sent).toEqual([{ type: 'SUBSCRIBE', channel: '/c' }, { type: 'UNSUBSCRIBE', channel: '/c' }]);
  });

  it('retries every 5 s after a refused or dropped connection and subscribes again', async () => {
    const { client, sockets, timers, settle } = harness();
    client.subscribe('/c', () => undefined);
    await settle();
    sockets[0]!.fail();
    expect(client.status()).toBe('waiting');
    expect(timers).toHaveLength(1);
    expect(timers[0]!.ms).toBe(LIVE_RECONNECT_MS);
    expect(LIVE_RECONNECT_MS).toBe(5000);
    expect(sockets).toHaveLength(1);
    timers[0]!.run();
    await settle();
    expect(sockets).toHaveLength(2);
    sockets[1]!.accept();
    expect(sockets[1]!.sent).toEqual([{ type: 'SUBSCRIBE', channel: '/c' }]);
    // Dropped later: again in 5 s, with the subscription sent again.
    sockets[1]!.fail();
    expect(timers).toHaveLength(2);
    timers[1]!.run();
    await settle();
    sockets[2]!.accept();
    expect(sockets[2]!.sent).toEqual([{ type: 'SUBSCRIBE', channel: '/c' }]);
  });

  it('waits and retries when there are no tokens yet, and stops for good on close', async () => {
    const { client, sockets, timers, settle } = harness([undefined, 'ws://x/ws?token=c&permission=d']);
    await settle();
    expect(sockets).toHaveLength(0);
    expect(timers).toHaveLength(1);
    timers[0]!.run();
    await settle();
    expect(sockets[0]!.url).toContain('token=c');
    sockets[0]!.accept();
    client.close();
    expect(sockets[0]!.closed).toBe(true);
    expect(client.status()).toBe('closed');
    sockets[0]!.fail();
    expect(timers).toHaveLength(1);
  });

  it('sends a chat message again after a drop until it is acknowledged, with the same uuid', async () => {
    const { client, sockets, timers, settle } = harness();
    await settle();
    sockets[0]!.accept();
    const send = (uuid: string) => ({ type: 'SEND' as const, destination: '/app/support', message: { uuid, content: uuid, files: [] } });
    client.send(send('m1'));
    client.send(send('m2'));
    client.send(send('m3'));
    // m1 is acknowledged and m3 refused; the line drops before m2's answer.
    sockets[0]!.receive({ type: 'ACK', uuid: 'm1', message: {} as never });
    sockets[0]!.receive({ type: 'ERROR', systemCode: 'invalid_request', message: 'no', ref: 'm3' });
    sockets[0]!.fail();
    timers[0]!.run();
    await settle();
    sockets[1]!.accept();
    expect(sockets[1]!.sent).toEqual([send('m2')]);
    // Answered now: a later reconnect sends nothing again.
    sockets[1]!.receive({ type: 'ACK', uuid: 'm2', message: {} as never });
    sockets[1]!.fail();
    timers[1]!.run();
    await settle();
    sockets[2]!.accept();
    expect(sockets[2]!.sent).toEqual([]);
  });

  it('tells a view when the connection opens again after a drop, not when it first opens', async () => {
    const { client, sockets, timers, settle } = harness();
    let reloads = 0;
    onReconnect(client, () => (reloads += 1));
    await settle();
    sockets[0]!.accept();
    expect(reloads).toBe(0);
    sockets[0]!.fail();
    timers[0]!.run();
    await settle();
    expect(reloads).toBe(0);
    sockets[1]!.accept();
    expect(reloads).toBe(1);
  });

  it('ignores frames that are not JSON', async () => {
    const { client, sockets, settle } = harness();
    const got: TServerFrame[] = [];
    client.onFrame((f) => got.push(f));
    await settle();
    sockets[0]!.accept();
    sockets[0]!.onmessage?.({ data: 'nope' });
    sockets[0]!.receive({ type: 'PONG' });
    expect(got).toEqual([{ type: 'PONG' }]);
  });
});
