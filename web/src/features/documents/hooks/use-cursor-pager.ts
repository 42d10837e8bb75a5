import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';

type TPage<T> = { data: T[]; nextCursor?: string };

/**
 * Cursor paging for the Paginator (the API pages with DynamoDB's LastEvaluatedKey): the cursors of
 * the pages seen so far are kept, index = page, and a page's `nextCursor` makes the next page's
 * link known. Each page is its own Query, so invalidating the list's key reloads the page shown.
 * (Billing's pager also stacks pages behind 'Load more' on phones; these lists are short enough
 * for page links everywhere.)
 */
export function useCursorPager<T, K extends readonly unknown[]>(pageQuery: (cursor: string | undefined) => UseQueryOptions<TPage<T>, Error, TPage<T>, K>) {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [page, setPage] = useState(0);
  const query = useQuery({ ...pageQuery(cursors[page]), placeholderData: keepPreviousData });
  const next = query.data?.nextCursor;
  // The next page becomes known when the last known page has been read (render-time state update, no effect).
  if (next && !query.isPlaceholderData && page === cursors.length - 1) setCursors([...cursors, next]);
  return {
    query,
    items: query.data?.data ?? [],
    /** 1-based, for the Paginator. */
    page: page + 1,
    total: cursors.length,
    setPage: (p: number) => setPage(Math.max(0, Math.min(p - 1, cursors.length - 1))),
  };
}
