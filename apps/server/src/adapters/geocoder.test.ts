import { describe, expect, it } from 'vitest';
import { isHouseNumber, placeName } from './geocoder.js';

describe('placeName', () => {
  it("uses the place's own name when it has one", () => {
    expect(placeName({ name: 'Casa Lucio', road: 'Calle de la Cava Baja', houseNumber: '35', address: 'Casa Lucio, 35, Calle de la Cava Baja' })).toBe(
      'Casa Lucio',
    );
  });

  it('names a building known only by its address by its street and number', () => {
    expect(placeName({ name: '', road: 'Calle Mayor', houseNumber: '1', address: '1, Calle Mayor, Sol, Madrid' })).toBe('Calle Mayor, 1');
    expect(placeName({ name: undefined, road: 'Calle Mayor', houseNumber: undefined, address: 'Calle Mayor, Sol, Madrid' })).toBe('Calle Mayor');
  });

  it('never gives a bare house number, even when the service calls it the name', () => {
    expect(placeName({ name: '1', road: 'Calle Mayor', houseNumber: '1', address: '1, Calle Mayor, Sol' })).toBe('Calle Mayor, 1');
    expect(placeName({ name: '12 B', road: undefined, houseNumber: undefined, address: '12 B, Calle Mayor, Sol' })).toBe('Calle Mayor');
    expect(placeName({ name: undefined, road: undefined, houseNumber: '7-9', address: '7-9, Plaza Mayor, Madrid' })).toBe('Plaza Mayor');
  });

  it('keeps names that only start with a number', () => {
    expect(placeName({ name: '100 Montaditos', road: 'Calle Mayor', houseNumber: '22', address: '100 Montaditos, 22, Calle Mayor' })).toBe(
      '100 Montaditos',
    );
    expect(isHouseNumber('1900')).toBe(true);
    expect(isHouseNumber('Bar 1900')).toBe(false);
    expect(isHouseNumber('s/n')).toBe(true);
  });
});
