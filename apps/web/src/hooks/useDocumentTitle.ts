import { useEffect } from 'react';

/** Sets the tab title for the current screen ("Timeline · WeLink"). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · WeLink` : 'WeLink';
  }, [title]);
}
