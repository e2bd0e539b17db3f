import { formatBadgeCount } from '@welink/domain';
import { useId } from 'react';
import { EMPTY_FILTERS, type FilterChip } from './filterEntries';
import { useWeLinkT } from './messages';
import type { EntryFilters } from './useEntryFilters';
import './filterToolbar.css';

export interface ChipOption {
  chip: FilterChip;
  label: string;
  /** A count shown on the chip when above 0 (9+ above 9), read out as ` (count label)`. */
  badge?: { count: number; label: string };
}

interface FilterToolbarProps {
  filters: EntryFilters;
  chips: readonly ChipOption[];
  /** The search box's accessible name. */
  searchLabel: string;
  placeholder: string;
  /** The chip group's accessible name. */
  chipsLabel: string;
  /** How many entries pass the filters: shown while searching or filtering. */
  matchCount: number;
  className?: string;
  /** The guided tour's anchor. */
  tourTarget?: string;
}

/** Free search, the filter chips and the advanced filters button of the Timeline and History. */
export function FilterToolbar({
  filters,
  chips,
  searchLabel,
  placeholder,
  chipsLabel,
  matchCount,
  className,
  tourTarget,
}: FilterToolbarProps) {
  const t = useWeLinkT();
  const id = useId();
  const { activeFilters } = filters;
  return (
    <div className={className ? `filter-toolbar ${className}` : 'filter-toolbar'} data-tour={tourTarget}>
      <label className="visually-hidden" htmlFor={`${id}-search`}>
        {searchLabel}
      </label>
      <input
        id={`${id}-search`}
        className="field__input filter-toolbar__search"
        type="search"
        value={filters.query}
        onChange={(event) => filters.setQuery(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
      />
      <div className="filter-chips" role="group" aria-label={chipsLabel}>
        {chips.map(({ chip, label, badge }) => (
          <button
            key={chip}
            type="button"
            className="filter-chip"
            aria-pressed={filters.chip === chip}
            onClick={() => filters.setChip(chip)}
          >
            {label}
            {badge && badge.count > 0 && (
              <>
                <span className="filter-chip__badge" aria-hidden="true">
                  {formatBadgeCount(badge.count)}
                </span>
                <span className="visually-hidden">{` (${badge.count} ${badge.label})`}</span>
              </>
            )}
          </button>
        ))}
        <button
          type="button"
          className="filter-chip filter-chip--filters"
          aria-haspopup="dialog"
          onClick={() => filters.setPanelOpen(true)}
        >
          {t('welink.filters.title')}
        </button>
      </div>
      {activeFilters > 0 && (
        <p className="filter-toolbar__note">
          {t('welink.filters.active', { count: activeFilters })}{' '}
          <button type="button" className="link-button" onClick={() => filters.setAdvanced(EMPTY_FILTERS)}>
            {t('welink.filters.clear')}
          </button>
        </p>
      )}
      {filters.isFiltering && (
        <p className="filter-toolbar__note" role="status">
          {t('welink.filters.results', { count: matchCount })}
        </p>
      )}
    </div>
  );
}
