import { describe, expect, it } from 'vitest';
import { circleScoreText, hitRateText } from './circleTexts';

describe('circle texts', () => {
  it('write averages the Spanish way, with one decimal', () => {
    const ana = { _id: 'u-1', name: 'Ana' };
    expect(hitRateText({ user: ana, average: 4.5833, count: 12, isUsuallyRight: true })).toBe('Lo que te recomienda Ana: 4,6★ de media en 12 WeLinks');
    expect(hitRateText({ user: ana, average: 4, count: 3, isUsuallyRight: true })).toBe('Lo que te recomienda Ana: 4,0★ de media en 3 WeLinks');
    expect(circleScoreText(3, 13 / 3)).toBe('3 de tus contactos: 4,3★');
  });
});
