import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

interface VirtualCardListProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** The list's accessible name. */
  label: string;
  /** A first guess of a card's height in px; each card is measured once rendered. */
  estimateSize: number;
  /** Marks the list for the guided tour, which points at its first card. */
  tourTarget?: string;
}

/** Cards rendered above and below the visible ones, so Tab always finds the next card in the page. */
const OVERSCAN = 4;

/**
 * A `.card-list` that renders only the cards in and near the viewport (the page scrolls, not the
 * list), so a Timeline of a thousand events keeps a bounded number of DOM nodes. Each rendered card
 * says where it stands in the whole list (aria-posinset / aria-setsize), and the card holding the
 * focus stays rendered when the reader scrolls away from it.
 */
export function VirtualCardList<T>({ items, getKey, renderItem, label, estimateSize, tourTarget }: VirtualCardListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [layout, setLayout] = useState({ top: 0, gap: 0 });
  const focusedIndex = useRef<number | null>(null);

  // Where the list starts in the page and the CSS gap between cards. Checked after every render, as
  // anything above the list (a banner, the toolbar) can move it; it only sets state when they changed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const top = list.getBoundingClientRect().top + window.scrollY;
    const gap = Number.parseFloat(getComputedStyle(list).rowGap) || 0;
    if (Math.abs(top - layout.top) > 0.5 || gap !== layout.gap) setLayout({ top, gap });
  });

  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = focusedIndex.current;
    if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
    return [...indexes, focused].sort((a, b) => a - b);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    overscan: OVERSCAN,
    scrollMargin: layout.top,
    gap: layout.gap,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : getKey(item);
    },
    rangeExtractor,
  });

  return (
    <ul
      ref={listRef}
      className="card-list card-list--virtual"
      aria-label={label}
      data-tour={tourTarget}
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={(event) => {
        const index = (event.target as HTMLElement).closest<HTMLElement>('[data-index]')?.dataset.index;
        focusedIndex.current = index === undefined ? null : Number(index);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) focusedIndex.current = null;
      }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <li
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            aria-posinset={row.index + 1}
            aria-setsize={items.length}
            className="card-list__row"
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            {renderItem(item)}
          </li>
        );
      })}
    </ul>
  );
}
