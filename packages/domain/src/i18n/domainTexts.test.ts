import { describe, expect, it } from 'vitest';
import { GUIDE_MESSAGES } from '../guides.js';
import { fieldLabel } from '../labels.js';
import { MESSAGES } from '../messages.js';
import { TEXT_MESSAGES } from '../text.js';
import { domainSpanishById, domainTemplateIds, domainTranslator, templateNames } from './domainTexts.js';
import english from './en.json';

describe('domain texts (ADR 0027)', () => {
  it('has English for every text of a translated group, and no English for anything else', () => {
    const ids = [...domainSpanishById().keys()].sort();
    expect(Object.keys(english).sort()).toEqual(ids);
    for (const id of ids) expect((english as Record<string, string>)[id]?.trim(), `${id} has no English`).toBeTruthy();
  });

  it("gives a template's English the same placeholders, and no other text any", () => {
    const templates = domainTemplateIds();
    expect(templates.size).toBeGreaterThan(0);
    for (const [id, spanish] of domainSpanishById()) {
      const names = templateNames(spanish);
      expect(names.length > 0, `${id}: placeholders only in a template`).toBe(templates.has(id));
      expect(templateNames((english as Record<string, string>)[id] ?? ''), `${id}: the English uses other placeholders`).toEqual(names);
    }
  });

  it('translates from the Spanish, and leaves any other text as it is', () => {
    const toEnglish = domainTranslator(english);
    expect(toEnglish(MESSAGES.notFound)).toBe('Not found');
    expect(toEnglish('Mi película favorita')).toBe('Mi película favorita');
    expect(toEnglish(fieldLabel('issueType', 'bug'))).toBe('Bug');
    expect(toEnglish(TEXT_MESSAGES.tooLong(100))).toBe('At most 100 characters');
    expect(toEnglish(GUIDE_MESSAGES.itemAddedToMany(3))).toBe('WeLink added to 3 guide(s)');
    expect(toEnglish('Máximo caracteres')).toBe('Máximo caracteres');
  });
});
