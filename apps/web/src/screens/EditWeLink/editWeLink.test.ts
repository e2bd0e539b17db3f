import { ItemUpdateSchema, MESSAGES } from '@welink/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { makeItem } from '../../components/WeLink/testFixtures';
import { editFieldsFromItem, loadProblem, updatePayload, weLinkKind } from './editWeLink';

describe('weLinkKind', () => {
  it('uses the stored type, else the category', () => {
    expect(weLinkKind(makeItem({ type: 'movie', category: 'Servicio' }))).toBe('movie');
    expect(weLinkKind(makeItem({ category: 'Película' }))).toBe('movie');
    expect(weLinkKind(makeItem({ category: 'entertainment', subcategory: 'movie' }))).toBe('movie');
    expect(weLinkKind(makeItem({ category: 'Lugar' }))).toBe('place');
    expect(weLinkKind(makeItem({ category: 'Servicio', coordinates: { lat: 40.4, lng: -3.7 } }))).toBe('place');
    expect(weLinkKind(makeItem({ category: 'Servicio' }))).toBe('service');
    expect(weLinkKind(makeItem({ category: 'Libro' }))).toBe('service');
  });
});

describe('editFieldsFromItem', () => {
  it('invents no age rating or genre, and maps stored labels to their keys', () => {
    expect(editFieldsFromItem(makeItem({ category: 'Película' }))).toMatchObject({ movieRating: '', genre: '' });
    expect(editFieldsFromItem(makeItem({ category: 'Película', genre: 'Comedia', movieRating: 'doce' }))).toMatchObject({
      genre: 'COMEDY',
      movieRating: 'DOCE',
    });
    // Free text the lists do not know is kept as it is.
    expect(editFieldsFromItem(makeItem({ genre: 'Noir' })).genre).toBe('Noir');
  });
});

describe('updatePayload', () => {
  const base = editFieldsFromItem(
    makeItem({ title: 'Casa Lucio', category: 'food-drink', subcategory: 'restaurant', subsubcategory: 'mediterranean', tags: ['madrid'] }),
  );

  it('sends the edit screen fields, leaving out empty text and film facts of other kinds', () => {
    const payload = updatePayload({ ...base, title: '  Casa Lucio  ', address: 'Cava Baja 35', email: '', comment: 'Top' }, 'place');
    expect(payload).toEqual({
      title: 'Casa Lucio',
      description: 'Huevos rotos',
      address: 'Cava Baja 35',
      tags: ['madrid'],
      rating: 4,
      comment: 'Top',
      category: 'food-drink',
      subcategory: 'restaurant',
      subsubcategory: 'mediterranean',
    });
    expect(ItemUpdateSchema.safeParse(payload).success).toBe(true);
  });

  it('adds the film facts for movies and drops a zero rating', () => {
    const payload = updatePayload({ ...base, rating: 0, genre: 'DRAMA', imdbId: 'tt0111161', synopsis: 'Cárcel' }, 'movie');
    expect(payload).toMatchObject({ genre: 'DRAMA', imdbId: 'tt0111161', synopsis: 'Cárcel' });
    // No age rating was chosen: none is sent.
    expect(payload).not.toHaveProperty('movieRating');
    expect(payload).not.toHaveProperty('rating');
  });

  it('leaves the category out when none of the tree is chosen, so the stored one stays', () => {
    const payload = updatePayload(editFieldsFromItem(makeItem({ category: 'Película', subcategory: 'Película' })), 'movie');
    expect(payload).not.toHaveProperty('category');
    expect(payload).not.toHaveProperty('subcategory');
  });
});

describe('loadProblem', () => {
  it('maps each status to its message', () => {
    expect(loadProblem(new ApiError({ status: 401 }))).toEqual({
      kind: 'unauthenticated',
      message: 'No estás autenticado. Serás redirigido al inicio de sesión.',
    });
    expect(loadProblem(new ApiError({ status: 404, serverMessage: 'WeLink no encontrado' })).message).toBe(
      'WeLink no encontrado. Verifica que el ID sea correcto.',
    );
    expect(loadProblem(new ApiError({ status: 403 })).message).toBe('No tienes permisos para editar este WeLink.');
    expect(loadProblem(new ApiError({ status: 500, serverMessage: 'Error interno' })).message).toBe(
      'Error al cargar el WeLink: Error interno',
    );
    expect(loadProblem(new ApiError({ status: 0 })).message).toBe(`Error al cargar el WeLink: ${MESSAGES.networkError}`);
  });
});
