import { useState, type FormEvent } from 'react';
import { domainText } from '../../i18n/i18n';
import { Field } from '../form/Field';
import { DATE_RANGES, FILTER_CATEGORY_GROUPS, MEDIA_GROUP, type DateRange } from './constants';
import { countActiveFilters, EMPTY_FILTERS, type AdvancedFilters } from './filterEntries';
import { useWeLinkT } from './messages';
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
  const t = useWeLinkT();
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
      <Field label={t('welink.filters.text')}>
        {(aria) => (
          <input
            {...aria}
            className="field__input"
            type="search"
            value={filters.searchText}
            onChange={(event) => set('searchText', event.target.value)}
            placeholder={t('welink.filters.textPlaceholder')}
          />
        )}
      </Field>
      <Field label={t('welink.filters.category')}>
        {(aria) => (
          <select
            {...aria}
            className="field__input"
            value={filters.category}
            onChange={(event) => set('category', event.target.value)}
          >
            <option value="">{t('welink.filters.allCategories')}</option>
            {FILTER_CATEGORY_GROUPS.map((group) => (
              <optgroup key={group.label} label={group.label === MEDIA_GROUP ? t('welink.filters.mediaGroup') : domainText(group.label)}>
                {group.options.map((option) => (
                  <option key={option} value={option}>
                    {domainText(option)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('welink.filters.subcategory')}>
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
        <Field label={t('welink.filters.user')}>
          {(aria) => (
            <select
              {...aria}
              className="field__input"
              value={filters.user}
              onChange={(event) => set('user', event.target.value)}
            >
              <option value="">{t('welink.filters.allUsers')}</option>
              {users.map((user) => (
                <option key={user._id} value={user._id}>
                  {user.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field label={t('welink.filters.date')}>
        {(aria) => (
          <select
            {...aria}
            className="field__input"
            value={filters.dateRange}
            onChange={(event) => set('dateRange', event.target.value as DateRange | '')}
          >
            <option value="">{t('welink.filters.anyDate')}</option>
            {(Object.keys(DATE_RANGES) as DateRange[]).map((range) => (
              <option key={range} value={range}>
                {t(DATE_RANGES[range].label)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Stars
        label={t('welink.filters.minRating')}
        showLabel
        allowClear
        value={filters.rating}
        onChange={(rating) => set('rating', rating)}
      />
      <div className="actions actions--end">
        {countActiveFilters(initial) > 0 && (
          <button type="button" className="btn btn-secondary" onClick={() => onApply(EMPTY_FILTERS)}>
            {t('welink.filters.remove')}
          </button>
        )}
        <DialogClose asChild>
          <button type="button" className="btn btn-secondary">
            {t('welink.cancel')}
          </button>
        </DialogClose>
        <button type="submit" className="btn btn-primary" disabled={!hasFilter}>
          {t('welink.filters.apply')}
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
  const t = useWeLinkT();
  const showUserFilter = !hideUserFilter && users !== undefined;
  return (
    <WeLinkDialog open={open} onOpenChange={onOpenChange} title={t('welink.filters.title')}>
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
