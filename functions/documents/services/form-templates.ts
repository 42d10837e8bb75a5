/**
 * The firm's fillable templates of the forms (docs/decisions/0026-form-templates.md): set (upload and
 * map), list and remove, by staff administrators; `templateFor` is what a form's rendition asks.
 */
import { createHash } from 'node:crypto';
import { FORM_REVISIONS } from '../../../shared/documents/forms.schema.js';
import { templateKeysOf } from '../../../shared/documents/form-template-keys.js';
import { MAX_TEMPLATE_BYTES, type TFormTemplate, type TSetTemplateRequest, type TTemplateKind } from '../../../shared/documents/form-templates.js';
import { AppError, notFound } from '../../core/errors.js';
import type { TRequestContext } from '../../core/http.js';
import { FormTemplateEntity, type TStoredFormTemplate } from '../data/form-templates.entities.js';

import { readTemplateFields } from './forms/template-fill.js';
import { putPdf, readPdf } from './links.js';

const view = ({ key: _k, ...t }: TStoredFormTemplate): TFormTemplate => t;

export async function listTemplates(_: unknown, _ctx: TRequestContext): Promise<{ data: TFormTemplate[] }> {
  const page = await FormTemplateEntity.query({ index: 'GSI1', pk: 'FORMTEMPLATES', limit: 100 });
  return { data: page.data.map(view) };
}

/**
 * The template of a kind's current revision: the PDF is read, every mapped field must exist in it
 * (a box for a tick, a text field for text), the value keys must be the form's, and the signature
 * field must be one of its fields. The PDF is stored once under its hash; the item is replaced.
 */
export async function setTemplate(input: TSetTemplateRequest & { kind: TTemplateKind }, ctx: TRequestContext): Promise<TFormTemplate> {
  const bytes = Buffer.from(input.contentBase64, 'base64');
  if (!bytes.length || bytes.length > MAX_TEMPLATE_BYTES) throw new AppError('invalid_request', { param: 'contentBase64', message: 'The PDF must be at most 4 MB' });
  const pdfFields = await readTemplateFields(bytes);
  const byName = new Map(pdfFields.map((f) => [f.name, f]));
  const keys = new Set(templateKeysOf(input.kind));
  for (const [key, name] of Object.entries(input.fields)) {
    if (!keys.has(key)) throw new AppError('invalid_request', { param: `fields.${key}`, message: 'The form has no value of this name' });
    const field = byName.get(name);
    if (!field || (field.type !== 'text' && field.type !== 'checkbox')) {
      throw new AppError('invalid_request', { param: `fields.${key}`, message: 'The PDF has no text field or box of this name' });
    }
  }
  if (!byName.has(input.signatureField)) throw new AppError('invalid_request', { param: 'signatureField', message: 'The PDF has no field of this name' });
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const key = `templates/forms/${input.kind}/${sha256}.pdf`;
  await putPdf(key, bytes);
  const template: TStoredFormTemplate = {
    kind: input.kind,
    revision: FORM_REVISIONS[input.kind],
    fileName: input.fileName,
    sha256,
    size: bytes.length,
    pdfFields,
    fields: input.fields,
    signatureField: input.signatureField,
    uploadedAt: new Date().toISOString(),
    uploadedBy: ctx.principal?.userId ?? '',
    key,
  };
  Object.assign(ctx.audit.props, { kind: input.kind, revision: template.revision, sha256, fields: Object.keys(input.fields).length });
  await ctx.transact([FormTemplateEntity.putOp(template)]);
  return view(template);
}

export async function deleteTemplate(input: { kind: TTemplateKind }, ctx: TRequestContext): Promise<{ ok: true }> {
  const revision = FORM_REVISIONS[input.kind];
  Object.assign(ctx.audit.props, { kind: input.kind, revision });
  const found = await FormTemplateEntity.get({ kind: input.kind, revision }, { consistent: true });
  if (!found) throw notFound('kind');
  await ctx.transact([FormTemplateEntity.deleteOp({ kind: input.kind, revision })]);
  return { ok: true };
}

/** The template a form of this kind and revision is filled into, with its PDF, or none. */
export async function templateFor(kind: TTemplateKind, revision: string): Promise<{ template: TStoredFormTemplate; bytes: Uint8Array } | undefined> {
  const template = await FormTemplateEntity.get({ kind, revision }, { consistent: true });
  if (!template) return undefined;
  return { template, bytes: await readPdf(template.key) };
}
