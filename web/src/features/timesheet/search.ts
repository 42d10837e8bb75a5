/**
 * The day view's address (/timesheet?date=…&view=…&employment=…): the day shown, Day or Week, and
 * the employment (with more than one). Read in the route's definition, which sits in the route tree
 * on the first route: no schema here.
 */
export interface TTimesheetSearch {
  date?: string;
  view?: 'day' | 'week';
  employment?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/u;
const ID = /^[\w-]{1,64}$/u;

/** Keeps the search params the day view understands and drops the rest. */
export function parseTimesheetSearch(search: Record<string, unknown>): TTimesheetSearch {
  const out: TTimesheetSearch = {};
  if (typeof search.date === 'string' && DATE.test(search.date)) out.date = search.date;
  if (search.view === 'week' || search.view === 'day') out.view = search.view;
  if (typeof search.employment === 'string' && ID.test(search.employment)) out.employment = search.employment;
  return out;
}
