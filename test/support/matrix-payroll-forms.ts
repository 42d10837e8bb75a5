/** The permission matrix's rows of the payroll year-end forms' routes (shared/payroll/forms.routes.ts). */
export function payrollFormRows(): Record<string, never> {
  return {};
}
