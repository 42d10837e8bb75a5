import { monotonicFactory } from 'ulid';
import { type TWorkspaceType, workspaceIdPrefix } from './workspace.js';

const next = monotonicFactory();

/** A new sortable id (ULID): time-ordered, so ids double as creation order in sort keys. */
export function newId(): string {
  return next();
}

/** A new workspace id carrying its kind as a prefix (see workspace.ts). */
export function newWorkspaceId(type: TWorkspaceType): string {
  return `${workspaceIdPrefix(type)}${next()}`;
}
