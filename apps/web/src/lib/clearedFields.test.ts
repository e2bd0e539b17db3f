import { describe, expect, it } from 'vitest';
import { ITEM_CLEARABLE_FIELDS } from '@welink/domain';
import { withClearedFields } from './clearedFields';

describe('withClearedFields', () => {
  it('sends null for a field that had a value and is now empty, and leaves the rest alone', () => {
    const saved: Record<string, unknown> = { title: 'Casa Sol', address: 'Calle Mayor 1', phone: '600', comment: 'Bien', runtime: 90 };
    const edited: Record<string, unknown> = { title: 'Casa Sol', phone: '600', comment: undefined, address: undefined, runtime: undefined };
    expect(withClearedFields(ITEM_CLEARABLE_FIELDS, saved, edited)).toEqual({ title: 'Casa Sol', phone: '600', address: null, comment: null, runtime: null });
  });

  it('never clears a field the server requires, nor one that was already empty', () => {
    const saved: Record<string, unknown> = { title: 'Casa Sol', category: 'Servicio', email: undefined };
    const edited: Record<string, unknown> = { title: 'Casa Sol', category: undefined, email: undefined };
    expect(withClearedFields(ITEM_CLEARABLE_FIELDS, saved, edited)).toEqual(edited);
  });
});
