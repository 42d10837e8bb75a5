import {
  ZBranchSchema,
  ZCompanyProfileSchema,
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
