import * as R from '@shared/profile/profile.routes.js';
import type {
  TBankAccountInput,
  TCompanyDetailsInput,
  TDocumentKind,
  TIdentityDocumentInput,
  TMaritalInput,
  TOfficeInput,
  TPersonDetailsInput,
  TProfileAddress,
  TShareholdersInput,
} from '@shared/profile/profile.schema.js';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';

/**
 * Every profile query lives under ['profile', workspaceId, area, …]: a workspace switch never shows
 * another workspace's data, and a save invalidates exactly its area.
 */
export type TProfileArea =
  | 'person' | 'address' | 'marital' | 'document' | 'company' | 'headquarter' | 'branches' | 'shareholders' | 'bankAccounts'
  | 'bankStatements' | 'taxReturns' | 'otherBankProducts';
export const profileKey = (workspaceId: string, area: TProfileArea, ...rest: unknown[]) => ['profile', workspaceId, area, ...rest] as const;

export const invalidateProfile = (queryClient: QueryClient, workspaceId: string, area: TProfileArea) =>
  queryClient.invalidateQueries({ queryKey: profileKey(workspaceId, area) });

const opts = (workspaceId: string) => ({ workspaceId });

export const personDetailsQuery = (workspaceId: string) =>
  queryOptions({ queryKey: profileKey(workspaceId, 'person'), queryFn: () => callRoute(R.getPersonDetailsRoute, {}, opts(workspaceId)) });
export const saveDetails = (workspaceId: string, body: TPersonDetailsInput) => callRoute(R.updatePersonDetailsRoute, { body }, opts(workspaceId));

export const addressQuery = (workspaceId: string) =>
  queryOptions({ queryKey: profileKey(workspaceId, 'address'), queryFn: () => callRoute(R.getAddressRoute, {}, opts(workspaceId)) });
export const saveAddress = (workspaceId: string, body: TProfileAddress) => callRoute(R.updateAddressRoute, { body }, opts(workspaceId));

export const maritalQuery = (workspaceId: string) =>
  queryOptions({ queryKey: profileKey(workspaceId, 'marital'), queryFn: () => callRoute(R.getMaritalRoute, {}, opts(workspaceId)) });
export const saveMarital = (workspaceId: string, body: TMaritalInput) => callRoute(R.updateMaritalRoute, { body }, opts(workspaceId));

export const documentsQuery = (workspaceId: string) =>
  queryOptions({ queryKey: profileKey(workspaceId, 'document'), queryFn: () => callRoute(R.listDocumentsRoute, {}, opts(workspaceId)) });
export const documentQuery = (workspaceId: string, kind: TDocumentKind) =>
  queryOptions({ queryKey: profileKey(workspaceId, 'document', kind), queryFn: () => callRoute(R.getDocumentRoute, { params: { kind } }, opts(workspaceId)) });
export const saveDocument = (workspaceId: string, kind: TDocumentKind, body: TIdentityDocumentInput) =>
  callRoute(R.updateDocumentRoute, { params: { kind }, body }, opts(workspaceId));

export const companyDetailsQuery = (workspaceId: string) =>
  queryOptions({ queryKey: profileKey(workspaceId, 'company'), queryFn: () => callRoute(R.getCompanyDetailsRoute, {}, opts(workspaceId)) });
export const saveCompanyDetails = (workspaceId: string, body: TCompanyDetailsInput) => callRoute(R.updateCompanyDetailsRoute, { body }, opts(workspaceId));

export const headquarterQuery = (workspaceId: string) =>
  queryOptions({ queryKey: profileKey(workspaceId, 'headquarter'), queryFn: () => callRoute(R.getHeadquarterRoute, {}, opts(workspaceId)) });
export const saveHeadquarter = (workspaceId: string, body: TOfficeInput) => callRoute(R.updateHeadquarterRoute, { body }, opts(workspaceId));

export const branchesQuery = (workspaceId: string) =>
  queryOptions({ queryKey: profileKey(workspaceId, 'branches'), queryFn: () => callRoute(R.listBranchesRoute, {}, opts(workspaceId)) });
export const branchQuery = (workspaceId: string, id: string) =>
  queryOptions({ queryKey: profileKey(workspaceId, 'branches', id), queryFn: () => callRoute(R.getBranchRoute, { params: { id } }, opts(workspaceId)) });
export const createBranch = (workspaceId: string, body: TOfficeInput) => callRoute(R.createBranchRoute, { body }, opts(workspaceId));
export const saveBranch = (workspaceId: string, id: string, body: TOfficeInput) => callRoute(R.updateBranchRoute, { params: { id }, body }, opts(workspaceId));
export const deleteBranch = (workspaceId: string, id: string) => callRoute(R.deleteBranchRoute, { params: { id } }, opts(workspaceId));

export const shareholdersQuery = (workspaceId: string) =>
  queryOptions({ queryKey: profileKey(workspaceId, 'shareholders'), queryFn: () => callRoute(R.getShareholdersRoute, {}, opts(workspaceId)) });
export const saveShareholders = (workspaceId: string, body: TShareholdersInput) => callRoute(R.updateShareholdersRoute, { body }, opts(workspaceId));

export const bankAccountsQuery = (workspaceId: string) =>
  queryOptions({ queryKey: profileKey(workspaceId, 'bankAccounts'), queryFn: () => callRoute(R.listBankAccountsRoute, {}, opts(workspaceId)) });
export const createBankAccount = (workspaceId: string, body: TBankAccountInput) => callRoute(R.createBankAccountRoute, { body }, opts(workspaceId));
export const saveBankAccount = (workspaceId: string, id: string, body: TBankAccountInput) =>
  callRoute(R.updateBankAccountRoute, { params: { id }, body }, opts(workspaceId));
export const deleteBankAccount = (workspaceId: string, id: string) => callRoute(R.deleteBankAccountRoute, { params: { id } }, opts(workspaceId));
