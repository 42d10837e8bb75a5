import * as z from 'zod/mini';
import { type TWorkspace, WORKSPACE_ID_PATTERN, WORKSPACE_TYPES } from './workspace.js';

export const ZWorkspaceIdSchema = z.string().check(z.regex(WORKSPACE_ID_PATTERN, 'Invalid workspace id'));

export const ZWorkspaceSchema = z.object({
  id: ZWorkspaceIdSchema,
  name: z.string(),
  type: z.enum(WORKSPACE_TYPES),
  userId: z.string(),
}) satisfies z.ZodMiniType<TWorkspace>;
