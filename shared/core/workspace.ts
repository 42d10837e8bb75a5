/**
 * Workspaces: kinds, ids and the headers that name them. Free of zod, so the web's first route
 * can use it without loading a schema library (schemas: workspace.schema.ts).
 */

/** Workspace kinds (spec 000 §1, §6). */
export const WORKSPACE_TYPES = ['PERSON', 'COMPANY', 'SUBLIME_EMPLOYEE'] as const;
export type TWorkspaceType = (typeof WORKSPACE_TYPES)[number];

/** Path letters the web routes use for a workspace type (spec 000 §2: p, c, e). */
export const WORKSPACE_LETTER: Record<TWorkspaceType, 'p' | 'c' | 'e'> = {
  PERSON: 'p',
  COMPANY: 'c',
  SUBLIME_EMPLOYEE: 'e',
};

/**
 * Workspace ids carry their kind as a prefix, so a permission check never needs a read
 * to learn what kind of workspace a request names.
 */
const PREFIX: Record<TWorkspaceType, string> = { PERSON: 'p_', COMPANY: 'c_', SUBLIME_EMPLOYEE: 'e_' };

/** A kind letter and a ULID (Crockford base32). */
export const WORKSPACE_ID_PATTERN = /^[pce]_[0-9A-HJKMNP-TV-Z]{26}$/;

export function isWorkspaceId(value: unknown): value is string {
  return typeof value === 'string' && WORKSPACE_ID_PATTERN.test(value);
}

export function workspaceTypeOf(id: string): TWorkspaceType | undefined {
  return WORKSPACE_TYPES.find((t) => id.startsWith(PREFIX[t]));
}

export function workspaceIdPrefix(type: TWorkspaceType): string {
  return PREFIX[type];
}

export interface TWorkspace {
  id: string;
  name: string;
  type: TWorkspaceType;
  userId: string;
}

/** Header names the web sends on every call (spec 001 §7: workspace id and time zone). */
export const WORKSPACE_HEADER = 'x-workspace-id';
export const TIME_ZONE_HEADER = 'x-time-zone';
export const PERMISSION_TOKEN_HEADER = 'x-permission-token';
