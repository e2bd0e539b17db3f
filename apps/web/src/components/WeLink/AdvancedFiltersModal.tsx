import { useState, type FormEvent } from 'react';
import { Field } from '../form/Field';
import { DATE_RANGES, FILTER_CATEGORY_GROUPS, type DateRange } from './constants';
import { countActiveFilters, EMPTY_FILTERS, type AdvancedFilters } from './filterEntries';
import { Stars } from './Stars';
import { DialogClose, WeLinkDialog } from './WeLinkDialog';

export interface UserOption {
  _id: string;
  name: string;
}

interface AdvancedFiltersModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The filters in force; the form starts from them each time it opens. */
  value: AdvancedFilters;
  onApply: (filters: AdvancedFilters) => void;
  /** The users offered by the user filter (the Timeline passes the distinct sharers). */
  users?: readonly UserOption[];
  /** History has no user filter. */
  hideUserFilter?: boolean;
}

function FiltersForm({
  initial,
  onApply,
  users,
  showUserFilter,
}: {
  initial: AdvancedFilters;
  onApply: (filters: AdvancedFilters) => void;
  users: readonly UserOption[];
  showUserFilter: boolean;
}) {
  const [filters, setFilters] = useState<AdvancedFilters>(initial);
  const set = <K extends keyof AdvancedFilters>(key: K, value: AdvancedFilters[K]) =>
    setFilters((current) => ({ ...current, [key]: value }));
  const hasFilter = countActiveFilters(showUserFilter ? filters : { ...filters, user: '' }) > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasFilter) return;
    onApply({ ...filters, searchText: filters.searchText.trim(), subcategory: filters.subcategory.trim(), user: showUserFilter ? filters.user : '' });
  };

  return (
    <form className="form filters-form" onSubmit={submit}>
      <Field label="Texto">
        {(aria) => (
          <input
            {...aria}
            className="field__input"
            type="search"
            value={filters.searchText}
            onChange={(event) => set('searchText', event.target.value)}
            placeholder="Título, categoría o subcategoría"
          />
        )}
      </Field>
      <Field label="Categoría">
        {(aria) => (
          <select
            {...aria}
            className="field__input"
            value={filters.category}
            onChange={(event) => set('category', event.target.value)}
          >
            <option value="">Todas</option>
            {FILTER_CATEGORY_GROUPS.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      <Field label="Subcategoría">
        {(aria) => (
          <input
            {...aria}
            className="field__input"
            value={filters.subcategory}
            onChange={(event) => set('subcategory', event.target.value)}
          />
        )}
      </Field>
      {showUserFilter && (
        <Field label="Usuario">
          {(aria) => (
            <select
              {...aria}
              className="field__input"
              value={filters.user}
              onChange={(event) => set('user', event.target.value)}
            >
              <option value="">Todos</option>
              {users.map((user) => (
                <option key={user._id} value={user._id}>
                  {user.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field label="Fecha">
        {(aria) => (
          <select
            {...aria}
            className="field__input"
            value={filters.dateRange}
            onChange={(event) => set('dateRange', event.target.value as DateRange | '')}
          >
            <option value="">Cualquier fecha</option>
            {(Object.keys(DATE_RANGES) as DateRange[]).map((range) => (
              <option key={range} value={range}>
                {DATE_RANGES[range].label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Stars
        label="Valoración mínima"
        showLabel
        allowClear
        value={filters.rating}
        onChange={(rating) => set('rating', rating)}
      />
      <div className="actions actions--end">
        {countActiveFilters(initial) > 0 && (
          <button type="button" className="btn btn-secondary" onClick={() => onApply(EMPTY_FILTERS)}>
            Quitar filtros
          </button>
        )}
        <DialogClose asChild>
          <button type="button" className="btn btn-secondary">
            Cancelar
          </button>
        </DialogClose>
        <button type="submit" className="btn btn-primary" disabled={!hasFilter}>
          Aplicar
        </button>
      </div>
    </form>
  );
}

/**
 * The advanced filter panel (spec part 1 §2, §5): text, category (grouped list of §3),
 * subcategory, user (when offered), date range and minimum rating. 'Aplicar' needs a filter;
 * 'Quitar filtros' (shown while some are in force) removes them all.
 */
export function AdvancedFiltersModal({
  open,
  onOpenChange,
  value,
  onApply,
  users,
  hideUserFilter = false,
}: AdvancedFiltersModalProps) {
  const showUserFilter = !hideUserFilter && users !== undefined;
  return (
    <WeLinkDialog open={open} onOpenChange={onOpenChange} title="Filtros avanzados">
      <FiltersForm
        initial={value}
        users={users ?? []}
        showUserFilter={showUserFilter}
        onApply={(filters) => {
          onApply(filters);
          onOpenChange(false);
        }}
      />
    </WeLinkDialog>
  );
}
