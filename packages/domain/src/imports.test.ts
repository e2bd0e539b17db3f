import { describe, expect, it } from 'vitest';
import {
  cleanImportText,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  ImportedRowSchema,
  looksLikeFormula,
  roundedRatingNote,
} from './imports.js';

describe('cleanImportText', () => {
  it('trims, folds white space onto one line and drops control and direction-override characters', () => {
    expect(cleanImportText('  Dune\u0000 \n\t(1965)\u202E ', 200)).toEqual({ text: 'Dune (1965)', shortened: false });
  });

  it('keeps paragraphs in multi-line text, at most one blank line between them', () => {
    expect(cleanImportText('Uno\r\n\r\n\r\n\r\n  dos  \r\ntres', 2000, { multiline: true }).text).toBe('Uno\n\ndos\ntres');
  });

  it('cuts at the limit with an ellipsis, never inside a character', () => {
    expect(cleanImportText(`${'a'.repeat(6)}😀😀`, 10)).toEqual({ text: `${'a'.repeat(6)}😀😀`, shortened: false });
    const { text, shortened } = cleanImportText(`${'a'.repeat(8)}😀😀`, 10);
    expect(shortened).toBe(true);
    expect(text).toBe(`${'a'.repeat(8)}…`);
    expect(cleanImportText('abcdefghijklmnop', 10).text).toBe('abcdefghi…');
  });

  it('gives nothing for blank or non-text values, and composes accents (NFC)', () => {
    expect(cleanImportText('   ', 10).text).toBeUndefined();
    expect(cleanImportText(undefined, 10).text).toBeUndefined();
    expect(cleanImportText('Ame\u0301lie', 10).text).toBe('Amélie');
  });
});

describe('looksLikeFormula', () => {
  it.each(['=HYPERLINK("http://x","y")', '=1+1', ' =cmd', '@SUM(1+1)*cmd|\' /C calc\'!A0', "+cmd|' /C calc'!A0", '-HYPERLINK("http://x")'])(
    'takes %s for a formula',
    (text) => expect(looksLikeFormula(text)).toBe(true),
  );

  it.each(['+1', '-ism', '@home', 'Amélie', '¡Átame!', '2 + 2 = 4', '- Una lista', '@ (arroba) bar', '- a | b'])('does not take %s for one', (text) =>
    expect(looksLikeFormula(text)).toBe(false),
  );

  it('takes only function calls and DDE in lenient free text, where =) is a smiley', () => {
    expect(looksLikeFormula('=) qué buena', { lenient: true })).toBe(false);
    expect(looksLikeFormula('=D', { lenient: true })).toBe(false);
    expect(looksLikeFormula('=D')).toBe(true);
    expect(looksLikeFormula('=HYPERLINK("http://x","y")', { lenient: true })).toBe(true);
    expect(looksLikeFormula("=cmd|' /C calc'!A0", { lenient: true })).toBe(true);
  });
});

describe('ImportedRowSchema', () => {
  const row = { line: 1, file: 'ratings.csv', kind: 'film', title: 'Parasite', rating: 5, status: 'rated' } as const;

  it('takes a rated row with stars and a pending one without', () => {
    expect(ImportedRowSchema.safeParse(row).success).toBe(true);
    expect(ImportedRowSchema.safeParse({ ...row, rating: 0, status: 'pending_rating' }).success).toBe(true);
  });

  it('refuses a status that does not match the stars, a half star and a bad ISBN', () => {
    expect(ImportedRowSchema.safeParse({ ...row, rating: 0 }).success).toBe(false);
    expect(ImportedRowSchema.safeParse({ ...row, rating: 3, status: 'pending_rating' }).success).toBe(false);
    expect(ImportedRowSchema.safeParse({ ...row, rating: 3.5 }).success).toBe(false);
    expect(ImportedRowSchema.safeParse({ ...row, isbn: '978-0441172719' }).success).toBe(false);
    expect(ImportedRowSchema.safeParse({ ...row, isbn: '075640407X' }).success).toBe(true);
  });
});

describe('import texts', () => {
  it('say the limits in Spanish', () => {
    expect(IMPORT_MESSAGES.tooBig(IMPORT_LIMITS.maxFileBytes)).toBe('El archivo es demasiado grande: el máximo es 20 MB');
    expect(IMPORT_MESSAGES.tooManyRows(IMPORT_LIMITS.maxRows)).toContain('20.000');
    expect(IMPORT_MESSAGES.missingColumns('x.csv', ['Title', 'My Rating'])).toContain('faltan las columnas «Title», «My Rating»');
    expect(roundedRatingNote(3.5, 4)).toBe('3,5★ redondeado a 4★');
  });
});
