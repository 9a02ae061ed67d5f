import { describe, expect, it } from 'vitest';
import { cellPlace, csvLine, spreadsheetText } from './spreadsheet-cells';

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

  it('names the row, the column and the value of a cell, cutting a long value', () => {
    expect(cellPlace(7, 'Goal', '0.50')).toBe('Row 7, Goal "0.50"');
    expect(cellPlace(3, 'First Name', '')).toBe('Row 3, First Name (empty)');
    expect(cellPlace(9, 'Teacher', 'x'.repeat(50))).toBe(`Row 9, Teacher "${'x'.repeat(40)}…"`);
  });
});
