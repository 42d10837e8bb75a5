import * as z from 'zod/mini';
import { ZFormTemplateSchema } from '../../../shared/documents/form-templates.js';
import { defineEntity } from '../../core/entity.js';

/**
 * The firm's fillable PDF for a form kind's revision (docs/decisions/0026-form-templates.md): one
 * item per kind and revision, so a form reads the template of the revision it is asked as with one
 * GetItem; the PDF is in S3 under `templates/forms/`, named by its SHA-256 and written once.
 */
export const ZStoredFormTemplateSchema = z.extend(ZFormTemplateSchema, { key: z.string() });
export type TStoredFormTemplate = z.output<typeof ZStoredFormTemplateSchema>;

export const FormTemplateEntity = defineEntity({
  name: 'FormTemplate',
  schema: ZStoredFormTemplateSchema,
  key: (a: { kind: string; revision: string }) => ({ PK: `FORMTEMPLATE#${a.kind}`, SK: `REV#${a.revision}` }),
  keyOf: (t) => ({ kind: t.kind, revision: t.revision }),
  indexes: (t) => ({ GSI1PK: 'FORMTEMPLATES', GSI1SK: `${t.kind}#${t.revision}` }),
});
