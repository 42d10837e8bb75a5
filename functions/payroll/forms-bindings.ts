/** The payroll year-end forms' routes bound to their services (shared/payroll/forms.routes.ts). */
import type { TBinding } from '../core/http.js';

export const formBindings: TBinding[] = [];
