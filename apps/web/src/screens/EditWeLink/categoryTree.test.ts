import { describe, expect, it } from 'vitest';
import { CATEGORY_TREE } from '@welink/domain';
import { chooseLevel, pathFromStored, subcategoryOptions, subsubcategoryOptions } from './categoryTree';

describe('the fixed category tree', () => {
  it('keeps the spec ids at every level', () => {
    expect(CATEGORY_TREE.map((c) => c.value)).toEqual(['food-drink', 'entertainment', 'shopping', 'services', 'outdoors']);
    expect(subcategoryOptions('food-drink').map((c) => c.value)).toContain('ice-cream');
    expect(subsubcategoryOptions('food-drink', 'restaurant').map((c) => c.value)).toEqual([
      'italian',
      'chinese',
      'japanese',
      'mexican',
      'indian',
      'mediterranean',
      'other-cuisine',
    ]);
    expect(subcategoryOptions('')).toEqual([]);
    expect(subsubcategoryOptions('food-drink', 'bar')).toEqual([]);
  });

  it('clears the lower levels when a level changes', () => {
    const path = { category: 'food-drink', subcategory: 'restaurant', subsubcategory: 'italian' };
    expect(chooseLevel(path, 'category', 'shopping')).toEqual({ category: 'shopping', subcategory: '', subsubcategory: '' });
    expect(chooseLevel(path, 'subcategory', 'bar')).toEqual({ category: 'food-drink', subcategory: 'bar', subsubcategory: '' });
    expect(chooseLevel(path, 'subsubcategory', 'chinese')).toEqual({ ...path, subsubcategory: 'chinese' });
  });

  it('reads stored values level by level, as far as they are tree ids', () => {
    expect(pathFromStored({ category: 'food-drink', subcategory: 'restaurant', subsubcategory: 'japanese' })).toEqual({
      category: 'food-drink',
      subcategory: 'restaurant',
      subsubcategory: 'japanese',
    });
    expect(pathFromStored({ category: 'food-drink', subcategory: 'Restaurante' })).toEqual({
      category: 'food-drink',
      subcategory: '',
      subsubcategory: '',
    });
    expect(pathFromStored({ category: 'Película', subcategory: 'movie' })).toEqual({ category: '', subcategory: '', subsubcategory: '' });
  });
});
