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

/** The deepest page a numbered list serves (0-based): far past any real list, it bounds the input. */
export const MAX_PAGE = 10_000;

/**
 * Numbered paging (spec 000 §3, §5: lists return `countOfPages`; the pager links pages by number).
 * `page` is 0-based on the wire, as the audit's (spec 001 §9). A `cursor` (a previous answer's
 * `nextCursor`) still pages from where that answer ended, for consumers that follow cursors.
 */
export const ZNumberedPageQuerySchema = z.object({
  size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), DEFAULT_PAGE_SIZE),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(MAX_PAGE)), 0),
  cursor: z.optional(z.string().check(z.maxLength(2048))),
});
export type TNumberedPageQuery = z.infer<typeof ZNumberedPageQuerySchema>;

/** A numbered page: its items, how many pages the list has, and the cursor after the last item when more follow. */
export function numberedPageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    data: z.array(item),
    countOfPages: z.number().check(z.int(), z.minimum(0)),
    nextCursor: z.optional(z.string()),
  });
}
