/**
 * The live connection's channels (spec 001 §7): per customer `/portal/customer/{id}/support`,
 * `/chat` and `/notification`, and `/app/support`, where messages are sent and the staff inbox
 * listens. `{id}` is the customer's user id, which is also their chat room's id. Free of zod so the
 * web's live client can use it without a schema library (messages: realtime.schema.ts).
 */
import { hasAnyRole, type TRole } from '../core/roles.js';

export const SUPPORT_INBOX = '/app/support';
/** The payroll imports' live progress (issue 18): staff who import payroll listen here. */
export const PAYROLL_IMPORTS = '/app/imports/payroll';
/** Staff who import payroll (PAYROLL_ADMIN and ADMIN cover the role). */
export const IMPORT_ROLES: readonly TRole[] = ['PAYROLL_MANAGER'];
/** Staff who answer the support chat (spec 000 §2: support inbox for SUPPORT_MANAGER or ADMIN). */
export const SUPPORT_ROLES: readonly TRole[] = ['SUPPORT_MANAGER'];

export type TCustomerChannelKind = 'support' | 'chat' | 'notification';

export const channels = {
  /** The staff side of a customer's room: the customer's messages and receipts of staff messages. */
  support: (userId: string) => `/portal/customer/${userId}/support`,
  /** The customer's side of their room: staff messages and receipts of the customer's messages. */
  chat: (userId: string) => `/portal/customer/${userId}/chat`,
  /** A user's notifications (customers and staff alike). */
  notification: (userId: string) => `/portal/customer/${userId}/notification`,
} as const;

const CUSTOMER_CHANNEL = /^\/portal\/customer\/([A-Za-z0-9-]{1,64})\/(support|chat|notification)$/;

export type TChannel = { kind: 'inbox' } | { kind: 'imports' } | { kind: TCustomerChannelKind; userId: string };

/** The channel a name denotes, or undefined for a name that is not one of ours. */
export function parseChannel(name: string): TChannel | undefined {
  if (name === SUPPORT_INBOX) return { kind: 'inbox' };
  if (name === PAYROLL_IMPORTS) return { kind: 'imports' };
  const m = CUSTOMER_CHANNEL.exec(name);
  return m ? { kind: m[2] as TCustomerChannelKind, userId: m[1]! } : undefined;
}

/** Who subscribes where: what a live connection was authenticated as. */
export interface TSubscriber {
  userId: string;
  staff: boolean;
  roles: readonly TRole[];
}

/** Support staff: provider employees holding SUPPORT_MANAGER (ADMIN covers every role). */
export function isSupportStaff(who: TSubscriber): boolean {
  return who.staff && hasAnyRole(who.roles, SUPPORT_ROLES);
}

/**
 * A user subscribes only to their own channels; support staff also to every customer's support
 * channel and to the inbox; payroll staff to the imports' progress.
 */
export function canSubscribe(who: TSubscriber, name: string): boolean {
  const channel = parseChannel(name);
  if (!channel) return false;
  if (channel.kind === 'inbox') return isSupportStaff(who);
  if (channel.kind === 'imports') return who.staff && hasAnyRole(who.roles, IMPORT_ROLES);
  if (channel.userId === who.userId) return true;
  return channel.kind === 'support' && isSupportStaff(who);
}
