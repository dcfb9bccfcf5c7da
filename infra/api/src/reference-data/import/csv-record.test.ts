import { fixtureFolder } from '../../testing/reference-data-fixtures';
import { csvLine, parseCsvRecord } from './csv-record';
import { ImportFileError, readCsvRows, type CsvRow } from './csv-rows';

describe('CSV records (RFC 4180)', () => {
  test('splits plain fields on commas, keeping empty ones', () => {
    expect(parseCsvRecord('a,b,,d,')).toEqual(['a', 'b', '', 'd', '']);
  });

  test('a quoted field may hold commas and doubled quotes', () => {
    expect(parseCsvRecord('1,"ALICEVILLE, LOCK & DAM","say ""hi""",x')).toEqual([
      '1',
      'ALICEVILLE, LOCK & DAM',
      'say "hi"',
      'x',
    ]);
  });

  test('a record whose quoted field is still open asks for the next line', () => {
    expect(parseCsvRecord('1,"two')).toBeNull();
    expect(parseCsvRecord('1,"two\nlines",3')).toEqual(['1', 'two\nlines', '3']);
  });

  test('writing quotes only what needs quoting, and reads back the same', () => {
    const values = ['USC1', 'A, B', 'say "x"', '', 42];
    expect(csvLine(values)).toBe('USC1,"A, B","say ""x""",,42');
    expect(parseCsvRecord(csvLine(values))).toEqual(['USC1', 'A, B', 'say "x"', '', '42']);
  });
});

describe('CSV rows of a file', () => {
  const folder = fixtureFolder('csv-rows');
  afterAll(() => folder.remove());
  const rows = async (file: string, required: string[] = []) => {
    const found: CsvRow[] = [];
    for await (const row of readCsvRows(file, required)) found.push(row);
    return found;
  };

  test('names values by header, trims them, skips blank lines and counts lines as an editor does', async () => {
    const file = folder.write('a.csv', ['\uFEFFid,name', '1, one ', '', '2,"two', 'lines"', '3,three,extra']);
    expect(await rows(file, ['id'])).toEqual([
      { line: 2, values: { id: '1', name: 'one' } },
      { line: 4, values: { id: '2', name: 'two\nlines' } },
      { line: 6, error: '3 fields where the header has 2' },
    ]);
  });

  test('a file without a required column cannot be imported', async () => {
    const file = folder.write('b.csv', ['id,name', '1,x']);
    await expect(rows(file, ['id', 'zone'])).rejects.toThrow(
      new ImportFileError('b.csv lacks the columns zone'),
    );
  });

  test('an unreadable or empty file is an ImportFileError, not a crash', async () => {
    await expect(rows(`${folder.dir}/none.csv`)).rejects.toBeInstanceOf(ImportFileError);
    await expect(rows(folder.write('empty.csv', []))).rejects.toThrow('empty.csv is empty');
  });
});
