/**
 * Whether the customer's chat widget is open: a tiny store, so a page (the /support page's
 * 'Open the chat' button) can open the widget that the app frame mounts.
 */
let open = false;
const listeners = new Set<() => void>();

export const chatOpen = {
  get: () => open,
  set(next: boolean) {
    if (next === open) return;
    open = next;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
