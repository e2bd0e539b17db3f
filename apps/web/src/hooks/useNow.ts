import { useEffect, useState } from 'react';

/** How often relative times ("hace 2 minutos") move on while a screen is open. */
export const RELATIVE_TIME_TICK_MS = 30_000;

/** The current time, moved on every `intervalMs` while the component is mounted: relative times keep ticking. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
