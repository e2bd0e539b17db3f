import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  EMPTY_FILTERS,
  filterEntries,
  foldText,
  matchesAdvancedFilters,
  matchesChip,
  matchesFreeSearch,
  withinDateRange,
  type FilterableEntry,
} from './filterEntries';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(NOW - ms).toISOString();

const cafe: FilterableEntry = {
  type: 'informative',
  title: 'Cafetería Central',
  description: 'Buen café de especialidad',
  comment: 'El mejor cortado',
  category: 'Lugar',
  subcategory: 'Cafetería',
  rating: 4,
  status: 'rated',
  createdAt: ago(2 * DAY),
  user: { _id: 'u-2', name: 'Luis Pérez' },
};
const film: FilterableEntry = {
  type: 'informative',
  title: 'El laberinto del fauno',
  description: 'Fantasía oscura',
  category: 'Película',
  rating: 5,
  status: 'pending_rating',
  createdAt: ago(20 * DAY),
  user: { _id: 'u-3', name: 'Marta' },
};
const question: FilterableEntry = {
  type: 'Question',
  title: '¿Algún fontanero en Madrid?',
  description: 'Urgente',
  createdAt: ago(60 * DAY),
  user: { _id: 'u-2', name: 'Luis Pérez' },
};
const bank: FilterableEntry = {
  type: 'informative',
  title: 'Banco Azul',
  category: 'Lugar',
  subcategory: 'Banco',
  rating: 2,
  createdAt: ago(100 * DAY),
  user: { _id: 'u-3', name: 'Marta' },
};
const all = [cafe, film, question, bank];

describe('foldText', () => {
  it('drops case and accents', () => {
    expect(foldText('  CAFETERÍA Ñandú ')).toBe('cafeteria nandu');
    expect(foldText(null)).toBe('');
  });
});

describe('matchesFreeSearch', () => {
  it('matches title, description, comment, category and subcategory ignoring case and accents', () => {
    expect(matchesFreeSearch(cafe, 'cafeteria')).toBe(true);
    expect(matchesFreeSearch(cafe, 'ESPECIALIDAD')).toBe(true);
    expect(matchesFreeSearch(cafe, 'cortado')).toBe(true);
    expect(matchesFreeSearch(film, 'pelicula')).toBe(true);
    expect(matchesFreeSearch(film, 'fantasia')).toBe(true);
    expect(matchesFreeSearch(cafe, 'cine')).toBe(false);
  });

  it("matches the sharer's name only when asked (the Timeline)", () => {
    expect(matchesFreeSearch(cafe, 'perez')).toBe(false);
    expect(matchesFreeSearch(cafe, 'perez', { searchUserName: true })).toBe(true);
  });

  it('lets everything through for an empty or blank query', () => {
    expect(all.filter((e) => matchesFreeSearch(e, '   '))).toHaveLength(4);
  });
});

describe('matchesChip', () => {
  it('Todo, Preguntas (any case of question) and Pendientes', () => {
    expect(all.filter((e) => matchesChip(e, 'all'))).toHaveLength(4);
    expect(all.filter((e) => matchesChip(e, 'questions'))).toEqual([question]);
    expect(all.filter((e) => matchesChip(e, 'pending'))).toEqual([film]);
  });

  it('Servicios on the Timeline is every informative event', () => {
    expect(all.filter((e) => matchesChip(e, 'services'))).toEqual([cafe, film, bank]);
  });

  it("Servicios in History: Servicio or Libro, or a venue/shop/service subcategory", () => {
    const service: FilterableEntry = { title: 'Fontanero', category: 'Servicio' };
    const book: FilterableEntry = { title: 'Rayuela', category: 'Libro' };
    const history = [cafe, film, question, bank, service, book];
    expect(history.filter((e) => matchesChip(e, 'services', { servicesRule: 'history' }))).toEqual([
      cafe,
      bank,
      service,
      book,
    ]);
  });
});

describe('withinDateRange', () => {
  it('holds the bounds: today 1 day, week 7, month 30, 3months 90 (inclusive)', () => {
    expect(withinDateRange(ago(DAY), 'today', NOW)).toBe(true);
    expect(withinDateRange(ago(DAY + 1), 'today', NOW)).toBe(false);
    expect(withinDateRange(ago(7 * DAY), 'week', NOW)).toBe(true);
    expect(withinDateRange(ago(7 * DAY + 1), 'week', NOW)).toBe(false);
    expect(withinDateRange(ago(30 * DAY), 'month', NOW)).toBe(true);
    expect(withinDateRange(ago(30 * DAY + 1), 'month', NOW)).toBe(false);
    expect(withinDateRange(ago(90 * DAY), '3months', NOW)).toBe(true);
    expect(withinDateRange(ago(90 * DAY + 1), '3months', NOW)).toBe(false);
  });

  it('counts a future date (clock skew) as now and a missing one as outside', () => {
    expect(withinDateRange(new Date(NOW + 5000).toISOString(), 'today', NOW)).toBe(true);
    expect(withinDateRange(null, '3months', NOW)).toBe(false);
    expect(withinDateRange('not a date', '3months', NOW)).toBe(false);
  });
});

describe('matchesAdvancedFilters', () => {
  const only = (filters: Partial<typeof EMPTY_FILTERS>) =>
    all.filter((e) => matchesAdvancedFilters(e, { ...EMPTY_FILTERS, ...filters }, NOW));

  it('lets everything through with no filter set', () => {
    expect(only({})).toHaveLength(4);
  });

  it('searchText looks at title, category and subcategory only', () => {
    expect(only({ searchText: 'CAFETERIA' })).toEqual([cafe]);
    expect(only({ searchText: 'pelicula' })).toEqual([film]);
    // 'especialidad' is only in the description.
    expect(only({ searchText: 'especialidad' })).toEqual([]);
  });

  it('category matches the category or the subcategory, ignoring accents', () => {
    expect(only({ category: 'Cafeteria' })).toEqual([cafe]);
    expect(only({ category: 'Película' })).toEqual([film]);
    expect(only({ category: 'Banco' })).toEqual([bank]);
  });

  it('subcategory is a substring of the subcategory', () => {
    expect(only({ subcategory: 'cafe' })).toEqual([cafe]);
    expect(only({ subcategory: 'Lugar' })).toEqual([]);
  });

  it('user is the sharer id', () => {
    expect(only({ user: 'u-2' })).toEqual([cafe, question]);
  });

  it('dateRange keeps the entries created within the range', () => {
    expect(only({ dateRange: 'today' })).toEqual([]);
    expect(only({ dateRange: 'week' })).toEqual([cafe]);
    expect(only({ dateRange: 'month' })).toEqual([cafe, film]);
    expect(only({ dateRange: '3months' })).toEqual([cafe, film, question]);
  });

  it('rating is a minimum; unrated entries fail it', () => {
    expect(only({ rating: 4 })).toEqual([cafe, film]);
    expect(only({ rating: 5 })).toEqual([film]);
    expect(only({ rating: 1 })).toEqual([cafe, film, bank]);
  });

  it('needs every filter that is set', () => {
    expect(only({ user: 'u-3', rating: 3 })).toEqual([film]);
  });
});

describe('countActiveFilters and filterEntries', () => {
  it('counts the filters that are set', () => {
    expect(countActiveFilters(EMPTY_FILTERS)).toBe(0);
    expect(countActiveFilters({ ...EMPTY_FILTERS, searchText: '  ', rating: 3, dateRange: 'week' })).toBe(2);
  });

  it('combines chip, free search and advanced filters', () => {
    const result = filterEntries(
      all,
      { chip: 'services', query: 'marta', advanced: { ...EMPTY_FILTERS, rating: 3 } },
      { searchUserName: true, now: NOW },
    );
    expect(result).toEqual([film]);
  });
});

describe('filters read the labels of stored codes', () => {
  const museum: FilterableEntry = { type: 'informative', title: 'Casa Sol', category: 'entertainment', subcategory: 'museum', rating: 4 };

  it('finds a WeLink saved on the edit screen by the Spanish it shows', () => {
    expect(matchesFreeSearch(museum, 'museo')).toBe(true);
    expect(matchesFreeSearch(museum, 'entretenimiento')).toBe(true);
    expect(matchesAdvancedFilters(museum, { ...EMPTY_FILTERS, category: 'Museo' }, NOW)).toBe(true);
    expect(matchesAdvancedFilters(museum, { ...EMPTY_FILTERS, subcategory: 'muse' }, NOW)).toBe(true);
    expect(matchesChip(museum, 'services', { servicesRule: 'history' })).toBe(true);
  });
});
