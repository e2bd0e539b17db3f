import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `loadMore` when the returned element comes within about a screen of the viewport.
 * Without IntersectionObserver (old browsers, tests) nothing happens: the 'Cargar más'
 * button inside the element is the fallback.
 */
export function useLoadMoreOnScroll(canLoad: boolean, loadMore: () => void) {
  const latest = useRef({ canLoad, loadMore });
  useEffect(() => {
    latest.current = { canLoad, loadMore };
  });
  const observer = useRef<IntersectionObserver | null>(null);

  return useCallback((node: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && latest.current.canLoad) latest.current.loadMore();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.current.observe(node);
  }, []);
}
