import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { Fragment, type ReactNode, useCallback, useEffect, useState } from 'react';
import { knownPages, type TCursorStack, withNextCursor } from '../rules';

type TPage<T> = { data: T[]; nextCursor?: string };
type TPageQuery<T, K extends readonly unknown[]> = (cursor: string | undefined) => UseQueryOptions<TPage<T>, Error, TPage<T>, K>;

/**
 * Cursor paging over a list Query (spec 001 §2: page links on desktop, 'Load more' under 992 px).
 * The cursors of the pages seen are kept in a stack; a page's `nextCursor` adds the next page's
 * link. On desktop one page shows at a time; on mobile the pages up to the current one follow
 * each other. Each page is its own Query (one `CursorPage` each), so a mutation's invalidation
 * reloads every page on screen.
 */
export function useCursorPages<T, K extends readonly unknown[]>(pageQuery: TPageQuery<T, K>, mobile: boolean) {
  const [stack, setStack] = useState<TCursorStack>([undefined]);
  const [page, setPage] = useState(0);
  // The first page decides 'empty', pending and the error shown above the list.
  const first = useQuery(pageQuery(undefined));
  const current = useQuery({ ...pageQuery(stack[page]), placeholderData: keepPreviousData });
  const onNext = useCallback((index: number, next: string | undefined) => setStack((s) => withNextCursor(s, index, next)), []);
  const indices = mobile ? Array.from({ length: page + 1 }, (_, i) => i) : [page];

  return {
    /** The pages to render, each with the items of its Query. */
    render: (rows: (items: T[]) => ReactNode) => (
      <>
        {indices.map((i) => (
          <Fragment key={i}>
            <CursorPage pageQuery={pageQuery} cursor={stack[i]} index={i} keepPrevious={!mobile} onNext={onNext} rows={rows} />
          </Fragment>
        ))}
      </>
    ),
    empty: first.isSuccess && first.data.data.length === 0,
    isPending: first.isPending,
    isFetching: current.isFetching,
    error: first.error ?? current.error,
    /** 1-based, for the page links. */
    page: page + 1,
    total: knownPages(stack),
    hasMore: page + 1 < stack.length,
    setPage: (p: number) => setPage(Math.max(0, Math.min(p - 1, stack.length - 1))),
    loadMore: () => setPage((p) => (p + 1 < stack.length ? p + 1 : p)),
  };
}

function CursorPage<T, K extends readonly unknown[]>({
  pageQuery,
  cursor,
  index,
  keepPrevious,
  onNext,
  rows,
}: {
  pageQuery: TPageQuery<T, K>;
  cursor: string | undefined;
  index: number;
  keepPrevious: boolean;
  onNext: (index: number, next: string | undefined) => void;
  rows: (items: T[]) => ReactNode;
}) {
  const { data } = useQuery({ ...pageQuery(cursor), placeholderData: keepPrevious ? keepPreviousData : undefined });
  const next = data?.nextCursor;
  useEffect(() => {
    if (data) onNext(index, next);
  }, [data, index, next, onNext]);
  return <>{data ? rows(data.data) : null}</>;
}
