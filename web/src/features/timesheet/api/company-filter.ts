import { localToday, weekRange } from '../rules';
import type { TCompanyFilter } from './company';

/**
 * The first day of each company's workweek under its policy, learned from its table's answers
 * (Sunday until then), so Reset and the next visit choose the policy's workweek.
 */
const learned = new Map<string, number>();
export const learnWeekStart = (companyId: string, weekStartsOn: number) => learned.set(companyId, weekStartsOn);

/** The company view's default filter (spec 000 §3 Filter): the current workweek, every employee, any project. */
export function defaultFilter(companyId?: string, today = localToday()): TCompanyFilter {
  return { ...weekRange(today, (companyId && learned.get(companyId)) || 0), employmentsId: [], projectId: null };
}
