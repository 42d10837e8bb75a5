import { createSignal } from './storage';

/**
 * Widgets mounted only once something needs them, so their code never weighs on a page that does
 * not use it: the toast containers (first notification) and the modals manager (first confirm).
 */
export const toastsWanted = createSignal(false);
export const dialogsWanted = createSignal(false);

/** Set by the modals manager once mounted: confirm dialogs can open. */
export const dialogsReady = createSignal(false);

/** Resolves once the modals manager is mounted (requesting it first). */
export function whenDialogsReady(): Promise<void> {
  dialogsWanted.set(true);
  if (dialogsReady.get()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = dialogsReady.subscribe(() => {
      if (!dialogsReady.get()) return;
      stop();
      resolve();
    });
  });
}
