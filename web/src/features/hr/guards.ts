import { workspaceTypeOf } from '@shared/core/workspace.js';
import { redirect } from '@tanstack/react-router';
import { syncWorkspaceParams } from '../../app/guards';
import { currentWorkspace } from '../workspaces/workspace-store';

/** HR and projects are a company's (spec 000 §2): another workspace goes home. */
export function syncCompanyWorkspace(params: { wsType: string; wsId: string }, fullPath: string) {
  syncWorkspaceParams(params, fullPath);
  if (workspaceTypeOf(currentWorkspace.get() ?? '') !== 'COMPANY') throw redirect({ to: '/' });
}

/** The list route of each employment type, and its detail route. */
export const HR_TABS = {
  STAFF: { tab: 'employees', list: '/hr/$wsType/$wsId/employees', detail: '/hr/$wsType/$wsId/employees/$employeeId', param: 'employeeId' },
  CONTRACTOR: { tab: 'contractors', list: '/hr/$wsType/$wsId/contractors', detail: '/hr/$wsType/$wsId/contractors/$contractorId', param: 'contractorId' },
  FOREIGN_CONTRACTOR: {
    tab: 'foreign_contractors',
    list: '/hr/$wsType/$wsId/foreign_contractors',
    detail: '/hr/$wsType/$wsId/foreign_contractors/$contractorId',
    param: 'contractorId',
  },
} as const;
