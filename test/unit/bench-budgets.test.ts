import { describe, expect, it } from 'vitest';
import { budgetTable, checkBudgets } from '../../scripts/bench-budgets.js';

describe('bench budgets', () => {
  it('fails a budget exceeded either way and reports the headroom of each', () => {
    const checks = checkBudgets([
      { name: 'web first route JS (gzip)', value: 189.5, limit: 200, kind: 'max', unit: 'KB' },
      { name: 'invoice list p50 / raw Query', value: 1.61, limit: 1.5, kind: 'max', unit: '×' },
      { name: 'Lighthouse performance /', value: 0.93, limit: 0.95, kind: 'min' },
      { name: 'Lighthouse performance /login', value: 0.95, limit: 0.95, kind: 'min' },
    ]);
    expect(checks.map((c) => c.ok)).toEqual([true, false, false, true]);
    expect(checks[0]).toMatchObject({ headroom: 10.5, headroomPct: 5.3 });
    expect(checks[1]!.headroom).toBe(-0.11);
    expect(checks[2]!.headroom).toBe(-0.02);
    const table = budgetTable(checks);
    expect(table).toContain('ok    web first route JS (gzip)');
    expect(table).toContain('headroom    10.5 KB (5.3%)');
    expect(table).toContain('FAIL  invoice list p50 / raw Query');
  });
});
