import * as z from 'zod/mini';

/** Default page size (spec 001 §9). */
export const DEFAULT_PAGE_SIZE = 20;

/** Cursor paging on a DynamoDB Query: the cursor is the opaque LastEvaluatedKey. */
export const ZPageQuerySchema = z.object({
  size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), DEFAULT_PAGE_SIZE),
  cursor: z.optional(z.string().check(z.maxLength(2048))),
});
export type TPageQuery = z.infer<typeof ZPageQuerySchema>;

export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: z.array(item), nextCursor: z.optional(z.string()) });
}
