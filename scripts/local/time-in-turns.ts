/**
 * Times calls in turns (the first, the second, …, the first again), so a busy moment on a shared
 * machine slows every side of a ratio alike instead of whichever happened to run then. Used by the
 * bench's ratios (scripts/bench-audit.ts, scripts/bench-timesheet.ts).
 */
export async function timeInTurns(fns: (() => Promise<unknown>)[], n = 60, warmUp = 5): Promise<{ p50: number; p99: number }[]> {
  for (let i = 0; i < warmUp; i += 1) for (const fn of fns) await fn();
  const times = fns.map(() => [] as number[]);
  for (let i = 0; i < n; i += 1) {
    for (const [k, fn] of fns.entries()) {
      const s = performance.now();
      await fn();
      times[k]!.push(performance.now() - s);
    }
  }
  return times.map((t) => {
    t.sort((a, b) => a - b);
    return { p50: t[Math.floor(n / 2)]!, p99: t[Math.min(n - 1, Math.floor(n * 0.99))]! };
  });
}
