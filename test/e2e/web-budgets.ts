/**
 * Web performance budgets for `npm run bench` (issue: first route ≤ 200 KB gzip of JavaScript;
 * Lighthouse performance ≥ 0.95 on the mobile preset for `/` and `/login`).
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync, createGzip } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';

export interface TWebBudgetResult {
  /**
   * Gzip size of the scripts `/` needs to render its first view (entry, shared chunks and the
   * route's chunk), i.e. everything requested before the route's heading is on screen. Code the
   * page lazy-loads after that (contact form, toasts, dialogs) is excluded by design.
   */
  firstRouteJsGzipBytes: number;
  /** Median Lighthouse performance score (0..1) of 3 mobile runs per path. */
  lighthouse: { '/': number; '/login': number };
}

export const BUDGETS = { firstRouteJsGzipBytes: 200 * 1024, lighthouse: 0.95 } as const;

/**
 * Sums the gzip size of the JavaScript `/` needs for its first view: scripts requested before
 * the route's h1 is rendered. `all` also reports everything loaded until the network is idle.
 */
export async function measureFirstRouteJs(baseUrl: string): Promise<number> {
  return (await measureRouteJs(baseUrl)).firstView;
}

export async function measureRouteJs(baseUrl: string, path = '/'): Promise<{ firstView: number; all: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    let rendered = false;
    const early: Promise<number>[] = [];
    const all: Promise<number>[] = [];
    page.on('request', (req) => {
      if (req.resourceType() !== 'script') return;
      const size = req.response().then(async (res) => (res ? gzipSync(await res.body()).length : 0), () => 0);
      all.push(size);
      if (!rendered) early.push(size);
    });
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'commit' });
    await page.locator('h1').first().waitFor();
    rendered = true;
    await page.waitForLoadState('networkidle');
    const sum = async (xs: Promise<number>[]) => (await Promise.all(xs)).reduce((a, b) => a + b, 0);
    return { firstView: await sum(early), all: await sum(all) };
  } finally {
    await browser.close();
  }
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json)|image\/svg)/;

/**
 * A gzip-compressing reverse proxy in front of the local gateway. CloudFront compresses in AWS;
 * the local gateway serves files raw, and Lighthouse scores the transferred bytes, so the bench
 * measures what users get in production.
 */
function startCompressingProxy(target: string): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    const forward = httpRequest(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' },
      },
      (up: IncomingMessage) => {
        const type = String(up.headers['content-type'] ?? '');
        const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        const headers = { ...up.headers };
        if (gzip) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = 'accept-encoding';
        }
        res.writeHead(up.statusCode ?? 502, headers);
        if (gzip) up.pipe(createGzip()).pipe(res);
        else up.pipe(res);
      },
    );
    forward.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://localhost:${port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

/** Median of `runs` Lighthouse performance scores (mobile preset: Lighthouse's default config). */
export async function measureLighthouse(url: string, runs = 3): Promise<number> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const scores: number[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
      scores.push(result?.lhr.categories.performance?.score ?? 0);
    }
    return median(scores);
  } finally {
    chrome.kill();
  }
}

/** The numbers the lead's bench records for the web app served at `baseUrl`. */
export async function measureWeb(baseUrl: string): Promise<TWebBudgetResult> {
  const firstRouteJsGzipBytes = await measureFirstRouteJs(baseUrl);
  const proxy = await startCompressingProxy(baseUrl);
  try {
    const home = await measureLighthouse(new URL('/', proxy.url).href);
    const login = await measureLighthouse(new URL('/login', proxy.url).href);
    return { firstRouteJsGzipBytes, lighthouse: { '/': home, '/login': login } };
  } finally {
    await proxy.close();
  }
}
