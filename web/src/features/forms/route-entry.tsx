import { Center, Loader } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { loadNamespace } from '../../app/i18n';

/**
 * What the public form routes import: a loader and a component that fetch the form's code on first
 * use, so the route tree (in the startup chunk) lists this small module instead of the W-9 screens,
 * react-hook-form, the masks and zod.
 */
const importPage = () => import('./components/public/W9PublicPage');
const Page = lazy(() => importPage().then((m) => ({ default: m.W9PublicPage })));

/** The texts, the screen's code and the link's form, in parallel; a refused link is the screen's to say. */
export async function loadW9Route(queryClient: QueryClient, publicId: string) {
  const [{ publicFormQuery }, { ZFormPublicIdParamsSchema }] = await Promise.all([
    import('./api/forms'),
    import('@shared/documents/forms.schema.js'),
    importPage(),
    loadNamespace('forms'),
  ]);
  if (ZFormPublicIdParamsSchema.safeParse({ publicId }).success) await queryClient.prefetchQuery(publicFormQuery(publicId));
}

export function W9Route({ publicId }: { publicId: string }) {
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
