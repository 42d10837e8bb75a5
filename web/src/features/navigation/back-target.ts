/**
 * Where the Back breadcrumb leads (spec 000 §2 App shell: "Back breadcrumb to parent route"). Pure:
 * no React, no router and only relative imports, so test/unit/web-back-target.test.ts runs it on the
 * real menu's shape without the web's `@shared` alias. BackLink.tsx applies it to the leaf route.
 */

/** What the rule reads of a menu entry (menu-config's TMenuItem has these fields). */
export interface TBackEntry {
  id: string;
  label: string;
  to: string;
  parent?: string;
  hash?: string;
  href?: string;
  tabs?: readonly string[];
}

/** The target: a menu entry and, when it was found as the page's ancestor path, that path as the URL. */
export interface TBackTarget<T extends TBackEntry> {
  entry: T;
  /** The ancestor's pathname from the current URL (its params as they are); absent: the entry's own path. */
  pathname?: string;
}

const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The entry whose own path or one of its tabs is this route pattern; anchors and external links are not a route's entry. */
function entryFor<T extends TBackEntry>(pattern: string, items: readonly T[]): T | undefined {
  return (
    items.find((i) => i.to === pattern && !i.hash && !i.href) ??
    items.find((i) => i.tabs?.includes(pattern) && !i.hash && !i.href)
  );
}

/**
 * The Back breadcrumb's target for the leaf route (TanStack's `fullPath` pattern and the `pathname`
 * it matched), or undefined for Home:
 * 1. a route with a menu entry leads to the entry's `parent` (a top-level entry to Home);
 * 2. a route without one (an office, a provider employee, a bank account) leads to the nearest
 *    ancestor path that is an entry's page or tab: /admin/offices/{officeId} to /admin/offices, with
 *    the ancestor's params as they are in the URL.
 */
export function backTarget<T extends TBackEntry>(
  leaf: { fullPath: string; pathname: string },
  items: readonly T[],
): TBackTarget<T> | undefined {
  const fullPath = trim(leaf.fullPath);
  if (fullPath === '/') return undefined;
  const own = entryFor(fullPath, items);
  if (own) {
    const parent = own.parent ? items.find((i) => i.id === own.parent) : undefined;
    return parent ? { entry: parent } : undefined;
  }
  const pattern = fullPath.split('/');
  const actual = trim(leaf.pathname).split('/');
  const aligned = pattern.length === actual.length;
  for (let n = pattern.length - 1; n > 1; n -= 1) {
    const entry = entryFor(pattern.slice(0, n).join('/'), items);
    if (entry) return aligned ? { entry, pathname: actual.slice(0, n).join('/') } : { entry };
  }
  return undefined;
}
