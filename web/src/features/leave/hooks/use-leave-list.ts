import { keepPreviousData, type QueryKey, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import type { TLeaveFilter } from '../api/leave';

/**
 * A leave list's filter and page (0-based): the chosen employment narrows the query without entering
 * the filter the user edits, and the previous page stays on screen while the next one loads.
 * `patch` changes filter fields and goes back to the first page.
 */
export function useLeaveList<TData, TKey extends QueryKey>(
  employmentId: string | null,
  query: (filter: TLeaveFilter) => UseQueryOptions<TData, Error, TData, TKey>,
  initial: () => TLeaveFilter = () => ({ page: 0 }),
) {
  const [filter, setFilter] = useState<TLeaveFilter>(initial);
  const effective = { ...filter, ...(employmentId ? { employmentId } : {}) };
  const list = useQuery({ ...query(effective), placeholderData: keepPreviousData });
  return {
    filter,
    setFilter,
    list,
    patch: (patch: Partial<TLeaveFilter>) => setFilter((x) => ({ ...x, ...patch, page: 0 })),
    setPage: (page: number) => setFilter({ ...filter, page }),
  };
}
