/**
 * `npm run bench`, live connection (issue 6 §7): how long a chat message takes from the customer's
 * socket to a support agent's through the local gateway (the realtime handler: a $default
 * invocation, the message saved, posted back through the management API), as a ratio to a bare
 * `ws` echo on the same machine (p50, p99).
 */
import { type AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { DEMO_PASSWORD } from './local/demo.js';
import type { TStack } from './local/stack.js';
import { channels, SUPPORT_INBOX } from '../shared/realtime/channels.js';
import { CONNECT_PARAMS, LIVE_PATH } from '../shared/realtime/realtime.schema.js';

const WARMUP = 30;
const ROUNDS = 300;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function session(stack: TStack, email: string) {
  const res = await fetch(`${stack.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const tokens = (await res.json()) as { accessToken: string; secondaryToken: string };
  const userId = JSON.parse(Buffer.from(tokens.secondaryToken.split('.')[1]!, 'base64url').toString('utf8')).sub as string;
  return { ...tokens, userId, headers: { authorization: `Bearer ${tokens.accessToken}`, 'x-permission-token': tokens.secondaryToken } };
}

function open(url: string, origin?: string): Promise<WebSocket> {
  const socket = new WebSocket(url, origin ? { headers: { origin } } : {});
  return new Promise((done, fail) => {
    socket.once('open', () => done(socket));
    socket.once('error', fail);
  });
}

/** Resolves with the first frame that matches. */
function frame(socket: WebSocket, match: (f: Record<string, any>) => boolean): Promise<Record<string, any>> {
  return new Promise((done) => {
    const listener = (data: WebSocket.RawData) => {
      const f = JSON.parse(data.toString()) as Record<string, any>;
      if (!match(f)) return;
      socket.off('message', listener);
      done(f);
    };
    socket.on('message', listener);
  });
}

async function timed(run: (i: number) => Promise<void>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i += 1) await run(-1 - i);
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const t = performance.now();
    await run(i);
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

export async function benchLive(stack: TStack) {
  // Bare `ws`: a server that echoes each message to its sender, on this machine.
  const echo = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  echo.on('connection', (s) => s.on('message', (data) => s.send(data.toString())));
  await new Promise((done) => echo.once('listening', done));
  const bare = await open(`ws://127.0.0.1:${(echo.address() as AddressInfo).port}`);
  const bareTimes = await timed(async (i) => {
    const got = frame(bare, (f) => f.i === i);
    bare.send(JSON.stringify({ i, content: 'Hello, I need help with my invoice' }));
    await got;
  });
  bare.close();
  echo.close();

  // The portal: Jane writes in her support room; Alice (ADMIN) listens on the inbox.
  const jane = await session(stack, 'jane.contractor@example.com');
  const admin = await session(stack, 'admin@sublime.local');
  const room = await fetch(`${stack.url}/api/chats`, {
    method: 'POST',
    headers: { ...jane.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Jane Contractor' }),
  });
  if (room.status !== 200) throw new Error(`POST /api/chats: ${room.status}`);
  const url = (s: { accessToken: string; secondaryToken: string }) =>
    `${stack.url.replace(/^http/, 'ws')}${LIVE_PATH}?${CONNECT_PARAMS.accessToken}=${s.accessToken}&${CONNECT_PARAMS.permissionToken}=${s.secondaryToken}`;
  const customer = await open(url(jane), stack.url);
  const agent = await open(url(admin), stack.url);
  const subscribed = frame(agent, (f) => f.type === 'SUBSCRIBED');
  agent.send(JSON.stringify({ type: 'SUBSCRIBE', channel: SUPPORT_INBOX }));
  await subscribed;
  const mine = frame(customer, (f) => f.type === 'SUBSCRIBED');
  customer.send(JSON.stringify({ type: 'SUBSCRIBE', channel: channels.chat(jane.userId) }));
  await mine;
  const run = `${Date.now().toString(36)}`;
  const liveTimes = await timed(async (i) => {
    const uuid = `bench-${run}-${i}`;
    const got = frame(agent, (f) => f.type === 'MESSAGE' && f.message.uuid === uuid);
    customer.send(JSON.stringify({ type: 'SEND', destination: SUPPORT_INBOX, message: { uuid, content: 'Hello, I need help with my invoice' } }));
    await got;
  });
  customer.close();
  agent.close();

  const result = {
    bareP50: +percentile(bareTimes, 50).toFixed(2),
    bareP99: +percentile(bareTimes, 99).toFixed(2),
    liveP50: +percentile(liveTimes, 50).toFixed(2),
    liveP99: +percentile(liveTimes, 99).toFixed(2),
    ratioP50: +(percentile(liveTimes, 50) / percentile(bareTimes, 50)).toFixed(1),
    ratioP99: +(percentile(liveTimes, 99) / percentile(bareTimes, 99)).toFixed(1),
  };
  console.log(`\nChat message delivery, customer socket → agent socket through the gateway, vs a bare ws echo (ms, n=${ROUNDS})`);
  console.log(`bare ws echo  p50 ${result.bareP50}  p99 ${result.bareP99}`);
  console.log(`live delivery p50 ${result.liveP50}  p99 ${result.liveP99}`);
  console.log(`ratio p50 ${result.ratioP50}  p99 ${result.ratioP99}`);
  return result;
}
