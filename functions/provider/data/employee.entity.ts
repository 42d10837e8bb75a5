import * as z from 'zod/mini';
import { defineEntity } from '../../core/entity.js';

/**
 * A provider employee's office data, in the employee's own workspace partition. Its roles stay on
 * the user (identity), where the permission token is built from at sign-in and refresh; this item's
 * `version` serializes every change to the employee, roles included.
 */
export const ProviderEmployeeEntity = defineEntity({
  name: 'ProviderEmployee',
  schema: z.object({
    employeeId: z.string(),
    userId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    position: z.optional(z.string()),
    officePhoneNumber: z.optional(z.string()),
    officeId: z.optional(z.string()),
    /** The office's name when it was chosen, so the directory shows it without a read. */
    officeName: z.optional(z.string()),
    version: z.number().check(z.int()),
    updatedAt: z.string(),
  }),
  key: (a: { employeeId: string }) => ({ PK: `WS#${a.employeeId}`, SK: 'EMPLOYEE' }),
  keyOf: (e) => ({ employeeId: e.employeeId }),
});
export type TProviderEmployeeRecord = NonNullable<Awaited<ReturnType<typeof ProviderEmployeeEntity.get>>>;
