import * as z from 'zod/mini';
import { WORKSPACE_TYPES } from '../../../shared/core/workspace.js';
import { defineEntity } from '../../core/entity.js';

/** A workspace: a person, a company or a provider employee. Its items live under PK WS#<id>. */
export const WorkspaceEntity = defineEntity({
  name: 'Workspace',
  schema: z.object({
    id: z.string(),
    type: z.enum(WORKSPACE_TYPES),
    name: z.string(),
    /**
     * The user who owns it. Absent only on a person profile made for a billing contact who has no
     * account (functions/billing/services/contacts.ts): nobody may open it, but invoices can name it.
     */
    ownerUserId: z.optional(z.string()),
    /** The contact's email, on such an ownerless profile only (an account's email is its user's). */
    email: z.optional(z.string()),
    /**
     * The workspace whose billing contact made this ownerless profile: its private record, which
     * only that workspace may bill (functions/billing/services/parties.ts, `areCounterparties`).
     */
    contactOf: z.optional(z.string()),
    createdAt: z.string(),
  }),
  key: (a: { id: string }) => ({ PK: `WS#${a.id}`, SK: 'META' }),
  keyOf: (w) => ({ id: w.id }),
});

/**
 * A user's link to a workspace (SELF for the own person or provider workspace, OWNER of a company).
 * Under the user, so "my workspaces" is one Query; indexed by workspace for "who belongs here".
 */
export const MembershipEntity = defineEntity({
  name: 'Membership',
  schema: z.object({
    userId: z.string(),
    workspaceId: z.string(),
    type: z.enum(WORKSPACE_TYPES),
    name: z.string(),
    relation: z.enum(['SELF', 'OWNER']),
    createdAt: z.string(),
  }),
  key: (a: { userId: string; workspaceId: string }) => ({ PK: `USER#${a.userId}`, SK: `WS#${a.workspaceId}` }),
  keyOf: (m) => ({ userId: m.userId, workspaceId: m.workspaceId }),
  indexes: (m) => ({ GSI1PK: `WS#${m.workspaceId}`, GSI1SK: `MEMBER#${m.userId}` }),
});
