import { useEffect, useState } from 'react';

/** The current time, moved on every `intervalMs` while the component is mounted: relative times keep ticking. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
