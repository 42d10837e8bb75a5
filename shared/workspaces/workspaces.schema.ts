import * as z from 'zod/mini';
import { ZWorkspaceSchema } from '../core/workspace.schema.js';

export const ZWorkspaceListSchema = z.object({ data: z.array(ZWorkspaceSchema) });
