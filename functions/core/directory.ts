import { createHash } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { config } from './config.js';
import { ddb } from './ddb.js';
import type { TTransactItem } from './entity.js';

/**
 * The directory: how staff and autocompletes find people, companies and provider employees by
 * name, email, EIN or SSN without a Scan (docs/decisions/0012-directory.md).
 *
 * Each entry is written as
 * - one **list item** per list it belongs to (`DIRLIST#<kind>#<list>` / `<id>`): every entry of a
 *   kind is on `ALL`, clients also on `CLIENT`, staff-admin people on `ADMIN`; ids are ULIDs, so the
 *   list is in creation order ("order by ID ascending"), and a counter per list gives the page count;
 * - one **token item** per search token (`DIRTOK#<kind>#<first two letters>` / `<token>#<id>`):
 *   words of the name, the email and its local part, the EIN's digits, and `ssn:<hash>` for an
 *   exact SSN match (the number itself is never stored here). A search Queries the partition of
 *   its longest word with `begins_with`, then keeps the entries every word of the query prefixes.
 *
 * Items carry a snapshot of the entry, so a page of results needs no further reads. Writers add
 * `directoryWrites(previous, next)` to the transaction that changes the entry, so the directory
 * never disagrees with the record.
 */

export type TDirectoryKind = 'PERSON' | 'COMPANY' | 'EMPLOYEE';
export type TDirectoryList = 'ALL' | 'CLIENT' | 'ADMIN';

/** What the directory knows of an entry: what results show and filters test. Never secrets. */
export interface TDirectoryEntry {
  kind: TDirectoryKind;
  /** The entry's workspace id (`p_…`, `c_…`, `e_…`). */
  id: string;
  name: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  /** Companies: `00-0000000`. */
  ein?: string;
  /** People: the SSN, only to derive its token; it is not stored. */
  ssn?: string;
  isClient?: boolean;
  /** People who are provider staff with role ADMIN ("onlyAdmins"). */
  isAdmin?: boolean;
  /** Kind-specific fields shown in results (position, office id, office name, roles …). */
  extra?: Record<string, string | string[] | boolean | undefined>;
}

/** The stored snapshot: the entry without the SSN. */
export type TDirectorySnapshot = Omit<TDirectoryEntry, 'ssn'>;

const MAX_MATCHES = 500;

/** Lower-case, accents and punctuation folded, Latin and Cyrillic letters and digits kept. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ё/g, 'е');
}

/** The words of a text: runs of letters and digits (an email also yields its whole value). */
export function words(text: string): string[] {
  return normalize(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

const ssnToken = (ssn: string) => `ssn:${createHash('sha256').update(ssn.replace(/\D/g, '')).digest('hex').slice(0, 32)}`;

/** Every token an entry is found by. */
export function tokensOf(e: TDirectoryEntry): string[] {
  const out = new Set<string>();
  for (const text of [e.name, e.firstName, e.lastName]) for (const w of words(text ?? '')) if (w.length >= 2) out.add(w);
  if (e.email) {
    const email = normalize(e.email.trim());
    out.add(email);
    for (const w of words(email)) if (w.length >= 2) out.add(w);
  }
  if (e.ein) out.add(e.ein.replace(/\D/g, ''));
  if (e.ssn) out.add(ssnToken(e.ssn));
  return [...out];
}

/** The lists an entry is on. */
export function listsOf(e: TDirectoryEntry): TDirectoryList[] {
  return ['ALL', ...(e.isClient ? (['CLIENT'] as const) : []), ...(e.isAdmin ? (['ADMIN'] as const) : [])];
}

const tokenKey = (kind: TDirectoryKind, token: string, id: string) => ({ PK: `DIRTOK#${kind}#${token.slice(0, 2)}`, SK: `${token}#${id}` });
const listKey = (kind: TDirectoryKind, list: TDirectoryList, id: string) => ({ PK: `DIRLIST#${kind}#${list}`, SK: id });
const countKey = (kind: TDirectoryKind, list: TDirectoryList) => ({ PK: 'DIRCOUNT', SK: `${kind}#${list}` });

function snapshotOf(e: TDirectoryEntry): TDirectorySnapshot {
  const { ssn: _ssn, ...rest } = e;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as TDirectorySnapshot;
}

function countOp(kind: TDirectoryKind, list: TDirectoryList, by: 1 | -1): TTransactItem {
  return {
    Update: {
      TableName: config.tableName,
      Key: countKey(kind, list),
      UpdateExpression: 'ADD #n :by',
      ExpressionAttributeNames: { '#n': 'n' },
      ExpressionAttributeValues: { ':by': by },
    },
  };
}

/**
 * The transaction items that move the directory from `previous` (undefined for a new entry) to
 * `next` (undefined to remove it): stale tokens and lists deleted, current ones put, counters moved.
 */
export function directoryWrites(previous: TDirectoryEntry | undefined, next: TDirectoryEntry | undefined): TTransactItem[] {
  const e = next ?? previous;
  if (!e) return [];
  const kind = e.kind;
  const ops: TTransactItem[] = [];
  const nextTokens = new Set(next ? tokensOf(next) : []);
  const nextLists = new Set(next ? listsOf(next) : []);
  const prevLists = new Set(previous ? listsOf(previous) : []);
  for (const token of previous ? tokensOf(previous) : []) {
    if (!nextTokens.has(token)) ops.push({ Delete: { TableName: config.tableName, Key: tokenKey(kind, token, e.id) } });
  }
  for (const list of prevLists) {
    if (nextLists.has(list)) continue;
    ops.push({ Delete: { TableName: config.tableName, Key: listKey(kind, list, e.id) } }, countOp(kind, list, -1));
  }
  if (!next) return ops;
  const entry = snapshotOf(next);
  for (const token of nextTokens) {
    ops.push({ Put: { TableName: config.tableName, Item: { ...tokenKey(kind, token, e.id), entity: 'DirectoryToken', token, entry } } });
  }
  for (const list of nextLists) {
    ops.push({ Put: { TableName: config.tableName, Item: { ...listKey(kind, list, e.id), entity: 'DirectoryListing', entry } } });
    if (!prevLists.has(list)) ops.push(countOp(kind, list, 1));
  }
  return ops;
}

export interface TDirectoryQuery {
  kind: TDirectoryKind;
  /** Free text: every word must prefix one of the entry's tokens. */
  query?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  ein?: string;
  /** Exact SSN (people). */
  ssn?: string;
  list?: TDirectoryList;
  /** Any further test on the snapshot (kind-specific filters such as role or office). */
  where?: (entry: TDirectorySnapshot) => boolean;
  page: number;
  size: number;
}

export interface TDirectoryPage {
  data: TDirectorySnapshot[];
  countOfPages: number;
  /** True when a text search matched more entries than it reads; the user should narrow it. */
  truncated: boolean;
}

const startsWithWord = (text: string | undefined, wanted: string | undefined) =>
  !wanted || words(wanted).every((w) => words(text ?? '').some((t) => t.startsWith(w)));

/**
 * A page of the directory: by list (ordered by id) when nothing is searched for, otherwise by the
 * token of the longest searched word, filtered on the snapshots and ordered by id.
 */
export async function searchDirectory(q: TDirectoryQuery): Promise<TDirectoryPage> {
  const list = q.list ?? 'ALL';
  const searched = [q.query, q.firstName, q.lastName, q.email, q.ein].filter((s): s is string => !!s?.trim());
  const matches = (s: TDirectorySnapshot) =>
    startsWithWord([s.name, s.firstName, s.lastName, s.email, s.ein].join(' '), q.query) &&
    startsWithWord(s.firstName, q.firstName) &&
    startsWithWord(s.lastName, q.lastName) &&
    (!q.email || normalize(s.email ?? '').includes(normalize(q.email.trim()))) &&
    (!q.ein || (s.ein ?? '').replace(/\D/g, '').startsWith(q.ein.replace(/\D/g, ''))) &&
    listsOf(s).includes(list) &&
    (!q.where || q.where(s));

  if (!searched.length && !q.ssn && !q.where) {
    const [count, items] = await Promise.all([
      ddb.send(new GetCommand({ TableName: config.tableName, Key: countKey(q.kind, list) })),
      readPartition(listKey(q.kind, list, '').PK, undefined, (q.page + 1) * q.size),
    ]);
    const total = Number(count.Item?.n ?? 0);
    return { data: items.slice(q.page * q.size, (q.page + 1) * q.size).map((i) => i.entry as TDirectorySnapshot), countOfPages: Math.ceil(total / q.size), truncated: false };
  }

  let candidates: Record<string, unknown>[];
  if (q.ssn) {
    const token = ssnToken(q.ssn);
    candidates = await readPartition(tokenKey(q.kind, token, '').PK, token, MAX_MATCHES + 1);
  } else if (searched.length) {
    const longest = searched.flatMap((s) => (s === q.email ? [normalize(s.trim())] : words(s))).sort((a, b) => b.length - a.length)[0] ?? '';
    if (longest.length < 2) return { data: [], countOfPages: 0, truncated: false };
    candidates = await readPartition(tokenKey(q.kind, longest, '').PK, longest, MAX_MATCHES + 1);
  } else {
    candidates = await readPartition(listKey(q.kind, list, '').PK, undefined, MAX_MATCHES + 1);
  }
  const byId = new Map<string, TDirectorySnapshot>();
  for (const item of candidates) {
    const entry = item.entry as TDirectorySnapshot;
    if (!byId.has(entry.id) && matches(entry)) byId.set(entry.id, entry);
  }
  const all = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
  return {
    data: all.slice(q.page * q.size, (q.page + 1) * q.size),
    countOfPages: Math.ceil(all.length / q.size),
    truncated: candidates.length > MAX_MATCHES,
  };
}

async function readPartition(pk: string, prefix: string | undefined, limit: number): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: prefix ? 'PK = :pk AND begins_with(SK, :prefix)' : 'PK = :pk',
        ExpressionAttributeValues: prefix ? { ':pk': pk, ':prefix': prefix } : { ':pk': pk },
        Limit: limit - items.length,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start && items.length < limit);
  return items;
}

/** An entry as stored (its `ALL` list item), or undefined: how a writer learns the previous entry. */
export async function getDirectoryEntry(kind: TDirectoryKind, id: string): Promise<TDirectorySnapshot | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: config.tableName, Key: listKey(kind, 'ALL', id), ConsistentRead: true }));
  return out.Item?.entry as TDirectorySnapshot | undefined;
}

/**
 * A person's entry. Everyone with an account is a client of the firm (on `CLIENT`); the userId
 * rides in `extra` so the audit page's producer filter (a user id) can pick a person by name.
 */
export function personEntry(p: { personId: string; userId: string; firstName: string; lastName: string; email?: string; ssn?: string }): TDirectoryEntry {
  return {
    kind: 'PERSON',
    id: p.personId,
    name: `${p.firstName} ${p.lastName}`.trim(),
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    ssn: p.ssn,
    isClient: true,
    extra: { userId: p.userId },
  };
}

/** A company's entry (a client company: on `CLIENT`). */
export function companyEntry(c: { companyId: string; legalName: string; ein?: string; email?: string; ownerUserId?: string }): TDirectoryEntry {
  return {
    kind: 'COMPANY',
    id: c.companyId,
    name: c.legalName,
    ein: c.ein,
    email: c.email,
    isClient: true,
    extra: { ownerUserId: c.ownerUserId },
  };
}

/** A provider employee's entry; with role ADMIN also on the `ADMIN` list (the /admin/admins page). */
export function employeeEntry(e: {
  employeeId: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  position?: string;
  officeId?: string;
  officeName?: string;
  roles: readonly string[];
}): TDirectoryEntry {
  return {
    kind: 'EMPLOYEE',
    id: e.employeeId,
    name: `${e.firstName} ${e.lastName}`.trim(),
    firstName: e.firstName,
    lastName: e.lastName,
    email: e.email,
    isAdmin: e.roles.includes('ADMIN'),
    extra: { position: e.position, officeId: e.officeId, officeName: e.officeName, roles: [...e.roles], userId: e.userId },
  };
}
