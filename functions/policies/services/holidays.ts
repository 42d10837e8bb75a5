/**
 * The US federal and New York State holidays of a year, from `date-holidays` (the calendars of
 * public holidays it keeps per country and state, with their observed days): what the create form
 * offers and what a policy's chosen holidays resolve to in each year it covers
 * (docs/decisions/0028-holiday-overtime-policy.md). The package and its data load on the first call
 * of a warm function, never on a cold start.
 */
import type { THolidaysResponse } from '../../../shared/policies/haop.schema.js';
import { AppError } from '../../core/errors.js';
import { lazy } from '../../core/lazy.js';

export type TCalendarHoliday = THolidaysResponse['data'][number];

const calendars = lazy(async () => {
  const { default: Holidays } = await import('date-holidays');
  // American English names ('Labor Day'); public holidays only (no observances such as Valentine's Day).
  const opts = { languages: ['en-us'], types: ['public' as const] };
  return { federal: new Holidays('US', opts), newYork: new Holidays('US', 'NY', opts) };
});

/** `Martin Luther King Jr. Day` → `martin-luther-king-jr-day`. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/['’]/gu, '')
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-|-$/gu, '')
    .slice(0, 50);

type TRaw = { date: string; name: string; substitute?: boolean };

/**
 * A holiday as the picker lists it. An observed day (the Friday before a Saturday holiday, the
 * Monday after a Sunday one) is a holiday of its own, '… (observed)', so a company chooses which
 * of the two it gives; its id stays the same every year the holiday is observed on another day.
 */
function entry(h: TRaw, kind: 'FEDERAL' | 'NY'): TCalendarHoliday {
  const base = h.substitute ? h.name.replace(/\s*\([^)]*\)\s*$/u, '') : h.name;
  return {
    id: `${kind === 'FEDERAL' ? 'US' : 'NY'}-${slug(base)}${h.substitute ? '-observed' : ''}`,
    title: h.substitute ? `${base} (observed)` : base,
    formattedDate: h.date.slice(0, 10),
    kind,
  };
}

const byYear = new Map<number, TCalendarHoliday[]>();
const KEPT_YEARS = 64;

/** The year's federal holidays, then New York's own (the state's public holidays that are not federal), by date. */
export async function holidaysOf(year: number): Promise<TCalendarHoliday[]> {
  const kept = byYear.get(year);
  if (kept) return kept;
  const { federal, newYork } = await calendars();
  const fed = (federal.getHolidays(year) as TRaw[]).map((h) => entry(h, 'FEDERAL'));
  const federalNames = new Set(fed.map((h) => h.id.slice(3)));
  const state = (newYork.getHolidays(year) as TRaw[]).map((h) => entry(h, 'NY')).filter((h) => !federalNames.has(h.id.slice(3)));
  const seen = new Set<string>();
  const list = [...fed, ...state]
    .filter((h) => !seen.has(h.id) && seen.add(h.id))
    .sort((a, b) => a.formattedDate.localeCompare(b.formattedDate) || a.id.localeCompare(b.id));
  if (byYear.size >= KEPT_YEARS) byYear.delete(byYear.keys().next().value!);
  byYear.set(year, list);
  return list;
}

export async function listHolidays(input: { year: number }): Promise<THolidaysResponse> {
  return { year: input.year, data: await holidaysOf(input.year) };
}

/**
 * The chosen calendar holidays in the policy's first year (each must be one of that year's, else
 * 400 naming it), and their dates in every year it covers: a holiday recurs on its own date each
 * year, and an observed day only in the years it falls apart from the holiday.
 */
export async function resolveHolidays(ids: readonly string[], field: string, firstYear: number, years: number) {
  const calendar = await Promise.all(Array.from({ length: years }, (_, i) => holidaysOf(firstYear + i)));
  const first = new Map(calendar[0]!.map((h) => [h.id, h]));
  const chosen = ids.map((id, i) => {
    const h = first.get(id);
    if (!h) throw new AppError('invalid_request', { param: `${field}.${i}`, message: `No such holiday in ${firstYear}`, fieldErrors: { [`${field}.${i}`]: ['Unknown holiday'] } });
    return h;
  });
  const wanted = new Set(ids);
  const dates = calendar.flatMap((list) => list.filter((h) => wanted.has(h.id)).map((h) => h.formattedDate));
  return { chosen, dates };
}
