import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/api/routes.js';
import { compile, matchRoute } from '../../scripts/local/gateway.js';

/** The local gateway picks routes as API Gateway does: a static segment wins over a `{param}`. */
describe('local gateway route matching', () => {
  const compiled = compile(ROUTES);
  const match = (method: string, path: string) => {
    const m = matchRoute(compiled, method, path);
    return 'route' in m && m.route ? { id: m.route.id, params: m.params } : undefined;
  };

  it.each([
    ['GET', '/api/billing/services/recent', 'billing.services.recent'],
    ['GET', '/api/billing/service-logs/free', 'billing.logs.free'],
    ['GET', '/api/billing/invoices/summary', 'invoices.summary'],
    ['GET', '/api/billing/bills/summary', 'invoices.bills.summary'],
    ['GET', '/api/billing/contacts/recent', 'billing.contacts.recent'],
    ['POST', '/api/billing/invoices/drafts', 'invoices.drafts.create'],
  ])('%s %s is the static route %s, not a {id} one', (method, path, id) => {
    expect(match(method, path)).toEqual({ id, params: {} });
  });

  it.each([
    ['GET', '/api/billing/services/01KAZZ0000000000000000SERV', 'billing.services.get'],
    ['GET', '/api/billing/invoices/01KAZZ00000000000000000INV', 'invoices.get'],
    ['PUT', '/api/billing/invoices/drafts/01KAZZ00000000000000000INV', 'invoices.drafts.update'],
    ['POST', '/api/billing/invoices/drafts/01KAZZ00000000000000000INV/publish', 'invoices.drafts.publish'],
    ['PUT', '/api/billing/bills/01KAZZ00000000000000000INV/complete', 'invoices.bills.paid'],
  ])('%s %s is %s with the id as a parameter', (method, path, id) => {
    expect(match(method, path)).toEqual({ id, params: { id: path.split('/')[path.includes('drafts') ? 5 : 4] } });
  });

  it('orders every static route before a parameter route that could match the same path', () => {
    const order = compiled.map((c) => c.route.path);
    for (const route of ROUTES) {
      if (route.path.includes('{')) continue;
      const segments = route.path.split('/');
      for (const other of ROUTES) {
        const others = other.path.split('/');
        const overlaps =
          other.path.includes('{') &&
          others.length === segments.length &&
          others.every((s, i) => s.startsWith('{') || s === segments[i]);
        if (overlaps) expect(order.indexOf(route.path), `${route.path} before ${other.path}`).toBeLessThan(order.indexOf(other.path));
      }
    }
  });

  it('answers a known path with another method as not matched, and an unknown path as not found', () => {
    expect(matchRoute(compiled, 'DELETE', '/api/billing/invoices/summary')).toEqual({ pathMatched: true });
    expect(matchRoute(compiled, 'GET', '/api/billing/nothing/here/at/all')).toEqual({ pathMatched: false });
  });
});
