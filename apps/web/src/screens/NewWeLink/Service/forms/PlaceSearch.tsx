import { EXTERNAL_MESSAGES, type PlaceResult } from '@welink/domain';
import { useState } from 'react';
import { errorMessage } from '../../../../api/errors';
import { domainText } from '../../../../i18n/i18n';
import { usePlaceSearch, type LatLng } from '../../../../api/external';
import { Banner } from '../../../../components/Banner';
import { Field } from '../../../../components/form/Field';
import { useNewWeLinkT } from '../../messages';

interface PlaceSearchProps {
  /** Where to search around: the user's or the chosen point. */
  near: LatLng | null;
  onPick: (place: PlaceResult) => void;
  disabled?: boolean;
}

/** Spec §2 Restaurant, option 1: a place by name through the maps search (300 ms, from 3 characters). */
export function PlaceSearch({ near, onPick, disabled = false }: PlaceSearchProps) {
  const [text, setText] = useState('');
  const t = useNewWeLinkT();
  const [isOpen, setIsOpen] = useState(false);
  const search = usePlaceSearch(text, near);
  const shows = isOpen && search.isLongEnough;

  // Under the field: how the search went, or the places to pick from.
  const results = (
    <>
      {shows && search.isError && <Banner tone="error">{errorMessage(search.error, EXTERNAL_MESSAGES.placeSearchFailed)}</Banner>}
      {shows && search.isPending && (
        <p className="field__hint" role="status">
          {t('newWeLink.wizard.place.searching')}
        </p>
      )}
      {shows && search.isSuccess && search.data.length === 0 && (
        <p className="field__hint" role="status">
          {domainText(EXTERNAL_MESSAGES.noResults)}
        </p>
      )}
      {shows && search.isSuccess && search.data.length > 0 && (
        <ul className="suggestions__list" aria-label={t('newWeLink.wizard.place.found')}>
          {search.data.map((place) => (
            <li key={place.place_id}>
              <button
                type="button"
                className="suggestion"
                aria-label={`${place.name}, ${place.formatted_address}`}
                onClick={() => {
                  setIsOpen(false);
                  setText(place.name);
                  onPick(place);
                }}
              >
                <span className="suggestion__text">
                  <span className="suggestion__name">{place.name}</span>
                  <span className="suggestion__details">
                    {place.formatted_address}
                    {place.rating !== undefined ? ` · ★ ${place.rating}` : ''}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );

  return (
    <Field label={t('newWeLink.wizard.place.label')} className="place-search" footer={results}>
      {(aria) => (
        <input
          {...aria}
          type="search"
          className="field__input"
          value={text}
          placeholder={t('newWeLink.wizard.place.placeholder')}
          autoComplete="off"
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            setIsOpen(true);
          }}
        />
      )}
    </Field>
  );
}
