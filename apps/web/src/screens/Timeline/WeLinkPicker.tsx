import { mostSpecificCategoryLabel, type Item } from '@welink/domain';
import { useId, useState } from 'react';
import { useItemSearch } from '../../api/items';
import { Stars } from '../../components/WeLink/Stars';
import { Field } from '../../components/form/Field';
import { useTimelineT } from './messages';

export interface SelectedWeLink {
  item: Item;
  /** 0 = sin valorar. */
  rating: number;
  comment: string;
}

/** A response carries at most 10 WeLinks (ResponseCreateSchema). */
export const MAX_RESPONSE_ITEMS = 10;

interface WeLinkPickerProps {
  selected: SelectedWeLink[];
  onChange: (selected: SelectedWeLink[]) => void;
  disabled?: boolean;
}

/** Finds WeLinks to attach ('Buscar' or Enter) and rates and comments each one chosen. */
export function WeLinkPicker({ selected, onChange, disabled = false }: WeLinkPickerProps) {
  const t = useTimelineT();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const search = useItemSearch(term);
  const isFull = selected.length >= MAX_RESPONSE_ITEMS;

  const runSearch = () => {
    const next = draft.trim();
    if (!next) {
      setHint(t('timeline.pick.typeSomething'));
      return;
    }
    setHint(null);
    if (next === term) void search.refetch();
    else setTerm(next);
  };

  const add = (item: Item) => {
    if (isFull || selected.some((s) => s.item._id === item._id)) return;
    onChange([...selected, { item, rating: 0, comment: '' }]);
  };

  const update = (itemId: string, patch: Partial<SelectedWeLink>) =>
    onChange(selected.map((s) => (s.item._id === itemId ? { ...s, ...patch } : s)));

  return (
    <div className="welink-picker">
      <Field label={t('timeline.pick.label')}>
        {(aria) => (
          <>
            <div className="welink-picker__search">
              <input
                {...aria}
                className="field__input"
                type="search"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  // Enter searches; it never sends the response.
                  event.preventDefault();
                  runSearch();
                }}
                placeholder={t('timeline.pick.placeholder')}
                disabled={disabled}
                aria-describedby={hint ? `${id}-hint` : undefined}
              />
              <button type="button" className="btn btn-secondary" onClick={runSearch} disabled={disabled}>
                {t('timeline.pick.search')}
              </button>
            </div>
            {hint && (
              <p className="field__error" id={`${id}-hint`}>
                {hint}
              </p>
            )}
          </>
        )}
      </Field>

      {term !== '' && (
        <div className="welink-picker__results" aria-live="polite">
          {search.isFetching ? (
            <p className="loading">{t('timeline.pick.searching')}</p>
          ) : search.isError ? (
            <p className="field__error">{t('timeline.pick.failed')}</p>
          ) : search.data && search.data.length === 0 ? (
            <p className="welink-picker__empty">{t('timeline.pick.none')}</p>
          ) : (
            <ul className="welink-results" aria-label={t('timeline.pick.results')}>
              {search.data?.map((item) => {
                const isChosen = selected.some((s) => s.item._id === item._id);
                return (
                  <li key={item._id}>
                    <button
                      type="button"
                      className="welink-results__option"
                      onClick={() => add(item)}
                      disabled={disabled || isChosen || isFull}
                      aria-label={t(isChosen ? 'timeline.pick.added' : 'timeline.pick.add', { title: item.title })}
                    >
                      <span className="welink-results__title">{item.title}</span>
                      <span className="welink-results__meta">
                        {[mostSpecificCategoryLabel(item), item.user.name].filter(Boolean).join(' · ')}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {isFull && <p className="field__hint">{t('timeline.pick.max', { max: MAX_RESPONSE_ITEMS })}</p>}
        </div>
      )}

      {selected.length > 0 && (
        <ul className="welink-selected" aria-label={t('timeline.pick.chosen')}>
          {selected.map((s) => (
            <li key={s.item._id} className="welink-selected__row">
              <div className="welink-selected__head">
                <strong className="welink-selected__title">{s.item.title}</strong>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => onChange(selected.filter((x) => x.item._id !== s.item._id))}
                  disabled={disabled}
                  aria-label={`Quitar ${s.item.title}`}
                >
                  {t('timeline.pick.remove')}
                </button>
              </div>
              <Stars
                label={t('timeline.ratingOf', { name: s.item.title })}
                value={s.rating}
                onChange={(rating) => update(s.item._id, { rating })}
                allowClear
                disabled={disabled}
                size="sm"
              />
              <label className="visually-hidden" htmlFor={`${id}-comment-${s.item._id}`}>
                {t('timeline.pick.commentOn', { title: s.item.title })}
              </label>
              <textarea
                id={`${id}-comment-${s.item._id}`}
                className="field__input"
                rows={3}
                value={s.comment}
                onChange={(event) => update(s.item._id, { comment: event.target.value })}
                placeholder={t('timeline.pick.comment')}
                disabled={disabled}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
