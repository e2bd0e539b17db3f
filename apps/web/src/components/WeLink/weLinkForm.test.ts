import { ITEM_CLEARABLE_FIELDS, ItemCreateSchema } from '@welink/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE, editPayload, fieldsFromItem, payloadOf, ratingPayload } from './weLinkForm';
import { makeItem } from './testFixtures';

describe('the WeLink form model', () => {
  it('turns a saved WeLink into fields and back into the same facts', () => {
    const item = makeItem({ title: 'Dune', category: 'Película', publicationYear: 2021, runtime: 155, genre: 'SCI_FI', image: DEFAULT_IMAGE });
    const fields = fieldsFromItem(item);
    expect(fields).toMatchObject({ title: 'Dune', year: '2021', runtime: '155', genre: 'SCI_FI', image: '' });
    const payload = payloadOf(fields, ['title', 'year', 'runtime', 'genre', 'image']);
    expect(payload).toEqual({ title: 'Dune', publicationYear: 2021, runtime: 155, genre: 'SCI_FI', image: DEFAULT_IMAGE });
    expect(ItemCreateSchema.safeParse({ ...payload, category: 'Película' }).success).toBe(true);
  });

  it('leaves empty text out, reads a comma price as euros', () => {
    const fields = { ...fieldsFromItem(makeItem({ description: undefined })), price: '12,5', address: '  ' };
    expect(payloadOf(fields, ['description', 'price', 'address'])).toEqual({ price: 12.5 });
  });

  it('sends pending as a status, and a rating with rated', () => {
    expect(ratingPayload(-1, '')).toEqual({ comment: undefined, status: 'pending_rating' });
    expect(ratingPayload(4, ' Bien ')).toEqual({ comment: 'Bien', rating: 4, status: 'rated' });
  });

  it('clears on the server what the edit emptied, never a required fact', () => {
    expect(ITEM_CLEARABLE_FIELDS).not.toContain('title');
    expect(editPayload({ title: 'A', address: 'Cava Baja' }, { title: 'A' })).toEqual({ title: 'A', address: null });
  });
});
