import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/local/demo.js';

export { DEMO_PASSWORD };
const emailOf = (firstName: string) => DEMO_ACCOUNTS.find((a) => a.firstName === firstName)!.email;
export const PERSONAS = {
  admin: emailOf('Alice'),
  payroll: emailOf('Paul'),
  employee: emailOf('John'),
  owner: emailOf('Olivia'),
  contractor: emailOf('Jane'),
} as const;

/** Signs in through the login screen as a person does. */
export async function loginViaUi(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function openLoginAndSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await loginViaUi(page, email, password);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** API tokens for a persona, for checks the UI does not expose (e.g. GET /api/admin/leads). */
export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok()).toBeTruthy();
  const tokens = (await res.json()) as { accessToken: string; secondaryToken: string };
  return { authorization: `Bearer ${tokens.accessToken}`, 'x-permission-token': tokens.secondaryToken };
}

/**
 * A new confirmed person of the test's own, as staff invite one (the demo personas stay as seeded):
 * the invitation read from the outbox, accepted with a password. Returns the sign-in, the API
 * headers and the person workspace's id.
 */
export async function invitedPerson(request: APIRequestContext, prefix: string, firstName: string, lastName: string) {
  const email = `${prefix}.${unique()}@example.com`;
  const password = 'Start#2026pass';
  const admin = await apiLogin(request, PERSONAS.admin);
  const sent = await request.post('/api/auth/invitations', { headers: admin, data: { email, firstName, lastName } });
  expect(sent.status(), await sent.text()).toBe(201);
  const mail = (await (await request.get('/api/admin/mail', { headers: admin })).json()) as { data: { to: string; kind: string; link: string }[] };
  const code = mail.data.find((m) => m.to === email && m.kind === 'INVITATION')!.link.split('/').pop()!;
  const accepted = await request.post(`/api/auth/invitations/${code}/accept`, { data: { password, confirmPassword: password } });
  expect(accepted.status(), await accepted.text()).toBe(201);
  const headers = await apiLogin(request, email, password);
  const ws = (await (await request.get('/api/workspaces', { headers })).json()) as { data: { id: string; type: string }[] };
  return { email, password, headers, ws: ws.data.find((w) => w.type === 'PERSON')!.id };
}

/** A unique suffix so parallel and repeated runs never collide. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** An axe scan (WCAG 2.1 A and AA) of the page at rest: no serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  // Scan the resting state, not a hovered or pressed control.
  await page.mouse.move(0, 0);
  // Long enough for a hover colour's CSS transition (Mantine's are 100-150 ms) to finish.
  await page.waitForTimeout(160);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`),
  ).toEqual([]);
}

/**
 * Opens the workspace switcher and picks a workspace, as a person does once the switcher has
 * become a button (it is one only after the workspaces have loaded and there is a choice).
 */
export async function switchWorkspace(page: Page, name: RegExp) {
  const item = page.getByRole('menuitem', { name });
  await expect(async () => {
    await page.getByTestId('workspace-switcher').click();
    await expect(item).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await item.click();
}

/** Draws a signature on the signature pad as a person would, once the pad has stopped moving (the dialog's opening animation). */
export async function drawSignature(page: Page) {
  const pad = page.getByTestId('signature-pad');
  await expect(pad).toBeVisible();
  let box = (await pad.boundingBox())!;
  await expect(async () => {
    await page.waitForTimeout(50);
    const now = (await pad.boundingBox())!;
    const still = JSON.stringify(now) === JSON.stringify(box);
    box = now;
    expect(still).toBe(true);
  }).toPass();
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 24; i += 1) {
    await page.mouse.move(box.x + box.width * (0.1 + 0.032 * i), box.y + box.height * (0.55 - 0.25 * Math.sin(i / 2)), { steps: 2 });
  }
  await page.mouse.up();
}
