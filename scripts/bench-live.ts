/**
 * `npm run bench`, live connection (issue 6 §7, issue 13 §5): how long a chat message takes from
 * the customer's socket to a support agent's through the local gateway (the realtime handler: a
 * $default invocation, the message saved, posted back through the management API), as a ratio to
 * the DynamoDB writes the send makes: the very TransactWriteItems the send issued (message, its
 * uuid, the room, the audit event, the chain head and the day counter), captured from the
 * handler's client and issued again directly on a copy of the items it conditions on. A bare `ws`
 * echo is printed too, for scale only: nothing the portal does can change it.
 */
import { type AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import WebSocket, { WebSocketServer } from 'ws';
import { ensureTable } from './local/resources.js';
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

/** The table every TransactWriteItems the handlers issue is replayed on (same instance, same key schema). */
const REPLAY_TABLE = 'sublime-bench-replay';

/**
 * Captures each TransactWriteItems the handlers' DynamoDB client sends (they run in this process,
 * as the gateway invokes them), before the document client marshals it.
 */
async function captureTransactions() {
  const { ddb } = await import('../functions/core/ddb.js');
  const captured: TransactWriteCommandInput[] = [];
  ddb.middlewareStack.add(
    (next, context) => async (args) => {
      // The document client's commands run as the base client's (TransactWriteItemsCommand), still unmarshalled here.
      if (context.commandName === 'TransactWriteItemsCommand') captured.push(structuredClone(args.input as TransactWriteCommandInput));
      return next(args);
    },
    { step: 'initialize', priority: 'high', name: 'benchCaptureTransactions' },
  );
  return captured;
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
  const send = async (i: number) => {
    const uuid = `bench-${run}-${i}`;
    const got = frame(agent, (f) => f.type === 'MESSAGE' && f.message.uuid === uuid);
    customer.send(JSON.stringify({ type: 'SEND', destination: SUPPORT_INBOX, message: { uuid, content: 'Hello, I need help with my invoice' } }));
    await got;
  };

  // The raw side: each send's own TransactWriteItems, issued again on a replay table that holds
  // copies of the items it conditions on (the room, the chain head, the day counter), so every
  // condition holds there as it did for the send.
  const captured = await captureTransactions();
  // Marshalled as the handlers' client marshals (functions/core/ddb.ts).
  const raw = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.env.AWS_ENDPOINT_URL_DYNAMODB }), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  await ensureTable(stack.env.AWS_ENDPOINT_URL_DYNAMODB!, REPLAY_TABLE);
  const table = stack.env.TABLE_NAME!;
  const replayOf = (tx: TransactWriteCommandInput): TransactWriteCommandInput => ({
    TransactItems: tx.TransactItems!.map((item) =>
      Object.fromEntries(Object.entries(item).map(([op, body]) => [op, { ...body, TableName: REPLAY_TABLE }])),
    ) as TransactWriteCommandInput['TransactItems'],
  });
  for (let i = 0; i < WARMUP; i += 1) await send(-1 - i);
  const last = captured.at(-1);
  if (!last) throw new Error('a send issued no TransactWriteItems');
  for (const item of last.TransactItems!) {
    const Key = item.Update?.Key ?? item.ConditionCheck?.Key ?? (item.Put?.ConditionExpression?.includes('attribute_not_exists') ? undefined : item.Put && { PK: item.Put.Item!.PK, SK: item.Put.Item!.SK });
    if (!Key) continue;
    const current = await raw.send(new GetCommand({ TableName: table, Key, ConsistentRead: true }));
    if (current.Item) await raw.send(new PutCommand({ TableName: REPLAY_TABLE, Item: current.Item }));
  }
  for (let i = 0; i < 10; i += 1) await raw.send(new GetCommand({ TableName: REPLAY_TABLE, Key: { PK: 'warm', SK: 'up' } }));
  // Turns: a send through the gateway, then its transaction issued directly, so a busy moment on
  // a shared machine slows both sides alike.
  const liveTimes: number[] = [];
  const rawTimes: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    captured.length = 0;
    let t = performance.now();
    await send(i);
    liveTimes.push(performance.now() - t);
    const tx = captured.at(-1);
    if (!tx) throw new Error('a send issued no TransactWriteItems');
    t = performance.now();
    await raw.send(new TransactWriteCommand(replayOf(tx)));
    rawTimes.push(performance.now() - t);
  }
  customer.close();
  agent.close();
  liveTimes.sort((a, b) => a - b);
  rawTimes.sort((a, b) => a - b);

  const result = {
    transactItems: last.TransactItems!.length,
    rawP50: +percentile(rawTimes, 50).toFixed(2),
    rawP99: +percentile(rawTimes, 99).toFixed(2),
    liveP50: +percentile(liveTimes, 50).toFixed(2),
    liveP99: +percentile(liveTimes, 99).toFixed(2),
    ratioP50: +(percentile(liveTimes, 50) / percentile(rawTimes, 50)).toFixed(2),
    ratioP99: +(percentile(liveTimes, 99) / percentile(rawTimes, 99)).toFixed(2),
    bareEchoP50: +percentile(bareTimes, 50).toFixed(2),
    budget: { ratioP50: 2 },
  };
  console.log(`\nChat message delivery, customer socket → agent socket through the gateway, vs the send's own TransactWriteItems (${result.transactItems} items) issued directly (ms, n=${ROUNDS})`);
  console.log(`raw TransactWrite p50 ${result.rawP50}  p99 ${result.rawP99}`);
  console.log(`live delivery     p50 ${result.liveP50}  p99 ${result.liveP99}`);
  console.log(`ratio p50 ${result.ratioP50} (target ≤ 2)  p99 ${result.ratioP99}`);
  console.log(`(for scale: a bare ws echo on this machine, p50 ${result.bareEchoP50})`);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startStack } = await import('./local/stack.js');
  const stack = await startStack({ port: Number(process.env.BENCH_PORT ?? 3600), web: 'none', seed: true, quiet: true });
  try {
    await benchLive(stack);
  } finally {
    await stack.stop();
  }
  process.exit(0);
}
