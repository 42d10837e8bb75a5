/**
 * Official fillable PDFs as templates of a form revision (issue 14 §4; docs/decisions/0026-form-templates.md).
 * The firm uploads the fillable PDF it has for a form's current revision and says which of the
 * form's values goes into which of the PDF's fields; from then on the form's answers are filled by
 * field name into that PDF instead of the built-in rendition. The values a template can take are
 * named from the answers' own schema (`templateValueKeys`), so every form kind has them without a
 * list to keep by hand.
 */
import * as z from 'zod/mini';

/** The kinds a template can stand in for: the forms signed in one step (an I-9's two sections are not). */
export const TEMPLATE_KINDS = ['W9', 'W4', 'IT2104', 'W8BEN', 'F8822B'] as const;
export type TTemplateKind = (typeof TEMPLATE_KINDS)[number];

/** A fillable PDF of at most 4 MB, sent as base64 (5.6 MB of text, inside the API's 10 MB). */
export const MAX_TEMPLATE_BYTES = 4 * 1024 * 1024;
export const MAX_TEMPLATE_FIELDS = 400;
const FIELD_NAME = z.string().check(z.minLength(1), z.maxLength(200));

/** Values every form offers besides its answers. */
export const COMMON_TEMPLATE_VALUES = ['today', 'requesterName', 'signerName'] as const;

export const ZTemplateKindParamsSchema = z.object({ kind: z.enum(TEMPLATE_KINDS) });

export const ZSetTemplateRequestSchema = z.object({
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  /** The PDF's bytes, base64. */
  contentBase64: z.string().check(z.minLength(1), z.maxLength(Math.ceil(MAX_TEMPLATE_BYTES / 3) * 4), z.regex(/^[A-Za-z0-9+/]*={0,2}$/u, 'Not base64')),
  /** Value key (see templateValueKeys) → the name of the PDF field it fills. */
  fields: z.record(z.string().check(z.minLength(1), z.maxLength(120)), FIELD_NAME).check(
    z.refine((r) => Object.keys(r).length <= MAX_TEMPLATE_FIELDS, `At most ${MAX_TEMPLATE_FIELDS} fields`),
  ),
  /** The PDF field whose box the signer's signature is drawn into (a signature or text field). */
  signatureField: FIELD_NAME,
});
export type TSetTemplateRequest = z.infer<typeof ZSetTemplateRequestSchema>;

export const ZFormTemplateSchema = z.object({
  kind: z.enum(TEMPLATE_KINDS),
  revision: z.string(),
  fileName: z.string(),
  sha256: z.string(),
  size: z.number(),
  /** Every field of the PDF, by name and type. */
  pdfFields: z.array(z.object({ name: z.string(), type: z.enum(['text', 'checkbox', 'signature', 'other']) })),
  fields: z.record(z.string(), z.string()),
  signatureField: z.string(),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
});
export type TFormTemplate = z.infer<typeof ZFormTemplateSchema>;
export const ZFormTemplateListSchema = z.object({ data: z.array(ZFormTemplateSchema) });
