import * as R from '@shared/profile/profile.routes.js';
import type { TBankStatementInput, TBankStatementUpdate, TOtherBankProductInput, TTaxReturnInput } from '@shared/profile/profile.schema.js';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';
import { profileKey } from './profile';

/** The filing pages' queries and calls (bank statements, business tax returns, other bank products), under the profile's keys. */
const opts = (workspaceId: string) => ({ workspaceId });

export const bankStatementsQuery = (workspaceId: string) =>
  queryOptions({ queryKey: profileKey(workspaceId, 'bankStatements'), queryFn: () => callRoute(R.listBankStatementsRoute, {}, opts(workspaceId)) });
export const createBankStatement = (workspaceId: string, body: TBankStatementInput) => callRoute(R.createBankStatementRoute, { body }, opts(workspaceId));
export const updateBankStatement = (workspaceId: string, id: string, body: TBankStatementUpdate) =>
  callRoute(R.updateBankStatementRoute, { params: { id }, body }, opts(workspaceId));

export const taxReturnsQuery = (workspaceId: string) =>
  queryOptions({ queryKey: profileKey(workspaceId, 'taxReturns'), queryFn: () => callRoute(R.listTaxReturnsRoute, {}, opts(workspaceId)) });
export const createTaxReturn = (workspaceId: string, body: TTaxReturnInput) => callRoute(R.createTaxReturnRoute, { body }, opts(workspaceId));
export const deleteTaxReturn = (workspaceId: string, id: string) => callRoute(R.deleteTaxReturnRoute, { params: { id } }, opts(workspaceId));

export const otherBankProductsQuery = (workspaceId: string) =>
  queryOptions({ queryKey: profileKey(workspaceId, 'otherBankProducts'), queryFn: () => callRoute(R.listOtherBankProductsRoute, {}, opts(workspaceId)) });
export const createOtherBankProduct = (workspaceId: string, body: TOtherBankProductInput) => callRoute(R.createOtherBankProductRoute, { body }, opts(workspaceId));
export const deleteOtherBankProduct = (workspaceId: string, id: string) => callRoute(R.deleteOtherBankProductRoute, { params: { id } }, opts(workspaceId));
