import { ZOfficeSchema } from '../../../shared/provider/provider.schema.js';
import { defineEntity } from '../../core/entity.js';

/** Provider offices, all in one small partition. */
export const OfficeEntity = defineEntity({
  name: 'Office',
  schema: ZOfficeSchema,
  key: (a: { id: string }) => ({ PK: 'PROVIDER', SK: `OFFICE#${a.id}` }),
  keyOf: (o) => ({ id: o.id }),
});
