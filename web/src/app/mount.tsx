import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient, router } from './router';
import { cssVariablesResolver, theme } from './theme';

/** Renders the app into #root (main.tsx loads this module once i18n is ready). */
export async function mount() {
  // Resolve the first route (guards, its lazy chunk) before rendering: the first render is then
  // complete and time-sliced, instead of a pending shell followed by a synchronous re-render of
  // everything when the route arrives. A slow loader (API down: the reconnect overlay must show)
  // does not hold the shell back for more than a moment.
  await Promise.race([router.load().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1500))]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  const app = (
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
  // A transition render is concurrent: React yields to the browser while it builds the first
  // view instead of blocking the main thread in one long task (Lighthouse's TBT on phones).
  startTransition(() => createRoot(root).render(app));
}
