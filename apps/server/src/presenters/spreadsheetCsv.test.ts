import { describe, expect, it } from 'vitest';
import { spreadsheetCsv } from './spreadsheetCsv.js';

describe('spreadsheetCsv', () => {
  it('keeps a spreadsheet from running a cell as a formula, on one line or several', () => {
    const csv = spreadsheetCsv([{ a: '=HYPERLINK("http://x","y")', b: '=1+1\nsegunda línea' }, { a: '+34 600', b: 'Dune' }], ['a', 'b']);
    expect(csv.split('\n')).toEqual(['a,b', `"'=HYPERLINK(""http://x"",""y"")","'=1+1`, `segunda línea"`, `"'+34 600",Dune`]);
  });
});
