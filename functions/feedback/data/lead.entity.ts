import { ZLeadSchema } from '../../../shared/feedback/feedback.schema.js';
import { defineEntity } from '../../core/entity.js';

/** Leads from the contact form, newest first in one partition (volumes are small). */
export const LeadEntity = defineEntity({
  name: 'Lead',
  schema: ZLeadSchema,
  key: (a: { createdAt: string; id: string }) => ({ PK: 'LEADS', SK: `${a.createdAt}#${a.id}` }),
  keyOf: (l) => ({ createdAt: l.createdAt, id: l.id }),
});
