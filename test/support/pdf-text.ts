/**
 * A PDF's text as a viewer reads it, with pdf.js's Node build: the tests that check what a rendered
 * or signed PDF says (the tax forms, the signed document's certificate) read it the same way.
 */

/** A text run: its string, and its origin in PDF points (bottom-left origin) and width. */
export type TPdfTextRun = { str: string; x: number; y: number; width: number };

/** pdf.js 5 uses Promise.withResolvers, which Node 20 lacks. */
function polyfillWithResolvers() {
  const P = Promise as unknown as { withResolvers?: () => unknown };
  P.withResolvers ??= () => {
    let resolve!: (v: unknown) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise((res, rej) => ((resolve = res), (reject = rej)));
    return { promise, resolve, reject };
  };
}

/** Every page's non-blank text runs, in reading order as pdf.js yields them. */
export async function pdfTextRuns(bytes: Uint8Array): Promise<TPdfTextRun[][]> {
  polyfillWithResolvers();
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js may detach the buffer it is given, so it reads a copy.
  const doc = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const pages: TPdfTextRun[][] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.flatMap((i) => ('str' in i && i.str.trim() ? [{ str: i.str, x: i.transform[4] as number, y: i.transform[5] as number, width: i.width }] : [])));
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

/**
 * A signature box handed to the signing engine (fractions of the page; width = height × the
 * engine's aspect), in points from the page's top-left, as the forms' layouts measure.
 */
export function signatureBoxPoints(
  s: { relativePosX: number; relativePosY: number; relativeHeight: number },
  page: { width: number; height: number },
  aspect: number,
): { left: number; right: number; top: number; bottom: number } {
  return {
    left: s.relativePosX * page.width,
    right: s.relativePosX * page.width + s.relativeHeight * page.height * aspect,
    top: s.relativePosY * page.height,
    bottom: (s.relativePosY + s.relativeHeight) * page.height,
  };
}
