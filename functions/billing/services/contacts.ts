import type * as z from 'zod/mini';
import type {
  TContact,
  TParty,
  ZContactInputSchema,
  ZContactSearchQuerySchema,
} from '../../../shared/billing/billing.schema.js';
import { newWorkspaceId } from '../../../shared/core/ids.js';
import { EmailClaimEntity, UserEntity } from '../../identity/data/identity.entities.js';
import { WorkspaceEntity } from '../../workspaces/data/workspace.entity.js';
import { queryAll, type TTransactItem } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { type TRequestContext, workspaceOf } from '../../core/http.js';
import { ContactEntity, ContactProfileClaimEntity, InvoiceEntity } from '../data/billing.entities.js';
import { employmentCounterparties, findParty } from './parties.js';
import { untilCommitted } from '../../core/races.js';

/** How many recent payers or payees are offered. */
const RECENT_CONTACTS = 10;

function matches(contact: TContact, query: string | undefined): boolean {
  if (!query) return true;
  const q = query.toLowerCase();
  return [contact.name, contact.email, contact.ref.name, contact.ref.email].some((v) => v?.toLowerCase().includes(q));
}

/**
 * The workspace's contacts (searchMode REF): the ones it created plus the counterparties an
 * employment links it to (a person's companies, a company's contractors), filtered by a part of
 * the name or email. One Query for the contacts, one for the employments, then the linked profiles.
 */
export async function searchContacts(input: z.output<typeof ZContactSearchQuerySchema>, ctx: TRequestContext) {
  const ws = workspaceOf(ctx);
  const [explicit, linked] = await Promise.all([
    queryAll(ContactEntity, { pk: `WS#${ws}`, skBeginsWith: 'CONTACT#' }),
    employmentCounterparties(ws),
  ]);
  const byRef = new Map<string, TContact>(explicit.map((c) => [c.ref.id, c]));
  for (const { party, since } of linked) {
    if (byRef.has(party.id)) continue;
    byRef.set(party.id, {
      id: party.id,
      name: party.name,
      email: party.email,
      ref: party,
      createdBy: ws,
      source: 'EMPLOYMENT',
      createdAt: since,
    });
  }
  const data = [...byRef.values()]
    .filter((c) => matches(c, input.query))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, input.size);
  return { data, empty: data.length === 0 };
}

/**
 * The payers of the workspace's latest invoices (INVOICE) or the payees of its latest bills (BILL),
 * newest first: one Query on the invoice lists or the bills index.
 */
export async function recentContacts(input: { side: 'INVOICE' | 'BILL' }, ctx: TRequestContext) {
  const ws = workspaceOf(ctx);
  const invoices =
    input.side === 'INVOICE'
      ? (
          await Promise.all(
            ['ISSUED', 'DRAFT'].map((list) => InvoiceEntity.query({ index: 'GSI2', pk: `INVLIST#${ws}#${list}`, newestFirst: true, limit: 25 })),
          )
        ).flatMap((p) => p.data)
      : (await InvoiceEntity.query({ index: 'GSI1', pk: `BILLS#${ws}`, newestFirst: true, limit: 50 })).data;
  const when = (i: (typeof invoices)[number]) => i.publishedAt ?? i.updatedAt ?? i.createdAt;
  invoices.sort((a, b) => when(b).localeCompare(when(a)));
  const seen = new Map<string, TContact>();
  for (const invoice of invoices) {
    const party = input.side === 'INVOICE' ? invoice.payer : invoice.payee;
    if (seen.has(party.id)) continue;
    seen.set(party.id, { id: party.id, name: party.name, email: party.email, ref: party, createdBy: ws, source: 'CONTACT', createdAt: when(invoice) });
  }
  return { data: [...seen.values()].slice(0, RECENT_CONTACTS) };
}

/**
 * The profile a new contact refers to: the person workspace of the account with that email, else
 * the profile made earlier for that email, else a new ownerless person profile (created in the
 * contact's own transaction, with the claim that makes it the only one for the email).
 */
async function refFor(input: { name: string; email: string }): Promise<{ party: TParty; ops: TTransactItem[] }> {
  const claim = await EmailClaimEntity.get({ email: input.email }, { consistent: true });
  if (claim) {
    const user = await UserEntity.get({ userId: claim.userId });
    if (!user?.personId) {
      throw new AppError('invalid_request', { param: 'email', message: 'This email belongs to a profile that cannot be billed' });
    }
    const party = await findParty(user.personId);
    if (!party) throw new AppError('no_record', { param: 'email' });
    return { party, ops: [] };
  }
  const made = await ContactProfileClaimEntity.get({ email: input.email }, { consistent: true });
  if (made) {
    const party = await findParty(made.workspaceId);
    if (!party) throw new AppError('no_record', { param: 'email' });
    return { party, ops: [] };
  }
  const id = newWorkspaceId('PERSON');
  return {
    party: { id, type: 'PERSON', name: input.name, email: input.email },
    ops: [
      WorkspaceEntity.putOp({ id, type: 'PERSON', name: input.name, email: input.email, createdAt: new Date().toISOString() }, { ifNotExists: true }),
      ContactProfileClaimEntity.putOp({ email: input.email, workspaceId: id }, { ifNotExists: true }),
    ],
  };
}

/**
 * 'Create new contact'. An existing profile with the email becomes its ref, so invoices reach that
 * account; otherwise a profile is made for the email. One contact per counterparty: adding the
 * same one again is 409 not_unique.
 */
export async function createContact(input: z.output<typeof ZContactInputSchema>, ctx: TRequestContext): Promise<TContact> {
  const ws = workspaceOf(ctx);
  return untilCommitted(async () => {
    const { party, ops } = await refFor(input);
    if (party.id === ws) throw new AppError('invalid_request', { param: 'email', message: 'You cannot add your own profile as a contact' });
    if (await ContactEntity.get({ createdBy: ws, refId: party.id }, { consistent: true })) {
      throw new AppError('not_unique', { param: 'email', message: 'This contact already exists' });
    }
    const contact: TContact = {
      id: party.id,
      name: input.name,
      email: input.email,
      ref: party,
      createdBy: ws,
      source: 'CONTACT',
      ...(input.address ? { address: input.address } : {}),
      createdAt: new Date().toISOString(),
    };
    ctx.audit.props.contactId = contact.id;
    ctx.audit.props.email = contact.email;
    await ctx.transact([...ops, ContactEntity.putOp(contact, { ifNotExists: true })]);
    return contact;
  });
}
