/** The permission matrix's rows of the payroll reports' routes (shared/payroll/reports.routes.ts). */
export function payrollReportRows(): Record<string, never> {
  return {};
}
