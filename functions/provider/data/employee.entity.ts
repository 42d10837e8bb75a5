import * as z from 'zod/mini';
import { ZProviderEmployeeSchema } from '../../../shared/provider/provider.schema.js';
import { defineEntity } from '../../core/entity.js';

/**
 * A provider employee's office data, in the employee's own workspace partition. Its roles stay on
 * the user (identity), where the permission token is built from at sign-in and refresh; this item's
 * `version` serializes every change to the employee, roles included.
 */
export const ProviderEmployeeEntity = defineEntity({
  name: 'ProviderEmployee',
  // The API's shape without the roles (they live on the user); officeName is the office's name
  // when it was chosen, so the directory shows it without a read.
  schema: z.extend(z.omit(ZProviderEmployeeSchema, { roles: true }), { version: z.number().check(z.int()), updatedAt: z.string() }),
  key: (a: { employeeId: string }) => ({ PK: `WS#${a.employeeId}`, SK: 'EMPLOYEE' }),
  keyOf: (e) => ({ employeeId: e.employeeId }),
});
export type TProviderEmployeeRecord = NonNullable<Awaited<ReturnType<typeof ProviderEmployeeEntity.get>>>;
