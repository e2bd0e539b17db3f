import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { formatMessage } from './format';

/** Our rendering of a compiled message against Lingui's own, for the same ICU text and values. */
function both(locale: string, icu: string, values: Record<string, unknown> = {}) {
  const lingui = setupI18n({ locale, messages: { [locale]: { id: compileMessage(icu) } } });
  return { ours: formatMessage(compileMessage(icu), values, locale), lingui: lingui._('id', values) };
}

describe('formatMessage (ADR 0027)', () => {
  const cases: Array<[string, string, Record<string, unknown>]> = [
    ['es', 'Entrar', {}],
    ['es', 'Hola, {name}:', { name: 'Ana' }],
    ['en', '{count, plural, one {# WeLink} other {# WeLinks}}', { count: 1 }],
    ['en', '{count, plural, one {# WeLink} other {# WeLinks}}', { count: 1234 }],
    ['es', '{count, plural, =0 {Ningún WeLink} one {# WeLink} other {# WeLinks}}', { count: 0 }],
    ['es', '{count, plural, one {# día} other {# días}}', { count: 2 }],
    ['en', '{count, plural, offset:1 =0 {nobody} one {{name}} other {{name} and # others}}', { count: 3, name: 'Ana' }],
    ['en', '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { place: 22 }],
    ['en', '{kind, select, movie {a film} book {a book} other {something}}', { kind: 'book' }],
    ['en', '{kind, select, movie {a film} other {something}}', { kind: 'game' }],
  ];
  it.each(cases)('%s: %s', (locale, icu, values) => {
    const { ours, lingui } = both(locale, icu, values);
    expect(ours).toBe(lingui);
  });
});
