import { describe, expect, it } from 'vitest';
import { categoryIcon, DEFAULT_CATEGORY_ICON } from './categoryLabels.js';
import {
  AGE_RATING_OPTIONS,
  categoryPathLabel,
  CUISINE_OPTIONS,
  fieldLabel,
  LABEL_TABLES,
  labelFor,
  mostSpecificCategoryLabel,
  rawCodesIn,
  TELLTALE_CODES,
} from './labels.js';

describe('the label tables', () => {
  it('hold the spec value lists with a Spanish label for every code', () => {
    expect(CUISINE_OPTIONS.map((e) => e.value)).toHaveLength(31);
    expect(AGE_RATING_OPTIONS.map((e) => e.value)).toEqual(['APTA', '7', '12', '16', '18', 'X']);
    for (const [field, table] of Object.entries(LABEL_TABLES)) {
      for (const entry of table) {
        expect(entry.label.trim(), `${field}:${entry.value}`).not.toBe('');
      }
    }
  });

  it('give each code of a field one label', () => {
    for (const [field, table] of Object.entries(LABEL_TABLES)) {
      const byValue = new Map<string, string>();
      for (const { value, label } of table) {
        const seen = byValue.get(value);
        expect(seen === undefined || seen === label, `${field}:${value}`).toBe(true);
        byValue.set(value, label);
      }
    }
  });
});

describe('labelFor and fieldLabel', () => {
  it('show the codes the issue saw raw as their Spanish labels', () => {
    expect(fieldLabel('cuisine', 'espanola')).toBe('Española');
    expect(fieldLabel('movieRating', '16')).toBe('Mayores de 16 años');
    expect(fieldLabel('movieRating', 'DIECISEIS')).toBe('No recomendada para menores de 16 años');
    expect(fieldLabel('category', 'entertainment')).toBe('Entretenimiento');
    expect(fieldLabel('subcategory', 'museum')).toBe('Museo');
    expect(fieldLabel('subsubcategory', 'mediterranean')).toBe('Mediterránea');
    expect(fieldLabel('genre', 'SCI_FI')).toBe('Ciencia ficción');
    expect(fieldLabel('bookGenre', 'no-ficcion')).toBe('No ficción');
    expect(fieldLabel('platform', 'hbo')).toBe('HBO Max');
    expect(fieldLabel('status', 'pending_rating')).toBe('Pendiente');
    expect(fieldLabel('userStatus', 'approved')).toBe('Aprobado');
    expect(fieldLabel('issueStatus', 'in_progress')).toBe('En progreso');
    expect(fieldLabel('issuePriority', 'critical')).toBe('Crítica');
  });

  it('match a stored value whatever its case and accents', () => {
    expect(fieldLabel('movieRating', 'apta')).toBe('Apta para todos los públicos');
    expect(fieldLabel('genre', 'drama')).toBe('Drama');
    expect(fieldLabel('cuisine', 'Española')).toBe('Española');
  });

  it('keep free text as it is and leave an absent value absent', () => {
    expect(fieldLabel('category', 'Película')).toBe('Película');
    expect(fieldLabel('genre', 'Thriller psicológico')).toBe('Thriller psicológico');
    expect(labelFor(CUISINE_OPTIONS, undefined)).toBeUndefined();
    expect(labelFor(CUISINE_OPTIONS, '')).toBeUndefined();
    expect(labelFor(CUISINE_OPTIONS, null)).toBeUndefined();
  });
});

describe('category labels', () => {
  it('read a tree path in Spanish, each label once', () => {
    expect(categoryPathLabel({ category: 'entertainment', subcategory: 'museum' })).toBe('Entretenimiento · Museo');
    expect(categoryPathLabel({ category: 'Película', subcategory: 'movie' })).toBe('Película');
    expect(categoryPathLabel({ category: 'Servicio', subcategory: 'Restaurante' })).toBe('Servicio · Restaurante');
    expect(categoryPathLabel({})).toBeNull();
  });

  it('name the most specific level', () => {
    expect(mostSpecificCategoryLabel({ category: 'food-drink', subcategory: 'ice-cream' })).toBe('Heladería');
    expect(mostSpecificCategoryLabel({ category: 'outdoors', subcategory: '' })).toBe('Aire libre');
    expect(mostSpecificCategoryLabel({ category: 'Libro' })).toBe('Libro');
  });
});

describe('telltale codes', () => {
  it('are the codes that are not Spanish words', () => {
    expect(TELLTALE_CODES).toEqual(expect.arrayContaining(['espanola', 'entertainment', 'museum', 'SCI_FI', 'hbo', 'pending_rating']));
    // Codes that read as a label somewhere ('bar', 'Drama', 'pizza') and numbers ('16') are not telltale.
    for (const word of ['bar', 'DRAMA', 'pizza', 'otro', '16', 'X', 'general']) expect(TELLTALE_CODES).not.toContain(word);
  });

  it('are found as words in a page text, and labels are not', () => {
    expect(rawCodesIn('Cocina: espanola · entertainment · museum')).toEqual(['espanola', 'entertainment', 'museum']);
    expect(rawCodesIn('Cocina: Española · Entretenimiento · Museo · Disney+ · Mayores de 16 años')).toEqual([]);
    expect(rawCodesIn('Género: no-ficcion')).toEqual(['no-ficcion']);
  });
});

describe('categoryIcon', () => {
  it('is the wizard icon of the subcategory, else of the category, else the default', () => {
    expect(categoryIcon({ category: 'Película', subcategory: 'Película' })).toBe('🎬');
    expect(categoryIcon({ category: 'Servicio', subcategory: 'Heladería' })).toBe('🍦');
    expect(categoryIcon({ category: 'entertainment', subcategory: 'museum' })).toBe('🏛️');
    expect(categoryIcon({ category: 'Libro' })).toBe('📚');
    expect(categoryIcon({ category: 'outdoors', subcategory: 'other-outdoors' })).toBe('🌳');
    expect(categoryIcon({ category: 'Algo raro' })).toBe(DEFAULT_CATEGORY_ICON);
  });
});
