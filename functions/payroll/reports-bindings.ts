/** The payroll reports' routes bound to their services (shared/payroll/reports.routes.ts). */
import type { TBinding } from '../core/http.js';

export const reportBindings: TBinding[] = [];
