import { useLoadMoreOnScroll } from '../hooks/useLoadMoreOnScroll';
import { useNavT } from './navMessages';

interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /** How many pages are on screen: each new page gets a fresh observer. */
  pageCount: number;
}

/** The 'Cargar más' button at the end of an infinite list, pressed for the user as the end comes into view. */
export function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage, pageCount }: LoadMoreProps) {
  const t = useNavT();
  const ref = useLoadMoreOnScroll(hasNextPage && !isFetchingNextPage, () => void fetchNextPage());
  if (!hasNextPage) return null;
  return (
    // Keyed by page count: a fresh observer asks again whether the end is still in view.
    <div className="load-more" ref={ref} key={pageCount}>
      <button type="button" className="btn btn-secondary btn-block" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
        {t(isFetchingNextPage ? 'nav.loading' : 'nav.loadMore')}
      </button>
    </div>
  );
}
