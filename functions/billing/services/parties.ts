import type { TParty } from '../../../shared/billing/billing.schema.js';
import { isWorkspaceId } from '../../../shared/core/workspace.js';
import { isConsented } from '../../../shared/workforce/rules.js';
import { UserEntity } from '../../identity/data/identity.entities.js';
import { EmploymentEntity, CompanyProfileEntity } from '../../workforce/data/workforce.entities.js';
import { WorkspaceEntity } from '../../workspaces/data/workspace.entity.js';
import { queryAll } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { ContactEntity } from '../data/billing.entities.js';

/** Employments that make the company and the person counterparties in billing. */
const CONTRACTOR_TYPES = new Set(['CONTRACTOR', 'FOREIGN_CONTRACTOR']);

/**
 * A person or company profile as an invoice names it: the workspace's name and type, and the email
 * of its account (a person), of its company profile (a company), or the one a contact was made with.
 * Undefined when there is no such billing profile.
 */
export async function findParty(workspaceId: string): Promise<TParty | undefined> {
  if (!isWorkspaceId(workspaceId)) return undefined;
  const ws = await WorkspaceEntity.get({ id: workspaceId });
  if (!ws || (ws.type !== 'PERSON' && ws.type !== 'COMPANY')) return undefined;
  let email = ws.email;
  if (!email && ws.type === 'PERSON' && ws.ownerUserId) email = (await UserEntity.get({ userId: ws.ownerUserId }))?.email;
  if (!email && ws.type === 'COMPANY') email = (await CompanyProfileEntity.get({ companyId: ws.id }))?.email;
  return { id: ws.id, type: ws.type, name: ws.name, ...(email ? { email } : {}) };
}

/** The party, or 404 on `param` when the id names no person or company profile. */
export async function getParty(workspaceId: string, param: string): Promise<TParty> {
  const party = await findParty(workspaceId);
  if (!party) throw new AppError('no_record', { param });
  return party;
}

/**
 * A contractor employment that links its two sides in billing: one the named person accepted (or
 * made for a profile nobody owns). A pending or declined one links nothing: no log may name the
 * person as executor, no bill may name them as payee (docs/decisions/0019-employment-consent.md).
 */
const linksParties = (e: { type: string; consent?: 'PENDING' | 'ACCEPTED' | 'DECLINED'; userId?: string; personId: string }) =>
  CONTRACTOR_TYPES.has(e.type) && isConsented(e);

/** The contractor employments between a company and a person (one Query on the person's index). */
async function contractorEmployments(companyId: string, personId: string) {
  const { data } = await EmploymentEntity.query({ index: 'GSI1', pk: `WS#${personId}`, skBeginsWith: `EMPLOYMENT#${companyId}#` });
  return data.filter(linksParties);
}

/** True when the person works for the company as a contractor: the employer side may assign them services. */
export async function isContractorOf(companyId: string, personId: string): Promise<boolean> {
  if (!companyId.startsWith('c_') || !personId.startsWith('p_')) return false;
  return (await contractorEmployments(companyId, personId)).length > 0;
}

/**
 * Is the profile `refId` a private billing contact of `creator`: a person profile nobody owns,
 * made by `creator`'s contact (`contactOf`)? Only such a contact links two workspaces. A contact
 * stored before issue 13 that refers to an account's workspace (or to another tenant's private
 * profile) links nothing: typing someone's email never let anyone bill in their name. An ownerless
 * profile without `contactOf` predates the mark (the shared contact profiles of old): it is nobody's
 * account, so its contacts keep billing it (docs/decisions/0020-disclosure-and-trails.md).
 */
async function isOwnContact(creator: string, refId: string): Promise<boolean> {
  if (!refId.startsWith('p_')) return false;
  const contact = await ContactEntity.get({ createdBy: creator, refId });
  if (!contact) return false;
  const ws = await WorkspaceEntity.get({ id: refId });
  return Boolean(ws && ws.type === 'PERSON' && !ws.ownerUserId && (ws.contactOf ?? creator) === creator);
}

/**
 * May these two workspaces bill each other? Yes when one is a private contact profile the other
 * made (`isOwnContact`), or when one is a company the other (a person) contracts for under an
 * employment the person accepted. Two accounts are never linked by a contact alone.
 */
export async function areCounterparties(a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const company = [a, b].find((id) => id.startsWith('c_'));
  const person = [a, b].find((id) => id.startsWith('p_'));
  const [mine, theirs, employed] = await Promise.all([
    isOwnContact(a, b),
    isOwnContact(b, a),
    company && person ? isContractorOf(company, person) : Promise.resolve(false),
  ]);
  return mine || theirs || employed;
}

/**
 * The counterparties an employment links to a workspace: a person's companies it contracts for,
 * or a company's contractors. Each with the date the link started.
 */
export async function employmentCounterparties(workspaceId: string): Promise<{ party: TParty; since: string }[]> {
  if (workspaceId.startsWith('p_')) {
    const employments = await queryAll(EmploymentEntity, { index: 'GSI1', pk: `WS#${workspaceId}`, skBeginsWith: 'EMPLOYMENT#' });
    const byCompany = new Map<string, string>();
    for (const e of employments) {
      if (linksParties(e) && !byCompany.has(e.companyId)) byCompany.set(e.companyId, e.startDate);
    }
    const parties = await Promise.all([...byCompany.keys()].map((id) => findParty(id)));
    return parties.flatMap((party) => (party ? [{ party, since: byCompany.get(party.id)! }] : []));
  }
  if (workspaceId.startsWith('c_')) {
    const employments = await queryAll(EmploymentEntity, { pk: `WS#${workspaceId}`, skBeginsWith: 'EMPLOYMENT#' });
    const byPerson = new Map<string, string>();
    for (const e of employments) {
      // Person contractors only, as isContractorOf: a company contractor (docs/decisions/0014) bills
      // and is billed as a contact, like any other company.
      if (linksParties(e) && e.personId.startsWith('p_') && !byPerson.has(e.personId)) byPerson.set(e.personId, e.startDate);
    }
    const parties = await Promise.all([...byPerson.keys()].map((id) => findParty(id)));
    return parties.flatMap((party) => (party ? [{ party, since: byPerson.get(party.id)! }] : []));
  }
  return [];
}
