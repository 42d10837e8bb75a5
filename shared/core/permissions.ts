import * as z from 'zod/mini';
import { ACCESS_DOMAINS, type TGrant, type TPrincipal } from './access.js';
import { ROLES } from './roles.js';

export * from './access.js';

export const ZGrantSchema = z.object({
  domain: z.enum(ACCESS_DOMAINS),
  action: z.string(),
  companyId: z.optional(z.string()),
  projectId: z.optional(z.string()),
  employmentId: z.optional(z.string()),
}) satisfies z.ZodMiniType<TGrant>;

export const ZPrincipalSchema = z.object({
  userId: z.string(),
  email: z.string(),
  staff: z.boolean(),
  roles: z.array(z.enum(ROLES)),
  grants: z.array(ZGrantSchema),
  workspaces: z.array(z.string()),
}) satisfies z.ZodMiniType<TPrincipal>;
