import { describe, expect, it } from 'vitest';
import { csvLine, spreadsheetText } from './spreadsheet-cells';

describe('spreadsheet cells', () => {
  it('neutralises a cell starting with = + - @ tab or CR, and leaves others alone', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(spreadsheetText(`${start}HYPERLINK("x")`)).toBe(`'${start}HYPERLINK("x")`);
    expect(spreadsheetText('Maya = fast')).toBe('Maya = fast');
    expect(spreadsheetText('')).toBe('');
  });

  it('quotes cells holding commas, quotes or line breaks', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"', 'two\nlines', 12])).toBe('a,"b,c","say ""hi""","two\nlines",12');
  });
});
