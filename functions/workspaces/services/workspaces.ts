import type { TWorkspace } from '../../../shared/core/workspace.js';
import { notFound } from '../../core/errors.js';
import { MembershipEntity, WorkspaceEntity } from '../data/workspace.entity.js';

/** The workspaces a user owns or belongs to: one Query on the user's partition. */
export async function listUserWorkspaces(args: { userId: string }): Promise<TWorkspace[]> {
  const { data } = await MembershipEntity.query({ pk: `USER#${args.userId}`, skBeginsWith: 'WS#', limit: 100 });
  return data.map((m) => ({ id: m.workspaceId, name: m.name, type: m.type, userId: m.userId }));
}

/** One workspace by id; the caller has already been authorized to open it. */
export async function getWorkspace(args: { workspaceId: string }): Promise<TWorkspace> {
  const ws = await WorkspaceEntity.get({ id: args.workspaceId });
  if (!ws) throw notFound('workspaceId');
  // An ownerless profile (a billing contact without an account) has no user to name.
  return { id: ws.id, name: ws.name, type: ws.type, userId: ws.ownerUserId ?? '' };
}
