/** The part of the Web Storage API used here (typed without the DOM lib, so node-side tests can import this module). */
interface TKeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
const local = (): TKeyValueStore | undefined => (globalThis as { localStorage?: TKeyValueStore }).localStorage;

/** localStorage that never throws (private mode, disabled storage, no window). */
export const storage = {
  get(key: string): string | null {
    try {
      return local()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null): void {
    try {
      if (value === null) local()?.removeItem(key);
      else local()?.setItem(key, value);
    } catch {
      // Storage unavailable: the value lives for this page only.
    }
  },
};

/** A tiny observable value for stores read with useSyncExternalStore. */
export function createSignal<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((l) => l());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
