import { decide } from '@shared/core/access.js';
import { PAYROLL_RUN_PERMISSION } from '@shared/payroll/access.js';
import { notFound, redirect } from '@tanstack/react-router';
import { syncWorkspaceParams } from '../../app/guards';
import { session } from '../auth/session';
import { currentWorkspace } from '../workspaces/workspace-store';

/** The reports' pages beside the list (the $view of /payroll/$wsType/$wsId/reports/$view). */
export const REPORT_VIEWS = ['federal', 'regional', 'close_pay_period', 'report_builder'] as const;
export type TReportView = (typeof REPORT_VIEWS)[number];

/**
 * The payroll reports' routes (spec 000 §2 Payroll business "reports"): the company's workspace,
 * its owner or staff with PAYROLL_MANAGER acting for it, as the reports' API routes; anything else goes home.
 */
export function guardReportsRoute(params: { wsType: string; wsId: string; view?: string }, fullPath: string) {
  if (params.view !== undefined && !(REPORT_VIEWS as readonly string[]).includes(params.view)) throw notFound();
  syncWorkspaceParams(params, fullPath);
  if (!decide(PAYROLL_RUN_PERMISSION, session.principal(), currentWorkspace.get() ?? undefined).allowed) throw redirect({ to: '/' });
}
