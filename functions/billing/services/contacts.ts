import type * as z from 'zod/mini';
import type {
  TContact,
  TParty,
  ZContactInputSchema,
  ZContactSearchQuerySchema,
} from '../../../shared/billing/billing.schema.js';
import { newWorkspaceId } from '../../../shared/core/ids.js';
import { WorkspaceEntity } from '../../workspaces/data/workspace.entity.js';
import { queryAll, type TTransactItem } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { type TRequestContext, workspaceOf } from '../../core/http.js';
import { ContactEmailEntity, ContactEntity, InvoiceEntity } from '../data/billing.entities.js';
import { employmentCounterparties } from './parties.js';
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
  // A contact made before issue 13 may have stored the profile's own name: it is shown (and searched) as typed.
  const byRef = new Map<string, TContact>(explicit.map((c) => [c.ref.id, asTyped(c)]));
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
 * The profile a new contact refers to: always a fresh person profile of the caller's own, made in
 * the contact's transaction and marked `contactOf` the caller, whatever the email (an account's,
 * a staff member's, or nobody's). No account is looked up, so the answer (and its timing) says
 * nothing about who owns the email, and typing someone's email links nothing to them: an account
 * becomes a counterparty only through an employment it accepted (issue 13, findings 4 and 10;
 * docs/decisions/0020-disclosure-and-trails.md).
 */
function refFor(input: { name: string; email: string }, ws: string): { party: TParty; ops: TTransactItem[] } {
  const id = newWorkspaceId('PERSON');
  return {
    party: { id, type: 'PERSON', name: input.name, email: input.email },
    ops: [
      WorkspaceEntity.putOp(
        { id, type: 'PERSON', name: input.name, email: input.email, contactOf: ws, createdAt: new Date().toISOString() },
        { ifNotExists: true },
      ),
    ],
  };
}

/** A contact as its workspace sees it: the name and email it typed, never the profile's own (an account's real name). */
function asTyped(contact: TContact): TContact {
  return { ...contact, ref: { id: contact.ref.id, type: contact.ref.type, name: contact.name, email: contact.email } };
}

/**
 * 'Create new contact': the caller's own record of a name and an email (see `refFor`). One contact
 * per email: adding the same one again is 409 not_unique.
 */
export async function createContact(input: z.output<typeof ZContactInputSchema>, ctx: TRequestContext): Promise<TContact> {
  const ws = workspaceOf(ctx);
  return untilCommitted(async () => {
    const taken = () => new AppError('not_unique', { param: 'email', message: 'This contact already exists' });
    if (await ContactEmailEntity.get({ createdBy: ws, email: input.email }, { consistent: true })) throw taken();
    const { party, ops } = refFor(input, ws);
    const contact: TContact = asTyped({
      id: party.id,
      name: input.name,
      email: input.email,
      ref: party,
      createdBy: ws,
      source: 'CONTACT',
      ...(input.address ? { address: input.address } : {}),
      createdAt: new Date().toISOString(),
    });
    ctx.audit.props.contactId = contact.id;
    ctx.audit.props.email = contact.email;
    await ctx.transact([
      ...ops,
      ContactEntity.putOp(contact, { ifNotExists: true }),
      ContactEmailEntity.putOp({ createdBy: ws, email: input.email, refId: party.id }, { ifNotExists: true }),
    ]);
    return contact;
  });
}
