import { describe, expect, it } from 'vitest';
import { EXTERNAL_PROVIDERS } from '@welink/domain';
import { externalSource } from './externalLink';

const refOf = (provider: string) => ({ externalRefs: [{ provider, url: 'https://books.google.es/books?id=zyTCAlFPjgYC' }] });

describe('externalSource', () => {
  it.each(EXTERNAL_PROVIDERS)('names the catalogue of a WeLink picked from %s in Spanish', (provider) => {
    const label = externalSource(refOf(provider))?.label;
    expect(label).toMatch(/^Ver en /);
  });

  it('says "Ver en Google Books" for the spec\'s google_books', () => {
    expect(externalSource(refOf('google_books'))).toEqual({
      href: 'https://books.google.es/books?id=zyTCAlFPjgYC',
      label: 'Ver en Google Books',
    });
  });

  it('falls back to "Ver fuente externa" for a source it does not know, and never links javascript:', () => {
    expect(externalSource(refOf('otra'))?.label).toBe('Ver fuente externa');
    expect(externalSource({ externalRefs: [{ provider: 'tmdb', url: 'javascript:alert(1)' }] })).toBeNull();
  });
});
