import { expect, test, type Page } from '@playwright/test';
import { openLoginAndSignIn, PERSONAS } from './helpers.js';

/**
 * The security headers of infra/security-headers.ts, as the local gateway sends them (issue 13,
 * deliverable 8): the CSP lets the app do all it does (its hashed inline scripts, Mantine's
 * styles, the live connection, the Cognito shim) and nothing reports a violation.
 */

/** The page's globals this spec touches (the root tsconfig has no DOM library). */
type TPageGlobals = {
  __cspViolations: string[];
  document: { addEventListener(type: string, listener: (e: { violatedDirective: string; blockedURI: string }) => void): void };
};

/** Records every CSP violation the page reports, from before its first script runs. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    const page = globalThis as unknown as TPageGlobals;
    page.__cspViolations = [];
    page.document.addEventListener('securitypolicyviolation', (e) => {
      page.__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`);
    });
  });
  return async () => [...logged, ...(await page.evaluate(() => (globalThis as unknown as TPageGlobals).__cspViolations))];
}

test('pages carry the CSP, HSTS, nosniff, referrer and framing headers', async ({ page }) => {
  const response = await page.goto('/');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+'){2};/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
  expect(headers['x-frame-options']).toBe('DENY');
});

test('the app runs under its CSP with no violation: first paint, sign-in, pages and the live connection', async ({ page }) => {
  const violations = await recordViolations(page);
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openLoginAndSignIn(page, PERSONAS.admin);
  // The live connection opens once signed in, on the page's own origin.
  await expect.poll(() => sockets).toContain('/ws');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A fresh load restores the session through the Cognito shim.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await violations()).toEqual([]);
});
