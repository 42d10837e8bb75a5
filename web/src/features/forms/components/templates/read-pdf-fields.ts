/**
 * pdf.js, loaded only through a dynamic import when an administrator picks a template's PDF (see
 * TemplateUploadModal): the library and its worker never weigh on a route that reads no PDF, as
 * for the signing view (features/signing/pdf/render-pdf.ts).
 */
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
// `?worker&url`, as in the signing view: Vite emits the worker as a hashed `.js` file, which the
// gateway and the site bucket serve as JavaScript.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?worker&url';
import type { TPdfField } from './template-mapping';

GlobalWorkerOptions.workerSrc = workerUrl;

/** What pdf.js says of one widget of a field (`getFieldObjects`); a field's container has the type ''. */
type TFieldObject = { type?: string };

const typeOf = (type: string): TPdfField['type'] => (type === 'text' || type === 'checkbox' || type === 'signature' ? type : 'other');

/**
 * The AcroForm fields of a PDF, by their full names (`topmostSubform[0].Page1[0].f1_01[0]`, the
 * names pdf-lib gives the server) and type, in the document's order. The bytes are copied: pdf.js
 * hands its input to the worker. A PDF pdf.js cannot open rejects.
 */
export async function readPdfFields(bytes: Uint8Array): Promise<TPdfField[]> {
  const doc = await getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
  try {
    const objects = ((await doc.getFieldObjects()) ?? {}) as Record<string, TFieldObject[]>;
    const fields: TPdfField[] = [];
    for (const [name, widgets] of Object.entries(objects)) {
      const type = widgets.find((w) => w.type)?.type;
      if (type) fields.push({ name, type: typeOf(type) });
    }
    return fields;
  } finally {
    await doc.destroy();
  }
}
