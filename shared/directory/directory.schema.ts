import * as z from 'zod/mini';
import { DEFAULT_PAGE_SIZE } from '../core/pagination.js';

/** Company suggestions shown by an autocomplete (spec 001 §9); lists use DEFAULT_PAGE_SIZE. */
export const SUGGESTION_COUNT = 8;
/** Searches are debounced this long after the last keystroke (spec 001 §9). */
export const SEARCH_DEBOUNCE_MS = 500;

const ZText = z.optional(z.string().check(z.trim(), z.maxLength(100)));
const ZFlag = z.optional(z.stringbool());

/** The paging and order every directory search takes: pages are 0-based on the wire. */
const ZPaging = {
  pageNumber: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000)), 0),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), DEFAULT_PAGE_SIZE),
  /** Only ID ascending: the directory's lists are kept in id (creation) order (docs/decisions/0012-directory.md). */
  orderField: z.optional(z.enum(['ID'])),
  orderDirection: z.optional(z.enum(['ASC'])),
};

/** Person search (spec 001 §3 "Other filters"). */
export const ZPersonSearchSchema = z.object({
  firstName: ZText,
  lastName: ZText,
  /** Words of the full name (or email), each a prefix of a word of the entry. */
  fullNameFilter: ZText,
  email: ZText,
  /** Exact match only; never stored, only its hash token. */
  ssn: z.optional(z.string().check(z.trim(), z.regex(/^\d{3}-?\d{2}-?\d{4}$/))),
  onlyCustomers: ZFlag,
  isClient: ZFlag,
  /** Provider employees with role ADMIN (the /admin/admins list). */
  onlyAdmins: ZFlag,
  ...ZPaging,
});
export type TPersonSearch = z.input<typeof ZPersonSearchSchema>;

/** Company search (spec 001 §3 "Other filters"). */
export const ZCompanySearchSchema = z.object({
  /** Free text: name words, EIN digits or email. */
  searchQuery: ZText,
  companyName: ZText,
  ein: z.optional(z.string().check(z.trim(), z.regex(/^[\d-]{1,10}$/))),
  email: ZText,
  isClient: ZFlag,
  ...ZPaging,
});
export type TCompanySearch = z.input<typeof ZCompanySearchSchema>;

/** A directory entry as results show it. */
export const ZDirectoryEntrySchema = z.object({
  kind: z.enum(['PERSON', 'COMPANY', 'EMPLOYEE']),
  /** The entry's workspace id (`p_…`, `c_…`, `e_…`). */
  id: z.string(),
  name: z.string(),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  email: z.optional(z.string()),
  ein: z.optional(z.string()),
  isClient: z.optional(z.boolean()),
  isAdmin: z.optional(z.boolean()),
  /** People: `userId` (for the audit producer filter); employees: position, officeId, officeName, roles, userId. */
  extra: z.optional(z.record(z.string(), z.union([z.string(), z.array(z.string()), z.boolean()]))),
});
export type TDirectoryEntryView = z.infer<typeof ZDirectoryEntrySchema>;

export const ZDirectoryPageSchema = z.object({
  data: z.array(ZDirectoryEntrySchema),
  pageNumber: z.number(),
  countOfPages: z.number(),
  /** The search matched more than it reads: ask the user to narrow it. */
  truncated: z.boolean(),
});
export type TDirectoryPage = z.infer<typeof ZDirectoryPageSchema>;
