import { useId } from 'react';
import type { FilterChip } from '../../components/WeLink/filterEntries';

const CHIPS: ReadonlyArray<{ chip: FilterChip; label: string }> = [
  { chip: 'all', label: 'Todo' },
  { chip: 'questions', label: 'Preguntas' },
  { chip: 'services', label: 'Servicios' },
];

interface TimelineToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  chip: FilterChip;
  onChipChange: (chip: FilterChip) => void;
  onOpenFilters: () => void;
  activeFilters: number;
  onClearFilters: () => void;
  /** Shown while searching or filtering. */
  resultCount: number | null;
}

/** Free search, the Todo / Preguntas / Servicios chips and the advanced filters button. */
export function TimelineToolbar({
  query,
  onQueryChange,
  chip,
  onChipChange,
  onOpenFilters,
  activeFilters,
  onClearFilters,
  resultCount,
}: TimelineToolbarProps) {
  const id = useId();
  return (
    <div className="timeline-toolbar" data-tour="search">
      <label className="visually-hidden" htmlFor={`${id}-search`}>
        Buscar en tu Timeline
      </label>
      <input
        id={`${id}-search`}
        className="field__input timeline-toolbar__search"
        type="search"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        placeholder="Buscar por título, categoría, usuario..."
        autoComplete="off"
      />
      <div className="chips" role="group" aria-label="Filtrar eventos">
        {CHIPS.map(({ chip: value, label }) => (
          <button
            key={value}
            type="button"
            className="chip"
            aria-pressed={chip === value}
            onClick={() => onChipChange(value)}
          >
            {label}
          </button>
        ))}
        <button type="button" className="chip chip--filters" aria-haspopup="dialog" onClick={onOpenFilters}>
          Filtros avanzados
        </button>
      </div>
      {activeFilters > 0 && (
        <p className="timeline-toolbar__active">
          {activeFilters} {activeFilters === 1 ? 'filtro activo' : 'filtros activos'}
          <button type="button" className="link-button" onClick={onClearFilters}>
            Limpiar filtros
          </button>
        </p>
      )}
      {resultCount !== null && (
        <p className="timeline-toolbar__count" role="status">
          {resultCount} {resultCount === 1 ? 'resultado' : 'resultados'}
        </p>
      )}
    </div>
  );
}
