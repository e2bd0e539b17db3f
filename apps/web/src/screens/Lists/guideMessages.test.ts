import { welinkCountText } from '@welink/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { readCreateListState } from './createListState';
import { foundCountText, guideDateText, guidesLoadError } from './guideMessages';

describe('guide texts', () => {
  it.each([
    [new ApiError({ status: 401, serverMessage: 'Token caducado' }), 'Error de autenticación. Por favor, inicia sesión nuevamente.'],
    [new ApiError({ status: 404 }), 'No se encontró el endpoint de guías.'],
    [new ApiError({ status: 500 }), 'Error del servidor. Por favor, intenta más tarde.'],
    [new ApiError({ status: 502, serverMessage: 'Bad gateway' }), 'Error del servidor. Por favor, intenta más tarde.'],
    [new ApiError({ status: 403, serverMessage: 'Prohibido' }), 'Error al cargar guías: Prohibido'],
    [new Error('roto'), 'Error al cargar guías: roto'],
  ])('says why loading failed: %o', (error, text) => {
    expect(guidesLoadError(error)).toBe(text);
  });

  it('counts in the singular and the plural', () => {
    expect([0, 1, 2].map(welinkCountText)).toEqual(['0 WeLinks', '1 WeLink', '2 WeLinks']);
    expect([0, 1, 2].map(foundCountText)).toEqual(['0 guías encontradas', '1 guía encontrada', '2 guías encontradas']);
  });

  it('dates a guide by its creation until it changes', () => {
    const created = '2026-01-20T12:00:00.000Z';
    expect(guideDateText({ createdAt: created, updatedAt: created })).toMatchObject({ verb: 'Creada', date: '20 de enero de 2026' });
    expect(guideDateText({ createdAt: created, updatedAt: '2026-02-03T12:00:00.000Z' })).toMatchObject({
      verb: 'Actualizada',
      date: '3 de febrero de 2026',
    });
  });

  it('reads the create-and-add request of the service wizard, with its defaults', () => {
    expect(readCreateListState({ createList: true, itemId: 'i-9' })).toEqual({
      itemId: 'i-9',
      name: 'Nueva Lista',
      description: 'Lista creada desde NewWeLink',
    });
    expect(readCreateListState({ createList: true, itemId: 'i-9', name: 'Cenas' })?.name).toBe('Cenas');
    expect(readCreateListState({ createList: true })).toBeNull();
    expect(readCreateListState({ notice: 'Hola' })).toBeNull();
    expect(readCreateListState(null)).toBeNull();
  });
});
