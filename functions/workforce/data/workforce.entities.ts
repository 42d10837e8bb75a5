import * as z from 'zod/mini';
import {
  EMPLOYMENT_TYPES,
  ZBranchSchema,
  ZCompanyProfileSchema,
  ZEmploymentPermissionSchema,
  ZEmploymentSchema,
  ZProjectSchema,
} from '../../../shared/workforce/workforce.schema.js';
import { defineEntity } from '../../core/entity.js';

/** A company's profile, under its workspace; indexed by EIN for staff lookups and uniqueness checks. */
export const CompanyProfileEntity = defineEntity({
  name: 'CompanyProfile',
  schema: ZCompanyProfileSchema,
  key: (a: { companyId: string }) => ({ PK: `WS#${a.companyId}`, SK: 'PROFILE' }),
  keyOf: (c) => ({ companyId: c.companyId }),
  indexes: (c) => ({ GSI1PK: `EIN#${c.ein}`, GSI1SK: `COMPANY#${c.companyId}` }),
});

export const BranchEntity = defineEntity({
  name: 'Branch',
  schema: ZBranchSchema,
  key: (a: { companyId: string; id: string }) => ({ PK: `WS#${a.companyId}`, SK: `BRANCH#${a.id}` }),
  keyOf: (b) => ({ companyId: b.companyId, id: b.id }),
});

/**
 * How many times employment writes have named a branch (a counter, never decremented). Every
 * employment write that names the branch adds to it in its own transaction, and deleting the branch
 * is conditioned on the count read before it looked for employments naming it: so a hire that names
 * the branch while it is being deleted either is seen by that look or makes the delete fail.
 */
export const BranchRefsEntity = defineEntity({
  name: 'BranchRefs',
  schema: z.object({ companyId: z.string(), branchId: z.string(), refs: z.number() }),
  key: (a: { companyId: string; branchId: string }) => ({ PK: `WS#${a.companyId}`, SK: `BRANCHREFS#${a.branchId}` }),
  keyOf: (r) => ({ companyId: r.companyId, branchId: r.branchId }),
});

export const ProjectEntity = defineEntity({
  name: 'Project',
  schema: ZProjectSchema,
  key: (a: { companyId: string; id: string }) => ({ PK: `WS#${a.companyId}`, SK: `PROJECT#${a.id}` }),
  keyOf: (p) => ({ companyId: p.companyId, id: p.id }),
});

/** An employment under the employer; indexed under the person for "my employers". */
export const EmploymentEntity = defineEntity({
  name: 'Employment',
  schema: ZEmploymentSchema,
  key: (a: { companyId: string; id: string }) => ({ PK: `WS#${a.companyId}`, SK: `EMPLOYMENT#${a.id}` }),
  keyOf: (e) => ({ companyId: e.companyId, id: e.id }),
  indexes: (e) => ({ GSI1PK: `WS#${e.personId}`, GSI1SK: `EMPLOYMENT#${e.companyId}#${e.id}` }),
});

/**
 * Claims an EIN for one company: put with attribute_not_exists in the company's creation
 * transaction, so two racing creations cannot both take it (the GSI1 EIN index cannot enforce
 * uniqueness).
 */
export const EinClaimEntity = defineEntity({
  name: 'EinClaim',
  schema: z.object({ ein: z.string(), companyId: z.string() }),
  key: (a: { ein: string }) => ({ PK: `EIN#${a.ein}`, SK: 'CLAIM' }),
  keyOf: (c) => ({ ein: c.ein }),
});

/**
 * One employment per person, employer and type (40037): put with attribute_not_exists beside the
 * employment, deleted when it is terminated (a rehire is a new employment).
 */
export const EmploymentClaimEntity = defineEntity({
  name: 'EmploymentClaim',
  schema: z.object({ companyId: z.string(), personId: z.string(), type: z.enum(EMPLOYMENT_TYPES), employmentId: z.string() }),
  key: (a: { companyId: string; personId: string; type: string }) => ({ PK: `WS#${a.companyId}`, SK: `EMPCLAIM#${a.personId}#${a.type}` }),
  keyOf: (c) => ({ companyId: c.companyId, personId: c.personId, type: c.type }),
});

/**
 * A permission the employer grants an employment (spec 000 §3 Employment permission), stored as
 * the platform's grant (domain, action, company, project, employment). Under the company for its
 * employment page; GSI2 under the employee's profile, so the permission-token issuer can read a
 * person's grants with one Query.
 */
export const EmploymentPermissionEntity = defineEntity({
  name: 'EmploymentPermission',
  schema: z.extend(ZEmploymentPermissionSchema, {
    companyId: z.string(),
    personId: z.string(),
    domain: z.enum(['TIMESHEET', 'SICK_LEAVE']),
    action: z.literal('OPERATE'),
  }),
  key: (a: { companyId: string; employmentId: string; id: string }) => ({
    PK: `WS#${a.companyId}`,
    SK: `EMPPERM#${a.employmentId}#${a.id}`,
  }),
  keyOf: (p) => ({ companyId: p.companyId, employmentId: p.employmentId, id: p.id }),
  indexes: (p) => ({ GSI2PK: `EMPGRANT#${p.personId}`, GSI2SK: `${p.companyId}#${p.employmentId}#${p.id}` }),
});
