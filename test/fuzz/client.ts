/** The fuzzer's HTTP client: real HTTP to the local gateway, raw bodies and any content type. */
import { Agent, request } from 'node:http';

export interface TRawResponse {
  status: number;
  text: string;
  body: any;
}

export interface TAuth {
  accessToken: string;
  secondaryToken: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 4 });
const timeoutMs = Number(process.env.FUZZ_TIMEOUT_MS ?? 30_000);

export function rawCall(
  baseUrl: string,
  method: string,
  path: string,
  opts: { auth?: TAuth; workspaceId?: string; body?: { text: string; contentType?: string }; localAddress?: string } = {},
): Promise<TRawResponse> {
  const url = new URL(path, baseUrl);
  const headers: Record<string, string> = {
    ...(opts.body ? { 'content-length': String(Buffer.byteLength(opts.body.text)) } : {}),
    ...(opts.body?.contentType ? { 'content-type': opts.body.contentType } : {}),
    ...(opts.auth ? { authorization: `Bearer ${opts.auth.accessToken}`, 'x-permission-token': opts.auth.secondaryToken } : {}),
    ...(opts.workspaceId ? { 'x-workspace-id': opts.workspaceId } : {}),
  };
  return new Promise((done, fail) => {
    const req = request(
      { host: '127.0.0.1', port: url.port, path: url.pathname + url.search, method, headers, localAddress: opts.localAddress, agent: opts.localAddress ? undefined : agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            body = text;
          }
          done({ status: res.statusCode ?? 0, text, body });
        });
      },
    );
    // An answer that never comes is a failure too (a hung handler, a reset connection).
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.on('error', fail);
    if (opts.body) req.write(opts.body.text);
    req.end();
  });
}

/** A JSON call, for setting up personas. */
export function jsonCall(baseUrl: string, method: string, path: string, opts: { auth?: TAuth; workspaceId?: string; body?: unknown } = {}) {
  return rawCall(baseUrl, method, path, {
    ...opts,
    body: opts.body === undefined ? undefined : { text: JSON.stringify(opts.body), contentType: 'application/json' },
  });
}
