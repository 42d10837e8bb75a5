/**
 * Characters no text the portal accepts may hold (docs/decisions/0017-input-bounds.md): the C0 and
 * C1 control characters but tab, CR and LF (NUL, ESC, DEL…), and the bidi embeddings, overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069), which let a name or file name shown to a counterparty
 * read differently from what it is ("\u202Egpj.exe.pdf" shows as "fdp.exe.jpg").
 * Tab, CR and LF stay allowed: descriptions, comments and chat messages are multi-line.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
export const UNSAFE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

export const UNSAFE_TEXT_MESSAGE = 'Control and text-direction characters are not allowed';

/**
 * The path (`name`, `items.0.fileName`) of the first string in `value`, key or value, that holds an
 * unsafe character, else undefined. Walks plain JSON (objects, arrays) to a fixed depth.
 */
export function unsafeTextPath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return UNSAFE_TEXT.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  const join = (k: string | number) => (path ? `${path}.${k}` : String(k));
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const hit = unsafeTextPath(value[i], join(i), depth + 1);
      if (hit) return hit;
    }
    return undefined;
  }
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (UNSAFE_TEXT.test(k)) return join(k);
    const hit = unsafeTextPath(v, join(k), depth + 1);
    if (hit) return hit;
  }
  return undefined;
}
