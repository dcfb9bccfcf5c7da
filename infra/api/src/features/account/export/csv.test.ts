import { csvField, toCsv } from './csv';

describe('CSV fields (RFC 4180) for the data export', () => {
  test('plain text, numbers, booleans and empty values go in as they are', () => {
    expect(csvField('Sunny border')).toBe('Sunny border');
    expect(csvField(12)).toBe('12');
    expect(csvField(-78.64)).toBe('-78.64');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField('')).toBe('');
  });

  test('commas, double quotes and line breaks are quoted, quotes doubled', () => {
    expect(csvField('Hosta, blue')).toBe('"Hosta, blue"');
    expect(csvField('the "big" oak')).toBe('"the ""big"" oak"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  test('text a spreadsheet would run as a formula gets a leading quote mark', () => {
    expect(csvField('=1+2')).toBe("'=1+2");
    expect(csvField('+SUM(A1:A9)')).toBe("'+SUM(A1:A9)");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('=HYPERLINK("http://x", "y")')).toBe('"\'=HYPERLINK(""http://x"", ""y"")"');
    // Not at the start: nothing to neutralise.
    expect(csvField('a=b')).toBe('a=b');
  });

  test('lists are joined with "; " and neutralised like any text', () => {
    expect(csvField(['Hosta', 'Fern'])).toBe('Hosta; Fern');
    expect(csvField(['=1', 'b'])).toBe("'=1; b");
    expect(csvField([])).toBe('');
  });

  test('a file is a header row and one line per row, each ending in CRLF', () => {
    const rows = [
      { id: 1, name: 'Demo backyard' },
      { id: 2, name: 'Front, side' },
    ];
    expect(toCsv(['id', 'name'], rows)).toBe('id,name\r\n1,Demo backyard\r\n2,"Front, side"\r\n');
    expect(toCsv(['id', 'name'], [])).toBe('id,name\r\n');
  });
});
