/**
 * The first day the audit log can hold (the portal's go-live): a search without a start date
 * counts from here. Earlier days have no events.
 */
export const AUDIT_EPOCH_DAY = '2025-01-01';

/** The `yyyy-mm` months from one day to another, inclusive. */
export function monthsBetween(fromDay: string, toDay: string): string[] {
  const out: string[] = [];
  let [y, m] = fromDay.slice(0, 7).split('-').map(Number) as [number, number];
  const last = toDay.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > last) return out;
    out.push(month);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
}

export const dayStart = (day: string) => `${day}T00:00:00.000Z`;
export const dayEnd = (day: string) => `${day}T23:59:59.999Z`;
