/**
 * The embedded stack is for one developer's machine (issue 13, deliverables 7 and 8, finding 2):
 * every service listens on loopback only, s3rver refuses what is not signed with the local
 * credentials, and the gateway's pages carry the web stack's security headers and never show a
 * server path or stack trace.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { networkInterfaces, platform, tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, securityHeaders } from '../../infra/security-headers.js';
import { startGateway } from '../../scripts/local/gateway.js';
import { stackEnv, stackUrl } from '../support/api.js';

/**
 * Addresses of this machine that other hosts could reach: every non-internal one (link-local IPv6
 * needs a zone and is left out). Without any, 127.0.0.2 stands in on Linux, where all of 127/8
 * reaches a socket bound to 0.0.0.0 but not one bound to 127.0.0.1.
 */
function outsideAddresses(): string[] {
  const found = Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal && !a.address.startsWith('fe80:'))
    .map((a) => a!.address);
  return found.length > 0 || platform() !== 'linux' ? found : ['127.0.0.2'];
}

/** 'open' when a TCP connection to host:port is accepted, else the error code. */
function probe(host: string, port: number): Promise<string> {
  return new Promise((done) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      done('open');
    });
    socket.once('timeout', () => {
      socket.destroy();
      done('ETIMEDOUT');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'));
  });
}

const portOf = (url: string) => Number(new URL(url).port);

describe('every local service listens on loopback only', () => {
  const addresses = outsideAddresses();

  it('has an address to probe from outside loopback, and the probe sees a server bound to every interface', async () => {
    expect(addresses.length).toBeGreaterThan(0);
    // The control: a server on every interface, as the gateway (0.0.0.0) and DynamoDB Local (all
    // interfaces) were before, is reachable this way. No host: every interface of both families.
    const exposed = createServer((s) => s.end());
    await new Promise<void>((done) => exposed.listen(0, done));
    const { port } = exposed.address() as AddressInfo;
    try {
      for (const host of addresses) expect(await probe(host, port), host).toBe('open');
    } finally {
      exposed.close();
    }
  });

  it.each([
    ['the gateway', () => stackUrl()],
    ['DynamoDB Local', () => stackEnv().AWS_ENDPOINT_URL_DYNAMODB!],
    ['s3rver', () => stackEnv().AWS_ENDPOINT_URL_S3!],
    ['cognito-local', () => stackEnv().AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER!],
  ])('%s answers on 127.0.0.1 and refuses every other address', async (_name, urlOf) => {
    const port = portOf(urlOf());
    expect(await probe('127.0.0.1', port)).toBe('open');
    for (const host of addresses) expect(await probe(host, port), `${host}:${port}`).not.toBe('open');
  });

  it('is reached as localhost, as the browser tests and the docs open it', async () => {
    const res = await fetch(`http://localhost:${portOf(stackUrl())}/api/openapi.json`);
    expect(res.status).toBe(200);
  });
});

describe('s3rver answers only requests signed with the local credentials', () => {
  const env = () => stackEnv();
  const bucket = () => env().BUCKET_NAME!;
  const key = `posture/${Date.now()}.txt`;
  const client = (secretAccessKey = env().AWS_SECRET_ACCESS_KEY!) =>
    new S3Client({
      endpoint: env().AWS_ENDPOINT_URL_S3,
      region: env().AWS_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: env().AWS_ACCESS_KEY_ID!, secretAccessKey },
    });

  beforeAll(async () => {
    await client().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: 'tenant data' }));
  });

  it('refuses an unsigned list and an unsigned GET with 403 AccessDenied', async () => {
    for (const path of [`/${bucket()}`, `/${bucket()}?list-type=2`, `/${bucket()}/${key}`, '/']) {
      const res = await fetch(`${env().AWS_ENDPOINT_URL_S3}${path}`);
      const body = await res.text();
      expect(res.status, path).toBe(403);
      expect(body).toContain('<Code>AccessDenied</Code>');
      expect(body).not.toContain('tenant data');
      expect(body).not.toContain(key);
    }
  });

  it('refuses a request signed with another secret, and a presigned URL that was tampered with or has expired', async () => {
    await expect(client('not-the-local-secret').send(new ListObjectsV2Command({ Bucket: bucket() }))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
    const url = await getSignedUrl(client(), new GetObjectCommand({ Bucket: bucket(), Key: key }), { expiresIn: 60 });
    const other = url.replace(encodeURIComponent(key.split('/')[1]!), 'other.txt');
    expect(other).not.toBe(url);
    expect((await fetch(other)).status).toBe(403);
    const forged = await getSignedUrl(client('not-the-local-secret'), new GetObjectCommand({ Bucket: bucket(), Key: key }), { expiresIn: 60 });
    expect((await fetch(forged)).status).toBe(403);
    const old = await getSignedUrl(client(), new GetObjectCommand({ Bucket: bucket(), Key: key }), {
      expiresIn: 60,
      signingDate: new Date(Date.now() - 3600_000),
    });
    expect((await fetch(old)).status).toBe(403);
  });

  it('serves the SDK and presigned URLs made with the local credentials', async () => {
    const listed = await client().send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: 'posture/' }));
    expect(listed.Contents?.map((c) => c.Key)).toContain(key);
    const url = await getSignedUrl(client(), new GetObjectCommand({ Bucket: bucket(), Key: key }), { expiresIn: 60 });
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('tenant data');
    const put = await getSignedUrl(client(), new PutObjectCommand({ Bucket: bucket(), Key: `${key}.2`, ContentType: 'text/plain' }), {
      expiresIn: 60,
    });
    expect((await fetch(put, { method: 'PUT', headers: { 'content-type': 'text/plain' }, body: 'upload' })).status).toBe(200);
  });
});

/** A raw HTTP/1.1 exchange, for requests fetch refuses to send (a malformed Host or path). */
function raw(port: number, request: string): Promise<string> {
  return new Promise((done, fail) => {
    const socket = connect({ host: '127.0.0.1', port });
    let out = '';
    socket.on('data', (chunk) => (out += chunk.toString('utf8')));
    socket.on('end', () => done(out));
    socket.on('error', fail);
    socket.write(request);
  });
}

/** What must never reach a client: file paths, module names and stack frames. */
const SERVER_DETAILS = [process.cwd(), '/node_modules/', 'file://', /\bat \S+ \(/, /\.tsx?:\d+/, /\b(TypeError|URIError|RangeError|SyntaxError)\b/];

function expectNoServerDetails(text: string, what: string) {
  for (const pattern of SERVER_DETAILS) {
    if (typeof pattern === 'string') expect(text, what).not.toContain(pattern);
    else expect(text, what).not.toMatch(pattern);
  }
}

describe('the gateway sends the security headers and shows no server paths', () => {
  const dist = mkdtempSync(join(tmpdir(), 'posture-web-'));
  const html = '<!doctype html><title>t</title><script>document.title = "booted";</script><div id="root"></div>';
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let site: string;
  let previousDist: string | undefined;

  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), html);
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app-abcdefgh.js'), 'console.log(1)');
    previousDist = process.env.WEB_DIST;
    process.env.WEB_DIST = dist;
    // A second gateway on a free port, serving a web build (the suite's own serves none).
    gateway = await startGateway({
      port: 0,
      cognitoUrl: stackEnv().AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER!,
      appConfig: { region: 'us-east-1' },
      web: 'dist',
      connectSources: [stackEnv().AWS_ENDPOINT_URL_S3!],
    });
    site = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    process.env.WEB_DIST = previousDist;
    if (previousDist === undefined) delete process.env.WEB_DIST;
    await gateway?.stop();
  });

  it('sends the headers of infra/security-headers.ts on pages, static files, the runtime config and API answers', async () => {
    const expected = securityHeaders({ connectSources: [stackEnv().AWS_ENDPOINT_URL_S3!], scriptHashes: inlineScriptHashes(html) });
    expect(expected['content-security-policy']).toContain(`script-src 'self' ${inlineScriptHashes(html)[0]};`);
    for (const path of ['/', '/workspaces/01J/files', '/assets/app-abcdefgh.js', '/app-config.json', '/api/openapi.json', '/api/nope']) {
      const res = await fetch(`${site}${path}`);
      for (const [name, value] of Object.entries(expected)) expect(res.headers.get(name), `${name} on ${path}`).toBe(value);
    }
  });

  it('answers malformed paths and hosts with a 4xx that names no file, path or stack, and keeps serving', async () => {
    const port = Number(new URL(site).port);
    const cases = [
      ['a malformed escape in a page path', `GET /%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`],
      ['a malformed escape in an API path', `GET /api/files/%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`],
      ['a Host no URL accepts', `GET / HTTP/1.1\r\nHost: [::\r\nConnection: close\r\n\r\n`],
      ['a path that climbs out of the build', `GET /../../../../etc/passwd HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`],
      ['an encoded climb', `GET /%2e%2e/%2e%2e/package.json HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`],
    ] as const;
    for (const [what, request] of cases) {
      const answer = await raw(port, request);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
      expect(status, what).toBeLessThan(500);
      expectNoServerDetails(answer, what);
      expect(answer, what).not.toContain('root:x:0:0');
      expect(answer, what).not.toContain('"devDependencies"');
    }
    const res = await fetch(`${site}/`);
    expect(res.status).toBe(200);
  });

  it('keeps API 404s and method refusals free of server details, on the suite gateway too', async () => {
    for (const base of [site, stackUrl()]) {
      for (const [method, path] of [
        ['GET', '/api/definitely/not/a/route'],
        ['DELETE', '/api/openapi.json'],
        ['GET', '/not-a-page.php'],
      ] as const) {
        const res = await fetch(`${base}${path}`, { method });
        const text = await res.text();
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
        expectNoServerDetails(text, `${method} ${base}${path}`);
      }
    }
  });
});
