/**
 * pdf.js, loaded only by PdfPages through a dynamic import: the library (~400 KB) and its worker
 * (~1 MB, a separate file fetched by the browser) never weigh on a route that shows no PDF.
 */
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
// `?worker&url` rather than `?url`: Vite emits the worker as a hashed `.js` file, which the local
// gateway and the site bucket serve as JavaScript (a copied `.mjs` gets no script MIME type there,
// and a module worker refuses it).
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?worker&url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type TPdfDocument = PDFDocumentProxy;

/**
 * Opens a PDF from a presigned URL. The bytes are fetched here rather than by pdf.js's worker so
 * that a refused or expired URL fails as a plain HTTP error; string evaluation stays off, as the
 * app's CSP forbids it.
 */
export async function openPdf(url: string, signal: AbortSignal): Promise<TPdfDocument> {
  const res = await fetch(url, { signal });
  if (!res.ok) throw new Error(`The PDF could not be fetched (HTTP ${res.status})`);
  const data = new Uint8Array(await res.arrayBuffer());
  return getDocument({ data, isEvalSupported: false }).promise;
}

/**
 * Draws one page to a canvas `cssWidth × pixelRatio` pixels wide and returns it as an object URL
 * (PNG): an <img> scales with its container, and the canvas is freed at once instead of staying
 * in the page for every one of up to 100 pages. The caller revokes the URL.
 */
export async function renderPageImage(doc: TPdfDocument, pageNumber: number, pixelWidth: number): Promise<string> {
  const page = await doc.getPage(pageNumber);
  try {
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: pixelWidth / natural.width });
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    await page.render({ canvas, viewport }).promise;
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    // Release the bitmap now: browsers cap the total canvas memory of a page.
    canvas.width = 0;
    canvas.height = 0;
    if (!blob) throw new Error(`Page ${pageNumber} could not be drawn`);
    return URL.createObjectURL(blob);
  } finally {
    page.cleanup();
  }
}
