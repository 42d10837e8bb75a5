/**
 * Local date-times in an IANA time zone and the instants they stand for (docs/decisions/0027-timesheet.md),
 * on dayjs's utc and timezone plugins (dayjs is already the web's date library, through Mantine's
 * date inputs). A local time that a daylight-saving change skips (02:30 on the second Sunday of
 * March in America/New_York) is read as the same wall-clock time an hour later, as calendars do; an
 * ambiguous one (01:30 on the first Sunday of November) as the second of the two, in standard time.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const LOCAL = 'YYYY-MM-DDTHH:mm:ss';

/** Whether the runtime knows the zone (the x-time-zone header is the caller's word). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The instant (ISO, UTC, whole seconds) of a local `YYYY-MM-DDTHH:mm[:ss]` in the zone. */
export function toInstant(local: string, zone: string): string {
  const withSeconds = local.length === 16 ? `${local}:00` : local;
  return dayjs.tz(withSeconds, zone).millisecond(0).toISOString().replace('.000Z', 'Z');
}

/** The local `YYYY-MM-DDTHH:mm:ss` of an instant in the zone. */
export function toLocal(instant: string | number, zone: string): string {
  return dayjs(instant).tz(zone).format(LOCAL);
}

/** The local day of an instant in the zone. */
export function localDate(instant: string | number, zone: string): string {
  return toLocal(instant, zone).slice(0, 10);
}

/** The instant a local day begins in the zone (a day is 23 or 25 hours long across a change). */
export function dayStart(date: string, zone: string): number {
  return Date.parse(toInstant(`${date}T00:00:00`, zone));
}

/** The weekday of a YYYY-MM-DD, 0 Sunday … 6 Saturday (a calendar fact, no zone involved). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
