import { useAdminT } from './messages';

interface PaginationProps {
  page: number;
  /** 0 when the list is empty. */
  pages: number;
  onPageChange: (page: number) => void;
  isBusy?: boolean;
}

/** Anterior / 'Página N de M' / Siguiente under a paged admin list. */
export function Pagination({ page, pages, onPageChange, isBusy = false }: PaginationProps) {
  const t = useAdminT();
  const last = Math.max(pages, 1);
  return (
    <nav className="pagination" aria-label={t('admin.pagination')}>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={isBusy || page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {t('admin.previous')}
      </button>
      <span className="pagination__label" aria-live="polite">
        {t('admin.page', { page: Math.min(page, last), pages: last })}
      </span>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={isBusy || page >= last}
        onClick={() => onPageChange(page + 1)}
      >
        {t('admin.next')}
      </button>
    </nav>
  );
}
