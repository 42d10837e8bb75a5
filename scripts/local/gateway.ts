/**
 * The local stand-in for API Gateway and CloudFront: one origin that serves the HTTP routes under
 * /api by invoking the very handler modules CDK deploys (looked up in the same route table), the
 * live connection at /ws (the WebSocket API's handler, with its management API under
 * /@connections), the Cognito endpoint (with the refresh shim) under /cognito, the runtime
 * config, and the web app.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Duplex } from 'node:stream';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { type WebSocket, WebSocketServer } from 'ws';
import { routeKey, type TApiDomain, type TRoute, type TSocketDomain } from '../../shared/api/route.js';
import { loadAllDeferred } from '../../shared/api/deferred.js';
import { buildOpenApi } from '../../shared/api/openapi.js';
import { OPENAPI_PATH } from '../../shared/api/platform.routes.js';
import { ROUTES } from '../../shared/api/routes.js';
import { LIVE_PATH } from '../../shared/realtime/realtime.schema.js';
import { inlineScriptHashes, securityHeaders } from '../../infra/security-headers.js';
import { ERROR_CATALOGUE } from '../../shared/core/errors.js';

type THandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const MAX_BODY_BYTES = 10 * 1024 * 1024; // API Gateway's payload limit

interface TCompiledRoute {
  route: TRoute;
  pattern: RegExp;
  names: string[];
}

/**
 * Orders two paths as API Gateway picks the most specific route: at the first segment where they
 * differ, a static segment wins over a `{param}` (`/invoices/summary` before `/invoices/{id}`).
 */
function bySpecificity(a: TRoute, b: TRoute): number {
  const as = a.path.split('/');
  const bs = b.path.split('/');
  for (let i = 0; i < Math.min(as.length, bs.length); i += 1) {
    const aParam = as[i]!.startsWith('{');
    const bParam = bs[i]!.startsWith('{');
    if (aParam !== bParam) return aParam ? 1 : -1;
  }
  // Paths of different lengths never match the same request; any consistent order will do.
  return as.length - bs.length;
}

/** Static segments win over parameters, as in API Gateway. */
export function compile(routes: readonly TRoute[]): TCompiledRoute[] {
  return [...routes].sort(bySpecificity).map((route) => {
    const names: string[] = [];
    const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { route, pattern: new RegExp(`^${source}$`), names };
  });
}

/**
 * The compiled routes by the segment after /api/ (`/api/leave/…` → `leave`), each list in the
 * compiled order, so a request tries its own area's routes only, not every route in the table.
 */
const areas = new WeakMap<TCompiledRoute[], Map<string, TCompiledRoute[]>>();
function candidates(compiled: TCompiledRoute[], path: string): TCompiledRoute[] {
  let byArea = areas.get(compiled);
  if (!byArea) {
    byArea = new Map();
    for (const c of compiled) {
      const area = c.route.path.split('/')[2] ?? '';
      // A parameter there would match any area: such a route is tried for every request (none is today).
      const key = area.startsWith('{') ? '*' : area;
      byArea.set(key, [...(byArea.get(key) ?? []), c]);
    }
    areas.set(compiled, byArea);
  }
  const own = byArea.get(path.split('/')[2] ?? '') ?? [];
  const any = byArea.get('*');
  return any ? [...own, ...any] : own;
}

export function matchRoute(compiled: TCompiledRoute[], method: string, path: string) {
  let pathMatched = false;
  for (const c of candidates(compiled, path)) {
    const m = c.pattern.exec(path);
    if (!m) continue;
    pathMatched = true;
    if (c.route.method !== method) continue;
    const params = Object.fromEntries(c.names.map((n, i) => [n, decodeURIComponent(m[i + 1] ?? '')]));
    return { route: c.route, params };
  }
  return { pathMatched };
}

const handlers = new Map<TApiDomain, Promise<THandler>>();
/** The deployed module of a domain, imported once like a warm Lambda. */
function handlerFor(domain: TApiDomain): Promise<THandler> {
  let h = handlers.get(domain);
  if (!h) {
    h = import(`../../functions/${domain}/handler.ts`).then((m: { handler: THandler }) => m.handler);
    handlers.set(domain, h);
  }
  return h;
}

/** Past the limit the rest of a body is read and dropped up to this much, so the 413 reaches the client. */
const MAX_DRAIN_BYTES = 4 * MAX_BODY_BYTES;

/**
 * The request body, or a rejection (status 413) as soon as it passes MAX_BODY_BYTES. The caller
 * answers 413 with `connection: close` at once; the rest of the body is drained (not kept) rather
 * than the socket destroyed, which reset the connection before the client could read the answer.
 * A client that goes on sending past MAX_DRAIN_BYTES is cut off.
 */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (refused) {
        if (size > MAX_DRAIN_BYTES) req.destroy();
        return;
      }
      if (size > MAX_BODY_BYTES) {
        refused = true;
        chunks.length = 0;
        fail(Object.assign(new Error('Payload too large'), { status: 413 }));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => done(Buffer.concat(chunks)));
    req.on('error', fail);
  });
}

function lambdaContext(functionName: string): Context {
  const started = Date.now();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, 10_000 - (Date.now() - started)),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(body);
}

/** The gateway's own refusals carry a catalogue code and a correlation id, like the handlers'. */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, systemCode: string, message: string) {
  const header = req.headers['x-correlation-id'];
  const correlationId = (typeof header === 'string' && header.slice(0, 64)) || randomUUID();
  send(res, status, JSON.stringify({ systemCode, message, correlationId }), { 'x-correlation-id': correlationId });
}

/** Builds the HTTP API (payload 2.0) event API Gateway would send. */
export function toEvent(req: IncomingMessage, url: URL, route: TRoute, params: Record<string, string>, body: Buffer): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(',') : v;
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
  const textual = /json|text|urlencoded/.test(headers['content-type'] ?? 'application/json');
  const now = Date.now();
  return {
    version: '2.0',
    routeKey: routeKey(route),
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    body: body.length ? (textual ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !textual,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: 'local',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: routeKey(route),
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
    },
  };
}

async function serveApi(req: IncomingMessage, res: ServerResponse, url: URL, compiled: TCompiledRoute[]) {
  const match = matchRoute(compiled, req.method ?? 'GET', url.pathname);
  if (!('route' in match) || !match.route) {
    return refuse(req, res, match.pathMatched ? 405 : 404, 'route_not_found', 'Not found');
  }
  let body: Buffer;
  try {
    body = await readBody(req);
  } catch {
    res.setHeader('connection', 'close');
    return refuse(req, res, 413, 'payload_too_large', ERROR_CATALOGUE.payload_too_large.message);
  }
  const handler = await handlerFor(match.route.domain);
  const result = await handler(toEvent(req, url, match.route, match.params, body), lambdaContext(match.route.domain));
  const headers = Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)]));
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(result.isBase64Encoded && result.body ? Buffer.from(result.body, 'base64') : (result.body ?? ''));
}

/**
 * What the shim forwards to cognito-local: calls that carry a token the caller already holds, as
 * a browser could make them against Cognito's public endpoint. Every password check goes through
 * /api/auth/login (which limits attempts and refuses locked and unconfirmed accounts), and every
 * Admin* call or pool listing needs AWS credentials in AWS: none of them is forwarded
 * (docs/decisions/0018-identity-hardening.md).
 */
const COGNITO_TARGETS = new Set(['GetTokensFromRefreshToken', 'InitiateAuth', 'RevokeToken', 'GetUser']);
/** InitiateAuth only refreshes: password flows would bypass the API's limits. */
const COGNITO_FLOWS = new Set(['REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN']);

function refuseCognito(res: ServerResponse, status: number, type: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': type });
  res.end(JSON.stringify({ __type: type, message, systemCode: status === 403 ? 40011 : 'invalid_request' }));
}

/**
 * The Cognito endpoint the web is configured with, restricted to COGNITO_TARGETS. cognito-local
 * does not implement GetTokensFromRefreshToken, the refresh call Amplify makes: it is translated
 * into InitiateAuth REFRESH_TOKEN_AUTH and answered in its shape.
 */
async function serveCognito(req: IncomingMessage, res: ServerResponse, cognitoUrl: string) {
  let body: Buffer;
  try {
    body = await readBody(req);
  } catch {
    res.setHeader('connection', 'close');
    return refuseCognito(res, 413, 'InvalidParameterException', 'Payload too large');
  }
  const target = String(req.headers['x-amz-target'] ?? '');
  const [service, action = ''] = target.split('.');
  if (req.method !== 'POST' || service !== 'AWSCognitoIdentityProviderService' || !COGNITO_TARGETS.has(action)) {
    return refuseCognito(res, 403, 'AccessDeniedException', `${action || 'This call'} is not available on this endpoint`);
  }
  let input: { RefreshToken?: string; ClientId?: string; AuthFlow?: string };
  try {
    input = JSON.parse(body.toString('utf8') || '{}') as typeof input;
    if (!input || typeof input !== 'object') throw new Error('not an object');
  } catch {
    return refuseCognito(res, 400, 'InvalidParameterException', 'The request body is not JSON');
  }
  if (action === 'InitiateAuth' && !COGNITO_FLOWS.has(String(input.AuthFlow))) {
    return refuseCognito(res, 403, 'AccessDeniedException', 'Sign in through /api/auth/login');
  }
  let forwardTarget = target;
  let forwardBody = body.toString('utf8');
  const isRefresh = action === 'GetTokensFromRefreshToken';
  if (isRefresh) {
    forwardTarget = 'AWSCognitoIdentityProviderService.InitiateAuth';
    forwardBody = JSON.stringify({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: input.ClientId,
      AuthParameters: { REFRESH_TOKEN: input.RefreshToken },
    });
  }
  const upstream = await fetch(`${cognitoUrl}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': forwardTarget },
    body: forwardBody,
  });
  let text = await upstream.text();
  if (isRefresh && upstream.ok) {
    const out = JSON.parse(text) as { AuthenticationResult?: Record<string, unknown> };
    text = JSON.stringify({ AuthenticationResult: out.AuthenticationResult });
  }
  res.writeHead(upstream.status, {
    'content-type': upstream.headers.get('content-type') ?? 'application/x-amz-json-1.1',
  });
  res.end(text);
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);
const compressed = new Map<string, Buffer>();

/** Brotli or gzip, as CloudFront compresses the site; built files never change while served. */
function encode(file: string, acceptEncoding: string): { encoding?: 'br' | 'gzip'; body: Buffer } {
  const raw = readFileSync(file);
  if (!COMPRESSIBLE.has(extname(file)) || raw.length < 1024) return { body: raw };
  const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined;
  if (!encoding) return { body: raw };
  const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
  let body = compressed.get(key);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(raw, { level: 9 });
    compressed.set(key, body);
  }
  return { encoding, body };
}

/** web/dist with the SPA fallback CloudFront applies (unknown paths get index.html). */
function serveStatic(req: IncomingMessage, res: ServerResponse, root: string, pathname: string) {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(root, safe);
  if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
  if (!existsSync(file)) return send(res, 404, JSON.stringify({ message: 'Build the web app first: npm run build:web' }));
  const hashed = /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2)$/.test(file);
  const { encoding, body } = encode(file, String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(200, {
    'content-type': MIME[extname(file)] ?? 'application/octet-stream',
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
    'content-length': String(body.length),
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(body);
}


// Live connection: API Gateway's WebSocket API ------------------------------------------------------

type TSocketHandler = (event: unknown, context: Context) => Promise<{ statusCode?: number; body?: string } | undefined>;
let socketHandler: Promise<TSocketHandler> | undefined;
/** The deployed WebSocket function, imported once like a warm Lambda. */
function realtimeHandler(): Promise<TSocketHandler> {
  const domain: TSocketDomain = 'realtime';
  socketHandler ??= import(`../../functions/${domain}/handler.ts`).then((m: { handler: TSocketHandler }) => m.handler);
  return socketHandler;
}

interface TLiveSocket {
  socket: WebSocket;
  connectedAt: number;
  lastActiveAt: number;
  sourceIp: string;
  userAgent: string;
}

const REASONS: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 500: 'Internal Server Error' };

/** The WebSocket event API Gateway sends: routeKey, eventType and the connection, per route. */
export function toSocketEvent(
  routeKey: '$connect' | '$disconnect' | '$default',
  connectionId: string,
  live: Pick<TLiveSocket, 'connectedAt' | 'sourceIp' | 'userAgent'>,
  host: string,
  extra: { headers?: Record<string, string>; query?: Record<string, string>; body?: string } = {},
) {
  const now = Date.now();
  const eventType = routeKey === '$connect' ? 'CONNECT' : routeKey === '$disconnect' ? 'DISCONNECT' : 'MESSAGE';
  return {
    requestContext: {
      routeKey,
      eventType,
      messageDirection: 'IN',
      connectionId,
      connectedAt: live.connectedAt,
      domainName: host,
      stage: 'local',
      apiId: 'local',
      requestId: randomUUID(),
      extendedRequestId: randomUUID(),
      requestTimeEpoch: now,
      requestTime: new Date(now).toUTCString(),
      identity: { sourceIp: live.sourceIp, userAgent: live.userAgent },
      ...(eventType === 'MESSAGE' ? { messageId: randomUUID() } : {}),
    },
    ...(extra.headers ? { headers: extra.headers } : {}),
    ...(extra.query && Object.keys(extra.query).length ? { queryStringParameters: extra.query } : {}),
    ...(extra.body !== undefined ? { body: extra.body } : {}),
    isBase64Encoded: false,
  };
}

/**
 * Serves the WebSocket function at /ws as API Gateway does: $connect decides the handshake (a
 * non-2xx answer refuses it with that status), each frame is a $default invocation, a close is
 * $disconnect; the function answers through the management API below.
 */
function createLiveServer() {
  const sockets = new Map<string, TLiveSocket>();
  // API Gateway accepts messages of up to 128 KB.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 128 * 1024 });
  let stopping = false;

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL) {
    const connectionId = randomBytes(12).toString('base64url');
    const live = {
      connectedAt: Date.now(),
      lastActiveAt: Date.now(),
      sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
      userAgent: String(req.headers['user-agent'] ?? ''),
    };
    const headers: Record<string, string> = {};
    // API Gateway passes the handshake's headers with their names as sent; browsers send Origin.
    for (let i = 0; i < req.rawHeaders.length; i += 2) headers[req.rawHeaders[i]!] = req.rawHeaders[i + 1]!;
    const query = Object.fromEntries(url.searchParams);
    const handler = await realtimeHandler();
    const result = await handler(toSocketEvent('$connect', connectionId, live, url.host, { headers, query }), lambdaContext('realtime'));
    const status = result?.statusCode ?? 200;
    if (status < 200 || status >= 300) {
      socket.end(`HTTP/1.1 ${status} ${REASONS[status] ?? 'Refused'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const entry: TLiveSocket = { socket: ws, ...live };
      sockets.set(connectionId, entry);
      ws.on('message', (data, isBinary) => {
        entry.lastActiveAt = Date.now();
        const body = isBinary ? Buffer.from(data as Buffer).toString('base64') : data.toString();
        handler(toSocketEvent('$default', connectionId, live, url.host, { body }), lambdaContext('realtime')).catch((error: unknown) =>
          console.error('realtime $default failed', error),
        );
      });
      ws.on('close', () => {
        sockets.delete(connectionId);
        if (stopping) return;
        handler(toSocketEvent('$disconnect', connectionId, live, url.host), lambdaContext('realtime')).catch((error: unknown) =>
          console.error('realtime $disconnect failed', error),
        );
      });
    });
  }

  /**
   * The management API (POST, GET, DELETE /@connections/{id}) as the SDK client calls it: 410
   * GoneException for a connection that is not open. Only this machine may call it.
   */
  async function manage(req: IncomingMessage, res: ServerResponse, url: URL) {
    const remote = req.socket.remoteAddress ?? '';
    if (!/^(::1|127\.|::ffff:127\.)/.test(remote)) return send(res, 403, JSON.stringify({ message: 'Forbidden' }));
    const id = decodeURIComponent(url.pathname.slice('/@connections/'.length));
    const live = sockets.get(id);
    if (!live) {
      return send(res, 410, JSON.stringify({ message: 'Gone' }), { 'x-amzn-errortype': 'GoneException' });
    }
    if (req.method === 'POST') {
      const body = await readBody(req);
      await new Promise<void>((done, fail) => live.socket.send(body.toString('utf8'), (error) => (error ? fail(error) : done())));
      return send(res, 200, '');
    }
    if (req.method === 'DELETE') {
      live.socket.close(1000);
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'GET') {
      return send(
        res,
        200,
        JSON.stringify({
          connectedAt: new Date(live.connectedAt).toISOString(),
          lastActiveAt: new Date(live.lastActiveAt).toISOString(),
          identity: { sourceIp: live.sourceIp, userAgent: live.userAgent },
        }),
      );
    }
    return send(res, 405, JSON.stringify({ message: 'Method not allowed' }));
  }

  return {
    upgrade,
    manage,
    stop() {
      stopping = true;
      for (const { socket } of sockets.values()) socket.terminate();
      sockets.clear();
      wss.close();
    },
  };
}

/**
 * The answer to a request that threw. A Host or path no parser accepts (`%E0%A4%A`) is the
 * client's error; anything else is ours. Either way the answer names no file, path or stack:
 * those stay in this console.
 */
function fail(req: IncomingMessage, res: ServerResponse, error: unknown) {
  const malformed = error instanceof URIError || (error as { code?: string }).code === 'ERR_INVALID_URL';
  if (!malformed) console.error('gateway error', error);
  if (res.headersSent) return void res.end();
  if (malformed) refuse(req, res, 400, 'invalid_request', ERROR_CATALOGUE.invalid_request.message);
  else refuse(req, res, 500, 'internal_error', ERROR_CATALOGUE.internal_error.message);
}

export interface TGatewayOptions {
  port: number;
  cognitoUrl: string;
  appConfig: Record<string, unknown>;
  web: 'dev' | 'dist' | 'none';
  /** Origins the pages call besides this one (the s3rver of presigned URLs), for the CSP. @default [] */
  connectSources?: string[];
}

/**
 * The security headers of every answer, as the CloudFront policy of the web stack sends them
 * (infra/security-headers.ts), with the hashes of the inline scripts of the index.html served.
 * The Vite dev server injects inline scripts of its own (React refresh), so `web: 'dev'` gets
 * every header but the CSP.
 */
function securityHeadersFor(opts: TGatewayOptions, distRoot: string): () => Record<string, string> {
  let cached: { mtimeMs: number; headers: Record<string, string> } | undefined;
  const index = join(distRoot, 'index.html');
  return () => {
    const all = (scriptHashes: string[]) => securityHeaders({ connectSources: opts.connectSources, scriptHashes });
    if (opts.web === 'dev') {
      const { 'content-security-policy': _csp, ...rest } = all([]);
      return rest;
    }
    const mtimeMs = existsSync(index) ? statSync(index).mtimeMs : 0;
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, headers: all(mtimeMs ? inlineScriptHashes(readFileSync(index, 'utf8')) : []) };
    }
    return cached.headers;
  };
}

/**
 * A request Node's parser refuses: a request line or headers over its 16 KB limit (API Gateway's is
 * smaller still), or malformed HTTP. It answers with a catalogue error, then half-closes and drains
 * the socket before closing it: Node's default closes at once, and the unread rest of a large
 * request then resets the connection, so the client may lose the answer (a 1 MB path, say).
 */
function refuseMalformed(error: Error & { code?: string }, socket: import('node:stream').Duplex): void {
  if (!socket.writable) return void socket.destroy();
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify({
    systemCode: 'invalid_request',
    message: tooLarge ? 'The request line or its headers are too large' : 'The request is not valid HTTP',
  });
  socket.end(
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\ncontent-type: application/json\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
  socket.resume();
  setTimeout(() => socket.destroy(), 10_000).unref();
}

export async function startGateway(opts: TGatewayOptions): Promise<{ server: Server; stop(): Promise<void> }> {
  const compiled = compile(ROUTES);
  // CloudFront serves the document from the web build; here it is built once from the same table,
  // on its first request: it loads every deferred schema, which the handlers must load themselves.
  let openApi: Promise<string> | undefined;
  const distRoot = resolve(process.env.WEB_DIST ?? 'web/dist');
  const headersFor = securityHeadersFor(opts, distRoot);
  type TConnectMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  let vite: { middlewares: TConnectMiddleware; close(): Promise<void> } | undefined;
  const live = createLiveServer();
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    const done = (error: unknown) => fail(req, res, error);
    if (url.pathname === OPENAPI_PATH && req.method === 'GET') {
      openApi ??= loadAllDeferred(ROUTES).then(() => JSON.stringify(buildOpenApi(ROUTES)));
      return void openApi.then((doc) => send(res, 200, doc, { 'cache-control': 'no-cache' })).catch(done);
    }
    if (url.pathname.startsWith('/api/')) return void serveApi(req, res, url, compiled).catch(done);
    if (url.pathname.startsWith('/@connections/')) return void live.manage(req, res, url).catch(done);
    if (url.pathname === '/cognito' || url.pathname === '/cognito/') {
      return void serveCognito(req, res, opts.cognitoUrl).catch(done);
    }
    if (url.pathname === '/app-config.json') {
      return send(res, 200, JSON.stringify({ ...opts.appConfig, userPoolEndpoint: `${url.origin}/cognito` }), {
        'cache-control': 'no-cache',
      });
    }
    if (vite) return vite.middlewares(req, res, () => send(res, 404, '{}'));
    if (opts.web === 'dist') return serveStatic(req, res, distRoot, url.pathname);
    send(res, 404, JSON.stringify({ message: 'Not found' }));
  };
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(headersFor())) res.setHeader(name, value);
    try {
      handle(req, res);
    } catch (error) {
      fail(req, res, error);
    }
  });
  server.keepAliveTimeout = 5000;
  server.on('clientError', refuseMalformed);
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    // Other upgrades (Vite's HMR socket) have listeners of their own.
    if (url.pathname !== LIVE_PATH) return;
    live.upgrade(req, socket, head, url).catch((error: unknown) => {
      console.error('realtime $connect failed', error);
      socket.end('HTTP/1.1 500 Internal Server Error\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    });
  });
  if (opts.web === 'dev') {
    const { createServer: createVite } = await import('vite');
    // HMR shares the gateway's port under its own path, so the whole portal stays on one origin.
    vite = (await createVite({
      configFile: resolve('web/vite.config.ts'),
      server: { middlewareMode: true, ws: { server, path: '/__vite_hmr' } },
      appType: 'spa',
      logLevel: 'warn',
    })) as unknown as typeof vite;
  }
  const { assertPortFree, LOOPBACK } = await import('./services.js');
  await assertPortFree(opts.port, 'the gateway');
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    // Loopback only: the embedded stack (and its Cognito shim) is for this machine, never the network.
    server.listen(opts.port, LOOPBACK, () => done());
  });
  return {
    server,
    stop: async () => {
      live.stop();
      await vite?.close();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
