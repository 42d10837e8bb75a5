import { Center, Loader } from '@mantine/core';
import type { TFormKind } from '@shared/documents/forms.schema.js';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { loadNamespace } from '../../app/i18n';

/**
 * What the public form routes import: a loader and a component that fetch the form's code on first
 * use, so the route tree (in the startup chunk) lists this small module instead of the forms'
 * screens, react-hook-form, the masks and zod. Each kind's screen is a chunk of its own.
 */
const IMPORTS = {
  W9: () => import('./components/public/W9PublicPage').then((m) => ({ default: m.W9PublicPage })),
  W4: () => import('./components/public/W4PublicPage').then((m) => ({ default: m.W4PublicPage })),
  IT2104: () => import('./components/public/It2104PublicPage').then((m) => ({ default: m.It2104PublicPage })),
  W8BEN: () => import('./components/public/W8benPublicPage').then((m) => ({ default: m.W8benPublicPage })),
  I9: () => import('./components/public/I9PublicPage').then((m) => ({ default: m.I9PublicPage })),
  F8822B: () => import('./components/public/F8822bPublicPage').then((m) => ({ default: m.F8822bPublicPage })),
} satisfies Partial<Record<TFormKind, unknown>>;
/** The kinds with a public page of their own. */
type TPageKind = keyof typeof IMPORTS;
const PAGES = { W9: lazy(IMPORTS.W9), W4: lazy(IMPORTS.W4), IT2104: lazy(IMPORTS.IT2104), W8BEN: lazy(IMPORTS.W8BEN), I9: lazy(IMPORTS.I9), F8822B: lazy(IMPORTS.F8822B) };

/** The texts, the screen's code and the link's form, in parallel; a refused link is the screen's to say. */
export async function loadFormRoute(kind: TPageKind, queryClient: QueryClient, publicId: string) {
  const [{ publicFormQuery }, { ZFormPublicIdParamsSchema }] = await Promise.all([
    import('./api/forms'),
    import('@shared/documents/forms.schema.js'),
    IMPORTS[kind](),
    loadNamespace('forms'),
  ]);
  if (ZFormPublicIdParamsSchema.safeParse({ publicId }).success) await queryClient.prefetchQuery(publicFormQuery(publicId));
}

export function FormRoute({ kind, publicId }: { kind: TPageKind; publicId: string }) {
  const Page = PAGES[kind];
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      }
    >
      <Page publicId={publicId} />
    </Suspense>
  );
}

/** /forms/f8822 with no link (the business's own 8822-B, or how to reach one): its screen, a chunk of its own. */
const F8822B_START = () => import('./components/public/F8822bStartPage').then((m) => ({ default: m.F8822bStartPage }));
const F8822bStart = lazy(F8822B_START);

export async function loadF8822bStartRoute() {
  await Promise.all([F8822B_START(), loadNamespace('forms')]);
}

export function F8822bStartRoute() {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      }
    >
      <F8822bStart />
    </Suspense>
  );
}
