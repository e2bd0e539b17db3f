import type { ExternalSearchResult, Item, SimilarItem, UserRatingAnswer } from '@welink/domain';
import { useReducer } from 'react';
import type { LatLng } from '../../../api/external';
import { findCategory, isLocated, type CategoryOption } from './categories';
import { EMPTY_FIELDS, fieldsFromItem, type TextFieldName, type WeLinkFields } from '../../../components/WeLink/weLinkForm';
import { fieldsFromSuggestion } from './wizardFields';
import { activeTexts } from '../../../lib/activeTexts';
// Registers the texts read below.
import '../messages';

/** The wizard's steps (spec §2). */
export type WizardStep = 'service' | 'duplicate' | 'rating' | 'edit-rating';

/** Similar items shown at most (spec §9). */
export const SIMILAR_SHOWN = 3;

export interface WizardState {
  /** The WeLink being edited (/new-welink/service/edit/{id}); null when creating. */
  editId: string | null;
  step: WizardStep;
  category: CategoryOption | null;
  fields: WeLinkFields;
  /** The catalogue entry picked, shown as a card on the rating step. */
  suggestion: ExternalSearchResult | null;
  /** Similar WeLinks found for the title (the first 3), one per title and place. */
  candidates: SimilarItem[];
  /** The similar-items check is running. */
  isChecking: boolean;
  /** The viewer's own WeLink whose rating the edit-rating step changes. */
  target: Item | null;
  /** 1–5; 0 not chosen yet; -1 pending (spec §4). */
  rating: number;
  comment: string;
  /** Where Volver leads from the rating steps. */
  cameFrom: WizardStep;
  /** Another member's WeLink chosen as 'Es el mismo': saving makes the viewer's copy of it. */
  copiedFrom: Item | null;
  /** The WeLink as created, once saved. */
  saved: Item | null;
}

export type WizardAction =
  | { type: 'categoryChosen'; category: CategoryOption }
  | { type: 'categoryCleared' }
  | { type: 'fieldChanged'; name: TextFieldName; value: string }
  | { type: 'fieldsReplaced'; fields: WeLinkFields }
  | { type: 'locationChanged'; coordinates: LatLng; address?: string | undefined; isLookingUp?: boolean | undefined }
  | { type: 'suggestionPicked'; result: ExternalSearchResult }
  | { type: 'detailsSubmitted' }
  | { type: 'similarChecked'; candidates: readonly SimilarItem[] }
  | { type: 'similarFailed' }
  | { type: 'newChosen' }
  | { type: 'existingChosen'; item: Item; own: UserRatingAnswer | null }
  | { type: 'ownCopyFound'; item: Item }
  | { type: 'conflict'; item: Item }
  | { type: 'ratingRequested' }
  | { type: 'ratingChanged'; rating: number }
  | { type: 'commentChanged'; comment: string }
  | { type: 'back' }
  | { type: 'saved'; item: Item };

export function initialWizardState(): WizardState {
  return {
    editId: null,
    step: 'service',
    category: null,
    fields: EMPTY_FIELDS,
    suggestion: null,
    candidates: [],
    isChecking: false,
    target: null,
    rating: 0,
    comment: '',
    cameFrom: 'service',
    copiedFrom: null,
    saved: null,
  };
}

/** The rating a saved WeLink shows in the rating control: its stars, or pending (-1), or none. */
export function ratingOf(item: Pick<Item, 'rating' | 'status'>): number {
  if (item.rating > 0) return item.rating;
  return item.status === 'pending_rating' ? -1 : 0;
}

/** The category a saved WeLink was made under: its subcategory, else its core category. */
export function categoryOfItem(item: Pick<Item, 'category' | 'subcategory'>): CategoryOption | null {
  return findCategory(item.subcategory) ?? findCategory(item.category) ?? null;
}

/** Editing a WeLink: its data in the form, its rating on the rating step (spec §2). */
export function editWizardState(item: Item): WizardState {
  return {
    ...initialWizardState(),
    editId: item._id,
    category: categoryOfItem(item),
    fields: fieldsFromItem(item),
    rating: ratingOf(item),
    comment: item.comment ?? '',
  };
}

/** A creation prefilled from route state (spec §2 "Creation may be prefilled"). */
export function prefilledWizardState(item: Partial<Item> & Pick<Item, 'title'>): WizardState {
  const complete: Item = {
    _id: '',
    category: '',
    status: 'pending_rating',
    rating: 0,
    user: { _id: '', name: '' },
    tags: [],
    externalRefs: [],
    createdAt: '',
    updatedAt: '',
    ...item,
  };
  return { ...initialWizardState(), category: categoryOfItem(complete), fields: fieldsFromItem(complete) };
}

/** Spec §4: which step follows the details form, or null when the similar-items check decides. */
export function stepAfterDetails(state: Pick<WizardState, 'category' | 'editId'>): WizardStep | null {
  if (state.editId !== null) return 'rating';
  const kind = state.category?.kind;
  // Libro and Serie go straight to rating.
  if (kind === 'book' || kind === 'series') return 'rating';
  return null;
}

const toEditRating = (state: WizardState, item: Item): WizardState => ({
  ...state,
  step: 'edit-rating',
  cameFrom: state.step === 'edit-rating' ? state.cameFrom : state.step,
  isChecking: false,
  target: item,
  rating: item.rating > 0 ? item.rating : 0,
  comment: item.comment ?? '',
});

const toRating = (state: WizardState): WizardState => ({
  ...state,
  step: 'rating',
  cameFrom: state.step === 'rating' ? state.cameFrom : state.step,
  isChecking: false,
});

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'categoryChosen':
      // A film's catalogue pick means nothing for a book: the pick goes, what was typed stays.
      return {
        ...state,
        category: action.category,
        suggestion: null,
        fields: state.suggestion ? { ...state.fields, image: '', externalRefs: [] } : state.fields,
      };
    case 'categoryCleared':
      return { ...state, category: null, suggestion: null, candidates: [] };
    case 'fieldChanged': {
      const fields = { ...state.fields, [action.name]: action.value };
      // An address the member writes is theirs for the point, whatever was looked up.
      if (action.name === 'address') fields.isAddressStale = false;
      // A new title is no longer the catalogue entry that was picked.
      if (action.name === 'title' && state.suggestion && action.value !== state.suggestion.title) {
        return { ...state, suggestion: null, fields: { ...fields, image: '', externalRefs: [] } };
      }
      return { ...state, fields };
    }
    case 'fieldsReplaced':
      return { ...state, fields: action.fields };
    case 'locationChanged':
      // Without an address, the one held so far belongs to the old point (see isAddressStale).
      return {
        ...state,
        fields: {
          ...state.fields,
          coordinates: action.coordinates,
          address: action.address ?? state.fields.address,
          isAddressStale: action.address === undefined && (action.isLookingUp === true || state.fields.address.trim() !== ''),
        },
      };
    case 'suggestionPicked': {
      const kind = state.category?.kind;
      if (kind !== 'film' && kind !== 'series' && kind !== 'book') return state;
      return { ...state, suggestion: action.result, fields: fieldsFromSuggestion(kind, action.result, state.fields) };
    }
    case 'detailsSubmitted': {
      if (state.step !== 'service' || state.category === null) return state;
      const next = stepAfterDetails(state);
      return next ? toRating(state) : { ...state, isChecking: true, candidates: [] };
    }
    case 'similarChecked': {
      if (state.step !== 'service') return state;
      const candidates = action.candidates.slice(0, SIMILAR_SHOWN);
      if (candidates.length === 0) return toRating({ ...state, candidates });
      return { ...state, step: 'duplicate', cameFrom: 'service', isChecking: false, candidates };
    }
    case 'similarFailed':
      // Spec §4 and §8: a failed check is only logged, and the flow goes on to rating.
      return state.step === 'service' ? toRating(state) : state;
    case 'newChosen':
      return state.step === 'duplicate' ? toRating({ ...state, copiedFrom: null }) : state;
    case 'existingChosen': {
      if (state.step !== 'duplicate') return state;
      const { item, own } = action;
      if (own?.itemId) {
        const mine: Item = {
          ...item,
          _id: own.itemId,
          rating: own.rating,
          comment: own.comment,
          status: own.status ?? item.status,
        };
        return toEditRating(state, mine);
      }
      // Someone else's WeLink the viewer has no copy of: rate it as their own, with its data.
      const category = categoryOfItem(item) ?? state.category;
      const fields = { ...fieldsFromItem(item), tags: [] };
      return toRating({ ...state, category, fields, copiedFrom: item });
    }
    case 'ownCopyFound':
    case 'conflict':
      return toEditRating(state, action.item);
    case 'ratingRequested':
      return state.step === 'service' ? toRating(state) : state;
    case 'ratingChanged':
      return { ...state, rating: action.rating };
    case 'commentChanged':
      return { ...state, comment: action.comment };
    case 'back':
      if (state.step === 'duplicate') return { ...state, step: 'service', candidates: [], isChecking: false, copiedFrom: null };
      if (state.step === 'edit-rating') {
        return { ...state, step: state.cameFrom, target: null, rating: 0, comment: '' };
      }
      if (state.step === 'rating') return { ...state, step: state.cameFrom, copiedFrom: null };
      return state;
    case 'saved':
      return { ...state, saved: action.item };
  }
}

export const RATING_STEP_MESSAGES = activeTexts({
  rating: 'newWeLink.wizard.rating.required',
  category: 'newWeLink.wizard.rating.categoryRequired',
  name: 'newWeLink.wizard.field.serviceName',
  address: 'newWeLink.wizard.rating.addressFailed',
});

/** Spec §5, the rating step's checks in order; the address is tried by geolocation first, by the caller. */
export function ratingStepProblem(state: Pick<WizardState, 'rating' | 'category' | 'fields'>): string | null {
  if (state.rating === 0) return RATING_STEP_MESSAGES.rating;
  if (state.category === null) return RATING_STEP_MESSAGES.category;
  if (state.fields.title.trim() === '') return RATING_STEP_MESSAGES.name;
  return null;
}

/** Whether saving needs an address it does not have yet (spec §5). */
export function needsAddress(state: Pick<WizardState, 'category' | 'fields'>): boolean {
  return state.category !== null && isLocated(state.category.kind) && state.fields.address.trim() === '';
}

/**
 * Whether the member entered something the wizard has not saved: a category, a field, a pick, a
 * rating or a comment that differs from how the wizard opened. Nothing is unsaved once it saved.
 */
export function hasUnsavedChanges(opened: WizardState, now: WizardState): boolean {
  if (now.saved !== null) return false;
  return (
    opened.category?.name !== now.category?.name ||
    opened.suggestion !== now.suggestion ||
    opened.rating !== now.rating ||
    opened.comment !== now.comment ||
    JSON.stringify(opened.fields) !== JSON.stringify(now.fields)
  );
}

export function useWizard(init: () => WizardState) {
  return useReducer(wizardReducer, undefined, init);
}
