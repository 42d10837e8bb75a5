/**
 * The leave screens' addresses (?tab=…), read in the routes' definitions, which sit in the route
 * tree on the first route: plain checks, no schema here.
 */
export const VACATION_TAB_IDS = ['requests', 'balance_details'] as const;
export const SICK_TAB_IDS = ['records', 'balance', 'requests'] as const;
export type TVacationSearch = { tab?: (typeof VACATION_TAB_IDS)[number] };
export type TSickSearch = { tab?: (typeof SICK_TAB_IDS)[number] };

export const parseVacationSearch = (search: Record<string, unknown>): TVacationSearch =>
  VACATION_TAB_IDS.includes(search.tab as never) ? { tab: search.tab as TVacationSearch['tab'] } : {};
export const parseSickSearch = (search: Record<string, unknown>): TSickSearch =>
  SICK_TAB_IDS.includes(search.tab as never) ? { tab: search.tab as TSickSearch['tab'] } : {};
