import { Center, Loader } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { loadNamespace } from '../../app/i18n';
import type { TSigningChannel } from './api/signing';

/**
 * What the signing routes import: loaders and components that fetch the signing code on first
 * use, so the route tree (in the startup chunk) lists this small module instead of the screens,
 * signature_pad and, through PdfPages, pdf.js.
 */
const importView = () => import('./components/SigningView');
const importVerify = () => import('./components/VerifyPage');
const View = lazy(() => importView().then((m) => ({ default: m.SigningView })));
const Verify = lazy(() => importVerify().then((m) => ({ default: m.VerifyPage })));

const fallback = (
  <Center py="xl">
    <Loader size="sm" />
  </Center>
);

/**
 * The signing routes' loader: the texts, the screen's code and the signing view, in parallel. A
 * refused link is not an error here: the screen says 'Invalid link' from the query's state.
 */
export async function loadSigningRoute(queryClient: QueryClient, channel: TSigningChannel) {
  const [{ signingViewQuery }] = await Promise.all([import('./api/signing'), importView(), loadNamespace('signing')]);
  await queryClient.prefetchQuery(signingViewQuery(channel));
}

export function SigningRoute({ channel }: { channel: TSigningChannel }) {
  return (
    <Suspense fallback={fallback}>
      <View channel={channel} />
    </Suspense>
  );
}

export async function loadVerifyRoute() {
  await Promise.all([importVerify(), loadNamespace('signing')]);
}

export function VerifyRoute() {
  return (
    <Suspense fallback={fallback}>
      <Verify />
    </Suspense>
  );
}
