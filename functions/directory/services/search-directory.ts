import type * as z from 'zod/mini';
import type { TDirectoryPage } from '../../../shared/directory/directory.schema.js';
import type { ZCompanySearchSchema, ZPersonSearchSchema } from '../../../shared/directory/directory.schema.js';
import { searchDirectory, type TDirectorySnapshot, words } from '../../core/directory.js';

const prefixes = (text: string | undefined, wanted: string | undefined) =>
  !wanted || words(wanted).every((w) => words(text ?? '').some((t) => t.startsWith(w)));

function pageOf(result: Awaited<ReturnType<typeof searchDirectory>>, pageNumber: number): TDirectoryPage {
  return { data: result.data as TDirectoryPage['data'], pageNumber, countOfPages: result.countOfPages, truncated: result.truncated };
}

/**
 * The person search (spec 001 §3). `onlyAdmins` lists provider employees with role ADMIN: the
 * spec's admins are the provider's administrators, who have no person workspace
 * (docs/decisions/0012-directory.md). `isClient`/`onlyCustomers` read the CLIENT list.
 */
export async function searchPeople(q: z.output<typeof ZPersonSearchSchema>): Promise<TDirectoryPage> {
  const clientsOnly = q.isClient === true || q.onlyCustomers === true;
  const notClients = q.isClient === false;
  const result = await searchDirectory({
    kind: q.onlyAdmins ? 'EMPLOYEE' : 'PERSON',
    list: q.onlyAdmins ? 'ADMIN' : clientsOnly ? 'CLIENT' : 'ALL',
    query: q.fullNameFilter,
    firstName: q.firstName,
    lastName: q.lastName,
    email: q.email,
    ssn: q.ssn,
    where: notClients ? (s: TDirectorySnapshot) => !s.isClient : undefined,
    page: q.pageNumber,
    size: q.pageSize,
  });
  return pageOf(result, q.pageNumber);
}

/** The company search (spec 001 §3): free text over name, EIN and email; or by name, EIN, email. */
export async function searchCompanies(q: z.output<typeof ZCompanySearchSchema>): Promise<TDirectoryPage> {
  // Free text of digits and hyphens is an EIN (or its start): matched on its digits, as typed with or without the hyphen.
  const einText = q.searchQuery && /^[\d-]+$/.test(q.searchQuery) ? q.searchQuery : undefined;
  const query = [einText ? undefined : q.searchQuery, q.companyName].filter(Boolean).join(' ');
  const einDigits = [q.ein, einText].map((e) => e?.replace(/\D/g, '')).filter((e): e is string => !!e);
  if (einDigits.length === 2 && !einDigits[0]!.startsWith(einDigits[1]!) && !einDigits[1]!.startsWith(einDigits[0]!)) {
    return { data: [], pageNumber: q.pageNumber, countOfPages: 0, truncated: false };
  }
  const result = await searchDirectory({
    kind: 'COMPANY',
    list: q.isClient === true ? 'CLIENT' : 'ALL',
    query: query || undefined,
    ein: einDigits.sort((a, b) => b.length - a.length)[0],
    email: q.email,
    where:
      q.companyName || q.isClient === false
        ? (s) => prefixes(s.name, q.companyName) && (q.isClient !== false || !s.isClient)
        : undefined,
    page: q.pageNumber,
    size: q.pageSize,
  });
  return pageOf(result, q.pageNumber);
}
