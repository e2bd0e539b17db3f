import { LIMITS } from '@welink/domain';
import { useEffect, useRef } from 'react';

interface ToastProps {
  text: string;
  onDone: () => void;
  /** Spec part 1 §9: 3000 ms. */
  durationMs?: number;
}

/**
 * A short success message floating above the navigation; it goes by itself after the duration.
 * Render it inside a live region that stays mounted, so screen readers hear it arrive.
 */
export function Toast({ text, onDone, durationMs = LIMITS.successToastMs }: ToastProps) {
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    const timer = window.setTimeout(() => done.current(), durationMs);
    return () => window.clearTimeout(timer);
  }, [durationMs]);

  return (
    <p className="history-toast">{text}</p>
  );
}
