import { describe, expect, it } from 'vitest';
import { fieldLabel } from '../labels.js';
import { MESSAGES } from '../messages.js';
import { domainSpanishById, domainTranslator } from './domainTexts.js';
import english from './en.json';

describe('domain texts (ADR 0027)', () => {
  it('has English for every text of a translated group, and no English for anything else', () => {
    const ids = [...domainSpanishById().keys()].sort();
    expect(Object.keys(english).sort()).toEqual(ids);
    for (const id of ids) expect((english as Record<string, string>)[id]?.trim(), `${id} has no English`).toBeTruthy();
  });

  it('translates from the Spanish, and leaves any other text as it is', () => {
    const toEnglish = domainTranslator(english);
    expect(toEnglish(MESSAGES.notFound)).toBe('Not found');
    expect(toEnglish('Mi película favorita')).toBe('Mi película favorita');
    expect(toEnglish(fieldLabel('issueType', 'bug'))).toBe('Bug');
  });
});
