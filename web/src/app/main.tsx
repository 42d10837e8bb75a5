import './styles';

/**
 * The entry is tiny: the app's code comes in three chunks (React, i18n, the app; see
 * vite.config.ts), all fetched in parallel by index.html's loader, and evaluated here one per
 * task, so a phone's main thread is never blocked by one long evaluation of the whole bundle.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await import('react-dom/client');
await nextTask();
const { i18nReady } = await import('./i18n');
// A saved non-English choice renders in that language from the start.
await i18nReady;
await nextTask();
const { mount } = await import('./mount');
await nextTask();
await mount();
