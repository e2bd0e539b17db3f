import { EventCreateSchema, EventUpdateSchema, MESSAGES } from '@welink/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import {
  createQuestionPayload,
  questionFailureMessage,
  readEditState,
  updateQuestionPayload,
} from './questionForm';
import { readReturnPath } from './returnPath';

describe('question payloads', () => {
  it('creates a Question with no items, the tags, and the title as description when none is given', () => {
    const payload = createQuestionPayload({ title: '¿Un buen dentista?', description: '', tags: ['salud'] }, 'u-1');
    expect(payload).toEqual({
      title: '¿Un buen dentista?',
      type: 'Question',
      description: '¿Un buen dentista?',
      tags: ['salud'],
      items: [],
      user: 'u-1',
    });
    // The server reads it as a question.
    expect(EventCreateSchema.parse(payload).type).toBe('question');
  });

  it('keeps a description that was written', () => {
    expect(createQuestionPayload({ title: 'T', description: 'Cerca de Sol', tags: [] }, 'u-1').description).toBe('Cerca de Sol');
  });

  it('edits title, description (defaulting to the title) and tags', () => {
    const payload = updateQuestionPayload({ title: 'Nuevo', description: '', tags: ['a'] });
    expect(payload).toEqual({ title: 'Nuevo', description: 'Nuevo', tags: ['a'] });
    expect(EventUpdateSchema.safeParse(payload).success).toBe(true);
  });
});

describe('readEditState', () => {
  it('reads the state History sends', () => {
    const state = { itemData: { title: '¿Pizza?', description: 'En Lavapiés', tags: ['pizza'] }, isEditing: true, returnPath: '/history' };
    expect(readEditState(state)).toEqual({ title: '¿Pizza?', description: 'En Lavapiés', tags: ['pizza'] });
  });

  it('shows a description that only repeats the title as empty', () => {
    expect(readEditState({ itemData: { title: '¿Pizza?', description: '¿Pizza?', tags: [] } })?.description).toBe('');
  });

  it('answers null without item data', () => {
    expect(readEditState(null)).toBeNull();
    expect(readEditState({ returnPath: '/history' })).toBeNull();
    expect(readEditState({ itemData: { description: 'x' } })).toBeNull();
  });
});

describe('readReturnPath', () => {
  it('accepts app paths only', () => {
    expect(readReturnPath({ returnPath: '/timeline' })).toBe('/timeline');
    expect(readReturnPath({ returnPath: '//evil.example' })).toBeNull();
    expect(readReturnPath({ returnPath: 'https://evil.example' })).toBeNull();
    expect(readReturnPath(undefined)).toBeNull();
  });
});

describe('questionFailureMessage', () => {
  it('prefixes the server message, or the network message', () => {
    expect(questionFailureMessage(new ApiError({ status: 403, serverMessage: 'No tienes permisos' }))).toBe(
      'Error al enviar/actualizar la pregunta: No tienes permisos',
    );
    expect(questionFailureMessage(new ApiError({ status: 0 }))).toBe(`Error al enviar/actualizar la pregunta: ${MESSAGES.networkError}`);
    expect(questionFailureMessage(new ApiError({ status: 500 }))).toBe('Error al enviar/actualizar la pregunta: HTTP 500');
  });
});
