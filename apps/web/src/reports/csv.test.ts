import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('report CSV', () => {
  it('starts with a UTF-8 byte order mark and ends lines with CRLF', () => {
    expect(toCsv(['id', 'name'], [[1, 'Crème brûlée']])).toBe('\uFEFFid,name\r\n1,Crème brûlée\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Soup, hot')).toBe('"Soup, hot"');
    expect(csvCell('The "best"')).toBe('"The ""best"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps cells that a spreadsheet would run as formulas as text', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe('"\'\tcmd"');
  });

  it('writes numbers as numbers and nothing as an empty cell', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });
});
