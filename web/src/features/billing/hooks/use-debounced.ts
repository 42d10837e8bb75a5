import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `ms` (spec 001 §9: name searches wait 500 ms).
 * Local to billing so Mantine's hook does not join the startup chunk (vite.config.ts puts every
 * @mantine/hooks module used anywhere there).
 */
export function useDebounced<T>(value: T, ms = 500): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
