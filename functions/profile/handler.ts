/** The profile pages' API (shared/profile/profile.routes.ts). */
import * as R from '../../shared/profile/profile.routes.js';
import { bind, createApiHandler } from '../core/http.js';
import { lazy } from '../core/lazy.js';

/**
 * Each route's service module is imported on its first call (a chunk of its own in the bundle):
 * a cold start loads only the core and the route table (infra/constructs/bundling.ts).
 */
const person = lazy(() => import('./services/person.js'));
const company = lazy(() => import('./services/company.js'));
const bankAccounts = lazy(() => import('./services/bank-accounts.js'));
const filings = lazy(() => import('./services/filings.js'));

export const bindings = [
  bind(R.getPersonDetailsRoute, async (_input, ctx) => (await person()).getPersonDetails(ctx)),
  bind(R.updatePersonDetailsRoute, async ({ body }, ctx) => (await person()).updatePersonDetails(body, ctx)),
  bind(R.getAddressRoute, async (_input, ctx) => (await person()).getAddress(ctx)),
  bind(R.updateAddressRoute, async ({ body }, ctx) => (await person()).updateAddress(body, ctx)),
  bind(R.getMaritalRoute, async (_input, ctx) => (await person()).getMarital(ctx)),
  bind(R.updateMaritalRoute, async ({ body }, ctx) => (await person()).updateMarital(body, ctx)),
  bind(R.listDocumentsRoute, async (_input, ctx) => (await person()).listDocuments(ctx)),
  bind(R.getDocumentRoute, async ({ params }, ctx) => (await person()).getDocument(params.kind, ctx)),
  bind(R.updateDocumentRoute, async ({ params, body }, ctx) => (await person()).updateDocument(params.kind, body, ctx)),

  bind(R.getCompanyDetailsRoute, async (_input, ctx) => (await company()).getCompanyDetails(ctx)),
  bind(R.updateCompanyDetailsRoute, async ({ body }, ctx) => (await company()).updateCompanyDetails(body, ctx)),
  bind(R.getHeadquarterRoute, async (_input, ctx) => (await company()).getHeadquarter(ctx)),
  bind(R.updateHeadquarterRoute, async ({ body }, ctx) => (await company()).updateHeadquarter(body, ctx)),
  bind(R.listBranchesRoute, async (_input, ctx) => (await company()).listBranches(ctx)),
  bind(R.getBranchRoute, async ({ params }, ctx) => (await company()).getBranch(params.id, ctx)),
  bind(R.createBranchRoute, async ({ body }, ctx) => (await company()).createBranch(body, ctx)),
  bind(R.updateBranchRoute, async ({ params, body }, ctx) => (await company()).updateBranch(params.id, body, ctx)),
  bind(R.deleteBranchRoute, async ({ params }, ctx) => (await company()).deleteBranch(params.id, ctx)),
  bind(R.getShareholdersRoute, async (_input, ctx) => (await company()).getShareholders(ctx)),
  bind(R.updateShareholdersRoute, async ({ body }, ctx) => (await company()).updateShareholders(body, ctx)),

  bind(R.listBankAccountsRoute, async (_input, ctx) => (await bankAccounts()).listBankAccounts(ctx)),
  bind(R.getBankAccountRoute, async ({ params }, ctx) => (await bankAccounts()).getBankAccount(params.id, ctx)),
  bind(R.createBankAccountRoute, async ({ body }, ctx) => (await bankAccounts()).createBankAccount(body, ctx)),
  bind(R.updateBankAccountRoute, async ({ params, body }, ctx) => (await bankAccounts()).updateBankAccount(params.id, body, ctx)),
  bind(R.deleteBankAccountRoute, async ({ params }, ctx) => (await bankAccounts()).deleteBankAccount(params.id, ctx)),

  bind(R.listBankStatementsRoute, async (_input, ctx) => (await filings()).listBankStatements(ctx)),
  bind(R.createBankStatementRoute, async ({ body }, ctx) => (await filings()).createBankStatement(body, ctx)),
  bind(R.updateBankStatementRoute, async ({ params, body }, ctx) => (await filings()).updateBankStatement(params.id, body, ctx)),
  bind(R.listTaxReturnsRoute, async (_input, ctx) => (await filings()).listTaxReturns(ctx)),
  bind(R.createTaxReturnRoute, async ({ body }, ctx) => (await filings()).createTaxReturn(body, ctx)),
  bind(R.deleteTaxReturnRoute, async ({ params }, ctx) => (await filings()).deleteTaxReturn(params.id, ctx)),
  bind(R.listOtherBankProductsRoute, async (_input, ctx) => (await filings()).listOtherBankProducts(ctx)),
  bind(R.createOtherBankProductRoute, async ({ body }, ctx) => (await filings()).createOtherBankProduct(body, ctx)),
  bind(R.deleteOtherBankProductRoute, async ({ params }, ctx) => (await filings()).deleteOtherBankProduct(params.id, ctx)),
];

export const handler = createApiHandler(bindings);
