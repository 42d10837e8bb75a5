/**
 * Optional workspace params (spec 000 §2): a workspace-scoped route may be opened without its
 * `wsType`/`wsId` segments (`/invoices`, `/userprofile/account`, `/hr/employees/{id}`), and then
 * opens in the current workspace. One pure rule covers every such route: the path is compared with
 * each route path that carries the pair, as if the pair were left out, and the best match is filled
 * in. Pure (no router, no storage), unit-tested in test/unit/web-workspace-path.test.ts.
 */

/** The letters a workspace type takes in a path (spec 000 §2: p, c, e). */
const LETTERS = new Set(['p', 'c', 'e']);

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const isParam = (segment: string) => segment.startsWith('$');

/** True when a matched route's `wsType` is one of the workspace letters, i.e. the URL did carry the pair. */
export function hasWorkspaceLetter(params: Record<string, unknown> | undefined): boolean {
  return typeof params?.wsType === 'string' && LETTERS.has(params.wsType);
}

/**
 * The path a param-less URL stands for in the given workspace, or undefined when no route path
 * carrying `$wsType/$wsId` matches it with the pair left out. Static segments must match exactly,
 * other params take the URL's segments; splat routes are never a target. Among several matches
 * the one with the most static segments wins (`/payroll/reports/general/x` is the general report,
 * not a `$view`), then the first declared.
 *
 * @param pathname the URL's path, e.g. `/hr/employees/01K…`
 * @param routePaths the router's full paths, e.g. `/hr/$wsType/$wsId/employees/$employeeId`
 * @param workspace the current workspace's params (`workspaceParams` in menu-config)
 */
export function pathInWorkspace(
  pathname: string,
  routePaths: readonly string[],
  workspace: { wsType: string; wsId: string },
): string | undefined {
  const actual = segmentsOf(pathname);
  let best: { path: string; statics: number } | undefined;
  for (const routePath of routePaths) {
    const template = segmentsOf(routePath);
    const at = template.indexOf('$wsType');
    if (at < 0 || template[at + 1] !== '$wsId' || template.some((s) => s === '$' || s.includes('{'))) continue;
    const rest = [...template.slice(0, at), ...template.slice(at + 2)];
    if (rest.length !== actual.length) continue;
    if (!rest.every((s, i) => isParam(s) || s === actual[i])) continue;
    const statics = rest.filter((s) => !isParam(s)).length;
    if (best && best.statics >= statics) continue;
    const filled = [...actual.slice(0, at), workspace.wsType, workspace.wsId, ...actual.slice(at)];
    best = { path: `/${filled.join('/')}`, statics };
  }
  return best?.path;
}
