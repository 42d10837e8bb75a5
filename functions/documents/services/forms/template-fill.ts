/**
 * An official fillable PDF filled by field name (docs/decisions/0026-form-templates.md): the answers
 * flattened into named values (the keys of shared/documents/form-templates.ts), each written into
 * the PDF field the template maps it to, the fields' appearances drawn with DejaVu (so Cyrillic and
 * accented names print) and the form flattened, so the signed file shows exactly what was answered
 * and nothing can be edited after. The signature box is the mapped signature field's rectangle.
 */
import type { PDFDocument, PDFField } from 'pdf-lib';
import { pdfToolkit } from '../../../core/pdf-toolkit.js';
import { AppError } from '../../../core/errors.js';
import type { TFormTemplate } from '../../../../shared/documents/form-templates.js';

export type TTemplateValues = Record<string, string | boolean>;
type TBox = { pageNumber: number; relativePosX: number; relativePosY: number; relativeHeight: number };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/u;
const TIN = /^(\d{2,3})-(\d{2,7})(?:-(\d{4}))?$/u;

/** 12345 cents → "123.45"; the forms' money boxes print dollars and cents without a sign. */
const dollars = (cents: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);

/**
 * The answers as named values: strings as given (an ISO date as MM/DD/YYYY, a TIN also as its
 * parts), integer cents (keys ending in `Cents`) as dollars, booleans as boxes, and each enum-like
 * string also as `key.VALUE` = true. Nested objects and arrays are named by path.
 */
export function templateValues(answers: unknown, common: { today: string; requesterName: string; signerName: string }): TTemplateValues {
  const values: TTemplateValues = { ...common };
  const walk = (v: unknown, key: string, depth: number): void => {
    if (depth > 6 || v === undefined || v === null) return;
    if (Array.isArray(v)) return v.slice(0, 10).forEach((item, i) => walk(item, `${key}.${i}`, depth + 1));
    if (typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) walk(child, key ? `${key}.${k}` : k, depth + 1);
      return;
    }
    if (typeof v === 'boolean') {
      values[key] = v;
      return;
    }
    if (typeof v === 'number') {
      values[key] = key.endsWith('Cents') ? dollars(v) : String(v);
      return;
    }
    const text = String(v);
    const day = ISO_DAY.exec(text);
    values[key] = day ? `${day[2]}/${day[3]}/${day[1]}` : text;
    const tin = TIN.exec(text);
    if (tin) [tin[1], tin[2], tin[3]].forEach((part, i) => part && (values[`${key}.${i + 1}`] = part));
    if (/^[A-Z][A-Z0-9_]*$/u.test(text)) values[`${key}.${text}`] = true;
  };
  walk(answers, '', 0);
  return values;
}

export type TPdfFieldInfo = TFormTemplate['pdfFields'][number];

function typeOf(field: PDFField, pdf: Awaited<ReturnType<typeof pdfToolkit>>['pdf']): TPdfFieldInfo['type'] {
  if (field instanceof pdf.PDFTextField) return 'text';
  if (field instanceof pdf.PDFCheckBox) return 'checkbox';
  if (field instanceof pdf.PDFSignature) return 'signature';
  return 'other';
}

/** A template's fields, by name and type; a file that is no PDF, or has no form, is refused. */
export async function readTemplateFields(bytes: Uint8Array): Promise<TPdfFieldInfo[]> {
  const { pdf } = await pdfToolkit();
  let doc: PDFDocument;
  try {
    doc = await pdf.PDFDocument.load(bytes, { updateMetadata: false });
  } catch {
    throw new AppError('pdf_unreadable', { param: 'contentBase64' });
  }
  const fields = doc.getForm().getFields();
  if (!fields.length) throw new AppError('invalid_request', { param: 'contentBase64', message: 'The PDF has no fillable fields' });
  return fields.map((f) => ({ name: f.getName(), type: typeOf(f, pdf) }));
}

/** The page (1-based) and rectangle of a field's first widget. */
function placeOf(doc: PDFDocument, field: PDFField) {
  const widget = field.acroField.getWidgets()[0];
  if (!widget) return undefined;
  const pages = doc.getPages();
  const ref = doc.context.getObjectRef(widget.dict);
  const index = pages.findIndex((p) => {
    const annots = p.node.Annots();
    return !!annots && annots.asArray().some((a) => a === ref || (ref && a.toString() === ref.toString()));
  });
  const pageIndex = index >= 0 ? index : 0;
  return { pageIndex, rect: widget.getRectangle(), size: pages[pageIndex]!.getSize() };
}

/**
 * The template filled with the values its mapping names, flattened, and the signature box: the
 * signature field's rectangle as fractions of its page (top-left corner, height), narrowed to the
 * engine's 3:1 box when the field is wider than that.
 */
export async function fillTemplate(
  template: Uint8Array,
  mapping: Pick<TFormTemplate, 'fields' | 'signatureField'>,
  values: TTemplateValues,
  meta: { title: string; author: string },
): Promise<{ bytes: Uint8Array; signature: TBox }> {
  const { pdf, fontkit, regular } = await pdfToolkit();
  const doc = await pdf.PDFDocument.load(template, { updateMetadata: false });
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(regular, { subset: true });
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  const form = doc.getForm();
  const signatureField = form.getField(mapping.signatureField);
  const place = placeOf(doc, signatureField);
  if (!place) throw new AppError('invalid_request', { param: 'signatureField', message: 'The signature field has no box on a page' });
  for (const [key, fieldName] of Object.entries(mapping.fields)) {
    const value = values[key];
    if (value === undefined || value === '' || value === false || fieldName === mapping.signatureField) continue;
    const field = form.getField(fieldName);
    if (field instanceof pdf.PDFCheckBox) field.check();
    else if (field instanceof pdf.PDFTextField) {
      const text = value === true ? 'X' : value;
      const max = field.getMaxLength();
      field.setText(max !== undefined ? text.slice(0, max) : text);
    }
  }
  // A signature field has no appearance to flatten; its box is already known.
  form.removeField(signatureField);
  form.updateFieldAppearances(font);
  form.flatten({ updateFieldAppearances: false });
  const { rect, size, pageIndex } = place;
  const height = Math.min(rect.height, size.height * 0.08);
  const width = Math.min(rect.width, height * 3);
  return {
    bytes: await doc.save(),
    signature: {
      pageNumber: pageIndex + 1,
      relativePosX: rect.x / size.width + (rect.width - width) / size.width / 2,
      relativePosY: (size.height - rect.y - rect.height + (rect.height - height) / 2) / size.height,
      relativeHeight: height / size.height,
    },
  };
}
