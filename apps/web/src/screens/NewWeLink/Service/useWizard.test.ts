import type { ExternalSearchResult } from '@welink/domain';
import { describe, expect, it } from 'vitest';
import { makeItem } from '../../../components/WeLink/testFixtures';
import { findCategory, type CategoryOption } from './categories';
import {
  editWizardState,
  hasUnsavedChanges,
  initialWizardState,
  needsAddress,
  RATING_STEP_MESSAGES,
  ratingStepProblem,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from './useWizard';

const category = (name: string): CategoryOption => {
  const found = findCategory(name);
  if (!found) throw new Error(`no category ${name}`);
  return found;
};

const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);

const chosen = (name: string, title = 'Casa Lucio') =>
  run(initialWizardState(), { type: 'categoryChosen', category: category(name) }, { type: 'fieldChanged', name: 'title', value: title });

const dune: ExternalSearchResult = {
  provider: 'tmdb',
  externalId: '438631',
  entityType: 'movie',
  title: 'Dune',
  url: 'https://www.themoviedb.org/movie/438631',
  thumbnail: 'https://image.tmdb.org/t/p/w185/d.jpg',
  releaseDate: '2021-09-15',
  overview: 'Paul Atreides…',
  genres: ['Ciencia ficción', 'Aventura'],
};

describe('wizardReducer: the service step', () => {
  it('starts on service with no category, and a category choice keeps what was typed', () => {
    const state = initialWizardState();
    expect(state).toMatchObject({ step: 'service', category: null, rating: 0 });
    const next = run(state, { type: 'fieldChanged', name: 'title', value: 'Casa' }, { type: 'categoryChosen', category: category('Bar') });
    expect(next.category?.name).toBe('Bar');
    expect(next.fields.title).toBe('Casa');
  });

  it('clearing the category (the banner edit link) empties it', () => {
    expect(run(chosen('Bar'), { type: 'categoryCleared' }).category).toBeNull();
  });

  it('a place, service or manual film starts the similar check instead of moving on', () => {
    for (const name of ['Restaurante', 'Dentista', 'Película']) {
      const state = run(chosen(name), { type: 'detailsSubmitted' });
      expect(state).toMatchObject({ step: 'service', isChecking: true });
    }
  });

  it('Libro and Serie go straight to rating', () => {
    expect(run(chosen('Libro'), { type: 'detailsSubmitted' })).toMatchObject({ step: 'rating', isChecking: false });
    expect(run(chosen('Serie'), { type: 'detailsSubmitted' })).toMatchObject({ step: 'rating' });
  });

  it('with no category nothing happens', () => {
    const state = run(initialWizardState(), { type: 'detailsSubmitted' });
    expect(state).toMatchObject({ step: 'service', isChecking: false });
  });

  it('an edit goes to rating without the similar check (it would find itself)', () => {
    const state = run(editWizardState(makeItem({ _id: 'i-9', user: { _id: 'u-1', name: 'Ana' } })), { type: 'detailsSubmitted' });
    expect(state.step).toBe('rating');
  });
});

describe('wizardReducer: similar items and the duplicate step', () => {
  const similar = [1, 2, 3, 4].map((n) => makeItem({ _id: `s-${n}`, title: `Casa Lucio ${n}` }));

  it('no similar items → rating', () => {
    const state = run(chosen('Restaurante'), { type: 'detailsSubmitted' }, { type: 'similarChecked', candidates: [] });
    expect(state).toMatchObject({ step: 'rating', isChecking: false, cameFrom: 'service' });
  });

  it('similar items → duplicate with the first 3', () => {
    const state = run(chosen('Restaurante'), { type: 'detailsSubmitted' }, { type: 'similarChecked', candidates: similar });
    expect(state.step).toBe('duplicate');
    expect(state.candidates.map((c) => c._id)).toEqual(['s-1', 's-2', 's-3']);
  });

  it('a failed check goes to rating anyway', () => {
    const state = run(chosen('Restaurante'), { type: 'detailsSubmitted' }, { type: 'similarFailed' });
    expect(state.step).toBe('rating');
  });

  it("'Continuar' (none is the same) → rating; Volver from there returns to duplicate", () => {
    const state = run(
      chosen('Restaurante'),
      { type: 'detailsSubmitted' },
      { type: 'similarChecked', candidates: similar },
      { type: 'newChosen' },
    );
    expect(state).toMatchObject({ step: 'rating', cameFrom: 'duplicate' });
    expect(run(state, { type: 'back' }).step).toBe('duplicate');
  });

  it("'Es el mismo' on a WeLink the viewer rated → edit-rating with their rating and comment", () => {
    const state = run(
      chosen('Restaurante'),
      { type: 'detailsSubmitted' },
      { type: 'similarChecked', candidates: similar },
      {
        type: 'existingChosen',
        item: similar[1]!,
        own: { hasRated: true, rating: 4, comment: 'Muy bueno', status: 'rated', itemId: 'mine-2' },
      },
    );
    expect(state).toMatchObject({ step: 'edit-rating', rating: 4, comment: 'Muy bueno', cameFrom: 'duplicate' });
    expect(state.target?._id).toBe('mine-2');
    const back = run(state, { type: 'back' });
    expect(back).toMatchObject({ step: 'duplicate', target: null });
  });

  it("'Es el mismo' on someone else's WeLink the viewer has no copy of → rating with its data", () => {
    const other = makeItem({ _id: 's-9', title: 'Casa Lucio', subcategory: 'Bar', address: 'Cava Baja 35', tags: ['tapas'] });
    const state = run(
      chosen('Restaurante', 'casa luci'),
      { type: 'detailsSubmitted' },
      { type: 'similarChecked', candidates: [other] },
      { type: 'existingChosen', item: other, own: { hasRated: false, rating: 0 } },
    );
    expect(state.step).toBe('rating');
    expect(state.fields).toMatchObject({ title: 'Casa Lucio', address: 'Cava Baja 35', tags: [] });
    expect(state.category?.name).toBe('Bar');
  });

  it('Volver from duplicate returns to the form', () => {
    const state = run(chosen('Restaurante'), { type: 'detailsSubmitted' }, { type: 'similarChecked', candidates: similar }, { type: 'back' });
    expect(state).toMatchObject({ step: 'service', candidates: [] });
  });

  it('a late check answer after leaving the form changes nothing', () => {
    const left = run(chosen('Libro'), { type: 'detailsSubmitted' });
    expect(run(left, { type: 'similarChecked', candidates: similar })).toBe(left);
  });
});

describe('wizardReducer: catalogue picks and conflicts', () => {
  it('a film pick fills the form with the suggestion and its reference', () => {
    const state = run(chosen('Película', 'dun'), { type: 'suggestionPicked', result: dune });
    expect(state.suggestion?.externalId).toBe('438631');
    expect(state.fields).toMatchObject({ title: 'Dune', synopsis: 'Paul Atreides…', year: '2021', genre: 'Ciencia ficción' });
    expect(state.fields.externalRefs).toEqual([
      { provider: 'tmdb', entityType: 'movie', externalId: '438631', url: dune.url, thumbnail: dune.thumbnail },
    ]);
  });

  it('a film already rated by the viewer → edit-rating filled from it; otherwise → rating', () => {
    const picked = run(chosen('Película', 'dun'), { type: 'suggestionPicked', result: dune });
    const own = makeItem({ _id: 'mine', title: 'Dune', category: 'Película', rating: 5, comment: 'Obra maestra' });
    expect(run(picked, { type: 'ownCopyFound', item: own })).toMatchObject({ step: 'edit-rating', rating: 5, comment: 'Obra maestra' });
    expect(run(picked, { type: 'ratingRequested' }).step).toBe('rating');
  });

  it('typing another title drops the pick', () => {
    const state = run(chosen('Película', 'dun'), { type: 'suggestionPicked', result: dune }, { type: 'fieldChanged', name: 'title', value: 'Dune 2' });
    expect(state.suggestion).toBeNull();
    expect(state.fields.externalRefs).toEqual([]);
  });

  it('a pick means nothing for a place category', () => {
    const state = chosen('Bar');
    expect(run(state, { type: 'suggestionPicked', result: dune })).toBe(state);
  });

  it('a 409 with the existing WeLink switches to edit-rating with it', () => {
    const rating = run(chosen('Libro', 'Cien años'), { type: 'detailsSubmitted' }, { type: 'ratingChanged', rating: 3 });
    const existing = makeItem({ _id: 'mine', title: 'Cien años', category: 'Libro', rating: 2, comment: 'Largo' });
    const state = run(rating, { type: 'conflict', item: existing });
    expect(state).toMatchObject({ step: 'edit-rating', rating: 2, comment: 'Largo', cameFrom: 'rating' });
    expect(state.target?._id).toBe('mine');
  });
});

describe('rating step checks (spec §5)', () => {
  it('asks for a rating, a category and a name, in that order; -1 (pending) counts as chosen', () => {
    const none = initialWizardState();
    expect(ratingStepProblem(none)).toBe(RATING_STEP_MESSAGES.rating);
    expect(ratingStepProblem({ ...none, rating: -1 })).toBe(RATING_STEP_MESSAGES.category);
    const withCategory = { ...none, rating: 4, category: category('Bar') };
    expect(ratingStepProblem(withCategory)).toBe(RATING_STEP_MESSAGES.name);
    expect(ratingStepProblem({ ...withCategory, fields: { ...withCategory.fields, title: '  Casa ' } })).toBeNull();
  });

  it('places and services need an address; films, series and books do not', () => {
    expect(needsAddress(chosen('Bar'))).toBe(true);
    expect(needsAddress(chosen('Dentista'))).toBe(true);
    expect(needsAddress(run(chosen('Bar'), { type: 'fieldChanged', name: 'address', value: 'Calle Mayor 1' }))).toBe(false);
    for (const name of ['Película', 'Serie', 'Libro']) expect(needsAddress(chosen(name))).toBe(false);
  });
});

describe('editWizardState', () => {
  it('fills the form, the category and the rating from the WeLink; pending shows as -1', () => {
    const state = editWizardState(makeItem({ _id: 'i-7', subcategory: 'Bar', status: 'pending_rating', rating: 0, comment: 'Ir' }));
    expect(state).toMatchObject({ editId: 'i-7', rating: -1, comment: 'Ir' });
    expect(state.category?.name).toBe('Bar');
    expect(state.fields.title).toBe('Casa Lucio');
  });
});

describe('hasUnsavedChanges: what leaving the wizard would drop', () => {
  const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);

  it('nothing while the wizard is as it opened, even after moving between steps', () => {
    const opened = editWizardState(makeItem({ title: 'Casa Sol', rating: 3 }));
    expect(hasUnsavedChanges(opened, opened)).toBe(false);
    expect(hasUnsavedChanges(opened, run(opened, { type: 'detailsSubmitted' }, { type: 'back' }))).toBe(false);
  });

  it('a category, a typed field, stars or a comment', () => {
    const opened = initialWizardState();
    expect(hasUnsavedChanges(opened, run(opened, { type: 'categoryChosen', category: category('Bar') }))).toBe(true);
    expect(hasUnsavedChanges(opened, run(opened, { type: 'fieldChanged', name: 'title', value: 'C' }))).toBe(true);
    expect(hasUnsavedChanges(opened, run(opened, { type: 'ratingChanged', rating: 4 }))).toBe(true);
    expect(hasUnsavedChanges(opened, run(opened, { type: 'commentChanged', comment: 'Bien' }))).toBe(true);
  });

  it('nothing once saved', () => {
    const opened = initialWizardState();
    const typed = run(opened, { type: 'fieldChanged', name: 'title', value: 'Casa Sol' });
    expect(hasUnsavedChanges(opened, run(typed, { type: 'saved', item: makeItem({ title: 'Casa Sol' }) }))).toBe(false);
  });
});
