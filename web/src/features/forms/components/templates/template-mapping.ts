import { templateKeysOf } from '../../../../../../shared/documents/form-template-keys.js';
import type { TFormTemplate, TTemplateKind } from '../../../../../../shared/documents/form-templates.js';

/**
 * The mapping of a template (docs/decisions/0026-form-templates.md): which of the form's values
 * goes into which of the PDF's fields. The value keys are read from the kind's answers schema, as
 * the server reads them (functions/documents/services/forms/template-keys.ts). Free of React;
 * the unit tests import it.
 */
/** A field of the PDF, by its full name, as pdf.js reads it in the browser and pdf-lib on the server. */
export type TPdfField = TFormTemplate['pdfFields'][number];

/** The values a template of this kind may take: `today`, `businessName`, `ein.1`… */
export const valueKeysOf = (kind: TTemplateKind): string[] => templateKeysOf(kind);

/** The fields a value can go into: text fields and boxes (the server refuses any other). */
export const mappableFields = (fields: readonly TPdfField[]) => fields.filter((f) => f.type === 'text' || f.type === 'checkbox');

/** `a.b.name[0]` → `name[0]` and `name`: the parts of a field's name that may be a value's key. */
function namesOf(field: string): string[] {
  const last = field.split('.').at(-1) ?? field;
  return [field, last, last.replace(/\[\d+\]$/u, '')];
}

/**
 * The first mapping of a PDF's fields: what the kind's current template maps to a field of the same
 * name, else the key equal to the field's name or its last segment, else nothing. A key goes to one
 * field only.
 */
export function initialMapping(fields: readonly TPdfField[], keys: readonly string[], current?: Record<string, string>): Record<string, string | null> {
  const known = new Set(keys);
  const previous = new Map(Object.entries(current ?? {}).map(([key, field]) => [field, key]));
  const used = new Set<string>();
  const mapping: Record<string, string | null> = {};
  for (const { name } of mappableFields(fields)) {
    const candidates = [previous.get(name), ...namesOf(name)];
    const key = candidates.find((k): k is string => k !== undefined && known.has(k) && !used.has(k)) ?? null;
    if (key) used.add(key);
    mapping[name] = key;
  }
  return mapping;
}

/** The signature field to start with: the current template's, else the first signature field or a field named like one. */
export function initialSignatureField(fields: readonly TPdfField[], current?: string): string | null {
  return (
    fields.find((f) => f.name === current)?.name ??
    fields.find((f) => f.type === 'signature')?.name ??
    fields.find((f) => /signature|sign/iu.test(f.name.split('.').at(-1) ?? ''))?.name ??
    null
  );
}

export type TMappingProblems = { fields: Record<string, 'duplicate'>; signature?: 'required' };

/**
 * The request's `fields` (value key → field name), and what stops it: a key chosen for two fields
 * (named at the second), or no signature field.
 */
export function mappingRequest(mapping: Record<string, string | null>, signatureField: string | null) {
  const fields: Record<string, string> = {};
  const problems: TMappingProblems = { fields: {} };
  for (const [field, key] of Object.entries(mapping)) {
    if (!key) continue;
    if (fields[key] !== undefined) problems.fields[field] = 'duplicate';
    else fields[key] = field;
  }
  if (!signatureField) problems.signature = 'required';
  const ok = Object.keys(problems.fields).length === 0 && !problems.signature;
  return { fields, problems, ok };
}

/** A file's bytes as base64, in chunks (a spread of 4 MB of arguments would overflow the stack). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
