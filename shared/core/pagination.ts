import * as z from 'zod';

/** Default page size (spec 001 §9). */
export const DEFAULT_PAGE_SIZE = 20;

/** Cursor paging on a DynamoDB Query: the cursor is the opaque LastEvaluatedKey. */
export const ZPageQuerySchema = z.object({
  size: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(2048).optional(),
});
export type TPageQuery = z.infer<typeof ZPageQuerySchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), nextCursor: z.string().optional() });
}
