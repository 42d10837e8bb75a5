import * as z from 'zod';
import { ZAddressSchema } from '../core/address.schema.js';

export const COMPANY_TYPES = ['LLC', 'S_CORP', 'C_CORP', 'SOLE_PROPRIETOR', 'PARTNERSHIP', 'TRUST_ESTATE', 'NONPROFIT'] as const;
export const EMPLOYMENT_STATUSES = ['NEW', 'PENDING_FOR_DOCUMENTS', 'ACTIVE', 'TERMINATED'] as const;
export const EMPLOYMENT_TYPES = ['STAFF', 'CONTRACTOR', 'FOREIGN_CONTRACTOR'] as const;
export const CONTRACTOR_TYPES = ['PERSON', 'COMPANY'] as const;
export const PAY_TYPES = ['HOUR_RATE', 'FIX_RATE'] as const;

/** EIN: two digits, dash, seven digits (spec 000 §5, mask 00-0000000). */
export const ZEinSchema = z.string().regex(/^\d{2}-\d{7}$/u, 'Invalid EIN format');

export const ZCompanyProfileSchema = z.object({
  companyId: z.string(),
  legalName: z.string(),
  ein: ZEinSchema,
  companyType: z.enum(COMPANY_TYPES),
  email: z.string().optional(),
  headquarter: ZAddressSchema,
  createdAt: z.string(),
});
export type TCompanyProfile = z.infer<typeof ZCompanyProfileSchema>;

export const ZBranchSchema = z.object({ id: z.string(), companyId: z.string(), name: z.string(), address: ZAddressSchema });
export const ZProjectSchema = z.object({ id: z.string(), companyId: z.string(), title: z.string().min(1) });

export const ZEmploymentSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  personId: z.string(),
  userId: z.string(),
  name: z.string(),
  type: z.enum(EMPLOYMENT_TYPES),
  contractorType: z.enum(CONTRACTOR_TYPES).optional(),
  status: z.enum(EMPLOYMENT_STATUSES),
  startDate: z.string(),
  remote: z.boolean(),
  payType: z.enum(PAY_TYPES),
  /** Integer cents per hour (HOUR_RATE) or per pay period (FIX_RATE). */
  rateCents: z.number().int().min(0),
  projectIds: z.array(z.string()),
  branchIds: z.array(z.string()),
});
export type TEmployment = z.infer<typeof ZEmploymentSchema>;
