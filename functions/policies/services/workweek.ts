/**
 * The workweek rules the timesheet reads (docs/decisions/0028-holiday-overtime-policy.md): the
 * company's newest active Holiday and Overtime Policy for its employees (contract type STAFF), or
 * the defaults when it has none. One Query of one item on the policies' sparse active index; this
 * module loads neither the holidays calendar nor pdf-lib.
 */
import { HAOP_DEFAULTS, HAOP_RULES, weekdayIndex } from '../../../shared/policies/haop.schema.js';
import { HaopEntity } from '../data/policies.entities.js';

export interface TWorkweekRules {
  /** The active policy, absent when the company has none. */
  policyId?: string;
  /** 0 Sunday … 6 Saturday, from startWeek. */
  weekStartsOn: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /**
   * Overtime is work over 40 hours in a workweek: the Fair Labor Standards Act, 29 U.S.C. 207(a)(1),
   * and New York's Minimum Wage Order for Miscellaneous Industries and Occupations, 12 NYCRR 142-2.2
   * (non-residential employees; 44 hours for residential ones, which the policy does not model).
   */
  weeklyOvertimeHours: 40;
  /** The policy text's "at most 16 hours in 24" (flagged by the timesheet, not refused). */
  dailyLimitHours: 16;
  /** The policy text's minimum break between working days. */
  minBreakHours: 8;
  /** Hours credited for a paid holiday on a regular working day: the policy's minPaidInterval. */
  holidayHours: number;
  /** YYYY-MM-DD, every year the policy covers. */
  paidHolidays: string[];
  unpaidHolidays: string[];
  /** 0..6 */
  regularWorkingDays: number[];
  /** What an overtime hour pays, as a multiple of the regular rate in hundredths: the policy's overtimeRate (1.5 by default). */
  overtimeRateHundredths: number;
}

/** A company without a policy: a Sunday-to-Saturday week, Monday to Friday worked, no holidays. */
export const DEFAULT_WORKWEEK_RULES: Readonly<TWorkweekRules> = Object.freeze({
  weekStartsOn: 0,
  weeklyOvertimeHours: HAOP_RULES.weeklyOvertimeHours,
  dailyLimitHours: HAOP_RULES.dailyLimitHours,
  minBreakHours: HAOP_RULES.minBreakHours,
  holidayHours: 0,
  paidHolidays: [],
  unpaidHolidays: [],
  regularWorkingDays: [1, 2, 3, 4, 5],
  overtimeRateHundredths: Math.round(HAOP_DEFAULTS.overtimeRate * 100),
});

/**
 * The company's newest ACTIVE STAFF policy's rules, else the defaults: GSI2 `HAOPACTIVE#<companyId>`,
 * `begins_with STAFF#`, newest first, one item (docs/data-model.md, pattern H5).
 */
export async function workweekRulesOf(companyId: string): Promise<TWorkweekRules> {
  const { data } = await HaopEntity.query({ index: 'GSI2', pk: `HAOPACTIVE#${companyId}`, skBeginsWith: 'STAFF#', newestFirst: true, limit: 1 });
  const policy = data[0];
  if (!policy || !policy.active) return { ...DEFAULT_WORKWEEK_RULES, paidHolidays: [], unpaidHolidays: [], regularWorkingDays: [...DEFAULT_WORKWEEK_RULES.regularWorkingDays] };
  return {
    policyId: policy.id,
    weekStartsOn: weekdayIndex(policy.startWeek),
    weeklyOvertimeHours: HAOP_RULES.weeklyOvertimeHours,
    dailyLimitHours: HAOP_RULES.dailyLimitHours,
    minBreakHours: HAOP_RULES.minBreakHours,
    holidayHours: policy.minPaidInterval,
    paidHolidays: [...policy.paidDates],
    unpaidHolidays: [...policy.unpaidDates],
    regularWorkingDays: policy.regularWorkingDays.map(weekdayIndex).sort((a, b) => a - b),
    overtimeRateHundredths: Math.round(policy.overtimeRate * 100),
  };
}
