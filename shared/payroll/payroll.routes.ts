/**
 * The payroll domain's route table (issues 17 and 18): runs, details and paystubs
 * (runs.routes.ts), reports (reports.routes.ts), year-end forms (forms.routes.ts) and the firm's
 * payroll imports (imports.routes.ts). Each area's routes are declared once, in its file.
 */
import { payrollFormRoutes } from './forms.routes.js';
import { payrollImportRoutes } from './imports.routes.js';
import { payrollReportRoutes } from './reports.routes.js';
import { payrollRunRoutes } from './runs.routes.js';

export * from './runs.routes.js';

export const payrollRoutes = [...payrollRunRoutes, ...payrollReportRoutes, ...payrollFormRoutes, ...payrollImportRoutes];
