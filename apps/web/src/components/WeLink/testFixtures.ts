import type { Guide, Item } from '@welink/domain';

/** A WeLink as the API answers it, for tests. */
export function makeItem(overrides: Partial<Item> = {}): Item {
  return {
    _id: 'i-1',
    title: 'Casa Lucio',
    category: 'Lugar',
    subcategory: 'Restaurante',
    description: 'Huevos rotos',
    status: 'rated',
    rating: 4,
    user: { _id: 'u-2', name: 'Luis' },
    tags: [],
    externalRefs: [],
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeGuide(overrides: Partial<Guide> = {}): Guide {
  return {
    _id: 'g-1',
    name: 'Madrid',
    description: '',
    isPublic: false,
    tags: [],
    color: '#3B82F6',
    items: [],
    publicSlug: null,
    user: { _id: 'u-1', name: 'Ana' },
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
