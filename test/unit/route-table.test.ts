import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { API_DOMAINS, routeKey, type TRoute } from '../../shared/api/route.js';
import { ROUTES } from '../../shared/api/routes.js';
import { ACCESS_DOMAINS } from '../../shared/core/permissions.js';
import { ROLES } from '../../shared/core/roles.js';
import { WORKSPACE_TYPES } from '../../shared/core/workspace.js';

const ACCESS_KINDS = ['public', 'signedIn', 'workspace', 'staff'];

function pathParams(route: TRoute): string[] {
  return [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}

function schemaKeys(schema: z.core.$ZodType | undefined): string[] {
  if (!schema) return [];
  return schema instanceof z.core.$ZodObject ? Object.keys(schema._zod.def.shape).sort() : ['<not an object>'];
}

describe('the route table', () => {
  it('is not empty and names only known domains', () => {
    expect(ROUTES.length).toBeGreaterThan(0);
    for (const r of ROUTES) expect(API_DOMAINS, r.id).toContain(r.domain);
  });

  it('has unique ids and unique route keys', () => {
    const ids = ROUTES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = ROUTES.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(ROUTES.map((r) => [r.id, r] as const))('%s is well formed', (_id, r) => {
    expect(r.path).toMatch(/^\/api\/[a-z0-9{}/._-]+$/i);
    expect(r.id.startsWith(`${r.domain}.`)).toBe(true);
    expect(r.summary.trim().length).toBeGreaterThan(0);
    expect(r.response).toBeInstanceOf(z.core.$ZodType);

    // The permission is declared with a known access kind and known roles, kinds and grants.
    expect(ACCESS_KINDS).toContain(r.permission.access);
    const p = r.permission as { roles?: string[]; workspaceTypes?: string[]; grant?: { domain: string; action: string } };
    for (const role of p.roles ?? []) expect(ROLES).toContain(role);
    for (const type of p.workspaceTypes ?? []) expect(WORKSPACE_TYPES).toContain(type);
    if (p.grant) {
      expect(ACCESS_DOMAINS).toContain(p.grant.domain);
      expect(p.grant.action.length).toBeGreaterThan(0);
    }

    // Every mutation names the audit event it records.
    if (r.method !== 'GET') expect(r.audit, `${r.id} declares no audit event`).toMatch(/^[A-Z][A-Z0-9_]+$/);
    // A GET carries no body.
    if (r.method === 'GET') expect(r.body).toBeUndefined();

    // Path parameters and the params schema agree.
    expect(schemaKeys(r.params)).toEqual(pathParams(r));
  });
});

describe('the domain handlers', () => {
  it.each([...API_DOMAINS])('functions/%s/handler.ts binds exactly the routes of its domain', async (domain) => {
    const mod = (await import(`../../functions/${domain}/handler.ts`)) as {
      bindings?: { route: TRoute }[];
      lazyAreas?: { prefix: string; load: () => Promise<readonly { route: TRoute }[]> }[];
      handler?: unknown;
    };
    expect(typeof mod.handler).toBe('function');
    expect(Array.isArray(mod.bindings)).toBe(true);
    const all = [...mod.bindings!];
    for (const area of mod.lazyAreas ?? []) {
      const loaded = await area.load();
      expect(loaded.length, area.prefix).toBeGreaterThan(0);
      // A lazy area's routes start with its prefix, and no eager route does: the prefix finds the area.
      for (const b of loaded) expect(b.route.path === area.prefix || b.route.path.startsWith(`${area.prefix}/`), b.route.id).toBe(true);
      for (const b of mod.bindings!) expect(b.route.path.startsWith(`${area.prefix}/`) || b.route.path === area.prefix, b.route.id).toBe(false);
      all.push(...loaded);
    }
    const bound = all.map((b) => b.route.id).sort();
    const declared = ROUTES.filter((r) => r.domain === domain).map((r) => r.id).sort();
    expect(bound).toEqual(declared);
    // The binding uses the declared route object itself, not a copy that could drift.
    for (const b of all) expect(ROUTES).toContain(b.route);
  });
});
