import { useQueryClient } from '@tanstack/react-query';
import type { ExternalSearchResult, Item, PlaceResult } from '@welink/domain';
import { useEffect, useRef, useState, type Dispatch } from 'react';
import { catalogueDetails } from '../../../api/external';
import { fetchUserRating, findOwnItem, similarQuery } from '../../../api/items';
import type { LocationChange } from '../../../components/MapPicker/MapPicker';
import type { TextFieldName } from '../../../components/WeLink/weLinkForm';
import { focusFirstError, type FieldErrors } from '../../../lib/formErrors';
import { CORE_CATEGORY, type CategoryOption } from './categories';
import { RATING_STEP_MESSAGES, stepAfterDetails, type WizardAction, type WizardState } from './useWizard';
import { WIZARD_TIMINGS } from './wizardMessages';
import { fieldsFromPlace, fieldsFromSuggestion, validateDetails } from './wizardFields';

/** Runs callbacks later, and drops the pending ones when the wizard goes away. */
function useLater() {
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  return (ms: number, run: () => void) => {
    timers.current.push(setTimeout(run, ms));
  };
}

/**
 * The details form and the similar-WeLinks step (spec §4, §5): field errors, catalogue and place
 * picks, and the checks between the form and the rating step.
 */
export function useDetailsStep(state: WizardState, dispatch: Dispatch<WizardAction>) {
  const queryClient = useQueryClient();
  const later = useLater();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [hasTypedTitle, setHasTypedTitle] = useState(false);
  const [isWorking, setIsWorking] = useState(false);
  const { category, fields } = state;
  const isEditing = state.editId !== null;

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    // The fields render with their errors first; then the first one gets the focus.
    later(0, () => focusFirstError(formRef.current, found));
  };

  const chooseCategory = (option: CategoryOption) => {
    setErrors({});
    dispatch({ type: 'categoryChosen', category: option });
  };

  const changeField = (name: TextFieldName, value: string) => {
    if (name === 'title') setHasTypedTitle(true);
    setErrors(({ [name]: _dropped, ...rest }) => rest);
    dispatch({ type: 'fieldChanged', name, value });
  };

  const changeLocation = (change: LocationChange) => {
    if (change.address !== undefined) setErrors(({ address: _dropped, ...rest }) => rest);
    dispatch({ type: 'locationChanged', ...change });
  };

  const choosePlace = (place: PlaceResult) => {
    setErrors({});
    dispatch({ type: 'fieldsReplaced', fields: fieldsFromPlace(place, fields) });
  };

  /**
   * Spec §4 after a catalogue pick: the form takes everything the catalogue knows (a film's or
   * series' details are read by id first); a required field it left empty is asked for before
   * moving on. Then books go to rating after ~0.5 s; films and series check for an own copy.
   */
  const pickSuggestion = async (picked: ExternalSearchResult) => {
    if (!category) return;
    const kind = category.kind;
    setHasTypedTitle(false);
    setIsWorking(true);
    const result =
      (kind === 'film' || kind === 'series') && picked.provider === 'tmdb'
        ? await catalogueDetails(kind === 'film' ? 'movies' : 'tv', picked.externalId).catch((error: unknown) => {
            // The search's own facts still fill the form; the rest is typed by hand.
            console.warn('No se pudieron leer los detalles del catálogo', error);
            return picked;
          })
        : picked;
    dispatch({ type: 'suggestionPicked', result });
    if (isEditing) {
      setIsWorking(false);
      return;
    }
    const problems = validateDetails(kind, fieldsFromSuggestion(kind, result, fields));
    if (Object.keys(problems).length > 0) {
      setIsWorking(false);
      showErrors(problems);
      return;
    }
    setErrors({});
    if (kind === 'book') {
      later(WIZARD_TIMINGS.bookPickDelayMs, () => {
        setIsWorking(false);
        dispatch({ type: 'ratingRequested' });
      });
      return;
    }
    findOwnItem(result.title, CORE_CATEGORY[kind])
      .then(
        (own) => dispatch(own && own.rating > 0 ? { type: 'ownCopyFound', item: own } : { type: 'ratingRequested' }),
        (error: unknown) => {
          console.warn('No se pudo comprobar si ya tienes este WeLink', error);
          dispatch({ type: 'ratingRequested' });
        },
      )
      .finally(() => setIsWorking(false));
  };

  const continueFromDetails = () => {
    if (!category) {
      showErrors({ category: RATING_STEP_MESSAGES.category });
      return;
    }
    const problems = validateDetails(category.kind, fields);
    if (Object.keys(problems).length > 0) {
      showErrors(problems);
      return;
    }
    setErrors({});
    dispatch({ type: 'detailsSubmitted' });
    if (stepAfterDetails(state) !== null) return;
    queryClient.fetchQuery(similarQuery(fields.title, CORE_CATEGORY[category.kind], fields.address)).then(
      (candidates) => dispatch({ type: 'similarChecked', candidates }),
      (error: unknown) => {
        // Spec §8: only logged; the flow goes on to rating.
        console.warn('La búsqueda de WeLinks similares falló', error);
        dispatch({ type: 'similarFailed' });
      },
    );
  };

  /** 'Es el mismo' on a similar WeLink: the viewer's own rating of it, if any, is read first. */
  const chooseExisting = (item: Item) => {
    setIsWorking(true);
    fetchUserRating(item._id)
      .then(
        (own) => dispatch({ type: 'existingChosen', item, own }),
        (error: unknown) => {
          console.warn('No se pudo leer tu valoración de este WeLink', error);
          dispatch({ type: 'existingChosen', item, own: null });
        },
      )
      .finally(() => setIsWorking(false));
  };

  return {
    formRef,
    errors,
    isWorking,
    /** Suggestions show once the member types a title and until one is picked. */
    showSuggestions: hasTypedTitle && state.suggestion === null,
    chooseCategory,
    changeField,
    changeLocation,
    choosePlace,
    pickSuggestion,
    continueFromDetails,
    chooseExisting,
  };
}
