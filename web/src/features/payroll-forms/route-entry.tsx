import { Loader } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';

/**
 * What the year-end forms' route imports: a loader and a component that fetch the page's code on
 * first use, so the route tree (in the startup chunk) lists this small module instead of the screens'.
 */
const importW2 = () => import('./components/W2Page');
const importNec = () => import('./components/NecPage');
const importUploaded = () => import('./components/UploadedFormsPage');
const W2Screen = lazy(() => importW2().then((m) => ({ default: m.W2Page })));
const NecScreen = lazy(() => importNec().then((m) => ({ default: m.NecPage })));
const UploadedScreen = lazy(() => importUploaded().then((m) => ({ default: m.UploadedFormsPage })));

/** The page's texts and first data (the guard has checked the form's name). */
export async function loadFormsRoute(queryClient: QueryClient, workspaceId: string, form: string) {
  const load = import('./api/load');
  if (form === 'w2') {
    const [{ loadW2Screen }] = await Promise.all([load, importW2()]);
    return loadW2Screen(queryClient, workspaceId);
  }
  if (form === '1099') {
    const [{ loadNecScreen }] = await Promise.all([load, importNec()]);
    return loadNecScreen(queryClient, workspaceId);
  }
  const [{ loadUploadedScreen }] = await Promise.all([load, importUploaded()]);
  return loadUploadedScreen(queryClient, workspaceId, form === 'k1' ? 'K1' : '1042S');
}

export function FormsRoute({ workspaceId, form }: { workspaceId: string; form: string }) {
  return (
    <Suspense fallback={<Loader size="sm" />}>
      {form === 'w2' ? (
        <W2Screen workspaceId={workspaceId} />
      ) : form === '1099' ? (
        <NecScreen workspaceId={workspaceId} />
      ) : (
        <UploadedScreen companyId={workspaceId} kind={form === 'k1' ? 'K1' : '1042S'} />
      )}
    </Suspense>
  );
}
