/**
 * The report builder (spec 000 §2 Payroll "Report builder", §3 Builder task;
 * docs/decisions/0034-payroll-reports.md): the company's paystubs paid in the task's range, narrowed
 * by each non-empty multi-select (workplaces, branches, sources, employments), grouped by the task's
 * modes in order, each group with its sums. Every entry counts, a void's negating one included, so
 * with all sources a voided paycheck adds nothing; the sums equal the matching paystubs' sums.
 */
import { builderRows, matchesTask, sumsOf } from '../../../shared/payroll/reports.js';
import type { TBuilderResult, TBuilderTask } from '../../../shared/payroll/reports.schema.js';
import { type TRequestContext, workspaceOf } from '../../core/http.js';
import { reportPaystubs } from './reports-data.js';

export async function buildReport(task: TBuilderTask, ctx: TRequestContext): Promise<TBuilderResult> {
  const companyId = workspaceOf(ctx);
  const stubs = (await reportPaystubs(companyId, task.startDate, task.endDate)).filter((s) => matchesTask(s, task));
  Object.assign(ctx.audit.props, { startDate: task.startDate, endDate: task.endDate, groupModes: task.groupModes.join(','), paystubs: stubs.length });
  return { startDate: task.startDate, endDate: task.endDate, groupModes: task.groupModes, rows: builderRows(stubs, task.groupModes), sums: sumsOf(stubs) };
}
