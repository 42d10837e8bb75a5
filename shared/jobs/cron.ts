/**
 * EventBridge Scheduler cron expressions, translated for the local runner (croner), so `npm start`
 * fires on the very expressions the Jobs stack deploys. Pure: no timers here.
 */

const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/**
 * `cron(15 2 * * ? *)` → `15 2 * * *` (croner's five fields, UTC). EventBridge numbers the days of
 * the week 1-7 from Sunday, croner 0-6: numbers are shifted, names kept. Only the year `*` is
 * supported (croner has no year field), and EventBridge's `L`, `W` and `#` are refused rather than
 * silently read another way.
 */
export function toCronerPattern(expression: string): string {
  const m = /^cron\((.+)\)$/.exec(expression.trim());
  if (!m) throw new Error(`Not an EventBridge cron expression: ${expression}`);
  const fields = m[1]!.trim().split(/\s+/);
  if (fields.length !== 6) throw new Error(`An EventBridge cron expression has six fields: ${expression}`);
  const [minute, hour, dayOfMonth, month, dayOfWeek, year] = fields as [string, string, string, string, string, string];
  if (year !== '*') throw new Error(`Only the year * is supported locally: ${expression}`);
  if (/[LW#]/.test(dayOfMonth + dayOfWeek)) throw new Error(`L, W and # are not supported locally: ${expression}`);
  const dow = dayOfWeek === '?' ? '*' : dayOfWeek.replace(/(?<![/\d])\d+/g, (n) => {
    const day = Number(n);
    if (day < 1 || day > 7) throw new Error(`Day of week ${n} is outside 1-7: ${expression}`);
    return DAY_NAMES[day - 1]!;
  });
  return [minute, hour, dayOfMonth === '?' ? '*' : dayOfMonth, month, dow].join(' ');
}
