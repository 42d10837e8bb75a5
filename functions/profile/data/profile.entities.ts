import * as z from 'zod/mini';
import {
  BANK_ACCOUNT_TYPES,
  BANK_STATEMENT_STATUSES,
  BANK_HOLDER_TYPES,
  DOCUMENT_KINDS,
  MARITAL_STATUSES,
  OTHER_BANK_PRODUCT_TYPES,
  ZOfficeSchema,
  ZPersonDetailsSchema,
  ZProfileAddressSchema,
  ZShareholderSchema,
} from '../../../shared/profile/profile.schema.js';
import { ZBranchSchema } from '../../../shared/workforce/workforce.schema.js';
import { defineEntity } from '../../core/entity.js';
import { BranchEntity } from '../../workforce/data/workforce.entities.js';

/**
 * The profile domain's items (docs/data-model.md "Profile"). Everything lives under the workspace
 * it describes; the claims that make SSNs and bank accounts unique are keyed by a hash of the
 * number, so the number itself is never a key.
 */

const version = z.number().check(z.int(), z.minimum(0));
/** Absent on records saved before these pages were versioned: read as 0. */
const laterVersion = z.optional(version);

/** A person's details, under the person workspace. Holds the SSN and ITIN in clear: never logged. */
export const PersonDetailsEntity = defineEntity({
  name: 'PersonDetails',
  // The API's shape in clear (the answer masks it per caller), with the version writes check.
  schema: z.extend(z.omit(ZPersonDetailsSchema, { masked: true, updatedAt: true }), { version, updatedAt: z.string() }),
  key: (a: { personId: string }) => ({ PK: `WS#${a.personId}`, SK: 'PERSON' }),
  keyOf: (p) => ({ personId: p.personId }),
});

/**
 * One person per SSN: put with attribute_not_exists in the details' transaction (two racing saves
 * of one SSN: exactly one wins). Keyed by a hash, holding the owner and their name (40023).
 */
export const SsnClaimEntity = defineEntity({
  name: 'SsnClaim',
  schema: z.object({ ssnHash: z.string(), personId: z.string(), name: z.string() }),
  key: (a: { ssnHash: string }) => ({ PK: `SSN#${a.ssnHash}`, SK: 'CLAIM' }),
  keyOf: (c) => ({ ssnHash: c.ssnHash }),
});

export const PersonAddressEntity = defineEntity({
  name: 'PersonAddress',
  schema: z.object({ personId: z.string(), address: ZProfileAddressSchema, version, updatedAt: z.string() }),
  key: (a: { personId: string }) => ({ PK: `WS#${a.personId}`, SK: 'ADDRESS' }),
  keyOf: (p) => ({ personId: p.personId }),
});

export const MaritalEntity = defineEntity({
  name: 'Marital',
  schema: z.object({
    personId: z.string(),
    maritalStatus: z.enum(MARITAL_STATUSES),
    spouseId: z.optional(z.string()),
    /** A spouse a client named by email: kept as typed, never resolved for them (docs/decisions/0020). */
    spouseEmail: z.optional(z.string()),
    version: laterVersion,
    updatedAt: z.string(),
  }),
  key: (a: { personId: string }) => ({ PK: `WS#${a.personId}`, SK: 'MARITAL' }),
  keyOf: (m) => ({ personId: m.personId }),
});

export const IdentityDocumentEntity = defineEntity({
  name: 'IdentityDocument',
  schema: z.object({
    personId: z.string(),
    kind: z.enum(DOCUMENT_KINDS),
    number: z.string(),
    issueDate: z.string(),
    expiryDate: z.string(),
    fileId: z.string(),
    fileName: z.optional(z.string()),
    version: laterVersion,
    updatedAt: z.string(),
  }),
  key: (a: { personId: string; kind: string }) => ({ PK: `WS#${a.personId}`, SK: `IDDOC#${a.kind}` }),
  keyOf: (d) => ({ personId: d.personId, kind: d.kind }),
});

/** The headquarter of a company (title and four addresses). */
export const HeadquarterEntity = defineEntity({
  name: 'Headquarter',
  schema: z.extend(ZOfficeSchema, { companyId: z.string(), version: laterVersion, updatedAt: z.string() }),
  key: (a: { companyId: string }) => ({ PK: `WS#${a.companyId}`, SK: 'HEADQUARTER' }),
  keyOf: (h) => ({ companyId: h.companyId }),
});

export const ShareholdersEntity = defineEntity({
  name: 'Shareholders',
  schema: z.object({ companyId: z.string(), shareholders: z.array(ZShareholderSchema), version: laterVersion, updatedAt: z.string() }),
  key: (a: { companyId: string }) => ({ PK: `WS#${a.companyId}`, SK: 'SHAREHOLDERS' }),
  keyOf: (s) => ({ companyId: s.companyId }),
});

/**
 * A branch as the profile pages keep it: the workforce Branch item (same key, declared by
 * BranchEntity), with the four addresses beside its `name` and US `address`, which billing and
 * payroll read. One item, so the two views never disagree.
 */
export const ProfileBranchEntity = defineEntity({
  name: 'Branch',
  schema: z.extend(ZBranchSchema, {
    legalAddress: z.optional(ZProfileAddressSchema),
    actualAddress: z.optional(ZProfileAddressSchema),
    mailingAddress: z.optional(ZProfileAddressSchema),
    registrationAgentAddress: z.optional(ZProfileAddressSchema),
    /** Bumped by each profile save of the branch (the workforce view does not read it). */
    version: laterVersion,
  }),
  key: BranchEntity.key,
  keyOf: (b) => ({ companyId: b.companyId, id: b.id }),
});

export const BankAccountEntity = defineEntity({
  name: 'BankAccount',
  schema: z.object({
    workspaceId: z.string(),
    id: z.string(),
    bankName: z.string(),
    accountType: z.enum(BANK_ACCOUNT_TYPES),
    holderType: z.enum(BANK_HOLDER_TYPES),
    accountNumber: z.string(),
    routingNumber: z.string(),
    /** The hash its claim is keyed by. */
    numberHash: z.string(),
    createdAt: z.string(),
  }),
  key: (a: { workspaceId: string; id: string }) => ({ PK: `WS#${a.workspaceId}`, SK: `BANKACCOUNT#${a.id}` }),
  keyOf: (b) => ({ workspaceId: b.workspaceId, id: b.id }),
});

/** One account per routing and account number in a workspace (40030), put with attribute_not_exists. */
export const BankAccountClaimEntity = defineEntity({
  name: 'BankAccountClaim',
  schema: z.object({ workspaceId: z.string(), numberHash: z.string(), accountId: z.string() }),
  key: (a: { workspaceId: string; numberHash: string }) => ({ PK: `WS#${a.workspaceId}`, SK: `BANKNO#${a.numberHash}` }),
  keyOf: (c) => ({ workspaceId: c.workspaceId, numberHash: c.numberHash }),
});

/**
 * A bank statement of one of the workspace's bank accounts for a month (spec 000 §2 bank_statements,
 * §4 statuses). Listed with one Query of the workspace's `BANKSTMT#` items.
 */
export const BankStatementEntity = defineEntity({
  name: 'BankStatement',
  schema: z.object({
    workspaceId: z.string(),
    id: z.string(),
    accountId: z.string(),
    period: z.string(),
    status: z.enum(BANK_STATEMENT_STATUSES),
    fileId: z.string(),
    fileName: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  key: (a: { workspaceId: string; id: string }) => ({ PK: `WS#${a.workspaceId}`, SK: `BANKSTMT#${a.id}` }),
  keyOf: (s) => ({ workspaceId: s.workspaceId, id: s.id }),
});

/** A filed business tax return of a company, as a file, by year (spec 000 §2 business_tax_return). */
export const TaxReturnFileEntity = defineEntity({
  name: 'TaxReturnFile',
  schema: z.object({ companyId: z.string(), id: z.string(), year: z.number(), fileId: z.string(), fileName: z.string(), createdAt: z.string() }),
  key: (a: { companyId: string; id: string }) => ({ PK: `WS#${a.companyId}`, SK: `TAXRETURN#${a.id}` }),
  keyOf: (r) => ({ companyId: r.companyId, id: r.id }),
});

/** Another account or card of the client (spec 000 §2 other_bank_products): only its last four digits. */
export const OtherBankProductEntity = defineEntity({
  name: 'OtherBankProduct',
  schema: z.object({
    workspaceId: z.string(),
    id: z.string(),
    bankName: z.string(),
    productType: z.enum(OTHER_BANK_PRODUCT_TYPES),
    holderType: z.enum(BANK_HOLDER_TYPES),
    last4: z.string(),
    createdAt: z.string(),
  }),
  key: (a: { workspaceId: string; id: string }) => ({ PK: `WS#${a.workspaceId}`, SK: `OTHERBANK#${a.id}` }),
  keyOf: (p) => ({ workspaceId: p.workspaceId, id: p.id }),
});
