import * as z from 'zod/mini';
import { defineRoute } from '../api/route.js';
import { ZIdParamsSchema } from '../core/common.schema.js';
import * as S from './profile.schema.js';

/**
 * The profile pages' API (spec 000 §2 /userprofile/{wsType}/{wsId} children). Every key is derived
 * from the workspace the preset authorized (`x-workspace-id`); staff may act for any client and the
 * audit event records them. Person pages act in a PERSON workspace, company pages in a COMPANY one;
 * bank accounts belong to either.
 */
const domain = 'profile' as const;
const person = { access: 'workspace', workspaceTypes: ['PERSON'] } as const;
const company = { access: 'workspace', workspaceTypes: ['COMPANY'] } as const;
const either = { access: 'workspace', workspaceTypes: ['PERSON', 'COMPANY'] } as const;

// Person
export const getPersonDetailsRoute = defineRoute({
  id: 'profile.person.get', domain, method: 'GET', path: '/api/profile/person',
  summary: "The person's details; SSN and ITIN masked to anyone but the owner and staff", permission: person,
  response: S.ZPersonDetailsSchema,
});
export const updatePersonDetailsRoute = defineRoute({
  id: 'profile.person.update', domain, method: 'PUT', path: '/api/profile/person',
  summary: "Save the person's details (SSN unique across people)", permission: person,
  body: S.ZPersonDetailsInputSchema, response: S.ZPersonDetailsSchema, audit: 'PERSON_DETAILS_UPDATED',
});
export const getAddressRoute = defineRoute({
  id: 'profile.address.get', domain, method: 'GET', path: '/api/profile/address',
  summary: "The person's address", permission: person, response: S.ZAddressResponseSchema,
});
export const updateAddressRoute = defineRoute({
  id: 'profile.address.update', domain, method: 'PUT', path: '/api/profile/address',
  summary: "Save the person's address (verified: staff only)", permission: person,
  body: S.ZProfileAddressInputSchema, response: S.ZAddressResponseSchema, audit: 'ADDRESS_UPDATED',
});
export const getMaritalRoute = defineRoute({
  id: 'profile.marital.get', domain, method: 'GET', path: '/api/profile/marital',
  summary: 'Marital status and spouse', permission: person, response: S.ZMaritalSchema,
});
export const updateMaritalRoute = defineRoute({
  id: 'profile.marital.update', domain, method: 'PUT', path: '/api/profile/marital',
  summary: 'Save the marital status and the spouse (found by id or email)', permission: person,
  body: S.ZMaritalInputSchema, response: S.ZMaritalSchema, audit: 'MARITAL_STATUS_UPDATED',
});
export const listDocumentsRoute = defineRoute({
  id: 'profile.documents.list', domain, method: 'GET', path: '/api/profile/documents',
  summary: 'Every identity document saved in the workspace (one Query); numbers masked to others',
  permission: person, response: S.ZIdentityDocumentListSchema,
});
export const getDocumentRoute = defineRoute({
  id: 'profile.documents.get', domain, method: 'GET', path: '/api/profile/documents/{kind}',
  summary: 'An identity document (ID card, EAD, green card, US passport, SSN card); number masked to others',
  permission: person, params: S.ZDocumentKindParamsSchema, response: S.ZIdentityDocumentResponseSchema,
});
export const updateDocumentRoute = defineRoute({
  id: 'profile.documents.update', domain, method: 'PUT', path: '/api/profile/documents/{kind}',
  summary: "Save an identity document: number, dates and the scanned file (one of the workspace's files)",
  permission: person, params: S.ZDocumentKindParamsSchema, body: S.ZIdentityDocumentInputSchema,
  response: S.ZIdentityDocumentResponseSchema, audit: 'IDENTITY_DOCUMENT_UPDATED',
});

// Company
export const getCompanyDetailsRoute = defineRoute({
  id: 'profile.company.get', domain, method: 'GET', path: '/api/profile/company',
  summary: "The company's details and insurance settings", permission: company, response: S.ZCompanyDetailsSchema,
});
export const updateCompanyDetailsRoute = defineRoute({
  id: 'profile.company.update', domain, method: 'PUT', path: '/api/profile/company',
  summary: "Save the company's details (EIN unique across companies)", permission: company,
  body: S.ZCompanyDetailsInputSchema, response: S.ZCompanyDetailsSchema, audit: 'COMPANY_DETAILS_UPDATED',
});
export const getHeadquarterRoute = defineRoute({
  id: 'profile.headquarter.get', domain, method: 'GET', path: '/api/profile/headquarter',
  summary: "The company's headquarter: title and four addresses", permission: company, response: S.ZOfficeResponseSchema,
});
export const updateHeadquarterRoute = defineRoute({
  id: 'profile.headquarter.update', domain, method: 'PUT', path: '/api/profile/headquarter',
  summary: "Save the company's headquarter", permission: company,
  body: S.ZOfficeInputSchema, response: S.ZOfficeResponseSchema, audit: 'HEADQUARTER_UPDATED',
});
export const listBranchesRoute = defineRoute({
  id: 'profile.branches.list', domain, method: 'GET', path: '/api/profile/branches',
  summary: "The company's branches", permission: company, response: z.object({ data: z.array(S.ZBranchDetailsSchema) }),
});
export const getBranchRoute = defineRoute({
  id: 'profile.branches.get', domain, method: 'GET', path: '/api/profile/branches/{id}',
  summary: 'A branch of the company', permission: company, params: ZIdParamsSchema, response: S.ZBranchDetailsSchema,
});
export const createBranchRoute = defineRoute({
  id: 'profile.branches.create', domain, method: 'POST', path: '/api/profile/branches',
  summary: 'Add a branch (its actual address must be a US one: billing and payroll use it)', permission: company,
  body: S.ZOfficeInputSchema, response: S.ZBranchDetailsSchema, status: 201, audit: 'BRANCH_CREATED',
});
export const updateBranchRoute = defineRoute({
  id: 'profile.branches.update', domain, method: 'PUT', path: '/api/profile/branches/{id}',
  summary: 'Edit a branch', permission: company, params: ZIdParamsSchema,
  body: S.ZOfficeInputSchema, response: S.ZBranchDetailsSchema, audit: 'BRANCH_UPDATED',
});
export const deleteBranchRoute = defineRoute({
  id: 'profile.branches.delete', domain, method: 'DELETE', path: '/api/profile/branches/{id}',
  summary: 'Delete a branch no employment names (409 branch_in_use while one does)', permission: company, params: ZIdParamsSchema,
  response: z.object({ ok: z.literal(true) }), audit: 'BRANCH_DELETED',
});
export const getShareholdersRoute = defineRoute({
  id: 'profile.shareholders.get', domain, method: 'GET', path: '/api/profile/shareholders',
  summary: "The company's shareholders", permission: company, response: S.ZShareholdersSchema,
});
export const updateShareholdersRoute = defineRoute({
  id: 'profile.shareholders.update', domain, method: 'PUT', path: '/api/profile/shareholders',
  summary: "Replace the company's shareholders (linked people must exist)", permission: company,
  body: S.ZShareholdersInputSchema, response: S.ZShareholdersSchema, audit: 'SHAREHOLDERS_UPDATED',
});

// Bank accounts
export const listBankAccountsRoute = defineRoute({
  id: 'profile.bankAccounts.list', domain, method: 'GET', path: '/api/profile/bank-accounts',
  summary: "The workspace's bank accounts; numbers masked to anyone but the owner and staff", permission: either,
  response: z.object({ data: z.array(S.ZBankAccountSchema) }),
});
export const getBankAccountRoute = defineRoute({
  id: 'profile.bankAccounts.get', domain, method: 'GET', path: '/api/profile/bank-accounts/{id}',
  summary: 'A bank account of the workspace', permission: either, params: ZIdParamsSchema, response: S.ZBankAccountSchema,
});
export const createBankAccountRoute = defineRoute({
  id: 'profile.bankAccounts.create', domain, method: 'POST', path: '/api/profile/bank-accounts',
  summary: 'Add a bank account (no duplicate account number in the workspace)', permission: either,
  body: S.ZBankAccountInputSchema, response: S.ZBankAccountSchema, status: 201, audit: 'BANK_ACCOUNT_CREATED',
});
export const updateBankAccountRoute = defineRoute({
  id: 'profile.bankAccounts.update', domain, method: 'PUT', path: '/api/profile/bank-accounts/{id}',
  summary: 'Edit a bank account', permission: either, params: ZIdParamsSchema,
  body: S.ZBankAccountInputSchema, response: S.ZBankAccountSchema, audit: 'BANK_ACCOUNT_UPDATED',
});
export const deleteBankAccountRoute = defineRoute({
  id: 'profile.bankAccounts.delete', domain, method: 'DELETE', path: '/api/profile/bank-accounts/{id}',
  summary: 'Delete a bank account', permission: either, params: ZIdParamsSchema,
  response: z.object({ ok: z.literal(true) }), audit: 'BANK_ACCOUNT_DELETED',
});

// Bank statements (either workspace) and business tax returns (company)
export const listBankStatementsRoute = defineRoute({
  id: 'profile.bankStatements.list', domain, method: 'GET', path: '/api/profile/bank-statements',
  summary: "The workspace's bank statements by account and month, newest month first (one Query)", permission: either,
  response: z.object({ data: z.array(S.ZBankStatementSchema) }),
});
export const createBankStatementRoute = defineRoute({
  id: 'profile.bankStatements.create', domain, method: 'POST', path: '/api/profile/bank-statements',
  summary: 'Upload a statement of an account for a month (UPLOADED), or, staff only, request one (REQUESTED)', permission: either,
  body: S.ZBankStatementInputSchema, response: S.ZBankStatementSchema, status: 201, audit: 'BANK_STATEMENT_CREATED',
});
export const updateBankStatementRoute = defineRoute({
  id: 'profile.bankStatements.update', domain, method: 'PUT', path: '/api/profile/bank-statements/{id}',
  summary: 'Upload the file of a requested or declined statement, or (staff only) set its processing status', permission: either,
  params: ZIdParamsSchema, body: S.ZBankStatementUpdateSchema, response: S.ZBankStatementSchema, audit: 'BANK_STATEMENT_UPDATED',
});
export const listTaxReturnsRoute = defineRoute({
  id: 'profile.taxReturns.list', domain, method: 'GET', path: '/api/profile/business-tax-returns',
  summary: "The company's filed business tax returns, as files, newest year first", permission: company,
  response: z.object({ data: z.array(S.ZTaxReturnSchema) }),
});
export const createTaxReturnRoute = defineRoute({
  id: 'profile.taxReturns.create', domain, method: 'POST', path: '/api/profile/business-tax-returns',
  summary: 'Add a filed return for a year (a document file of the workspace)', permission: company,
  body: S.ZTaxReturnInputSchema, response: S.ZTaxReturnSchema, status: 201, audit: 'BUSINESS_TAX_RETURN_ADDED',
});
export const deleteTaxReturnRoute = defineRoute({
  id: 'profile.taxReturns.delete', domain, method: 'DELETE', path: '/api/profile/business-tax-returns/{id}',
  summary: 'Remove a filed return from the list', permission: company, params: ZIdParamsSchema,
  response: z.object({ ok: z.literal(true) }), audit: 'BUSINESS_TAX_RETURN_DELETED',
});

// Other bank products (either workspace)
export const listOtherBankProductsRoute = defineRoute({
  id: 'profile.otherBankProducts.list', domain, method: 'GET', path: '/api/profile/other-bank-products',
  summary: "The client's other accounts and cards (last four digits only)", permission: either,
  response: z.object({ data: z.array(S.ZOtherBankProductSchema) }),
});
export const createOtherBankProductRoute = defineRoute({
  id: 'profile.otherBankProducts.create', domain, method: 'POST', path: '/api/profile/other-bank-products',
  summary: 'Add another account or card', permission: either,
  body: S.ZOtherBankProductInputSchema, response: S.ZOtherBankProductSchema, status: 201, audit: 'OTHER_BANK_PRODUCT_ADDED',
});
export const deleteOtherBankProductRoute = defineRoute({
  id: 'profile.otherBankProducts.delete', domain, method: 'DELETE', path: '/api/profile/other-bank-products/{id}',
  summary: 'Remove another account or card', permission: either, params: ZIdParamsSchema,
  response: z.object({ ok: z.literal(true) }), audit: 'OTHER_BANK_PRODUCT_DELETED',
});

export const profileRoutes = [
  getPersonDetailsRoute, updatePersonDetailsRoute, getAddressRoute, updateAddressRoute, getMaritalRoute, updateMaritalRoute,
  listDocumentsRoute, getDocumentRoute, updateDocumentRoute,
  getCompanyDetailsRoute, updateCompanyDetailsRoute, getHeadquarterRoute, updateHeadquarterRoute,
  listBranchesRoute, getBranchRoute, createBranchRoute, updateBranchRoute, deleteBranchRoute, getShareholdersRoute, updateShareholdersRoute,
  listBankAccountsRoute, getBankAccountRoute, createBankAccountRoute, updateBankAccountRoute, deleteBankAccountRoute,
  listBankStatementsRoute, createBankStatementRoute, updateBankStatementRoute, listTaxReturnsRoute, createTaxReturnRoute, deleteTaxReturnRoute,
  listOtherBankProductsRoute, createOtherBankProductRoute, deleteOtherBankProductRoute,
] as const;
