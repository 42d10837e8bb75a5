import * as z from 'zod/mini';
import { ZAddressSchema } from '../core/address.schema.js';
import { DEFAULT_PAGE_SIZE } from '../core/pagination.js';
import { ROLES } from '../core/roles.js';

/** A provider office, shown on the public /locations page. */
export const ZOfficeSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: ZAddressSchema,
  phone: z.string(),
  email: z.string(),
  hours: z.string(),
});
export type TOffice = z.infer<typeof ZOfficeSchema>;

/** A provider employee's office data (spec 000 §3, §5): the form's fields. */
export const ZEmployeeOfficeDataSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(3), z.maxLength(50)),
  lastName: z.string().check(z.trim(), z.minLength(3), z.maxLength(50)),
  position: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** The work phone number. */
  officePhoneNumber: z.optional(z.string().check(z.trim(), z.maxLength(30))),
  /** '' for no office. */
  officeId: z.optional(z.string().check(z.maxLength(64))),
});
export type TEmployeeOfficeData = z.infer<typeof ZEmployeeOfficeDataSchema>;

/**
 * The version the caller read: a write made on a stale read is refused (409). Without it the
 * write is still conditioned on the version the server read, so two racing writes never interleave.
 */
const ZVersion = z.optional(z.number().check(z.int(), z.minimum(0)));

export const ZUpdateEmployeeRequestSchema = z.extend(ZEmployeeOfficeDataSchema, { version: ZVersion });
export const ZAssignRolesRequestSchema = z.object({
  roles: z.array(z.enum(ROLES)).check(z.maxLength(ROLES.length)),
  version: ZVersion,
});

export const ZEmployeeIdParamsSchema = z.object({ employeeId: z.string().check(z.regex(/^e_[0-9A-HJKMNP-TV-Z]{26}$/)) });

/** A provider employee (spec 000 §3): office data, roles (on the user, read into the permission token at sign-in) and the version. */
export const ZProviderEmployeeSchema = z.object({
  employeeId: z.string(),
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.optional(z.string()),
  officePhoneNumber: z.optional(z.string()),
  officeId: z.optional(z.string()),
  officeName: z.optional(z.string()),
  roles: z.array(z.enum(ROLES)),
  version: z.number(),
});
export type TProviderEmployee = z.infer<typeof ZProviderEmployeeSchema>;

/** Provider-employee search (spec 000 §3): page size 20, order by ID ascending. */
export const ZEmployeeSearchSchema = z.object({
  firstName: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  lastName: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  position: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  role: z.optional(z.enum(ROLES)),
  email: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  officeId: z.optional(z.string().check(z.maxLength(64))),
  fullNameFilter: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  pageNumber: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000)), 0),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), DEFAULT_PAGE_SIZE),
  orderField: z.optional(z.enum(['ID'])),
  orderDirection: z.optional(z.enum(['ASC'])),
});
export type TEmployeeSearch = z.input<typeof ZEmployeeSearchSchema>;
