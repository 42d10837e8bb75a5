import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { daysQuery } from '../api/timesheet';
import { weekdayOf, weekRange } from '../rules';

/**
 * The first day of an employment's workweek, as its company's policy says: learned from the first
 * week the server returns (Sunday until then) and kept for the page's life, so the next reads ask
 * for the policy's week straight away.
 */
const learnedWeekStart = new Map<string, number>();
export const weekStartsOnOf = (employmentId: string) => learnedWeekStart.get(employmentId) ?? 0;

/**
 * The workweek holding `date` for one employment: its seven days, their totals and the running
 * record (one read serves the day view and the week view). While a record runs, the read is
 * refreshed every minute so the week's regular and overtime split keeps up with the live timer.
 */
export function useWeekSheet(workspaceId: string, employmentId: string, date: string) {
  const [weekStartsOn, setWeekStartsOn] = useState(() => weekStartsOnOf(employmentId));
  const range = weekRange(date, weekStartsOn);
  const query = useQuery({
    ...daysQuery(workspaceId, employmentId, range.startDate, range.endDate),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.open ? 60_000 : false),
  });
  const first = query.data?.weeks[0]?.weekStart;
  useEffect(() => {
    if (!first || query.isPlaceholderData) return;
    const learned = weekdayOf(first);
    learnedWeekStart.set(employmentId, learned);
    if (learned !== weekStartsOn) setWeekStartsOn(learned);
  }, [first, employmentId, weekStartsOn, query.isPlaceholderData]);
  return { ...query, range, sheet: query.data };
}
