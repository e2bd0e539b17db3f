import { formatBadgeCount } from '@welink/domain';
import { useId } from 'react';
import type { FilterChip } from '../../components/WeLink/filterEntries';

const CHIPS: ReadonlyArray<{ chip: FilterChip; label: string }> = [
  { chip: 'all', label: 'Todo' },
  { chip: 'questions', label: 'Preguntas' },
  { chip: 'services', label: 'Servicios' },
  { chip: 'pending', label: 'Pendientes' },
];

interface HistoryToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  chip: FilterChip;
  onChipChange: (chip: FilterChip) => void;
  /** Items waiting for a rating, for the Pendientes badge (9+ above 9). */
  pendingCount: number;
  onOpenFilters: () => void;
  activeFilters: number;
  onClearFilters: () => void;
  /** Shown while searching or filtering. */
  resultCount: number | null;
}

/** Free search, the Todo / Preguntas / Servicios / Pendientes chips and the advanced filters button. */
export function HistoryToolbar({
  query,
  onQueryChange,
  chip,
  onChipChange,
  pendingCount,
  onOpenFilters,
  activeFilters,
  onClearFilters,
  resultCount,
}: HistoryToolbarProps) {
  const id = useId();
  return (
    <div className="history-toolbar">
      <label className="visually-hidden" htmlFor={`${id}-search`}>
        Buscar en tu historial
      </label>
      <input
        id={`${id}-search`}
        className="field__input history-toolbar__search"
        type="search"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        placeholder="Buscar por título, categoría, comentario..."
        autoComplete="off"
      />
      <div className="history-chips" role="group" aria-label="Filtrar historial">
        {CHIPS.map(({ chip: value, label }) => (
          <button
            key={value}
            type="button"
            className="history-chip"
            aria-pressed={chip === value}
            onClick={() => onChipChange(value)}
          >
            {label}
            {value === 'pending' && pendingCount > 0 && (
              <>
                <span className="history-chip__badge" aria-hidden="true">
                  {formatBadgeCount(pendingCount)}
                </span>
                <span className="visually-hidden"> ({pendingCount} por valorar)</span>
              </>
            )}
          </button>
        ))}
        <button type="button" className="history-chip history-chip--filters" aria-haspopup="dialog" onClick={onOpenFilters}>
          Filtros avanzados
        </button>
      </div>
      {activeFilters > 0 && (
        <p className="history-toolbar__note">
          {activeFilters} {activeFilters === 1 ? 'filtro activo' : 'filtros activos'}
          <button type="button" className="link-button" onClick={onClearFilters}>
            Limpiar filtros
          </button>
        </p>
      )}
      {resultCount !== null && (
        <p className="history-toolbar__note" role="status">
          {resultCount} {resultCount === 1 ? 'resultado' : 'resultados'}
        </p>
      )}
    </div>
  );
}
