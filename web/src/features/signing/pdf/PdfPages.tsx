import type { TPage } from '@shared/documents/documents.schema.js';
import { Alert, Box, Center, Loader, Stack } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { JSX, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePdfImages } from './use-pdf-images';

export { labelBoxStyle } from './label-box';

export interface TPdfPagesProps {
  /** A presigned GET of the PDF. */
  url: string;
  /** The pages as the API lists them (sizes in PDF points): the layout is reserved before drawing. */
  pages: TPage[];
  /** Drawn over each page, absolutely positioned, same box as the page image. */
  renderOverlay?: (page: TPage, rendered: { width: number; height: number }) => ReactNode;
  /** Label for the page image, e.g. t('signing:page', {n}). */
  pageLabel: (pageNumber: number) => string;
}

/**
 * A PDF as one image per page at the container's width. Each page is a positioned box of the
 * page's own aspect ratio, so overlays placed in percentages (labelBoxStyle) land on the same spot
 * at any width. pdf.js loads on first use (usePdfImages).
 */
export function PdfPages({ url, pages, renderOverlay, pageLabel }: TPdfPagesProps): JSX.Element {
  const { t } = useTranslation('signing');
  const { ref, width } = useElementSize();
  const state = usePdfImages(url, pages, width);

  return (
    <Stack ref={ref} gap="md" aria-busy={state.status === 'loading'} data-testid="pdf-pages">
      {state.status === 'error' ? (
        <Alert color="red" icon={<IconAlertTriangle />} role="alert">
          {t('pdf.failed')}
        </Alert>
      ) : null}
      {state.status === 'loading' ? (
        <Center py="xl">
          <Loader aria-label={t('pdf.loading')} role="status" />
        </Center>
      ) : null}
      {state.status === 'ready'
        ? pages.map((page) => {
            const src = state.images[page.pageNumber];
            const rendered = { width, height: page.width > 0 ? (width * page.height) / page.width : 0 };
            return (
              <Box
                key={page.pageNumber}
                data-page={page.pageNumber}
                pos="relative"
                w="100%"
                bg="white"
                style={{ aspectRatio: `${page.width} / ${page.height}`, boxShadow: 'var(--mantine-shadow-sm)' }}
              >
                {src ? (
                  <>
                    <img src={src} alt={pageLabel(page.pageNumber)} style={{ display: 'block', width: '100%', height: '100%' }} />
                    {renderOverlay?.(page, rendered)}
                  </>
                ) : (
                  <Center h="100%">
                    <Loader size="sm" aria-label={pageLabel(page.pageNumber)} role="status" />
                  </Center>
                )}
              </Box>
            );
          })
        : null}
    </Stack>
  );
}
