/**
 * The live connection (spec 001 §4, §7, §9): one WebSocket to `/ws` per signed-in tab, opened
 * with the session's tokens in the query string (browsers cannot set headers on a WebSocket).
 * Subscriptions made before the socket is open are buffered and sent once it is, and sent again
 * after every reconnect; a failed or dropped connection is retried every 5 s until closed.
 * A chat SEND stays kept until its ACK (or ERROR) comes back, and is sent again, with the same
 * uuid, after a reconnect: a line that drops mid-send loses no message, and the server stores a
 * uuid once, so a send that did arrive is not doubled (docs/decisions/0023-load-and-faults.md).
 * Free of React and of the API client, so it is tested with a fake socket.
 */
import type { TClientFrame, TServerFrame } from '../../../../shared/realtime/realtime.schema.js';

/** Pause before reconnecting after a failure (spec 001 §9: 5,000 ms). */
export const LIVE_RECONNECT_MS = 5_000;

export type TLiveStatus = 'connecting' | 'open' | 'waiting' | 'closed';

/** The part of the browser's WebSocket the client uses. */
export interface TSocket {
  readonly readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface TLiveOptions {
  /** The connect URL with fresh tokens, or undefined when nobody is signed in (no attempt then). */
  url: () => Promise<string | undefined>;
  open: (url: string) => TSocket;
  retryMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

type TFrameListener = (frame: TServerFrame) => void;
const OPEN = 1;

export interface TLiveClient {
  /** Listens to a channel's frames; the SUBSCRIBE goes out when (and each time) the socket opens. */
  subscribe(channel: string, listener: TFrameListener): () => void;
  /** Frames that name no channel (ACK, ERROR, PONG). */
  onFrame(listener: TFrameListener): () => void;
  /** Sends now when open, else once connected (in order); a SEND again after a reconnect until acknowledged. */
  send(frame: TClientFrame): void;
  status(): TLiveStatus;
  onStatus(listener: (status: TLiveStatus) => void): () => void;
  /** Stops for good: closes the socket and cancels any pending reconnect. */
  close(): void;
}

/**
 * Runs `listener` each time the connection opens again after a drop: frames pushed meanwhile were
 * lost with the socket, so a view reads its data again (the chat thread, the inbox).
 */
export function onReconnect(client: Pick<TLiveClient, 'onStatus'>, listener: () => void): () => void {
  let dropped = false;
  return client.onStatus((status) => {
    if (status === 'waiting') dropped = true;
    else if (status === 'open' && dropped) {
      dropped = false;
      listener();
    }
  });
}

export function createLiveClient(options: TLiveOptions): TLiveClient {
  const retryMs = options.retryMs ?? LIVE_RECONNECT_MS;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  const channelListeners = new Map<string, Set<TFrameListener>>();
  const frameListeners = new Set<TFrameListener>();
  const statusListeners = new Set<(s: TLiveStatus) => void>();
  const outbox: TClientFrame[] = [];
  /** SEND frames written but not yet answered (ACK or ERROR), by their client uuid. */
  const unacknowledged = new Map<string, TClientFrame>();
  let socket: TSocket | undefined;
  let timer: unknown;
  let state: TLiveStatus = 'connecting';
  let stopped = false;

  const setStatus = (next: TLiveStatus) => {
    if (next === state) return;
    state = next;
    statusListeners.forEach((l) => l(next));
  };
  const isOpen = () => socket !== undefined && socket.readyState === OPEN && state === 'open';
  const write = (frame: TClientFrame) => {
    if (frame.type === 'SEND') unacknowledged.set(frame.message.uuid, frame);
    socket!.send(JSON.stringify(frame));
  };

  const scheduleRetry = () => {
    if (stopped) return;
    setStatus('waiting');
    timer = setTimer(() => {
      timer = undefined;
      void connect();
    }, retryMs);
  };

  const dispatch = (frame: TServerFrame) => {
    if (frame.type === 'ACK') unacknowledged.delete(frame.uuid);
    if (frame.type === 'ERROR' && frame.ref) unacknowledged.delete(frame.ref);
    const channel = 'channel' in frame ? frame.channel : undefined;
    if (channel) channelListeners.get(channel)?.forEach((l) => l(frame));
    frameListeners.forEach((l) => l(frame));
  };

  async function connect(): Promise<void> {
    if (stopped) return;
    setStatus('connecting');
    let url: string | undefined;
    try {
      url = await options.url();
    } catch {
      url = undefined;
    }
    if (stopped) return;
    if (!url) return scheduleRetry();
    let s: TSocket;
    try {
      s = options.open(url);
    } catch {
      return scheduleRetry();
    }
    socket = s;
    s.onopen = () => {
      if (socket !== s) return;
      setStatus('open');
      for (const channel of channelListeners.keys()) write({ type: 'SUBSCRIBE', channel });
      for (const frame of [...unacknowledged.values()]) write(frame);
      for (const frame of outbox.splice(0)) write(frame);
    };
    s.onmessage = (ev) => {
      if (socket !== s || typeof ev.data !== 'string') return;
      let frame: TServerFrame;
      try {
        frame = JSON.parse(ev.data) as TServerFrame;
      } catch {
        return;
      }
      dispatch(frame);
    };
    // A refused handshake fires error then close; a dropped connection fires close.
    s.onerror = () => undefined;
    s.onclose = () => {
      if (socket !== s) return;
      socket = undefined;
      scheduleRetry();
    };
  }

  void connect();

  return {
    subscribe(channel, listener) {
      let set = channelListeners.get(channel);
      if (!set) {
        set = new Set();
        channelListeners.set(channel, set);
        if (isOpen()) write({ type: 'SUBSCRIBE', channel });
      }
      set.add(listener);
      return () => {
        const current = channelListeners.get(channel);
        if (!current?.delete(listener) || current.size > 0) return;
        channelListeners.delete(channel);
        if (isOpen()) write({ type: 'UNSUBSCRIBE', channel });
      };
    },
    onFrame(listener) {
      frameListeners.add(listener);
      return () => void frameListeners.delete(listener);
    },
    send(frame) {
      if (isOpen()) write(frame);
      else outbox.push(frame);
    },
    status: () => state,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
    close() {
      stopped = true;
      if (timer !== undefined) clearTimer(timer);
      timer = undefined;
      const s = socket;
      socket = undefined;
      s?.close();
      setStatus('closed');
    },
  };
}
