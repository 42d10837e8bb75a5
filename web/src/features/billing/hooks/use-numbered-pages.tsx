import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';

type TPage<T> = { data: T[]; countOfPages: number };
type TPageQuery<T, K extends readonly unknown[]> = (page: number) => UseQueryOptions<TPage<T>, Error, TPage<T>, K>;

/**
 * Numbered paging over a list route (spec 000 §3, §5: the answer carries `countOfPages`; spec 001
 * §2: page links on desktop, 'Load more' under 992 px). `page` is 0-based, as on the wire. On
 * desktop one page shows at a time; on mobile the pages up to the current one follow each other.
 * Each page is its own Query, so a mutation's invalidation reloads every page on screen.
 */
export function useNumberedPages<T, K extends readonly unknown[]>(pageQuery: TPageQuery<T, K>, mobile: boolean) {
  const [page, setPage] = useState(0);
  // The first page decides 'empty', pending and the error shown above the list.
  const first = useQuery(pageQuery(0));
  const current = useQuery({ ...pageQuery(page), placeholderData: keepPreviousData });
  const total = current.data?.countOfPages ?? first.data?.countOfPages ?? 0;
  const indices = mobile ? Array.from({ length: page + 1 }, (_, i) => i) : [page];

  return {
    /** The pages to render, each with the items of its Query. */
    render: (rows: (items: T[]) => ReactNode) => (
      <>
        {indices.map((i) => (
          <Fragment key={i}>
            <NumberedPage pageQuery={pageQuery} page={i} keepPrevious={!mobile} rows={rows} />
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
    total,
    hasMore: page + 1 < total,
    setPage: (p: number) => setPage(Math.max(0, Math.min(p - 1, Math.max(0, total - 1)))),
    loadMore: () => setPage((p) => (p + 1 < total ? p + 1 : p)),
  };
}

function NumberedPage<T, K extends readonly unknown[]>({
  pageQuery,
  page,
  keepPrevious,
  rows,
}: {
  pageQuery: TPageQuery<T, K>;
  page: number;
  keepPrevious: boolean;
  rows: (items: T[]) => ReactNode;
}) {
  const { data } = useQuery({ ...pageQuery(page), placeholderData: keepPrevious ? keepPreviousData : undefined });
  return <>{data ? rows(data.data) : null}</>;
}
