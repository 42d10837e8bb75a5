import type { TPage } from '@shared/documents/documents.schema.js';
import { useEffect, useRef, useState } from 'react';
import { loadNamespace } from '../../../app/i18n';
import type { TPdfDocument } from './render-pdf';

export type TPdfImages =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; images: Record<number, string> };

/** Pages are drawn in steps of this many device pixels, so small resizes reuse the images. */
const WIDTH_STEP = 256;
/** Sharp on a retina screen; more would only cost memory on a 100-page document. */
const MAX_PIXEL_RATIO = 2;

function pixelWidthFor(cssWidth: number): number {
  const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
  return Math.ceil((cssWidth * ratio) / WIDTH_STEP) * WIDTH_STEP;
}

/**
 * Opens the PDF at `url` and draws its pages, one after another, as object URLs for <img>. The
 * pages are redrawn only when the container grows past the drawn size (a shrink just scales the
 * images down). pdf.js and the texts of the `signing` namespace load here, on first use.
 */
export function usePdfImages(url: string, pages: TPage[], cssWidth: number): TPdfImages {
  const [doc, setDoc] = useState<{ url: string; pdf: TPdfDocument } | { url: string; error: unknown }>();
  const [drawn, setDrawn] = useState<{ pdf?: TPdfDocument; pixelWidth: number; byPage: Record<number, string> }>({ pixelWidth: 0, byPage: {} });
  const [renderError, setRenderError] = useState<{ pdf: TPdfDocument; error: unknown }>();
  /** The object URLs on screen, by page: each is revoked once replaced, the rest on unmount. */
  const shown = useRef<Record<number, string>>({});
  const shownPdf = useRef<TPdfDocument>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    let opened: TPdfDocument | undefined;
    Promise.all([import('./render-pdf'), loadNamespace('signing')])
      .then(([m]) => m.openPdf(url, controller.signal))
      .then(
        (pdf) => {
          opened = pdf;
          if (controller.signal.aborted) void pdf.destroy();
          else setDoc({ url, pdf });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setDoc({ url, error });
        },
      );
    return () => {
      controller.abort();
      void opened?.destroy();
    };
  }, [url]);

  const pdf = doc && doc.url === url && 'pdf' in doc ? doc.pdf : undefined;
  const current = drawn.pdf === pdf ? drawn : { pixelWidth: 0, byPage: {} };
  const wanted = cssWidth > 0 ? pixelWidthFor(cssWidth) : 0;
  const target = Math.max(wanted, current.pixelWidth);
  const pageNumbers = pages.map((p) => p.pageNumber).join(',');

  useEffect(() => {
    if (!pdf || target === 0 || target === current.pixelWidth) return;
    let cancelled = false;
    void (async () => {
      const { renderPageImage } = await import('./render-pdf');
      if (shownPdf.current !== pdf) {
        // Another document: none of the images on hand belongs to it.
        Object.values(shown.current).forEach((u) => URL.revokeObjectURL(u));
        shown.current = {};
        shownPdf.current = pdf;
      }
      try {
        for (const n of pageNumbers.split(',').map(Number)) {
          const src = await renderPageImage(pdf, n, target);
          if (cancelled) return URL.revokeObjectURL(src);
          const old = shown.current[n];
          shown.current = { ...shown.current, [n]: src };
          // Each page appears as soon as it is drawn; the others keep their older image meanwhile.
          setDrawn((prev) => ({ pdf, pixelWidth: prev.pdf === pdf ? prev.pixelWidth : 0, byPage: shown.current }));
          if (old) URL.revokeObjectURL(old);
        }
        setDrawn({ pdf, pixelWidth: target, byPage: shown.current });
      } catch (error) {
        if (!cancelled) setRenderError({ pdf, error });
      }
    })();
    return () => {
      cancelled = true;
    };
    // current.pixelWidth is what was drawn; its change must not restart a draw in progress.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pdf, target, pageNumbers]);

  useEffect(
    () => () => {
      Object.values(shown.current).forEach((u) => URL.revokeObjectURL(u));
      shown.current = {};
    },
    [],
  );

  if (doc && doc.url === url && 'error' in doc) return { status: 'error', error: doc.error };
  if (!pdf) return { status: 'loading' };
  if (renderError?.pdf === pdf) return { status: 'error', error: renderError.error };
  return { status: 'ready', images: current.byPage };
}
