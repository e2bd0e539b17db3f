import { useState } from 'react';
import { countActiveFilters, EMPTY_FILTERS, type AdvancedFilters, type FilterChip } from './filterEntries';

/** The free search, the chip and the advanced filters a Timeline or History visit starts with. */
export function useEntryFilters() {
  const [query, setQuery] = useState('');
  const [chip, setChip] = useState<FilterChip>('all');
  const [advanced, setAdvanced] = useState<AdvancedFilters>(EMPTY_FILTERS);
  const [isPanelOpen, setPanelOpen] = useState(false);
  const activeFilters = countActiveFilters(advanced);
  return {
    query,
    setQuery,
    chip,
    setChip,
    advanced,
    setAdvanced,
    isPanelOpen,
    setPanelOpen,
    activeFilters,
    isFiltering: query.trim() !== '' || activeFilters > 0,
  };
}

export type EntryFilters = ReturnType<typeof useEntryFilters>;
