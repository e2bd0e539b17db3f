import { useQueryClient } from '@tanstack/react-query';
import { type ExternalSearchResult, type Item, ITEM_MESSAGES, ITEM_TEXT_MAX, itemAddedToGuidesMessage, type PlaceResult } from '@welink/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { catalogueDetails, reverseGeocode } from '../../../api/external';
import { useSession } from '../../../state/useSession';
import { Banner, type BannerMessage } from '../../../components/Banner';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useLeaveConfirmation } from '../../../hooks/useLeaveConfirmation';
import type { LocationChange } from '../../../components/MapPicker/MapPicker';
import { TextField } from '../../../components/TextField';
import { WELINK_MESSAGES } from '../../../components/WeLink/constants';
import { focusFirstError, type FieldErrors } from '../../../lib/formErrors';
import { CREATE_LIST_DEFAULTS, type CreateListState } from '../../Lists/createListState';
import { CORE_CATEGORY, isLocated, type CategoryOption } from './categories';
import { locateUser } from './geolocation';
import { ItemSummary, SavedItemCard } from './ItemSummary';
import { RatingStep } from './RatingStep';
import { ServiceStep } from './ServiceStep';
import { SimilarStep } from './SimilarStep';
import { CreatedDialogs, type CreatedDialog } from './SuccessDialog';
import {
  hasUnsavedChanges,
  needsAddress,
  RATING_STEP_MESSAGES,
  ratingStepProblem,
  stepAfterDetails,
  useWizard,
  type WizardState,
  type WizardStep,
} from './useWizard';
import { fetchUserRating, findOwnItem, similarQuery, useCreateItem, useUpdateItem } from '../../../api/items';
import { WIZARD_MESSAGES, WIZARD_TIMINGS } from './wizardMessages';
import { editPayload, ratingPayload, type TextFieldName } from '../../../components/WeLink/weLinkForm';
import { buildItemPayload, fieldsFromPlace, fieldsFromSuggestion, validateDetails } from './wizardFields';

const STEP_TITLES: Record<WizardStep, string> = {
  service: 'Categoría y datos',
  duplicate: '¿Es alguno de estos?',
  rating: 'Tu valoración',
  'edit-rating': 'Editar tu valoración',
};

interface ServiceWizardProps {
  title: string;
  initial: () => WizardState;
  /** Where Cancelar leads. */
  returnPath: string;
}

interface Redirect {
  message: string;
  delayMs: number;
}

const failure = (error: unknown) => {
  const detail = error instanceof Error && error.message ? error.message : 'error desconocido';
  return WIZARD_MESSAGES.saveFailed + detail;
};

/** The wizard's steps and the calls between them (spec §2, §4, §5). */
export function ServiceWizard({ title, initial, returnPath }: ServiceWizardProps) {
  const [opened] = useState(initial);
  const [state, dispatch] = useWizard(() => opened);
  // What an edited WeLink held when the form opened: a field emptied since is cleared on save.
  const savedFields = opened.fields;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createItem = useCreateItem();
  const updateItem = useUpdateItem();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [ratingError, setRatingError] = useState<string | null>(null);
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const [isSaveConfirmOpen, setIsSaveConfirmOpen] = useState(false);
  const [hasTypedTitle, setHasTypedTitle] = useState(false);
  const [isWorking, setIsWorking] = useState(false);
  const [askAddress, setAskAddress] = useState(false);
  const [dialog, setDialog] = useState<CreatedDialog>(null);
  const [redirect, setRedirect] = useState<Redirect | null>(null);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);

  const { step, category, fields, editId } = state;
  const isEditing = editId !== null;
  const isCopy = state.copiedFrom !== null;
  const createdMessage = isCopy ? WIZARD_MESSAGES.savedCopy : ITEM_MESSAGES.created;
  const viewerId = useSession()?.user.userId ?? null;
  const isBusy = isWorking || state.isChecking || createItem.isPending || updateItem.isPending || redirect !== null;
  const leave = useLeaveConfirmation(redirect === null && hasUnsavedChanges(opened, state));

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    if (!redirect) return;
    const timer = setTimeout(() => void navigate('/history', { state: { message: redirect.message } }), redirect.delayMs);
    return () => clearTimeout(timer);
  }, [redirect, navigate]);

  // A new step is announced by moving the focus to its heading, and starts with no rating error.
  const previousStep = useRef(step);
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    headingRef.current?.focus();
  }, [step]);
  const [shownStep, setShownStep] = useState(step);
  if (shownStep !== step) {
    setShownStep(step);
    setRatingError(null);
  }

  const later = (ms: number, run: () => void) => {
    timers.current.push(setTimeout(run, ms));
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

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    // The fields render with their errors first; then the first one gets the focus.
    later(0, () => focusFirstError(formRef.current, found));
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

  /** Spec §5 checks, the address by geolocation when missing, then the confirmation. */
  const requestSave = async () => {
    setBanner(null);
    const problem = step === 'edit-rating' ? (state.rating === 0 ? RATING_STEP_MESSAGES.rating : null) : ratingStepProblem(state);
    if (problem) {
      setRatingError(problem);
      return;
    }
    if (step === 'rating' && needsAddress(state)) {
      setIsWorking(true);
      try {
        // A point chosen on the map is kept: its own address, never the device's position instead.
        const { coordinates } = fields;
        const located = coordinates ? { coordinates, address: await reverseGeocode(coordinates) } : await locateUser();
        dispatch({ type: 'locationChanged', ...located });
      } catch {
        setAskAddress(true);
        setRatingError(RATING_STEP_MESSAGES.address);
        return;
      } finally {
        setIsWorking(false);
      }
    }
    setRatingError(null);
    setIsSaveConfirmOpen(true);
  };

  const save = () => {
    setBanner(null);
    if (step === 'edit-rating' && state.target) {
      updateItem.mutate(
        { itemId: state.target._id, payload: ratingPayload(state.rating, state.comment) },
        {
          onSuccess: () => {
            setBanner({ tone: 'success', text: ITEM_MESSAGES.ratingUpdated });
            setRedirect({ message: ITEM_MESSAGES.ratingUpdated, delayMs: WIZARD_TIMINGS.editedRedirectMs });
          },
          onError: (error) => setBanner({ tone: 'error', text: failure(error) }),
        },
      );
      return;
    }
    if (!category) return;
    const payloadOf = (from: typeof fields) =>
      buildItemPayload({ kind: category.kind, categoryName: category.name, fields: from, rating: state.rating, comment: state.comment });
    const payload = payloadOf(fields);
    if (editId !== null) {
      updateItem.mutate(
        { itemId: editId, payload: editPayload(payloadOf(savedFields), payload) },
        {
          onSuccess: () => {
            setBanner({ tone: 'success', text: ITEM_MESSAGES.updated });
            setRedirect({ message: ITEM_MESSAGES.updated, delayMs: WIZARD_TIMINGS.editedRedirectMs });
          },
          onError: (error) => setBanner({ tone: 'error', text: failure(error) }),
        },
      );
      return;
    }
    createItem.mutate(payload, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'conflict') {
          // Spec §4: not an error: the viewer edits the rating of the WeLink they already have.
          setBanner({ tone: 'info', text: outcome.message || ITEM_MESSAGES.alreadySaved });
          dispatch({ type: 'conflict', item: outcome.item });
          return;
        }
        setBanner({ tone: 'success', text: createdMessage });
        dispatch({ type: 'saved', item: outcome.item });
        setDialog('success');
      },
      onError: (error) => setBanner({ tone: 'error', text: failure(error) }),
    });
  };

  const leaveWithoutGuide = () => {
    setDialog(null);
    setRedirect({ message: createdMessage, delayMs: WIZARD_TIMINGS.createdRedirectMs });
  };

  const toNewGuide = (item: Item) => {
    const listState: CreateListState = { createList: true, itemId: item._id, ...CREATE_LIST_DEFAULTS };
    void navigate('/lists', { state: listState });
  };

  const summary = <ItemSummary category={category} fields={fields} suggestion={state.suggestion} />;
  const addressField =
    askAddress && category && isLocated(category.kind) ? (
      <TextField
        label="Dirección *"
        name="address"
        value={fields.address}
        onChange={(event) => {
          setRatingError(null);
          dispatch({ type: 'fieldChanged', name: 'address', value: event.target.value });
        }}
        maxLength={ITEM_TEXT_MAX.address}
        disabled={isBusy}
      />
    ) : null;

  return (
    <section className="wizard" aria-labelledby="wizard-title">
      <h1 id="wizard-title" className="screen-title">
        {title}
      </h1>
      <h2 className="wizard__step-title" ref={headingRef} tabIndex={-1}>
        {STEP_TITLES[step]}
      </h2>
      {banner && <Banner tone={banner.tone}>{banner.text}</Banner>}

      {step === 'service' && (
        <ServiceStep
          formRef={formRef}
          category={category}
          fields={fields}
          errors={errors}
          isEditing={isEditing}
          isBusy={isBusy}
          showSuggestions={hasTypedTitle && state.suggestion === null}
          onCategory={chooseCategory}
          onClearCategory={() => dispatch({ type: 'categoryCleared' })}
          onField={changeField}
          onSuggestion={(result) => void pickSuggestion(result)}
          onPlace={choosePlace}
          onLocation={changeLocation}
          onContinue={continueFromDetails}
          onCancel={() => leave.cancelTo(returnPath)}
        />
      )}
      {step === 'duplicate' && (
        <SimilarStep
          candidates={state.candidates}
          viewerId={viewerId}
          onSame={chooseExisting}
          onNew={() => dispatch({ type: 'newChosen' })}
          onBack={() => dispatch({ type: 'back' })}
          isBusy={isBusy}
        />
      )}
      {(step === 'rating' || step === 'edit-rating') && (
        <RatingStep
          summary={step === 'edit-rating' && state.target ? <SavedItemCard item={state.target} /> : summary}
          note={step === 'edit-rating' ? <p className="field__hint">{WELINK_MESSAGES.alreadyRatedNote}</p> : null}
          addressField={step === 'rating' ? addressField : null}
          rating={state.rating}
          comment={state.comment}
          onRating={(rating) => {
            setRatingError(null);
            dispatch({ type: 'ratingChanged', rating });
          }}
          onComment={(comment) => dispatch({ type: 'commentChanged', comment })}
          error={ratingError}
          isBusy={isBusy || state.saved !== null}
          saveLabel={step === 'edit-rating' ? 'Guardar valoración' : isEditing ? 'Guardar cambios' : 'Guardar WeLink'}
          onSave={() => void requestSave()}
          onBack={() => dispatch({ type: 'back' })}
          onCancel={() => leave.cancelTo(returnPath)}
        />
      )}

      <ConfirmDialog
        open={isSaveConfirmOpen}
        onOpenChange={setIsSaveConfirmOpen}
        title={step === 'edit-rating' ? 'Guardar valoración' : isEditing ? 'Guardar cambios' : 'Guardar WeLink'}
        description={
          step === 'edit-rating' ? WIZARD_MESSAGES.ratingConfirm : isEditing ? WIZARD_MESSAGES.updateConfirm : WIZARD_MESSAGES.saveConfirm
        }
        confirmLabel="Sí, guardar"
        cancelLabel="Seguir editando"
        onConfirm={save}
      />
      {leave.dialog}
      {state.saved && (
        <CreatedDialogs
          item={state.saved}
          isCopy={isCopy}
          dialog={dialog}
          onDialog={setDialog}
          onNoThanks={leaveWithoutGuide}
          onAddedToGuide={(guides) => void navigate('/history', { state: { message: itemAddedToGuidesMessage(guides) } })}
          onNewGuide={toNewGuide}
        />
      )}
    </section>
  );
}
