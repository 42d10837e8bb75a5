/**
 * Payroll reports (issue 17 §5): the reports list, the General report, federal and regional
 * figures, and the report builder. Filled in by the reports work; listed in shared/api/routes.ts.
 */
import type { TRoute } from '../api/route.js';

export const payrollReportRoutes: TRoute[] = [];
