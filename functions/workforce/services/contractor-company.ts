import type * as z from 'zod/mini';
import { workspaceTypeOf } from '../../../shared/core/workspace.js';
import type { TCompanyRef, ZCompanyByEinQuerySchema } from '../../../shared/workforce/workforce.schema.js';
import { AppError } from '../../core/errors.js';
import type { TRequestContext } from '../../core/http.js';
import { CompanyProfileEntity, EinClaimEntity } from '../data/workforce.entities.js';

const companyNotFound = (param: string) => new AppError('company_not_found', { param });

/**
 * A company's id by its EIN: the claim (one GetItem), else a profile from before claims existed
 * (the GSI1 EIN index). Also the bulk upload's employer lookup.
 */
export async function companyIdForEin(ein: string): Promise<string | undefined> {
  const claim = await EinClaimEntity.get({ ein }, { consistent: true });
  if (claim) return claim.companyId;
  const { data } = await CompanyProfileEntity.query({ index: 'GSI1', pk: `EIN#${ein}`, limit: 1 });
  return data[0]?.companyId;
}

async function companyRef(companyId: string, param: string): Promise<TCompanyRef> {
  const profile = workspaceTypeOf(companyId) === 'COMPANY' ? await CompanyProfileEntity.get({ companyId }) : undefined;
  if (!profile) throw companyNotFound(param);
  return { id: profile.companyId, name: profile.legalName, ein: profile.ein, ...(profile.email ? { email: profile.email } : {}) };
}

/**
 * The company that holds exactly this EIN, for the employment form's company picker in a client's
 * company workspace: the directory's company search is for staff (it lists every client), so a
 * client owner names the contractor company by its EIN and gets that one company or
 * company_not_found, never a list. Its contact email is for staff only: a client learns the name
 * behind an EIN (which the contract carries anyway), not how to reach the company.
 */
export async function findCompanyByEin(input: z.output<typeof ZCompanyByEinQuerySchema>, ctx: TRequestContext): Promise<TCompanyRef> {
  const id = await companyIdForEin(input.ein);
  if (!id) throw companyNotFound('ein');
  const { email, ...ref } = await companyRef(id, 'ein');
  return ctx.principal?.staff && email ? { ...ref, email } : ref;
}

/**
 * The profile a COMPANY contractor linked through the company directory refers to: the company's
 * id becomes the employment's details id. Only for contractorType COMPANY, and never the employer
 * itself. Nothing of the company (its legal name, its EIN) is read into the employment or answered
 * here: the employment waits for the company owner's acceptance, which then takes the name and EIN
 * from its profile (invitations.ts, docs/decisions/0019-employment-consent.md).
 */
export async function contractorCompanyDetails(
  employerId: string,
  input: { contractorCompanyId: string; contractorType: string | undefined },
): Promise<{ personId: string; ops: [] }> {
  const param = 'contractorCompanyId';
  if (input.contractorType !== 'COMPANY') {
    throw new AppError('invalid_request', { param, message: 'Only a COMPANY contractor is linked to a company' });
  }
  if (input.contractorCompanyId === employerId) throw new AppError('invalid_request', { param, message: 'A company cannot be its own contractor' });
  const company = await companyRef(input.contractorCompanyId, param);
  return { personId: company.id, ops: [] };
}
