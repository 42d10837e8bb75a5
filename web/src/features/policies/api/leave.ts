import type { TLeavePolicyFilter, TPtoRequest, TSlpCreateRequest, TSlpUpdateRequest } from '@shared/policies/leave-policy.schema.js';
import * as R from '@shared/policies/policies.routes.js';
import { listBranchesRoute } from '@shared/workforce/workforce.routes.js';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';
import { policiesKey } from './haop';

/** The company's route set of a kind: `pto` or `slp` (the tab names). */
export type TLeaveTab = 'pto' | 'slp';

const LIST = { pto: R.listPtoRoute, slp: R.listSlpRoute } as const;

/** The company's PTO or Sick Leave Policies by the policy filters. */
export const leaveListQuery = <K extends TLeaveTab>(companyId: string, kind: K, filter: TLeavePolicyFilter = {}) =>
  queryOptions({
    queryKey: policiesKey(companyId, kind, filter),
    queryFn: ({ signal }) => callRoute(LIST[kind] as (typeof LIST)['pto'], { query: filter }, { workspaceId: companyId, signal }),
  });

/** The employments a policy is attached to and their signatures (the signature options modal). */
export const leaveSignaturesQuery = (companyId: string, kind: TLeaveTab, id: string) =>
  queryOptions({
    queryKey: policiesKey(companyId, kind, 'signatures', id),
    queryFn: ({ signal }) => callRoute(kind === 'pto' ? R.ptoSignaturesRoute : R.slpSignaturesRoute, { params: { id } }, { workspaceId: companyId, signal }),
  });

export const createPto = (companyId: string, body: TPtoRequest) => callRoute(R.createPtoRoute, { body }, { workspaceId: companyId });
export const updatePto = (companyId: string, id: string, body: TPtoRequest) => callRoute(R.updatePtoRoute, { params: { id }, body }, { workspaceId: companyId });
export const createSlp = (companyId: string, body: TSlpCreateRequest) => callRoute(R.createSlpRoute, { body }, { workspaceId: companyId });
export const updateSlp = (companyId: string, id: string, body: TSlpUpdateRequest) => callRoute(R.updateSlpRoute, { params: { id }, body }, { workspaceId: companyId });
export const disableLeave = (companyId: string, kind: TLeaveTab, id: string) =>
  callRoute(kind === 'pto' ? R.disablePtoRoute : R.disableSlpRoute, { params: { id } }, { workspaceId: companyId });
export const disableLeaveSignature = (companyId: string, kind: TLeaveTab, id: string, employmentId: string) =>
  callRoute(kind === 'pto' ? R.disablePtoSignatureRoute : R.disableSlpSignatureRoute, { params: { id, employmentId } }, { workspaceId: companyId });
export const downloadLeave = (companyId: string, kind: TLeaveTab, id: string) =>
  callRoute(kind === 'pto' ? R.downloadPtoRoute : R.downloadSlpRoute, { params: { id } }, { workspaceId: companyId });

/** The person's employments with their three policies (the per-employment view). */
export const employmentPoliciesQuery = (personId: string) =>
  queryOptions({
    queryKey: ['policies', personId, 'employments'],
    queryFn: ({ signal }) => callRoute(R.employmentPoliciesRoute, {}, { workspaceId: personId, signal }),
  });

/** The attach dialog's policies (staff). */
export const attachCandidatesQuery = (personId: string, employmentId: string, kind: 'PTO' | 'SICK') =>
  queryOptions({
    queryKey: ['policies', personId, 'candidates', employmentId, kind],
    queryFn: ({ signal }) => callRoute(R.attachCandidatesRoute, { params: { employmentId }, query: { kind } }, { workspaceId: personId, signal }),
  });

export const attachPolicy = (personId: string, employmentId: string, kind: 'PTO' | 'SICK', policyId: string) =>
  callRoute(R.attachPolicyRoute, { params: { employmentId }, body: { kind, policyId } }, { workspaceId: personId });
export const detachPolicy = (personId: string, employmentId: string, kind: 'PTO' | 'SICK') =>
  callRoute(R.detachPolicyRoute, { params: { employmentId }, body: { kind } }, { workspaceId: personId });
export const downloadEmploymentPolicy = (personId: string, employmentId: string, kind: 'PTO' | 'SICK' | 'HAOP') =>
  callRoute(R.downloadEmploymentPolicyRoute, { params: { employmentId }, query: { kind } }, { workspaceId: personId });

/** Saves a presigned attachment URL: the browser downloads it and keeps the page. */
export function saveUrl(url: string) {
  const link = window.document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.click();
}

/** The company's branches (the workforce's), for a policy that applies to one branch. */
export const branchOptionsQuery = (companyId: string) =>
  queryOptions({
    queryKey: policiesKey(companyId, 'branches'),
    queryFn: ({ signal }) => callRoute(listBranchesRoute, {}, { workspaceId: companyId, signal }),
    staleTime: 60_000,
  });
