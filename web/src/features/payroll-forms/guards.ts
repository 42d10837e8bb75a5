import { decide } from '@shared/core/access.js';
import { PAYROLL_PERMISSION, PAYROLL_RUN_PERMISSION } from '@shared/payroll/access.js';
import { redirect } from '@tanstack/react-router';
import { syncWorkspaceParams } from '../../app/guards';
import { session } from '../auth/session';
import { currentWorkspace } from '../workspaces/workspace-store';

/** The forms pages by their path segment (spec 000 §2 Payroll individual and business: forms). */
export const FORM_PAGES = ['w2', '1099', '1042s', 'k1'] as const;
export type TFormPage = (typeof FORM_PAGES)[number];
export const isFormPage = (form: string): form is TFormPage => (FORM_PAGES as readonly string[]).includes(form);

/**
 * W-2 and 1099: a person's own workspace or a company's (staff with PAYROLL_MANAGER); 1042-S and K-1:
 * the company's (a person finds the ones naming them on their 1099 page). Anything else goes home.
 */
export function guardFormsRoute(params: { wsType: string; wsId: string; form: string }) {
  if (!isFormPage(params.form)) throw redirect({ to: '/' });
  syncWorkspaceParams(params, '/payroll/$wsType/$wsId/forms/$form');
  const permission = params.form === 'w2' || params.form === '1099' ? PAYROLL_PERMISSION : PAYROLL_RUN_PERMISSION;
  if (!decide(permission, session.principal(), currentWorkspace.get() ?? undefined).allowed) throw redirect({ to: '/' });
}
