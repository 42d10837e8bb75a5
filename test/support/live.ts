/** A real `ws` client of the local gateway's /ws, as the browser's live connection uses it. */
import WebSocket from 'ws';
import type { TServerFrame } from '../../shared/realtime/realtime.schema.js';
import { CONNECT_PARAMS, LIVE_PATH } from '../../shared/realtime/realtime.schema.js';
import { stackUrl, type TSession } from './api.js';

export interface TLive {
  socket: WebSocket;
  frames: TServerFrame[];
  send(frame: unknown): void;
  /** The next frame (already received or still to come) that matches, else fails after `ms`. */
  next<T extends TServerFrame['type']>(type: T, match?: (f: Extract<TServerFrame, { type: T }>) => boolean, ms?: number): Promise<Extract<TServerFrame, { type: T }>>;
  /** Resolves false when no such frame arrives within `ms`. */
  none(type: TServerFrame['type'], match?: (f: any) => boolean, ms?: number): Promise<boolean>;
  subscribe(channel: string): Promise<void>;
  close(): Promise<void>;
}

export interface TConnectOptions {
  /** Another stack's gateway (a fault test's own stack); the shared test stack by default. */
  baseUrl?: string;
  origin?: string;
  accessToken?: string;
  permissionToken?: string;
}

/** Opens a connection; rejects with the handshake's HTTP status when $connect refuses it. */
export function connect(session: TSession | undefined, opts: TConnectOptions = {}): Promise<TLive> {
  const base = opts.baseUrl ?? stackUrl();
  const url = new URL(LIVE_PATH, base.replace(/^http/, 'ws'));
  const token = opts.accessToken ?? session?.accessToken;
  const permission = opts.permissionToken ?? session?.secondaryToken;
  if (token) url.searchParams.set(CONNECT_PARAMS.accessToken, token);
  if (permission) url.searchParams.set(CONNECT_PARAMS.permissionToken, permission);
  const socket = new WebSocket(url, { headers: { origin: opts.origin ?? base } });
  const frames: TServerFrame[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as TServerFrame);
    for (const w of waiters.splice(0)) w();
  });
  const find = (type: string, match?: (f: any) => boolean) => {
    const i = frames.findIndex((f) => f.type === type && (!match || match(f)));
    return i < 0 ? undefined : frames.splice(i, 1)[0];
  };
  const wait = (type: string, match: ((f: any) => boolean) | undefined, ms: number) =>
    new Promise<TServerFrame | undefined>((done) => {
      let settled = false;
      const timer = setTimeout(() => {
        settled = true;
        done(undefined);
      }, ms);
      const check = () => {
        // A waiter that timed out must not take a later frame from the next one.
        if (settled) return;
        const hit = find(type, match);
        if (hit) {
          settled = true;
          clearTimeout(timer);
          done(hit);
        } else waiters.push(check);
      };
      check();
    });
  const live: TLive = {
    socket,
    frames,
    send: (frame) => socket.send(JSON.stringify(frame)),
    next: async (type, match, ms = 5000) => {
      const hit = await wait(type, match as never, ms);
      if (!hit) throw new Error(`no ${type} frame within ${ms} ms; had ${JSON.stringify(frames)}`);
      return hit as never;
    },
    none: async (type, match, ms = 500) => (await wait(type, match, ms)) === undefined,
    subscribe: async (channel) => {
      live.send({ type: 'SUBSCRIBE', channel });
      await live.next('SUBSCRIBED', (f: { channel: string }) => f.channel === channel);
    },
    close: () =>
      new Promise((done) => {
        if (socket.readyState === WebSocket.CLOSED) return done();
        socket.once('close', () => done());
        socket.close();
      }),
  };
  return new Promise((done, fail) => {
    socket.once('open', () => done(live));
    socket.once('unexpected-response', (_req, res) => {
      fail(Object.assign(new Error(`refused: ${res.statusCode}`), { status: res.statusCode }));
      socket.terminate();
    });
    socket.once('error', (error) => fail(error));
  });
}

/** The status the handshake was refused with (undefined when it was accepted). */
export async function refusal(session: TSession | undefined, opts: TConnectOptions = {}): Promise<number | undefined> {
  try {
    const live = await connect(session, opts);
    await live.close();
    return undefined;
  } catch (error) {
    return (error as { status?: number }).status ?? -1;
  }
}
