/**
 * Web performance budgets for `npm run bench` (issue: first route ≤ 200 KB gzip of JavaScript;
 * Lighthouse performance ≥ 0.95 on the mobile preset for `/` and `/login`).
 */
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';

export interface TWebBudgetResult {
  /**
   * Gzip size of the scripts `/` needs to render its first view (entry, shared chunks and the
   * route's chunk), i.e. everything requested before the route's heading enters the DOM (timed in
   * the page with resource timing). Code the
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
    // The moment the route's heading enters the DOM, taken in the page (no polling lag). Page code
    // is passed as text: this file is type-checked without the DOM library.
    await page.addInitScript({
      content: `new MutationObserver(function (_, observer) {
        if (window.__h1At === undefined && document.querySelector('#root h1')) {
          window.__h1At = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });`,
    });
    const sizes = new Map<string, Promise<number>>();
    page.on('response', (res) => {
      // Scripts and module preloads alike.
      if (res.request().resourceType() !== 'script' && !new URL(res.url()).pathname.endsWith('.js')) return;
      sizes.set(res.url(), res.body().then((b) => gzipSync(b).length, () => 0));
    });
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'commit' });
    await page.locator('#root h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const { h1At, scripts } = (await page.evaluate(`({
      h1At: window.__h1At ?? Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => e.initiatorType === 'script' || e.initiatorType === 'link' || e.name.endsWith('.js'))
        .map((e) => ({ url: e.name, start: e.startTime })),
    })`)) as { h1At: number; scripts: { url: string; start: number }[] };
    let firstView = 0;
    let all = 0;
    for (const { url, start } of scripts) {
      const size = (await sizes.get(url)) ?? 0;
      all += size;
      if (start < h1At) firstView += size;
    }
    return { firstView, all };
  } finally {
    await browser.close();
  }
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
  // The gateway compresses web/dist itself (brotli or gzip, as CloudFront does): Lighthouse
  // scores the bytes users get in production without a proxy in between.
  const home = await measureLighthouse(new URL('/', baseUrl).href);
  const login = await measureLighthouse(new URL('/login', baseUrl).href);
  return { firstRouteJsGzipBytes, lighthouse: { '/': home, '/login': login } };
}
