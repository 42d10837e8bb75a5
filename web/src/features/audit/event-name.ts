/**
 * An audit event's name in the interface language (the `audit` namespace's `events`, one text per
 * id of shared/audit/audit-events.ts). An id with no text yet reads as words: 'PAYROLL_IMPORT_FAILED'
 * → 'Payroll import failed'. No React here: unit-tested as is.
 */

/** A readable form of an event id: its words in lower case, the first capitalised. */
export function readableEventId(id: string): string {
  const words = id.replace(/[_.\s]+/gu, ' ').trim().toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : id;
}

/** The i18next key of an event's name, or none for an id a key cannot hold (dots would nest it). */
export const eventNameKey = (id: string): string | undefined => (/^[A-Z0-9_]+$/u.test(id) ? `audit:events.${id}` : undefined);

/** The event's name: its text in the current language, else the readable id. */
export function auditEventName(t: (key: string, options: { defaultValue: string }) => string, id: string): string {
  const key = eventNameKey(id);
  const fallback = readableEventId(id);
  return key ? t(key, { defaultValue: fallback }) : fallback;
}
