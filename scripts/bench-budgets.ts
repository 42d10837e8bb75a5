/**
 * The budgets `npm run bench` holds the portal to (issues 4, 6 and 13), checked in one place: each
 * measured figure against its limit, with the headroom left, so a budget that is exceeded fails
 * the run (exit 1) and the room left before one is shown as every wave adds to it.
 */

export interface TBudget {
  name: string;
  value: number;
  limit: number;
  /** 'max': the value must not exceed the limit; 'min': it must not fall below it. */
  kind: 'max' | 'min';
  unit?: string;
}

export interface TBudgetCheck extends TBudget {
  ok: boolean;
  /** What is left before the limit, in the value's unit (negative when exceeded). */
  headroom: number;
  /** The headroom as a share of the limit, in percent. */
  headroomPct: number;
}

export function checkBudgets(budgets: readonly TBudget[]): TBudgetCheck[] {
  return budgets.map((b) => {
    const headroom = b.kind === 'max' ? b.limit - b.value : b.value - b.limit;
    return { ...b, ok: headroom >= 0, headroom: +headroom.toFixed(2), headroomPct: +((headroom / b.limit) * 100).toFixed(1) };
  });
}

/** The table printed at the end of a run. */
export function budgetTable(checks: readonly TBudgetCheck[]): string {
  const rows = checks.map((c) => {
    const unit = c.unit ? ` ${c.unit}` : '';
    const limit = `${c.kind === 'max' ? '≤' : '≥'} ${c.limit}${unit}`;
    return `${c.ok ? 'ok  ' : 'FAIL'}  ${c.name.padEnd(44)} ${`${c.value}${unit}`.padStart(12)}  ${limit.padStart(12)}  headroom ${`${c.headroom}${unit}`.padStart(10)} (${c.headroomPct}%)`;
  });
  return ['Budgets', ...rows].join('\n');
}
