import { useCallback, useEffect, useState } from 'react';
import type { BannerMessage } from '../../components/Banner';
import { ADMIN_MESSAGE_CLEAR_MS } from './adminFormat';

/** A success or error banner that clears itself; each new message restarts the clock. */
export function useFlashMessage(clearAfterMs = ADMIN_MESSAGE_CLEAR_MS) {
  const [message, setMessage] = useState<BannerMessage | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), clearAfterMs);
    return () => window.clearTimeout(timer);
  }, [message, clearAfterMs]);

  // A fresh object each time, so the same text shown twice still restarts the clock.
  const show = useCallback((next: BannerMessage) => setMessage({ ...next }), []);
  const clear = useCallback(() => setMessage(null), []);
  return { message, show, clear };
}
